import Foundation
import TransitTrace

// iOS 18's tabs: a tab bar controller given `UITab`s rather than view controllers. Each root
// tab's view controller becomes a child as `viewControllers` would make it, and switches run
// through the same tab switch; what differs is the delegate's questions and news
// (docs/lifecycle.md#tabs-ios-18).
extension UITabBarController {
  /// Mirrors `UITabBarController.Mode`: whether the tabs show as a tab bar, or as a tab bar
  /// that an iPad can turn into a sidebar. On an iPhone both show the tab bar (Apple's
  /// `Mode.tabSidebar` page), which is what Transit draws.
  public enum Mode: Int, Sendable {
    case automatic, tabBar, tabSidebar
  }

  /// Mirrors `UITabBarController.Sidebar`: the sidebar an iPad shows in `.tabSidebar` mode.
  /// Kept; no sidebar is shown on the compact screen Transit simulates.
  @preconcurrency @MainActor
  public final class Sidebar {
    /// Mirrors `isHidden`.
    public var isHidden = false
    init() {}
  }

  /// Mirrors `init(tabs:)`: `init(nibName:bundle:)`, then the tabs set (UIKit 18.2's
  /// `-[UITabBarController initWithTabs:]`).
  public convenience init(tabs: [UITab]) {
    self.init(nibName: nil, bundle: nil)
    setTabs(tabs, animated: false)
  }

  /// Mirrors `tabs`; empty while the tab bar controller has view controllers instead. Setting
  /// it calls `setTabs(_:animated:)`.
  public var tabs: [UITab] {
    get { rootTabs ?? [] }
    set { setTabs(newValue, animated: false) }
  }

  /// Mirrors `setTabs(_:animated:)`. Every root tab's view controller is read, so each
  /// provider runs now, once, and the view controllers become the children in order; the tab
  /// selected before stays selected if a new tab has its identifier (UIKit 18.2's
  /// `-[UITabBarController setTabs:animated:]`). As `setViewControllers(_:animated:)`, it is
  /// configuration before the tab bar controller is on screen.
  public func setTabs(_ tabs: [UITab], animated: Bool) {
    let previous = selectedTab
    for old in rootTabs ?? [] where old.ownerStorage === self { old.ownerStorage = nil }
    for tab in tabs { tab.ownerStorage = self }
    // UIKit raises when a root tab has no view controller (UIKit 18.2: "Every root UITab must
    // have a non-nil UIViewController"); Transit leaves such a tab out of the children.
    let kept = tabs.filter { $0.viewController != nil }
    rootTabs = kept
    if let previous, let index = kept.firstIndex(where: { $0.identifier == previous.identifier }) {
      selection = index
    }
    install(kept.compactMap(\.viewController))
    if let selected = selectedTab, selected.identifier != previous?.identifier {
      EngineContext.current?.tellDidSelectTab(selected, previous: previous, of: self)
    }
  }

  /// Mirrors `selectedTab`: the selected root tab, nil without tabs. Setting it switches tabs
  /// as setting `selectedIndex` does, and tells the delegate
  /// `tabBarController(_:didSelectTab:previousTab:)` after the switch
  /// (docs/lifecycle.md#fact-tabs-did-select-every-change).
  public var selectedTab: UITab? {
    get {
      guard let rootTabs, rootTabs.indices.contains(selection) else { return nil }
      return rootTabs[selection]
    }
    set {
      guard let newValue, let index = rootTabs?.firstIndex(where: { $0 === newValue }) else {
        return
      }
      guard let simulator = EngineContext.current else {
        selection = index
        return
      }
      simulator.select(
        tabAt: index, of: self, by: .selectedTab, newValue: .string(newValue.identifier))
    }
  }

  /// Mirrors `tab(forIdentifier:)`: the tab with `identifier` among the root tabs and their
  /// groups' children.
  public func tab(forIdentifier identifier: String) -> UITab? {
    for tab in rootTabs ?? [] {
      if tab.identifier == identifier { return tab }
      if let group = tab as? UITabGroup, let found = group.tab(forIdentifier: identifier) {
        return found
      }
    }
    return nil
  }
}
