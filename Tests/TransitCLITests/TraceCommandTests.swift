import Foundation
import Testing
import TransitTestSupport

/// `transit scenarios` and `transit trace`, run as a user runs them.
@Suite("transit trace and transit scenarios")
struct TraceCommandTests {
  @Test("scenarios lists every built-in scenario, one line each")
  func listsScenarios() throws {
    let result = try TransitProcess.run(["scenarios"])
    #expect(result.status == 0)
    let names = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    let golden = try GoldenTraces.names()
    #expect(names.sorted() == golden)
    #expect(golden.contains("card-zoom"))
  }

  @Test("trace writes Traces/NAME.jsonl in the current folder and prints a summary")
  func tracesToDefaultPath() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["trace", "card-zoom"], in: folder)
    #expect(result.status == 0)
    let written = try String(
      contentsOf: folder.appendingPathComponent("Traces/card-zoom.jsonl"), encoding: .utf8)
    let golden = try String(
      contentsOf: GoldenTraces.url("card-zoom"),
      encoding: .utf8)
    #expect(written == golden)
    let records = golden.split(separator: "\n").filter { $0.hasPrefix("{\"seq\"") }.count
    #expect(
      result.stderr == "card-zoom: \(records) records, 2 transitions → Traces/card-zoom.jsonl\n")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Traces").path)
    #expect(leftovers == ["card-zoom.jsonl"])
  }

  @Test("a log of one transition is summed up in the singular")
  func singularSummary() throws {
    let result = try TransitProcess.run(["trace", "bug-complete-true-after-cancel", "-o", "-"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "bug-complete-true-after-cancel: 89 records, 1 transition → standard output\n")
  }

  @Test(
    "trace --output - writes the log to standard output", arguments: try GoldenTraces.names())
  func tracesToStandardOutput(name: String) throws {
    let result = try TransitProcess.run(["trace", name, "--output", "-"])
    #expect(result.status == 0)
    let golden = try String(
      contentsOf: GoldenTraces.url(name),
      encoding: .utf8)
    #expect(result.stdout == golden)
  }

  @Test("an unknown scenario is a usage error that lists the known ones")
  func unknownScenario() throws {
    let result = try TransitProcess.run(["trace", "card-zoomm"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("unknown scenario 'card-zoomm' (did you mean card-zoom?);"))
    for name in try GoldenTraces.names() { #expect(result.stderr.contains(name)) }
    // A name cut short is completed; a name close to nothing gets no guess.
    let short = try TransitProcess.run(["trace", "nav-push"])
    #expect(short.stderr.contains("unknown scenario 'nav-push' (did you mean nav-push-pop?);"))
    let far = try TransitProcess.run(["trace", "xyz"])
    #expect(far.stderr.contains("unknown scenario 'xyz'; the built-in scenarios are: "))
  }

  @Test("a name explain cannot find is reported with a guess and no unrelated usage line")
  func unknownSource() throws {
    let result = try TransitProcess.run(["explain", "card-zom"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: 'card-zom' is neither a log (.jsonl), console text, a scenario file (.yaml) nor "
          + "a built-in scenario (did you mean card-zoom?); the built-in scenarios are: card-zoom, "
      ))
    #expect(!result.stderr.contains("Usage: transit <subcommand>"))
  }

  @Test("a log that cannot be written leaves nothing behind and exits 2")
  func unwritableOutput() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let blocker = folder.appendingPathComponent("file")
    try Data().write(to: blocker)
    let result = try TransitProcess.run(
      ["trace", "card-zoom", "--output", blocker.path + "/log.jsonl"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("file: cannot use as a folder: Not a directory"))
    let empty = try TransitProcess.run(["trace", "card-zoom", "-o", ""], in: folder)
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("--output needs a path, or `-` for standard output"))
  }

  @Test(
    "trace and scenarios state their exit statuses in their help",
    arguments: ["trace", "scenarios"])
  func exitStatusInHelp(command: String) throws {
    let help = try TransitProcess.run([command, "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("Exit status: 0 on success, 2 "))
  }
}

/// `transit trace FILE.yaml` and `transit scenarios --example`.
@Suite("Scenario files on the command line")
struct ScenarioFileCommandTests {
  @Test("the example traces, and the trace is named after the file")
  func example() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let example = try TransitProcess.run(["scenarios", "--example"])
    #expect(example.status == 0)
    try example.stdout.write(
      to: folder.appendingPathComponent("my-transition.yaml"), atomically: true, encoding: .utf8)
    let result = try TransitProcess.run(["trace", "my-transition.yaml"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("my-transition: "))
    #expect(result.stderr.hasSuffix(" records, 6 transitions → Traces/my-transition.jsonl\n"))
    let log = try String(
      contentsOf: folder.appendingPathComponent("Traces/my-transition.jsonl"), encoding: .utf8)
    #expect(
      log.hasPrefix(
        #"{"type":"header","schema":"transit.log","version":1,"scenario":"my-transition""#))
  }

  @Test(
    "a scenario name never reaches outside Traces/: refused by the file's checks, or cleaned",
    arguments: ["../../escape", "my flow"])
  func nameStaysInTraces(name: String) throws {
    let root = try TransitProcess.temporaryDirectory()
    let folder = root.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let example = try TransitProcess.run(["scenarios", "--example"]).stdout
    let named = try #require(
      example.range(of: #"(?m)^# scenario: .*$"#, options: .regularExpression))
    try example.replacingCharacters(in: named, with: "scenario: \(name)").write(
      to: folder.appendingPathComponent("flow.yaml"), atomically: true, encoding: .utf8)
    let result = try TransitProcess.run(["trace", "flow.yaml"], in: folder)
    // The scenario file's checks refuse such names; should one get through, trace cleans it
    // (/ and spaces become _) as render and exercise do.
    if result.status == 0 {
      let cleaned = name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(
        of: " ", with: "_")
      #expect(result.stderr.hasSuffix("→ Traces/\(cleaned).jsonl\n"))
    } else {
      #expect(result.status == 2)
      #expect(result.stderr.contains("flow.yaml:"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["a"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().allSatisfy {
        $0 == "flow.yaml" || $0 == "Traces"
      })
  }

  /// Issue 10's built-in scenarios that also ship as files: the file writes the built-in's
  /// golden log's events byte for byte, and `transit check` finds it conforming.
  @Test(
    "a shipped file traces to its built-in's golden events, and conforms",
    arguments: [
      "child-containment", "dismiss-then-present", "nav-push-then-present", "sheet-detents",
      "sheet-modal-in-presentation", "popover-adaptive", "current-context", "page-swipe",
      "page-swipe-cancelled", "interruptible-card",
    ])
  func shippedFileGivesGolden(name: String) throws {
    let path = "Sources/TransitScenarios/Files/Examples/\(name).yaml"
    let traced = try TransitProcess.run(["trace", path, "--output", "-"])
    #expect(traced.status == 0)
    let golden = try String(contentsOf: GoldenTraces.url(name), encoding: .utf8)
    // The same calls, hierarchy and states byte for byte; how views look (the geometry channel)
    // differs where the Swift form colours a view the file form leaves plain.
    let geometry = ["set", "animation", "timing", "finger"].map { #"{"type":""# + $0 + #"","# }
    func withoutGeometry(_ log: String) -> [Substring] {
      log.split(separator: "\n").filter { line in !geometry.contains { line.hasPrefix($0) } }
    }
    #expect(withoutGeometry(traced.stdout) == withoutGeometry(golden))
    #expect(withoutGeometry(traced.stdout).count < traced.stdout.split(separator: "\n").count)
    let checked = try TransitProcess.run(["check", "-"], stdin: Data(traced.stdout.utf8))
    #expect(checked.status == 0)
    #expect(checked.stdout.hasPrefix("<stdin>: conforms ("))
  }

  @Test("a file with a mistake is refused with exit 2, and nothing is written")
  func refused() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let file = folder.appendingPathComponent("broken.yaml")
    try """
    viewControllers:
      HomeViewController:
        root: true
        views:
          button: {frame: [0, 0, 44, 44], onTap: {present: Missing}}
    steps:
      - tap: button
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try TransitProcess.run(["trace", "broken.yaml"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "broken.yaml:5:56: 'Missing' is not a view controller; declared: HomeViewController"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Traces").path))
  }
}
