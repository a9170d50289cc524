import Foundation
import TransitTrace

/// Mirrors `UITabBarController`: one view controller per tab, of which the selected one is on
/// screen, switched by a tap on the tab bar or by setting `selectedIndex` or
/// `selectedViewController` in code.
///
/// A switch follows docs/lifecycle.md#order-f: a tap asks `shouldSelect` first and tells
/// `didSelect` after; every switch asks the delegate for an animator. The switch itself runs
/// synchronously inside the selection, in `TabTransition`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// Mirrors `delegate`, which UIKit holds weakly (Apple's UITabBarController.delegate page):
  /// a delegate nothing else keeps is freed, and switches are then UIKit's own
  /// (docs/lifecycle.md#fact-released-delegate).
  public var delegate: (any UITabBarControllerDelegate)? {
    get { delegateStorage.value }
    set { delegateStorage.set(newValue) }
  }
  var delegateStorage = WeakDelegate<any UITabBarControllerDelegate>()

  /// The view controllers of the tabs, in order: the ones `viewControllers` was given, or those
  /// of the root tabs (`tabs`) when the tab bar controller was given tabs.
  var tabViewControllers: [UIViewController] = []
  /// The root tabs when the tab bar controller was given tabs (iOS 18); nil while it was given
  /// view controllers.
  var rootTabs: [UITab]?
  /// The selected tab; a switch changes it when it starts, and a cancelled one puts it back.
  var selection = 0

  /// Mirrors `mode` (iOS 18); kept, as on an iPhone every mode shows the tab bar.
  public var mode = Mode.automatic
  /// Mirrors `sidebar` (iOS 18): kept, never shown on the compact screen Transit simulates.
  public private(set) lazy var sidebar = Sidebar()

  /// The view the selected view controller's view lives in, and the container view of every
  /// switch: UIKit's `UITransitionView`.
  private(set) lazy var transitionView = ContainerPartView(
    container: self, part: "container", className: "UITransitionView")

  /// Mirrors `tabBar`.
  public private(set) lazy var tabBar = UITabBar(tabBarController: self)

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The tabs

  /// Mirrors `viewControllers`; setting it calls `setViewControllers(_:animated:)`. It reads nil
  /// while the tab bar controller has tabs (UIKit 18.2's `-[UITabBarController
  /// viewControllers]`; docs/lifecycle.md#fact-tabs-view-controllers-nil).
  open var viewControllers: [UIViewController]? {
    get { rootTabs != nil || tabViewControllers.isEmpty ? nil : tabViewControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Mirrors `setViewControllers(_:animated:)`. Transit models it as configuration before the
  /// tab bar controller is on screen: the tabs become children and the first stays selected.
  /// Setting view controllers leaves tabs behind.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for tab in rootTabs ?? [] where tab.ownerStorage === self { tab.ownerStorage = nil }
    rootTabs = nil
    install(viewControllers ?? [])
  }

  /// Makes `viewControllers` the children shown by the tab bar, in order.
  func install(_ viewControllers: [UIViewController]) {
    for old in tabViewControllers where !viewControllers.contains(where: { $0 === old }) {
      if old.viewIfLoaded?.superview === transitionView { old.view.removeFromSuperview() }
      old.detachFromParent()
    }
    tabViewControllers = viewControllers
    for child in tabViewControllers where child.parent !== self { attachChild(child) }
    if !tabViewControllers.indices.contains(selection) { selection = 0 }
    if isViewLoaded { runAsUIKit { tabBar.rebuildButtons(count: tabViewControllers.count) } }
  }

  /// Mirrors `selectedIndex`. Setting it in code switches tabs without asking `shouldSelect` or
  /// telling `didSelect`, but with the animator requests (Apple's UITabBarControllerDelegate
  /// pages; Matt Neuburg's example; docs/lifecycle.md#fact-tab-animator-every-switch).
  open var selectedIndex: Int {
    get { selection }
    set {
      guard let simulator = EngineContext.current else {
        if tabViewControllers.indices.contains(newValue) { selection = newValue }
        return
      }
      simulator.select(tabAt: newValue, of: self, by: .selectedIndex, newValue: .int(newValue))
    }
  }

  /// Mirrors `selectedViewController`; setting it is the same as setting `selectedIndex`.
  open var selectedViewController: UIViewController? {
    get { tabViewControllers.indices.contains(selection) ? tabViewControllers[selection] : nil }
    set {
      guard let newValue, let index = tabViewControllers.firstIndex(where: { $0 === newValue })
      else { return }
      guard let simulator = EngineContext.current else {
        selection = index
        return
      }
      simulator.select(
        tabAt: index, of: self, by: .selectedViewController,
        newValue: simulator.reference(newValue, role: .presentedViewController))
    }
  }

  // MARK: The view

  /// Builds UIKit's hierarchy: the transition view that holds the selected view controller's
  /// view, and the tab bar with a button per tab.
  open override func loadView() {
    let root = LayoutContainerView(frame: EngineContext.current?.screenBounds ?? .zero)
    view = root
    runAsUIKit {
      transitionView.frame = root.bounds
      root.addSubview(transitionView)
      tabBar.frame = CGRect(
        x: 0, y: root.bounds.height - 83, width: root.bounds.width, height: 83)
      root.addSubview(tabBar)
      tabBar.rebuildButtons(count: tabViewControllers.count)
    }
  }

  /// The selected tab decides whether the status bar shows: UIKit's tab bar controller returns
  /// its selected view controller here (SlideMenuControllerSwift #167, its maintainer), and
  /// the App Store clone the appstore-today scenario comes from relies on it, hiding the status
  /// bar from its Today tab.
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }

  // MARK: Appearance

  override var childrenAppearWithTheirViews: Bool { false }

  override var childrenForAppearanceForwarding: [UIViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// Forwards the tab bar controller's appearance to the selected view controller, installing
  /// its view first the first time it appears here: its `viewDidLoad()` comes before its
  /// `viewWillAppear(_:)` (pgzxc's tab switch log).
  override func forwardBeginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    loadViewIfNeeded()
    if isAppearing, shouldAutomaticallyForwardAppearanceMethods,
      let selected = selectedViewController, selected.viewIfLoaded?.superview !== transitionView
    {
      for child in tabViewControllers where child.viewIfLoaded?.superview === transitionView {
        child.view.removeFromSuperview()
      }
      let selectedView = selected.view!
      selectedView.frame = transitionView.bounds
      transitionView.addSubview(selectedView)
    }
    super.forwardBeginAppearance(isAppearing, animated: animated, caller: caller)
  }
}

extension UIViewController {
  /// The nearest tab bar controller among this view controller's ancestors.
  public var tabBarController: UITabBarController? {
    var candidate = parent
    while let current = candidate {
      if let tabBarController = current as? UITabBarController { return tabBarController }
      candidate = current.parent
    }
    return nil
  }
}
