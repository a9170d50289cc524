import Testing
import TransitChecker
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// The verdicts `transit check` gives every built-in scenario: correct ones conform, and each
/// bug-* scenario breaks exactly the rule made for it, at the record that breaks it.
@MainActor
@Suite("Verdicts on the built-in scenarios")
struct ScenarioVerdictTests {
  /// Each misuse scenario's violations, in order: the rule, then the offending record as
  /// `receiver call` (or `caller call view` for a view record).
  static let expected: [String: [String]] = [
    "bug-missing-complete-transition": [
      "transition.complete-transition-called at animator.zoomIn animateTransition(using:)"
    ],
    "bug-complete-transition-twice": [
      "transition.complete-transition-once at ctx.1 completeTransition(_:)"
    ],
    "bug-complete-true-after-cancel": [
      "transition.complete-false-after-cancel at ctx.1 completeTransition(_:)"
    ],
    "bug-views-removed-in-will-begin": [
      "dismiss.chrome-removed-after-did-end at pc.dimming removeFromSuperview() dimmingView"
    ],
    "bug-to-view-not-added": ["present.to-view-added at ctx.1 completeTransition(_:)"],
    "bug-unbalanced-appearance": [
      "appearance.begin-end-balanced at vc.library beginAppearanceTransition(_:animated:)"
    ],
    "bug-double-appearance-forwarding": [
      "appearance.will-did-balanced at vc.library viewWillDisappear(_:)",
      "appearance.will-did-balanced at vc.library viewWillAppear(_:)",
    ],
    "bug-present-during-transition": [
      "modal.no-request-in-flight at vc.palette present(_:animated:completion:)"
    ],
    "bug-interruptible-animator-new-each-call": [
      "animator.interruptible-same-instance at animator.card interruptibleAnimator(using:)"
    ],
    "bug-child-without-did-move": [
      "containment.did-move-after-add-child at vc.nowPlaying willMove(toParent:)"
    ],
    "bug-dimming-view-left-behind": [
      "dismiss.presenter-views-removed at vc.filtersHome addSubview(_:) dimmingView"
    ],
    "bug-transitioning-delegate-released": [
      "lifetime.transitioning-delegate-kept at release delegate.fadeTransition"
    ],
    "bug-retain-cycle-interaction-controller": [
      "lifetime.removed-object-freed at retained vc.detail held by"
        + " DetailViewController.swipe → SwipeDownInteraction.screen → DetailViewController"
    ],
    "bug-closure-retains-presented": [
      "lifetime.removed-object-freed at retained vc.risingSheet"
    ],
  ]

  @Test("every bug-* scenario has its expected verdict")
  func everyBugHasAVerdict() {
    let bugs = BuiltInScenarios.names.filter { $0.hasPrefix("bug-") }
    #expect(Set(bugs) == Set(Self.expected.keys))
    #expect(bugs.count == 14)
  }

  @Test("the scenario's log gets its verdict", arguments: BuiltInScenarios.names)
  func verdict(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let log = RecordBuffer()
    try scenario.trace(to: log)
    let report = try Checker().check(text: log.text, path: "\(name).jsonl")
    let events = Dictionary(uniqueKeysWithValues: log.events.map { ($0.seq, $0) })
    let found = report.violations.map { "\($0.rule.id) at \(Self.summary(events[$0.seq]))" }
    #expect(found == Self.expected[name] ?? [])
    // Not vacuous: the generic appearance rule judges every scenario, and a modal one is judged
    // by many rules. Navigation and tab logs are pinned rule by rule in ContainerLogTests.
    #expect(report.timesJudged("appearance.will-did-balanced") > 0)
    let modal = log.events.contains { event in
      guard case .transition(let change) = event.body else { return false }
      return change.kind == .present || change.kind == .dismiss
    }
    if modal { #expect(report.judged.filter { $0.scopes > 0 }.count >= 10) }
  }

  @Test("the trace in Traces/ gets the same verdict", arguments: BuiltInScenarios.names)
  func goldenVerdict(name: String) throws {
    let report = try Checker().check(path: GoldenTraces.path(name))
    #expect(
      report.violations.map(\.rule.id)
        == (Self.expected[name] ?? []).map {
          String($0.prefix { $0 != " " })
        })
  }

  /// `ctx.1 completeTransition(_:)`, or `pc.dimming removeFromSuperview() dimmingView`.
  static func summary(_ event: Event?) -> String {
    switch event?.body {
    case .call(let call)?: return "\(call.receiver) \(call.name)"
    case .view(let change)?: return "\(change.caller) \(change.name) \(change.view)"
    case let body?: return body.description
    case nil: return "nothing"
    }
  }
}
