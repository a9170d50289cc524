import Foundation
import TransitTrace

// The request stage, synchronously inside `pushViewController(_:animated:)` or
// `popViewController(animated:)`: the stack changes, UIKit asks the delegate for an animator,
// the animator for its duration and the delegate for an interaction controller, then marks the
// transition view for layout (the reconstruction of UIKit 8.3's
// `-[UINavigationController pushViewController:transition:forceImmediate:]`).
extension NavigationTransition {
  /// docs/lifecycle.md#order-e, steps 1-4.
  func request() {
    let role: ParticipantRole? = operation == .push ? .presentedViewController : nil
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: kind, from: simulator.participantID(fromViewController),
        to: simulator.participantID(toViewController, role: role), animated: isAnimated))
    // The pushed view controller is a child from here on (UIKit 8.3 adds it inside the push).
    navigationController.setStack(newStack, removingLeftovers: false)
    // Only an animated push or pop consults the delegate (UIKit 8.3 takes the custom path only
    // for an animated transition); without an animator UIKit animates with its own parallax
    // transition, which takes part as on a device (an iOS 10.3 crash stack of a push shows
    // `_UINavigationParallaxTransition` completing it). A push or pop without animation has no
    // animator, no context and no coordinator.
    if isAnimated { askDelegateForAnimators() }
    if animator == nil {
      if isAnimated {
        // The pushed view controller's zoom, or the popped one's, stands in for the parallax
        // (docs/lifecycle.md#fact-zoom-transition).
        let zoomed = operation == .push ? toViewController : fromViewController
        if zoomed.preferredTransition?.zoom != nil {
          useZoomAnimator(for: zoomed)
        } else {
          useUIKitAnimator(.navigation)
        }
        duration = (animator as? SystemAnimator)?.duration ?? 0
      } else {
        useSystemAnimator(duration: 0)
      }
    }
    navigationController.deferredTransition = self
    navigationController.transitionView.setNeedsLayout()
    // The layout pass comes at the end of the current run-loop turn; a request made outside any
    // turn (a scenario's own step) gets an empty turn so that one ends.
    simulator.runLoop.schedule(after: 0) {}
  }

  /// docs/lifecycle.md#order-e, steps 1-3: the animator, then its duration, asked once and
  /// cached, then the interaction controller, asked only if there is an animator (the
  /// reconstruction of UIKit 8.3's push path; Apple's UINavigationControllerDelegate pages).
  private func askDelegateForAnimators() {
    guard let delegate = navigationController.delegate else {
      simulator.noteReleased(
        navigationController.delegateStorage.released, property: "delegate",
        of: navigationController, code: "navigation-delegate-released",
        instead: "the \(operation) runs on UIKit's own animation")
      return
    }
    let navigationController = navigationController
    let operation = operation
    let from = fromViewController
    let to = toViewController
    let vended = simulator.optionalRequest(
      .navigationAnimationController, on: delegate, role: .containerDelegate,
      args: [
        "navigationController": simulator.reference(navigationController),
        "operation": .string(operation.description), "fromVC": simulator.reference(from),
        "toVC": simulator.reference(to),
      ],
      result: simulator.animatorValue
    ) { delegate in
      delegate.navigationController(
        navigationController, animationControllerFor: operation, from: from, to: to)
    }
    guard let vendedAnimator = vended ?? nil else { return }
    animator = vendedAnimator
    duration = askAnimatorDuration()
    let interaction = simulator.optionalRequest(
      .navigationInteractionController, on: delegate, role: .containerDelegate,
      args: [
        "navigationController": simulator.reference(navigationController),
        "animationController": simulator.reference(vendedAnimator, role: .animator),
      ],
      result: simulator.interactorValue
    ) { delegate in
      delegate.navigationController(
        navigationController, interactionControllerFor: vendedAnimator)
    }
    if let vendedInteractor = interaction ?? nil { adopt(interactor: vendedInteractor) }
  }
}
