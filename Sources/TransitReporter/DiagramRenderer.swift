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

  /// The file extension outputs of this format get: `svg`, `mmd`, `puml`, `txt`.
  package var fileExtension: String {
    switch self {
    case .svg, .png, .pdf, .dot: return rawValue
    case .mermaid: return "mmd"
    case .plantuml: return "puml"
    case .text: return "txt"
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
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    return try render(diagram, format: format, options: options)
  }

  /// The bytes of `diagram` in `format`.
  package static func render(
    _ diagram: SequenceDiagram, format: DiagramFormat, options: DiagramOptions = DiagramOptions()
  ) throws(GraphvizError) -> [UInt8] {
    switch format {
    case .mermaid: return Array(MermaidEmitter.mermaid(diagram, theme: options.theme).utf8)
    case .plantuml: return Array(PlantUMLEmitter.plantUML(diagram, theme: options.theme).utf8)
    case .text: return Array(TextDiagramEmitter.text(diagram).utf8)
    case .dot: return Array(dot(diagram, options: options).utf8)
    case .svg: return try Graphviz.render(dot: dot(diagram, options: options), format: .svg)
    case .png: return try Graphviz.render(dot: dot(diagram, options: options), format: .png)
    case .pdf: return try Graphviz.render(dot: dot(diagram, options: options), format: .pdf)
    }
  }

  /// The pinned-position DOT of `diagram`, laid out by Transit.
  package static func dot(_ diagram: SequenceDiagram, options: DiagramOptions = DiagramOptions())
    -> String
  {
    DOTEmitter.dot(layout(diagram, options: options))
  }

  /// Where everything of `diagram` goes under `options`: the layout DOT and the step-through
  /// page draw.
  package static func layout(_ diagram: SequenceDiagram, options: DiagramOptions)
    -> SequenceLayout
  {
    var metrics = SequenceLayout.Metrics()
    metrics.headerInterval = options.headerInterval
    return SequenceLayout(diagram, theme: options.theme, metrics: metrics)
  }

  /// The SVG libgvc draws of `layout`: the picture the step-through page steps through.
  package static func svg(_ layout: SequenceLayout) throws(GraphvizError) -> [UInt8] {
    try Graphviz.render(dot: DOTEmitter.dot(layout), format: .svg)
  }
}
