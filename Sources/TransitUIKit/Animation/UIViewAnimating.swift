import Foundation
import TransitTrace

#if canImport(Darwin)
  import CoreGraphics
#endif

/// Mirrors `UIViewAnimatingState`: where an animator stands.
public enum UIViewAnimatingState: Int, Sendable, CustomStringConvertible {
  /// Created, or back at rest after its animations finished or were stopped without finishing;
  /// its animations have not started.
  case inactive = 0
  /// Started or paused (`startAnimation()`, `pauseAnimation()`, or `fractionComplete` set)
  /// and not yet at rest.
  case active = 1
  /// Stopped by `stopAnimation(false)`: the views keep their current values and only
  /// `finishAnimation(at:)` can bring it back to inactive.
  case stopped = 2

  /// The name the log writes: `inactive`, `active`, `stopped`.
  public var description: String {
    switch self {
    case .inactive: return "inactive"
    case .active: return "active"
    case .stopped: return "stopped"
    }
  }
}

/// Mirrors `UIViewAnimatingPosition`: where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable, CustomStringConvertible {
  case end = 0
  case start = 1
  case current = 2

  /// The name the log writes: `end`, `start`, `current`.
  public var description: String {
    switch self {
    case .end: return "end"
    case .start: return "start"
    case .current: return "current"
    }
  }
}

/// Mirrors `UIViewAnimating`: an animation that can be started, paused, scrubbed, stopped and
/// finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// Mirrors `UIViewImplicitlyAnimating`: an animating object whose animations and completions
/// can be added, and whose timing can change on resuming. `interruptibleAnimator(using:)`
/// returns one.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// Mirrors `UITimingCurveProvider`: the timing of a property animator's animation, cubic,
/// spring or both. An app's own provider is timed by the parameters it gives: its spring's when
/// it has one (a spring or a composed curve), else its cubic curve's.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// Mirrors `timingCurveType`.
  var timingCurveType: UITimingCurveType { get }
  /// Mirrors `cubicTimingParameters`.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// Mirrors `springTimingParameters`.
  var springTimingParameters: UISpringTimingParameters? { get }
  /// How the log writes the curve: `easeInOut`, `spring(dampingRatio: 0.8)`.
  var timingDescription: String { get }
}

extension UITimingCurveProvider {
  /// The parameters that time the animation: the spring's for a spring or composed curve that
  /// has one, else the cubic curve's; nil for the built-in curve.
  var effectiveParameters: (any UITimingCurveProvider)? {
    switch timingCurveType {
    case .spring, .composed: springTimingParameters ?? cubicTimingParameters
    case .cubic: cubicTimingParameters
    case .builtin: nil
    }
  }

  public var timingDescription: String {
    effectiveParameters.map(\.timingDescription) ?? "easeInOut"
  }
}

/// Mirrors `UITimingCurveType`, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
  case builtin = 0
  case cubic = 1
  case spring = 2
  case composed = 3
}

extension UIView {
  /// Mirrors `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

/// Mirrors `UICubicTimingParameters`: one of UIKit's curves, or a cubic Bézier curve from
/// (0, 0) to (1, 1) through two control points, which the animations then follow.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
  public let animationCurve: UIView.AnimationCurve
  /// Mirrors `controlPoint1` and `controlPoint2`: the curve's control points (for one of
  /// UIKit's curves, the points Core Animation's named timing functions use).
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint
  /// The points were given (`init(controlPoint1:controlPoint2:)`), not a named curve.
  let isCustom: Bool

  public init(animationCurve curve: UIView.AnimationCurve = .easeInOut) {
    animationCurve = curve
    // Core Animation's named timing functions (Apple's CAMediaTimingFunctionName pages).
    let name: CAMediaTimingFunctionName =
      switch curve {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    let points = CAMediaTimingFunction.points(named: name)
    controlPoint1 = CGPoint(x: points[0], y: points[1])
    controlPoint2 = CGPoint(x: points[2], y: points[3])
    isCustom = false
  }

  /// Mirrors `init(controlPoint1:controlPoint2:)`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isCustom = true
  }

