import TransitLifecycle
import TransitTrace

// The view-controller-scoped rules: balanced pairs and precedence per view controller, across
// transitions. Past `limits.viewControllers` view controllers, those with nothing open are
// forgotten, so memory is bounded whatever the log's length; a forgotten view controller's next
// callback is taken as the log shows it, like one first seen mid-log.
extension CheckRun {
  /// Advances one view-controller rule for the view controller a callback reached. A record
  /// that may not match (the log does not say what the step tests), or whose view controller
  /// the log does not name, cannot move a pair along: the view controller's state is taken as
  /// unknown from there, as for one first seen mid-log, and the rule is left unjudged for it.
  ///
  /// `showsAppearance` says whether the record is a call other than a layout callback
  /// (`CallTraits.isViewLifecycleCallback`), which shows the view controller's appearance;
  /// `printsAppearCallbacks`, whether it is `viewWillAppear(_:)` or `viewDidAppear(_:)`.
  func applyToViewController(
    _ use: CompiledRules.Use, _ ref: RecordRef, certain: Bool, showsAppearance: Bool,
    printsAppearCallbacks: Bool = false
  ) {
    guard let subject = ref.event.call?.receiver else { return }
    if anonymous.contains(subject) {
      noteUndetermined(use.rule, ref)
      return
    }
    let slot = compiled.viewControllerSlot[use.rule]
    let record: ViewControllerRecord
    if let last = lastReached, last.ref === ref {
      // Only a new view controller sweeps the table, so the record is still the one held.
      record = last.record
    } else {
      record = self.record(of: subject)
      if showsAppearance { record.showsAppearance = true }
      if printsAppearCallbacks { record.printsAppearCallbacks = true }
      lastReached = (ref, record)
    }
    guard certain else {
      if record.states[slot].undetermined == nil {
        record.states[slot].undetermined = ref
        noteUndetermined(use.rule, ref)
      }
      // What the view controller's state is now, the log does not say.
      record.states[slot].open = -1
      record.states[slot].openRef = nil
      record.states[slot].settled = -1
      record.states[slot].armed = true
      record.states[slot].lastMatch = ref
      return
    }
    let wasExercised = record.states[slot].exercised
    switch compiled.programs[use.rule] {
    case .balanced:
      advance(&record.states[slot], use, ref)
    case .followedBy:
      // Each trigger on the view controller owes a response on it by the end of the log.
      switch use.role {
      case .trigger:
        record.states[slot].exercised = true
        if !record.states[slot].armed {
          record.states[slot].armed = true
          record.states[slot].openRef = ref
        }
      case .response:
        if record.states[slot].armed { record.states[slot].decided = true }
        record.states[slot].armed = false
        record.states[slot].openRef = nil
      default: break
      }
    case .precedes:
      switch use.role {
      case .first: record.states[slot].armed = true
      case .reset: record.states[slot].armed = false
      case .then:
        record.states[slot].exercised = true
        // A view controller first seen mid-log may have had its `first` before the log began.
        if !record.states[slot].armed, let lastMatch = record.states[slot].lastMatch,
          case .precedes(let first, let then, let resets) = compiled.rules[use.rule].pattern
        {
          record.states[slot].decided = true
          report(
            use.rule, ref, expected: "\(first.label) before \(then.label) on \(subject)",
            instead: "\(then.label) came with no \(first.label) since the last "
              + resets.map(\.label).joined(separator: " or "),
            lastMatch: lastMatch)
        }
      default: break
      }
    case .neverAfter:
      // Once the `first` has been seen on the view controller, a `then` on it breaks the rule,
      // until an `unless` lifts it; a log that never shows the `first` owes nothing.
      switch use.role {
      case .first:
        record.states[slot].armed = true
        record.states[slot].openRef = ref
      case .unless:
        record.states[slot].armed = false
        record.states[slot].openRef = nil
      case .then:
        // Read in place: a copy of the state, or of the rule's pattern, retains the records
        // and steps it holds, for every `then` on every view controller.
        let armed = record.states[slot].armed
        // The rule judges the `then` only in a log that records its `first` at all.
        if armed || loggedChannels.contains(all: compiled.firstChannels[use.rule]) {
          record.states[slot].exercised = true
        }
        if armed,
          case .neverAfter(let first, let then, _, _) = compiled.rules[use.rule].pattern
        {
          record.states[slot].decided = true
          report(
            use.rule, ref, expected: "no \(then.label) after \(first.label) on \(subject)",
            instead: "\(then.label) came after \(first.label)",
            lastMatch: record.states[slot].openRef)
        }
      default: break
      }
    default:
      break
    }
    if record.states[slot].exercised && !wasExercised { judged[use.rule] += 1 }
    record.states[slot].lastMatch = ref
  }

