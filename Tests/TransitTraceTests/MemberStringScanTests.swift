import Testing

@testable import TransitTrace

/// A member's string is scanned by the member loop's own path (`JSONScanner.scanMemberValue()`),
/// eight bytes at a time and, where fewer than eight are left in the line, byte by byte; what
/// that path does not take is scanned from its first byte by the general code. Both must accept
/// the same strings, with the same span, and refuse the others with the same error at the same
/// offset, wherever in the line the string ends.
@Suite("Member strings scanned to the line's end")
struct MemberStringScanTests {
  /// What scanning `text` as a value gives: its span and where the cursor stopped, or the
  /// error. `general` scans it as `scanValue()` does.
  private func scan(_ text: String, general: Bool) -> String {
    [UInt8](text.utf8).withUnsafeBufferPointer { (bytes: UnsafeBufferPointer<UInt8>) -> String in
      var scanner = JSONScanner(bytes)
      do throws(ScanError) {
        let span = general ? try scanner.scanValue() : try scanner.scanMemberValue()
        return "\(span.start)..<\(span.end) \(span.type) \(span.isPlain) at \(scanner.position)"
      } catch {
        return "\(error.kind) at \(error.offset): \(error.message)"
      }
    }
  }

  /// Each byte sequence a string may hold, or that ends or breaks one, as a line spells it.
  static let pieces = [
    "a", "~", "\u{7F}", "\\\"", "\\\\", "\\n", "\\u00e9", "é", "🙂", "\u{01}", "\\", "\"",
    "\\x", "\u{FFFD}",
  ]

  @Test("each piece at each position of strings up to 20 long, closed or not, then 0 to 9 bytes")
  func everyPosition() {
    for length in 0...20 {
      for position in 0...length {
        for piece in Self.pieces {
          let before = String(repeating: "a", count: position)
          let after = String(repeating: "b", count: length - position)
          for closing in ["\"", ""] {
            for tail in 0...9 {
              let text =
                "\"" + before + piece + after + closing + String(repeating: "}", count: tail)
              #expect(scan(text, general: false) == scan(text, general: true), "\(text)")
            }
          }
        }
      }
    }
  }

  @Test("a plain string that ends a record's line is read as the general code reads it")
  func endOfLine() throws {
    let line =
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"uikit","#
      + #""receiver":"vc.home","call":"viewDidLoad()","result":"ok"}"#
    let records = try LogReader(text: logText(line)).remainingRecords()
    guard case .call(let call)? = records.last?.event?.body else {
      Issue.record("no call read")
      return
    }
    #expect(call.result == .string("ok"))
  }
}
