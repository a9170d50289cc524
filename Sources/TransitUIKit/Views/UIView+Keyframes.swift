import Foundation
import TransitTrace

// Mirrors UIView's keyframe animations, which UIKit's own horizontal flip runs
// (`SystemAnimator`). As for the block animations, the animations closure runs at once and the
// completion when the animation's time is up on the virtual clock.
extension UIView {
  /// Mirrors `UIView.KeyframeAnimationOptions`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  /// Mirrors `animateKeyframes(withDuration:delay:options:animations:completion:)`.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let simulator = EngineContext.current else {
      animations()
      completion?(true)
      return
    }
    simulator.animate(
      "animateKeyframes(withDuration:delay:options:animations:completion:)",
      args: [
        "duration": .double(duration), "delay": .double(delay), "animations": "closure",
        "completion": completion == nil ? .null : "closure",
      ], duration: duration, delay: delay, animations: animations, completion: completion)
  }

  /// Mirrors `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: inside a keyframe
  /// animation, the frame's animations run at once, as the block's do.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }
}
