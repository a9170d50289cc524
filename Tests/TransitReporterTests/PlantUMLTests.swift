import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Debian's `plantuml` (1.2020.02) renders every PlantUML export: the built-in traces and the
/// escaping torture log. `.ci/run` installs it, so in CI (`CI=true`) a missing `plantuml` fails
/// the test instead of skipping it.
@Suite("PlantUML renders the export")
struct PlantUMLTests {
  static let plantuml = ["/usr/bin/plantuml", "/usr/local/bin/plantuml"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let required = ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(
    "plantuml -tsvg -failfast2 accepts every export and draws its rows",
    .enabled(
      if: plantuml != nil || required, "plantuml is not installed (apt-get install plantuml)"),
    .timeLimit(.minutes(5)))
  func renders() throws {
    let program = try #require(Self.plantuml, "plantuml is not installed")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-plantuml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var logs = try GoldenTraces.names().map { ($0, try GoldenTraces.records($0)) }
    logs.append(("torture", HostileLog.records))
    for (name, records) in logs {
      let text = try DiagramRenderer.render(records, format: .plantuml)
      try Data(text).write(to: folder.appendingPathComponent("\(name).puml"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments =
      ["-tsvg", "-failfast2"] + logs.map { folder.appendingPathComponent("\($0.0).puml").path }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    for (name, records) in logs {
      let svg = try [UInt8](Data(contentsOf: folder.appendingPathComponent("\(name).svg")))
      let document = SVGDocument(svg)
      #expect(document.wellFormed, "\(name): \(document.error ?? "")")
      // PlantUML writes some spaces as no-break spaces.
      let text = document.allText.replacingOccurrences(of: "\u{A0}", with: " ")
      #expect(!text.contains("Syntax Error"), "\(name)")
      let diagram = DiagramBuilder.diagram(of: records)
      for column in diagram.columns where !column.id.contains("\n") && !column.id.contains("\"") {
        #expect(text.contains(column.id), "\(name): no participant \(column.id)")
      }
      if name == "torture" {
        #expect(text.contains("Box<T> & \"Co\" **bold** //it// -- ~~ [[link]] \\u{1B}"))
        #expect(text.contains("presenting: a<b, source: x&y)"))
      } else {
        #expect(text.contains("viewDidLoad()"), "\(name)")
      }
    }
  }
}
