import Testing
import TransitChecker
import TransitTrace

/// A log copied only in part ends with obligations still open. The checker reports one only
/// where the log shows that the response was due before it ended: the transition the opening
/// record belongs to shows its end, or, for a record outside any transition, a transition that
/// began after it does. Otherwise the rule is left unjudged for that view controller, and the
/// report says so.
@Suite("A log cut short")
struct CutShortLogTests {
  static let didMove = "containment.did-move-after-add-child"
  static let beginEnd = "appearance.begin-end-balanced"

  /// `rule at seq N: what the log does not show`, for each rule left unjudged.
  static func unjudged(_ report: CheckReport) -> [String] {
    report.undetermined.map { "\($0.rule.id) at seq \($0.seq): \($0.endsFirst ?? "-")" }
  }

  @Test("a child added, then the log cut before anything else ends: unjudged, and noted")
  func childCutBeforeAnyTransition() throws {
    var log = try LogEdit(trace: "bug-child-without-did-move")
    try log.cut(before: .state(.requested, transition: 1))
    let report = try log.check()
    #expect(report.violations.map(\.message) == [])
    #expect(
      Self.unjudged(report) == [
        "\(Self.didMove) at seq 26: that didMove(toParent:) on vc.nowPlaying was due "
          + "(no transition that began after seq 26 shows its end)"
      ])
    // vc.albums heard its didMove(toParent:): the rule judged that child, and only that one.
    #expect(report.timesJudged(Self.didMove) == 1)
    let text = TextReport.render(report)
    #expect(
      text.contains(
        "edited.jsonl:39: note: \(Self.didMove) is left unjudged at seq 26: the log ends before "
          + "it shows that didMove(toParent:) on vc.nowPlaying was due"))
    #expect(text.contains("conforms (38 records, 0 transitions, "))
    #expect(text.contains(", 1 left unjudged where the log ends first)"))
  }

  @Test("a child added, then the log cut mid-transition: unjudged, and noted")
  func childCutMidTransition() throws {
    var log = try LogEdit(trace: "bug-child-without-did-move")
    try log.cut(before: .state(.completed, transition: 1))
    let report = try log.check()
    #expect(report.violations.map(\.message) == [])
    #expect(Self.unjudged(report).map { $0.prefix { $0 != ":" } } == ["\(Self.didMove) at seq 26"])
    #expect(report.timesJudged(Self.didMove) == 1)
  }

  @Test("the same log with the transition's end recorded owes the didMove(toParent:)")
  func childTransitionEnded() throws {
    let report = try LogEdit(trace: "bug-child-without-did-move").check()
    #expect(
      report.violations.map { "\($0.rule.id) at seq \($0.seq): \($0.instead)" } == [
        "\(Self.didMove) at seq 26: it never came by the end of the log"
      ])
    #expect(report.undetermined.isEmpty)
    #expect(report.timesJudged(Self.didMove) == 2)
  }

  @Test("an appearance forwarded by hand in a transition cut before its end: unjudged")
  func beginCutBeforeTransitionEnd() throws {
    var log = try LogEdit(trace: "bug-unbalanced-appearance")
    try log.cut(before: .state(.ended, transition: 2))
    let report = try log.check()
    #expect(report.violations.map(\.message) == [])
    #expect(
      Self.unjudged(report) == [
        "\(Self.beginEnd) at seq 72: that endAppearanceTransition() on vc.library was due "
          + "(transition 2 never shows its end)"
      ])
    // The presentation's pair closed on vc.library: the rule judged that much.
    #expect(report.timesJudged(Self.beginEnd) == 1)
  }

  @Test("the same transition with its end recorded owes the endAppearanceTransition()")
  func beginTransitionEnded() throws {
    let report = try LogEdit(trace: "bug-unbalanced-appearance").check()
    #expect(
      report.violations.map { "\($0.rule.id) at seq \($0.seq): \($0.instead)" } == [
        "\(Self.beginEnd) at seq 72: it never came by the end of the log"
      ])
    #expect(report.undetermined.isEmpty)
  }
}
