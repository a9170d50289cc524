extension Replay {
  /// Folds a transition's state change into its record and into the presentation chain.
  ///
  /// The chain follows UIKit's order: `present` links the two view controllers as soon as it is
  /// requested (`presentedViewController` is set inside the call); a dismissal unlinks them only
  /// inside `completeTransition(true)`, before the appearance callbacks
  /// (docs/lifecycle.md#fact-relationship-torn-down-first; WinObjC issue #2114); a presentation
  /// completed with `false` unlinks them too, and a dismissal completed with `false` leaves the
  /// presented view controller presented (docs/lifecycle.md#order-d-10-7).
  mutating func applyTransition(_ change: TransitionChange, at event: Event) {
    guard let id = event.transition else {
      report(event, "a transition \(change.state.rawValue) record outside any transition")
      return
    }
    checkDeclared([change.from, change.to].compactMap { $0 }, at: event)
    var transition: ReplayedTransition
    var problems: [String]
    let index = state.transitionIndex[id]
    if let index {
      transition = state.transitions[index]
      problems = transition.apply(change)
    } else {
      (transition, problems) = ReplayedTransition.starting(id: id, with: change)
    }
    problems += updatePresentations(for: transition, after: change.state)
    if let index {
      state.transitions[index] = transition
    } else {
      state.transitionIndex[id] = state.transitions.count
      state.transitions.append(transition)
    }
    for problem in problems { report(event, problem) }
  }

  /// Links or unlinks view controllers when `transition` reaches `newState`.
  private mutating func updatePresentations(
    for transition: ReplayedTransition, after newState: TransitionState
  ) -> [String] {
    let didComplete = transition.didComplete ?? true
    switch (newState, transition.kind) {
    case (.requested, .present?):
      guard let from = transition.from, let to = transition.to else {
        return ["transition \(transition.id) presents without both from and to"]
      }
      return state.presentations.present(to, from: from, transition: transition.id)
    case (.completed, .dismiss?) where didComplete:
      return state.presentations.dismiss(transition.from, returningTo: transition.to)
    case (.completed, .present?) where !didComplete:
      return state.presentations.cancelPresentation(of: transition.to, from: transition.from)
    default:
      return []
    }
  }
}
