import Foundation
import TransitUIKit

/// docs/lifecycle.md#order-f: a `UITabBarController` switching between Messages and Contacts, by a tap on
/// the tab bar (which asks `shouldSelect` and tells `didSelect`) and in code (which does not),
/// with UIKit's own switch, with a delegate's animator, and by a swipe that cancels.
enum TabBar {
  static let switchDefault = Scenario(
    name: "tab-switch-default",
    summary: "A tap on the second tab, then a switch back in code, with UIKit's own switch",
    source: "pgzxc's tab switch log; docs/lifecycle.md#order-f-default"
  ) { device in
    tapThenSwitchInCode(MainTabBarController(animated: false), in: device)
  }

  static let switchCustom = Scenario(
    name: "tab-switch-custom",
    summary: "The same with a delegate's slide animator",
    source: "Matt Neuburg's custom tab animation; UIKit 26.1's UITabBarController"
  ) { device in
    tapThenSwitchInCode(MainTabBarController(animated: true), in: device)
  }

  static let switchInteractiveCancelled = Scenario(
    name: "tab-switch-interactive-cancelled",
    summary: "A swipe starts a switch in code, let go a quarter of the way: it cancels",
    source: "UIKit 26.1's UITabBarController; docs/lifecycle.md#order-f-cancelled"
  ) { device in
    let tabs = MainTabBarController(animated: true, swipesBetweenTabs: true)
    launch(tabs, in: device)
    device.pan(tabs.view, translation: CGPoint(x: -98, y: 0), duration: 0.3, steps: 6)
    device.runUntilIdle()
  }

  @MainActor
  private static func tapThenSwitchInCode(_ tabs: MainTabBarController, in device: Simulator) {
    launch(tabs, in: device)
    device.tap(tabs.tabBar.itemViews[1])
    device.runUntilIdle()
    device.wait(1)
    device.tap(tabs.contacts.messagesButton)
    device.runUntilIdle()
  }

  @MainActor
  private static func launch(_ tabs: MainTabBarController, in device: Simulator) {
    device.window.rootViewController = tabs
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
  }
}
