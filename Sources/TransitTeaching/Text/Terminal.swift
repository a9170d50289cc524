import TransitTrace

/// Colour for a terminal, or none: every styled span goes through `paint`, which leaves text as
/// it is when colour is off, so the plain output is the coloured one with the codes taken out.
package struct Terminal: Sendable, Hashable {
  /// The styles the walkthrough uses, each one SGR code.
  package enum Style: String, Sendable, CaseIterable {
    /// Section headings and seq numbers.
    case bold = "1"
    /// Sources, cross-references and what repeats.
    case dim = "2"
    /// The call itself.
    case call = "36"
    /// What belongs in the hook.
    case good = "32"
    /// What does not belong there, and warnings.
    case caution = "33"
    /// Violations.
    case bad = "1;31"
    /// What changed on screen.
    case change = "34"
  }

  /// Whether `paint` adds escape codes.
  package let color: Bool

  package init(color: Bool) { self.color = color }

  /// Plain text, for files, pipes and tests.
  package static let plain = Terminal(color: false)

  /// Colour only when standard output is a terminal and `NO_COLOR` is unset or empty
  /// (no-color.org).
  package static func forStandardOutput(isTerminal: Bool, environment: [String: String])
    -> Terminal
  {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Terminal(color: isTerminal && !noColor)
  }

  /// `text` in `style`, or `text` alone without colour.
  package func paint(_ text: String, _ style: Style) -> String {
    guard color, !text.isEmpty else { return text }
    return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
  }

  /// `text` as it may reach a terminal: every control character but line breaks and tabs
  /// escaped with `VisibleText.forTerminal`, except, with colour on, the style codes `paint`
  /// writes. Applied to the whole of a text built from a log, it keeps any part that forgot to
  /// escape from reaching the terminal raw; text already escaped comes back as it is.
  package func visible(_ text: String) -> String {
    guard color else { return VisibleText.forTerminal(text) }
    var result = ""
    var plain = String.UnicodeScalarView()
    var rest = Substring(text).unicodeScalars
    while let first = rest.first {
      if first == "\u{1B}", let code = Self.codes.first(where: { rest.starts(with: $0) }) {
        result += VisibleText.forTerminal(String(plain))
        plain = String.UnicodeScalarView()
        result.unicodeScalars.append(contentsOf: code)
        rest = rest.dropFirst(code.count)
      } else {
        plain.append(first)
        rest = rest.dropFirst()
      }
    }
    return result + VisibleText.forTerminal(String(plain))
  }

  /// The codes `paint` writes, as scalars.
  private static let codes: [[Unicode.Scalar]] =
    (Style.allCases.map(\.rawValue) + ["0"]).map { Array("\u{1B}[\($0)m".unicodeScalars) }
}
