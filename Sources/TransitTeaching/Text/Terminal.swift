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
}
