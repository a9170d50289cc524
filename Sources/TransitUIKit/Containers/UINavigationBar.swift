import Foundation

/// Mirrors `UINavigationBar`: the bar at the top of a navigation controller, here only with the
/// back button UIKit shows while the stack holds more than one view controller. An app's own
/// subclass is the bar of a navigation controller made with
/// `init(navigationBarClass:toolbarClass:)`.
@preconcurrency @MainActor
open class UINavigationBar: UIView, ContainerPart {
  weak var container: UIViewController?
  var part: String { "navigationBar" }
  /// The back button; none for a bar the app makes itself.
  private var backButton: BackButton?

  /// A navigation controller's own bar. A convenience initializer, so that a subclass of the
  /// app's that declares no initializer still inherits `init()`, as on iOS.
  convenience init(navigationController: UINavigationController) {
    self.init(frame: .zero)
    attach(to: navigationController)
  }

  /// Mirrors `init(frame:)`: a bar the app places itself, outside any navigation controller,
  /// which shows what the app puts in it and has no back button of its own, unless a
  /// navigation controller takes it as its bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Mirrors `init?(coder:)`.
  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes the bar `navigationController`'s, with the back button UIKit shows on it.
  func attach(to navigationController: UINavigationController) {
    container = navigationController
    backButton = BackButton(container: navigationController)
  }

  /// Mirrors `init()`: an app-made bar of no size, placed by the app (`init(frame:)`).
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The items of a bar the app made itself, bottom first.
  private var ownItems: [UINavigationItem]?

  /// Mirrors `items`: the navigation items on the bar's stack, bottom first. A navigation
  /// controller's bar holds its view controllers' navigation items; Apple's page says the app
  /// may not change those directly (UIKit raises an exception), and here such a change is left
  /// out and the stack stays the controller's. An app-made bar's items are kept, never drawn.
  public var items: [UINavigationItem]? {
    get {
      if let navigationController = container as? UINavigationController {
        return navigationController.viewControllers.map(\.navigationItem)
      }
      return ownItems
    }
    set { setItems(newValue, animated: false) }
  }

