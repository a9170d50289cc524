import TransitTrace

// Advancing a transition's rules: precedes, followed by, occurrence bounds and never after.
// What breaks a rule is kept as pending; whether the rule applies is decided when the
// transition closes, once the log has shown what it records.
extension CheckRun {
  func apply(_ use: CompiledRules.Use, _ ref: RecordRef, in scope: TransitionScope) {
    let rule = compiled.rules[use.rule]
    let index = scope.keep(ref)
    var state = scope.states[use.rule]
    defer {
      state.lastMatch = index
      scope.states[use.rule] = state
    }
    switch (rule.pattern, use.role) {
    case (.precedes(let first, let then, _), .then):
      state.exercised = true
      // One report per stretch without a `first`: `completeTransition(_:)` and its
      // `completed` record are one completion.
      guard state.armed < 0, !state.reportedSinceArmed else { return }
      state.reportedSinceArmed = true
      scope.pending.append(
        PendingViolation(
          rule: use.rule, offending: ref, expected: "\(first.label) before \(then.label)",
          actual: "\(then.label) came first",
          lastMatch: scope.record(state.lastMatch)))
    case (.precedes, .first):
      state.armed = index
      state.reportedSinceArmed = false
    case (.precedes, .reset):
      state.armed = -1

    case (.eventuallyFollowedBy(_, _, let sameSubject), .response):
      let subject = sameSubject ? Self.subject(of: ref.event) : nil
      state.obligations.removeAll { $0.subject == subject }
    case (.eventuallyFollowedBy(_, _, let sameSubject), .trigger):
      state.exercised = true
      // One obligation per subject (per scope without subjects): a record the log writes
      // twice, such as `completeTransition(_:)` and its `completed` record, owes one response.
      let subject = sameSubject ? Self.subject(of: ref.event) : nil
      guard !state.obligations.contains(where: { $0.subject == subject }) else { return }
      state.obligations.append(.init(subject: subject, trigger: index))

    case (.occurs(let step, _, let most), .counted):
      state.count += 1
      if state.firstCounted < 0 { state.firstCounted = index }
      guard state.count > most else { return }
      let first = scope.record(state.firstCounted)
      let times = most == 0 ? "never" : most == 1 ? "at most once" : "at most \(most) times"
      scope.pending.append(
        PendingViolation(
          rule: use.rule, offending: ref,
          expected: "\(step.label) \(times) in transition \(scope.id)",
          actual: most == 0
            ? "\(step.label) came"
            : "\(step.label) came again; the first was at seq \(first?.seq ?? 0) "
              + "(line \(first?.line ?? 0))",
          lastMatch: scope.record(state.lastMatch)))

    case (.neverAfter(let first, let then, let unless, _), .then):
      guard state.armed >= 0, let arming = scope.record(state.armed) else { return }
      let until = unless.isEmpty ? "" : " until \(unless.map(\.label).joined(separator: " or "))"
      scope.pending.append(
        PendingViolation(
          rule: use.rule, offending: ref,
          expected: "no \(then.label) after \(first.label) at seq \(arming.seq)\(until)",
          actual: "\(then.label) came after it", lastMatch: scope.record(state.lastMatch)))
    case (.neverAfter, .first):
      state.exercised = true
      if state.armed < 0 { state.armed = index }
    case (.neverAfter, .unless):
      state.armed = -1

    default:
      break
    }
  }

  /// A `then` of a whole-log rule: it breaks the rule in every other transition in flight
  /// that is armed and concerns one of the view controllers the record names.
  func applyAcrossTransitions(_ use: CompiledRules.Use, _ ref: RecordRef) {
    guard
      case .neverAfter(let first, let then, _, let sameViewController) =
        compiled.rules[use.rule].pattern, let call = ref.event.call
    else { return }
    let named = [call.receiver, call.args["viewControllerToPresent"]?.stringValue].compactMap {
      $0
    }
    for scope in open where scope.id != ref.event.transition {
      let state = scope.states[use.rule]
      guard state.armed >= 0, let arming = scope.record(state.armed) else { continue }
      let involved = [scope.presenter, scope.presented].compactMap { $0 }
      if sameViewController && !named.contains(where: involved.contains) { continue }
      scope.pending.append(
        PendingViolation(
          rule: use.rule, offending: ref,
          expected: "no \(then.label) on \(involved.joined(separator: " or ")) while "
            + "transition \(scope.id) is in flight (\(first.label) at seq \(arming.seq))",
          actual: "\(call.name) on \(call.receiver) came before transition \(scope.id) completed",
          lastMatch: scope.record(state.lastMatch)))
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
