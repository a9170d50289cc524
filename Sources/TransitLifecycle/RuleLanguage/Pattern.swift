/// How a rule relates its steps: the small fixed vocabulary every rule is written in.
///
/// The words follow the property-pattern family of the Synoptic and Texada log miners:
/// precedes, followed by, occurrence bounds, balanced pairs and never after. Conditions on the
/// outcome and the configuration are kept apart, in `Condition`.
package indirect enum Pattern: Sendable, Hashable {
  /// Every `then` comes after some `first`; a `reset` forgets the `first` seen so far.
  case precedes(Step, then: Step, resetBy: [Step])
  /// Every `trigger` is followed by a `response` before the scope ends. With `sameSubject`,
  /// each trigger needs a response about the same view controller or view.
  case eventuallyFollowedBy(Step, response: Step, sameSubject: Bool)
  /// `step` happens between `atLeast` and `atMost` times within the scope.
  case occurs(Step, atLeast: Int, atMost: Int)
  /// Opening and closing steps pair up per view controller.
  case balanced(Pairing)
  /// `then` never comes after `first` until an `unless` step. With `sameViewController`,
  /// only a `then` about a view controller the `first` concerns counts.
  case neverAfter(Step, then: Step, unless: [Step], sameViewController: Bool)
  /// Every `step` within the scope returns the same value as the first one did.
  case sameResult(Step)

  /// `first` comes before `then`.
  package static func precedes(_ first: Step, then: Step) -> Pattern {
    .precedes(first, then: then, resetBy: [])
  }

  /// `trigger` is eventually followed by `response`.
  package static func followedBy(_ trigger: Step, _ response: Step) -> Pattern {
    .eventuallyFollowedBy(trigger, response: response, sameSubject: false)
  }

  /// `step` happens exactly once.
  package static func exactlyOnce(_ step: Step) -> Pattern { .occurs(step, atLeast: 1, atMost: 1) }

  /// `step` happens at most once.
  package static func atMostOnce(_ step: Step) -> Pattern { .occurs(step, atLeast: 0, atMost: 1) }

  /// `step` never happens.
  package static func never(_ step: Step) -> Pattern { .occurs(step, atLeast: 0, atMost: 0) }

  /// `then` never comes after `first`.
  package static func neverAfter(_ first: Step, then: Step, unless: [Step] = []) -> Pattern {
    .neverAfter(first, then: then, unless: unless, sameViewController: false)
  }

  /// Every step the pattern names, in the order it names them.
  package var steps: [Step] {
    switch self {
    case .precedes(let first, let then, let resets): return [first, then] + resets
    case .eventuallyFollowedBy(let trigger, let response, _): return [trigger, response]
    case .occurs(let step, _, _): return [step]
    case .balanced(let pairing):
      return pairing.pairs.flatMap { [$0.open, $0.close] } + (pairing.knownFrom.map { [$0] } ?? [])
    case .neverAfter(let first, let then, let unless, _): return [first, then] + unless
    case .sameResult(let step): return [step]
    }
  }

  /// The pattern in words, for `transit check --rules`.
  package var summary: String {
    switch self {
    case .precedes(let first, let then, let resets):
      let reset =
        resets.isEmpty ? "" : " (forgotten at \(resets.map(\.label).joined(separator: ", ")))"
      return "\(first.label) precedes \(then.label)\(reset)"
    case .eventuallyFollowedBy(let trigger, let response, let same):
      return "\(trigger.label) is eventually followed by \(response.label)"
        + (same ? " of the same subject" : "")
    case .occurs(let step, let least, let most):
      switch (least, most) {
      case (0, 0): return "never \(step.label)"
      case (1, 1): return "exactly once \(step.label)"
      case (0, 1): return "at most once \(step.label)"
      default: return "\(step.label) \(least)…\(most) times"
      }
    case .balanced(let pairing):
      return "balanced pairs: "
        + pairing.pairs.map { "\($0.open.label) / \($0.close.label)" }.joined(separator: "; ")
    case .neverAfter(let first, let then, let unless, _):
      let until = unless.isEmpty ? "" : " until \(unless.map(\.label).joined(separator: " or "))"
      return "never \(then.label) after \(first.label)\(until)"
    case .sameResult(let step):
      return "every \(step.label) returns the same object"
    }
  }
}

