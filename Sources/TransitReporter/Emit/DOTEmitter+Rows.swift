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
    case .warning:
      (fill, border, borderColour) = (theme.warningFill, 1, theme.warningBorder)
    case .note:
      (fill, border, borderColour) = (theme.noteFill, 1, theme.noteBorder)
    case .view:
      (colour, italic) = (theme.muted, true)
    case .gesture:
      colour = theme.touch
    default: break
    }
    var lines: [String] = []
    for (number, line) in box.lines.enumerated() {
      var text = DOTWriter.html(line)
      let seq = row.seqText + " "
      if number == 0, row.style != .reply, line.hasPrefix(seq) {
        text =
          "<b>" + DOTWriter.html(row.seqText) + "</b> "
          + DOTWriter.html(String(line.dropFirst(seq.count)))
      }
      if row.kind == .state { text = "<b>" + DOTWriter.html(line) + "</b>" }
      if italic { text = "<i>" + text + "</i>" }
      lines.append(text + "<br align=\"left\"/>")
    }
    let width = DOTWriter.number2(box.label.width)
    let height = DOTWriter.number2(box.label.height)
    return
      "<table border=\"\(border)\" color=\"\(borderColour)\" cellborder=\"0\" cellspacing=\"0\" "
      + "cellpadding=\"0\" bgcolor=\"\(fill)\"><tr><td align=\"left\" balign=\"left\" "
      + "fixedsize=\"true\" width=\"\(width)\" height=\"\(height)\">"
      + "<font color=\"\(colour)\">" + lines.joined() + "</font></td></tr></table>"
  }

  mutating func writeHeaders() {
    let widths = layout.headerWidths
    for (row, top) in layout.headerRows.enumerated() {
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
                "<b>\(id)</b><br/><font point-size=\"9\" color=\"\(theme.muted)\">\(className)</font>"
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
