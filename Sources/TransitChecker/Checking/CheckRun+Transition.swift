import TransitTrace

// Advancing a transition's rules: precedes, followed by, occurrence bounds and never after.
// What breaks a rule is kept as pending; whether the rule applies is decided when the
// transition closes, once the log has shown what it records. Labels are read from the rule
// only when something is reported, so the common path touches numbers alone.
extension CheckRun {
  /// Advances one rule of `scope` by a record that matched one of its steps.
  func apply(_ use: CompiledRules.Use, _ ref: RecordRef, in scope: TransitionScope) {
    let index = scope.keep(ref)
    let rule = use.rule
    switch (compiled.programs[rule], use.role) {
    case (.precedes, .then):
      scope.states[rule].exercised = true
      // One report per stretch without a `first`: `completeTransition(_:)` and its
      // `completed` record are one completion.
      if scope.states[rule].armed < 0 && !scope.states[rule].reportedSinceArmed {
        scope.states[rule].reportedSinceArmed = true
        scope.pending.append(
          PendingViolation(
            rule: rule, offending: index, detail: .unpreceded,
            lastMatch: scope.states[rule].lastMatch))
      }
    case (.precedes, .first):
      scope.states[rule].armed = index
      scope.states[rule].reportedSinceArmed = false
    case (.precedes, .reset):
      scope.states[rule].armed = -1

    case (.followedBy(let sameSubject), .response):
      let subject = sameSubject ? Self.subject(of: ref.event) : nil
      scope.states[rule].obligations.removeAll { $0.subject == subject }
    case (.followedBy(let sameSubject), .trigger):
      scope.states[rule].exercised = true
      // One obligation per subject (per scope without subjects): a record the log writes
      // twice, such as `completeTransition(_:)` and its `completed` record, owes one response.
      let subject = sameSubject ? Self.subject(of: ref.event) : nil
      if !scope.states[rule].obligations.contains(where: { $0.subject == subject }) {
        scope.states[rule].obligations.append(.init(subject: subject, trigger: index))
      }

    case (.occurs(_, let most), .counted):
      scope.states[rule].count += 1
      if scope.states[rule].firstCounted < 0 { scope.states[rule].firstCounted = index }
      if scope.states[rule].count > most {
        scope.pending.append(
          PendingViolation(
            rule: rule, offending: index,
            detail: .extra(first: scope.states[rule].firstCounted, most: most),
            lastMatch: scope.states[rule].lastMatch))
      }

    case (.neverAfter, .then):
      let armed = scope.states[rule].armed
      if armed >= 0 {
        scope.pending.append(
          PendingViolation(
            rule: rule, offending: index, detail: .afterArming(armed),
            lastMatch: scope.states[rule].lastMatch))
      }
    case (.neverAfter, .first):
      scope.states[rule].exercised = true
      if scope.states[rule].armed < 0 { scope.states[rule].armed = index }
    case (.neverAfter, .unless):
      scope.states[rule].armed = -1

    case (.sameResult, .counted):
      scope.states[rule].exercised = true
      let first = scope.states[rule].firstCounted
      guard let earlier = scope.record(first) else {
        scope.states[rule].firstCounted = index
        break
      }
      // One report per transition: the first result that differs.
      if !scope.states[rule].reportedSinceArmed,
        earlier.event.call?.result != ref.event.call?.result
      {
        scope.states[rule].reportedSinceArmed = true
        scope.pending.append(
          PendingViolation(
            rule: rule, offending: index, detail: .differentResult(first: first),
            lastMatch: scope.states[rule].lastMatch))
      }

    default:
      break
    }
    scope.states[rule].lastMatch = index
  }

  /// A `then` of a whole-log rule: it breaks the rule in every other transition in flight
  /// that is armed and concerns one of the view controllers the record names.
  func applyAcrossTransitions(_ use: CompiledRules.Use, _ ref: RecordRef) {
    guard let call = ref.event.call else { return }
    let presented = call.args["viewControllerToPresent"]?.stringValue
    let sameViewController: Bool
    if case .neverAfter(_, _, _, let same) = compiled.rules[use.rule].pattern {
      sameViewController = same
    } else {
      return
    }
    for scope in open where scope.id != ref.event.transition {
      let state = scope.states[use.rule]
      guard state.armed >= 0 else { continue }
      if sameViewController {
        let involved = [scope.presenter, scope.presented]
        guard involved.contains(call.receiver) || (presented.map(involved.contains) ?? false)
        else { continue }
      }
      scope.pending.append(
        PendingViolation(
          rule: use.rule, offending: scope.keep(ref), detail: .inFlight(arming: state.armed),
          lastMatch: state.lastMatch))
    }
  }

  /// The view controller or view a record is about: a call's receiver, a view record's view.
  static func subject(of event: Event) -> String? {
    switch event.body {
    case .call(let call): return call.receiver
    case .view(let change): return change.view
    default: return nil
    }
  }
}
