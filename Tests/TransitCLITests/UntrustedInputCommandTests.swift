import Foundation
import Testing
import TransitTestSupport
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The attacks of issue 14, each run against the built `transit` as an instructor, a reviewer
/// or a CI job would meet them: answer sheets that name other files or bring their own log,
/// input that never ends, terminal escapes in every printed place, outputs someone planted
/// something at, logs with nothing in them, and scenario files that multiply their steps.
@Suite("Untrusted input, end to end")
struct UntrustedInputCommandTests {
  /// Runs `script` with `sh -c`, `$TRANSIT` naming the binary.
  static func shell(_ script: String, in folder: URL) throws -> TransitProcess.Result {
    try TransitProcess.run(
      ["-c", script], in: folder, executable: URL(fileURLWithPath: "/bin/sh"),
      environment: ["TRANSIT": TransitProcess.executable.path])
  }

  static func write(_ text: String, to url: URL) throws {
    try text.write(to: url, atomically: false, encoding: .utf8)
  }

  /// A log of `lines` after a header naming `scenario`, written to `folder/name`.
  static func log(
    _ name: String, in folder: URL, scenario: String = "s", _ lines: [String]
  ) throws -> URL {
    let header =
      #"{"type":"header","schema":"transit.log","version":1,"scenario":"# + json(scenario)
      + #","engine":"e"}"#
    let url = folder.appendingPathComponent(name)
    try write(([header] + lines).map { $0 + "\n" }.joined(), to: url)
    return url
  }

  /// `text` as a JSON string literal.
  static func json(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  static func participant(_ id: String, role: String = "animator") -> String {
    #"{"type":"participant","id":"# + json(id) + #","class":"C","role":"\#(role)"}"#
  }

  static func call(_ seq: Int, _ caller: String, _ receiver: String, _ name: String) -> String {
    #"{"seq":\#(seq),"type":"call","t":0,"transition":null,"cause":null,"caller":"#
      + json(caller) + #","receiver":"# + json(receiver) + #","call":"# + json(name) + "}"
  }

  /// Whether `text` holds a control character other than a line break or a tab.
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
  }

