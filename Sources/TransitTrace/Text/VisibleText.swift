/// Text from a log made safe to show, on a terminal, in a diagram or in a page: every character
/// that has no visible form of its own written as a Swift escape (`\n`, `\t`, `\u{1B}`).
///
/// A log is untrusted input: a name holding a newline would break a row, an escape character
/// would move a terminal's cursor or change its colours, and some characters cannot be carried
/// by a format's syntax or by XML at all. Every place that shows text from a log calls this
/// one function, so they all show the same thing.
package enum VisibleText {
  /// `text` with control characters (C0, DEL, C1) and Unicode noncharacters escaped. Nothing
  /// else changes, so text that needs no escape comes back as it is.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
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

  /// Whether `scalar` is written as an escape: a control character, or a noncharacter
  /// (U+FDD0 to U+FDEF, and the last two code points of every plane), which Unicode reserves
  /// for a program's internal use, so no log can carry one that a program relies on (the
  /// walkthrough joins words with one).
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
      || value & 0xFFFE == 0xFFFE
  }
}
