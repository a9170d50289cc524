import Foundation
import TransitTrace

/// Mirrors `CAAnimation`: an explicit Core Animation animation, timed on the virtual clock.
///
/// Added to a layer (`add(_:forKey:)`), it starts in the run-loop turn that adds it, as Core
/// Animation starts the animations of the transaction the turn commits, and stops after its
/// `duration` (times `repeatCount`, twice when it `autoreverses`, over `speed`). Its delegate
/// hears `animationDidStart(_:)` and `animationDidStop(_:finished:)`: finished is false when
/// the animation is removed first (`removeAnimation(forKey:)`, `removeAllAnimations()`), as Apple's
/// CAAnimationDelegate page says. The layer's model values do not change, as on iOS.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
  /// Mirrors `defaultDuration`: 0.25 s, what a duration of 0 means.
  public static let defaultDuration: TimeInterval = 0.25

  open var duration: TimeInterval = 0
  open var beginTime: TimeInterval = 0
  open var timeOffset: TimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: TimeInterval = 0
  open var autoreverses = false
  open var speed: Float = 1
  open var fillMode = CAMediaTimingFillMode.removed
  open var isRemovedOnCompletion = true
  open var timingFunction: CAMediaTimingFunction?
  /// Mirrors `delegate`, which Core Animation holds strongly, as Apple's page says.
  open var delegate: (any CAAnimationDelegate)?

  /// What `setValue(_:forKey:)` kept for keys that name no property of the animation.
  private var keyedValues: [String: Any] = [:]

  public override init() { super.init() }

  /// Mirrors `value(forKey:)`. An animation is a key-value coding container, as a layer is: it
  /// keeps a value for any key (Core Animation Programming Guide, "Key-Value Coding
  /// Extensions"), which code uses to tag an animation it will meet again in its delegate's
  /// `animationDidStop(_:finished:)`. Its timing properties answer by name.
  public func value(forKey key: String) -> Any? {
    switch key {
    case "duration": return duration
    case "beginTime": return beginTime
    case "timeOffset": return timeOffset
    case "repeatCount": return repeatCount
    case "autoreverses": return autoreverses
    case "speed": return speed
    case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
    default: return keyedValues[key]
    }
  }

  /// Mirrors `setValue(_:forKey:)`: sets the timing property the key names when the value has
  /// its type, else keeps the value for the key.
  public func setValue(_ value: Any?, forKey key: String) {
    switch (key, value) {
    case ("duration", let number as TimeInterval): duration = number
    case ("beginTime", let number as TimeInterval): beginTime = number
    case ("timeOffset", let number as TimeInterval): timeOffset = number
    case ("repeatCount", let number as Float): repeatCount = number
    case ("autoreverses", let flag as Bool): autoreverses = flag
    case ("speed", let number as Float): speed = number
    case ("removedOnCompletion", let flag as Bool), ("isRemovedOnCompletion", let flag as Bool):
      isRemovedOnCompletion = flag
    default: keyedValues[key] = value
    }
  }

  /// How long it runs once started, on the virtual clock.
  var activeDuration: TimeInterval {
    let one = duration > 0 ? duration : Self.defaultDuration
    let repeats = repeatDuration > 0 ? repeatDuration / one : Double(max(1, repeatCount))
    let total = one * (repeats.isFinite ? repeats : 1) * (autoreverses ? 2 : 1)
    return total / Double(speed > 0 ? speed : 1)
  }
}

/// Mirrors `CAAnimationDelegate`; both methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Mirrors `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// Mirrors `CABasicAnimation`: from, to and by values, kept.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// Mirrors `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var path: CGPath?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode = "linear"
}

/// Mirrors `CASpringAnimation`: its duration is the one code sets; `settlingDuration` is an
/// estimate from the spring's constants.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0

  /// Mirrors `settlingDuration`: how long the spring takes to settle within 0.1% of rest.
  open var settlingDuration: TimeInterval {
    let decay = Double(damping / (2 * mass))
    return decay > 0 ? log(1000) / decay : 10
  }
}

/// Mirrors `CAAnimationGroup`: its animations run with it.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

/// Mirrors `CATransition`, the layer transition of `type` from `subtype`.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  open var type = CATransitionType.fade
  open var subtype: CATransitionSubtype?
  open var startProgress: Float = 0
  open var endProgress: Float = 1
}

