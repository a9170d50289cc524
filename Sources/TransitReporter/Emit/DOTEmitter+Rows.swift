import TransitTrace

// One edge per row, its label in the same SVG group; and the participant headers.
extension DOTDrawing {
  mutating func writeRow(_ index: Int) {
    let row = layout.diagram.rows[index]
    let box = layout.rows[index]
    let tooltip = DOTWriter.tooltip(row.label)
    var attributes: [(String, DOTWriter.Value)] = [
      ("id", .string(row.id)),
      ("class", .string(row.style.rawValue + (row.count > 1 ? " folded" : ""))),
      ("tooltip", .quoted(tooltip)), ("labeltooltip", .quoted(tooltip)),
    ]
    let anchor = box.anchor
    switch row.kind {
    case .message, .reply:
      let direction: Double = box.end > box.start ? 1 : -1
      let stop = box.end - direction * arrowLength
      attributes.append(
        (
          "pos",
          .string("e,\(point(box.end, anchor)) " + spline([(box.start, anchor), (stop, anchor)]))
        ))
      if case .reply = row.kind {
        attributes += [("style", .string("dashed")), ("arrowhead", .string("vee"))]
      }
    case .selfCall:
      let right = box.start + metrics.loopWidth
      let bottom = anchor + metrics.loopHeight
      attributes.append(
        (
          "pos",
          .string(
            "e,\(point(box.end, bottom)) "
              + spline([
                (box.start, anchor), (right, anchor), (right, bottom),
                (box.end + arrowLength, bottom),
              ]))
        ))
    case .gesture(let column), .view(let column), .note(let column):
      let from = layout.edge(column, index, towards: .greatestFiniteMagnitude, before: true)
      let to = box.label.x
      let marker: String
      switch row.kind {
      case .gesture: marker = "dot"
      case .view: marker = "obox"
      default: marker = "none"
      }
      let colour = row.kind == .gesture(column) ? theme.touch : theme.muted
      attributes += [
        ("pos", .string("s,\(point(from, anchor)) " + spline([(from + 3, anchor), (to, anchor)]))),
        ("dir", .string("back")), ("arrowtail", .string(marker)), ("arrowsize", .number(0.6)),
        ("color", .string(colour)),
      ]
      if case .note = row.kind { attributes.append(("style", .string("dotted"))) }
    case .state:
      attributes += [
        (
          "pos",
          .string(spline([(metrics.margin, anchor), (layout.width - metrics.margin, anchor)]))
        ),
        ("dir", .string("none")), ("style", .string("dotted")), ("color", .string(theme.line)),
      ]
    }
    attributes.append(("label", .html(label(row, box))))
    attributes.append(("lp", .string(point(box.label.midX, box.label.midY))))
    out.statement("  rows -> rows", attributes)
  }

  /// The row's label: its lines left-aligned in a table the size the layout gave it, on the
  /// background of the band it sits in (or a note's own fill), the seq number in bold.
  func label(_ row: Row, _ box: SequenceLayout.RowBox) -> String {
    var fill = box.labelFill
    var border = 0
    var borderColour = fill
    var colour = theme.text
    var italic = false
    switch row.style {
    case .warning, .retained:
      (fill, border, borderColour) = (theme.warningFill, 1, theme.warningBorder)
    case .release:
      (colour, italic) = (theme.muted, true)
    case .note:
      (fill, border, borderColour) = (theme.noteFill, 1, theme.noteBorder)
    case .view:
      (colour, italic) = (theme.muted, true)
    case .gesture:
      colour = theme.touch
    case .foldedCall:
      (fill, border, borderColour) = (theme.stateFill, 1, theme.line)
    default: break
    }
    let body = box.lines.map { line in
      var text = DOTWriter.html(Self.keepingSpaces(line))
      if row.kind == .state { text = "<b>" + text + "</b>" }
      if italic { text = "<i>" + text + "</i>" }
      return text + "<br align=\"left\"/>"
    }.joined()
    let height = DOTWriter.number2(box.label.height)
    // The seq number is a cell of its own, a cell wider than the number: each text starts at
    // a position of its own with a real gap between them, whatever a viewer does with spaces.
    var cells = ""
    if let seq = box.seq {
      cells +=
        "<td align=\"left\" valign=\"top\" fixedsize=\"true\" "
        + "width=\"\(DOTWriter.number2(box.seqWidth))\" height=\"\(height)\">"
        + "<font color=\"\(colour)\"><b>\(DOTWriter.html(seq))</b><br align=\"left\"/></font></td>"
    }
    let textWidth = DOTWriter.number2(box.label.width - box.seqWidth)
    cells +=
      "<td align=\"left\" balign=\"left\" valign=\"top\" fixedsize=\"true\" "
      + "width=\"\(textWidth)\" height=\"\(height)\"><font color=\"\(colour)\">\(body)</font></td>"
    return
      "<table border=\"\(border)\" color=\"\(borderColour)\" cellborder=\"0\" cellspacing=\"0\" "
      + "cellpadding=\"0\" bgcolor=\"\(fill)\"><tr>\(cells)</tr></table>"
  }

  /// `line` with each space a viewer could drop or merge (at either end, or beside another
  /// space) made a no-break space, which monospace fonts draw just as wide.
  static func keepingSpaces(_ line: String) -> String {
    guard line.hasPrefix(" ") || line.hasSuffix(" ") || line.contains("  ") else { return line }
    let characters = Array(line)
    return String(
      characters.indices.map { index -> Character in
        guard characters[index] == " " else { return characters[index] }
        let lonely =
          index > 0 && index < characters.count - 1 && characters[index - 1] != " "
          && characters[index + 1] != " "
        return lonely ? " " : "\u{00A0}"
      })
  }

  mutating func writeHeaders() {
    let widths = layout.headerWidths
    for (row, top) in layout.headerRows.enumerated() where shows(top, top + metrics.headerHeight) {
      for index in layout.headerColumns[row] {
        let column = layout.diagram.columns[index]
        let name = "p\(index)_\(row)"
        let id = DOTWriter.html(VisibleText.escaped(column.id))
        let className = DOTWriter.html(VisibleText.escaped(column.className))
        out.statement(
          "  \(name)",
          [
            ("pos", .string(point(layout.columnX[index], top + metrics.headerHeight / 2))),
            ("width", .number(widths[index] / 72)),
            ("height", .number(metrics.headerHeight / 72)),
            ("style", .string("filled,rounded")), ("fillcolor", .string(theme.headerFill)),
            ("color", .string(theme.headerBorder)),
            (
              "label",
              .html(
                "<b>\(id)</b><br/><font point-size=\"\(DOTWriter.number2(metrics.fontSize * 0.9))\" "
                  + "color=\"\(theme.muted)\">\(className)</font>"
              )
            ),
            ("id", .string("participant-\(index + 1)-\(row + 1)")),
            ("class", .string("participant")),
            ("tooltip", .quoted(DOTWriter.tooltip(column.id + ": " + column.className))),
          ])
      }
    }
  }
}
