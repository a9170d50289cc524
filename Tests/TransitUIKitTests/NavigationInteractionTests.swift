import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// docs/lifecycle.md#order-e for an interactive pop, finished and cancelled, and a navigation controller
/// inside other containers and under a modal.
@MainActor
@Suite("Order (e): interactive pops and containment")
struct NavigationInteractionTests {
  /// A navigation controller showing `second` over `first`, then a pop driven by a
  /// `UIPercentDrivenInteractiveTransition` to 40 %, then finished or cancelled.
  private func interactivePop(finishing: Bool) throws -> (
    ContainerRun, UINavigationController, FirstViewController, SecondViewController
  ) {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let second = SecondViewController()
    var navigation: UINavigationController?
    let makeRoot = { () -> UINavigationController in
      let navigationController = UINavigationController(rootViewController: first)
      navigationController.delegate = delegate
      navigation = navigationController
      return navigationController
    }
    let run = try ContainerRun.start(makeRoot) { nav, device in
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
      let interaction = UIPercentDrivenInteractiveTransition()
      delegate.interaction = interaction
      nav.popViewController(animated: true)
      device.wait(0.1)
      interaction.update(0.4)
      device.wait(0.1)
      finishing ? interaction.finish() : interaction.cancel()
      device.runUntilIdle()
    }
    return (run, navigation!, first, second)
  }

  /// Both outcomes share the start: the requests, the will-callbacks, willShow, and the
  /// percent-driven start with its third `transitionDuration(using:)` (docs/lifecycle.md#order-c-7-1).
  private let interactiveStart = [
    "app → nav popViewController(animated:)",
    "uikit → delegate.testNavigation navigationController(_:animationControllerFor:from:to:)",
    "uikit → animator.slideTest transitionDuration(using:)",
    "uikit → delegate.testNavigation navigationController(_:interactionControllerFor:)",
    "uikit → interactor.percentDriven wantsInteractiveStart",
    "uikit → vc.second viewWillDisappear(_:)",
    "uikit → vc.first viewWillAppear(_:)",
    "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
    "uikit → interactor.percentDriven startInteractiveTransition(_:)",
    "interactor.percentDriven → animator.slideTest transitionDuration(using:)",
    "interactor.percentDriven → animator.slideTest animateTransition(using:)",
    "animator.slideTest → ctx.2 containerView",
    "animator.slideTest → ctx.2 view(forKey:)",
    "animator.slideTest → uikit animate(withDuration:animations:completion:)",
    "uikit → vc.first viewIsAppearing(_:)",
    "app → interactor.percentDriven update(_:)",
    "interactor.percentDriven → ctx.2 updateInteractiveTransition(_:)",
  ]

