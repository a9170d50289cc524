// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Media's times and time ranges, which AVFoundation's players and assets speak in (on iOS
// `import AVFoundation` brings them): rational times kept as a value over a timescale, with
// their arithmetic and comparison as Apple's CMTime and CMTimeCompare(_:_:) pages define them.
import Foundation

/// Mirrors `CMTimeValue`.
public typealias CMTimeValue = Int64
/// Mirrors `CMTimeScale`.
public typealias CMTimeScale = Int32
/// Mirrors `CMTimeEpoch`.
public typealias CMTimeEpoch = Int64

/// Mirrors `CMTime`: `value / timescale` seconds, or one of the non-numeric times (invalid,
/// indefinite, the infinities) its flags name.
public struct CMTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Mirrors `CMTimeFlags`.
  public struct Flags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = Flags(rawValue: 1 << 0)
    public static let hasBeenRounded = Flags(rawValue: 1 << 1)
    public static let positiveInfinity = Flags(rawValue: 1 << 2)
    public static let negativeInfinity = Flags(rawValue: 1 << 3)
    public static let indefinite = Flags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: Flags = [
      .positiveInfinity, .negativeInfinity, .indefinite,
    ]
  }

  public var value: CMTimeValue
  public var timescale: CMTimeScale
  public var flags: Flags
  public var epoch: CMTimeEpoch

  public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: CMTimeEpoch) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }

  /// Mirrors `CMTimeMake(value:timescale:)`: valid only with a positive timescale.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
  }

  /// Mirrors `CMTimeMakeWithSeconds(_:preferredTimescale:)`: the seconds rounded to the nearest
  /// tick of the timescale.
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    if seconds.isNaN || preferredTimescale <= 0 {
      self = .invalid
    } else if seconds.isInfinite {
      self = seconds > 0 ? .positiveInfinity : .negativeInfinity
    } else {
      let ticks = (seconds * Double(preferredTimescale)).rounded()
      self.init(value: CMTimeValue(ticks), timescale: preferredTimescale)
      if ticks != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
    }
  }

  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
  public static let indefinite = CMTime(
    value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  public static let positiveInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  public static let negativeInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

  public var isValid: Bool { flags.contains(.valid) }
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
  public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
  /// Mirrors `isNumeric`: valid and none of the implied values.
  public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }

  /// Mirrors `seconds`: `CMTimeGetSeconds(_:)`.
  public var seconds: Double { CMTimeGetSeconds(self) }

  public var description: String {
    isNumeric ? "CMTime(\(value)/\(timescale))" : "CMTime(\(Self.kind(of: self)))"
  }

  /// Equal as CMTimeCompare(_:_:) finds them: 1/2 and 2/4 are the same time.
  public static func == (left: CMTime, right: CMTime) -> Bool { CMTimeCompare(left, right) == 0 }
  public static func < (left: CMTime, right: CMTime) -> Bool { CMTimeCompare(left, right) < 0 }
  public func hash(into hasher: inout Hasher) {
    if isNumeric {
      hasher.combine(Double(value) / Double(timescale))
    } else {
      hasher.combine(Self.kind(of: self))
    }
  }
  public static func + (left: CMTime, right: CMTime) -> CMTime { CMTimeAdd(left, right) }
  public static func - (left: CMTime, right: CMTime) -> CMTime { CMTimeSubtract(left, right) }

  /// The order CMTimeCompare(_:_:) sorts times in: negative infinity, the numeric times,
  /// indefinite, positive infinity, invalid. Source: Apple's CMTimeCompare(_:_:) page.
  fileprivate static func rank(of time: CMTime) -> Int {
    if !time.isValid { return 4 }
    if time.flags.contains(.positiveInfinity) { return 3 }
    if time.flags.contains(.indefinite) { return 2 }
    if time.flags.contains(.negativeInfinity) { return 0 }
    return 1
  }

  private static func kind(of time: CMTime) -> String {
    ["negative infinity", "numeric", "indefinite", "positive infinity", "invalid"][rank(of: time)]
  }
}

/// Mirrors `CMTimeMake(value:timescale:)`.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// Mirrors `CMTimeMakeWithSeconds(_:preferredTimescale:)`.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// Mirrors `CMTimeGetSeconds(_:)`: NaN for an invalid or indefinite time, the infinities as
/// themselves.
public func CMTimeGetSeconds(_ time: CMTime) -> Double {
  switch CMTime.rank(of: time) {
  case 0: -.infinity
  case 1: Double(time.value) / Double(time.timescale)
  case 3: .infinity
  default: .nan
  }
}