  /// Mirrors `setItems(_:animated:)`: replaces an app-made bar's items (nothing to animate, as
  /// nothing is drawn).
  public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard !(container is UINavigationController) else { return }
    ownItems = items
  }

  /// Mirrors `topItem`: the item on top of the bar's stack.
  public var topItem: UINavigationItem? { items?.last }

  /// Mirrors `backItem`: the item under the top one, whose title a back button shows.
  public var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Mirrors `pushItem(_:animated:)`: puts `item` on top of an app-made bar's stack.
  public func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard !(container is UINavigationController) else { return }
    ownItems = (ownItems ?? []) + [item]
  }

  /// Mirrors `popItem(animated:)`: takes the top item off an app-made bar's stack and returns
  /// it; nil when there is none.
  @discardableResult
  public func popItem(animated: Bool) -> UINavigationItem? {
    guard !(container is UINavigationController), var stack = ownItems, !stack.isEmpty else {
      return nil
    }
    let top = stack.removeLast()
    ownItems = stack
    return top
  }

  /// Mirrors `isTranslucent`; kept, as nothing is drawn.
  public var isTranslucent = true
  /// Mirrors `barTintColor`; kept.
  public var barTintColor: UIColor?
  /// Mirrors `barStyle`; kept.
  public var barStyle = UIBarStyle.default
  /// Mirrors `titleTextAttributes`; kept.
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// Mirrors `shadowImage`, the line under the bar; kept, as nothing is drawn.
  public var shadowImage: UIImage?
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// Mirrors `setBackgroundImage(_:for:)`; kept, as nothing is drawn.
  public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = image
  }

  /// Mirrors `backgroundImage(for:)`.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }

  /// Mirrors `prefersLargeTitles`; kept: the bar's height is the standard one either way.
  public var prefersLargeTitles = false
  /// Mirrors `largeTitleTextAttributes` (iOS 11); kept, never drawn.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// Mirrors `standardAppearance` (iOS 13, `UIBarAppearance.swift`); kept, never drawn.
  public var standardAppearance = UINavigationBarAppearance()
  /// Mirrors `compactAppearance`; kept.
  public var compactAppearance: UINavigationBarAppearance?
  /// Mirrors `scrollEdgeAppearance`; kept.
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  /// Mirrors `compactScrollEdgeAppearance` (iOS 15); kept.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// Transit's stand-in for the private view UIKit draws the back button with, so that a
  /// scenario can tap it as a user taps "Back": `device.tap(nav.navigationBar.backButtonView)`.
  /// Tapping it makes UIKit call `popViewController(animated: true)`.
  /// A bar the app made itself has none: this is then the bar.
  public var backButtonView: UIView { backButton ?? self }

  /// Set by the bar's first layout, which fixes its height: only then does the navigation
  /// controller's content take the bar into its safe area.
  private(set) var hasLaidOut = false

  /// The bar's first layout moves the safe area of the view controller on top, so the
  /// navigation controller lays its content out again (readke.com's device log shows the first
  /// screen laid out twice before `viewDidAppear(_:)`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !hasLaidOut else { return }
    hasLaidOut = true
    (container as? UINavigationController)?.transitionView.setNeedsLayout()
  }

  /// Adds the back button to the bar; the navigation controller does it when it loads its view.
  func installBackButton() {
    guard let backButton else { return }
    backButton.frame = CGRect(x: 8, y: 59, width: 80, height: 44)
    addSubview(backButton)
  }

  /// Shows the back button only while there is something to go back to, and the top item
  /// neither hides it nor puts its own left items in its place.
  func updateBackButton(stackDepth: Int) {
    self.stackDepth = stackDepth
    let item = (container as? UINavigationController)?.topViewController?.navigationItem
    let replaced =
      item.map { $0.hidesBackButton || (!$0.leftItemsSupplementBackButton && hasLeftItems($0)) }
      ?? false
    let shows = stackDepth >= 2 && !replaced
    backButton?.isHidden = !shows
    for recognizer in backButton?.gestureRecognizers ?? [] { recognizer.isEnabled = shows }
  }

  private var stackDepth = 0
  /// The buttons of the top item's bar button items, left then right.
  private var itemButtons: [BarButtonView] = []
  /// The search bar of the top item's search controller, shown under the bar's buttons.
  private weak var shownSearchBar: UISearchBar?

  /// The title view of the top item, shown in the middle of the bar.
  private weak var shownTitleView: UIView?

  /// Shows the item's `titleView` in the middle of the bar's row of buttons, at its own size,
  /// or its intrinsic size when it has none (a segmented control, a label), as UIKit lays a
  /// title view out with Auto Layout since iOS 11; it takes the previous one out.
  private func showTitleView(of item: UINavigationItem?) {
    let wanted = item?.titleView
    if let shownTitleView, shownTitleView !== wanted, shownTitleView.superview === self {
      shownTitleView.removeFromSuperview()
    }
    shownTitleView = wanted
    guard let wanted else { return }
    var size = wanted.bounds.size
    if size.width <= 0 || size.height <= 0 {
      let intrinsic = wanted.intrinsicContentSize
      size = CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }
    let width = bounds.width > 0 ? bounds.width : 393
    size.width = min(size.width, width - 2 * 88)
    size.height = min(size.height, 44)
    wanted.frame = CGRect(
      x: (width - size.width) / 2, y: 59 + (44 - size.height) / 2, width: size.width,
      height: size.height)
    if wanted.superview !== self { addSubview(wanted) }
  }

  /// Shows the search bar of the item's search controller in the bar (iOS 11's
  /// `navigationItem.searchController`), or takes the previous one out.
  private func showSearchBar(of item: UINavigationItem?) {
    let wanted = item?.searchController?.searchBar
    guard wanted !== shownSearchBar else { return }
    if let shownSearchBar, shownSearchBar.superview === self {
      shownSearchBar.removeFromSuperview()
    }
    shownSearchBar = wanted
    guard let wanted else { return }
    wanted.frame = CGRect(x: 0, y: 103, width: bounds.width > 0 ? bounds.width : 393, height: 52)
    addSubview(wanted)
  }

  private func hasLeftItems(_ item: UINavigationItem) -> Bool {
    !(item.leftBarButtonItems ?? []).isEmpty
  }

  /// Shows the bar button items of `viewController`'s navigation item, as UIKit does for the
  /// view controller on top: a button stays for an item still shown, the buttons of items no
  /// longer shown leave the bar, and new items get one.
  func showItems(of viewController: UIViewController?) {
    let item = viewController?.navigationItem
    showSearchBar(of: item)
    showTitleView(of: item)
    let left = item?.leftBarButtonItems ?? []
    let right = item?.rightBarButtonItems ?? []
    let wanted = left + right
    if let navigationController = container as? UINavigationController,
      wanted.map(ObjectIdentifier.init) != itemButtons.map({ ObjectIdentifier($0.item) })
    {
      var kept: [BarButtonView] = []
      for button in itemButtons {
        if wanted.contains(where: { $0 === button.item }) {
          kept.append(button)
        } else {
          button.removeFromSuperview()
        }
      }
      let width = bounds.width > 0 ? bounds.width : 393
      itemButtons = wanted.enumerated().map { index, barItem in
        let button =
          kept.first { $0.item === barItem } ?? barItem.button(in: navigationController)
        let isLeft = index < left.count
        let slot = CGFloat(isLeft ? index : index - left.count)
        button.frame =
          isLeft
          ? CGRect(x: 8 + slot * 80, y: 59, width: 80, height: 44)
          : CGRect(x: width - 88 - slot * 80, y: 59, width: 80, height: 44)
        button.showCustomView()
        if button.superview !== self { addSubview(button) }
        return button
      }
    }
    updateBackButton(stackDepth: stackDepth)
  }
}

