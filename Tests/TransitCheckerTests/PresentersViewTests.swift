import Foundation
import Testing
import TransitChecker
import TransitScenarios
import TransitTrace

/// dismiss.to-view-added on scenario files: a dismissal whose presentation removed the
/// presenter's view must put it back in the container before it completes
/// (docs/lifecycle.md#fact-animator-adds-to-view).
@MainActor
@Suite("The presenter's view on a dismissal")
struct PresentersViewTests {
  static func check(_ text: String) throws -> CheckReport {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "f.yaml").trace(to: log)
    return try Checker().check(text: log.text, path: "f.jsonl")
  }

  /// The review's reproduction: the example with `shouldRemovePresentersView: true`.
  @Test("the example with shouldRemovePresentersView true conforms, judged by the rule")
  func exampleRemovingPresenter() throws {
    let text = ScenarioFiles.example.replacingOccurrences(
      of: "shouldRemovePresentersView: false", with: "shouldRemovePresentersView: true")
    #expect(text != ScenarioFiles.example)
    let report = try Self.check(text)
    #expect(report.violations.map(\.rule.id) == [])
    // The tap's dismissal and the finished swipe; a cancelled one never completes with true.
    #expect(report.timesJudged("dismiss.to-view-added") == 2)
  }

  @Test("an animator that never adds the to-view breaks it on the dismissal")
  func toViewNeverAdded() throws {
    let report = try Self.check(
      DimmingSheetFile.removingPresenter(mistakes: "[doesNotAddToView]"))
    #expect(
      report.violations.map(\.rule.id) == ["present.to-view-added", "dismiss.to-view-added"])
  }

  @Test("a presentation that keeps the presenter's view is not judged")
  func presenterKept() throws {
    let url = try #require(ScenarioFiles.builtInURL(named: "dimming-sheet"))
    let report = try Self.check(try String(contentsOf: url, encoding: .utf8))
    #expect(report.violations.map(\.rule.id) == [])
    #expect(report.timesJudged("dismiss.to-view-added") == 0)
  }
}