/// Mirrors `CATransitionType`.
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Mirrors `CATransitionSubtype`.
public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Mirrors `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Mirrors `CAMediaTimingFunction`, kept by name or control points.
public final class CAMediaTimingFunction: @unchecked Sendable {
  public let name: CAMediaTimingFunctionName?
  public let controlPoints: [Float]

  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    controlPoints = []
  }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    controlPoints = [c1x, c1y, c2x, c2y]
  }

  /// Mirrors `getControlPoint(at:values:)`: writes the x and y of point `index` of the curve,
  /// 0 to 3, whose ends are (0, 0) and (1, 1) (Apple's page for `init(controlPoints:_:_:_:)`).
  /// A named function's points are those of Core Animation's named curves (`linear`,
  /// `easeIn`, `easeOut` and `easeInEaseOut`, whose table `UICubicTimingParameters` reads), and
  /// `default`'s (0.25, 0.1) and (0.25, 1), as a program printing them on iOS shows
  /// (https://gist.github.com/simonwhitaker/356845).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    precondition(
      (0...3).contains(index), "getControlPoint(at:values:): index \(index) is not 0 to 3")
    let points = controlPoints.isEmpty ? Self.points(named: name).map(Float.init) : controlPoints
    let point: (Float, Float) =
      switch index {
      case 0: (0, 0)
      case 3: (1, 1)
      default: (points[index * 2 - 2], points[index * 2 - 1])
      }
    values[0] = point.0
    values[1] = point.1
  }

  /// The control points of a named function: the x and y of the curve's second and third
  /// points. `UICubicTimingParameters` gives UIKit's curves these points too.
  static func points(named name: CAMediaTimingFunctionName?) -> [Double] {
    switch name {
    case .linear?: [0, 0, 1, 1]
    case .easeIn?: [0.42, 0, 1, 1]
    case .easeOut?: [0, 0, 0.58, 1]
    case .easeInEaseOut?: [0.42, 0, 0.58, 1]
    default: [0.25, 0.1, 0.25, 1]
    }
  }
}

/// Mirrors `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Mirrors `CATransaction`: groups the animations added in it; its completion block runs once
/// they have all stopped, or at the end of the run-loop turn when there are none.
@preconcurrency @MainActor
public enum CATransaction {
  private final class Frame {
    var completion: (() -> Void)?
    var latestEnd: VirtualTime?
    var duration: TimeInterval = 0.25
    var disablesActions = false
  }

  private static var frames: [Frame] = []

  public static func begin() { frames.append(Frame()) }

  public static func commit() {
    guard let frame = frames.popLast() else { return }
    guard let completion = frame.completion else { return }
    guard let simulator = EngineContext.current else { return completion() }
    let end = frame.latestEnd ?? simulator.runLoop.now
    simulator.runLoop.schedule(at: end) { [weak simulator] in
      guard let simulator, !simulator.isHalted else { return }
      completion()
    }
  }

  public static func flush() {}
  public static func setCompletionBlock(_ block: (() -> Void)?) { frames.last?.completion = block }
  public static func completionBlock() -> (() -> Void)? { frames.last?.completion }
  public static func setAnimationDuration(_ duration: TimeInterval) {
    frames.last?.duration = duration
  }
  public static func animationDuration() -> TimeInterval {
    frames.last?.duration ?? CAAnimation.defaultDuration
  }
  public static func setDisableActions(_ flag: Bool) { frames.last?.disablesActions = flag }
  public static func disableActions() -> Bool { frames.last?.disablesActions ?? false }
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

  /// An animation added while the transaction is open ends at `end`.
  static func animationAdded(ending end: VirtualTime) {
    for frame in frames where frame.latestEnd.map({ $0 < end }) ?? true { frame.latestEnd = end }
  }
}

// A layer's explicit animations on the virtual clock.
extension CALayer {
  /// `add(_:forKey:)`: starts `animation` now.
  func start(_ animation: CAAnimation, forKey key: String?) {
    let key = key ?? "animation.\(ObjectIdentifier(animation).hashValue)"
    removeAnimation(forKey: key, finished: false)
    animations.append((key, animation))
    guard let simulator = EngineContext.current else { return }
    let end = simulator.runLoop.now + animation.activeDuration + max(0, animation.beginTime)
    CATransaction.animationAdded(ending: end)
    animation.delegate?.animationDidStart(animation)
    simulator.runLoop.schedule(at: end) { [weak self, weak simulator] in
      guard let self, let simulator, !simulator.isHalted,
        let index = animations.firstIndex(where: { $0.animation === animation })
      else { return }
      if animation.isRemovedOnCompletion { animations.remove(at: index) }
      animation.delegate?.animationDidStop(animation, finished: true)
    }
  }

  /// `removeAllAnimations()`: every animation's delegate hears it did not finish.
  func stopAllAnimations() {
    let removed = animations
    animations.removeAll()
    for (_, animation) in removed {
      animation.delegate?.animationDidStop(animation, finished: false)
    }
  }

  func removeAnimation(forKey key: String, finished: Bool) {
    guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
    let animation = animations.remove(at: index).animation
    animation.delegate?.animationDidStop(animation, finished: finished)
  }
}
