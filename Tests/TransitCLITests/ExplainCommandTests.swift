import Foundation
import Testing
import TransitTestSupport

/// `transit explain`, run as a user runs it.
@Suite("transit explain")
struct ExplainCommandTests {
  static let goldens = Golden.folder(of: "TransitTeachingTests")

  static func golden(_ name: String) throws -> String {
    try String(contentsOf: goldens.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("a built-in scenario, its log and the log on standard input give the golden walkthrough")
  func sources() throws {
    let expected = try Self.golden("explain-card-zoom.txt")
    let traced = try TransitProcess.run(["explain", "card-zoom"])
    #expect(traced.status == 0)
    #expect(traced.stderr == "")
    #expect(traced.stdout == expected)
    let logged = try TransitProcess.run(["explain", "Traces/card-zoom.jsonl"])
    #expect(logged.stdout == expected)
    let piped = try TransitProcess.run(
      ["explain", "-"],
      stdin: Data(
        contentsOf: GoldenTraces.url("card-zoom")))
    #expect(piped.status == 0)
    #expect(piped.stdout == expected)
  }

  @Test("a scenario file is traced on the fly")
  func scenarioFile() throws {
    let result = try TransitProcess.run([
      "explain", "Sources/TransitScenarios/Files/Examples/dimming-sheet-cancelled.yaml",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == (try Self.golden("explain-dimming-sheet-cancelled.txt")))
  }

  @Test("--step and --transition give their golden outputs")
  func focus() throws {
    let step = try TransitProcess.run(["explain", "card-zoom", "--step", "39"])
    #expect(step.stdout == (try Self.golden("explain-card-zoom-step-34.txt")))
    let transition = try TransitProcess.run(["explain", "card-zoom", "--transition", "2"])
    #expect(transition.stdout == (try Self.golden("explain-card-zoom-transition-2.txt")))
  }

  @Test("iOS 18's tabs: a switch made by setting selectedTab, then didSelectTab, explained")
  func tabs() throws {
    let result = try TransitProcess.run(["explain", "tabs-ios18", "--transition", "2"])
    #expect(result.status == 0)
    #expect(result.stdout == (try Self.golden("explain-tabs-ios18-transition-2.txt")))
  }

  @Test("colour on a terminal, none with NO_COLOR, none into a pipe")
  func colour() throws {
    let terminal = try PseudoTerminal.run(["explain", "card-zoom", "--step", "31"])
    #expect(terminal.contains("\u{1B}[1m"))
    #expect(terminal.contains("\u{1B}[36mviewWillAppear(true)\u{1B}[0m"))
    let noColor = try PseudoTerminal.run(
      ["explain", "card-zoom", "--step", "31"], noColor: "1")
    #expect(noColor.contains("viewWillAppear(true)"))
    #expect(!noColor.contains("\u{1B}"))
    let piped = try TransitProcess.run(["explain", "card-zoom", "--step", "31"])
    #expect(piped.stdout.contains("viewWillAppear(true)"))
    #expect(!piped.stdout.contains("\u{1B}"))
  }

  @Test("an unreadable log gives the reader's path:line:column and exit 2")
  func badInput() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let bad = folder.appendingPathComponent("bad.jsonl")
    try Data(
      (#"{"type":"header","schema":"transit.log","version":1,"scenario":"x","engine":"t"}"#
        + "\n" + #"{"seq":1,"type":"call"}"# + "\n").utf8
    ).write(to: bad)
    let result = try TransitProcess.run(["explain", bad.path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("\(bad.path):2:1: call record is missing \"t\""))
    let missing = try TransitProcess.run([
      "explain", folder.appendingPathComponent("no.jsonl").path,
    ])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no.jsonl: cannot open"))
  }

  @Test("wrong usage exits 2 and says why")
  func usage() throws {
    let both = try TransitProcess.run(["explain", "card-zoom", "--step", "3", "--transition", "1"])
    #expect(both.status == 2)
    #expect(both.stderr.contains("--step shows one record; leave out --transition"))
    let unknown = try TransitProcess.run(["explain", "no-such-scenario"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("the built-in scenarios are: card-zoom"))
    let step = try TransitProcess.run(["explain", "card-zoom", "--step", "99"])
    #expect(step.status == 2)
    #expect(step.stderr.contains("--step 99: the log's events are numbered 1 to 96"))
  }

  @Test(
    "--width, --step and --transition out of range exit 2 and give the range",
    arguments: [
      (["--width", "59"], "--width must be from 60 to 500 columns"),
      (["--width", "501"], "--width must be from 60 to 500 columns"),
      (["--width", "100000000"], "--width must be from 60 to 500 columns"),
      (["--width", "9223372036854775807"], "--width must be from 60 to 500 columns"),
      (["--width", "-1"], "--width must be from 60 to 500 columns"),
      (["--step", "-1"], "--step must be 1 or more"),
      (["--transition", "-1"], "--transition must be 1 or more"),
    ])
  func ranges(options: [String], message: String) throws {
    let result = try TransitProcess.run(["explain", "card-zoom"] + options)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message))
  }

  @Test("the widest width is accepted, and the help says what turns colour off")
  func widestAndHelp() throws {
    let wide = try TransitProcess.run(["explain", "card-zoom", "--width", "500"])
    #expect(wide.status == 0)
    let help = try TransitProcess.run(["explain", "--help"])
    let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("NO_COLOR set to anything but the empty string turns it off"))
    #expect(flat.contains("60 to 500"))
  }
}
