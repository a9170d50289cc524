/// A point on the engine's virtual clock, counted in whole microseconds from the start of a run.
///
/// The engine never reads the wall clock, so the same scenario always gives the same times.
/// In the log it is written as seconds (`"t":0.35`).
public struct VirtualTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Microseconds since the run began.
  public var microseconds: Int64

  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// The time `seconds` after the start, rounded to the nearest microsecond.
  ///
  /// A time past what `Int64` microseconds hold (about 292,000 years either way) saturates at
  /// that end, and NaN is zero, instead of trapping: callers do arithmetic on the clock with no
  /// way to report an error, and the engine must not crash on user input. Saturating keeps the
  /// order of times, so a timer set past the end never fires before a real one. Scenario files
  /// refuse such values with a located error first (a day at most); this guards the rest.
  public init(seconds: Double) {
    let micros = (seconds * 1_000_000).rounded()
    if let exact = Int64(exactly: micros) {
      microseconds = exact
    } else if micros.isNaN {
      microseconds = 0
    } else {
      microseconds = micros < 0 ? .min : .max
    }
  }

  public static let zero = VirtualTime(microseconds: 0)

  public var seconds: Double { Double(microseconds) / 1_000_000 }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  /// The time `seconds` later, saturating at either end of the clock as `init(seconds:)` does.
  public static func + (lhs: VirtualTime, seconds: Double) -> VirtualTime {
    let delta = VirtualTime(seconds: seconds).microseconds
    let (sum, overflow) = lhs.microseconds.addingReportingOverflow(delta)
    guard overflow else { return VirtualTime(microseconds: sum) }
    return VirtualTime(microseconds: delta < 0 ? .min : .max)
  }

  /// Seconds from `other` to `self`.
  public func seconds(since other: VirtualTime) -> Double {
    let (difference, overflow) = microseconds.subtractingReportingOverflow(other.microseconds)
    guard overflow else { return Double(difference) / 1_000_000 }
    return (Double(microseconds) - Double(other.microseconds)) / 1_000_000
  }

  /// Seconds as written in the log: `0`, `0.35`, `1.2`.
  public var description: String { JSONNumber.formatMicros(microseconds) }
}