  @Test("(e) interactive pop, finished")
  func finished() throws {
    let (run, nav, first, second) = try interactivePop(finishing: true)
    #expect(
      run.calls(inTransition: 2)
        == interactiveStart + [
          "app → interactor.percentDriven finish()",
          "interactor.percentDriven → ctx.2 finishInteractiveTransition()",
          "uikit → interactor.percentDriven completionSpeed",
          "uikit → animator.slideTest completion(_:)",
          "animator.slideTest → ctx.2 transitionWasCancelled",
          "animator.slideTest → ctx.2 completeTransition(_:)",
          "uikit → vc.second viewDidDisappear(_:)",
          "uikit → vc.first viewDidAppear(_:)",
          "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
          "uikit → animator.slideTest animationEnded(_:)",
        ])
    #expect(isStack(nav.viewControllers, [first]))
    #expect(second.parent == nil)
    #expect(run.states(ofTransition: 2) == [.requested, .began, .finishing, .completed, .ended])
  }

  /// docs/lifecycle.md#order-e-cancelled-pop: B.willDisappear, A.willAppear, willShow A, …cancel…, A.willDisappear,
  /// A.didDisappear, B.willAppear, B.didAppear, and no didShow (BufferedNavigationController #5).
  @Test("(e) interactive pop, cancelled: reversed callbacks and no didShow")
  func cancelled() throws {
    let (run, nav, first, second) = try interactivePop(finishing: false)
    #expect(
      run.calls(inTransition: 2)
        == interactiveStart + [
          "app → interactor.percentDriven cancel()",
          "interactor.percentDriven → ctx.2 cancelInteractiveTransition()",
          "uikit → interactor.percentDriven completionSpeed",
          "uikit → animator.slideTest completion(_:)",
          "animator.slideTest → ctx.2 transitionWasCancelled",
          "animator.slideTest → ctx.2 completeTransition(_:)",
          "uikit → vc.first viewWillDisappear(_:)",
          "uikit → vc.first viewDidDisappear(_:)",
          "uikit → vc.second viewWillAppear(_:)",
          "uikit → vc.second viewIsAppearing(_:)",
          "uikit → vc.second viewDidAppear(_:)",
          "uikit → animator.slideTest animationEnded(_:)",
        ])
    #expect(
      !run.calls(inTransition: 2).contains {
        $0.hasSuffix("navigationController(_:didShow:animated:)")
      })
    // The stack is back as it was, and the popped view controller's view is on screen again.
    #expect(isStack(nav.viewControllers, [first, second]))
    #expect(second.parent === nav)
    #expect(second.view.window != nil)
    #expect(first.view.window == nil)
    #expect(run.states(ofTransition: 2) == [.requested, .began, .cancelling, .completed, .ended])
  }

  /// Presenting from a child presents from its topmost ancestor; a full-screen presentation then
  /// gives the navigation controller its disappear and appear callbacks, which it forwards to its
  /// top view controller, and no willShow or didShow.
  @Test("a full-screen modal over a navigation controller: forwarded to the top child")
  func modalOverNavigation() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let modal = ThirdViewController()
    modal.modalPresentationStyle = .fullScreen
    let makeRoot = { () -> UINavigationController in
      let navigationController = UINavigationController(rootViewController: first)
      navigationController.delegate = delegate
      return navigationController
    }
    let run = try ContainerRun.start(makeRoot) { nav, device in
      first.present(modal, animated: true)
      device.runUntilIdle()
      #expect(modal.presentingViewController === nav)
      #expect(nav.presentedViewController === modal)
      modal.dismiss(animated: true)
      device.runUntilIdle()
    }
    let roundTrip = [
      "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)",
      "viewDidAppear(_:)",
    ]
    let launch = ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"]
    #expect(run.appearance(of: "nav") == launch + roundTrip)
    #expect(run.appearance(of: "vc.first") == launch + roundTrip)
    let delegateCalls = run.events.filter {
      $0.transition != nil && $0.call?.receiver == "delegate.testNavigation"
    }
    #expect(delegateCalls.isEmpty)
  }

  /// A navigation controller as a tab: the tab bar controller forwards its appearance to the
  /// navigation controller, which installs its root and tells its delegate.
  @Test("a navigation controller inside a tab bar controller")
  func navigationInTab() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let makeRoot = { () -> UITabBarController in
      let navigationController = UINavigationController(rootViewController: first)
      navigationController.delegate = delegate
      let tabs = UITabBarController()
      tabs.viewControllers = [navigationController, ThirdViewController()]
      return tabs
    }
    let run = try ContainerRun.start(makeRoot) { tabs, device in
      first.navigationController?.pushViewController(SecondViewController(), animated: true)
      device.runUntilIdle()
      #expect(first.tabBarController === tabs)
    }
    #expect(
      run.callsOutsideTransitions().filter {
        $0.lowercased().contains("appear") || $0.contains("Show")
      } == [
        "uikit → tab viewWillAppear(_:)",
        "uikit → nav viewWillAppear(_:)",
        "uikit → vc.first viewWillAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
        "uikit → tab viewIsAppearing(_:)",
        "uikit → nav viewIsAppearing(_:)",
        "uikit → vc.first viewIsAppearing(_:)",
        "uikit → tab viewDidAppear(_:)",
        "uikit → nav viewDidAppear(_:)",
        "uikit → vc.first viewDidAppear(_:)",
      ])
    #expect(run.states(ofTransition: 1) == [.requested, .began, .completed, .ended])
  }

  /// The ids and roles the log gives containers, their delegates and their children.
  @Test("participants: nav, nav.library, delegates and pushed view controllers")
  func participants() throws {
    final class LibraryNavigationController: UINavigationController {}
    let delegate = TestNavigationDelegate()
    let makeRoot = { () -> UINavigationController in
      let navigationController = LibraryNavigationController(
        rootViewController: FirstViewController())
      navigationController.delegate = delegate
      return navigationController
    }
    let run = try ContainerRun.start(makeRoot) { nav, device in
      nav.pushViewController(SecondViewController(), animated: true)
      device.runUntilIdle()
    }
    let roles = Dictionary(uniqueKeysWithValues: run.log.participants.map { ($0.id, $0.role) })
    #expect(roles["nav.library"] == .navigationController)
    #expect(roles["delegate.testNavigation"] == .containerDelegate)
    #expect(roles["vc.first"] == .presentingViewController)
    #expect(roles["vc.second"] == .presentedViewController)
    #expect(
      ParticipantRegistry.derivedID(for: UINavigationController(), role: .navigationController)
        == "nav")
    #expect(
      ParticipantRegistry.derivedID(for: UITabBarController(), role: .tabBarController) == "tab")
  }
}
