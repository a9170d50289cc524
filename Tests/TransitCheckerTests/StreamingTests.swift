import Testing
import TransitChecker
import TransitTrace

/// One streaming pass in bounded memory: what a check keeps never grows with the log.
@Suite("Streaming in bounded memory")
struct StreamingTests {
  static let scenarios = [
    "card-zoom", "dimming-sheet", "dimming-sheet-cancelled", "fullscreen-default",
    "page-sheet-swipe-cancelled", "dimming-sheet-forwarding",
  ]

  @Test("a long log conforms, and the checker keeps no more than its limits")
  func bounded() throws {
    let limits = Checker.Limits(closedTransitionsKept: 2, viewControllers: 8, presentations: 4)
    let checker = Checker(limits: limits)
    for copies in [30, 120] {
      let text = try LongLog.text(copies: copies, of: Self.scenarios)
      let report = try checker.check(text: text, path: "long.jsonl")
      #expect(report.violations.map(\.message) == [])
      #expect(report.transitions > copies)
      #expect(report.footprint.transitionsInFlight == 1)
      #expect(report.footprint.viewControllers <= limits.viewControllers)
      #expect(report.footprint.presentations <= limits.presentations + 1)
    }
  }

  @Test("reading ahead on a second thread gives the same report as reading in line")
  func readingAhead() throws {
    // Every seventh copy is the double-forwarding bug: copies 6, 13, 20 and 27, two each.
    let text = try LongLog.text(
      copies: 30, of: Self.scenarios + ["bug-double-appearance-forwarding"])
    let inLine = try Checker().check(text: text, path: "long.jsonl", readingAhead: false)
    let ahead = try Checker().check(text: text, path: "long.jsonl", readingAhead: true)
    #expect(inLine == ahead)
    #expect(
      inLine.violations.map(\.rule.id) == Array(repeating: "appearance.will-did-balanced", count: 8)
    )
    #expect(inLine.participants == ahead.participants)
  }

  @Test("an error mid-log on the reading thread reaches the caller, located")
  func errorAhead() throws {
    var text = try LongLog.text(copies: 12, of: Self.scenarios)
    text += "{\"seq\":\n"
    #expect {
      try Checker().check(text: text, path: "long.jsonl", readingAhead: true)
    } throws: { error in
      guard let error = error as? LogReadError else { return false }
      return error.path == "long.jsonl" && error.line == text.split(separator: "\n").count
        && error.kind == .invalidJSON
    }
  }
}
