import Foundation
import TransitTrace

// Mirrors UIView's block animations. The engine is headless: the animations closure runs at
// once and sets the final values, as UIKit's model layer does, and the completion runs when the
// animation's time is up on the virtual clock.
//
// Inside a transition's animator, the first block animation also runs the coordinator's
// alongside animations in the same animation context (View Controller Programming Guide,
// "Creating Animations that Run Alongside a Transition"), and under a
// UIPercentDrivenInteractiveTransition the animation waits for `finish()` or `cancel()`.
extension UIView {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      "animate(withDuration:delay:options:animations:completion:)",
      args: ["duration": .double(duration), "delay": .double(delay)],
      duration: duration, delay: delay, curve: TimingCurve(options: options),
      animations: animations, completion: completion, repeats: options.contains(.repeat))
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      "animate(withDuration:animations:completion:)", args: ["duration": .double(duration)],
      duration: duration, delay: 0, animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    run(
      "animate(withDuration:animations:)", args: ["duration": .double(duration)],
      duration: duration, delay: 0, animations: animations, completion: nil, takesCompletion: false)
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
      args: [
        "duration": .double(duration), "delay": .double(delay),
        "dampingRatio": .double(Double(dampingRatio)), "velocity": .double(Double(velocity)),
      ],
      duration: duration, delay: delay,
      curve: .spring(damping: Double(dampingRatio), velocity: Double(velocity)),
      animations: animations, completion: completion, repeats: options.contains(.repeat))
  }

  /// Runs `actions` with no animation, as UIKit does inside an animation block; animations are
  /// disabled while they run (`areAnimationsEnabled` is false).
  public class func performWithoutAnimation(_ actions: () -> Void) {
    guard let simulator = EngineContext.current else {
      actions()
      return
    }
    let enabled = simulator.animationsEnabled
    simulator.animationsEnabled = false
    defer { simulator.animationsEnabled = enabled }
    simulator.geometry.within(nil, actions)
  }

  /// Mirrors `areAnimationsEnabled`: false after `setAnimationsEnabled(false)` and inside
  /// `performWithoutAnimation(_:)`.
  public class var areAnimationsEnabled: Bool {
    EngineContext.current?.animationsEnabled ?? true
  }

  /// Mirrors `setAnimationsEnabled(_:)`. While animations are disabled, an animation block
  /// still runs and is still logged as the app called it, but what it changes takes effect at
  /// once (Apple's setAnimationsEnabled(_:) page); its completion runs as a zero-length
  /// animation's does. Outside a run there is nothing to animate, and nothing to set.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    EngineContext.current?.animationsEnabled = enabled
  }

  private class func run(
    _ name: CallName, args: Arguments, duration: TimeInterval, delay: TimeInterval,
    curve: TimingCurve = .easeInOut, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?, takesCompletion: Bool = true, repeats: Bool = false
  ) {
    guard let simulator = EngineContext.current else {
      animations()
      completion?(true)
      return
    }
    // The log records what the call was given, closures as given or nil: the animations
    // closure is never optional, and a signature without a completion records none.
    var args = args
    args.append("animations", "closure")
    if takesCompletion { args.append("completion", completion == nil ? .null : "closure") }
    // A repeating animation runs until it is removed, which nothing here does: its completion
    // never runs, as on a device where nothing removes it.
    let enabled = simulator.animationsEnabled
    simulator.animate(
      name, args: args, duration: enabled ? duration : 0, delay: enabled ? delay : 0,
      curve: curve, animations: animations, completion: repeats && enabled ? nil : completion)
  }
}
