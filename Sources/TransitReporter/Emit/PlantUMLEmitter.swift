import TransitTrace

/// Writes a diagram as PlantUML, for wikis and IDE plugins; Debian's `plantuml` 1.2020.02
/// renders it.
///
/// Participants get plain aliases (`p1`, `p2`…), rows keep the log's seq numbers, transition
/// states become `== … ==` dividers, phase bands and outcome frames `group` blocks, folded
/// windows `loop` blocks. Characters that PlantUML reads as syntax or Creole markup are written
/// as `<U+XXXX>`, which it draws as the character itself.
///
/// A long diagram is split with `newpage` before each transition and every `rowsPerPage` rows
/// or so, so each page stays under the 4096-pixel side PlantUML draws a PNG to by default
/// (`PLANTUML_LIMIT_SIZE`) and no message is cut off; long messages wrap (`maxMessageSize`) to
/// keep pages narrow.
package enum PlantUMLEmitter {
  /// Rows on a page before a stretch between transitions is split too.
  package static let rowsPerPage = 32

  package static func plantUML(
    _ diagram: SequenceDiagram, theme: Theme = .light, legend: Bool = false
  ) -> String {
    var lines = ["@startuml"]
    lines += [
      "skinparam maxMessageSize 60",
      "skinparam backgroundColor \(theme.background)",
      "skinparam defaultFontName monospace",
      "skinparam defaultFontColor \(theme.text)",
      "skinparam sequence {",
      "  ArrowColor \(theme.arrow)",
      "  LifeLineBorderColor \(theme.line)",
      "  LifeLineBackgroundColor \(theme.activationFill)",
      "  ParticipantBackgroundColor \(theme.headerFill)",
      "  ParticipantBorderColor \(theme.headerBorder)",
      "  ParticipantFontColor \(theme.text)",
      "  GroupBorderColor \(theme.line)",
      "  GroupBackgroundColor \(theme.stateFill)",
      "  DividerBackgroundColor \(theme.stateFill)",
      "}",
      "skinparam note {",
      "  BackgroundColor \(theme.noteFill)",
      "  BorderColor \(theme.noteBorder)",
      "}",
    ]
    for (index, column) in diagram.columns.enumerated() {
      lines.append(
        "participant \"\(escape(VisibleText.escaped(column.id)))\\n\(escape(VisibleText.escaped(column.className)))\" as p\(index + 1)"
      )
    }
    let plan = BlockPlan(diagram)
    let breaks = pageBreaks(diagram)
    for (index, row) in diagram.rows.enumerated() {
      if breaks.contains(index) { lines.append("newpage") }
      for block in plan.opening[index] {
        switch block.kind {
        case .band(let band): lines.append("group " + escape(band.title))
        case .frame(let frame):
          if case .loop(let count) = frame.kind {
            lines.append("loop ×\(count)")
          } else {
            lines.append("group " + escape(frame.title))
          }
        }
      }
      let text = escape(row.label)
      switch row.kind {
      case .message(let from, let to):
        lines.append("p\(from + 1) -> p\(to + 1) : " + text)
      case .reply(let from, let to):
        lines.append("p\(from + 1) --> p\(to + 1) : " + text)
      case .selfCall(let column):
        lines.append("p\(column + 1) -> p\(column + 1) : " + text)
      case .gesture(let column):
        // A touch is a found message, arriving from outside the diagram (the user); it is also
        // the message PlantUML needs before the handler's activation bar opens.
        lines.append("[-> p\(column + 1) : " + text)
      case .view(let column):
        lines.append("hnote right of p\(column + 1) : " + text)
      case .note(let column):
        let colour: String
        switch row.style {
        case .warning, .retained: colour = theme.warningFill
        case .release: colour = theme.stateFill
        default: colour = theme.noteFill
        }
        lines.append("note right of p\(column + 1) \(colour) : " + text)
      case .state:
        lines.append("== " + text + " ==")
      }
      for column in plan.activating[index] { lines.append("activate p\(column + 1)") }
      for column in plan.deactivating[index] { lines.append("deactivate p\(column + 1)") }
      for _ in plan.closing[index] { lines.append("end") }
    }
    if legend { lines += legendLines(diagram) }
    lines.append("@enduml")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Characters written as `<U+XXXX>` wherever they are: PlantUML's preprocessor reads `%` as
  /// a builtin function (`%getenv('HOME')`, `%file_exists(…)`), `$` as a variable, and `!`,
  /// `@` and `'` as directives and comments; the rest are quotes, Creole's escape, link, table
  /// and markup characters, and `&` (an entity). `<U+XXXX>` is decoded after the preprocessor
  /// has run, so it is drawn as the character and never evaluated.
  static let alwaysEscaped: Set<Unicode.Scalar> = [
    "\"", "<", ">", "\\", "~", "[", "]", "#", "|", "^", "{", "}", "$", "%", "!", "@", "'", "&",
  ]
  /// Creole's markup pairs (`**`, `//`, `__`, `--`, `==`, `""`, `++`), escaped where the
  /// character is doubled.
  static let pairedEscaped: Set<Unicode.Scalar> = ["*", "/", "_", "-", "=", "+"]

  /// The rows a new page starts at: each transition's first top-level row, and after
  /// `rowsPerPage` rows the next top-level row (or any row, past half as many again).
  /// PlantUML carries open groups and activations over a `newpage`.
  static func pageBreaks(_ diagram: SequenceDiagram) -> Set<Int> {
    let starts = DiagramRenderer.transitionStarts(diagram)
    var breaks = Set<Int>()
    var sinceBreak = 0
    for (index, row) in diagram.rows.enumerated() {
      let full =
        (sinceBreak >= rowsPerPage && row.depth == 0) || sinceBreak >= rowsPerPage * 3 / 2
      if index > 0, sinceBreak > 0, starts.contains(index) || full {
        breaks.insert(index)
        sinceBreak = 0
      }
      sinceBreak += 1
    }
    return breaks
  }

  /// A legend block: what the diagram's groups, arrows and notes stand for.
  static func legendLines(_ diagram: SequenceDiagram) -> [String] {
    var lines = ["legend bottom left", "Legend"]
    let styles = Set(diagram.rows.map(\.style))
    lines.append("-> a call, its seq in the log first; --> the value it returned")
    if styles.contains(.gesture) { lines.append("[-> a touch, delivered to its target") }
    if styles.contains(.view) { lines.append("hexagonal note: a view-hierarchy change") }
    if styles.contains(.warning) || styles.contains(.note) {
      lines.append("note: a warning or note the log records")
    }
    if styles.contains(.foldedCall) { lines.append("note: a call to or from a folded role") }
    if styles.contains(.release) { lines.append("note: released, the object is freed") }
    if styles.contains(.retained) {
      lines.append("note: still alive after the transition that should free it")
    }
    if styles.contains(.transition) { lines.append("divider: a transition changes state") }
    lines.append("activation bar: the receiver's code is running")
    if !diagram.bands.isEmpty {
      lines.append("group Presentation, Dismissal…: a transition, request to end")
    }
    if diagram.bands.contains(where: { $0.phase == .management }) {
      lines.append("group Management: what a transition left on screen stays")
    }
    if diagram.frames.contains(where: { if case .outcome = $0.kind { true } else { false } }) {
      lines.append("group interactive: how an interactive transition ended")
    }
    if diagram.frames.contains(where: { if case .loop = $0.kind { true } else { false } }) {
      lines.append("loop ×N: repeated calls folded into one")
    }
    return lines + ["endlegend"]
  }

  /// Text PlantUML draws as written: `alwaysEscaped` always, `pairedEscaped` wherever a
  /// character repeats, and the line separators, as `<U+XXXX>`. Scalar by scalar, never
  /// `Character` by `Character`: a quote followed by a combining mark is still a quote to
  /// PlantUML. Line breaks and other controls are written as `VisibleText` writes them, so no
  /// text starts a line of its own, where a directive would be read.
  package static func escape(_ text: String) -> String {
    let scalars = Array(VisibleText.escaped(text).unicodeScalars)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      let repeated =
        (index > 0 && scalars[index - 1] == scalar)
        || (index + 1 < scalars.count && scalars[index + 1] == scalar)
      if alwaysEscaped.contains(scalar) || (pairedEscaped.contains(scalar) && repeated)
        || scalar == "\u{2028}" || scalar == "\u{2029}"
      {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
