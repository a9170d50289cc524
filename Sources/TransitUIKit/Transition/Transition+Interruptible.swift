import Foundation
import TransitTrace

// Interruptible transitions (iOS 10): an animator that vends a property animator lets the
// transition be paused, scrubbed and resumed in either direction.
extension Transition {
  /// Right after the start call (`animateTransition(using:)`, or the interaction controller's
  /// `startInteractiveTransition(_:)`), UIKit asks an animator that implements it for its
  /// interruptible animator; one that vends one makes the context interruptible
  /// (UIKit 18.2's `_UIViewControllerTransitioningRunCustomTransitionWithRequest`). A
  /// `UIPercentDrivenInteractiveTransition` has asked once already, so a percent-driven
  /// transition hears the question at least twice.
  func askForInterruptibleAnimator() {
    guard let animator, !isSystemAnimator else { return }
    let vended = simulator.optionalRequest(
      .interruptibleAnimator, on: animator, role: .animator,
      args: ["transitionContext": contextReference],
      result: simulator.propertyAnimatorValue
    ) { animator in
      animator.interruptibleAnimator(using: context)
    }
    guard let vended else { return }
    adopt(interruptibleAnimator: vended)
    isInterruptible = true
  }

  /// Files the property animator's top-level calls (its end, on a timer) under this transition.
  func adopt(interruptibleAnimator vended: any UIViewImplicitlyAnimating) {
    interruptibleAnimator = vended
    recorder.bind(vended, to: id)
  }

  /// `pauseInteractiveTransition()`: an interruptible transition running on its own becomes
  /// interactive again, and the coordinator's interaction handlers hear it
  /// (`-[_UIViewControllerTransitionContext pauseInteractiveTransition]`, UIKit 18.2). Anything
  /// else ignores it.
  func pauseInteraction() {
    guard isInterruptible, hasStarted, !hasCompleted, !isInteractive else { return }
    isInteractive = true
    runInteractionHandlers()
  }

  /// Runs the blocks given to `notifyWhenInteractionChanges(_:)`. An interruptible transition
  /// keeps them for its next change, as its interaction may change more than once
  /// (UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)); any other
  /// transition changes once, and lets them go.
  func runInteractionHandlers() {
    let handlers = interactionHandlers
    if !isInterruptible { interactionHandlers.removeAll() }
    for handler in handlers { run(handler, as: .interactionChanged) }
  }
}
