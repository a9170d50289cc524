import Foundation
import TransitTrace

// UIView block animations on the virtual clock.
extension Simulator {
  /// Logs a block animation, runs its animations at once (the model layer takes the final
  /// values immediately, as in UIKit) and schedules its completion.
  ///
  /// The first block animation an animator starts also runs the coordinator's alongside
  /// animations, inside it (View Controller Programming Guide, "Creating Animations that Run
  /// Alongside a Transition"). Under a percent-driven interaction the animation is held until
  /// `finish()` or `cancel()` (UIKit 26.1's UIPercentDrivenInteractiveTransition; the
  /// UIViewControllerTransitioning.h header comments).
  func animate(
    _ name: CallName, args: Arguments, duration: TimeInterval, delay: TimeInterval,
    curve: TimingCurve = .easeInOut, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    guard !isHalted else {
      animations()
      return
    }
    let owner = recorder.currentParticipant
    let transition = recorder.currentTransition
    let starting = startingTransition
    // Held by a percent-driven interaction, the animation's clock waits for its updates.
    let held = starting.map { $0.isDrivenByPercent && !$0.hasCompleted } ?? false
    var seq: Int?
    _ = recorder.call(name, on: ParticipantRegistry.uikitID, args: args) {
      seq = recorder.currentCause
      let animation = geometry.makeAnimation(
        duration: duration, delay: delay, curve: curve, cause: seq, rate: held ? 0 : 1)
      if held, let starting { starting.heldAnimations.append(animation) }
      geometry.within(animation) {
        starting?.runAlongsideAnimations()
        // The animations closure is the caller's code, which UIKit runs at once: what it calls
        // (setNeedsStatusBarAppearanceUpdate(), in the appstore-today scenario) is the caller's
        // call.
        recorder.inside(seq: seq, participant: owner, transition: recorder.currentTransition) {
          let watch = transition == nil ? nil : AutoLayoutWatch(window: window)
          animations()
          watch?.noteMoves(in: self)
        }
      }
    }
    guard let completion else { return }
    let fire: (Bool) -> Void = { [unowned self] finished in
      _ = recorder.call(
        .completionWithArgument, on: owner, from: ParticipantRegistry.uikitID,
        args: ["finished": .bool(finished)], transition: .some(transition), block: seq
      ) {
        completion(finished)
      }
    }
    if let starting, starting.isDrivenByPercent, !starting.hasCompleted {
      starting.drivenAnimations.append(.init(delay: delay, duration: duration, fire: fire))
    } else {
      runLoop.schedule(after: delay + duration) { fire(true) }
    }
  }
}
