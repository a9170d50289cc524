import TransitTrace

/// Writes a diagram as a Mermaid `sequenceDiagram`, which GitHub renders in Markdown.
///
/// Participants get plain aliases (`p1`, `p2`…) and show their id and class; every label keeps
/// the log's seq number (Mermaid's `autonumber` would count rows, not records); phase bands
/// become `rect` blocks, frames `critical` and `loop` blocks. Text is written with Mermaid's
/// entity codes (`#35;`, `#59;`, `#lt;`), so no name can end a statement or open markup.
package enum MermaidEmitter {
  package static func mermaid(_ diagram: SequenceDiagram, theme: Theme = .light) -> String {
    var lines = [
      "%%{init: {'theme': '\(theme.name == "dark" ? "dark" : "default")'}}%%",
      "sequenceDiagram",
    ]
    for (index, column) in diagram.columns.enumerated() {
      lines.append(
        "  participant p\(index + 1) as \(escape(VisibleText.escaped(column.id)))<br/>"
          + escape(VisibleText.escaped(column.className)))
    }
    let plan = BlockPlan(diagram)
    var indent = "  "
    let everyone =
      diagram.columns.isEmpty
      ? nil : "p1" + (diagram.columns.count > 1 ? ",p\(diagram.columns.count)" : "")
    for (index, row) in diagram.rows.enumerated() {
      for block in plan.opening[index] {
        switch block.kind {
        case .band(let band):
          lines.append(indent + "rect \(Theme.rgb(theme.fill(band.phase)))")
          if band.phase == .management, let everyone {
            lines.append(indent + "  Note over \(everyone): " + escape(band.title))
          }
        case .frame(let frame):
          if case .loop(let count) = frame.kind {
            lines.append(indent + "loop ×\(count)")
          } else {
            lines.append(indent + "critical " + escape(frame.title))
          }
        }
        indent += "  "
      }
      let text = escape(row.label)
      switch row.kind {
      case .message(let from, let to):
        lines.append(indent + "p\(from + 1)->>p\(to + 1): " + text)
      case .reply(let from, let to):
        lines.append(indent + "p\(from + 1)-->>p\(to + 1): " + text)
      case .selfCall(let column):
        lines.append(indent + "p\(column + 1)->>p\(column + 1): " + text)
      case .gesture(let column), .view(let column), .note(let column):
        lines.append(indent + "Note right of p\(column + 1): " + text)
      case .state:
        if let everyone { lines.append(indent + "Note over \(everyone): " + text) }
      }
      for column in plan.activating[index] { lines.append(indent + "activate p\(column + 1)") }
      for column in plan.deactivating[index] { lines.append(indent + "deactivate p\(column + 1)") }
      for _ in plan.closing[index] {
        indent.removeLast(2)
        lines.append(indent + "end")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text as Mermaid shows it literally: characters that are syntax in a message or a note are
  /// written as entity codes, which Mermaid decodes when it draws. Scalar by scalar, never
  /// `Character` by `Character`: `;` followed by a combining mark still ends a statement.
  /// Line breaks and other controls are written as `VisibleText` writes them, so no text starts
  /// a line of its own (where `%%{init}%%` or `link` would be read as a directive).
  package static func escape(_ text: String) -> String {
    var result = ""
    for scalar in VisibleText.escaped(text).unicodeScalars {
      switch scalar {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "\"": result += "#quot;"
      case "%": result += "#37;"
      case "{": result += "#123;"
      case "}": result += "#125;"
      case "`": result += "#96;"
      case "\u{2028}", "\u{2029}": result += "#\(scalar.value);"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
