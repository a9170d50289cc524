import Testing
import TransitChecker
import TransitScenarios
import TransitTrace

/// No rule is vacuous: each is judged and kept by some log, and broken by another.
///
/// The breaking logs are the bug-* traces, or golden traces with one record moved, removed,
/// duplicated or changed, the way a log from a wrong transition would read.
@MainActor
@Suite("Every rule is both kept and broken")
struct RuleCoverageTests {
  @Test("the table covers every rule, and only rules that exist")
  func tableCoversRules() {
    #expect(Set(RuleCases.all.keys) == Set(LifecycleRules.all.map(\.id)))
    #expect(LifecycleRules.all.count == Set(LifecycleRules.all.map(\.id)).count)
  }

  @Test("a log judges the rule and keeps it", arguments: LifecycleRules.all.map(\.id))
  func kept(rule: String) throws {
    let ruleCase = try #require(RuleCases.all[rule])
    let report = try ruleCase.satisfying.report()
    #expect(report.timesJudged(rule) > 0, "\(ruleCase.satisfying) gives \(rule) nothing to judge")
    #expect(!report.violations.contains { $0.rule.id == rule })
  }

  @Test("a log breaks the rule", arguments: LifecycleRules.all.map(\.id))
  func broken(rule: String) throws {
    let ruleCase = try #require(RuleCases.all[rule])
    let report = try ruleCase.violating.report()
    #expect(
      report.violations.contains { $0.rule.id == rule },
      "\(ruleCase.violating) does not break \(rule); it breaks \(report.brokenRules)")
  }
}

/// A log for a rule case: a trace as recorded, or edited.
struct LogSource: CustomStringConvertible, Sendable {
  let description: String
  let make: @MainActor @Sendable () throws -> LogEdit

  static func trace(_ name: String) -> LogSource {
    LogSource(description: "Traces/\(name).jsonl") { try LogEdit(trace: name) }
  }

  static func edited(
    _ name: String, _ what: String, _ edit: @escaping @Sendable (inout LogEdit) throws -> Void
  )
    -> LogSource
  {
    LogSource(description: "Traces/\(name).jsonl with \(what)") {
      var log = try LogEdit(trace: name)
      try edit(&log)
      return log
    }
  }

  /// A run of the engine matrix, edited by `edit`.
  static func run(
    _ configuration: MatrixConfiguration, _ what: String = "",
    _ edit: @escaping @Sendable (inout LogEdit) throws -> Void = { _ in }
  ) -> LogSource {
    LogSource(description: "a run of \(configuration)\(what.isEmpty ? "" : " with \(what)")") {
      var log = LogEdit(records: try configuration.run().records)
      try edit(&log)
      return log
    }
  }

  /// A run of a scenario file, given as its text.
  static func file(_ what: String, _ text: @escaping @Sendable () throws -> String) -> LogSource {
    LogSource(description: "a scenario file: \(what)") {
      let log = RecordBuffer()
      try ScenarioFiles.load(text: try text(), path: "rule-case.yaml").trace(to: log)
      return LogEdit(records: log.records)
    }
  }

  @MainActor
  func report() throws -> CheckReport { try make().check() }
}

/// One log that keeps each rule and one that breaks it.
enum RuleCases {
  typealias M = LogEdit.Match

  static let all: [String: (satisfying: LogSource, violating: LogSource)] =
    request
    .merging(begin) { $1 }.merging(context) { $1 }.merging(completion) { $1 }
    .merging(appearance) { $1 }.merging(navigation) { $1 }.merging(tabBar) { $1 }
    .merging(containers) { $1 }.merging(modern) { $1 }.merging(everyday) { $1 }.merging(lifetime) {
      $1
    }

  static let request: [String: (satisfying: LogSource, violating: LogSource)] = [
    "present.interaction-asked-after-animator": (
      .trace("card-zoom"),
      .edited("card-zoom", "no presentation animator") {
        try $0.modify(.call(.animationControllerForPresented)) { $0.setResult(.null) }
      }
    ),
    "present.adaptive-style-before-animator": (
      .trace("dimming-sheet"),
      .edited("dimming-sheet", "the adaptive style asked after the animator request") {
        try $0.move(
          .call(.adaptivePresentationStyle, transition: 1),
          after: .call(.animationControllerForPresented))
      }
    ),
    "dismiss.interaction-asked-after-animator": (
      .trace("card-zoom"),
      .edited("card-zoom", "no dismissal animator") {
        try $0.modify(.call(.animationControllerForDismissed)) { $0.setResult(.null) }
      }
    ),
    "present.presentation-controller-only-for-custom": (
      .edited("card-zoom", "a fullScreen style and no presentation-controller request") {
        try $0.modify(.state(.requested, transition: 1)) { $0 = $0.withStyle("fullScreen") }
        try $0.remove(.call(.presentationControllerForPresented))
      },
      .edited("card-zoom", "a fullScreen style") {
        try $0.modify(.state(.requested, transition: 1)) { $0 = $0.withStyle("fullScreen") }
      }
    ),
  ]

