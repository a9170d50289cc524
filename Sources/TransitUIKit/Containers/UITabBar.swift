import Foundation

/// Mirrors `UITabBar`: the bar along the bottom of a tab bar controller, with one button per
/// tab.
@preconcurrency @MainActor
public final class UITabBar: UIView, ContainerPart {
  weak var container: UIViewController?
  var part: String { "tabBar" }
  private var buttons: [TabBarButton] = []
  /// Mirrors `standardAppearance` (iOS 13, `UIBarAppearance.swift`); kept, never drawn.
  public var standardAppearance = UITabBarAppearance()
  /// Mirrors `scrollEdgeAppearance` (iOS 15); kept.
  public var scrollEdgeAppearance: UITabBarAppearance?

  init(tabBarController: UITabBarController) {
    container = tabBarController
    super.init(frame: .zero)
  }

  /// Transit's stand-ins for the private views UIKit draws the tab buttons with, one per tab in
  /// order, so that a scenario can tap one as a user does:
  /// `device.tap(tabBarController.tabBar.itemViews[1])`.
  public var itemViews: [UIView] { buttons }

  /// Mirrors `items`: for a tab bar controller's tab bar, its view controllers' tab bar items,
  /// in order, so an app delegate can set a tab's image after building the tabs
  /// (`tabBar.items![0].image = …`). Kept, not drawn.
  public var items: [UITabBarItem]? {
    get {
      guard let tabBarController = container as? UITabBarController else { return ownItems }
      let items = tabBarController.tabViewControllers.map { $0.tabBarItem! }
      return items.isEmpty ? nil : items
    }
    set { ownItems = newValue }
  }
  private var ownItems: [UITabBarItem]?

  /// Replaces the buttons with one per tab.
  func rebuildButtons(count: Int) {
    for button in buttons { button.removeFromSuperview() }
    guard let tabBarController = container as? UITabBarController else { return }
    let width = count > 0 ? (bounds.width / CGFloat(count)).rounded(.down) : 0
    buttons = (0..<count).map { index in
      TabBarButton(
        tabBarController: tabBarController, index: index,
        frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 49))
    }
    for button in buttons { addSubview(button) }
  }
}

/// One tab's button: a tap goes to the tab bar controller as a user selection (UIKit's
/// `_tabBarItemClicked:`). A tab given as a `UITab` shows its title, which finds the button
/// for `tap: {button:}`.
private final class TabBarButton: ContainerPartView, TitledButton {
  let index: Int

  init(tabBarController: UITabBarController, index: Int, frame: CGRect) {
    self.index = index
    super.init(
      container: tabBarController, part: "item.\(index)", className: "UITabBarButton",
      frame: frame)
    let recognizer = UITapGestureRecognizer(target: self, action: TabBarButton.tapped)
    recognizer.isSystemRecognizer = true
    addGestureRecognizer(recognizer)
  }

  var buttonTitle: String? {
    guard let tabs = (container as? UITabBarController)?.rootTabs, tabs.indices.contains(index)
    else { return nil }
    return tabs[index].title
  }

  /// A tap reaches the button through its tap recognizer, at its centre.
  func windowPoint(ofTitle title: String) -> CGPoint? {
    convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
  }

  private func tapped(_ recognizer: UITapGestureRecognizer) {
    guard let tabBarController = container as? UITabBarController else { return }
    EngineContext.current?.userTapped(tabAt: index, of: tabBarController)
  }
}
