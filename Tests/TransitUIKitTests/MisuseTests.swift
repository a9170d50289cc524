import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Misuse never hangs or crashes the engine: what happened is logged, and an engine record says
/// what UIKit does about it (docs/lifecycle.md#facts-misuse).
@MainActor
@Suite("Misuse")
struct MisuseTests {
  private func presentation(_ configure: (TestTransitioningDelegate) -> Void) throws -> Run {
    let delegate = TestTransitioningDelegate()
    configure(delegate)
    return try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true) { presented.completions.append("present") }
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
      run.device.runUntilIdle()
    }
  }

  @Test("completeTransition never called: the transition is stuck and the run ends")
  func neverCompletes() throws {
    let run = try presentation { $0.presentAnimator.completes = false }
    #expect(run.diagnostics == ["warning transition-stuck"])
    let last = try #require(run.events.last)
    #expect(last.body.typeName == "warning")
    // Stuck 10 s after the animation's end at 0.3 s; nothing after it, not even the dismissal.
    #expect(last.time == VirtualTime(seconds: 10.3))
    #expect(
      !run.calls(inTransition: 1).contains { $0.hasSuffix("presentationTransitionDidEnd(_:)") })
    #expect(run.calls(inTransition: 2).isEmpty)
    #expect(run.device.isHalted)
  }

  @Test("completeTransition twice: the second call is logged and ignored")
  func completesTwice() throws {
    let run = try presentation { $0.presentAnimator.completesTwice = true }
    #expect(run.diagnostics == ["warning complete-transition-twice"])
    let calls = run.calls(inTransition: 1)
    #expect(calls.filter { $0.hasSuffix("completeTransition(_:)") }.count == 2)
    #expect(calls.filter { $0.hasSuffix("presentationTransitionDidEnd(_:)") }.count == 1)
    #expect(calls.filter { $0.hasSuffix("animationEnded(_:)") }.count == 1)
  }

  @Test("completeTransition(true) after a cancel: UIKit trusts the argument")
  func trueAfterCancel() throws {
    let delegate = TestTransitioningDelegate()
    delegate.dismissAnimator.alwaysPassesTrue = true
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      let interaction = UIPercentDrivenInteractiveTransition()
      delegate.dismissalInteraction = interaction
      presented.dismiss(animated: true)
      run.device.wait(0.1)
      interaction.update(0.3)
      interaction.cancel()
      run.device.runUntilIdle()
    }
    #expect(run.diagnostics == ["warning complete-true-after-cancel"])
    // The dismissal goes through: the did-end hook is told it completed, the sheet disappears.
    #expect(
      run.events.contains {
        $0.call?.name == .dismissalTransitionDidEnd && $0.call?.args["completed"] == .bool(true)
      })
    #expect(run.appearance(of: "vc.presented").last == "viewDidDisappear(_:)")
  }

  @Test("present while a presentation is in flight: refused with UIKit's warning")
  func presentDuringTransition() throws {
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      let first = PresentedViewController()
      first.modalPresentationStyle = .custom
      first.transitioningDelegate = delegate
      run.root.present(first, animated: true)
      run.root.present(PresentedViewController(), animated: true)
      run.device.runUntilIdle()
    }
    #expect(run.diagnostics == ["warning present-while-transitioning"])
    let warning = try #require(
      run.events.first { if case .warning = $0.body { true } else { false } })
    #expect(warning.transition == 1)
    guard case .warning(let diagnostic) = warning.body else { return }
    #expect(
      diagnostic.message.hasPrefix(
        "Attempt to present <PresentedViewController: vc.presented.2> on "
          + "<PresentingViewController: vc.presenting> while a presentation is in progress."))
    // Only one transition was requested, and it completed normally.
    let requested = run.events.filter {
      if case .transition(let change) = $0.body { change.state == .requested } else { false }
    }
    #expect(requested.count == 1)
  }

  @Test("dismiss while a transition is in flight: refused with UIKit's warning")
  func dismissDuringTransition() throws {
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .fullScreen
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
      presented.dismiss(animated: true)
      run.device.runUntilIdle()
    }
    #expect(
      run.diagnostics == [
        "note status-bar-query-position-unverified", "warning dismiss-while-transitioning",
        "note status-bar-query-position-unverified",
      ])
    #expect(run.appearance(of: "vc.presented").filter { $0 == "viewDidDisappear(_:)" }.count == 1)
  }

  /// A to-view the animator never adds gets no viewIsAppearing: it never enters the window.
  @Test("a to-view never added gets no viewIsAppearing")
  func toViewNotAdded() throws {
    let run = try presentation { $0.presentAnimator.addsToView = false }
    #expect(
      Array(run.appearance(of: "vc.presented").prefix(2)) == [
        "viewWillAppear(_:)", "viewDidAppear(_:)",
      ])
  }
}
