/// Writes a laid-out diagram as DOT in which every position is pinned (`neato -n2` DOT): nodes
/// carry `pos`, edges carry their spline in `pos` and their label's centre in `lp`, clusters
/// carry `bb`. Graphviz only draws it.
///
/// Drawing order follows Graphviz's: clusters first (phase bands, then frames), then edges in
/// the order written (`outputorder=edgesfirst`: lifelines, activation bars, then one edge per
/// row, its label in the same SVG group), then nodes (participant headers) on top. Each row's
/// group has the id `seq-N` (`seq-N-return` for a return) and the row's kind as its class.
package enum DOTEmitter {
  package static func dot(_ layout: SequenceLayout) -> String {
    var emitter = DOTDrawing(layout: layout)
    emitter.write()
    return emitter.out.text
  }
}

struct DOTDrawing {
  let layout: SequenceLayout
  var out = DOTWriter()
  var theme: Theme { layout.theme }
  var metrics: SequenceLayout.Metrics { layout.metrics }
  let arrowLength = 8.0
  /// Clusters opened and not yet closed.
  var clusters = 0

  init(layout: SequenceLayout) { self.layout = layout }

  /// Graphviz's y grows upwards.
  func y(_ value: Double) -> Double { layout.height - value }

  func point(_ x: Double, _ top: Double) -> String { DOTWriter.point(x, y(top)) }

  /// A straight spline through `points`, each segment a cubic with its control points on it.
  func spline(_ points: [(Double, Double)]) -> String {
    var parts = [point(points[0].0, points[0].1)]
    for index in 1..<points.count {
      let a = points[index - 1]
      let b = points[index]
      parts.append(point(a.0 + (b.0 - a.0) / 3, a.1 + (b.1 - a.1) / 3))
      parts.append(point(a.0 + 2 * (b.0 - a.0) / 3, a.1 + 2 * (b.1 - a.1) / 3))
      parts.append(point(b.0, b.1))
    }
    return parts.joined(separator: " ")
  }

  mutating func write() {
    let font = DOTWriter.Value.string("monospace")
    out.line("digraph \(DOTWriter.quoted(layout.diagram.title)) {")
    out.statement(
      "  graph",
      [
        (
          "bb",
          .string("0,0,\(DOTWriter.number2(layout.width)),\(DOTWriter.number2(layout.height))")
        ),
        ("outputorder", .string("edgesfirst")), ("bgcolor", .string(theme.background)),
        ("fontname", font), ("fontsize", .number(9)), ("fontcolor", .string(theme.muted)),
        ("id", .string("transit-diagram")), ("class", .string("theme-\(theme.name)")),
        ("pad", .string("0")),
      ])
    out.statement(
      "  node",
      [
        ("shape", .string("box")), ("fixedsize", .string("true")), ("fontname", font),
        ("fontsize", .number(metrics.fontSize)), ("fontcolor", .string(theme.text)),
        ("label", .string("")),
      ])
    out.statement(
      "  edge",
      [
        ("fontname", font), ("fontsize", .number(metrics.fontSize)),
        ("fontcolor", .string(theme.text)), ("color", .string(theme.arrow)),
        ("arrowsize", .number(0.8)),
      ])
    // The canvas corners pin the drawing's bounding box to the layout's.
    let corner: [(String, DOTWriter.Value)] = [
      ("shape", .string("point")), ("width", .number(0)), ("style", .string("invis")),
    ]
    out.statement("  corner0", corner + [("pos", .string(point(0, layout.height)))])
    out.statement("  corner1", corner + [("pos", .string(point(layout.width, 0)))])
    // Graphviz draws edges grouped by tail node, in the order the nodes were made: one tail per
    // layer makes lifelines go under activation bars, and bars under the rows and their labels.
    for layer in ["lifelines", "bars", "rows"] {
      out.statement("  \(layer)", corner + [("pos", .string(point(0, layout.height)))])
    }
    // cgraph keeps sibling subgraphs in the order of their names' addresses, which changes from
    // run to run; nesting each cluster inside the previous one fixes the drawing order (bands,
    // then frames) whatever the addresses. Positions are pinned, so nesting changes nothing else.
    writeBands()
    writeFrames()
    out.line(String(repeating: "  }\n", count: clusters), terminator: "")
    writeLifelines()
    writeBars()
    for index in layout.diagram.rows.indices { writeRow(index) }
    writeHeaders()
    out.line("}")
  }

