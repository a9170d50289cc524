/// One fact of the presentation lifecycle, written so that a log can be held to it.
///
/// A rule is data: what it claims (`statement`), where the claim comes from (`sources`, entries
/// of the bibliography, and the facts of `docs/lifecycle.md` they support), which records it is
/// about (`pattern`, built from `Step`s), when it holds (`conditions`) and what usually fixes a
/// log that breaks it (`hint`). The checker interprets
/// the pattern; nothing about a rule lives anywhere else. `LifecycleRules.all` lists them.
///
/// The hint is the rule's own fix sentence, where it needs one, followed by the glossary's
/// advice on the call the rule is about, so a better glossary entry improves every rule about
/// that call, `transit explain` and the step-through page at once.
package struct Rule: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// A stable id, `<topic>.<claim>`: `present.will-begin-before-animate`.
  package let id: String
  /// The claim, in one sentence.
  package let statement: String
  /// The call the rule is about, under which a glossary explains it.
  package let call: CallName
  /// What one instance of the rule covers: a transition, a view controller, or the whole log.
  package let scope: Scope
  /// The records the rule relates, and how.
  package let pattern: Pattern
  /// The configuration and outcome the rule needs; it is judged only where they all hold.
  package let conditions: [Condition]
  /// Who keeps the rule: UIKit (a guarantee) or the app's code (a duty).
  package let obligation: Obligation
  /// Where the claim comes from, the strongest first.
  package let sources: [Citation]
  /// What only this rule needs to say about the fix, before the glossary's advice on `call`;
  /// nil where that advice says it all.
  package let fix: String?
  /// Whether the rule still judges what never happened in a transition the log leaves in
  /// flight. Only the rule that explains why a transition never ended does; every other
  /// obligation of an unfinished transition is owed by that one failure.
  package let judgesUnfinishedTransitions: Bool

  /// A rule; `hint` is its own fix sentence (see `fix`), and `judgesUnfinishedTransitions` is
  /// only for the rule that explains an unended transition.
  package init(
    _ id: String, about call: CallName, in scope: Scope, _ statement: String,
    pattern: Pattern, when conditions: [Condition] = [], obligation: Obligation,
    sources: [Citation], hint fix: String? = nil, judgesUnfinishedTransitions: Bool = false
  ) {
    self.id = id
    self.statement = statement
    self.call = call
    self.scope = scope
    self.pattern = pattern
    self.conditions = conditions
    self.obligation = obligation
    self.sources = sources
    self.fix = fix
    self.judgesUnfinishedTransitions = judgesUnfinishedTransitions
  }

  /// The usual fix when a log breaks the rule: the rule's own sentence, then the glossary's
  /// advice on `call`.
  package var hint: String {
    [fix, Glossary.entry(for: call)?.advice].compactMap { $0 }.joined(separator: " ")
  }

  /// The kind of evidence behind the rule: that of its strongest source.
  package var evidence: Citation.Evidence { sources.first?.evidence ?? .inferred }

  /// The facts and orders of `docs/lifecycle.md` the rule's sources support, each once.
  package var references: [ReferenceAnchor] { sources.references }

  /// `present.will-begin-before-animate: presentationTransitionWillBegin() is called …`.
  package var description: String { "\(id): \(statement)" }
}

/// Who keeps a rule, which says where to look when a log breaks it.
package enum Obligation: String, Sendable, Hashable, CaseIterable {
  /// UIKit keeps it: a log that breaks it was not recorded from UIKit as it behaves, or the
  /// app forwards calls UIKit would make itself.
  case uikit
  /// The app's transition code must keep it.
  case app

  /// `UIKit guarantees this` or `your code must do this`.
  package var phrase: String {
    switch self {
    case .uikit: return "UIKit guarantees this"
    case .app: return "your code must do this"
    }
  }
}

/// What one instance of a rule covers.
package enum Scope: Sendable, Hashable, CustomStringConvertible {
  /// Each transition on its own; only transitions of these kinds (every kind when nil).
  case transition(Set<TransitionKind>?)
  /// Each view controller's appearance, across transitions, from the start of the log to its end.
  case viewController
  /// The whole log: transitions of these kinds against what happens while they are in flight.
  case log(Set<TransitionKind>)
  /// Each presentation, from its `present` transition to the end of the dismissal that
  /// completes it: the triggers are taken from the presentation, and what they owe may come
  /// anywhere in the log until that dismissal is over, inside a transition or between two.
  case presentationUntilDismissed
  /// Each drag of a sheet: a pan UIKit handles (`"target":"uikit"`) on the root view of a
  /// view controller the log shows presented as a sheet (`pageSheet` or `formSheet`, or with a
  /// `UISheetPresentationController`) and still on screen, from the pan's `began` record to
  /// its `ended` or `cancelled` record. After a refusal (a `first` of a never-after pattern)
  /// the scope stays open past the pan's end, up to and including UIKit's
  /// `presentationControllerDidAttemptToDismiss(_:)`, which UIKit sends once the finger lifts,
  /// or the next touch. Only records about the sheet count: calls to its presented view
  /// controller or its presenter, or that name its presentation controller. Only records
  /// outside every transition count, and, for a step that says so, records of a transition
  /// UIKit requested. A log without gesture records leaves these rules unjudged.
  case sheetDrag
  /// Each object's lifetime, where the log shows lifetimes: a view controller a completed
  /// dismissal, pop, `setViewControllers` or `removeFromParent()` took off the screen (with
  /// the presentation controller, animators, interaction controllers and context of its
  /// transition), from that moment to the end of the next run-loop turn; and a presentation's
  /// transitioning delegate, from the presentation to its dismissal. Only a class the log shows
  /// freed at least once (an app that prints `deinit`), or an object Transit's engine saw still
  /// alive, is judged: a log that records no releases says nothing about lifetimes.
  case lifetime

  /// Modal presentations only.
  package static let presentation = Scope.transition([.present])
  /// Modal dismissals only.
  package static let dismissal = Scope.transition([.dismiss])
  /// Modal presentations and dismissals.
  package static let modal = Scope.transition([.present, .dismiss])
  /// Every transition, whatever container runs it.
  package static let anyTransition = Scope.transition(nil)
  /// A navigation controller's pushes and pops.
  package static let navigation = Scope.transition([.push, .pop])
  /// A navigation controller's pops only.
  package static let pop = Scope.transition([.pop])
  /// A tab bar controller's tab switches.
  package static let tabSwitch = Scope.transition([.tabSwitch])
  /// Every transition a container view controller runs: pushes, pops and tab switches.
  package static let containers = Scope.transition([.push, .pop, .tabSwitch])

  /// The transition kinds the scope admits, or nil for every kind.
  package var kinds: Set<TransitionKind>? {
    switch self {
    case .transition(let kinds): return kinds
    case .viewController: return nil
    case .log(let kinds): return kinds
    case .presentationUntilDismissed: return [.present, .dismiss]
    case .sheetDrag, .lifetime: return []
    }
  }

  /// `each present transition`, `each view controller`, `the whole log (present, dismiss)`.
  package var description: String {
    func names(_ kinds: Set<TransitionKind>) -> String {
      TransitionKind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: "/")
    }
    switch self {
    case .transition(nil): return "each transition"
    case .transition(let kinds?): return "each \(names(kinds)) transition"
    case .viewController: return "each view controller"
    case .log(let kinds): return "the whole log (\(names(kinds)) in flight)"
    case .presentationUntilDismissed: return "each presentation, until its dismissal completes"
    case .sheetDrag: return "each drag of a sheet, outside transitions"
    case .lifetime: return "each object a transition took off the screen, and each delegate"
    }
  }
}
