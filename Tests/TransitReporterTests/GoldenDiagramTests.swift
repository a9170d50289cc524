import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// The text formats of every log in `Traces/` are golden files, compared byte for byte:
/// `Golden/<format>/<log>.<ext>`. Missing ones are recorded (and the test fails);
/// `TRANSIT_RECORD=1` re-records them after a deliberate change. They were recorded by other
/// processes, so matching them also shows the output does not vary from run to run (hash seeds,
/// dictionary order), which a second render in the same process could not show.
@Suite("Golden diagrams")
struct GoldenDiagramTests {
  static let formats: [DiagramFormat] = [.dot, .mermaid, .plantuml, .text]

  @Test(
    "each trace's DOT, Mermaid, PlantUML and text match their goldens",
    arguments: try GoldenTraces.names()
  )
  func matchesGoldens(name: String) throws {
    let records = try GoldenTraces.records(name)
    for format in Self.formats {
      let bytes = try DiagramRenderer.render(records, format: format)
      try Golden.expect(
        String(decoding: bytes, as: UTF8.self),
        matches: "\(format.rawValue)/\(name).\(format.fileExtension)")
    }
  }

  @Test("the dark theme's DOT is golden too")
  func darkTheme() throws {
    let records = try GoldenTraces.records("card-zoom")
    let bytes = try DiagramRenderer.render(
      records, format: .dot, options: DiagramOptions(theme: .dark))
    try Golden.expect(String(decoding: bytes, as: UTF8.self), matches: "dot/card-zoom.dark.dot")
    let light = try DiagramRenderer.render(records, format: .dot)
    #expect(bytes != light)
  }

  @Test("there are traces to compare")
  func tracesExist() throws {
    let names = try GoldenTraces.names()
    #expect(names.contains("card-zoom"))
    #expect(names.contains("dimming-sheet-cancelled"))
  }
}
