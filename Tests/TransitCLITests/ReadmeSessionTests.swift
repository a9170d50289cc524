import Foundation
import Testing
import TransitTestSupport

/// The README's terminal sessions and diagram are what `transit` prints today: each quoted
/// command is run on a copy of `Traces/`, and the lines the README shows must come out of it in
/// order (`[…]` marks where the README leaves lines out). A change to the engine, the checker or
/// a message that the README does not follow fails here.
@Suite("README sessions are real output")
struct ReadmeSessionTests {
  /// One `$ transit …` line of a `console` block and the lines shown after it.
  struct Session: Sendable, CustomStringConvertible {
    var arguments: [String]
    var shown: [String]
    /// What `$ echo $?` right after it shows, when the README shows it.
    var status: Int32?
    /// For a session that traces a scenario file: which of `scenarioFileEdits` makes it.
    var scenarioFileEdit: Int?

    var description: String { "transit " + arguments.joined(separator: " ") }
  }

  static func readme() throws -> [String] {
    let text = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Every `$ transit …` of the README's `console` blocks. The session that grades a learner's
  /// answer file, which the README only describes, is left to the grading tests.
  static func sessions() throws -> [Session] {
    var sessions: [Session] = []
    var scenarioFiles = 0
    var inConsole = false
    for line in try readme() {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
        continue
      }
      guard inConsole else { continue }
      if line.hasPrefix("$ transit ") {
        let command = line.dropFirst(2).split(separator: "#", maxSplits: 1)[0]
        let words = command.split(separator: " ").map(String.init).dropFirst()
        var session = Session(arguments: Array(words), shown: [])
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
        Issue.record("a console line the test cannot run: \(line)")
      } else if sessions.last?.status == -1 {
        sessions[sessions.count - 1].status = Int32(line)
      } else if !sessions.isEmpty, line != "[…]", !line.isEmpty {
        sessions[sessions.count - 1].shown.append(line)
      }
    }
    return sessions.filter { !$0.arguments.contains("mine.txt") }
  }

  /// The changes to `transit scenarios --example` that the README's scenario-file sessions
  /// run on, in the order the README shows them: `duration` misspelled, then a tap on the
  /// list's button while the card covers it.
  static let scenarioFileEdits = [
    ("    duration: 0.4\n", "    duraton: 0.4\n"),
    ("  - tap: openButton\n", "  - tap: openButton\n  - tap: openButton\n"),
  ]

  /// Writes the scenario file a README session runs: the example with the edit the README
  /// describes for that session.
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
  /// the example `transit run` runs, and of the published consoles the README imports.
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

  @Test("the README quotes terminal sessions")
  func found() throws {
    let sessions = try Self.sessions()
    #expect(sessions.count >= 5)
    #expect(sessions.contains { $0.status != nil })
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
    let printed = output.split(separator: "\n").map(String.init)
    var next = printed.startIndex
    for line in session.shown {
      guard let found = printed[next...].firstIndex(of: line) else {
        Issue.record("README line not printed (in this order) by \(session): \(line)")
        return
      }
      next = found + 1
    }
    if let status = session.status { #expect(result.status == status) }
  }

  @Test("the README's Mermaid diagram is the export it names")
  func mermaid() throws {
    let lines = try Self.readme()
    let prose = lines.joined(separator: " ")
    let command = try #require(
      prose.firstRange(
        of:
          "transit render Traces/dimming-sheet-cancelled.jsonl --format mermaid --from 73 --to 84 --views none --hide coordinator.1"
      ))
    let start = try #require(lines.firstIndex(of: "```mermaid"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    let shown = lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    let arguments = prose[command].split(separator: " ").dropFirst().map(String.init)
    let result = try TransitProcess.run(arguments + ["--output", "-"])
    #expect(result.status == 0)
    #expect(result.stdout == shown)
  }

  @Test("the README's slide is committed, small, and the slide its command draws")
  func slide() throws {
    let lines = try Self.readme()
    let prose = lines.joined(separator: " ")
    let image = "docs/images/slide-cancelled-presentation.png"
    #expect(lines.contains { $0.hasPrefix("![") && $0.hasSuffix("(\(image))") })
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

  @Test("the README's recorder compiles and writes a log transit reads and checks")
  func recorder() throws {
    let lines = try Self.readme()
    let heading = try #require(lines.firstIndex(of: "### Recording a log in your app"))
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
