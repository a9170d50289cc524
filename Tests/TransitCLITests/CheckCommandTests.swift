import Foundation
import Testing
import TransitTestSupport

/// `transit check`, run as a user runs it: verdicts, formats, standard input, unreadable logs,
/// usage errors and exit codes.
@Suite("transit check")
struct CheckCommandTests {
  static var tracePaths: [String] {
    get throws { try GoldenTraces.names().map { "Traces/\($0).jsonl" } }
  }

  static func golden(_ name: String) throws -> String {
    try String(
      contentsOf: PackagePaths.root.appendingPathComponent(
        "Tests/TransitCheckerTests/Golden/\(name)"), encoding: .utf8)
  }

  /// A log in a fresh folder, written as given.
  static func log(_ text: String, named name: String = "log.jsonl") throws -> URL {
    let url = try TransitProcess.temporaryDirectory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("every trace: the report of Golden/check-traces.txt, exit 1 for the bug traces")
  func everyTrace() throws {
    let result = try TransitProcess.run(["check"] + (try Self.tracePaths))
    #expect(result.status == 1)
    #expect(result.stdout == (try Self.golden("check-traces.txt")))
    #expect(result.stderr.isEmpty)
  }

  @Test("a conforming log exits 0 with a one-line summary")
  func conforming() throws {
    let result = try TransitProcess.run(["check", "Traces/card-zoom.jsonl"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "Traces/card-zoom.jsonl: conforms (96 records, 2 transitions, 33 of 89 rules judged)\n")
  }

  @Test("standard input is read with -")
  func standardInput() throws {
    let log = try Data(
      contentsOf: GoldenTraces.url("bug-to-view-not-added"))
    let result = try TransitProcess.run(["check", "-"], stdin: log)
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("<stdin>:66: present.to-view-added (seq 46)\n"))
  }

  @Test("--format json prints the lines of Golden/check-traces.jsonl")
  func json() throws {
    let result = try TransitProcess.run(["check", "--format", "json"] + (try Self.tracePaths))
    #expect(result.status == 1)
    #expect(result.stdout == (try Self.golden("check-traces.jsonl")))
  }

  @Test("--format junit prints Golden/check-junit.xml")
  func junit() throws {
    let result = try TransitProcess.run(
      [
        "check", "--format", "junit", "Traces/bug-complete-transition-twice.jsonl",
        "Traces/card-zoom.jsonl",
      ])
    #expect(result.status == 1)
    #expect(result.stdout == (try Self.golden("check-junit.xml")))
  }

  @Test("--rules lists every rule and exits 0")
  func rules() throws {
    let result = try TransitProcess.run(["check", "--rules"])
    #expect(result.status == 0)
    #expect(result.stdout == (try Self.golden("check-rules.txt")))
  }

  @Test("a log that is not JSON exits 2 with the reader's path:line:column")
  func unreadable() throws {
    let card = try String(
      contentsOf: GoldenTraces.url("card-zoom"),
      encoding: .utf8)
    var lines = card.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[2] = #"{"type":"participant","id":"uikit","class":"UIKit","role":}"#
    let url = try Self.log(lines.joined(separator: "\n"))
    let result = try TransitProcess.run(["check", url.path, "Traces/card-zoom.jsonl"])
    #expect(result.status == 2)
    #expect(result.stderr == "\(url.path):3:59: expected a value, found '}'\n")
    // The readable log is still checked and reported.
    #expect(result.stdout.contains("Traces/card-zoom.jsonl: conforms"))
    #expect(result.stdout.hasSuffix("2 logs: 1 conform, 0 have violations, 1 could not be read\n"))
  }

  @Test("a log cut off mid-record exits 2 and says so")
  func torn() throws {
    let card = try String(
      contentsOf: GoldenTraces.url("card-zoom"),
      encoding: .utf8)
    let url = try Self.log(String(card.dropLast(40)))
    let result = try TransitProcess.run(["check", url.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(":142:"))
    #expect(result.stderr.contains("torn last line"))
    #expect(result.stdout.isEmpty)
  }

  @Test("--format junit and json report an unreadable log as an error of its own, exit 2")
  func unreadableInReports() throws {
    let junit = try TransitProcess.run([
      "check", "--format", "junit", "Traces/card-zoom.jsonl", "missing.jsonl",
    ])
    #expect(junit.status == 2)
    #expect(junit.stderr == "missing.jsonl: cannot open: No such file or directory\n")
    #expect(
      junit.stdout.contains(
        #"<testsuites name="transit check" tests="90" failures="0" errors="1">"#))
    #expect(
      junit.stdout.hasSuffix(
        """
          <testsuite name="missing.jsonl" tests="1" failures="0" errors="1">
            <testcase classname="missing.jsonl" name="read">
              <error message="missing.jsonl: cannot open: No such file or directory" type="io"/>
            </testcase>
          </testsuite>
        </testsuites>

        """))
    let json = try TransitProcess.run([
      "check", "--format", "json", "missing.jsonl", "Traces/card-zoom.jsonl", "Package.swift",
    ])
    #expect(json.status == 2)
    let lines = json.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first
        == #"{"path":"missing.jsonl","error":{"kind":"io","line":0,"column":0,"#
        + #""message":"missing.jsonl: cannot open: No such file or directory"}}"#)
    #expect(lines[1].hasPrefix(#"{"path":"Traces/card-zoom.jsonl","records":96,"#))
    #expect(
      lines.last?.hasPrefix(
        #"{"path":"Package.swift","error":{"kind":"notATransitLog","line":1,"column":1,"#
          + #""message":"Package.swift:1:1: neither a Transit log nor console output"#) == true)
  }

  @Test("--rules --format json lists every rule as one object per line")
  func rulesAsJSON() throws {
    let result = try TransitProcess.run(["check", "--rules", "--format", "json"])
    #expect(result.status == 0)
    let objects = try result.stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let text = try TransitProcess.run(["check", "--rules"]).stdout
    #expect(text.hasSuffix("\n\(objects.count) rules\n"))
    let first = try #require(objects.first)
    #expect(first["id"] as? String == "present.interaction-asked-after-animator")
    #expect((first["statement"] as? String)?.hasPrefix("UIKit asks") == true)
    let sources = try #require(first["sources"] as? [[String: String]])
    #expect(
      sources.first
        == [
          "evidence": "DOCUMENTED", "id": "vcpg-custom-animation-sequence",
          "name": "View Controller Programming Guide, \"The Custom Animation Sequence\"",
          "kind": "Apple guide (archived)",
          "url": "https://developer.apple.com/library/archive/featuredarticles/"
            + "ViewControllerPGforiPhoneOS/CustomizingtheTransitionAnimations.html",
          "status": "checked",
          "reference": "docs/lifecycle.md#fact-interaction-asked-after-animator",
        ])
    var symbols = 0
    for object in objects {
      let id = try #require(object["id"] as? String)
      #expect(text.contains("\(id)  ["))
      // Every source says where a reader checks it: a page, or a symbol and its iOS build.
      for source in try #require(object["sources"] as? [[String: String]]) {
        let symbol = source["symbol"] != nil && source["ios"]?.hasPrefix("iOS ") == true
        #expect(source["url"] != nil || symbol, "\(id): \(source)")
        if symbol { symbols += 1 }
      }
      #expect(!(try #require(object["references"] as? [String])).isEmpty, "\(id)")
    }
    #expect(symbols > 0)
  }

  @Test("--lenient skips a stray line and a torn last line, reports them, and judges the rest")
  func lenient() throws {
    let card = try String(
      contentsOf: GoldenTraces.url("card-zoom"),
      encoding: .utf8)
    var lines = card.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("viewDidLoad() called", at: 40)
    let url = try Self.log(String(lines.joined(separator: "\n").dropLast(40)))
    let strict = try TransitProcess.run(["check", url.path])
    #expect(strict.status == 2)
    let result = try TransitProcess.run(["check", "--lenient", url.path])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "\(url.path): conforms (95 records, 2 transitions, 33 of 89 rules judged, "
        + "2 unreadable lines skipped)\n")
    #expect(result.stderr.contains("\(url.path):41:1: expected '{' to open a record"))
    #expect(result.stderr.contains(":143:63: the log ends mid-record"))
    let json = try TransitProcess.run(["check", "--lenient", "--format", "json", url.path])
    #expect(json.status == 0)
    #expect(json.stdout.contains(#""records":95,"transitions":2,"skipped":2,"violations":[]"#))
  }

