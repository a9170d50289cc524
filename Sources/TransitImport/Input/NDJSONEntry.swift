/// One line of `log stream --style ndjson` (or `log show`): a JSON object whose members the
/// tool writes in no fixed order. Only the members the importer reads are kept; the others,
/// nested objects included (`backtrace`), are skipped.
///
/// A one-pass scanner with a nesting limit: any line costs time linear in its length, and a
/// line that is not a JSON object is reported as not one, never an error, since an app may
/// print text that starts with `{`.
struct NDJSONEntry {
  /// `eventMessage`, unescaped.
  var message: [UInt8]?
  /// `eventType`: only `logEvent` carries what an app or UIKit printed.
  var eventType: String?
  var processID: Int?
  /// `timestamp`, `YYYY-MM-DD HH:MM:SS.ffffff±ZZZZ`.
  var time: Double?
  /// Whether the object is the tool's trailer, `{"count":N,"finished":1}`.
  var isTrailer = false

  static let nestingLimit = 32

  /// The entry on `line[start..<end]`, or nil if the text is not one JSON object.
  static func parse(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> NDJSONEntry? {
    var scanner = Scanner(line: line, index: start, end: end)
    var entry = NDJSONEntry()
    guard scanner.take(UInt8(ascii: "{")) else { return nil }
    scanner.skipSpaces()
    if scanner.take(UInt8(ascii: "}")) { return entry }
    var sawFinished = false
    while true {
      scanner.skipSpaces()
      guard let key = scanner.string() else { return nil }
      scanner.skipSpaces()
      guard scanner.take(UInt8(ascii: ":")) else { return nil }
      scanner.skipSpaces()
      switch key {
      case Array("eventMessage".utf8):
        guard let value = scanner.stringOrNull() else { return nil }
        entry.message = value
      case Array("eventType".utf8):
        guard let value = scanner.stringOrNull() else { return nil }
        entry.eventType = value.map { String(decoding: $0, as: UTF8.self) }
      case Array("processID".utf8):
        guard let value = scanner.number() else { return nil }
        entry.processID = value
      case Array("timestamp".utf8):
        guard let value = scanner.stringOrNull() else { return nil }
        if let value {
          entry.time = value.withUnsafeBufferPointer {
            Envelope.dateTime($0, 0, $0.count)?.time
          }
        }
      case Array("finished".utf8):
        sawFinished = true
        guard scanner.skipValue(depth: 0) else { return nil }
      default:
        guard scanner.skipValue(depth: 0) else { return nil }
      }
      scanner.skipSpaces()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "}")) else { return nil }
      break
    }
    scanner.skipSpaces()
    guard scanner.index == end else { return nil }
    entry.isTrailer = sawFinished && entry.message == nil
    return entry
  }

  private struct Scanner {
    let line: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int

    mutating func skipSpaces() {
      while index < end, Bytes.isSpace(line[index]) { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < end, line[index] == byte else { return false }
      index += 1
      return true
    }

    /// A string's bytes, unescaped, or nil if none starts here.
    mutating func string() -> [UInt8]? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      var bytes: [UInt8] = []
      while index < end {
        let byte = line[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return bytes
        case UInt8(ascii: "\\"):
          guard index < end else { return nil }
          let escape = line[index]
          index += 1
          switch escape {
          case UInt8(ascii: "n"): bytes.append(0x0A)
          case UInt8(ascii: "t"): bytes.append(0x09)
          case UInt8(ascii: "r"): bytes.append(0x0D)
          case UInt8(ascii: "b"), UInt8(ascii: "f"): bytes.append(0x20)
          case UInt8(ascii: "u"):
            guard index + 4 <= end, let code = hex4() else { return nil }
            appendScalar(code, to: &bytes)
          default: bytes.append(escape)
          }
        default:
          bytes.append(byte)
        }
      }
      return nil
    }

    /// A string, or `null` (nil inside), or nil if neither starts here.
    mutating func stringOrNull() -> [UInt8]?? {
      if literal("null") { return .some(nil) }
      return string().map { .some($0) }
    }

    mutating func number() -> Int? {
      let start = index
      if index < end, line[index] == UInt8(ascii: "-") { index += 1 }
      while index < end, Bytes.isDigit(line[index]) { index += 1 }
      let digitsEnd = index
      while index < end,
        Bytes.isDigit(line[index]) || line[index] == UInt8(ascii: ".")
          || (line[index] | 0x20) == UInt8(ascii: "e") || line[index] == UInt8(ascii: "+")
          || line[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index > start else { return nil }
      return Bytes.integer(line, start, digitsEnd) ?? 0
    }

    mutating func literal(_ text: StaticString) -> Bool {
      guard Bytes.hasPrefix(line, index, end, text) else { return false }
      index += text.utf8CodeUnitCount
      return true
    }

    /// Skips one value, nested ones included, up to the nesting limit.
    mutating func skipValue(depth: Int) -> Bool {
      guard depth < NDJSONEntry.nestingLimit, index < end else { return false }
      switch line[index] {
      case UInt8(ascii: "\""):
        return string() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let close = line[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let isObject = close == UInt8(ascii: "}")
        index += 1
        skipSpaces()
        if take(close) { return true }
        while true {
          skipSpaces()
          if isObject {
            guard string() != nil else { return false }
            skipSpaces()
            guard take(UInt8(ascii: ":")) else { return false }
            skipSpaces()
          }
          guard skipValue(depth: depth + 1) else { return false }
          skipSpaces()
          if take(UInt8(ascii: ",")) { continue }
          return take(close)
        }
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return number() != nil
      }
    }

    private mutating func hex4() -> UInt32? {
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = line[index]
        guard Bytes.isHexDigit(byte) else { return nil }
        value = value * 16 + UInt32(Bytes.isDigit(byte) ? byte &- 0x30 : (byte | 0x20) &- 0x61 + 10)
        index += 1
      }
      return value
    }

    private func appendScalar(_ code: UInt32, to bytes: inout [UInt8]) {
      // A surrogate half alone is no character: it becomes the replacement character.
      let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
      bytes += Array(String(Character(scalar)).utf8)
    }
  }
}
