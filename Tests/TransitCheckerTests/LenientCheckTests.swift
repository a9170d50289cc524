import Foundation
import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// What a `transit check --lenient` would rest on: a lenient reader hands the checker every
/// record it can read, and keeps what it skipped for the caller to report.
@Suite("Checking through a lenient reader")
struct LenientCheckTests {
  @Test(
    "a stray line and a torn last line are skipped, the rest is judged as if they were absent",
    arguments: [false, true])
  func skipsAndJudges(readingAhead: Bool) throws {
    let path = GoldenTraces.path("bug-complete-true-after-cancel")
    let intact = try String(contentsOfFile: path, encoding: .utf8)
    var lines = intact.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("2024-05-01 12:00:00.123 MyApp[123:456] a print() between two records", at: 3)
    let damaged = lines.joined(separator: "\n") + #"{"seq":999,"type":"ca"#
    #expect(throws: LogReadError.self) {
      try Checker().check(text: damaged, path: "app.jsonl", readingAhead: readingAhead)
    }
    let reader = try LogReader(text: damaged, path: "app.jsonl", mode: .lenient)
    let report = try Checker().check(reader, readingAhead: readingAhead)
    let expected = try Checker().check(text: intact, path: "app.jsonl")
    #expect(report.violations.map(\.rule.id) == expected.violations.map(\.rule.id))
    #expect(report.violations.map(\.seq) == expected.violations.map(\.seq))
    // Every record after the stray line is one line further down.
    #expect(report.violations.map(\.line) == expected.violations.map { $0.line + 1 })
    #expect(!report.conforms)
    #expect(reader.skipped == 2)
    #expect(reader.errors.map(\.kind) == [.invalidJSON, .tornLastLine])
    // The log ends in a newline, so the torn record fills the empty last element of `lines`.
    #expect(reader.errors.map(\.line) == [4, lines.count])
  }
}
