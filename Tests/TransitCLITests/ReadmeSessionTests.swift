import Foundation
import Testing
import TransitTestSupport

/// The terminal sessions and diagrams of the README and of every page of the manual in `docs/`
/// are what `transit` prints today: each quoted command is run on a copy of `Traces/`, and the
/// lines the page shows must come out of it in order (`[…]` marks where a page leaves lines
/// out). A change to the engine, the checker or a message that a page does not follow fails here.
@Suite("README and manual sessions are real output")
struct ReadmeSessionTests {
  /// One `$ transit …` line of a `console` block and the lines shown after it.
  struct Session: Sendable, CustomStringConvertible {
    /// The page that shows it: `README.md` or `docs/NAME.md`.
    var page: String
    var arguments: [String]
    var shown: [String]
    /// What `$ echo $?` right after it shows, when the README shows it.
    var status: Int32?
    /// For a session that traces a scenario file: which of `scenarioFileEdits` makes it.
    var scenarioFileEdit: Int?

    var description: String { page + ": transit " + arguments.joined(separator: " ") }
  }

  /// Every `$ transit …` of the `console` blocks of the README and the manual's pages, page by
  /// page. The session that grades a learner's answer file, which the manual only describes, is
  /// left to the grading tests.
  static func sessions() throws -> [Session] {
    var sessions: [Session] = []
    var scenarioFiles = 0
    for page in try ManualPages.paths() {
      sessions += try Self.sessions(of: page, scenarioFiles: &scenarioFiles)
    }
    return sessions.filter { !$0.arguments.contains("mine.txt") }
  }