  /// The seq where transition `id` completed, not cancelled, if it has and is still followed.
  private func completedAt(_ id: Int) -> Int? {
    (open.first { $0.id == id } ?? recentlyClosed.last { $0.id == id })?.completedAt
  }

  /// Moves a balanced pair along: opened, turned around, closed, or broken.
  private func advance(_ state: inout SubjectState, _ use: CompiledRules.Use, _ ref: RecordRef) {
    guard case .balanced(let pairing) = compiled.rules[use.rule].pattern else { return }
    let subject = ref.event.call?.receiver ?? "?"
    func label(_ direction: Int, open: Bool) -> String {
      open ? pairing.pairs[direction].open.label : pairing.pairs[direction].close.label
    }
    switch use.role {
    case .knownFrom:
      if state.open < 0 && state.settled < 0 { state.settled = pairing.pairs.count - 1 }
    case .open(let direction):
      state.exercised = true
      let reported = violations.count
      defer { if violations.count > reported { state.decided = true } }
      if state.open == direction, let openRef = state.openRef {
        var instead =
          "\(label(direction, open: true)) again while the one at seq \(openRef.seq) "
          + "(line \(openRef.line)) is still open"
        let hands = [openRef, ref].filter { isForwardedByHand($0.event) == .yes }
        if hands.count == 1, let cause = hands[0].event.cause {
          instead +=
            "; the one at seq \(hands[0].seq) came from beginAppearanceTransition(_:animated:) "
            + "at seq \(cause), forwarded by hand while UIKit forwards it too"
        }
        report(
          use.rule, ref,
          expected: "\(label(direction, open: false)) on \(subject) before another "
            + label(direction, open: true),
          instead: instead, lastMatch: state.lastMatch)
      } else if state.open >= 0 && !pairing.reversible {
        report(
          use.rule, ref, expected: "\(label(state.open, open: false)) on \(subject) first",
          instead: "\(label(direction, open: true)) turned the open pair around",
          lastMatch: state.lastMatch)
      } else if state.open >= 0, pairing.turnsOnlyInFlight, let openRef = state.openRef,
        let transition = openRef.event.transition, let completed = completedAt(transition)
      {
        report(
          use.rule, ref,
          expected: "\(label(state.open, open: false)) on \(subject) before the transition it "
            + "began in completed at seq \(completed): completing "
            + "delivers it, and only a cancel turns the pair around",
          instead: "\(label(direction, open: true)) turned the open pair around after the "
            + "transition completed", lastMatch: state.lastMatch)
      } else if state.open < 0 && pairing.followsState && state.settled == direction
        && (!sourceLines || state.shownDirections & (1 << UInt8(1 - direction)) != 0)
      {
        // In a console, only a view controller that printed the other direction's callbacks
        // shows that none came between: one that overrides only its disappear callbacks prints
        // viewWillDisappear(_:) after viewDidLoad() with its appearance unprinted.
        report(
          use.rule, ref,
          expected: "\(label(1 - direction, open: true)) on \(subject) before "
            + label(direction, open: true),
          instead: "\(label(direction, open: true)) came after \(label(direction, open: false)) "
            + "with nothing between", lastMatch: state.lastMatch)
      }
      state.open = direction
      state.openRef = ref
      state.shownDirections |= 1 << UInt8(direction)
      state.shownOpens |= 1 << UInt8(direction)
    case .close(let mask):
      state.exercised = true
      state.decided = true
      let directions = (0..<pairing.pairs.count).filter { mask & (1 << UInt32($0)) != 0 }
      let closed = directions.contains(state.open) ? state.open : directions[0]
      if state.open >= 0 && !directions.contains(state.open) {
        report(
          use.rule, ref,
          expected: "\(label(state.open, open: false)) on \(subject) to close "
            + "\(label(state.open, open: true)) at seq \(state.openRef?.seq ?? 0)",
          instead: "\(label(closed, open: false)) came instead", lastMatch: state.lastMatch)
      } else if state.open < 0 && state.settled >= 0
        && (!sourceLines || state.shownOpens & (1 << UInt8(closed)) != 0)
      {
        // In a console, a did-callback with nothing open says something only of a view
        // controller that prints that direction's will-callback.
        report(
          use.rule, ref,
          expected:
            "\(label(closed, open: true)) on \(subject) before \(label(closed, open: false))",
          instead: "\(label(closed, open: false)) came with nothing open",
          lastMatch: state.lastMatch)
      }
      state.open = -1
      state.openRef = nil
      state.settled = closed
      state.shownDirections |= 1 << UInt8(closed)
    default:
      break
    }
  }

