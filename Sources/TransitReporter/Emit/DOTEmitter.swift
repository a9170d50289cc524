/// Writes a laid-out diagram as DOT in which every position is pinned (`neato -n2` DOT): nodes
/// carry `pos`, edges carry their spline in `pos` and their label's centre in `lp`, clusters
/// carry `bb`. Graphviz only draws it.
///
/// Drawing order follows Graphviz's: clusters first (phase bands, then frames), then edges in
/// the order written (`outputorder=edgesfirst`: lifelines, activation bars, then one edge per
/// row, its label in the same SVG group), then nodes (participant headers) on top. Each row's
/// group has the id `seq-N` (`seq-N-return` for a return) and the row's kind as its class.
///
/// A paged layout gives one DOT per page: each draws the page's part of the layout, clipped to
/// it, with `size` set to the page so Graphviz scales it down to fit.
package enum DOTEmitter {
  /// The fonts labels are set in, first found first: each is monospace with an advance of at
  /// most the 0.602 em the layout measures (DejaVu Sans Mono; Menlo, Liberation Mono and
  /// Courier New 0.6; Consolas 0.55), so a viewer that lacks the first still fits every label
  /// in the width reserved for it.
  package static let fontNames =
    "DejaVu Sans Mono,Menlo,Consolas,Liberation Mono,Courier New,monospace"

  /// The DOT of the whole layout; a paged layout's first page.
  package static func dot(_ layout: SequenceLayout, fitWidth: Double? = nil) -> String {
    var emitter = DOTDrawing(layout: layout, page: layout.paging == nil ? nil : 0)
    emitter.fitWidth = fitWidth
    emitter.write()
    return emitter.out.text
  }

  /// One DOT per page of a paged layout; the whole layout's otherwise.
  package static func pages(_ layout: SequenceLayout) -> [String] {
    guard layout.paging != nil else { return [dot(layout)] }
    return layout.pageTops.indices.map { page in
      var emitter = DOTDrawing(layout: layout, page: page)
      emitter.write()
      return emitter.out.text
    }
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
  /// The part of the layout drawn: a page, or all of it.
  let top: Double
  let height: Double
  /// The page drawn, of a paged layout.
  let page: Int?
  /// A width in points the drawing is scaled down to, when it is wider.
  var fitWidth: Double?

  init(layout: SequenceLayout, page: Int?) {
    self.layout = layout
    self.page = page
    if let page {
      top = layout.pageTops[page]
      height = layout.pageHeight
    } else {
      top = 0
      height = layout.height
    }
  }

  /// Graphviz's y grows upwards, from the bottom of the part drawn.
  func y(_ value: Double) -> Double { height - (value - top) }

  /// Whether anything between `from` and `to` (layout y) is on the part drawn.
  func shows(_ from: Double, _ to: Double) -> Bool {
    to > top && from < top + height
  }

  /// `rect` cut to the part drawn, or nil when none of it is there.
  func clipped(_ rect: SequenceLayout.Rect) -> SequenceLayout.Rect? {
    let from = max(rect.y, top)
    let to = min(rect.maxY, top + height)
    guard to > from else { return nil }
    return SequenceLayout.Rect(x: rect.x, y: from, width: rect.width, height: to - from)
  }

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
    let font = DOTWriter.Value.string(DOTEmitter.fontNames)
    out.line("digraph \(DOTWriter.quoted(layout.diagram.title)) {")
    var graph: [(String, DOTWriter.Value)] = [
      ("bb", .string("0,0,\(DOTWriter.number2(layout.width)),\(DOTWriter.number2(height))")),
      ("outputorder", .string("edgesfirst")), ("bgcolor", .string(theme.background)),
      ("fontname", font), ("fontsize", .number(9 * metrics.fontSize / 10)),
      ("fontcolor", .string(theme.muted)),
      ("id", .string("transit-diagram")), ("class", .string("theme-\(theme.name)")),
      ("pad", .string("0")), ("margin", .string("0")),
    ]
    // `size` is in inches; Graphviz scales a drawing larger than it down to fit.
    if let paging = layout.paging {
      graph.append(("size", .string(inches(paging.width) + "," + inches(paging.height))))
    } else if let fitWidth, layout.width > fitWidth {
      let fitted = layout.height * fitWidth / layout.width
      graph.append(("size", .string(inches(fitWidth) + "," + inches(fitted))))
    }
    out.statement("  graph", graph)
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
    out.statement("  corner0", corner + [("pos", .string(point(0, top + height)))])
    out.statement("  corner1", corner + [("pos", .string(point(layout.width, top)))])
    // Graphviz draws edges grouped by tail node, in the order the nodes were made: one tail per
    // layer makes lifelines go under activation bars, and bars under the rows and their labels.
    for layer in ["lifelines", "bars", "rows"] {
      out.statement("  \(layer)", corner + [("pos", .string(point(0, top + height)))])
    }
    // cgraph keeps sibling subgraphs in the order of their names' addresses, which changes from
    // run to run; nesting each cluster inside the previous one fixes the drawing order (bands,
    // then frames) whatever the addresses. Positions are pinned, so nesting changes nothing else.
    writeBands()
    writeFrames()
    out.line(String(repeating: "  }\n", count: clusters), terminator: "")
    writeLifelines()
    writeBars()
    for index in layout.diagram.rows.indices
    where shows(layout.rows[index].top, layout.rows[index].bottom) {
      writeRow(index)
    }
    writeLegend()
    writeHeaders()
    out.line("}")
  }

  /// Points as DOT's `size` wants them: inches, two decimals at most.
  func inches(_ points: Double) -> String {
    DOTWriter.number2((points / 72 * 100).rounded(.down) / 100)
  }

  mutating func cluster(
    _ name: String, rect: SequenceLayout.Rect, attributes: [(String, DOTWriter.Value)],
    title: String?, bold: Bool
  ) {
    let whole = rect
    // A band or frame that runs onto other pages is drawn in its part on this one, titled
    // where it starts.
    let rect = clipped(whole) ?? SequenceLayout.Rect(x: whole.x, y: top, width: 0, height: 0)
    let title = whole.y >= top && whole.y < top + height ? title : nil
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
    guard
      let header = layout.headerRows.first(where: { $0 < top + height && $0 >= top })
        ?? layout.headerRows.first
    else { return }
    let from = max(header + metrics.headerHeight, top)
    let to = min(layout.lifelineBottom, top + height)
    guard to > from else { return }
    for (index, x) in layout.columnX.enumerated() {
      out.statement(
        "  lifelines -> lifelines",
        [
          ("pos", .string(spline([(x, from), (x, to)]))),
          ("dir", .string("none")), ("style", .string("dashed")),
          ("color", .string(theme.line)), ("id", .string("lifeline-\(index + 1)")),
          ("class", .string("lifeline")),
        ])
    }
  }

  mutating func writeBars() {
    for (index, whole) in layout.bars.enumerated() {
      guard let bar = clipped(whole) else { continue }
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
