#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an animation's progress follows its time: a cubic Bézier timing function, or a spring.
///
/// The named curves are Core Animation's: `easeInEaseOut` is the Bézier curve with control points
/// (0.42, 0) and (0.58, 1), `easeIn` (0.42, 0) and (1, 1), `easeOut` (0, 0) and (0.58, 1)
/// (Apple, CAMediaTimingFunctionName). The log writes a named curve as its name, another Bézier
/// curve as its control points `[x1,y1,x2,y2]`, and a spring as
/// `{"damping":0.8,"velocity":0}`.
public enum TimingCurve: Sendable, Hashable {
  case linear, easeIn, easeOut, easeInOut
  /// A cubic Bézier from (0, 0) to (1, 1) through these two control points.
  case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring: UIKit's damping ratio (1 settles without oscillating, lower values oscillate) and
  /// initial velocity, in animation lengths per second (Apple, UIView
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`).
  case spring(damping: Double, velocity: Double)

  /// The name the log writes a named curve with.
  public var name: String? {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    case .cubic, .spring: return nil
    }
  }

  /// The named curve `name` spells.
  public init?(name: String) {
    switch name {
    case "linear": self = .linear
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInOut": self = .easeInOut
    default: return nil
    }
  }

  /// The Bézier control points of a Bézier curve.
  var controlPoints: (Double, Double, Double, Double)? {
    switch self {
    case .linear: return nil
    case .easeIn: return (0.42, 0, 1, 1)
    case .easeOut: return (0, 0, 0.58, 1)
    case .easeInOut: return (0.42, 0, 0.58, 1)
    case .cubic(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
    case .spring: return nil
    }
  }

  /// The progress at `fraction` of the animation's duration (0 to 1): 0 at the start, 1 at the
  /// end; a spring overshoots between.
  ///
  /// For an animation of `duration` seconds, which a spring's velocity is measured against.
  public func progress(at fraction: Double, duration: Double) -> Double {
    let x = min(max(fraction, 0), 1)
    if x >= 1 { return 1 }
    switch self {
    case .linear:
      return x
    case .spring(let damping, let velocity):
      return Self.spring(x, damping: damping, velocity: velocity * max(duration, 0))
    default:
      guard let (x1, y1, x2, y2) = controlPoints else { return x }
      return Self.bezier(x, x1, y1, x2, y2)
    }
  }

  /// The y of the Bézier curve at x: the curve's parameter for x found by Newton's method,
  /// falling back on bisection where the slope is too flat.
  static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
      let derivative = slope(s, x1, x2)
      if abs(derivative) < 1e-6 { break }
      s -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<40 {
      let value = coordinate(s, x1, x2)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return coordinate(s, y1, y2)
  }

  /// The spring's displacement toward 1 at `x` (0 to 1) of its duration.
  ///
  /// UIKit does not document how it turns a duration and a damping ratio into a spring. Transit
  /// uses a damped harmonic oscillator of mass 1 whose motion has decayed to a thousandth of the
  /// distance when the duration is up, so the animation ends where it settles, as UIKit's does;
  /// `velocity` is in lengths per duration.
  static func spring(_ x: Double, damping: Double, velocity: Double) -> Double {
    let zeta = min(max(damping.isFinite ? damping : 1, 0.05), 20)
    // e^-8.9 (1 + 8.9) is about a thousandth: a critically damped spring has settled.
    let settle = 8.9
    if zeta < 0.999 {
      let omega = settle / zeta
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * x)
      let sine = (zeta * omega - velocity) / damped
      return 1 - envelope * (cos(damped * x) + sine * sin(damped * x))
    }
    if zeta <= 1.001 {
      let omega = settle
      return 1 - exp(-omega * x) * (1 + (omega - velocity) * x)
    }
    // Overdamped: the slower of the two modes decays to a thousandth.
    let root = (zeta * zeta - 1).squareRoot()
    let omega = settle / (zeta - root)
    let fast = -omega * (zeta + root)
    let slow = -omega * (zeta - root)
    // 1 - (c1 e^(fast x) + c2 e^(slow x)) starts at 0 with slope `velocity`.
    let c1 = (velocity + slow) / (slow - fast)
    let c2 = 1 - c1
    return 1 - (c1 * exp(fast * x) + c2 * exp(slow * x))
  }
}
