import Foundation
import TransitTrace

// A transition's animations as the geometry channel records them: the animation UIKit runs the
// alongside animations in, and the block animations a percent-driven interaction holds.
extension Transition {
  /// The animation the coordinator's alongside animations run in: the animator's first block
  /// animation when they join it, the interruptible animator's clock when there is one, else an
  /// animation of the transition's duration, held like the animator's when a percent-driven
  /// interaction drives it (View Controller Programming Guide, "Creating Animations that Run
  /// Alongside a Transition"). UIKit does not document that animation's curve; Transit gives it
  /// ease-in-out, the default of a block animation.
  func alongsideAnimation() -> RecordedAnimation? {
    let geometry = simulator.geometry
    if let current = geometry.currentAnimation { return current }
    guard isAnimated, duration > 0 else { return nil }
    if let animator = interruptibleAnimator as? UIViewPropertyAnimator,
      let joined = animator.joiningAnimation()
    {
      return joined
    }
    let held = isDrivenByPercent && !hasCompleted
    let animation = geometry.makeAnimation(
      duration: duration, curve: .easeInOut, cause: recorder.currentCause, rate: held ? 0 : 1)
    if held { heldAnimations.append(animation) }
    return animation
  }

  /// Moves the held animations to the interaction's progress: a percent-driven interaction
  /// stops the container's animations and sets their time to that fraction of the duration
  /// (Apple, UIPercentDrivenInteractiveTransition `update(_:)`).
  func scrubHeldAnimations() {
    let offset = Double(percentComplete) * duration
    for animation in heldAnimations {
      simulator.geometry.setClock(of: animation, offset: offset, rate: 0, curve: animation.curve)
    }
  }

  /// Lets the held animations play on (a positive `rate`) or back (a negative one) from
  /// `offset`, at the interaction's completion speed.
  func releaseHeldAnimations(from offset: Double, rate: Double) {
    for animation in heldAnimations {
      simulator.geometry.setClock(of: animation, offset: offset, rate: rate, curve: animation.curve)
    }
    heldAnimations.removeAll()
  }
}
