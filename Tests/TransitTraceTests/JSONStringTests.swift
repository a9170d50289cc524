import Foundation
import Testing
import TransitTrace

/// The escaper tests a string eight bytes at a time, its last bytes as one overlapping word or,
/// for a short string, padded: a character that needs an escape is found at every length and
/// every position, and one past ASCII that needs none is written as it is.
@Suite("JSON string escaping at every length and position")
struct JSONStringTests {
  /// Each character and how a log writes it.
  static let forms: [(character: Character, written: String)] = [
    ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{01}", #"\u0001"#),
    ("\u{7F}", #"\u007f"#), ("\u{85}", #"\u0085"#), ("\u{200E}", #"\u200e"#),
    ("\u{2028}", #"\u2028"#), ("\u{FEFF}", #"\ufeff"#), ("\u{FFFE}", #"\ufffe"#), ("é", "é"),
    ("🙂", "🙂"),
  ]

  @Test("each character at each position of strings up to 20 long, as a string and in a record")
  func everyPosition() {
    for length in 0...20 {
      let plain = String(repeating: "a", count: length)
      #expect(JSONString.quoted(plain) == "\"" + plain + "\"")
      for position in 0..<length {
        for (character, written) in Self.forms {
          let before = String(repeating: "a", count: position)
          let after = String(repeating: "a", count: length - position - 1)
          let string = before + String(character) + after
          let expected = "\"" + before + written + after + "\""
          #expect(JSONString.quoted(string) == expected, "\(length) \(position)")
          let line = RecordEncoder.line(
            for: .participant(
              Participant(id: "vc.a", className: string, role: .presentingViewController)))
          #expect(line.contains(#""class":"# + expected), "\(length) \(position)")
        }
      }
    }
  }

  @Test("a record longer than the encoder's first buffer, many times over, is written whole")
  func longRecord() {
    for count in [1000, 1021, 1022, 5000, 100_000] {
      let name = String(repeating: "a\"é", count: count / 3 + 1)
      let line = RecordEncoder.line(
        for: .participant(Participant(id: "vc.a", className: name, role: .presentedViewController)))
      #expect(
        line
          == #"{"type":"participant","id":"vc.a","class":"#
          + JSONString.quoted(name) + #","role":"presentedViewController"}"# + "\n")
    }
  }

  /// Fuzzing found it: Foundation's reader on Linux dropped a raw byte-order mark that
  /// followed an escape, so the string is written with the mark escaped.
  @Test("a byte-order mark after an escape reads back, with Foundation and with Transit's reader")
  func byteOrderMarkAfterEscape() throws {
    let string = "\u{1B}\u{1B}[2[2J$\u{202E}\u{FEFF}"
    let quoted = JSONString.quoted(string)
    #expect(quoted == #""\u001b\u001b[2[2J$\u202e\ufeff""#)
    let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)
    #expect((read as? String).map { Array($0.unicodeScalars) } == Array(string.unicodeScalars))
    let line = RecordEncoder.line(
      for: .participant(Participant(id: "vc.a", className: string, role: .presentedViewController)))
    let header = RecordEncoder.line(for: .header(LogHeader(scenario: "s", engine: "e")))
    let reader = try LogReader(text: header + line)
    _ = try reader.next()
    guard case .participant(let participant) = try reader.next() else {
      Issue.record("no participant read back")
      return
    }
    #expect(Array(participant.className.unicodeScalars) == Array(string.unicodeScalars))
  }
}
