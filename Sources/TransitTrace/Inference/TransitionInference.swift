/// What a log says about each of its transitions when it records no transition states: an
/// app's own log numbers its transitions but writes no `requested` record, so the kind is read
/// from the calls, and the transition is labelled by the call that shows it.
package struct InferredTransition: Sendable, Hashable {
  /// The transition's id.
  package let id: Int
  /// Its kind, from its `requested` record, else from the first call that belongs to one kind
  /// only; nil when no record tells.
  package var kind: TransitionKind?
  /// The call the kind was read from, and its `seq`; nil when a `requested` record gave it.
  package var shownBy: (call: CallName, seq: Int)?

  package static func == (lhs: InferredTransition, rhs: InferredTransition) -> Bool {
    lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.shownBy?.call == rhs.shownBy?.call
      && lhs.shownBy?.seq == rhs.shownBy?.seq
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(kind)
    hasher.combine(shownBy?.seq)
  }
}

/// Reads the kinds of a log's transitions, from its `requested` records or, where it has none,
/// from its calls (`CallName.transitionKind`).
package enum TransitionInference {
  /// The kind a call shows its transition to be: its name's, or for a navigation delegate's
  /// animator request the `operation` it was told.
  package static func kind(of call: Call) -> TransitionKind? {
    if let kind = call.name.transitionKind { return kind }
    if call.name == .navigationAnimationController,
      let operation = call.args["operation"]?.stringValue
    {
      return TransitionKind(rawValue: operation)
    }
    return nil
  }

  /// Each transition of `events`, by id: a `requested` record's kind wins over a call's.
  package static func transitions(of events: some Sequence<Event>) -> [Int: InferredTransition] {
    var found: [Int: InferredTransition] = [:]
    for event in events {
      guard let id = event.transition else { continue }
      var transition = found[id] ?? InferredTransition(id: id, kind: nil, shownBy: nil)
      switch event.body {
      case .transition(let change):
        if let kind = change.kind?.known, change.state == .requested {
          transition.kind = kind
          transition.shownBy = nil
        }
      case .call(let call):
        if transition.kind == nil, let kind = kind(of: call) {
          transition.kind = kind
          transition.shownBy = (call.name, event.seq)
        }
      default:
        break
      }
      found[id] = transition
    }
    return found
  }
}
