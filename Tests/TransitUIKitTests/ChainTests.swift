import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// A delegate set on `presentationController` before `present`, as apps do since iOS 13; it
/// implements the calls a presentation makes.
@MainActor
final class AdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
}

/// Chained transitions: a present or dismiss asked for from a completion, during a
/// transition, or on the root of a presented stack (docs/lifecycle.md#fact-present-from-completion,
/// #fact-request-while-in-flight, #contradiction-stack-dismiss).
@MainActor
@Suite("Chained transitions")
struct ChainTests {
  static func fullScreen() -> PresentedViewController {
    let presented = PresentedViewController()
    presented.modalPresentationStyle = .fullScreen
    return presented
  }

  /// The dismiss completion runs inside `completeTransition(_:)`, once the presenter's action
  /// is over: a present from it is made at once, nested as the iOS 18.0 crash stack of a
  /// dismiss completion shows (docs/lifecycle.md#fact-present-from-completion,
  /// #fact-system-animators).
  @Test("dismiss then present from the dismiss completion: accepted, nested in the completion")
  func dismissThenPresent() throws {
    let run = try Run.start { run in
      let first = Self.fullScreen()
      run.root.present(first, animated: true)
      run.device.runUntilIdle()
      first.dismiss(animated: true) {
        run.root.present(Self.fullScreen(), animated: true)
      }
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 3) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → vc.presented.2 viewDidLoad()",
        "uikit → animator.builtin.3 transitionDuration(using:)",
        "uikit → vc.presenting viewWillDisappear(_:)",
        "uikit → vc.presented.2 viewWillAppear(_:)",
        "uikit → vc.presented.2 prefersStatusBarHidden",
        "uikit → animator.builtin.3 transitionDuration(using:)",
        "uikit → animator.builtin.3 animateTransition(using:)",
        "animator.builtin.3 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented.2 viewIsAppearing(_:)",
        "uikit → animator.builtin.3 completion(_:)",
        "animator.builtin.3 → ctx.3 completeTransition(_:)",
        "ctx.3 → pc.fullScreen.2 transitionDidFinish(_:)",
        "uikit → vc.presented.2 viewDidAppear(_:)",
        "uikit → vc.presenting viewDidDisappear(_:)",
      ])
    // The second present, as a crash stack taken inside it reads: the dismiss completion,
    // inside transitionDidFinish, inside completeTransition, inside the animation's completion.
    #expect(
      run.events.stack(of: .present, on: "vc.presenting", occurrence: 2) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → app completion()",
        "ctx.2 → pc.fullScreen transitionDidFinish(_:)",
        "animator.builtin.2 → ctx.2 completeTransition(_:)",
        "uikit → animator.builtin.2 completion(_:)",
      ])
    #expect(!run.diagnostics.contains { $0.hasPrefix("warning") })
  }

  /// A present made by the view controller being presented, while its presentation runs, is
  /// queued on that transition's coordinator and made when its completions run (UIKit 18.2's
  /// `_performCoordinatedPresentOrDismiss:animated:`; docs/lifecycle.md#fact-request-while-in-flight).
  @Test("a present during the presenter's own presentation waits for its coordinator")
  func presentDuringOwnPresentation() throws {
    let run = try Run.start { run in
      let first = Self.fullScreen()
      run.root.present(first, animated: true)
      first.present(Self.fullScreen(), animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → coordinator.1 animate(alongsideTransition:completion:)",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → vc.presenting viewWillDisappear(_:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → vc.presented prefersStatusBarHidden",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → animator.builtin animateTransition(using:)",
        "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.builtin completion(_:)",
        "animator.builtin → ctx.1 completeTransition(_:)",
        "ctx.1 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → vc.presenting viewDidDisappear(_:)",
        "coordinator.1 → uikit completion(_:)",
      ])
    #expect(
      run.calls(inTransition: 2) == [
        "uikit → vc.presented.2 viewDidLoad()",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → vc.presented viewWillDisappear(_:)",
        "uikit → vc.presented.2 viewWillAppear(_:)",
        "uikit → vc.presented.2 prefersStatusBarHidden",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → animator.builtin.2 animateTransition(using:)",
        "animator.builtin.2 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented.2 viewIsAppearing(_:)",
        "uikit → animator.builtin.2 completion(_:)",
        "animator.builtin.2 → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.fullScreen.2 transitionDidFinish(_:)",
        "uikit → vc.presented.2 viewDidAppear(_:)",
        "uikit → vc.presented viewDidDisappear(_:)",
      ])
    #expect(!run.diagnostics.contains { $0.hasPrefix("warning") })
  }

  /// The present completion runs inside `completeTransition(_:)`; a present the new view
  /// controller makes from it waits on the transition's coordinator, whose completions come
  /// right after (docs/lifecycle.md#fact-present-from-completion).
  @Test("present from the present completion: made when the coordinator's completions run")
  func presentFromPresentCompletion() throws {
    let run = try Run.start { run in
      let first = Self.fullScreen()
      run.root.present(first, animated: true) {
        first.present(Self.fullScreen(), animated: true)
      }
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1).suffix(6) == [
        "ctx.1 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → vc.presenting viewDidDisappear(_:)",
        "uikit → app completion()",
        "uikit → coordinator.1 animate(alongsideTransition:completion:)",
        "coordinator.1 → uikit completion(_:)",
      ])
    #expect(
      run.calls(inTransition: 2).prefix(3) == [
        "uikit → vc.presented.2 viewDidLoad()",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → vc.presented viewWillDisappear(_:)",
      ])
    #expect(!run.diagnostics.contains { $0.hasPrefix("warning") })
  }

  /// Root presents A, A presents B, B presents C, then root dismisses: one dismissal takes the
  /// whole stack, the immediate child's, animating the top-most view away; A and B, covered by
  /// the full-screen presentations above them, hear nothing; the caller's completion runs once,
  /// after it (dismiss(animated:completion:) page; docs/lifecycle.md#contradiction-stack-dismiss).
  @Test("dismissing a chain from its root: one transition, every relationship cleared")
  func dismissChain() throws {
    var completions = 0
    var stack: [UIViewController] = []
    let run = try Run.start { run in
      let a = Self.fullScreen()
      let b = Self.fullScreen()
      let c = Self.fullScreen()
      stack = [run.root, a, b, c]
      run.root.present(a, animated: true)
      run.device.runUntilIdle()
      a.present(b, animated: true)
      run.device.runUntilIdle()
      b.present(c, animated: true)
      run.device.runUntilIdle()
      run.root.dismiss(animated: true) { completions += 1 }
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 4) == [
        "app → vc.presenting dismiss(animated:completion:)",
        "uikit → animator.builtin.4 transitionDuration(using:)",
        "uikit → vc.presented.3 viewWillDisappear(_:)",
        "uikit → vc.presenting viewWillAppear(_:)",
        "uikit → vc.presenting prefersStatusBarHidden",
        "uikit → animator.builtin.4 transitionDuration(using:)",
        "uikit → animator.builtin.4 animateTransition(using:)",
        "animator.builtin.4 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presenting viewIsAppearing(_:)",
        "uikit → animator.builtin.4 completion(_:)",
        "animator.builtin.4 → ctx.4 completeTransition(_:)",
        "ctx.4 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.presenting viewDidAppear(_:)",
        "uikit → vc.presented.3 viewDidDisappear(_:)",
        "uikit → app completion()",
      ])
    #expect(run.calls(inTransition: 5).isEmpty)
    // A and B last heard the full-screen presentation above them cover them.
    for middle in ["vc.presented", "vc.presented.2"] {
      #expect(
        run.appearance(of: middle).suffix(2) == ["viewWillDisappear(_:)", "viewDidDisappear(_:)"])
    }
    #expect(!run.diagnostics.contains { $0.hasPrefix("warning") })
    #expect(completions == 1)
    #expect(stack.allSatisfy { $0.presentedViewController == nil })
    #expect(stack.allSatisfy { $0.presentingViewController == nil })
  }

  /// A presentation controller's delegate set before `present`, through
  /// `presentationController`, is the one the presentation uses (Apple's
  /// presentationController page; UIKit 18.2 keeps the controller the getter made).
  @Test("an adaptive delegate set before present receives its calls")
  func delegateSetBeforePresent() throws {
    let delegate = AdaptiveDelegate()
    let run = try Run.start { run in
      let sheet = PresentedViewController()
      sheet.modalPresentationStyle = .pageSheet
      sheet.presentationController?.delegate = delegate
      run.root.present(sheet, animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1).prefix(6) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → object.adaptive presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "uikit → animator.sheet transitionDuration(using:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → animator.sheet transitionDuration(using:)",
      ])
  }
}

