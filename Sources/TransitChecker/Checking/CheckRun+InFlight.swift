import TransitTrace

// How many transitions are followed at once. Each record is held against the transitions in
// flight (a will-callback may turn another one's view controller around, a step may match
// across transitions), so their number must stay small, whatever the log: a long console
// session presents and dismisses thousands of times, and a log that records no states never
// shows a transition's end.
extension CheckRun {
  /// Retires what is past the bounds once `newest` has opened: the oldest overtaken
  /// transitions of a log that records no states, beyond `closedTransitionsKept`, are closed as
  /// the end of the log would close them; past `transitionsInFlight`, the oldest transition is
  /// given up, its rules left unjudged.
  func retireOverflow(besides newest: TransitionScope) {
    var overtaken = open.filter { $0 !== newest && !$0.hasStates && $0.overtaken }
    while overtaken.count > limits.closedTransitionsKept {
      close(overtaken.removeFirst(), unfinished: false)
    }
    while open.count > limits.transitionsInFlight,
      let oldest = open.first(where: { $0 !== newest })
    {
      abandon(oldest)
    }
  }

  /// Stops following `scope` without judging it: every rule it put to the test is counted as
  /// unjudged there, and its later records are read as outside any transition.
  private func abandon(_ scope: TransitionScope) {
    var touched: Set<Int> = Set(scope.pending.map(\.rule))
    for rule in scope.states.indices
    where scope.states[rule].exercised || !scope.obligations.isEmpty(rule) {
      touched.insert(rule)
    }
    for rule in touched.sorted() { noteUndetermined(rule, scope.opening) }
    scope.pending.removeAll()
    scope.isClosed = true
    open.removeAll { $0 === scope }
    forget(scope)
    // The ids are remembered while they are few; a log that gives up this many transitions
    // has none worth judging left.
    if abandoned.count >= 65_536 { abandoned.removeAll() }
    abandoned.insert(scope.id)
  }
}
