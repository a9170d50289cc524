import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// dismiss.presenter-views-removed follows a view from the presentation that put it beside the
/// sheet to the end of the dismissal that completes that presentation. It is judged only where
/// the log records the view changes and the transitions' states, and it reports only at a
/// completed dismissal: a view removed anywhere before then (in the app's own close path,
/// between transitions) keeps it, and a log that stops before the dismissal ends, or whose
/// dismissal is cancelled, leaves it unjudged.
@Suite("Views the presenter adds beside a presentation")
struct PresenterViewsTests {
  static let rule = "dismiss.presenter-views-removed"
  static let bug = "bug-dimming-view-left-behind"
  static let dimming = LogEdit.Match.view("dimmingView", removal: false)

  /// `rule at seq N`, for each violation.
  static func found(_ report: CheckReport) -> [String] {
    report.violations.map { "\($0.rule.id) at seq \($0.seq)" }
  }

  @Test("the bug's log: reported at the addSubview(_:), once the swipe's dismissal completes")
  func bugReported() throws {
    let report = try LogEdit(trace: Self.bug).check()
    #expect(Self.found(report) == ["\(Self.rule) at seq 32"])
    #expect(report.violations.first?.transition == 1)
    #expect(report.violations.first?.instead.contains("transition 2 completed") == true)
    #expect(report.timesJudged(Self.rule) == 1)
  }

  @Test("the view removed by the app's own close path, between the transitions: kept")
  func removedBetweenTransitions() throws {
    var log = try LogEdit(trace: Self.bug)
    try log.duplicate(.state(.ended, transition: 1)) { event in
      event.transition = nil
      event.cause = nil
      event.body = .view(
        ViewChange(
          caller: "vc.filtersHome", name: .removeFromSuperview, view: "dimmingView",
          viewClass: "UIView", viewController: nil, superview: "vc.filtersHome.view",
          index: nil))
    }
    let report = try log.check()
    #expect(Self.found(report) == [])
    #expect(report.timesJudged(Self.rule) == 1)
    #expect(report.undetermined.isEmpty)
  }

  @Test("the view inside an overlay of the presenter's that is removed leaves with it: kept")
  func leavesWithAncestor() throws {
    var log = try LogEdit(trace: Self.bug)
    try log.modify(Self.dimming) { event in
      guard case .view(var change) = event.body else { return }
      change.superview = "overlayView"
      event.body = .view(change)
    }
    // The overlay comes in just before the dimming view, from the same block.
    try log.duplicate(Self.dimming) { event in
      guard case .view(var change) = event.body else { return }
      change.view = "overlayView"
      change.superview = "vc.filtersHome.view"
      event.body = .view(change)
    }
    try log.move(.view("dimmingView", removal: false), after: .view("overlayView", removal: false))
    var kept = log
    try kept.duplicate(.state(.ended, transition: 1)) { event in
      event.transition = nil
      event.cause = nil
      event.body = .view(
        ViewChange(
          caller: "vc.filtersHome", name: .removeFromSuperview, view: "overlayView",
          viewClass: "UIView", viewController: nil, superview: "vc.filtersHome.view",
          index: nil))
    }
    #expect(Self.found(try kept.check()) == [])
    #expect(try kept.check().timesJudged(Self.rule) == 1)
    // Left in place, both are reported, each at its own addSubview(_:).
    #expect(Self.found(try log.check()) == ["\(Self.rule) at seq 32", "\(Self.rule) at seq 33"])
  }

  @Test("the view removed in the presentation itself: kept, judged by the presentation")
  func removedInPresentation() throws {
    var log = try LogEdit(trace: Self.bug)
    try log.duplicate(Self.dimming) { event in
      guard case .view(var change) = event.body else { return }
      change.name = .removeFromSuperview
      change.index = nil
      event.body = .view(change)
    }
    let report = try log.check()
    #expect(Self.found(report) == [])
    #expect(report.timesJudged(Self.rule) == 1)
  }

