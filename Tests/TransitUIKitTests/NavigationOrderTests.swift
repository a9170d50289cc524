import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// docs/lifecycle.md#order-e, a push and a pop in a navigation controller, asserted as whole
/// call histories.
@MainActor
@Suite("Order (e): navigation")
struct NavigationOrderTests {
  /// A navigation controller on screen with `first` as its root and `delegate`.
  private func navigation(
    delegate: (any UINavigationControllerDelegate)?, first: FirstViewController
  ) -> () -> UINavigationController {
    {
      let navigationController = UINavigationController(rootViewController: first)
      navigationController.delegate = delegate
      return navigationController
    }
  }

  @Test("(e) push with a delegate animator")
  func pushWithAnimator() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let second = SecondViewController()
    second.joinsTransition = true
    let run = try ContainerRun.start(navigation(delegate: delegate, first: first)) { nav, device in
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → nav pushViewController(_:animated:)",
        "uikit → delegate.testNavigation navigationController(_:animationControllerFor:from:to:)",
        "uikit → animator.slideTest transitionDuration(using:)",
        "uikit → delegate.testNavigation navigationController(_:interactionControllerFor:)",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → vc.second viewWillAppear(_:)",
        "vc.second → coordinator.1 animate(alongsideTransition:completion:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → animator.slideTest animateTransition(using:)",
        "animator.slideTest → ctx.1 containerView",
        "animator.slideTest → ctx.1 view(forKey:)",
        "animator.slideTest → uikit animate(withDuration:animations:completion:)",
        "coordinator.1 → vc.second alongsideTransition(_:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "uikit → animator.slideTest completion(_:)",
        "animator.slideTest → ctx.1 transitionWasCancelled",
        "animator.slideTest → ctx.1 completeTransition(_:)",
        "uikit → vc.first viewDidDisappear(_:)",
        "uikit → vc.second viewDidAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
        "coordinator.1 → vc.second completion(_:)",
        "uikit → animator.slideTest animationEnded(_:)",
      ])
    #expect(run.states(ofTransition: 1) == [.requested, .began, .completed, .ended])
    #expect(isStack(nav(of: first)?.viewControllers, [first, second]))
    #expect(run.diagnostics == [])
  }

  /// The delegate requests run inside `pushViewController`; the body waits for the layout pass
  /// at the end of the run-loop turn (the reconstruction of UIKit 8.3; UIKit 26.1's
  /// _UIViewControllerTransitionConductor).
  @Test("(e) requests inside the push, the body at the next layout pass")
  func requestsThenLayoutPass() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    var appearanceDuringPush: [String] = []
    let run = try ContainerRun.start(navigation(delegate: delegate, first: first)) { nav, device in
      nav.pushViewController(SecondViewController(), animated: true)
      appearanceDuringPush = nav.children.map { "\($0.appearState)" }
      device.runUntilIdle()
    }
    let push = try #require(
      run.events.first { $0.call?.name == .pushViewController && $0.transition == 1 })
    let requests = run.events.filter {
      $0.call?.name == .navigationAnimationController || $0.call?.name == .transitionDuration
        || $0.call?.name == .navigationInteractionController
    }
    #expect(requests.count == 3)
    #expect(requests.allSatisfy { $0.cause == push.seq })
    let began = try #require(
      run.events.first {
        if case .transition(let change) = $0.body { change.state == .began } else { false }
      })
    #expect(began.cause == nil)
    #expect(began.time == push.time)
    // When pushViewController returned, nobody had been told anything yet.
    #expect(appearanceDuringPush == ["appeared", "disappeared"])
  }

  @Test("(e) pop with a delegate animator")
  func popWithAnimator() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let second = SecondViewController()
    let run = try ContainerRun.start(navigation(delegate: delegate, first: first)) { nav, device in
      nav.pushViewController(second, animated: true)
      device.runUntilIdle()
      nav.popViewController(animated: true)
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 2) == [
        "app → nav popViewController(animated:)",
        "uikit → delegate.testNavigation navigationController(_:animationControllerFor:from:to:)",
        "uikit → animator.slideTest transitionDuration(using:)",
        "uikit → delegate.testNavigation navigationController(_:interactionControllerFor:)",
        "uikit → vc.second viewWillDisappear(_:)",
        "uikit → vc.first viewWillAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → animator.slideTest animateTransition(using:)",
        "animator.slideTest → ctx.2 containerView",
        "animator.slideTest → ctx.2 view(forKey:)",
        "animator.slideTest → uikit animate(withDuration:animations:completion:)",
        "uikit → vc.first viewIsAppearing(_:)",
        "uikit → animator.slideTest completion(_:)",
        "animator.slideTest → ctx.2 transitionWasCancelled",
        "animator.slideTest → ctx.2 completeTransition(_:)",
        "uikit → vc.second viewDidDisappear(_:)",
        "uikit → vc.first viewDidAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
        "uikit → animator.slideTest animationEnded(_:)",
      ])
    #expect(isStack(nav(of: first)?.viewControllers, [first]))
    #expect(second.parent == nil)
    // The pop's request names the view controller it took off.
    let pop = try #require(run.events.first { $0.call?.name == .popViewController })
    #expect(pop.call?.result == "vc.second")
  }

  /// Without a delegate's animator UIKit animates with its own, `_UINavigationParallaxTransition`,
  /// and the appearance callbacks and the delegate's will/did show keep the order they have with
  /// a delegate's animator (the Vast blog's log, iOS 5; readke.com's log). The completion stage
  /// nests as an iOS 10.3 crash stack of a push shows it: the parallax animation's completion,
  /// then `completeTransition(_:)` on UIKit's context, then the did-callbacks
  /// (docs/lifecycle.md#fact-system-animators).
  @Test("(e) push and pop with UIKit's own animation")
  func pushAndPopWithoutAnimator() throws {
    let delegate = TestNavigationDelegate()
    delegate.vendsAnimator = false
    let first = FirstViewController()
    let run = try ContainerRun.start(navigation(delegate: delegate, first: first)) { nav, device in
      nav.pushViewController(SecondViewController(), animated: true)
      device.runUntilIdle()
      nav.popViewController(animated: true)
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → nav pushViewController(_:animated:)",
        "uikit → delegate.testNavigation navigationController(_:animationControllerFor:from:to:)",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → vc.second viewWillAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → animator.parallax animateTransition(using:)",
        "animator.parallax → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "uikit → animator.parallax completion(_:)",
        "animator.parallax → ctx.1 completeTransition(_:)",
        "uikit → vc.first viewDidDisappear(_:)",
        "uikit → vc.second viewDidAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
      ])
    #expect(
      run.calls(inTransition: 2) == [
        "app → nav popViewController(animated:)",
        "uikit → delegate.testNavigation navigationController(_:animationControllerFor:from:to:)",
        "uikit → vc.second viewWillDisappear(_:)",
        "uikit → vc.first viewWillAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → animator.parallax.2 animateTransition(using:)",
        "animator.parallax.2 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.first viewIsAppearing(_:)",
        "uikit → animator.parallax.2 completion(_:)",
        "animator.parallax.2 → ctx.2 completeTransition(_:)",
        "uikit → vc.second viewDidDisappear(_:)",
        "uikit → vc.first viewDidAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
      ])
    #expect(
      run.events.stack(of: .viewDidAppear, on: "vc.second") == [
        "uikit → vc.second viewDidAppear(_:)",
        "animator.parallax → ctx.1 completeTransition(_:)",
        "uikit → animator.parallax completion(_:)",
      ])
    let classes = Dictionary(
      run.log.participants.map { ($0.id, $0.className) }, uniquingKeysWith: { first, _ in first })
    #expect(classes["animator.parallax"] == "_UINavigationParallaxTransition")
    #expect(classes["ctx.1"] == "_UIViewControllerOneToOneTransitionContext")
  }

  /// A push without animation consults the delegate for nothing (UIKit 8.3), has no coordinator,
  /// and completes at the layout pass that starts it.
  @Test("a push without animation: no animator request, no coordinator")
  func pushNotAnimated() throws {
    let delegate = TestNavigationDelegate()
    let first = FirstViewController()
    let second = SecondViewController()
    let run = try ContainerRun.start(navigation(delegate: delegate, first: first)) { nav, device in
      nav.pushViewController(second, animated: false)
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → nav pushViewController(_:animated:)",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → vc.second viewWillAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → vc.first viewDidDisappear(_:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "uikit → vc.second viewDidAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
      ])
    #expect(second.coordinatorsInWillAppear == [false])
    let times = Set(run.events.filter { $0.transition == 1 }.map(\.time))
    #expect(times.count == 1)
  }

  /// The animated push has a coordinator from its request on (UIKit 8.3), so the pushed view
  /// controller finds it in `viewWillAppear(_:)`.
  @Test(
    "an animated push has a transition coordinator, with or without a delegate animator",
    arguments: [true, false])
  func coordinatorDuringPush(vendsAnimator: Bool) throws {
    let delegate = TestNavigationDelegate()
    delegate.vendsAnimator = vendsAnimator
    let second = SecondViewController()
    var duringPush = false
    _ = try ContainerRun.start(navigation(delegate: delegate, first: FirstViewController())) {
      nav, device in
      nav.pushViewController(second, animated: true)
      duringPush = nav.transitionCoordinator != nil
      device.runUntilIdle()
    }
    #expect(duringPush)
    #expect(second.coordinatorsInWillAppear == [true])
  }

  /// Trace 01 (iOS 5), the only log of a navigation delegate at launch: the root's will-callback,
  /// then willShow and didShow, then its did-callback. iOS 5 sent didShow again after it; Transit
  /// models iOS 17, where no source shows that second call
  /// (docs/lifecycle.md#fact-nav-did-show-twice-at-launch).
  @Test("launch: the root appears with willShow and didShow as the Vast blog's log shows")
  func launch() throws {
    let delegate = TestNavigationDelegate()
    let run = try ContainerRun.start(navigation(delegate: delegate, first: FirstViewController())) {
      _, _ in
    }
    #expect(
      run.callsOutsideTransitions() == [
        "uikit → nav pushViewController(_:animated:)",
        "uikit → nav viewDidLoad()",
        "uikit → nav viewWillAppear(_:)",
        "uikit → vc.first viewDidLoad()",
        "uikit → vc.first viewWillAppear(_:)",
        "uikit → delegate.testNavigation navigationController(_:willShow:animated:)",
        "uikit → delegate.testNavigation navigationController(_:didShow:animated:)",
        "uikit → nav viewIsAppearing(_:)",
        "uikit → vc.first viewIsAppearing(_:)",
        "uikit → nav viewDidAppear(_:)",
        "uikit → vc.first viewDidAppear(_:)",
      ])
    #expect(run.diagnostics == [])
  }

  /// A delegate that implements nothing is asked nothing, and the log stays gapless.
  @Test("every delegate method is optional")
  func silentDelegate() throws {
    let delegate = SilentNavigationDelegate()
    let run = try ContainerRun.start(navigation(delegate: delegate, first: FirstViewController())) {
      nav, device in
      nav.pushViewController(SecondViewController(), animated: true)
      device.runUntilIdle()
      nav.popViewController(animated: true)
      device.runUntilIdle()
    }
    #expect(run.calls(to: "delegate.silentNavigation").isEmpty)
    #expect(run.events.map(\.seq) == Array(1...run.events.count))
    #expect(run.diagnostics.isEmpty)
    #expect(run.appearance(of: "vc.second").count == 5)
  }

  /// A second push while one is in flight is refused with a warning, and the stack is left as
  /// the first push made it.
  @Test("a push during a push is refused")
  func pushDuringPush() throws {
    let first = FirstViewController()
    let run = try ContainerRun.start(navigation(delegate: nil, first: first)) { nav, device in
      nav.pushViewController(SecondViewController(), animated: true)
      device.wait(0.1)
      nav.pushViewController(ThirdViewController(), animated: true)
      device.runUntilIdle()
    }
    #expect(run.diagnostics == ["warning navigation-while-transitioning"])
    #expect(nav(of: first)?.viewControllers.count == 2)
    #expect(run.appearance(of: "vc.third").isEmpty)
  }

  /// `setViewControllers(_:animated:)` pops when the new top was in the stack, pushes when it
  /// was not (Apple's setViewControllers(_:animated:) page), and `popToRootViewController(animated:)` pops.
  @Test("setViewControllers and popToRootViewController choose push or pop")
  func setViewControllers() throws {
    let first = FirstViewController()
    let second = SecondViewController()
    let third = ThirdViewController()
    let run = try ContainerRun.start(navigation(delegate: nil, first: first)) { nav, device in
      nav.setViewControllers([first, second, third], animated: true)
      device.runUntilIdle()
      nav.setViewControllers([first, second], animated: true)
      device.runUntilIdle()
      nav.pushViewController(third, animated: true)
      device.runUntilIdle()
      nav.popToRootViewController(animated: true)
      device.runUntilIdle()
    }
    let kinds = run.events.compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return "\(change.kind!.rawValue) \(change.from!) → \(change.to!)"
    }
    #expect(
      kinds == [
        "push vc.first → vc.third", "pop vc.third → vc.second", "push vc.second → vc.third",
        "pop vc.third → vc.first",
      ])
    #expect(isStack(nav(of: first)?.viewControllers, [first]))
    #expect(isStack(nav(of: first)?.children, [first]))
    // vc.second was on the stack, below the top, and never appeared.
    #expect(run.appearance(of: "vc.second").first == "viewWillAppear(_:)")
  }

  private func nav(of viewController: UIViewController) -> UINavigationController? {
    viewController.navigationController
  }
}

/// Whether `stack` holds exactly `expected`, by identity.
@MainActor
func isStack(_ stack: [UIViewController]?, _ expected: [UIViewController]) -> Bool {
  guard let stack, stack.count == expected.count else { return false }
  return zip(stack, expected).allSatisfy { $0 === $1 }
}