/// The button a navigation bar shows for a bar button item (UIKit's `_UIButtonBarButton`): a
/// touch on it sends the item's action to its target.
final class BarButtonView: UIView, ContainerPart, TouchTracking, TitledButton,
  ActionOwning
{
  /// The navigation controller whose bar showed the button.
  weak var navigationController: UINavigationController?
  weak var container: UIViewController?
  let part: String
  let item: UIBarButtonItem

  init(item: UIBarButtonItem, in navigationController: UINavigationController) {
    self.item = item
    container = navigationController
    self.navigationController = navigationController
    let name = (item.displayedTitle ?? "item").lowercased().filter { $0.isLetter || $0.isNumber }
    part = "item." + (name.isEmpty ? "item" : name)
    super.init(frame: .zero)
    showCustomView()
  }

  private weak var shownCustomView: UIView?

  /// Shows the item's custom view in the button's place, at its own size (the button's where it
  /// has none), centred in the item's slot; it takes the touches that land on it.
  func showCustomView() {
    if let shown = shownCustomView, shown !== item.customView, shown.superview === self {
      shown.removeFromSuperview()
    }
    shownCustomView = item.customView
    guard let custom = item.customView else { return }
    let size =
      custom.frame.width > 0 && custom.frame.height > 0 ? custom.frame.size : bounds.size
    custom.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
      width: size.width, height: size.height)
    if custom.superview !== self { addSubview(custom) }
  }

  override var traceClassName: String { "_UIButtonBarButton" }

  var buttonTitle: String? { item.displayedTitle }

  var touchDelay: TimeInterval { 0 }
  func tracksTouch(on view: UIView) -> Bool { item.isEnabled && item.customView == nil }
  func touchTarget(on view: UIView) -> AnyObject? {
    item.primaryAction == nil ? item.target : nil
  }
  var touchActionOwner: String? { item.primaryAction?.handlerOwner }
  func touchBegan(on view: UIView) {}
  func touchEnded(on view: UIView) { item.sendAction() }
}

/// The back button: a tap pops the top view controller, as UIKit's does (the navigation bar's
/// `shouldPopItem` path calls `popViewController(animated: true)`).
final class BackButton: ContainerPartView {
  init(container: UINavigationController) {
    super.init(container: container, part: "backButton", className: "_UIButtonBarButton")
    let recognizer = UITapGestureRecognizer(target: self, action: BackButton.tapped)
    recognizer.isSystemRecognizer = true
    recognizer.isEnabled = false
    addGestureRecognizer(recognizer)
  }

  private func tapped(_ recognizer: UITapGestureRecognizer) {
    _ = (container as? UINavigationController)?.popViewController(animated: true)
  }
}

/// The back button is found by the title it shows, as `app.navigationBars.buttons["List"]`
/// finds it, from the navigation item it leads back to (Apple's `backButtonDisplayMode` pages):
/// its back bar button item's title if it has one; else, in the default mode, its
/// `backButtonTitle`, else its title, else "Back"; "Back" in the generic mode; none in the
/// minimal one. As UIKit shows "Back" where a long title does not fit, "Back" finds it too.
extension BackButton: TitledButton {
  var buttonTitle: String? {
    guard let stack = (container as? UINavigationController)?.viewControllers, stack.count >= 2
    else { return nil }
    let below = stack[stack.count - 2].navigationItem
    if let title = below.backBarButtonItem?.title { return title }
    switch below.backButtonDisplayMode {
    case .minimal: return nil
    case .generic: return "Back"
    case .default: return below.backButtonTitle ?? below.title ?? "Back"
    }
  }

  func isTitled(_ title: String) -> Bool {
    guard let shown = buttonTitle else { return false }
    return title == shown || title == "Back"
  }

  /// Its centre: a finger there is what its tap recognizer hears.
  func windowPoint(ofTitle title: String) -> CGPoint? {
    convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
  }
}

extension UIBarButtonItem {
  /// The button that shows this item in `navigationController`'s bar: the same one each time
  /// the item comes back, as UIKit keeps an item's view.
  func button(in navigationController: UINavigationController) -> BarButtonView {
    if let shownButton, shownButton.navigationController === navigationController {
      return shownButton
    }
    let button = BarButtonView(item: self, in: navigationController)
    shownButton = button
    return button
  }
}

/// Mirrors `UIBarMetrics`: the bar heights a bar's images are set for.
public enum UIBarMetrics: Int, Sendable {
  case `default`, compact, defaultPrompt, compactPrompt
}

/// Mirrors `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}