  /// The sessions of one page; `scenarioFiles` counts the scenario-file sessions seen so far,
  /// which `scenarioFileEdits` follows.
  static func sessions(of page: String, scenarioFiles: inout Int) throws -> [Session] {
    var sessions: [Session] = []
    var inConsole = false
    for line in try ManualPages.lines(page) {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
        continue
      }
      guard inConsole else { continue }
      if line.hasPrefix("$ transit ") {
        let command = line.dropFirst(2).split(separator: "#", maxSplits: 1)[0]
        let words = command.split(separator: " ").map(String.init).dropFirst()
        var session = Session(page: page, arguments: Array(words), shown: [])
        if session.arguments.first != "run",
          session.arguments.contains(where: { $0.hasSuffix(".yaml") })
        {
          session.scenarioFileEdit = scenarioFiles
          scenarioFiles += 1
        }
        sessions.append(session)
      } else if line == "$ echo $?" {
        sessions[sessions.count - 1].status = -1
      } else if line.hasPrefix("$ ") {
        Issue.record("a console line the test cannot run in \(page): \(line)")
      } else if sessions.last?.status == -1 {
        sessions[sessions.count - 1].status = Int32(line)
      } else if !sessions.isEmpty, line != "[…]", !line.isEmpty {
        sessions[sessions.count - 1].shown.append(line)
      }
    }
    return sessions
  }

  /// The changes to `transit scenarios --example` that the manual's scenario-file sessions
  /// run on, in the order the manual shows them: `duration` misspelled, then a tap on the
  /// list's button while the card covers it.
  static let scenarioFileEdits = [
    ("    duration: 0.4\n", "    duraton: 0.4\n"),
    ("  - tap: openButton\n", "  - tap: openButton\n  - tap: openButton\n"),
  ]

  /// Writes the scenario file a session runs: the example with the edit its page describes
  /// for that session.
  static func writeScenarioFile(for session: Session, in folder: URL) throws {
    guard let edit = session.scenarioFileEdit,
      let name = session.arguments.first(where: { $0.hasSuffix(".yaml") })
    else { return }
    try #require(edit < scenarioFileEdits.count, "no edit for \(session)")
    let (old, new) = scenarioFileEdits[edit]
    let example = try TransitProcess.run(["scenarios", "--example"]).stdout
    try #require(example.contains(old))
    try example.replacingOccurrences(of: old, with: new).write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// A folder holding a copy of the golden traces, for commands that read and write them, of
  /// the example `transit run` runs, and of the published consoles the manual imports.
  static func workspace() throws -> URL {
    let folder = try TransitProcess.temporaryDirectory()
    try FileManager.default.copyItem(
      at: PackagePaths.root.appendingPathComponent("Traces"),
      to: folder.appendingPathComponent("Traces"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: PackagePaths.root.appendingPathComponent("docs/run-example"),
      to: folder.appendingPathComponent("docs/run-example"))
    try FileManager.default.copyItem(
      at: PackagePaths.root.appendingPathComponent("docs/consoles"),
      to: folder.appendingPathComponent("docs/consoles"))
    return folder
  }

  @Test("the README and the manual quote terminal sessions")
  func found() throws {
    let sessions = try Self.sessions()
    #expect(sessions.count >= 5)
    #expect(sessions.contains { $0.status != nil })
    // Each job's page shows its commands at work, and the README a tour of them.
    let pages = Set(sessions.map(\.page))
    for page in [
      "README.md", "docs/learn.md", "docs/check-your-console.md", "docs/run-your-code.md",
      "docs/rendering.md", "docs/rules.md", "docs/scenario-files.md",
    ] {
      #expect(pages.contains(page), "no session on \(page)")
    }
  }

  @Test("a session a page shows wrongly is found")
  func wrongOutputFails() throws {
    // The same reading and matching as `session(_:)`, on a session whose shown line the
    // command does not print: the match must fail.
    let shown = ["card-zoom: 95 records, 2 transitions → Traces/card-zoom.jsonl"]
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TransitProcess.run(["trace", "card-zoom"], in: folder)
    #expect(result.status == 0)
    #expect(Self.unprinted(shown, in: result.stderr + result.stdout) == shown[0])
    #expect(
      Self.unprinted(
        ["card-zoom: 96 records, 2 transitions → Traces/card-zoom.jsonl"],
        in: result.stderr + result.stdout) == nil)
  }

  /// The first of the `shown` lines that `output` does not print in that order, or nil when it
  /// prints them all.
  static func unprinted(_ shown: [String], in output: String) -> String? {
    let printed = output.split(separator: "\n").map(String.init)
    var next = printed.startIndex
    for line in shown {
      guard let found = printed[next...].firstIndex(of: line) else { return line }
      next = found + 1
    }
    return nil
  }

  @Test("each session's lines come out of the command, in order", arguments: try sessions())
  func session(_ session: Session) throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.writeScenarioFile(for: session, in: folder)
    let result = try TransitProcess.run(
      session.arguments, in: folder,
      environment: ["TRANSIT_CACHE_DIR": folder.appendingPathComponent("cache").path])
    // `transit run` prints the app's console, then its summary, as a terminal shows them.
    let output =
      session.arguments.first == "run"
      ? result.stdout + result.stderr : result.stderr + result.stdout
    if let line = Self.unprinted(session.shown, in: output) {
      Issue.record("line not printed (in this order) by \(session): \(line)")
      return
    }
    if let status = session.status { #expect(result.status == status) }
  }

  @Test("the manual's Mermaid diagram is the export it names")
  func mermaid() throws {
    let page = try #require(try ManualPages.page(holdingLine: "```mermaid"))
    let lines = try ManualPages.lines(page)
    let prose = lines.joined(separator: " ")
    let command = try #require(
      prose.firstRange(
        of:
          "transit render Traces/dimming-sheet-cancelled.jsonl --format mermaid --from 70 --to 81 --views none --hide coordinator.1"
      ))
    let start = try #require(lines.firstIndex(of: "```mermaid"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    let shown = lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    let arguments = prose[command].split(separator: " ").dropFirst().map(String.init)
    let result = try TransitProcess.run(arguments + ["--output", "-"])
    #expect(result.status == 0)
    #expect(result.stdout == shown)
  }

  @Test("the manual's slide is committed, small, and the slide its command draws")
  func slide() throws {
    let image = "docs/images/slide-cancelled-presentation.png"
    // The page shows the image by a link relative to itself.
    let pages = try ManualPages.paths().filter { page in
      let link = page.hasPrefix("docs/") ? "images/slide-cancelled-presentation.png" : image
      return try ManualPages.lines(page).contains {
        $0.hasPrefix("![") && $0.hasSuffix("(\(link))")
      }
    }
    let page = try #require(pages.first, "no page shows \(image)")
    let lines = try ManualPages.lines(page)
    let prose = lines.joined(separator: " ")
    let command = try #require(
      prose.firstRange(
        of:
          "transit render Traces/dimming-sheet-cancelled.jsonl --preset slide --transition 1 "
          + "--no-legend --format png --output \(image)"))
    let committed = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent(image)))
    #expect(committed.count < 200_000)
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs/images"), withIntermediateDirectories: true)
    let arguments = prose[command].split(separator: " ").dropFirst().map(String.init)
    let result = try TransitProcess.run(arguments, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let drawn = try [UInt8](Data(contentsOf: folder.appendingPathComponent(image)))
    // The same slide: one page, 1920 × 1080, the same PNG header; the pixels depend on the
    // machine's fonts, so they are not compared.
    #expect(Array(drawn.prefix(24)) == Array(committed.prefix(24)))
    #expect(drawn.count > committed.count / 2 && drawn.count < committed.count * 2)
  }

  @Test("the manual's recorder compiles and writes a log transit reads and checks")
  func recorder() throws {
    let lines = try ManualPages.lines("docs/check-your-console.md")
    let heading = try #require(lines.firstIndex(of: "## Recording a log in your app"))
    let start = try #require(lines[heading...].firstIndex(of: "```swift"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    let folder = try TransitProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("app.jsonl").path
    let program =
      lines[(start + 1)..<end].joined(separator: "\n") + """

        final class Animator {}
        let recorder = try TransitRecorder(path: "\(log)", scenario: "my-app")
        let uikit = (id: "uikit", object: "UIKit" as Any, role: "uikit")
        let animator = (id: "animator", object: Animator() as Any, role: "animator")
        recorder.record(
          "transitionDuration(using:)", from: uikit, to: animator, transition: 1,
          args: ["transitionContext": "ctx"])
        let animate = recorder.record(
          "animateTransition(using:)", from: uikit, to: animator, transition: 1)
        recorder.record(
          "animationEnded(_:)", from: uikit, to: animator, transition: 1, cause: animate,
          args: ["transitionCompleted": true])

        """
    let source = folder.appendingPathComponent("main.swift")
    try program.write(to: source, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("recorder").path
    let compiled = try TransitProcess.run(
      ["swiftc", "-o", binary, source.path], in: folder,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    try #require(compiled.status == 0, "\(compiled.stderr)")
    let ran = try TransitProcess.run([], in: folder, executable: URL(fileURLWithPath: binary))
    try #require(ran.status == 0, "\(ran.stderr)")
    let check = try TransitProcess.run(["check", log])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasPrefix("\(log): conforms (3 records, 1 transition, "))
  }
}
