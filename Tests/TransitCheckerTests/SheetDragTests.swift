import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// The rules judged over a sheet's drag: a pan UIKit handles on a presented sheet's view, from
/// its `began` record to its end, or, once the sheet refused the swipe, to UIKit's
/// `presentationControllerDidAttemptToDismiss(_:)`. They judge only what the log records: no
/// gesture records, no drag; a pan that is not a sheet's (a page view controller's scroll, a
/// navigation controller's edge pan) is never one.
@Suite("Rules over a sheet's drag")
struct SheetDragTests {
  static let detent = "sheet.detent-drag-no-appearance"
  static let refused = "sheet.refused-swipe-no-dismissal"
  static let modal = "sheet-modal-in-presentation"

  /// `rule at seq N`, for each violation.
  static func found(_ report: CheckReport) -> [String] {
    report.violations.map { "\($0.rule.id) at seq \($0.seq)" }
  }

  /// sheet-detents with the sheet's viewWillDisappear(_:) outside a transition, mid-drag.
  static func midDragDisappearance() throws -> LogEdit {
    var log = try LogEdit(trace: "sheet-detents")
    try log.duplicate(.call(.viewWillDisappear, on: "vc.filters")) { event in
      event.transition = nil
      event.cause = nil
    }
    try log.move(.call(.viewWillDisappear, on: "vc.filters", nth: 1), after: .pan("changed"))
    return log
  }

  /// A call UIKit makes, inserted after the event `anchor` names, in `transition`.
  static func insert(
    _ call: Call, transition: Int?, after anchor: LogEdit.Match, in log: inout LogEdit
  ) throws {
    try log.duplicate(anchor) { event in
      event.transition = transition
      event.cause = nil
      event.body = .call(call)
    }
  }

  @Test("sheet-detents: two drags judged, the dismissal's viewWillDisappear in its transition")
  func detentsKept() throws {
    let report = try LogEdit(trace: "sheet-detents").check()
    #expect(Self.found(report) == [])
    // The launch's appearance callbacks (seq 3 to 6) come before any drag; the dismissal the
    // second drag starts delivers viewWillDisappear(_:) in transition 2.
    #expect(report.timesJudged(Self.detent) == 2)
    #expect(report.timesJudged(Self.refused) == 0)
  }

  @Test("an appearance callback outside a transition, mid-drag, is reported at it")
  func midDragAppearanceReported() throws {
    let report = try Self.midDragDisappearance().check()
    let violation = try #require(report.violations.first { $0.rule.id == Self.detent })
    #expect(violation.seq == 46)
    #expect(violation.transition == nil)
    #expect(violation.instead.contains("outside any transition"))
  }

  @Test("a log without gesture records leaves both rules unjudged")
  func noGesturesUnjudged() throws {
    var log = try Self.midDragDisappearance()
    log.removeAll { if case .gesture = $0.body { true } else { false } }
    let report = try log.check()
    #expect(!Self.found(report).contains { $0.hasPrefix(Self.detent) })
    #expect(report.timesJudged(Self.detent) == 0)
    #expect(report.timesJudged(Self.refused) == 0)
  }

  @Test("a log without the presentation's view records cannot tell the pan is the sheet's")
  func noViewsUnjudged() throws {
    var log = try Self.midDragDisappearance()
    log.removeAll { if case .view = $0.body { true } else { false } }
    let report = try log.check()
    #expect(!Self.found(report).contains { $0.hasPrefix(Self.detent) })
    #expect(report.timesJudged(Self.detent) == 0)
  }

  @Test(
    "a page view controller's swipe and a navigation controller's edge pan are no sheet drags",
    arguments: ["page-swipe", "page-swipe-cancelled", "nav-pop-interactive-cancelled"])
  func otherPansNotJudged(trace: String) throws {
    let report = try LogEdit(trace: trace).check()
    #expect(Self.found(report) == [])
    #expect(report.timesJudged(Self.detent) == 0)
    #expect(report.timesJudged(Self.refused) == 0)
  }

  @Test("the refused swipe: judged and kept up to didAttemptToDismiss")
  func refusedKept() throws {
    let report = try LogEdit(trace: Self.modal).check()
    #expect(Self.found(report) == [])
    #expect(report.timesJudged(Self.refused) == 1)
    #expect(report.timesJudged(Self.detent) == 1)
  }

