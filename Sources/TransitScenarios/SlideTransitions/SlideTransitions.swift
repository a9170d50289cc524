import Foundation
import TransitUIKit

/// After hucet, "iOS 사용성 최대로 올려보자! (Part4)": one slide animator with snapshot views, vended through each of the three
/// delegates: the transitioning delegate for a presentation, the navigation controller's
/// delegate for a push and a pop, and the tab bar controller's delegate for a tab switch.
enum SlideTransitions {
  static let present = Scenario(
    name: "slide-present",
    summary: "A full-screen presentation slides in; the dismissal is UIKit's own",
    source: "hucet, \"iOS 사용성 최대로 올려보자! (Part4)\""
  ) { device in
    let first = CustomViewController()
    launch(first, in: device)
    device.touch(first.nextButton)
    device.runUntilIdle()
    device.wait(1)
    if let second = first.presentedViewController as? CustomViewController {
      device.touch(second.closeButton)
    }
    device.runUntilIdle()
  }

  static let push = Scenario(
    name: "slide-push",
    summary: "A push and a pop, both through the navigation delegate's slide animator",
    source: "hucet, \"iOS 사용성 최대로 올려보자! (Part4)\""
  ) { device in
    let first = CustomViewController()
    let navigationController = UINavigationController(rootViewController: first)
    launch(navigationController, in: device)
    device.touch(first.nextButton)
    device.runUntilIdle()
    device.wait(1)
    device.tap(navigationController.navigationBar.backButtonView)
    device.runUntilIdle()
  }

  static let tab = Scenario(
    name: "slide-tab",
    summary: "Taps on the second tab and back, through the tab bar delegate's slide animator",
    source: "hucet, \"iOS 사용성 최대로 올려보자! (Part4)\""
  ) { device in
    let tabs = CustomTabbarViewController()
    launch(tabs, in: device)
    device.tap(tabs.tabBar.itemViews[1])
    device.runUntilIdle()
    device.wait(1)
    device.tap(tabs.tabBar.itemViews[0])
    device.runUntilIdle()
  }

  @MainActor
  private static func launch(_ root: UIViewController, in device: Simulator) {
    device.window.rootViewController = root
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
  }
}
