import Foundation
import Testing
import TransitChecker
import TransitScenarios
import TransitTrace

/// The example scenario file (`transit scenarios --example`) passes `transit check`, with its
/// interactive dismissals, finished and cancelled, put to the rules made for them.
@MainActor
@Suite("The example scenario file conforms")
struct ScenarioFileCheckTests {
  @Test(
    "the example conforms, its swipes judged as interactive dismissals",
    arguments: [false, true])
  func exampleConforms(removesPresentersView: Bool) throws {
    let text = ScenarioFiles.example.replacingOccurrences(
      of: "shouldRemovePresentersView: false",
      with: "shouldRemovePresentersView: \(removesPresentersView)")
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "example.yaml").trace(to: log)
    let report = try Checker().check(text: log.text, path: "example.jsonl")
    #expect(report.violations.map(\.message) == [])
    // The pull that presents and the two swipes that dismiss.
    #expect(report.timesJudged("modal.interactive-starts-with-interactor") == 3)
    #expect(report.timesJudged("dismiss.cancelled-presented-reappears") == 1)
    #expect(report.timesJudged("transition.complete-false-after-cancel") == 1)
    #expect(report.timesJudged("transition.complete-true-after-finish") == 2)
  }
}
