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
      if: plantuml != nil || required, "plantuml is not installed (apt-get install plantuml)"))
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
      // Long messages wrap (`maxMessageSize`), a text element per word: compare without spaces.
      let compact = text.filter { !$0.isWhitespace }
      func drawn(_ expected: String) -> Bool {
        compact.contains(expected.filter { !$0.isWhitespace })
      }
      if name == "torture" {
        #expect(drawn("Box<T> & \"Co\" **bold** //it// -- ~~ [[link]] \\u{1B}"))
        #expect(drawn("presenting: a<b, source: x&y)"))
      } else {
        #expect(drawn("viewDidLoad()"), "\(name)")
      }
    }
  }
}

/// The export renders whole: split with `newpage`, every golden trace's pages draw every row
/// (counted by seq number in PlantUML's SVG), and the PNG pages of the largest stay within the
/// 4096 pixels PlantUML draws by default, past which it cuts the picture off.
@Suite("PlantUML draws the whole export")
struct PlantUMLCompletenessTests {
  /// Runs plantuml on every golden trace's export in `format`, in a folder of its own.
  func rendered(_ format: String, names chosen: [String]? = nil) throws -> (
    folder: URL, names: [String]
  ) {
    let program = try #require(PlantUMLTests.plantuml, "plantuml is not installed")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-plantuml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names = try chosen ?? GoldenTraces.names()
    for name in names {
      let text = try DiagramRenderer.render(GoldenTraces.records(name), format: .plantuml)
      try Data(text).write(to: folder.appendingPathComponent("\(name).puml"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments =
      ["-t\(format)", "-failfast2"] + names.map { folder.appendingPathComponent("\($0).puml").path }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return (folder, names)
  }

  /// The pages plantuml wrote for `name`: `name.svg`, `name_001.svg`…
  func pages(_ name: String, _ format: String, in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter {
        $0 == "\(name).\(format)" || ($0.hasPrefix("\(name)_") && $0.hasSuffix(".\(format)"))
      }
      .sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(
    "every row of every golden trace is drawn on some page of PlantUML's SVG",
    .enabled(
      if: PlantUMLTests.plantuml != nil || PlantUMLTests.required,
      "plantuml is not installed (apt-get install plantuml)"))
  func everyRowDrawn() throws {
    let (folder, names) = try rendered("svg")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in names {
      let diagram = DiagramBuilder.diagram(of: try GoldenTraces.records(name))
      // PlantUML draws a folded row's en dash (`42–63`) as a hyphen.
      let expected = Set(
        diagram.rows.filter { $0.style != .reply }.map {
          $0.seqText.replacingOccurrences(of: "–", with: "-")
        })
      let replies = diagram.rows.filter { $0.style == .reply }.count
      var drawn = Set<String>()
      var dashed = 0
      let files = try pages(name, "svg", in: folder)
      #expect(files.count > 1 || diagram.rows.count < PlantUMLEmitter.rowsPerPage, "\(name)")
      for file in files {
        let document = SVGDocument(try [UInt8](Data(contentsOf: file)))
        #expect(document.wellFormed, "\(file.lastPathComponent)")
        for text in document.texts {
          let first =
            text.replacingOccurrences(of: "\u{A0}", with: " ")
            .replacingOccurrences(of: "–", with: "-")
            .split(separator: " ").first.map(String.init) ?? ""
          if expected.contains(first) { drawn.insert(first) }
        }
        dashed +=
          try String(contentsOf: file, encoding: .utf8)
          .components(separatedBy: "stroke-dasharray: 2.0,2.0").count - 1
      }
      #expect(drawn == expected, "\(name): not drawn: \(expected.subtracting(drawn).sorted())")
      // Each return is a line of short dashes (lifelines have long ones; frames short ones too).
      #expect(dashed >= replies, "\(name): \(dashed) short-dashed lines for \(replies) returns")
    }
  }

  @Test(
    "every PNG page of the longest and the widest golden traces is within PlantUML's 4096-pixel limit",
    .enabled(
      if: PlantUMLTests.plantuml != nil || PlantUMLTests.required,
      "plantuml is not installed (apt-get install plantuml)"))
  func pagesFit() throws {
    // A page's height grows with its rows, which the export caps per page, and its width with
    // the participants: the traces with the most records and those with the most participants
    // give the largest pages. Drawing only those bounds the work (PNG is PlantUML's slowest
    // format) whatever the number of golden traces.
    let chosen = try GoldenTraces.largest()
    let (folder, names) = try rendered("png", names: chosen)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in names {
      let files = try pages(name, "png", in: folder)
      #expect(!files.isEmpty, "\(name)")
      for file in files {
        let image = try #require(
          PNGImage([UInt8](Data(contentsOf: file))), "\(file.lastPathComponent)")
        #expect(
          image.width < 4096 && image.height < 4096,
          "\(file.lastPathComponent) is \(image.width) × \(image.height)")
      }
    }
  }
}