  @Test("UIKit's own dismiss(animated:completion:) after the refusal is reported")
  func uikitDismissalReported() throws {
    var log = try LogEdit(trace: Self.modal)
    try Self.insert(
      Call(caller: "uikit", receiver: "vc.filtersHome", name: .dismiss), transition: 2,
      after: .pan("changed", nth: 2), in: &log)
    let report = try log.check()
    #expect(Self.found(report) == ["\(Self.refused) at seq 49"])
    #expect(report.violations.first?.expected.contains("isModalInPresentation at seq 46") == true)
  }

  @Test("presentationControllerShouldDismiss(_:) answering false refuses the swipe too")
  func shouldDismissFalseRefuses() throws {
    var log = try LogEdit(trace: Self.modal)
    try log.modify(.call(.isModalInPresentation)) { event in
      event.body = .call(
        Call(
          caller: "uikit", receiver: "object.filtersSheet",
          name: .presentationControllerShouldDismiss,
          args: Arguments([("presentationController", .string("pc.sheet"))]),
          result: .bool(false)))
    }
    #expect(Self.found(try log.check()) == [])
    try Self.insert(
      Call(caller: "uikit", receiver: "vc.filters", name: .viewWillDisappear), transition: nil,
      after: .pan("ended"), in: &log)
    let found = Self.found(try log.check())
    #expect(found == ["\(Self.refused) at seq 50"])
  }

  @Test("a swipe UIKit lets go (isModalInPresentation false) may dismiss")
  func allowedSwipeNotJudged() throws {
    var log = try LogEdit(trace: Self.modal)
    try log.modify(.call(.isModalInPresentation)) { $0.setResult(.bool(false)) }
    try log.modify(.call(.presentationControllerDidAttemptToDismiss)) {
      $0.rename(.presentationControllerWillDismiss)
    }
    let report = try log.check()
    #expect(!Self.found(report).contains { $0.hasPrefix(Self.refused) })
    #expect(report.timesJudged(Self.refused) == 0)
  }

  @Test("a log that does not give isModalInPresentation's value leaves the rule unjudged")
  func unknownResultUnjudged() throws {
    var log = try LogEdit(trace: Self.modal)
    try log.modify(.call(.isModalInPresentation)) { $0.setResult(nil) }
    try log.modify(.call(.presentationControllerDidAttemptToDismiss)) {
      $0.rename(.presentationControllerWillDismiss)
    }
    let report = try log.check()
    #expect(Self.found(report) == [])
    #expect(report.timesJudged(Self.refused) == 0)
  }

  @Test("the app's own dismissal in code after didAttemptToDismiss is legitimate")
  func appDismissalAfterAttemptKept() throws {
    var log = try LogEdit(trace: Self.modal)
    let attempt = LogEdit.Match.call(.presentationControllerDidAttemptToDismiss)
    // Inserted in reverse, each right after the attempt.
    try Self.insert(
      Call(caller: "uikit", receiver: "vc.filters", name: .viewWillDisappear), transition: 2,
      after: attempt, in: &log)
    try Self.insert(
      Call(caller: "object.filtersSheet", receiver: "vc.filtersHome", name: .dismiss),
      transition: 2, after: attempt, in: &log)
    let report = try log.check()
    #expect(!Self.found(report).contains { $0.hasPrefix(Self.refused) })
    #expect(report.timesJudged(Self.refused) == 1)
  }

  @Test("the app's own dismissal in code while the finger still moves is not UIKit's")
  func appDismissalDuringDragNotReported() throws {
    var log = try LogEdit(trace: Self.modal)
    let changed = LogEdit.Match.pan("changed", nth: 2)
    try Self.insert(
      Call(caller: "uikit", receiver: "vc.filters", name: .viewWillDisappear), transition: 2,
      after: changed, in: &log)
    try Self.insert(
      Call(caller: "vc.filters", receiver: "vc.filtersHome", name: .dismiss), transition: 2,
      after: changed, in: &log)
    #expect(!Self.found(try log.check()).contains { $0.hasPrefix(Self.refused) })
  }
}
