/// A JSON value carried in a record's `args` or `result`.
///
/// Participant references are plain strings holding the participant's id; a reader tells them
/// apart from other strings by looking the id up among the log's participant records.
public enum Value: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([Value])

  /// The string, if this value is one.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The Boolean, if this value is one.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The number, if this value is an integer or a double.
  public var doubleValue: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: return nil
    }
  }

  /// Whether this value is JSON `null` (a delegate request that returned nil, a nil closure).
  public var isNull: Bool { self == .null }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(nilLiteral: ()) { self = .null }
}

extension Value: CustomStringConvertible {
  /// The value as it reads in the log (`true`, `0.5`, `"vc.home"` without quotes, `nil` for null).
  public var description: String {
    switch self {
    case .null: return "nil"
    case .bool(let b): return String(b)
    case .int(let i): return String(i)
    case .double(let d): return JSONNumber.format(d)
    case .string(let s): return s
    case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    }
  }
}

/// The arguments of a call, in the order of the Swift signature.
///
/// Each key is the argument label, or the parameter name where the label is `_`:
/// `viewWillAppear(_ animated:)` gives `animated`, `present(_:animated:completion:)` gives
/// `viewControllerToPresent`, `animated` and `completion`.
public struct Arguments: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  public private(set) var pairs: [(key: String, value: Value)]

  public init(_ pairs: [(key: String, value: Value)] = []) { self.pairs = pairs }

  public init(dictionaryLiteral elements: (String, Value)...) {
    pairs = elements.map { (key: $0.0, value: $0.1) }
  }

  public var isEmpty: Bool { pairs.isEmpty }

  /// The value passed for `key`, or nil when the call has no such argument.
  public subscript(key: String) -> Value? {
    pairs.first { $0.key == key }?.value
  }

  public mutating func append(_ key: String, _ value: Value) {
    pairs.append((key: key, value: value))
  }

  public static func == (lhs: Arguments, rhs: Arguments) -> Bool {
    lhs.pairs.count == rhs.pairs.count
      && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for pair in pairs {
      hasher.combine(pair.key)
      hasher.combine(pair.value)
    }
  }
}

/// Deterministic formatting of doubles for the log: rounded to microunits, shortest form.
package enum JSONNumber {
  /// Formats `value` the same way on every platform: `0.5`, `0.35`, `2`, `-0.125`.
  ///
  /// Values are rounded to six decimal places first, so accumulated binary error
  /// (`0.1 + 0.2`) never reaches the log.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let micros = (value * 1_000_000).rounded()
    if micros == 0 { return "0" }
    if abs(micros) < 9e15 {
      return formatMicros(Int64(micros))
    }
    return String(value)
  }

  /// A fraction as a whole percentage: `0.4885` gives `49%`. Any double gives text, never a
  /// trap: a fraction far outside 0 to 1 (a log may say `1e300`) is written as a number
  /// (`1e+302%`) rather than converted to an integer it does not fit.
  package static func percent(_ fraction: Double) -> String {
    let percent = (fraction * 100).rounded()
    guard percent.isFinite else { return "?%" }
    guard abs(percent) < 9e15 else { return "\(percent)%" }
    return String(Int64(percent)) + "%"
  }

  /// Formats an integer count of millionths as a decimal: `350000` gives `0.35`.
  package static func formatMicros(_ micros: Int64) -> String {
    let negative = micros < 0
    let magnitude = micros.magnitude
    let whole = magnitude / 1_000_000
    var fraction = magnitude % 1_000_000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 6
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }
}
