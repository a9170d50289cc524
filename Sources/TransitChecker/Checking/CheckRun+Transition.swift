import TransitTrace

// Advancing a transition's rules: precedes, followed by, occurrence bounds and never after.
// What breaks a rule is kept as pending; whether the rule applies is decided when the
// transition closes, once the log has shown what it records. Labels are read from the rule
// only when something is reported, so the common path touches numbers alone.
extension CheckRun {
  /// Advances one rule of `scope` by a record that matched one of its steps, or that may have:
  /// a record that is not `certain` to match (the log does not say what the step tests) may
  /// keep the rule from reporting, never make it report, and leaves the rule unjudged where it
  /// could have decided the verdict.
  func apply(_ use: CompiledRules.Use, _ ref: RecordRef, in scope: TransitionScope, certain: Bool) {
    let index = scope.keep(ref)
    let rule = use.rule
    guard certain else {
      applyUncertain(use, index, ref, in: scope)
      scope.states[rule].lastMatch = index
      return
    }
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
      if !scope.obligations.isEmpty(rule), !sameSubject {
        scope.states[rule].answered = true
      }
      scope.obligations.remove(subject: subject, rule: rule)
    case (.followedBy(let sameSubject), .trigger):
      scope.states[rule].exercised = true
      // A transition answers once: after the response came, a second trigger (a second
      // completeTransition(_:), which UIKit ignores) owes nothing more.
      if !sameSubject && scope.states[rule].answered { break }
      // One obligation per subject (per scope without subjects): a record the log writes
      // twice, such as `completeTransition(_:)` and its `completed` record, owes one response.
      let subject = sameSubject ? Self.subject(of: ref.event) : nil
      scope.obligations.add(.init(subject: subject, trigger: index), rule: rule)

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

  /// A record that may or may not match a step of a transition's rule: it does what can only
  /// spare a violation (arms a precedence, answers an obligation, counts toward a minimum,
  /// lifts a never-after), and where it could have broken the rule, leaves the rule unjudged.
  private func applyUncertain(
    _ use: CompiledRules.Use, _ index: Int32, _ ref: RecordRef, in scope: TransitionScope
  ) {
    let rule = use.rule
    func undetermined() {
      if scope.states[rule].undetermined < 0 { scope.states[rule].undetermined = index }
    }
    switch (compiled.programs[rule], use.role) {
    case (.precedes, .first):
      scope.states[rule].armed = index
      scope.states[rule].reportedSinceArmed = false
    case (.precedes, .then):
      if scope.states[rule].armed < 0 { undetermined() }
    case (.followedBy(let sameSubject), .response):
      // A response about a subject the log does not name may answer any obligation.
      let subject = sameSubject ? Self.subject(of: ref.event) : nil
      if !scope.obligations.isEmpty(rule), !sameSubject {
        scope.states[rule].answered = true
      }
      if sameSubject, subject.map(anonymous.contains) ?? true {
        scope.obligations.removeAll(rule: rule)
      } else {
        scope.obligations.remove(subject: subject, rule: rule)
      }
    case (.followedBy, .trigger):
      undetermined()
    case (.occurs(_, let most), .counted):
      scope.states[rule].possible += 1
      if scope.states[rule].count + scope.states[rule].possible > most { undetermined() }
    case (.neverAfter, .first):
      undetermined()
    case (.neverAfter, .then):
      if scope.states[rule].armed >= 0 { undetermined() }
    case (.neverAfter, .unless):
      scope.states[rule].armed = -1
    default:
      // A reset that may not have happened forgets nothing.
      break
    }
  }

  /// A `then` of a whole-log rule: it breaks the rule in every other transition in flight
  /// that is armed and concerns one of the view controllers the record names. One that may not
  /// be a `then` leaves those transitions unjudged instead.
  func applyAcrossTransitions(_ use: CompiledRules.Use, _ ref: RecordRef, certain: Bool) {
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
      var sure = certain
      if sameViewController {
        // A request on the presented view controller of the transition in flight is not
        // refused: UIKit queues it on that transition's coordinator (UIKit 18.2's
        // _performCoordinatedPresentOrDismiss:animated:; docs/lifecycle.md#fact-request-while-in-flight).
        // One on the presenter's side, or one presenting a view controller already taking
        // part, is refused.
        let involved = [scope.presenter, scope.presented, scope.requestedOn]
        let presenterSide =
          call.receiver != scope.presented
          && [scope.presenter, scope.requestedOn].contains(call.receiver)
        if !(presenterSide || (presented.map(involved.contains) ?? false)) {
          guard call.receiver != scope.presented else { continue }
          // A receiver the log does not name may be one of them.
          guard anonymous.contains(call.receiver) else { continue }
          sure = false
        }
      }
      guard sure else {
        if state.undetermined < 0 { scope.states[use.rule].undetermined = scope.keep(ref) }
        continue
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
