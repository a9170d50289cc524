import Foundation
import TransitFiles
import TransitReporter
import TransitTrace

/// `transit render` at work: the log loaded, the focus checked, the diagram drawn and written.
extension Render {
  @MainActor
  func run() async throws {
    if format == .gif || at != nil {
      let (bytes, scenario) = try screenImage()
      try write(bytes, scenario: scenario)
      return
    }
    guard case .diagram(let diagramFormat) = format else {
      let (page, scenario) = try stepPage()
      try write(Array(page.utf8), scenario: scenario)
      return
    }
    if options.pages != nil, let drawing = Graphviz.Format(rawValue: diagramFormat.rawValue) {
      try writePages(drawing)
      return
    }
    switch try prepare(diagramFormat) {
    case .drawn(let dot, let drawing, let scenario):
      // The DOT is handed over, not copied: Graphviz.draw releases it once parsed.
      let drawn = try Graphviz.draw(dot: consume dot, format: drawing)
      try write(drawn.bytes, scenario: scenario)
      if drawn.isReduced, let dotsPerInch = drawn.dotsPerInch {
        StandardError.write(Self.reducedNote(drawn, dotsPerInch: dotsPerInch))
      }
    case .written(let bytes, let scenario):
      try write(bytes, scenario: scenario)
    }
  }

  /// What a PNG drawn below 96 dpi tells its reader, and how to get it whole.
  static func reducedNote(_ drawn: Graphviz.Drawing, dotsPerInch: Double) -> String {
    let size = String(format: "%.0f × %.0f pt", drawn.width, drawn.height)
    return "note: the diagram is \(size); the PNG is drawn at \(dotsPerInch) dpi rather than "
      + "96, since cairo draws no bitmap wider or taller than "
      + "\(Int(Graphviz.largestBitmapSide)) pixels. --format svg or pdf keeps every detail, "
      + "and --transition or --from/--to draws a part at full size.\n"
  }

  /// Refuses a focus the log does not have, naming what it has, rather than drawing an empty
  /// diagram (the reporter's `DiagramOptions.checkFocus`).
  func checkFocus(_ records: [Record]) throws {
    try options.checkFocus(records, force: force)
  }

  /// Writes the output to `--output`, standard output, or `Output/NAME.EXT`.
  func write(_ bytes: [UInt8], scenario: String) throws {
    let destination = output ?? defaultDestination(scenario: scenario)
    if destination == "-" {
      try StandardOutput.write(bytes: bytes)
    } else {
      try OutputFile.write(bytes: bytes, to: destination, naming: output == nil ? .chosen : .given)
      StandardError.write("\(VisibleText.escaped(path)) → \(VisibleText.escaped(destination))\n")
    }
  }

  /// What `prepare` hands over: the DOT for Graphviz to draw, or the finished bytes, with the
  /// log's scenario.
  enum Prepared {
    case drawn(dot: String, format: Graphviz.Format, scenario: String)
    case written([UInt8], scenario: String)
  }

  /// The output, or for SVG, PNG and PDF the DOT Graphviz draws, and the log's scenario. The
  /// records and the diagram are released on return, before Graphviz runs, so a long log's
  /// model and Graphviz's graph are never in memory together.
  @MainActor
  func prepare(_ format: DiagramFormat) throws -> Prepared {
    let records = try LogSource.load(path, lenient: lenient).records
    try checkFocus(records)
    if format == .chromeTrace {
      return .written(
        Array(ChromeTraceEmitter.json(records, options: options).utf8),
        scenario: records.first.flatMap { record -> String? in
          if case .header(let header) = record { return header.scenario }
          return nil
        } ?? "")
    }
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    if let drawing = Graphviz.Format(rawValue: format.rawValue) {
      return .drawn(
        dot: DiagramRenderer.dot(diagram, options: options), format: drawing,
        scenario: diagram.title)
    }
    return .written(
      try DiagramRenderer.render(diagram, format: format, options: options),
      scenario: diagram.title)
  }

  /// `Output/NAME.EXT`, NAME being the log's or console's file name, the scenario's name, or
  /// for standard input the log's scenario.
  func defaultDestination(scenario: String) -> String {
    var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if path == "-" || LogSource.kind(of: path) == .builtIn {
      name = scenario.isEmpty ? "stdin" : scenario
    }
    return "Output/\(OutputName.safe(name)).\(format.fileExtension)"
  }
}
