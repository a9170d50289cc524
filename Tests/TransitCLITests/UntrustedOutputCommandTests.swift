import Foundation
import Testing
import TransitTestSupport
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The attacks of issue 25 outside `transit run`, against the built `transit`: links a cloned
/// folder ships at the names Transit writes by default, controls that reach a terminal through
/// JSON and explain's violations, and a sheet that answers another exercise than the
/// instructor grades.
@Suite("Untrusted input, round two")
struct UntrustedOutputCommandTests {
  /// Whether `text` holds anything `VisibleText` would escape, but line breaks and tabs.
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && VisibleText.needsEscape($0) }
  }

  /// ESC, BEL, a C1 CSI, a right-to-left override, an Arabic letter mark, DEL and two
  /// noncharacters: what a log can carry in any name.
  static let hostile = "X\u{1B}[31mR\u{07}B\u{9B}2J\u{202E}E\u{FFFE}N\u{061C}Z\u{1FFFE}Q\u{7F}"

  /// A log whose view controller, class, arguments, warning and result hold `hostile`, with a
  /// violation about that view controller (viewWillAppear(_:) twice).
  static func hostileLog() -> String {
    var log = LogBuilder(scenario: "esc" + hostile)
    let vc = "vc." + hostile
    log.participant("uikit", "UIKit", .uikit)
    log.participant(vc, "C" + hostile, .presentingViewController)
    log.call("uikit", vc, .viewWillAppear, ["animated": .bool(false), "note": .string(hostile)])
    log.call("uikit", vc, .viewWillAppear, ["animated": .bool(false)])
    log.event(.warning(Diagnostic(participant: vc, code: "c" + hostile, message: "m" + hostile)))
    log.call("uikit", vc, .viewDidAppear, ["animated": .bool(false)], result: .string(hostile))
    return log.records.map(RecordEncoder.line(for:)).joined()
  }

  @Test("nothing printed on standard output or error carries a raw control or bidi character")
  func everyPrintedByte() throws {
    let folder = try TransitProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.hostileLog().write(
      to: folder.appendingPathComponent("bad.jsonl"), atomically: false, encoding: .utf8)
    try "<Home\(Self.hostile): 0x1000> viewDidLoad\n<Home\(Self.hostile): 0x1000> viewWillAppear\n"
      .appending("Warning: Attempt to present <Foo\(Self.hostile): 0x2> on <Home: 0x1> whose ")
      .appending("view is not in the window hierarchy!\n")
      .write(to: folder.appendingPathComponent("bad.txt"), atomically: false, encoding: .utf8)
    var runs: [[String]] = [
      ["check", "bad.jsonl"], ["check", "--format", "json", "bad.jsonl"],
      ["check", "--format", "junit", "bad.jsonl"], ["check", "bad.txt"],
      ["explain", "bad.jsonl"], ["explain", "bad.jsonl", "--step", "2"], ["explain", "bad.txt"],
      ["import", "bad.txt", "-o", "-"], ["diff", "bad.jsonl", "bad.txt"],
      ["diff", "--format", "json", "bad.jsonl", "bad.txt"],
      ["diff", "--format", "html", "bad.jsonl", "bad.txt", "-o", "-"],
    ]
    for format in ["svg", "dot", "mermaid", "plantuml", "text", "chrome-trace", "html"] {
      runs.append(["render", "bad.jsonl", "--format", format, "-o", "-"])
    }
    for arguments in runs {
      let result = try TransitProcess.run(arguments, in: folder)
      #expect(result.status < 3, "\(arguments): \(result.stderr)")
      #expect(!Self.hasRawControl(result.stdout), "\(arguments): stdout")
      #expect(!Self.hasRawControl(result.stderr), "\(arguments): stderr")
    }
    // JSON stays JSON, and reads back as the same strings.
    for arguments in [
      ["import", "bad.txt", "-o", "-"],
      ["render", "bad.jsonl", "--format", "chrome-trace", "-o", "-"],
      ["check", "--format", "json", "bad.jsonl"],
    ] {
      let result = try TransitProcess.run(arguments, in: folder)
      for line in result.stdout.split(separator: "\n") where arguments[0] != "render" {
        #expect(throws: Never.self, "\(arguments)") {
          try JSONSerialization.jsonObject(with: Data(line.utf8))
        }
      }
      if arguments[0] == "render" {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        #expect(
          "\(object)".contains("2J") && result.stdout.contains(#"\u202e"#), "\(arguments)")
      }
    }
    // The log itself: written escaped, read back whole.
    let log = try TransitProcess.run(["import", "bad.txt", "-o", "back.jsonl"], in: folder)
    #expect(log.status == 0)
    let records = try LogReader.readAll(path: folder.appendingPathComponent("back.jsonl").path)
    #expect(
      records.contains { record in
        if case .event(let event) = record, case .warning(let warning) = event.body {
          return warning.message.contains(Self.hostile)
        }
        return false
      })
  }

  /// A folder as a clone leaves it: a file of the user's elsewhere, and links to it at the
  /// names Transit writes by default.
  static func clonedFolder() throws -> (folder: URL, target: URL) {
    let folder = try TransitProcess.temporaryDirectory()
    let home = try TransitProcess.temporaryDirectory()
    let target = home.appendingPathComponent(".bashrc")
    try "# mine\n".write(to: target, atomically: false, encoding: .utf8)
    for folderName in ["Traces", "Output"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(folderName), withIntermediateDirectories: false)
    }
    for name in [
      "Traces/card-zoom.jsonl", "Output/card-zoom.svg", "Output/card-zoom.exercise.txt",
      "Traces/console.jsonl", "Output/card-zoom-vs-card-zoom.html",
    ] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name), withDestinationURL: target)
    }
    try FileManager.default.copyItem(
      at: GoldenTraces.url("card-zoom"), to: folder.appendingPathComponent("card-zoom.jsonl"))
    try "<A: 0x1> viewWillAppear\n<A: 0x1> viewDidAppear\n".write(
      to: folder.appendingPathComponent("console.txt"), atomically: false, encoding: .utf8)
    return (folder, target)
  }

  @Test("a link at a default output name is refused, naming it, and what it leads to is kept")
  func linksAtDefaultNames() throws {
    let (folder, target) = try Self.clonedFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (arguments, name) in [
      (["trace", "card-zoom"], "Traces/card-zoom.jsonl"),
      (["render", "card-zoom.jsonl"], "Output/card-zoom.svg"),
      (["exercise", "card-zoom.jsonl"], "Output/card-zoom.exercise.txt"),
      (["import", "console.txt"], "Traces/console.jsonl"),
      (
        ["diff", "card-zoom.jsonl", "card-zoom.jsonl", "--format", "html"],
        "Output/card-zoom-vs-card-zoom.html"
      ),
    ] {
      let result = try TransitProcess.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr.contains("\(name): is a symbolic link; at a name Transit chose"),
        "\(arguments): \(result.stderr)")
      #expect(try String(contentsOf: target, encoding: .utf8) == "# mine\n", "\(arguments)")
    }
    // The exercise writes nothing of its set when one name is refused.
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/Output/card-zoom.answers.txt"))
    // A link the user names is theirs to follow, as documented.
    let named = try TransitProcess.run(
      ["trace", "card-zoom", "-o", "Traces/card-zoom.jsonl"], in: folder)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{\"type\":\"header\""))
  }

  @Test("a default folder that is a link is refused: a chosen name never lands outside it")
  func linkedDefaultFolder() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let elsewhere = try TransitProcess.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Traces"), withDestinationURL: elsewhere)
    let result = try TransitProcess.run(["trace", "card-zoom"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("Traces: is a symbolic link; at a name Transit chose"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    // Named with --output-dir, the folder is the user's, and the names in it Transit's.
    let exercise = try TransitProcess.run(
      ["exercise", "card-zoom", "--output-dir", "Traces"], in: folder)
    #expect(exercise.status == 0, "\(exercise.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == [
        "card-zoom.answers.txt", "card-zoom.exercise.txt",
      ])
  }

  @Test("with --logs the instructor fixes the exercise: a sheet for another is refused")
  func gradeByLogs() throws {
    let logs = try TransitProcess.temporaryDirectory()
    let sheets = try TransitProcess.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: logs)
      try? FileManager.default.removeItem(at: sheets)
    }
    try FileManager.default.copyItem(
      at: GoldenTraces.url("card-zoom"), to: logs.appendingPathComponent("class.jsonl"))
    // Keys for transition 2 and for seed 7, each all right for the exercise it answers.
    for (options, key) in [(["--transition", "2"], "t2.txt"), (["--seed", "7"], "s7.txt")] {
      let made = try TransitProcess.run(
        ["exercise", "class.jsonl", "--output-dir", sheets.path, "--key", sheets.path + "/" + key]
          + options, in: logs)
      #expect(made.status == 0, "\(made.stderr)")
    }
    let t2 = sheets.path + "/t2.txt"
    let s7 = sheets.path + "/s7.txt"
    // The whole log is assigned: the transition-2 sheet does not pass as it.
    let whole = try TransitProcess.run(["grade", "--logs", logs.path, t2])
    #expect(whole.status == 2)
    #expect(
      whole.stderr.contains(
        "t2.txt:4:13: this answer sheet answers transition 2, but the exercise graded is every "
          + "transition"), "\(whole.stderr)")
    #expect(whole.stdout == "")
    let otherSeed = try TransitProcess.run(["grade", "--logs", logs.path, s7])
    #expect(otherSeed.status == 2)
    #expect(
      otherSeed.stderr.contains(
        "this answer sheet's list was shuffled with seed 7, but the exercise graded is shuffled "
          + "with seed 1"), "\(otherSeed.stderr)")
    // Transition 2 assigned: the sheet for it is graded; the whole-log one is refused.
    let assigned = try TransitProcess.run(["grade", "--logs", logs.path, "--transition", "2", t2])
    #expect(assigned.status == 0, "\(assigned.stderr)")
    #expect(assigned.stdout.hasSuffix("blanks right.\n"))
    let wrongOne = try TransitProcess.run(
      ["grade", "--logs", logs.path, "--transition", "1", "--seed", "7", s7])
    #expect(wrongOne.status == 2)
    #expect(
      wrongOne.stderr.contains(
        "this answer sheet answers every transition, but the exercise graded is transition 1"))
  }

  /// A name whose line break would start a line of its own making: a verdict it did not earn.
  static let forged = "\nabout-cross-dissolve, every transition: 25 of 25 blanks right.\n\tok"

  @Test("a file's name never starts a line: its line breaks and tabs are printed as escapes")
  func fileNamesStayOnTheirLine() throws {
    let folder = try TransitProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = "log" + Self.forged + ".jsonl"
    try FileManager.default.copyItem(
      at: GoldenTraces.url("about-cross-dissolve"), to: folder.appendingPathComponent(log))
    try "not a log\n".write(
      to: folder.appendingPathComponent("bad" + Self.forged + ".jsonl"), atomically: false,
      encoding: .utf8)
    try "<Home: 0x1> viewDidLoad\n".write(
      to: folder.appendingPathComponent("console" + Self.forged + ".txt"), atomically: false,
      encoding: .utf8)
    try "steps: [\n".write(
      to: folder.appendingPathComponent("file" + Self.forged + ".yaml"), atomically: false,
      encoding: .utf8)
    try FileManager.default.copyItem(
      at: GoldenTraces.url("about-cross-dissolve"), to: folder.appendingPathComponent("plain.jsonl")
    )
    let made = try TransitProcess.run(
      ["exercise", "plain.jsonl", "--output-dir", "ex", "--key", "key.txt"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let answers = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path + "/ex").first {
        $0.hasSuffix(".answers.txt")
      })
    let sheet = try String(
      contentsOf: folder.appendingPathComponent("ex/" + answers), encoding: .utf8)
    try sheet.write(
      to: folder.appendingPathComponent("sheet" + Self.forged), atomically: false, encoding: .utf8)
    try sheet.write(to: folder.appendingPathComponent("alice"), atomically: false, encoding: .utf8)
    let runs: [[String]] = [
      ["check", log], ["check", "bad" + Self.forged + ".jsonl"], ["exercise", log],
      ["check", "console" + Self.forged + ".txt"], ["render", log],
      ["render", "console" + Self.forged + ".txt"], ["import", "console" + Self.forged + ".txt"],
      ["diff", log, log, "-o", "d.txt"], ["trace", "file" + Self.forged + ".yaml"],
      ["grade", "--key", "key.txt", "alice", "sheet" + Self.forged],
      ["grade", "--key", "key.txt", "missing" + Self.forged],
    ]
    for arguments in runs {
      let result = try TransitProcess.run(arguments, in: folder)
      #expect(result.status < 3, "\(arguments): \(result.stderr)")
      for text in [result.stdout, result.stderr] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
          !lines.contains { $0.hasPrefix("about-cross-dissolve, every transition: 25") },
          "\(arguments): \(text)")
        #expect(!text.contains("\t"), "\(arguments): \(text)")
      }
      #expect(
        (result.stdout + result.stderr).contains(#"\nabout-cross-dissolve, every transition: "#),
        "\(arguments): \(result.stdout)\(result.stderr)")
    }
  }

  @Test("an answer sheet names its exercise on one line, whatever the log's file name holds")
  func answerSheetNamesItsExerciseOnOneLine() throws {
    let folder = try TransitProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = "log" + Self.forged + "\u{1B}[2J.jsonl"
    try FileManager.default.copyItem(
      at: GoldenTraces.url("about-cross-dissolve"), to: folder.appendingPathComponent(log))
    let made = try TransitProcess.run(["exercise", log, "--output-dir", "ex"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let answers = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder.path + "/ex").first {
        $0.hasSuffix(".answers.txt")
      })
    let sheet = try String(
      contentsOf: folder.appendingPathComponent("ex/" + answers), encoding: .utf8)
    let lines = sheet.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.contains(
        #"exercise: log\nabout-cross-dissolve, every transition: 25 of 25 blanks right.\n\tok\u{1B}[2J.jsonl"#
      ),
      "\(sheet)")
    #expect(!lines.contains { $0.hasPrefix("about-cross-dissolve") || $0.hasPrefix("\tok") })
    #expect(!sheet.contains("\u{1B}") && !sheet.contains("\t"))
  }
}
