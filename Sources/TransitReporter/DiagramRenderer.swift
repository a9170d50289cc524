import TransitTrace

/// The formats `transit render` writes.
package enum DiagramFormat: String, Sendable, CaseIterable {
  case svg
  case png
  case pdf
  case dot
  case mermaid
  case plantuml
  case text
  /// A timeline in the Trace Event Format, for Perfetto and `chrome://tracing`.
  case chromeTrace = "chrome-trace"

  /// The file extension outputs of this format get: `svg`, `mmd`, `puml`, `txt`, `json`.
  package var fileExtension: String {
    switch self {
    case .svg, .png, .pdf, .dot: return rawValue
    case .mermaid: return "mmd"
    case .plantuml: return "puml"
    case .text: return "txt"
    case .chromeTrace: return "json"
    }
  }
}

/// Renders a log's sequence diagram in any `DiagramFormat`, in memory.
///
/// ```swift
/// let records = try LogReader.readAll(path: "Traces/card-zoom.jsonl")
/// let svg = try DiagramRenderer.render(records, format: .svg)
/// ```
///
/// The text formats come straight from the diagram model; SVG, PNG and PDF are drawn by libgvc
/// from the DOT of Transit's own layout.
package enum DiagramRenderer {
  /// The bytes of `records`' diagram in `format`.
  package static func render(
    _ records: [Record], format: DiagramFormat, options: DiagramOptions = DiagramOptions()
  ) throws(GraphvizError) -> [UInt8] {
    if format == .chromeTrace {
      return Array(ChromeTraceEmitter.json(records, options: options).utf8)
    }
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    return try render(diagram, format: format, options: options)
  }

  /// The bytes of `diagram` in `format`.
  package static func render(
    _ diagram: SequenceDiagram, format: DiagramFormat, options: DiagramOptions = DiagramOptions()
  ) throws(GraphvizError) -> [UInt8] {
    switch format {
    case .mermaid: return Array(MermaidEmitter.mermaid(diagram, theme: options.theme).utf8)
    case .plantuml:
      return Array(
        PlantUMLEmitter.plantUML(diagram, theme: options.theme, legend: options.legend).utf8)
    case .text: return Array(TextDiagramEmitter.text(diagram, legend: options.legend).utf8)
    case .chromeTrace:
      // A timeline needs the records' times, which the diagram does not keep.
      throw GraphvizError(
        operation: "write a Chrome trace from a diagram",
        message: "a timeline is written from the log's records (render(_:format:options:))")
    case .dot: return Array(dot(diagram, options: options).utf8)
    // A paged SVG or PNG gives its first page here; `drawnPages` gives them all.
    case .svg: return try drawnPages(diagram, format: .svg, options: options)[0]
    case .png: return try drawnPages(diagram, format: .png, options: options)[0]
    case .pdf: return try drawnPages(diagram, format: .pdf, options: options)[0]
    }
  }

  /// The pinned-position DOT of `diagram`, laid out by Transit.
  package static func dot(_ diagram: SequenceDiagram, options: DiagramOptions = DiagramOptions())
    -> String
  {
    DOTEmitter.dot(layout(diagram, options: options), fitWidth: options.fitWidth)
  }

  /// Where everything of `diagram` goes under `options`: the layout DOT and the step-through
  /// page draw. A slide deck is laid out a slide at a time (`slideLayouts`).
  package static func layout(_ diagram: SequenceDiagram, options: DiagramOptions)
    -> SequenceLayout
  {
    let paging = options.pages.map { SequenceLayout.Paging(width: $0.width, height: $0.height) }
    return SequenceLayout(
      diagram, theme: options.theme, metrics: metrics(options), paging: paging,
      legend: options.legend)
  }

  /// A slide deck's layouts, one for each run of rows between two breaks (a transition, or
  /// what comes between two), each with the rows it holds. Each run is scaled on its own to
  /// fit its slide, so a short transition keeps large type instead of taking the scale the
  /// deck's longest needs. Every slide has every lane, in the same order, spaced for its own
  /// labels. The legend closes the last run. Without pages per transition, the one layout of every row.
  package static func slideLayouts(_ diagram: SequenceDiagram, options: DiagramOptions)
    -> [(rows: Range<Int>, layout: SequenceLayout)]
  {
    guard options.pagePerTransition, let size = options.pages, !diagram.rows.isEmpty else {
      return [(diagram.rows.indices, layout(diagram, options: options))]
    }
    let breaks = transitionStarts(diagram).union(transitionEnds(diagram))
    let bounds = [0] + breaks.filter { $0 > 0 && $0 < diagram.rows.count }.sorted()
    let paging = SequenceLayout.Paging(
      width: size.width, height: size.height, smallestFitScale: Self.smallestSlideScale)
    return bounds.indices.map { index in
      let rows = bounds[index]..<(index + 1 < bounds.count ? bounds[index + 1] : diagram.rows.count)
      let layout = SequenceLayout(
        diagram.slice(rows), theme: options.theme, metrics: metrics(options), paging: paging,
        legend: options.legend && index == bounds.count - 1)
      return (rows, layout)
    }
  }

  /// The sizes a diagram is laid out with under `options`: its type size, label width and
  /// header interval.
  static func metrics(_ options: DiagramOptions) -> SequenceLayout.Metrics {
    var metrics = SequenceLayout.Metrics()
    if options.textScale != 1 { metrics = metrics.scaled(options.textScale) }
    metrics.headerInterval = options.headerInterval
    metrics.compactRows = options.pagePerTransition
    if let columns = options.labelColumns {
      metrics.labelColumns = columns
      metrics.noteColumns = columns
      metrics.maximumLines = 5
    }
    return metrics
  }

  /// How far a slide may be scaled down to hold one transition: below it, a transition runs
  /// over more slides rather than shrink further.
  static let smallestSlideScale = 0.25

  /// The rows a slide starts at: for each transition, the row of the record that started it
  /// (the touch or call its first record ran inside).
  ///
  /// A transition requested while another runs (an alert's action pushing as the alert goes)
  /// shares its slide: a break there would cut the running one in two.
  package static func transitionStarts(_ diagram: SequenceDiagram) -> Set<Int> {
    var starts = Set<Int>()
    let inside = insideTransitions(diagram)
    for band in diagram.bands where band.phase != .management {
      var row = band.firstRow
      while row > 0, diagram.rows[row].depth > 0 { row -= 1 }
      if row > 0, !inside[row] { starts.insert(row) }
    }
    return starts
  }

  /// For each row, whether it falls after the first row of a transition's band and at or
  /// before its last: one pass over the bands and one over the rows.
  static func insideTransitions(_ diagram: SequenceDiagram) -> [Bool] {
    var change = Array(repeating: 0, count: diagram.rows.count + 1)
    for band in diagram.bands where band.phase != .management && band.firstRow < band.lastRow {
      change[band.firstRow + 1] += 1
      change[band.lastRow + 1] -= 1
    }
    var open = 0
    return diagram.rows.indices.map { row in
      open += change[row]
      return open > 0
    }
  }

  /// The rows after each transition that start a slide of their own: the first record at the
  /// top level after the transition's last, so what happens between two transitions (a layout
  /// pass, a pan not yet dismissing) does not crowd the transition's slide.
  package static func transitionEnds(_ diagram: SequenceDiagram) -> Set<Int> {
    var ends = Set<Int>()
    let inside = insideTransitions(diagram)
    for band in diagram.bands where band.phase != .management {
      var row = band.lastRow + 1
      while row < diagram.rows.count, diagram.rows[row].depth > 0 { row += 1 }
      if row < diagram.rows.count, !inside[row] { ends.insert(row) }
    }
    return ends
  }

  /// The DOT of each page of `diagram` under `options`: one when it is not paged.
  package static func pages(_ diagram: SequenceDiagram, options: DiagramOptions) -> [String] {
    guard options.pages != nil else {
      return [DOTEmitter.dot(layout(diagram, options: options), fitWidth: options.fitWidth)]
    }
    return slideLayouts(diagram, options: options).flatMap { DOTEmitter.pages($0.layout) }
  }

  /// The files of `diagram` in a drawn format: one per page for SVG and PNG, a single
  /// document of every page for PDF, one file when the diagram is not paged. A slide's PNG is
  /// drawn at 144 dpi, 1920 × 1080 pixels.
  package static func drawnPages(
    _ diagram: SequenceDiagram, format: Graphviz.Format, options: DiagramOptions
  ) throws(GraphvizError) -> [[UInt8]] {
    let dots = pages(diagram, options: options)
    let dpi: Double? = options.pages == .slide ? 144 : nil
    var files: [[UInt8]] = []
    for dot in dots {
      files.append(try Graphviz.draw(dot: dot, format: format, dotsPerInch: dpi).bytes)
    }
    guard format == .pdf, files.count > 1 else { return files }
    do {
      return [try PDFPages.joined(files)]
    } catch {
      throw GraphvizError(operation: "join the PDF's pages", message: error.description)
    }
  }

  /// The SVG libgvc draws of `layout`: the picture the step-through page steps through.
  package static func svg(_ layout: SequenceLayout) throws(GraphvizError) -> [UInt8] {
    try Graphviz.render(dot: DOTEmitter.dot(layout), format: .svg)
  }
}
