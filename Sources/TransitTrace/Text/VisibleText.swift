/// Text from a log made safe to show, on a terminal, in a diagram or in a page: every character
/// that has no visible form of its own written as a Swift escape (`\n`, `\t`, `\u{1B}`).
///
/// A log is untrusted input: a name holding a newline would break a row, an escape character
/// would move a terminal's cursor or change its colours, a bidirectional override would show
/// the text after it in another order than it is read, and some characters cannot be carried
/// by a format's syntax or by XML at all. Every place that shows text from a log calls this
/// one function, so they all show the same thing.
package enum VisibleText {
  /// `text` with control characters (C0, DEL, C1), bidirectional formatting characters and
  /// Unicode noncharacters escaped. Nothing else changes, so text that needs no escape comes
  /// back as it is.
  package static func escaped(_ text: String) -> String {
    escaped(text, keeping: { _ in false })
  }

  /// `text` as a terminal may print it: as `escaped(_:)`, except that line breaks and tabs stay,
  /// for text whose lines are Transit's own (a report, an error message) but whose words may
  /// come from a log, a scenario file, an answer sheet or a file name.
  package static func forTerminal(_ text: String) -> String {
    escaped(text, keeping: { $0 == "\n" || $0 == "\t" })
  }

  /// `text` in double quotes for an error message: escaped, and cut after `limit` characters
  /// with the count of what was left out, so a message never carries more of an input than a
  /// reader needs to find the spot (`"viewDidAppear(_:"…(12 more characters)`).
  package static func quoted(_ text: String, limit: Int = 40, quote: String = "\"") -> String {
    let (kept, rest) = cut(text, limit: limit)
    return quote + escaped(kept) + quote + more(rest)
  }

  /// `text` escaped and cut as `quoted` cuts it, without quotes: for a number or a word an
  /// error shows as written (`found 1e300`).
  package static func excerpt(_ text: String, limit: Int = 40) -> String {
    let (kept, rest) = cut(text, limit: limit)
    return escaped(kept) + more(rest)
  }

  private static func cut(_ text: String, limit: Int) -> (kept: String, rest: Int) {
    var kept = String.UnicodeScalarView()
    var count = 0
    var rest = 0
    for scalar in text.unicodeScalars {
      if count < limit {
        kept.append(scalar)
        count += 1
      } else {
        rest += 1
      }
    }
    return (String(kept), rest)
  }

  private static func more(_ rest: Int) -> String {
    rest == 0 ? "" : "…(\(rest) more \(rest == 1 ? "character" : "characters"))"
  }

  private static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0) && !kept($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if kept(scalar) {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is written as an escape: a control character; a bidirectional mark,
  /// embedding, override or isolate (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
  /// U+2069), which reorders the text around it without showing itself; or a noncharacter
  /// (U+FDD0 to U+FDEF, and the last two code points of every plane), which Unicode reserves
  /// for a program's internal use, so no log can carry one that a program relies on (the
  /// walkthrough joins words with one).
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
      || value & 0xFFFE == 0xFFFE || value == 0x061C || value == 0x200E || value == 0x200F
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }
}