  mutating func cluster(
    _ name: String, rect: SequenceLayout.Rect, attributes: [(String, DOTWriter.Value)],
    title: String?, bold: Bool
  ) {
    out.line("  subgraph \(DOTWriter.quoted(name)) {")
    var all: [(String, DOTWriter.Value)] = [
      ("bb", .string(point(rect.x, rect.maxY) + "," + point(rect.maxX, rect.y)))
    ]
    all += attributes
    if let title {
      let text = DOTWriter.html(title)
      all.append(("label", .html(bold ? "<b>\(text)</b>" : text)))
      let width = layout.textWidth(TextMeasure.cells(title)) * 0.9
      all.append(("lp", .string(point(rect.x + 6 + width / 2, rect.y + 8))))
    } else {
      all.append(("label", .string("")))
    }
    out.statement("    graph", all)
    out.statement(
      "    \(DOTWriter.quoted(name + "_anchor"))",
      [
        ("shape", .string("point")), ("width", .number(0)), ("style", .string("invis")),
        ("pos", .string(point(rect.x + 1, rect.y + 1))),
      ])
    clusters += 1
  }

  /// The most bands and frames drawn as clusters. Each is nested in the one before (above), and
  /// cgraph adds a nested cluster's node to every enclosing one, in time growing with the
  /// square of their count; `neato`'s parser also gives up a few thousand levels deep. A log
  /// with more transitions than this (a thousand left open, say) has the rest unshaded.
  static let maximumClusters = 1000

  mutating func writeBands() {
    for (index, band) in layout.diagram.bands.enumerated()
    where clusters < Self.maximumClusters {
      let fill = theme.fill(band.phase)
      cluster(
        "cluster_band\(index)", rect: layout.bands[index],
        attributes: [
          ("style", .string("filled")), ("fillcolor", .string(fill)), ("color", .string(fill)),
          ("id", .string("band-\(index + 1)")),
          ("class", .string("band \(band.phase.rawValue)")),
        ],
        title: band.phase == .management ? band.title : nil, bold: false)
    }
  }

  mutating func writeFrames() {
    for (index, frame) in layout.diagram.frames.enumerated()
    where clusters < Self.maximumClusters {
      let kind: String
      if case .loop = frame.kind { kind = "loop" } else { kind = "outcome" }
      cluster(
        "cluster_frame\(index)", rect: layout.frames[index],
        attributes: [
          ("style", .string(kind == "loop" ? "dashed" : "solid")),
          ("color", .string(theme.line)), ("bgcolor", .string("transparent")),
          ("fontcolor", .string(theme.text)), ("id", .string("frame-\(index + 1)")),
          ("class", .string("frame \(kind)")),
        ],
        title: frame.title, bold: true)
    }
  }

  mutating func writeLifelines() {
    guard let top = layout.headerRows.first, let bottom = layout.headerRows.last else { return }
    for (index, x) in layout.columnX.enumerated() {
      out.statement(
        "  lifelines -> lifelines",
        [
          ("pos", .string(spline([(x, top + metrics.headerHeight), (x, bottom)]))),
          ("dir", .string("none")), ("style", .string("dashed")),
          ("color", .string(theme.line)), ("id", .string("lifeline-\(index + 1)")),
          ("class", .string("lifeline")),
        ])
    }
  }

  mutating func writeBars() {
    for (index, bar) in layout.bars.enumerated() {
      // The border is a wide line and the fill a narrower one over it, inset at the ends too.
      for (suffix, width, colour, inset) in [
        ("", bar.width, theme.activationBorder, 0.0),
        ("-fill", bar.width - 2, theme.activationFill, 1.0),
      ] {
        let line = spline([(bar.midX, bar.y + inset), (bar.midX, bar.maxY - inset)])
        out.statement(
          "  bars -> bars",
          [
            ("pos", .string(line)), ("dir", .string("none")), ("penwidth", .number(width)),
            ("color", .string(colour)), ("id", .string("activation-\(index + 1)\(suffix)")),
            ("class", .string("activation")),
          ])
      }
    }
  }
}
