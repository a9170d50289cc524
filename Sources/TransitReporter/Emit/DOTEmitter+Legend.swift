// The legend: a box under the diagram, each entry a sample drawn as the diagram draws it and a
// line of text.
extension DOTDrawing {
  mutating func writeLegend() {
    guard let whole = layout.legendBox, let box = clipped(whole) else { return }
    out.statement(
      "  legend",
      [
        ("pos", .string(point(box.midX, box.midY))), ("width", .number(box.width / 72)),
        ("height", .number(box.height / 72)), ("style", .string("rounded")),
        ("color", .string(theme.line)), ("id", .string("legend")), ("class", .string("legend")),
        ("label", .string("")),
      ])
    let title = "Legend"
    let titleWidth = layout.textWidth(title.count + 1)
    out.statement(
      "  legend_title",
      [
        (
          "pos",
          .string(
            point(
              box.x + metrics.size(8) + titleWidth / 2,
              box.y + metrics.size(4) + metrics.lineHeight / 2))
        ),
        ("width", .number(titleWidth / 72)), ("height", .number(metrics.lineHeight / 72)),
        ("shape", .string("plaintext")),
        ("label", .html(cell("<b>\(title)</b>", width: titleWidth))),
      ])
    for (index, entry) in layout.legend.enumerated()
    where shows(entry.y - metrics.size(8), entry.y + metrics.size(8)) {
      writeSample(entry, index)
      let width = layout.textWidth(TextMeasure.cells(entry.text) + 1)
      let x = entry.x + metrics.legendSample + metrics.legendGap
      out.statement(
        "  legend\(index)",
        [
          ("pos", .string(point(x + width / 2, entry.y))), ("width", .number(width / 72)),
          ("height", .number(metrics.lineHeight / 72)), ("shape", .string("plaintext")),
          ("label", .html(cell(DOTWriter.html(entry.text), width: width))),
          ("id", .string("legend-\(index + 1)")),
        ])
    }
  }

  /// A left-aligned cell of `width` holding `html`, as row labels are set.
  func cell(_ html: String, width: Double) -> String {
    "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
      + "<td align=\"left\" fixedsize=\"true\" width=\"\(DOTWriter.number2(width))\" "
      + "height=\"\(DOTWriter.number2(metrics.lineHeight))\">"
      + "<font color=\"\(theme.text)\">\(html)</font></td></tr></table>"
  }

  /// The sample of `entry`, drawn as the diagram draws what it stands for.
  mutating func writeSample(_ entry: LegendEntry, _ index: Int) {
    let left = entry.x
    let right = entry.x + metrics.legendSample
    let y = entry.y
    let id: (String, DOTWriter.Value) = ("id", .string("legend-sample-\(index + 1)"))
    // A box sample: 28 × 12 at 10 pt type.
    func box(_ attributes: [(String, DOTWriter.Value)], width: Double? = nil, height: Double? = nil)
      -> [(String, DOTWriter.Value)]
    {
      let width = width ?? metrics.size(28)
      let height = height ?? metrics.size(12)
      return [
        ("pos", .string(point((left + right) / 2, y))), ("width", .number(width / 72)),
        ("height", .number(height / 72)), ("label", .string("")), id,
      ] + attributes
    }
    switch entry.sample {
    case .call, .reply, .state:
      var attributes: [(String, DOTWriter.Value)] = [
        ("pos", .string("e,\(point(right, y)) " + spline([(left, y), (right - arrowLength, y)]))),
        id,
      ]
      if entry.sample == .reply {
        attributes += [("style", .string("dashed")), ("arrowhead", .string("vee"))]
      }
      if entry.sample == .state {
        attributes = [
          ("pos", .string(spline([(left, y), (right, y)]))), ("dir", .string("none")),
          ("style", .string("dotted")), ("color", .string(theme.line)), id,
        ]
      }
      out.statement("  rows -> rows", attributes)
    case .selfCall:
      let loop = left + metrics.loopWidth
      let step = metrics.size(4)
      out.statement(
        "  rows -> rows",
        [
          (
            "pos",
            .string(
              "e,\(point(left + step, y + step)) "
                + spline([
                  (left + step, y - step), (loop, y - step), (loop, y + step),
                  (left + step + arrowLength, y + step),
                ]))
          ), id,
        ])
    case .gesture, .view:
      out.statement(
        "  rows -> rows",
        [
          (
            "pos",
            .string(
              "s,\(point(left + metrics.size(4), y)) "
                + spline([(left + metrics.size(7), y), (right, y)]))
          ),
          ("dir", .string("back")),
          ("arrowtail", .string(entry.sample == .gesture ? "dot" : "obox")),
          ("arrowsize", .number(0.6)),
          ("color", .string(entry.sample == .gesture ? theme.touch : theme.muted)), id,
        ])
    case .note, .warning, .foldedCall, .release, .retained:
      let (fill, border): (String, String) =
        switch entry.sample {
        case .note: (theme.noteFill, theme.noteBorder)
        case .warning, .retained: (theme.warningFill, theme.warningBorder)
        case .release: (theme.stateFill, theme.muted)
        default: (theme.stateFill, theme.line)
        }
      out.statement(
        "  legend_sample\(index)",
        box([
          ("style", .string("filled")), ("fillcolor", .string(fill)), ("color", .string(border)),
        ]))
    case .activation:
      out.statement(
        "  legend_sample\(index)",
        box(
          [
            ("style", .string("filled")), ("fillcolor", .string(theme.activationFill)),
            ("color", .string(theme.activationBorder)),
          ], width: metrics.barWidth, height: metrics.size(14)))
    case .band(let phase):
      out.statement(
        "  legend_sample\(index)",
        box([
          ("style", .string("filled")), ("fillcolor", .string(theme.fill(phase))),
          ("color", .string(theme.fill(phase))),
        ]))
    case .frame(let loop):
      out.statement(
        "  legend_sample\(index)",
        box([
          ("style", .string(loop ? "dashed" : "solid")), ("color", .string(theme.line)),
        ]))
    }
  }
}
