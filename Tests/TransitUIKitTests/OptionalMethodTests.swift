import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Optional protocol methods behave as in UIKit: one the type does not implement is never
/// called and never logged, and the seq numbers stay gapless.
@MainActor
@Suite("Optional protocol methods")
struct OptionalMethodTests {
  @Test("unimplemented delegate methods leave no trace")
  func animatorOnlyDelegate() throws {
    let delegate = AnimatorOnlyDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
    }
    let calls = run.calls(inTransition: 1)
    #expect(
      calls.filter { $0.contains("delegate.animatorOnly") } == [
        "uikit → delegate.animatorOnly animationController(forPresented:presenting:source:)"
      ])
    // No presentation controller was vended, so UIKit's plain one stands in, silently; the
    // engine notes that this case is not established.
    #expect(run.diagnostics == ["note no-presentation-controller"])
    #expect(!calls.contains { $0.contains("presentationTransitionWillBegin") })
    #expect(run.events.map(\.seq) == Array(1...run.events.count))
  }

  @Test("animationEnded(_:) is optional too")
  func animationEndedOptional() throws {
    final class PlainAnimator: UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
      { 0.2 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        transitionContext.completeTransition(true)
      }
    }
    final class Delegate: UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { PlainAnimator() }
    }
    let delegate = Delegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.transitioningDelegate = delegate
      presented.modalPresentationStyle = .fullScreen
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
    }
    #expect(!run.calls(inTransition: 1).contains { $0.hasSuffix("animationEnded(_:)") })
    #expect(run.calls(inTransition: 1).contains("uikit → animator.plain animateTransition(using:)"))
    #expect(run.events.map(\.seq) == Array(1...run.events.count))
  }

  /// An interaction controller is asked for only when an animator was vended (View Controller
  /// Programming Guide, "The Custom Animation Sequence").
  @Test("no animator, no interaction controller request")
  func noAnimatorNoInteractor() throws {
    final class NilAnimatorDelegate: UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? { nil }
      func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
      ) -> UIViewControllerInteractiveTransitioning? { nil }
    }
    let delegate = NilAnimatorDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.transitioningDelegate = delegate
      presented.modalPresentationStyle = .fullScreen
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
    }
    let request = try #require(
      run.events.first { $0.call?.name == .animationControllerForPresented })
    #expect(request.call?.result == .null)
    #expect(!run.calls(inTransition: 1).contains { $0.contains("interactionController") })
  }
}
