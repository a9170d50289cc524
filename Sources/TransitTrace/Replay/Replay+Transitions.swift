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
    let position = index ?? state.transitions.count
    let wasInFlight = index.map { state.transitions[$0].isInFlight } ?? false
    if let index {
      state.transitions[index] = transition
    } else {
      state.transitionIndex[id] = state.transitions.count
      state.transitions.append(transition)
    }
    if let container = transition.container { state.containers.insert(container) }
    switch (wasInFlight, transition.isInFlight) {
    case (false, true) where index == nil:
      // A new transition has the highest position yet: appending keeps log order.
      state.inFlightPositions.append(position)
    case (false, true):
      // A record after `ended` (which replay reports) puts it back in flight.
      state.endedPositions.removeAll { $0 == position }
      let place = state.inFlightPositions.firstIndex { $0 > position }
      state.inFlightPositions.insert(position, at: place ?? state.inFlightPositions.count)
    case (true, false):
      state.inFlightPositions.removeAll { $0 == position }
      state.endedPositions.append(position)
    case (false, false) where index == nil:
      state.endedPositions.append(position)
    default:
      break
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
