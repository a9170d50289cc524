import Testing
import TransitChecker
import TransitLifecycle
import TransitTrace

/// `present.adaptive-style-before-animator` judges the first adaptive-style question of a
/// presentation, from the presentation controller or its delegate, and only where the log
/// shows one (docs/lifecycle.md#fact-adaptive-queries).
@Suite("Adaptive-style questions before the animator request")
struct AdaptiveStyleRuleTests {
  static let rule = "present.adaptive-style-before-animator"

  /// How many presentations the rule judged in `report`.
  static func judged(_ report: CheckReport) -> Int {
    report.judged.first { $0.rule.id == rule }?.scopes ?? 0
  }

  @Test("the delegate's trait-collection question after the animator request breaks the rule")
  func delegateQuestionLate() throws {
    var log = try LogEdit(trace: "dimming-sheet")
    try log.modify(.call(.adaptivePresentationStyle, transition: 1)) {
      $0.rename(.adaptivePresentationStyleForTraits)
      $0.setReceiver("delegate.sheet")
    }
    try log.move(
      .call(.adaptivePresentationStyleForTraits, transition: 1),
      after: .call(.animationControllerForPresented))
    let report = try log.check()
    #expect(report.violations.map(\.rule.id) == [Self.rule])
  }

  @Test("a question asked again after the animator request keeps the rule")
  func askedAgainLater() throws {
    var log = try LogEdit(trace: "dimming-sheet")
    try log.duplicate(.call(.adaptivePresentationStyle, transition: 1))
    try log.move(
      .call(.adaptivePresentationStyle, transition: 1, nth: 1),
      after: .call(.animationControllerForPresented))
    let report = try log.check()
    #expect(report.violations.map(\.rule.id) == [])
    #expect(Self.judged(report) == 1)
  }

  @Test("a presentation whose log shows no adaptive-style question is not judged")
  func noQuestionNotJudged() throws {
    var log = try LogEdit(trace: "dimming-sheet")
    try log.remove(.call(.adaptivePresentationStyle, transition: 1))
    let report = try log.check()
    #expect(report.violations.map(\.rule.id) == [])
    #expect(Self.judged(report) == 0)
  }

  @Test("a presentation UIKit animates itself asks no animator and is not judged")
  func systemAnimationNotJudged() throws {
    let report = try LogEdit(trace: "popover-adaptive").check()
    #expect(report.violations.map(\.rule.id) == [])
    #expect(Self.judged(report) == 0)
  }
}