  static let begin: [String: (satisfying: LogSource, violating: LogSource)] = [
    "present.will-begin-before-animate": (
      .trace("card-zoom"),
      .edited("card-zoom", "presentationTransitionWillBegin() after animateTransition") {
        try $0.move(.call(.presentationTransitionWillBegin), after: .call(.animateTransition))
      }
    ),
    "dismiss.will-begin-before-animate": (
      .trace("dimming-sheet"),
      .edited("dimming-sheet", "dismissalTransitionWillBegin() after animateTransition") {
        let dismissal = try $0.transition(.dismiss)
        try $0.move(
          .call(.dismissalTransitionWillBegin),
          after: .call(.animateTransition, transition: dismissal))
      }
    ),
    "present.will-begin-once": (
      .trace("card-zoom"),
      .edited("card-zoom", "presentationTransitionWillBegin() twice") {
        try $0.duplicate(.call(.presentationTransitionWillBegin))
      }
    ),
    "modal.presented-view-after-will-begin": (
      .trace("card-zoom"),
      .edited("card-zoom", "presentedView read before the will-begin hook") {
        try $0.move(.call(.presentedView), before: .call(.presentationTransitionWillBegin))
      }
    ),
    "present.will-appear-before-animate": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewWillAppear after animateTransition") {
        try $0.move(.call(.viewWillAppear, on: "vc.swatch"), after: .call(.animateTransition))
      }
    ),
    "dismiss.will-disappear-before-animate": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewWillDisappear after startInteractiveTransition") {
        try $0.move(
          .call(.viewWillDisappear, on: "vc.swatch"), after: .call(.startInteractiveTransition))
      }
    ),
    "modal.duration-before-start": (
      .trace("card-zoom"),
      .edited("card-zoom", "no transitionDuration before animateTransition") {
        $0.removeAll { $0.call?.name == .transitionDuration && $0.transition == 1 }
      }
    ),
    "modal.interactive-starts-with-interactor": (
      .trace("card-zoom"),
      .edited("card-zoom", "animateTransition where startInteractiveTransition was") {
        try $0.modify(.call(.startInteractiveTransition)) { $0.rename(.animateTransition) }
      }
    ),
    "modal.animates-without-interactor": (
      .trace("card-zoom"),
      .edited("card-zoom", "startInteractiveTransition where animateTransition was") {
        try $0.modify(.call(.animateTransition)) { $0.rename(.startInteractiveTransition) }
      }
    ),
  ]

  /// A custom presentation whose dismissal an interaction finishes.
  static let finished = MatrixConfiguration(
    style: .custom, delegate: true, removesPresenter: false, animated: true,
    dismissal: .interactiveFinished)

  /// A custom presentation whose controller removes the presenter's view, dismissed plainly.
  static let removingPresenter = MatrixConfiguration(
    style: .custom, delegate: true, removesPresenter: true, animated: true, dismissal: .plain)

  static let context: [String: (satisfying: LogSource, violating: LogSource)] = [
    "transition.complete-transition-called": (
      .trace("card-zoom"), .trace("bug-missing-complete-transition")
    ),
    "transition.complete-transition-once": (
      .trace("card-zoom"), .trace("bug-complete-transition-twice")
    ),
    "transition.complete-true-after-finish": (
      .run(finished),
      .run(finished, "completeTransition(false) after the finish") {
        let dismissal = try $0.transition(.dismiss)
        try $0.modify(.call(.completeTransition, transition: dismissal)) { $0.setFlag(false) }
      }
    ),
    "transition.complete-false-after-cancel": (
      .trace("dimming-sheet-cancelled"), .trace("bug-complete-true-after-cancel")
    ),
    "transition.animation-ended-follows-complete": (
      .trace("card-zoom"),
      .edited("card-zoom", "animationEnded before completeTransition") {
        try $0.move(.call(.animationEnded), after: .call(.animateTransition))
      }
    ),
  ]
}

extension Event {
  /// The event with its transition record's style replaced.
  func withStyle(_ style: String) -> Event {
    guard case .transition(var change) = body else { return self }
    change.style = style
    var event = self
    event.body = .transition(change)
    return event
  }
}
