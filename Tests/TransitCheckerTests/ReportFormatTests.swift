import Foundation
import Testing
import TransitChecker
import TransitLifecycle
import TransitTestSupport
import TransitTrace

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The three report formats, golden-tested on the traces in `Traces/`.
@Suite("Report formats")
struct ReportFormatTests {
  /// Every trace, checked under the path a user in the package folder would type.
  static func reports(_ names: [String]) throws -> [CheckReport] {
    try names.map { name in
      let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: GoldenTraces.path(name))))
      return try Checker().check(LogReader(bytes: bytes, path: "Traces/\(name).jsonl"))
    }
  }

  @Test("text: every trace, as `transit check Traces/*.jsonl` prints it")
  func text() throws {
    let reports = try Self.reports(GoldenTraces.names())
    let text =
      reports.map(TextReport.render).joined() + TextReport.total(reports, unreadable: 0) + "\n"
    try Golden.expect(text, matches: "check-traces.txt")
  }

  @Test("json: one object per log, each a valid JSON object of the documented shape")
  func json() throws {
    let lines = try Self.reports(GoldenTraces.names()).map(JSONReport.render)
    try Golden.expect(lines.joined(separator: "\n") + "\n", matches: "check-traces.jsonl")
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == ["path", "records", "transitions", "violations"])
      for violation in object["violations"] as? [[String: Any]] ?? [] {
        #expect(Set(violation.keys) == ["rule", "seq", "line", "message", "sources", "references"])
      }
    }
  }

  @Test("junit: a well-formed document with one suite per log and one case per rule")
  func junit() throws {
    let reports = try Self.reports(["bug-complete-transition-twice", "card-zoom"])
    let xml = JUnitReport.render(reports)
    try Golden.expect(xml, matches: "check-junit.xml")
    let parser = XMLParser(data: Data(xml.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.counts["testsuite"] == 2)
    #expect(counter.counts["testcase"] == 2 * LifecycleRules.all.count)
    #expect(counter.counts["failure"] == 1)
  }

  @Test("json escapes what it must")
  func jsonEscaping() throws {
    let report = CheckReport(
      path: "odd \"name\"\\\n\u{1}.jsonl", scenario: nil, records: 0, transitions: 0,
      violations: [], judged: [])
    let line = JSONReport.render(report)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["path"] as? String == "odd \"name\"\\\n\u{1}.jsonl")
  }

  @Test("the rule listing names every rule with its evidence and source")
  func ruleListing() throws {
    let text = RuleListing.render(LifecycleRules.all)
    try Golden.expect(text, matches: "check-rules.txt")
    for rule in LifecycleRules.all {
      #expect(text.contains("\(rule.id)  [\(rule.evidence.rawValue)]"))
    }
  }
}

/// Counts the elements of an XML document.
final class ElementCounter: NSObject, XMLParserDelegate {
  var counts: [String: Int] = [:]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
  }

  /// card-zoom's log with every call named `from` renamed `to`.
  static func renaming(_ from: CallName, to: CallName) throws -> String {
    let text = try String(contentsOfFile: GoldenTraces.path("card-zoom"), encoding: .utf8)
    return text.replacingOccurrences(of: "\"call\":\"\(from)\"", with: "\"call\":\"\(to)\"")
  }

  @Test("a call spelled close to a UIKit signature is noted beside the violations it causes")
  func misspelling() throws {
    let log = try Self.renaming("viewDidAppear(_:)", to: "viewDidAppear")
    let report = try Checker().check(text: log, path: "app.jsonl")
    #expect(
      report.misspellings.map(\.call) == ["viewDidAppear"]
        && report.misspellings.map(\.meant) == ["viewDidAppear(_:)"])
    let note = try #require(report.misspellings.first)
    #expect(note.seq == 12 && note.count == 2, "first at seq \(note.seq), \(note.count) in all")
    let text = TextReport.render(report)
    #expect(
      text.contains(
        "app.jsonl:\(note.line): note: seq 12 (and 1 more) calls viewDidAppear, which no rule "
          + "knows; did you mean viewDidAppear(_:)?"))
    #expect(!report.conforms)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8))
        as? [String: Any])
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.first?["meant"] as? String == "viewDidAppear(_:)")
  }

  @Test("an app's own method is no misspelling, and no golden or real trace has one")
  func noMisspellings() throws {
    let own = try Checker().check(
      text: try Self.renaming("viewDidLoad()", to: "refreshFeed()"), path: "app.jsonl")
    #expect(own.misspellings.isEmpty)
    for path in try GoldenTraces.names().map(GoldenTraces.path)
      + RealTraces.names().map(RealTraces.path)
    {
      let report = try Checker().check(path: path)
      #expect(report.misspellings.isEmpty, "\(path): \(report.misspellings)")
    }
  }
}

/// Every character a log may hold, in a violation and in a reader error, still gives a JUnit
/// report an XML 1.0 parser accepts (issue 14): U+FFFE and U+FFFF are not XML characters, nor
/// are most controls.
@Suite("JUnit XML from hostile logs")
struct JUnitHostileTests {
  // U+FDD0, a noncharacter, is one Swift refuses in a literal.
  static let hostile =
    "x\u{FFFF}y\u{FFFE}z\u{1}\u{1B}[2J\r\u{7F}\u{9B}\u{202E}"
    + String(Unicode.Scalar(0xFDD0)!) + "\u{10FFFF}"

  @Test("a violating record's text and a reader error's message both parse as XML")
  func parses() throws {
    var log = LogBuilder(scenario: Self.hostile)
    log.participant("uikit", "UIKit", .uikit)
    log.participant("ctx", "Context", .transitionContext)
    log.participant("animator", "Animator", .animator)
    log.event(.transition(TransitionChange(state: .requested, kind: .present)), transition: 1)
    log.event(.transition(TransitionChange(state: .began)), transition: 1)
    for _ in 0..<2 {
      log.call(
        "animator", "ctx", .completeTransition,
        ["didComplete": .bool(true), "n": .string(Self.hostile)],
        transition: 1)
    }
    let text = log.records.map(RecordEncoder.line(for:)).joined()
    let report = try Checker().check(text: text, path: "h\u{FFFF}.jsonl")
    #expect(!report.conforms)
    let error = LogReadError(
      kind: .undeclaredParticipant, path: "e\u{FFFE}.jsonl", line: 4, column: 1,
      message: "names participant \(Self.hostile)")
    let xml = JUnitReport.render([.checked(report), .unreadable(error)])
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(!xml.unicodeScalars.contains { $0.value == 0xFFFF || $0.value == 0xFFFE })
    #expect(xml.contains("x\\u{FFFF}y\\u{FFFE}z\\u{1}\\u{1B}[2J\\r\\u{7F}\\u{9B}\\u{202E}"))
  }
}