  static let escape = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}[32mconforms\u{1B}[0m"

  // MARK: Grading

  @Test("a sheet's exercise line reads nothing: no file it names is quoted or graded against")
  func gradeDisclosesNothing() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let secret = folder.appendingPathComponent("secret.txt")
    try Self.write("TOP-SECRET-API-KEY=sk_live_123456\n", to: secret)
    try Self.write("TOP-SECRET-IN-A-LOG\n", to: folder.appendingPathComponent("secret.jsonl"))
    for named in [secret.path, "secret.jsonl", "/etc/passwd", "../../etc/passwd"] {
      let sheet = folder.appendingPathComponent("sheet.txt")
      try Self.write("exercise: \(named)\n12: a\n", to: sheet)
      for side in [["--exercise", "card-zoom"], ["--logs", folder.path]] {
        let result = try TransitProcess.run(["grade"] + side + [sheet.path], in: folder)
        #expect(result.status != 0 || side[0] == "--exercise", "\(named) \(side)")
        #expect(!(result.stdout + result.stderr).contains("TOP-SECRET"), "\(named) \(side)")
        #expect(!(result.stdout + result.stderr).contains("root:"), "\(named) \(side)")
      }
    }
    // A sheet that is a link (to the grader's own key, say) is not read at all.
    let link = folder.appendingPathComponent("answers.txt")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
    let linked = try TransitProcess.run(["grade", "--exercise", "card-zoom", link.path])
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("it is a symbolic link; an answer sheet is read only as a file"))
    #expect(!linked.stderr.contains("TOP-SECRET"))
  }

  @Test("a forged log and the key made from it grade as the real exercise, not all right")
  func gradeCannotBeForged() throws {
    let submission = try TransitProcess.temporaryDirectory()
    // A log labelled card-zoom with few blanks, and the key transit exercise made from it.
    let forged = try GoldenTraces.records("fullscreen-default").map { record -> Record in
      guard case .header(var header) = record else { return record }
      header.scenario = "card-zoom"
      return .header(header)
    }
    let log = submission.appendingPathComponent("forged.jsonl")
    try Self.write(forged.map(RecordEncoder.line(for:)).joined(), to: log)
    let key = submission.appendingPathComponent("card-zoom-transition-1.answers.txt")
    let made = try TransitProcess.run([
      "exercise", log.path, "--transition", "1", "--output-dir", submission.path, "--key",
      key.path,
    ])
    #expect(made.status == 0)
    let graded = try TransitProcess.run([
      "grade", "--exercise", "card-zoom", "--transition", "1", key.path,
    ])
    #expect(graded.status == 2)
    #expect(graded.stderr.contains("this answer sheet was made from other blanks"))
    // Without its fingerprint line, it is graded against the real exercise's 16 blanks.
    let text = try String(contentsOf: key, encoding: .utf8)
    let stripped = text.split(separator: "\n").filter { !$0.hasPrefix("fingerprint:") }
    try Self.write(stripped.joined(separator: "\n") + "\n", to: key)
    let regraded = try TransitProcess.run([
      "grade", "--exercise", "card-zoom", "--transition", "1", key.path,
    ])
    #expect(regraded.status == 2)
    #expect(regraded.stderr.contains("there is no blank at seq"), "\(regraded.stderr)")
    #expect(regraded.stdout.isEmpty)
  }

  @Test("a FIFO, a device or a folder as a sheet is refused at once")
  func gradeSpecialFiles() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let fifo = folder.appendingPathComponent("answers.txt")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    for path in [fifo.path, "/dev/zero", folder.path] {
      let result = try TransitProcess.run(["grade", "--exercise", "card-zoom", path])
      #expect(result.status == 2, "\(path)")
      #expect(result.stderr.contains("it is not a regular file"), "\(path)")
    }
  }

  @Test("--logs reads only a regular file of the folder, by its name, matching the fingerprint")
  func gradeFromFolder() throws {
    let logs = try TransitProcess.temporaryDirectory()
    let outside = try TransitProcess.temporaryDirectory()
    try FileManager.default.copyItem(
      at: GoldenTraces.url("card-zoom"), to: logs.appendingPathComponent("class.jsonl"))
    let keyPath = outside.appendingPathComponent("class.key.txt").path
    let made = try TransitProcess.run(
      [
        "exercise", "class.jsonl", "--transition", "1", "--output-dir", outside.path, "--key",
        keyPath,
      ], in: logs)
    #expect(made.status == 0)
    let graded = try TransitProcess.run([
      "grade", "--logs", logs.path, "--transition", "1", keyPath,
    ])
    #expect(graded.status == 0)
    #expect(graded.stdout == "card-zoom, transition 1: all 16 blanks right.\n")
    // The sheet's path is cut to its last part, which must be a file right in the folder.
    let key = try String(contentsOfFile: keyPath, encoding: .utf8)
    for (named, problem) in [
      ("../../etc/class.jsonl", nil), ("missing.jsonl", "No such file"),
      ("/etc/passwd", "must be a log (.jsonl)"),
    ] as [(String, String?)] {
      let sheet = outside.appendingPathComponent("sheet.txt")
      try Self.write(
        key.replacingOccurrences(of: "exercise: class.jsonl", with: "exercise: \(named)"),
        to: sheet)
      let result = try TransitProcess.run([
        "grade", "--logs", logs.path, "--transition", "1", sheet.path,
      ])
      if let problem {
        #expect(result.status == 2, "\(named)")
        #expect(result.stderr.contains(problem), "\(named): \(result.stderr)")
      } else {
        #expect(result.status == 0, "\(named): \(result.stderr)")
      }
    }
    try FileManager.default.createSymbolicLink(
      at: logs.appendingPathComponent("link.jsonl"),
      withDestinationURL: logs.appendingPathComponent("class.jsonl"))
    #expect(mkfifo(logs.appendingPathComponent("fifo.jsonl").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      at: logs.appendingPathComponent("zero.jsonl"),
      withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
    for (named, problem) in [
      ("link.jsonl", "is a symbolic link"), ("fifo.jsonl", "is not a regular file"),
      ("zero.jsonl", "is a symbolic link"),
    ] {
      let sheet = outside.appendingPathComponent("sheet.txt")
      try Self.write(
        key.replacingOccurrences(of: "exercise: class.jsonl", with: "exercise: \(named)"),
        to: sheet)
      let result = try TransitProcess.run([
        "grade", "--logs", logs.path, "--transition", "1", sheet.path,
      ])
      #expect(result.status == 2, "\(named)")
      #expect(result.stderr.contains(problem), "\(named): \(result.stderr)")
    }
    // A sheet without a fingerprint cannot pick a log.
    let bare = outside.appendingPathComponent("bare.txt")
    try Self.write("exercise: class.jsonl\ntransition: 1\n12: a\n", to: bare)
    let unfingerprinted = try TransitProcess.run([
      "grade", "--logs", logs.path, "--transition", "1", bare.path,
    ])
    #expect(unfingerprinted.status == 2)
    #expect(unfingerprinted.stderr.contains("must carry the fingerprint"))
  }

  // MARK: Bounded input

  @Test("standard input that never ends is refused once past the cap, for every command")
  func endlessInput() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let header =
      #"{"type":"header","schema":"transit.log","version":1,"scenario":"s","engine":"e"}"#
    let event =
      #"{"seq":1,"type":"call","t":0,"transition":null,"cause":null,"caller":"a","receiver":"a","call":"f()"}"#
    let participant = #"{"type":"participant","id":"a","class":"A","role":"uikit"}"#
    for command in ["explain -", "render - --format html -o o.html", "exercise -x"] {
      guard command != "exercise -x" else { continue }
      let zeros = try Self.shell("head -c 70000000 /dev/zero | \"$TRANSIT\" \(command)", in: folder)
      #expect(zeros.status == 2, "\(command)")
      #expect(zeros.stderr.contains("goes on past 67108864 bytes"), "\(command): \(zeros.stderr)")
    }
    // An endless log whose every line but the first event is skipped: lenient reading stops at
    // the cap too (render reads standard input whole, to tell a log from console text).
    let endless =
      "{ printf '%s\\n%s\\n' '\(header)' '\(participant)'; yes '\(event)'; } | "
      + "\"$TRANSIT\" render --lenient - --format svg -o o.svg"
    let result = try Self.shell(endless, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("goes on past 67108864 bytes"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("o.svg").path))
  }

  // MARK: Terminal escapes

  @Test("no control character from a log, a file name or a scenario file reaches the terminal")
  func terminalEscapes() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let nasty = "a" + Self.escape
    // A violating record (completeTransition(_:) twice) whose participant and argument hold
    // escapes, under a file name that holds them too.
    let violation = try Self.log(
      "v\(Self.escape).jsonl", in: folder, scenario: nasty,
      [
        Self.participant("uikit", role: "uikit"),
        Self.participant("ctx\(Self.escape)", role: "transitionContext"),
        Self.participant(nasty),
        #"{"seq":1,"type":"transition","t":0,"transition":1,"cause":null,"state":"requested","kind":"present"}"#,
        #"{"seq":2,"type":"transition","t":0,"transition":1,"cause":null,"state":"began"}"#,
        #"{"seq":3,"type":"call","t":0,"transition":1,"cause":null,"caller":"# + Self.json(nasty)
          + #","receiver":"# + Self.json("ctx\(Self.escape)")
          + #","call":"completeTransition(_:)","args":{"didComplete":true,"x":"# + Self.json(nasty)
          + "}}",
        #"{"seq":4,"type":"call","t":0,"transition":1,"cause":null,"caller":"# + Self.json(nasty)
          + #","receiver":"# + Self.json("ctx\(Self.escape)")
          + #","call":"completeTransition(_:)","args":{"didComplete":true}}"#,
        Self.call(5, "uikit", nasty, "f\(Self.escape)()"),
      ])
    let undeclared = try Self.log(
      "u.jsonl", in: folder,
      [Self.participant("uikit", role: "uikit"), Self.call(1, "uikit", nasty, "f()")])
    let yaml = folder.appendingPathComponent("evil.yaml")
    try Self.write("scenario: \"\\e[2Jx\\a\"\nsteps: []\n", to: yaml)
    let runs: [[String]] = [
      ["check", violation.lastPathComponent], ["check", "--lenient", violation.lastPathComponent],
      ["check", violation.lastPathComponent, undeclared.lastPathComponent],
      ["explain", undeclared.lastPathComponent],
      ["render", undeclared.lastPathComponent, "-o", "x.svg"],
      ["render", violation.lastPathComponent, "--participants", "nope", "-o", "-"],
      ["render", violation.lastPathComponent, "--format", "text", "-o", "-"],
      ["explain", violation.lastPathComponent], ["trace", "evil.yaml", "-o", "-"],
      ["render", violation.lastPathComponent, "--format", "nope\(Self.escape)"],
    ]
    for arguments in runs {
      let result = try TransitProcess.run(arguments, in: folder)
      #expect(!Self.hasRawControl(result.stdout), "\(arguments): stdout")
      #expect(!Self.hasRawControl(result.stderr), "\(arguments): stderr")
    }
    let checked = try TransitProcess.run(["check", violation.lastPathComponent], in: folder)
    #expect(checked.status == 1)
    #expect(checked.stdout.contains("\\u{1B}[2J\\u{1B}]0;pwned\\u{7}"))
  }

  @Test("a name from standard input's header makes a file name inside Output/, plain ASCII")
  func outputNameFromHeader() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let scenario = "../\u{301}escaped\(Self.escape)"
    let log = try Self.log(
      "in.jsonl", in: folder, scenario: scenario,
      [Self.participant("uikit", role: "uikit"), Self.call(1, "uikit", "uikit", "f()")])
    let result = try TransitProcess.run(
      ["render", "-"], in: folder, stdin: try Data(contentsOf: log))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!Self.hasRawControl(result.stderr))
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Output").path)
    #expect(written == ["..__escaped__2J__0_pwned___32mconforms__0m.svg"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "Output", "in.jsonl",
      ])
  }

  // MARK: Outputs

  @Test("a FIFO at a default output name, or one nothing reads, is refused at once")
  func fifoOutputs() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let output = folder.appendingPathComponent("Output")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    #expect(mkfifo(output.appendingPathComponent("card-zoom.svg").path, 0o600) == 0)
    let log = folder.appendingPathComponent("card-zoom.jsonl")
    try FileManager.default.copyItem(at: GoldenTraces.url("card-zoom"), to: log)
    let chosen = try TransitProcess.run(["render", "card-zoom.jsonl"], in: folder)
    #expect(chosen.status == 2)
    #expect(chosen.stderr.contains("is not a regular file; Transit replaces only a regular file"))
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
    let given = try TransitProcess.run(["trace", "card-zoom", "-o", "pipe"], in: folder)
    #expect(given.status == 2)
    #expect(given.stderr.contains("pipe: is a FIFO that nothing reads; start its reader first"))
  }

  @Test("two runs writing one log each write it whole, and a 0600 log stays 0600")
  func concurrentRuns() throws {
    let folder = try TransitProcess.temporaryDirectory()
    for _ in 0..<8 {
      let result = try Self.shell(
        "\"$TRANSIT\" trace appstore-today -o same.jsonl 2>/dev/null & "
          + "\"$TRANSIT\" trace card-zoom -o same.jsonl 2>/dev/null; wait; "
          + "\"$TRANSIT\" check same.jsonl", in: folder)
      #expect(result.status == 0, "\(result.stdout)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["same.jsonl"])
    let path = folder.appendingPathComponent("private.jsonl").path
    try Self.write("old\n", to: URL(fileURLWithPath: path))
    #expect(chmod(path, 0o600) == 0)
    #expect(try TransitProcess.run(["trace", "card-zoom", "-o", path]).status == 0)
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
  }

  // MARK: Logs and scenario files with nothing, or too much, in them

  @Test("a log with no event is refused by every command, strict or lenient")
  func emptyLogs() throws {
    let folder = try TransitProcess.temporaryDirectory()
    _ = try Self.log("empty.jsonl", in: folder, [Self.participant("uikit", role: "uikit")])
    for arguments in [
      ["check", "empty.jsonl"], ["check", "--lenient", "empty.jsonl"],
      ["check", "--format", "junit", "empty.jsonl"], ["render", "empty.jsonl", "-o", "-"],
      ["explain", "empty.jsonl"], ["exercise", "empty.jsonl"],
    ] {
      let result = try TransitProcess.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr.contains("empty.jsonl:3:1: the log holds no event after its header"),
        "\(arguments): \(result.stderr)")
    }
    let junit = try TransitProcess.run(["check", "--format", "junit", "empty.jsonl"], in: folder)
    #expect(junit.stdout.contains("<error"))
  }

  @Test("a scenario file whose aliases repeat a long pan is refused at the step past the cap")
  func aliasedSteps() throws {
    let folder = try TransitProcess.temporaryDirectory()
    var example = try TransitProcess.run(["scenarios", "--example"]).stdout
    // A pan that cancels, so the card stays up for the next: anchored, then repeated by
    // aliases of four bytes each.
    let pan =
      "  - pan: {on: grabber, translation: [0, 100], duration: 0.3, steps: 6}      "
      + "# 100/426: cancels\n"
    #expect(example.contains(pan))
    let aliased =
      "  - &p {pan: {on: grabber, translation: [0, 100], duration: 20, steps: 1000}}\n"
      + String(repeating: "  - *p\n", count: 200)
    example = example.replacingOccurrences(of: pan, with: aliased)
    let file = folder.appendingPathComponent("aliases.yaml")
    try Self.write(example, to: file)
    let result = try TransitProcess.run(["trace", "aliases.yaml", "-o", "a.jsonl"], in: folder)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("makes the log pass 100000 records"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.jsonl").path))
    let many = example.replacingOccurrences(
      of: aliased, with: String(repeating: "  - wait: 0\n", count: 1001))
    try Self.write(many, to: file)
    let steps = try TransitProcess.run(["trace", "aliases.yaml", "-o", "a.jsonl"], in: folder)
    #expect(steps.status == 2)
    #expect(steps.stderr.contains("a file has at most 1000 steps"), "\(steps.stderr)")
  }
}