  @Test("a view put in the container view leaves with it: not the rule's to judge")
  func inContainerView() throws {
    var log = try LogEdit(trace: Self.bug)
    try log.modify(Self.dimming) { event in
      guard case .view(var change) = event.body else { return }
      change.superview = "container.1"
      event.body = .view(change)
    }
    let report = try log.check()
    #expect(Self.found(report) == [])
    #expect(report.timesJudged(Self.rule) == 0)
  }

  @Test("a view another object adds, or a view controller's root view: not the rule's")
  func notThePresenters() throws {
    var other = try LogEdit(trace: Self.bug)
    try other.modify(Self.dimming) { event in
      guard case .view(var change) = event.body else { return }
      change.caller = "object.filtersSheet"
      event.body = .view(change)
    }
    #expect(Self.found(try other.check()) == [])
    var root = try LogEdit(trace: Self.bug)
    try root.modify(Self.dimming) { event in
      guard case .view(var change) = event.body else { return }
      change.viewController = "vc.filtersHome"
      event.body = .view(change)
    }
    #expect(Self.found(try root.check()) == [])
  }

  @Test("a cancelled dismissal does not decide; the log ending first leaves it unjudged")
  func cancelledDismissal() throws {
    var log = try LogEdit(trace: Self.bug)
    try log.modify(.call(.completeTransition, transition: 2)) { $0.setFlag(false) }
    try log.modify(.state(.completed, transition: 2)) { event in
      guard case .transition(var change) = event.body else { return }
      change.didComplete = false
      event.body = .transition(change)
    }
    try log.modify(.state(.ended, transition: 2)) { event in
      guard case .transition(var change) = event.body else { return }
      change.didComplete = false
      event.body = .transition(change)
    }
    let report = try log.check()
    #expect(!Self.found(report).contains { $0.hasPrefix(Self.rule) })
    #expect(report.timesJudged(Self.rule) == 0)
    #expect(
      report.undetermined.map { "\($0.rule.id) at seq \($0.seq): \($0.endsFirst ?? "-")" } == [
        "\(Self.rule) at seq 32: a completed dismissal of vc.filters, by which dimmingView was "
          + "due to leave"
      ])
  }

  @Test("the log cut before the dismissal ends: unjudged, and noted")
  func cutBeforeDismissalEnds() throws {
    var log = try LogEdit(trace: Self.bug)
    try log.cut(before: .state(.completed, transition: 2))
    let report = try log.check()
    #expect(Self.found(report) == [])
    #expect(report.undetermined.map(\.rule.id) == [Self.rule])
  }

  @Test("past the views it keeps, the checker forgets the hierarchy and only notes the view")
  func forgottenHierarchy() throws {
    let log = try LogEdit(trace: Self.bug)
    let report = try Checker(limits: .init(views: 2)).check(text: log.text, path: "edited.jsonl")
    #expect(Self.found(report) == [])
    #expect(report.undetermined.map(\.rule.id) == [Self.rule])
  }

  @Test("without view records or without states, the rule judges nothing")
  func partialLogs() throws {
    var noViews = try LogEdit(trace: Self.bug)
    noViews.removeAll { if case .view = $0.body { true } else { false } }
    let quiet = try noViews.check()
    #expect(Self.found(quiet) == [])
    #expect(quiet.timesJudged(Self.rule) == 0)
    var noStates = try LogEdit(trace: Self.bug)
    noStates.removeAll { if case .transition = $0.body { true } else { false } }
    let stateless = try noStates.check()
    #expect(Self.found(stateless) == [])
    #expect(stateless.timesJudged(Self.rule) == 0)
  }

  @Test("every correct golden trace keeps the rule; sheet-detents-dimmed judges it")
  func goldensKeepIt() throws {
    for name in try GoldenTraces.names() where !name.hasPrefix("bug-") {
      let report = try Checker().check(path: GoldenTraces.path(name))
      #expect(!report.violations.contains { $0.rule.id == Self.rule }, "\(name)")
    }
    let fixed = try LogEdit(trace: "sheet-detents-dimmed").check()
    #expect(fixed.timesJudged(Self.rule) == 1)
    #expect(fixed.undetermined.isEmpty)
  }
}
