/// One transition as far as the log has told it: what was asked for, where it runs and how far
/// it got.
///
/// Fields are filled from the `transition` records as they come: kind, ends, style and animation
/// at `requested`; container and interactivity at `began`; the percentage at `finishing` or
/// `cancelling`; `didComplete` at `completed`; the outcome at `ended`.
public struct ReplayedTransition: Sendable, Hashable, CustomStringConvertible {
  /// The id events carry in their `transition` field.
  public var id: Int
  public var kind: TransitionKind?
  /// For a present, the presenting view controller; for a dismiss, the presented one that leaves.
  public var from: String?
  /// For a present, the presented view controller; for a dismiss, the presenter it returns to.
  public var to: String?
  /// The presentation style of a modal transition (`custom`, `fullScreen`, …).
  public var style: String?
  public var animated: Bool?
  /// The container view the transition runs in, recorded when it began.
  public var container: String?
  /// Whether the transition began interactively.
  public var interactive: Bool?
  /// The latest state the log recorded.
  public var state: TransitionState
  /// How far the interaction had gone when it was finished or cancelled.
  public var percentComplete: Double?
  /// What `completeTransition(_:)` was passed.
  public var didComplete: Bool?
  /// How the transition turned out; set once it has `ended`.
  public var outcome: TransitionOutcome?

  public init(
    id: Int, kind: TransitionKind? = nil, from: String? = nil, to: String? = nil,
    style: String? = nil, animated: Bool? = nil, container: String? = nil,
    interactive: Bool? = nil, state: TransitionState = .requested,
    percentComplete: Double? = nil, didComplete: Bool? = nil, outcome: TransitionOutcome? = nil
  ) {
    self.id = id
    self.kind = kind
    self.from = from
    self.to = to
    self.style = style
    self.animated = animated
    self.container = container
    self.interactive = interactive
    self.state = state
    self.percentComplete = percentComplete
    self.didComplete = didComplete
    self.outcome = outcome
  }

  /// Whether the transition was requested and has not ended yet.
  public var isInFlight: Bool { state != .ended }

  /// `transition 2: dismiss vc.detail → vc.home (custom, animated, interactive) in container.1,
  /// ended, cancelled at 0.3`.
  public var description: String {
    var text = "transition \(id): \(kind?.rawValue ?? "?") \(from ?? "?") → \(to ?? "?")"
    var traits: [String] = []
    if let style { traits.append(style) }
    if let animated { traits.append(animated ? "animated" : "not animated") }
    if interactive == true { traits.append("interactive") }
    if !traits.isEmpty { text += " (" + traits.joined(separator: ", ") + ")" }
    if let container { text += " in \(container)" }
    text += ", \(state.rawValue)"
    if let outcome {
      text += ", \(outcome.rawValue)"
    } else if let didComplete {
      text += ", didComplete \(didComplete)"
    }
    if let percentComplete { text += " at \(JSONNumber.format(percentComplete))" }
    return text
  }

  /// The transition as its first change leaves it, and what was wrong with that change.
  static func starting(id: Int, with change: TransitionChange) -> (ReplayedTransition, [String]) {
    var transition = ReplayedTransition(id: id, state: change.state)
    var problems: [String] = []
    if change.state != .requested {
      problems.append("transition \(id) reaches \(change.state.rawValue) without being requested")
    }
    problems += transition.merge(change)
    return (transition, problems)
  }

  /// Folds one more change into the transition, and returns what was out of order.
  ///
  /// States must move forward through the order `TransitionState` lists; finishing and
  /// cancelling may follow each other, as they can for an interruptible transition
  /// (docs/lifecycle.md#facts-interactive; the UIViewControllerTransitionCoordinator.h header
  /// comments).
  mutating func apply(_ change: TransitionChange) -> [String] {
    var problems: [String] = []
    let interactionEnds: Set<TransitionState> = [.finishing, .cancelling]
    if change.state.rank < state.rank
      || (change.state.rank == state.rank && !interactionEnds.contains(change.state))
    {
      problems.append("transition \(id) goes from \(state.rawValue) to \(change.state.rawValue)")
    }
    if change.state == .ended && state != .completed {
      problems.append("transition \(id) ended without completing")
    }
    return problems + merge(change)
  }

  /// Takes the fields `change` carries, which replace the ones recorded so far so that a log that
  /// repeats them later still reads, and moves to its state.
  private mutating func merge(_ change: TransitionChange) -> [String] {
    var problems: [String] = []
    if let kind = change.kind { self.kind = kind }
    if let from = change.from { self.from = from }
    if let to = change.to { self.to = to }
    if let style = change.style { self.style = style }
    if let animated = change.animated { self.animated = animated }
    if let container = change.container { self.container = container }
    if let interactive = change.interactive { self.interactive = interactive }
    if let percent = change.percentComplete { percentComplete = percent }
    if let didComplete = change.didComplete { self.didComplete = didComplete }
    switch change.state {
    case .requested where kind == nil:
      problems.append("transition \(id) is requested without a kind")
    case .completed where change.didComplete == nil:
      problems.append("transition \(id) completed without didComplete; read as true")
    case .ended where state == .completed || state == .ended:
      outcome = (didComplete ?? true) ? .finished : .cancelled
    default:
      break
    }
    state = change.state
    return problems
  }
}

/// How a transition ended, from the argument of `completeTransition(_:)` (UIKit trusts it even
/// after a cancel: docs/lifecycle.md#fact-complete-transition-trusts-argument).
public enum TransitionOutcome: String, Sendable, Hashable, CaseIterable {
  /// `completeTransition(true)`: the destination is on screen.
  case finished
  /// `completeTransition(false)`: the source is back on screen, as if nothing happened.
  case cancelled
}

extension TransitionState {
  /// The position in the lifecycle; `finishing` and `cancelling` share one.
  var rank: Int {
    switch self {
    case .requested: return 0
    case .began: return 1
    case .finishing, .cancelling: return 2
    case .completed: return 3
    case .ended: return 4
    }
  }
}
