import Foundation
import Testing
import TransitTestSupport

/// `transit import` and the console text every other command reads, run as a user runs them.
@Suite("transit import")
struct ImportCommandTests {
  static let console = """
    2026-11-20 09:41:07.118204+0900 Cards[4121:1873301] -[HomeViewController viewWillDisappear:] animated:1
    2026-11-20 09:41:07.118305+0900 Cards[4121:1873301] CardViewController viewWillAppear(_:) true
    2026-11-20 09:41:07.118402+0900 Cards[4121:1873301] loaded 12 cards
    2026-11-20 09:41:07.139872+0900 Cards[4121:1873301] CardViewController viewDidAppear(_:) true
    2026-11-20 09:41:07.140215+0900 Cards[4121:1873301] -[HomeViewController viewDidDisappear:] animated:1

    """

  /// A fresh folder holding the console as `console.txt`.
  static func folder() throws -> URL {
    let folder = try TransitProcess.temporaryDirectory()
    try Data(console.utf8).write(to: folder.appendingPathComponent("console.txt"))
    return folder
  }

  @Test(
    "the log goes to Traces/<file name>.jsonl; standard error says so, and how it read each transition"
  )
  func defaultPath() throws {
    let folder = try Self.folder()
    let result = try TransitProcess.run(["import", "console.txt"], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    let said = result.stderr.split(separator: "\n")
    #expect(
      said.first == "console.txt: 4 calls, 1 transition; 1 app print dropped → Traces/console.jsonl"
    )
    #expect(said.count == 2 && said.last?.hasPrefix("  transition 1 (line 1): present ") == true)
    let log = try String(
      contentsOf: folder.appendingPathComponent("Traces/console.jsonl"), encoding: .utf8)
    let calls = log.split(separator: "\n").filter { $0.contains(#""type":"call""#) }
    #expect(calls.map { $0.contains(#""line":"#) } == [true, true, true, true])
    #expect(calls.first?.contains(#""call":"viewWillDisappear(_:)""#) == true)
    #expect(calls.first?.contains(#""args":{"animated":true}"#) == true)
    // Nothing but the log in Traces/: it was written beside and renamed into place.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("Traces").path) == ["console.jsonl"])
  }

  @Test("-o - writes the log to standard output, which check reads back")
  func standardOutput() throws {
    let folder = try Self.folder()
    let result = try TransitProcess.run(["import", "console.txt", "-o", "-"], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(#"{"type":"header","schema":"transit.log","version":1"#))
    #expect(result.stderr.split(separator: "\n").first?.hasSuffix("→ standard output") == true)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Traces").path))
    let check = try TransitProcess.run(["check", "-"], in: folder, stdin: Data(result.stdout.utf8))
    #expect(check.status == 0)
    // The report names the console the log was imported from.
    #expect(check.stdout.hasPrefix("console.txt: conforms (8 records, 1 transition"))
  }

  @Test(
    "check reads console text directly, saying on standard error that it imported it and how it read each transition"
  )
  func checkConsole() throws {
    let folder = try Self.folder()
    let result = try TransitProcess.run(["check", "console.txt"], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("console.txt: conforms (8 records, 1 transition"))
    let said = result.stderr.split(separator: "\n")
    #expect(
      said.first
        == "console.txt: imported as console text: 4 calls, 1 transition; 1 app print dropped"
    )
    #expect(said.count == 2 && said.last?.hasPrefix("  transition 1 (line 1): present ") == true)
  }

  @Test("check of console text passes the importer's notes on, such as a callback's name misspelt")
  func checkConsoleNotes() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let console = "Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidApear(_:)\n"
    try Data(console.utf8).write(to: folder.appendingPathComponent("typo.txt"))
    let result = try TransitProcess.run(["check", "typo.txt"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "\n  note: line 3: viewDidApear looks like viewDidAppear(_:) but does not spell it"))
  }

  @Test("text with no lifecycle call is refused with status 2, and nothing is written")
  func refused() throws {
    let folder = try TransitProcess.temporaryDirectory()
    try Data("loaded 12 cards\nready\n".utf8).write(to: folder.appendingPathComponent("app.txt"))
    let result = try TransitProcess.run(["import", "app.txt"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("app.txt:1:1: neither a Transit log nor console output"))
    // Not even the folder the log would have gone to.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.txt"])
    let named = try TransitProcess.run(
      ["import", "app.txt", "-o", "out/logs/app.jsonl"], in: folder)
    #expect(named.status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.txt"])
  }
}
