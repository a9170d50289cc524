import Testing
import TransitTrace

/// The reader reads a number's value as it scans it, eight digits at a time where the line has
/// eight bytes left (`JSONScanner.scanNumber(into:)`), and byte by byte near the line's end;
/// both must read every number, and refuse every malformed one, as `Int`, `Double` and the
/// decimal rounding of times do.
@Suite("Numbers read as they are scanned")
struct NumberScanTests {
  /// Digits of every length from 1 to 20, so that every count of digits in a word is met.
  private static let digits = (1...20).map { count in
    String("98765432109876543210".prefix(count))
  }

  /// A call whose one argument is `number`, followed by a member long enough that the number
  /// is scanned a word at a time, or ending the line, where it is scanned byte by byte.
  private func argument(_ number: String, atEnd: Bool) throws -> Value? {
    let tail = atEnd ? "" : #","padding":"a string longer than eight bytes""#
    let line =
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"f(_:)","args":{"x":\#(number)\#(tail)}}"#
    let records = try LogReader(text: logText(line)).remainingRecords()
    return records.last?.event?.call?.args["x"]
  }

  @Test("integers of 1 to 20 digits read as Int reads them, or as the nearest double")
  func integers() throws {
    for text in Self.digits + Self.digits.map { "-" + $0 } + ["0", "-0"] {
      let expected: Value = Int(text).map(Value.int) ?? .double(Double(text)!)
      for atEnd in [false, true] {
        #expect(try argument(text, atEnd: atEnd) == expected, "\(text), at the end: \(atEnd)")
      }
    }
  }

  @Test("decimals of every length before and after the point read as strtod reads them")
  func decimals() throws {
    // Whole parts that fill a word with the point (7 digits), fill it (8), pass it (9), and the
    // most a time may have (12).
    for whole in ["0", "9", "987", "9876543", "98765432", "987654321", "987654321098"] {
      for fraction in Self.digits.map({ String($0.reversed()) }) + ["0", "05", "000001"] {
        for text in ["\(whole).\(fraction)", "-\(whole).\(fraction)", "\(whole).\(fraction)e2"] {
          for atEnd in [false, true] {
            #expect(
              try argument(text, atEnd: atEnd) == .double(Double(text)!),
              "\(text), at the end: \(atEnd)")
          }
        }
      }
    }
  }

  @Test("times of every length read to the nearest microsecond")
  func times() throws {
    for whole in ["0"] + Self.digits.prefix(13) {
      for fraction in [""] + Self.digits.prefix(9).map { "." + $0 } {
        let text = whole + fraction
        let line =
          #"{"seq":1,"type":"transition","t":\#(text),"transition":1,"cause":null,"#
          + #""state":"ended"}"#
        guard let expected = Self.microseconds(text) else {
          #expect(readFailure(logText(line))?.kind == .wrongType, "\(text)")
          continue
        }
        let read = try LogReader(text: logText(line)).remainingRecords().last?.event
        #expect(read?.time.microseconds == expected, "\(text)")
      }
    }
  }

  /// `text` (digits and at most one point) in whole microseconds, rounded half up, by long
  /// multiplication on its digits; nil past `Int64`.
  private static func microseconds(_ text: String) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? Array(parts[1]) : []
    let kept =
      parts[0] + String(fraction.prefix(6))
      + String(repeating: "0", count: 6 - min(6, fraction.count))
    guard var value = Int64(kept) else { return nil }
    if fraction.count > 6, fraction[6] >= "5" {
      let (rounded, overflow) = value.addingReportingOverflow(1)
      if overflow { return nil }
      value = rounded
    }
    return value
  }

  @Test(
    "a malformed number with a word of the line after it is refused where it goes wrong",
    arguments: [
      ("01", "expected ',' or '}' after an object member, found '1'", 1),
      ("1.", "expected a digit after '.', found ','", 2),
      ("1.x", "expected a digit after '.', found 'x'", 2),
      ("-", "expected a digit after '-', found ','", 1),
      ("-a", "expected a digit after '-', found 'a'", 1),
      ("1e", "expected a digit in the exponent, found ','", 2),
      ("1e+", "expected a digit in the exponent, found ','", 3),
      ("123456789.", "expected a digit after '.', found ','", 10),
      ("12345678901234567890x", "expected ',' or '}' after an object member, found 'x'", 20),
    ] as [(String, String, Int)])
  func malformed(text: String, message: String, offset: Int) {
    let before = #"{"seq":1,"type":"call","t":"#
    let line = before + text + #","transition":null,"cause":null}"#
    let column = before.count + 1 + offset
    #expect(readError(logText(line)) == "t.jsonl:4:\(column): \(message)")
  }
}
