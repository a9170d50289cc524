/// A point on the engine's virtual clock, counted in whole microseconds from the start of a run.
///
/// The engine never reads the wall clock, so the same scenario always gives the same times.
/// In the log it is written as seconds (`"t":0.35`).
public struct VirtualTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Microseconds since the run began.
  public var microseconds: Int64

  public init(microseconds: Int64) { self.microseconds = microseconds }

  /// The time `seconds` after the start, rounded to the nearest microsecond.
  public init(seconds: Double) {
    microseconds = Int64((seconds * 1_000_000).rounded())
  }

  public static let zero = VirtualTime(microseconds: 0)

  public var seconds: Double { Double(microseconds) / 1_000_000 }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  public static func + (lhs: VirtualTime, seconds: Double) -> VirtualTime {
    VirtualTime(microseconds: lhs.microseconds + VirtualTime(seconds: seconds).microseconds)
  }

  /// Seconds from `other` to `self`.
  public func seconds(since other: VirtualTime) -> Double {
    Double(microseconds - other.microseconds) / 1_000_000
  }

  /// Seconds as written in the log: `0`, `0.35`, `1.2`.
  public var description: String { JSONNumber.formatMicros(microseconds) }
}