  /// At the end of the log: obligations still open, and pairs that must close and did not.
  /// Each is reported only where the log shows that what it waits for was due before the log
  /// ended; otherwise, as in a log copied only in part, the rule is left unjudged for that
  /// view controller. `unfinished` holds the transitions whose end the log does not show.
  func finishViewControllers(unfinished: Set<Int>) {
    for key in viewControllers.keys.sorted(by: { $0.id < $1.id }) {
      guard let record = viewControllers[key] else { continue }
      let subject = key.id
      for (slot, ruleIndex) in compiled.viewControllerRules.enumerated() {
        let state = record.states[slot]
        let (owed, after): (Step, Step)
        if case .eventuallyFollowedBy(let trigger, let response, _) =
          compiled.rules[ruleIndex].pattern
        {
          guard state.armed else { continue }
          (owed, after) = (response, trigger)
        } else if case .balanced(let pairing) = compiled.rules[ruleIndex].pattern,
          pairing.requiresClose, state.open >= 0
        {
          (owed, after) = (pairing.pairs[state.open].close, pairing.pairs[state.open].open)
        } else {
          continue
        }
        guard let openRef = state.openRef else { continue }
        if let unseen = unseenDue(openRef, unfinished: unfinished) {
          noteUndetermined(
            ruleIndex, openRef,
            endsFirst: "that \(owed.label) on \(subject) was due (\(unseen))")
          // Counted as judged when it opened; it judged nothing if nothing else was decided.
          if !state.decided, state.exercised { judged[ruleIndex] -= 1 }
          continue
        }
        let expected = "\(owed.label) on \(subject) after \(after.label)"
        report(
          ruleIndex, openRef, expected: expected, instead: "it never came by the end of the log",
          lastMatch: state.lastMatch)
      }
    }
  }

  /// Nil where the log shows that the response `ref` owes was due before the log ended;
  /// otherwise what the log does not show. A response is due once the transition `ref` belongs
  /// to is over, as an appearance change forwarded by hand ends with the transition that
  /// forwards it (docs/lifecycle.md#fact-begin-end-balanced); for a record outside any
  /// transition, once a transition that began after it is over, the app having visibly gone on
  /// (a child's `didMove(toParent:)` comes right after its view is put in place, or in the
  /// completion of the transition that brings it in: docs/lifecycle.md#fact-add-child-will-move).
  /// A transition shows it is over as `TransitionScope.showsEnd` says.
  private func unseenDue(_ ref: RecordRef, unfinished: Set<Int>) -> String? {
    if let id = ref.event.transition {
      return unfinished.contains(id) ? "transition \(id) never shows its end" : nil
    }
    return lastEndedOpening > ref.seq
      ? nil : "no transition that began after seq \(ref.seq) shows its end"
  }

  /// Forgets the view controllers with nothing open, when `limits.viewControllers` are
  /// known at once. Those with something open stay, and the next sweep waits until there are
  /// twice as many: each sweep then has as many new records to pay for it as it looks at.
  func sweepViewControllers() {
    footprint.swept += viewControllers.count
    viewControllerMemo.removeAll()
    // A never-after rule stays armed for good once its `first` is seen: that remembers a
    // fact, not an obligation, and a swept view controller only forgets it.
    let keepsNothing = compiled.viewControllerRules.map { rule -> Bool in
      if case .neverAfter = compiled.programs[rule] { return true }
      return false
    }
    viewControllers = viewControllers.filter { _, record in
      !record.states.indices.allSatisfy { slot in
        keepsNothing[slot] || (record.states[slot].open < 0 && !record.states[slot].armed)
      }
    }
    nextViewControllerSweep = max(limits.viewControllers, 2 * viewControllers.count)
  }

  /// Records a violation of a view-controller rule, which applies wherever its steps occur.
  func report(
    _ rule: Int, _ ref: RecordRef, expected: String, instead: String, lastMatch: RecordRef?
  ) {
    violations.append(
      Violation(
        rule: compiled.rules[rule], seq: ref.seq, line: ref.line, transition: ref.event.transition,
        record: ref.citation, expected: expected, instead: instead,
        lastMatch: lastMatch?.citation))
  }
}
