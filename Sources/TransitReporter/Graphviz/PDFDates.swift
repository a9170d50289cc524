import Foundation

/// Pins the dates cairo stamps into a PDF, so that the same diagram always gives the same bytes.
///
/// cairo, which draws Graphviz's PDF, writes the time of the render into the document
/// information dictionary (`/CreationDate (D:20261121102723Z)`; later versions add `/ModDate`)
/// and does not read `SOURCE_DATE_EPOCH`. Each date is rewritten in place with exactly as many
/// bytes, so that every offset in the cross-reference table still points at its object: to
/// `SOURCE_DATE_EPOCH` when it is set, as reproducible builds expect, and to
/// 2000-01-01 00:00:00 UTC otherwise. A time-zone offset cairo wrote becomes `+00'00'`.
enum PDFDates {
  /// The keys whose dates are pinned.
  static let keys = ["/CreationDate", "/ModDate"]

  /// 2000-01-01 00:00:00 UTC, the date written when `SOURCE_DATE_EPOCH` is not set.
  static let defaultDigits = "20000101000000"

  /// The 14 digits (`YYYYMMDDHHmmSS`, UTC) every date is pinned to in this process.
  static let digits: String = {
    let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"]
    return text.flatMap(Int.init).flatMap(digits(epoch:)) ?? defaultDigits
  }()

  /// `seconds` since 1970 as `YYYYMMDDHHmmSS` in UTC, or nil outside years 1970-9999.
  static func digits(epoch seconds: Int) -> String? {
    guard (0...253_402_300_799).contains(seconds) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second],
      from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    let fields = [
      (parts.year!, 4), (parts.month!, 2), (parts.day!, 2), (parts.hour!, 2), (parts.minute!, 2),
      (parts.second!, 2),
    ]
    return fields.map { value, width in
      let text = String(value)
      return String(repeating: "0", count: width - text.count) + text
    }.joined()
  }

  /// `pdf` with every `/CreationDate` and `/ModDate` literal date set to `digits`, byte for
  /// byte the same length. A value that is not a PDF date (`D:` and digits) is left alone.
  static func pinned(_ pdf: [UInt8], to digits: String = digits) -> [UInt8] {
    var pdf = pdf
    let pinned = Array(digits.utf8)
    for key in keys.map({ Array($0.utf8) }) {
      var start = 0
      while let found = firstIndex(of: key, in: pdf, from: start) {
        start = found + key.count
        guard let (open, close) = literal(after: start, in: pdf) else { continue }
        pin(&pdf, from: open + 1, to: close, digits: pinned)
        start = close
      }
    }
    return pdf
  }

  /// Rewrites the date `pdf[from..<to]`: its date digits, its offset's sign and digits.
  private static func pin(_ pdf: inout [UInt8], from: Int, to end: Int, digits: [UInt8]) {
    guard end - from > 2, pdf[from] == UInt8(ascii: "D"), pdf[from + 1] == UInt8(ascii: ":")
    else { return }
    var index = from + 2
    var digit = 0
    while index < end, isDigit(pdf[index]) {
      if digit < digits.count { pdf[index] = digits[digit] }
      digit += 1
      index += 1
    }
    // What follows the date is its offset from UTC: `Z`, or `+HH'mm'` / `-HH'mm`.
    while index < end {
      if pdf[index] == UInt8(ascii: "-") { pdf[index] = UInt8(ascii: "+") }
      if isDigit(pdf[index]) { pdf[index] = UInt8(ascii: "0") }
      index += 1
    }
  }

  /// The positions of `(` and `)` of a literal string that follows `index` after whitespace.
  private static func literal(after index: Int, in pdf: [UInt8]) -> (Int, Int)? {
    var open = index
    while open < pdf.count, [0x20, 0x0A, 0x0D, 0x09].contains(pdf[open]) { open += 1 }
    guard open < pdf.count, pdf[open] == UInt8(ascii: "(") else { return nil }
    guard let close = pdf[(open + 1)...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
    return (open, close)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
    for index in start...(bytes.count - needle.count)
    where bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
      return index
    }
    return nil
  }
}
