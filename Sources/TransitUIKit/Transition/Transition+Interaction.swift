import Foundation
import TransitTrace

// The interactive stage: progress updates, then finish or cancel
// (docs/lifecycle.md#facts-interactive, #order-c and #order-d).
extension Transition {
  /// Registers coordinator blocks; an animation registered after the animations started runs
  /// at once, as it can no longer join them.
  func register(
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    owner: String, registration: Int?
  ) -> Bool {
    guard !hasEnded else { return false }
    if let animation {
      let block = RegisteredBlock(owner: owner, registration: registration, body: animation)
      if alongsideStarted {
        run(block, as: .alongsideTransition)
      } else {
        alongsideAnimations.append(block)
      }
    }
    if let completion {
      alongsideCompletions.append(
        RegisteredBlock(owner: owner, registration: registration, body: completion))
    }
    return true
  }

  /// `updateInteractiveTransition(_:)`: ignored unless the transition is running interactively
  /// (UIKit 26.1's transition context); values below 0 count as 0 (Apple's
  /// UIPercentDrivenInteractiveTransition.update(_:) page).
  func updateInteraction(_ percent: CGFloat) {
    guard hasStarted, isInteractive, !hasCompleted else { return }
    percentComplete = min(max(percent, 0), 1)
    scrubHeldAnimations()
  }

  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`: the transition stops
  /// being interactive, the coordinator's interaction handlers run inside the call (before any
  /// reversed appearance callback, as the UIViewControllerTransitionCoordinator.h header
  /// comments say), and the held animations play on or back.
  func endInteraction(cancelled: Bool) {
    guard !hasCompleted, isInteractive || !hasStarted else { return }
    readCompletionSpeed()
    if cancelled { transitionWasCancelled = true }
    isInteractive = false
    enter(
      cancelled ? .cancelling : .finishing,
      TransitionChange(
        state: cancelled ? .cancelling : .finishing,
        percentComplete: Double(percentComplete)))
    runInteractionHandlers()
    resumeDrivenAnimations()
  }

  /// Reads the interaction controller's `completionSpeed` as the interaction ends, the moment
  /// the rest of the animation is timed, so an app that sets it just before `finish()` or
  /// `cancel()` is heard; logged when the interaction controller implements it.
  private func readCompletionSpeed() {
    guard let interactor else { return }
    if isSystemInteractor {
      completionSpeed = interactor.completionSpeed
      return
    }
    let logged: (CGFloat) -> Value = { .double(Double($0)) }
    let speed = simulator.optionalRequest(
      .completionSpeed, on: interactor, role: .interactionController, result: logged
    ) { interactor in interactor.completionSpeed }
    completionSpeed = speed ?? 1
  }

  /// Plays the percent-driven animations from where the interaction left them: forward to the
  /// end after a finish, back to the start after a cancel, at the interaction's completion speed.
  func resumeDrivenAnimations() {
    let held = drivenAnimations
    drivenAnimations.removeAll()
    let elapsed = Double(percentComplete) * duration
    let speed = completionSpeed > 0 ? Double(completionSpeed) : 1
    releaseHeldAnimations(from: elapsed, rate: transitionWasCancelled ? -speed : speed)
    for animation in held {
      let remaining =
        transitionWasCancelled
        ? elapsed : max(0, animation.delay + animation.duration - elapsed)
      simulator.runLoop.schedule(after: remaining / speed) {
        // A reversed UIView animation still reports that it finished.
        animation.fire(true)
      }
    }
  }
}