/// A present and a navigation transition that meet: from the push's coordinator completion, and
/// while the push is still running.
@MainActor
@Suite("Presenting around a push")
struct PushThenPresentTests {
  static func navigation() -> UINavigationController {
    UINavigationController(rootViewController: FirstViewController())
  }

  /// A present from the coordinator completion of a push animated by UIKit's own
  /// `_UINavigationParallaxTransition` runs inside `completeTransition(_:)`, as an iOS 10.3
  /// crash stack shows (docs/lifecycle.md#fact-present-from-completion,
  /// #fact-system-animators).
  @Test("nav push then present from the push's coordinator completion")
  func pushThenPresent() throws {
    let run = try ContainerRun.start(Self.navigation) { nav, device in
      let second = SecondViewController()
      nav.pushViewController(second, animated: true)
      nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
        let modal = PresentedViewController()
        modal.modalPresentationStyle = .fullScreen
        second.present(modal, animated: true)
      }
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → nav pushViewController(_:animated:)",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → vc.second viewWillAppear(_:)",
        "uikit → animator.parallax animateTransition(using:)",
        "animator.parallax → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "uikit → animator.parallax completion(_:)",
        "animator.parallax → ctx.1 completeTransition(_:)",
        "uikit → vc.first viewDidDisappear(_:)",
        "uikit → vc.second viewDidAppear(_:)",
        "coordinator.1 → app completion(_:)",
      ])
    #expect(
      run.calls(inTransition: 2) == [
        "app → vc.second present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → nav viewWillDisappear(_:)",
        "uikit → vc.second viewWillDisappear(_:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → vc.presented prefersStatusBarHidden",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → animator.builtin animateTransition(using:)",
        "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.builtin completion(_:)",
        "animator.builtin → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → nav viewDidDisappear(_:)",
        "uikit → vc.second viewDidDisappear(_:)",
      ])
    #expect(
      run.events.stack(of: .present, on: "vc.second") == [
        "app → vc.second present(_:animated:completion:)",
        "coordinator.1 → app completion(_:)",
        "animator.parallax → ctx.1 completeTransition(_:)",
        "uikit → animator.parallax completion(_:)",
      ])
    #expect(
      run.diagnostics == [
        "note status-bar-query-position-unverified"
      ])
  }

  /// A present asked for while a push is running is made at once and its transition starts
  /// without waiting (UIKit 18.2's `_performCoordinatedPresentOrDismiss:animated:`). The pushed
  /// view controller is told it disappears, then the push turns it around; the push ends first
  /// and gives it viewDidAppear(_:), so when the presentation ends nothing is open: UIKit prints
  /// "Unbalanced calls" and it stays "appeared" under the presentation (UIKit 18.2's
  /// `_endAppearanceTransition:`; docs/lifecycle.md#fact-overlapping-appearance).
  @Test("present during an in-flight push: made at once, UIKit's warning")
  func presentDuringPush() throws {
    let run = try ContainerRun.start(Self.navigation) { nav, device in
      let second = SecondViewController()
      nav.pushViewController(second, animated: true)
      let modal = PresentedViewController()
      modal.modalPresentationStyle = .fullScreen
      nav.present(modal, animated: true)
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → nav pushViewController(_:animated:)",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → vc.second viewWillAppear(_:)",
        "uikit → animator.parallax animateTransition(using:)",
        "animator.parallax → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "uikit → animator.parallax completion(_:)",
        "animator.parallax → ctx.1 completeTransition(_:)",
        "uikit → vc.first viewDidDisappear(_:)",
        "uikit → vc.second viewDidAppear(_:)",
      ])
    #expect(
      run.calls(inTransition: 2) == [
        "app → nav present(_:animated:completion:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → nav viewWillDisappear(_:)",
        "uikit → vc.second viewWillDisappear(_:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → vc.presented prefersStatusBarHidden",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → animator.builtin animateTransition(using:)",
        "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.builtin completion(_:)",
        "animator.builtin → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → nav viewDidDisappear(_:)",
      ])
    #expect(
      run.appearance(of: "vc.second") == [
        "viewWillDisappear(_:)",
        "viewWillAppear(_:)",
        "viewIsAppearing(_:)",
        "viewDidAppear(_:)",
      ])
    #expect(
      run.diagnostics == [
        "note status-bar-query-position-unverified",
        "warning overlapping-appearance-transitions",
      ])
  }
}
