import Foundation
import TransitUIKit

/// docs/lifecycle.md#order-e: a `UINavigationController` pushing and popping a detail screen, with
/// UIKit's own animation and with a delegate's slide animator, popped by the Back button and by
/// a swipe from the left edge that finishes or cancels.
enum Navigation {
  static let pushPop = Scenario(
    name: "nav-push-pop",
    summary: "A row pushes a detail screen and Back pops it, with UIKit's own animation",
    source: "Vast Engineering blog (2012) and readke.com device logs; docs/lifecycle.md#order-e"
  ) { device in
    let list = ListViewController()
    let navigationController = UINavigationController(rootViewController: list)
    navigationController.delegate = list.screenTracker
    launch(navigationController, in: device)
    device.tap(list.rowView)
    device.runUntilIdle()
    device.wait(1)
    device.tap(navigationController.navigationBar.backButtonView)
    device.runUntilIdle()
  }

  static let pushPopCustom = Scenario(
    name: "nav-push-pop-custom",
    summary: "The same with a delegate's slide animator; then a second push, popped by a swipe",
    source: "UINavigationControllerDelegate animation controller; UIKit 8.3's push path, "
      + "reconstructed; docs/lifecycle.md#order-e"
  ) { device in
    let list = ListViewController()
    let navigationController = UINavigationController(rootViewController: list)
    list.slideTransitions.attach(to: navigationController)
    launch(navigationController, in: device)
    device.tap(list.rowView)
    device.runUntilIdle()
    device.wait(1)
    device.tap(navigationController.navigationBar.backButtonView)
    device.runUntilIdle()
    device.wait(1)
    device.tap(list.rowView)
    device.runUntilIdle()
    device.wait(1)
    // Two thirds of the screen's width: past half way, so the pop finishes.
    device.pan(
      navigationController.view, translation: CGPoint(x: 262, y: 0), duration: 0.4, steps: 8)
    device.runUntilIdle()
  }

  static let popInteractiveCancelled = Scenario(
    name: "nav-pop-interactive-cancelled",
    summary: "A swipe from the left edge starts a pop, let go a quarter of the way: it cancels",
    source: "BufferedNavigationController issue #5; Wang Ling (2014); "
      + "docs/lifecycle.md#order-e-cancelled-pop"
  ) { device in
    let list = ListViewController()
    let navigationController = UINavigationController(rootViewController: list)
    list.slideTransitions.attach(to: navigationController)
    launch(navigationController, in: device)
    device.tap(list.rowView)
    device.runUntilIdle()
    device.wait(1)
    device.pan(
      navigationController.view, translation: CGPoint(x: 98, y: 0), duration: 0.3, steps: 6)
    device.runUntilIdle()
  }

  @MainActor
  private static func launch(_ navigationController: UINavigationController, in device: Simulator) {
    device.window.rootViewController = navigationController
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
  }
}