  /// The curve the animations follow.
  var curve: TimingCurve {
    isCustom
      ? .cubic(
        x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x),
        y2: Double(controlPoint2.y))
      : TimingCurve(animationCurve)
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  public var timingDescription: String {
    if isCustom {
      return "cubic("
        + [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y].map {
          JSONNumber.format(Double($0))
        }.joined(separator: ", ") + ")"
    }
    switch animationCurve {
    case .easeInOut: return "easeInOut"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .linear: return "linear"
    }
  }
}

/// Mirrors `UISpringTimingParameters`.
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
  public let dampingRatio: CGFloat
  public let initialVelocity: CGVector
  /// How long the spring takes to settle, for a spring given by its constants; nil for one
  /// given by a damping ratio, which takes the animator's duration.
  let settlingDuration: TimeInterval?

  public init(dampingRatio ratio: CGFloat = 1, initialVelocity velocity: CGVector = .zero) {
    dampingRatio = ratio
    initialVelocity = velocity
    settlingDuration = nil
  }

  private init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector, settling: Double?) {
    dampingRatio = ratio
    initialVelocity = velocity
    settlingDuration = settling
  }

  /// Mirrors `init()`: no initial velocity and, as Apple's `init()` page gives it, a damping
  /// ratio of 4.56.
  public convenience init() { self.init(dampingRatio: 4.56) }

  /// Mirrors `init(mass:stiffness:damping:initialVelocity:)`: the spring's damping ratio is
  /// `damping / (2 √(stiffness × mass))`, and an animator made with it lasts as long as the
  /// spring takes to settle, whatever duration it was given: UIKit's header
  /// (UITimingParameters.h) says "the duration is computed assuming a small settling
  /// oscillation". How small is not documented; Transit takes the time the slowest part of the
  /// motion needs to decay to a thousandth of the distance (`settlingTime`).
  public convenience init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let critical = 2 * (max(0, stiffness * mass)).squareRoot()
    let ratio = critical > 0 ? damping / critical : 1
    let settling = Self.settlingTime(
      mass: Double(mass), stiffness: Double(stiffness), dampingRatio: Double(ratio))
    self.init(dampingRatio: ratio, initialVelocity: velocity, settling: settling)
  }

  /// The time the spring's slowest decaying term takes to fall to 1/1000: `ln(1000) / rate`,
  /// where the rate is ζω₀ under critical damping and ω₀(ζ − √(ζ² − 1)) from it on, with
  /// ω₀ = √(stiffness / mass). Nil for a spring that never settles (no stiffness, no damping):
  /// the animator then keeps the duration it was given.
  static func settlingTime(mass: Double, stiffness: Double, dampingRatio ratio: Double) -> Double? {
    guard mass > 0, stiffness > 0, ratio > 0 else { return nil }
    let natural = (stiffness / mass).squareRoot()
    let rate = ratio < 1 ? ratio * natural : natural * (ratio - (ratio * ratio - 1).squareRoot())
    guard rate > 0, rate.isFinite else { return nil }
    // Rounded to the microsecond, so the log's figures do not depend on the last bits.
    return ((log(1000) / rate) * 1_000_000).rounded() / 1_000_000
  }

  /// Mirrors iOS 17's `init(duration:bounce:initialVelocity:)`: a bounce of 0 is critically
  /// damped, a positive bounce under-damped (ratio 1 − bounce), a negative one over-damped.
  public convenience init(
    duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero
  ) {
    self.init(
      dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), initialVelocity: velocity)
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }

  public var timingDescription: String {
    "spring(dampingRatio: \(JSONNumber.format(Double(dampingRatio))))"
  }
}

#if !canImport(Darwin)
  /// Mirrors `CGVector`, a spring's initial velocity. Declared where Foundation has no Core
  /// Graphics (Linux); on Apple's platforms it is Core Graphics' own.
  public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif
