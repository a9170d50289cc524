import Testing
import TransitChecker
import TransitTrace

/// A presented stack dismissed from its root: one dismissal takes the whole stack, the
/// immediate child's, and animates the top-most view leaving; the view controllers in between,
/// covered by the full-screen presentations above them, hear nothing
/// (docs/lifecycle.md#contradiction-stack-dismiss).
@Suite("A presented stack dismissed from its root")
struct DismissChainLogTests {
  static let settled = "appearance.settled-by-transition-end"
  static let willBeforeAnimate = "dismiss.will-disappear-before-animate"

  @Test("the dismiss-chain golden conforms: one dismissal, judged as any other")
  func chainConforms() throws {
    let report = try LogEdit(trace: "dismiss-chain").check()
    #expect(report.violations.map(\.rule.id) == [])
    #expect(report.transitions == 4)
    #expect(report.timesJudged(Self.settled) == 4)
    // The top-most view controller, whose view leaves, is the dismissal's presented one.
    #expect(report.timesJudged(Self.willBeforeAnimate) == 1)
  }

  /// The top-most view controller's viewDidDisappear(_:) answers its will-callback; without it,
  /// the dismissal ends with the will-callback unanswered.
  @Test("the top-most view controller left without its did-callback breaks the rule")
  func missingDidCallbackBreaks() throws {
    var log = try LogEdit(trace: "dismiss-chain")
    let dismissal = try log.transition(.dismiss)
    try log.remove(.call(.viewDidDisappear, on: "vc.flow.4", transition: dismissal))
    let report = try log.check()
    #expect(
      report.violations.map { "\($0.rule.id) at seq \($0.seq)" } == [
        "\(Self.settled) at seq 112"
      ])
  }

  /// The leaving view must hear viewWillDisappear(_:) before UIKit's animator starts.
  @Test("the top-most view controller's will-callback after the animation starts breaks the rule")
  func lateWillCallbackBreaks() throws {
    var log = try LogEdit(trace: "dismiss-chain")
    let dismissal = try log.transition(.dismiss)
    try log.move(
      .call(.viewWillDisappear, on: "vc.flow.4", transition: dismissal),
      after: .call(.animateTransition, transition: dismissal))
    let report = try log.check()
    #expect(report.violations.map(\.rule.id).contains(Self.willBeforeAnimate))
  }
}