/// Mirrors `CMTimeCompare(_:_:)`: -1, 0 or 1, in the order `rank(of:)` gives; numeric times
/// of a larger epoch are the greater.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
  let (left, right) = (CMTime.rank(of: time1), CMTime.rank(of: time2))
  if left != right { return left < right ? -1 : 1 }
  guard left == 1 else { return 0 }
  if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
  // Compared across timescales without overflow: value1 * timescale2 against value2 * timescale1.
  let one = time1.value.multipliedFullWidth(by: CMTimeValue(time2.timescale))
  let two = time2.value.multipliedFullWidth(by: CMTimeValue(time1.timescale))
  if one == two { return 0 }
  return one.high < two.high || (one.high == two.high && one.low < two.low) ? -1 : 1
}

/// Mirrors `CMTimeAdd(_:_:)`: invalid if either is; an infinity or indefinite time wins over a
/// numeric one, and opposite infinities make an invalid time.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  combine(lhs, rhs, sign: 1)
}

/// Mirrors `CMTimeSubtract(_:_:)`.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  combine(lhs, rhs, sign: -1)
}

/// `lhs + sign * rhs`, in the larger timescale when the two differ (rounded, and flagged so,
/// when the sum does not fall on its ticks).
private func combine(_ lhs: CMTime, _ rhs: CMTime, sign: CMTimeValue) -> CMTime {
  guard lhs.isValid, rhs.isValid else { return .invalid }
  if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
  let right =
    sign > 0
    ? rhs
    : rhs.isPositiveInfinity
      ? .negativeInfinity : rhs.isNegativeInfinity ? .positiveInfinity : rhs
  switch (lhs.isNumeric, right.isNumeric) {
  case (false, false):
    return lhs.flags == right.flags ? lhs : .invalid
  case (false, true): return lhs
  case (true, false): return right
  case (true, true): break
  }
  if lhs.timescale == right.timescale {
    return CMTime(value: lhs.value + sign * right.value, timescale: lhs.timescale)
  }
  let timescale = max(lhs.timescale, right.timescale)
  let seconds = CMTimeGetSeconds(lhs) + Double(sign) * CMTimeGetSeconds(right)
  return CMTime(seconds: seconds, preferredTimescale: timescale)
}

/// Mirrors `CMTimeRange`: a start and a duration.
public struct CMTimeRange: Sendable, Hashable {
  public var start: CMTime
  public var duration: CMTime

  public init(start: CMTime, duration: CMTime) {
    self.start = start
    self.duration = duration
  }

  /// Mirrors `init(start:end:)`.
  public init(start: CMTime, end: CMTime) {
    self.init(start: start, duration: CMTimeSubtract(end, start))
  }

  public static let zero = CMTimeRange(start: .zero, duration: .zero)
  public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

  /// Mirrors `end`: the start plus the duration.
  public var end: CMTime { CMTimeAdd(start, duration) }
  public var isValid: Bool { start.isValid && duration.isValid && duration >= .zero }
  public var isEmpty: Bool { duration == .zero }

  /// Mirrors `containsTime(_:)`: from the start, up to but not including the end.
  public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
}

/// Mirrors `CMTimeRangeMake(start:duration:)`.
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
  CMTimeRange(start: start, duration: duration)
}

// A time is kept in an NSValue as its four fields, as AVFoundation's NSValue additions keep it;
// Foundation on Linux encodes no structs, so the bytes are typed as 64-bit integers, three for a
// time and six for a range (no padding: 8 + 4 + 4 + 8 bytes).
extension NSValue {
  /// Mirrors `init(time:)`.
  public convenience init(time: CMTime) {
    var time = time
    self.init(bytes: &time, objCType: "[3q]")
  }

  /// Mirrors `init(timeRange:)`.
  public convenience init(timeRange: CMTimeRange) {
    var range = timeRange
    self.init(bytes: &range, objCType: "[6q]")
  }

  /// Mirrors `timeValue`: the time kept, or an invalid one for a value that holds none.
  public var timeValue: CMTime {
    guard String(cString: objCType) == "[3q]" else { return .invalid }
    var time = CMTime.invalid
    getValue(&time)
    return time
  }

  /// Mirrors `timeRangeValue`: the range kept, or an invalid one for a value that holds none.
  public var timeRangeValue: CMTimeRange {
    guard String(cString: objCType) == "[6q]" else { return .invalid }
    var range = CMTimeRange.invalid
    getValue(&range)
    return range
  }
}