  @Test("--lenient still refuses a log with no readable event, and a bad header")
  func lenientRefusals() throws {
    let card = try String(
      contentsOf: GoldenTraces.url("card-zoom"),
      encoding: .utf8)
    let header = String(card.prefix { $0 != "\n" })
    let nothing = try TransitProcess.run([
      "check", "--lenient", try Self.log(header + "\ngarbage\n").path,
    ])
    #expect(nothing.status == 2)
    #expect(nothing.stderr.contains(":2:1: expected '{' to open a record"))
    #expect(nothing.stderr.contains("no event of the log could be read"))
    #expect(nothing.stdout.isEmpty)
    let notALog = try TransitProcess.run([
      "check", "--lenient", try Self.log("hello\n", named: "notes.jsonl").path,
    ])
    #expect(notALog.status == 2)
    let rules = try TransitProcess.run(["check", "--rules", "--lenient"])
    #expect(rules.status == 2)
    #expect(rules.stderr.contains("--rules reads no log; leave out --lenient"))
  }

  @Test(
    "render and explain --lenient draw and walk through the readable records, as check judges them",
    arguments: [
      ["render", "-f", "text", "-o", "-"], ["render", "-f", "html", "-o", "-"], ["explain"],
    ])
  func lenientProjections(command: [String]) throws {
    let card = try String(
      contentsOf: GoldenTraces.url("card-zoom"),
      encoding: .utf8)
    var lines = card.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("viewDidLoad() called", at: 40)
    let url = try Self.log(lines.joined(separator: "\n"))
    let strict = try TransitProcess.run(command + [url.path])
    #expect(strict.status == 2)
    #expect(strict.stderr.contains("\(url.path):41:1: expected '{' to open a record"))
    let lenient = try TransitProcess.run(command + ["--lenient", url.path])
    #expect(lenient.status == 0, "\(lenient.stderr)")
    #expect(
      lenient.stderr.contains("\(url.path):41:1: expected '{' to open a record")
        && lenient.stderr.contains("(skipped)"))
    // The stray line is the only difference: the output is the golden log's.
    let golden = try TransitProcess.run(
      command + [GoldenTraces.url("card-zoom").path])
    #expect(lenient.stdout == golden.stdout)
    let nothing = try TransitProcess.run(
      command + ["--lenient", try Self.log(String(lines[0]) + "\ngarbage\n").path])
    #expect(nothing.status == 2)
    #expect(nothing.stderr.contains("no event of the log could be read"))
  }

  @Test("a missing file and a file that is not a log exit 2")
  func notALog() throws {
    let missing = try TransitProcess.run(["check", "no-such-log.jsonl"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "no-such-log.jsonl: cannot open: No such file or directory\n")
    let other = try TransitProcess.run(["check", "Package.swift"])
    #expect(other.status == 2)
    // Any other file is read as console text, which names no call here.
    #expect(
      other.stderr.hasPrefix(
        "Package.swift:1:1: neither a Transit log nor console output of a lifecycle"))
  }

  @Test(
    "wrong usage exits 2",
    arguments: [
      ["check"], ["check", "--rules", "Traces/card-zoom.jsonl"], ["check", "-", "-"],
      ["check", "--format", "xml", "Traces/card-zoom.jsonl"],
      ["check", "--rules", "--format", "junit"],
    ])
  func usage(arguments: [String]) throws {
    let result = try TransitProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Usage: transit check"))
  }
}
