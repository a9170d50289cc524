import Foundation
import Testing
import TransitReporter
import TransitTestSupport

/// Every golden trace's Mermaid export, drawn by the real mermaid.js (the copy the PyPI package
/// mermaidx bundles, as `make test-deps` installs it) in headless Chromium, offline: it parses,
/// and every row is drawn, found by its seq number, and every participant. Where mermaidx or
/// the browser is missing the test is skipped, except under CI.
@Suite(
  "Mermaid draws the whole export",
  .enabled(
    if: (Mermaidx.available && Browser.missing == nil) || Browser.required,
    "needs mermaidx (pip install mermaidx), chromium, chromium-driver and selenium"))
struct MermaidRenderTests {
  struct Plan: Codable {
    var chromium = Browser.chromium
    var chromedriver = Browser.chromedriver
    var files: [String]
  }

  struct Drawn: Codable {
    var file: String
    var texts: [String]?
    var error: String?
  }

  @Test("mermaid.js draws every row of every golden trace")
  func everyRowDrawn() throws {
    try #require(Mermaidx.available, "CI requires mermaidx: pip install mermaidx")
    let folder = try TransitProcess.temporaryDirectory()
    var files: [String: String] = [:]
    for name in try GoldenTraces.names() {
      let path = folder.appendingPathComponent("\(name).mmd").path
      try Data(try DiagramRenderer.render(GoldenTraces.records(name), format: .mermaid))
        .write(to: URL(fileURLWithPath: path))
      files[path] = name
    }
    let paths = files.keys.sorted()
    let output = try Browser.drive(
      JSONEncoder().encode(Plan(files: paths)), script: "mermaid_svg.py")
    let drawn = try JSONDecoder().decode([Drawn].self, from: output)
    #expect(drawn.map(\.file) == paths)
    for entry in drawn {
      let name = files[entry.file] ?? entry.file
      #expect(entry.error == nil, "\(name): \(entry.error ?? "")")
      let diagram = DiagramBuilder.diagram(of: try GoldenTraces.records(name))
      let expected = Set(diagram.rows.filter { $0.style != .reply }.map(\.seqText))
      let found = Set(
        (entry.texts ?? []).compactMap { $0.split(separator: " ").first.map(String.init) })
      #expect(
        expected.isSubset(of: found), "\(name): not drawn: \(expected.subtracting(found).sorted())")
      for column in diagram.columns {
        #expect(entry.texts?.contains(column.id) == true, "\(name): no participant \(column.id)")
      }
    }
  }
}

/// Whether mermaidx can be imported here.
enum Mermaidx {
  static let available: Bool = {
    let probe = try? Browser.run(["python3", "-c", "import mermaidx"], input: Data(), timeout: 60)
    return probe?.status == 0
  }()
}
