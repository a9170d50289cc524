import Testing
import TransitChecker
import TransitTrace

/// A presented stack dismissed from its root: UIKit dismisses it top-down, and the dismissals
/// overlap on the view controllers in the middle, each revealed by one dismissal and removed
/// by the next. UIKit counts appearance per view controller, so the dismissal that ends first
/// delivers the did-callback of the way the view controller goes, and the other delivers none
/// (docs/lifecycle.md#contradiction-stack-dismiss, #fact-overlapping-appearance).
@Suite("A presented stack dismissed from its root")
struct DismissChainLogTests {
  static let settled = "appearance.settled-by-transition-end"
  static let presenterFirst = "dismiss.presenter-appears-first-when-removed"

  @Test("the dismiss-chain golden conforms, its overlapping dismissals judged")
  func chainConforms() throws {
    let report = try LogEdit(trace: "dismiss-chain").check()
    #expect(report.violations.map(\.rule.id) == [])
    #expect(report.transitions == 6)
    // Every transition's will-callbacks are settled, the overlapping ones included.
    #expect(report.timesJudged(Self.settled) == 6)
    // The middle dismissals' presenters are turned around; the last one's dismissed view
    // controller disappeared at the end of the dismissal before it.
    #expect(report.timesJudged(Self.presenterFirst) == 0)
  }

  /// The middle view controller's viewDidDisappear(_:) answers both its will-callbacks; without
  /// it, both are unanswered, the overlap excusing nothing.
  @Test("a middle view controller left without its did-callback still breaks the rule")
  func missingDidCallbackBreaks() throws {
    var log = try LogEdit(trace: "dismiss-chain")
    let revealing = try log.transition(.dismiss)
    try log.remove(.call(.viewDidDisappear, on: "vc.flow.3", transition: revealing))
    let report = try log.check()
    #expect(
      report.violations.map { "\($0.rule.id) at seq \($0.seq)" } == [
        "\(Self.settled) at seq 99", "\(Self.settled) at seq 109",
      ])
  }

  /// A will-callback of another transition that takes the presenter the same way does not turn
  /// it around: its dismissal still owes it viewDidAppear(_:) first.
  @Test("an overlap that does not turn the presenter around excuses nothing")
  func sameDirectionOverlapBreaks() throws {
    var log = try LogEdit(trace: "dismiss-chain")
    let removing = try log.transition(.dismiss, nth: 1)
    try log.modify(.call(.viewWillDisappear, on: "vc.flow.3", transition: removing)) {
      $0.retarget(to: "vc.flow.3", name: .viewWillAppear)
    }
    let report = try log.check()
    // The edit also leaves the view controller two will-appears and its dismissal no
    // will-disappear, which their own rules report.
    #expect(
      report.violations.map { "\($0.rule.id) at seq \($0.seq)" } == [
        "appearance.will-did-balanced at seq 109",
        "dismiss.will-disappear-before-animate at seq 114",
        "appearance.will-did-balanced at seq 136", "\(Self.presenterFirst) at seq 137",
      ])
  }
}