/// Opening and closing steps that pair up per view controller: will- and did-callbacks, or
/// `beginAppearanceTransition` and `endAppearanceTransition`.
package struct Pairing: Sendable, Hashable {
  /// One direction: an opening step and the step that closes it.
  package struct Pair: Sendable, Hashable {
    package let open: Step
    package let close: Step

    package init(open: Step, close: Step) {
      self.open = open
      self.close = close
    }
  }

  /// The directions, such as appearing and disappearing.
  package let pairs: [Pair]
  /// Whether an opening in the other direction may turn an open pair around, as a cancelled
  /// transition does (the UIViewControllerTransitionCoordinator.h header comments; for
  /// `beginAppearanceTransition`, Douglas Hill's note and UIKit 26.1's private
  /// cancelBeginAppearanceTransition).
  package let reversible: Bool
  /// Whether opening again in the direction of the last completed pair is wrong: a view
  /// controller that has appeared cannot appear again before it disappears.
  package let followsState: Bool
  /// Whether a pair still open when the log ends is a violation.
  package let requiresClose: Bool
  /// A step that shows the subject's state before its first pair (`viewDidLoad()`: not on
  /// screen yet). Without it, a subject's first step is taken as the log shows it, because a
  /// log may start with a view controller already on screen.
  package let knownFrom: Step?
  /// Whether a turn is wrong once the transition the open pair began in has completed, not
  /// cancelled: completing delivers the did-callbacks of what it began, so only a cancel, or
  /// another transition while this one is still in flight, turns a pair around.
  package let turnsOnlyInFlight: Bool

  package init(
    _ pairs: [Pair], reversible: Bool, followsState: Bool, requiresClose: Bool,
    knownFrom: Step? = nil, turnsOnlyInFlight: Bool = false
  ) {
    self.pairs = pairs
    self.reversible = reversible
    self.turnsOnlyInFlight = turnsOnlyInFlight
    self.followsState = followsState
    self.requiresClose = requiresClose
    self.knownFrom = knownFrom
  }
}

/// What must hold about a transition for a rule to judge it. A condition the log leaves
/// unknown (a custom presentation controller whose `shouldRemovePresentersView` was not
/// logged) makes the rule inapplicable, never violated.
package enum Condition: Sendable, Hashable, CustomStringConvertible {
  /// `completeTransition(_:)` was passed true (`finished`) or false (`cancelled`).
  case outcome(Outcome)
  /// The presentation controller removes the presenter's view (`shouldRemovePresentersView`,
  /// or the style's own controller: true for `.fullScreen` and `.currentContext`).
  case removesPresentersView(Bool)
  /// The presentation style is, or is not, one of these (`custom`, `fullScreen`…).
  case styleIn(Set<String>)
  case styleNotIn(Set<String>)
  /// An interaction controller was vended: the transition is interactive.
  case interactive(Bool)
  /// The optional method shows up in the transition: the participant implements it.
  case implements(CallName)
  /// `present` or `dismiss` was given a completion handler.
  case completionHandlerGiven
  /// App code asked for the transition through a setter, `selectedIndex` or
  /// `selectedViewController`, rather than UIKit for a tap on the tab bar.
  case requestedInCode
  /// A delegate's animator runs the transition (true), or UIKit runs its own (false): the
  /// delegate vended an animator or returned nil, or, for a tab switch, the switch animates or
  /// not, as only a delegate's animator animates one.
  case customAnimator(Bool)
  /// No other transition in flight turns the presenter's appearance around: a view controller
  /// in the middle of a presented stack dismissed from its root is revealed by one dismissal and
  /// removed by the next, and gets the did-callback of the way it goes
  /// (docs/lifecycle.md#fact-overlapping-appearance).
  case presenterNotTurnedAround
  /// The view controller in this part has received `viewWillAppear(_:)` or `viewDidAppear(_:)`
  /// in the log before or in the transition: a log that never prints them (an app that
  /// overrides only the disappear callbacks, or none) says nothing of their absence.
  case printsAppearCallbacks(Step.Party)

  /// How a transition ended.
  package enum Outcome: String, Sendable, Hashable {
    case finished
    case cancelled
  }

  package var description: String {
    switch self {
    case .outcome(let outcome): return "the transition \(outcome.rawValue)"
    case .removesPresentersView(let value): return "shouldRemovePresentersView is \(value)"
    case .styleIn(let styles): return "style is \(styles.sorted().joined(separator: " or "))"
    case .styleNotIn(let styles):
      return "style is not \(styles.sorted().joined(separator: " or "))"
    case .interactive(let value): return value ? "interactive" : "not interactive"
    case .implements(let call): return "\(call) is implemented"
    case .completionHandlerGiven: return "a completion handler was given"
    case .requestedInCode: return "code set selectedIndex or selectedViewController"
    case .customAnimator(let value):
      return value ? "a delegate's animator runs it" : "UIKit runs its own transition"
    case .presenterNotTurnedAround:
      return "no other transition in flight turns the presenter's appearance around"
    case .printsAppearCallbacks(let party):
      let whose =
        switch party {
        case .from: "from-view controller"
        case .to: "to-view controller"
        default: party.rawValue
        }
      return "the log shows the \(whose)'s viewWillAppear(_:) or viewDidAppear(_:)"
    }
  }
}
