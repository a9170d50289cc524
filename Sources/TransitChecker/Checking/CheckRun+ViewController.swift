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
  func applyToViewController(_ use: CompiledRules.Use, _ ref: RecordRef, certain: Bool) {
    guard let subject = ref.event.call?.receiver else { return }
    if anonymous.contains(subject) {
      noteUndetermined(use.rule, ref)
      return
    }
    let slot = compiled.viewControllerSlot[use.rule]
    let record = record(of: subject)
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
        let state = record.states[slot]
        if !state.armed && state.lastMatch != nil,
          case .precedes(let first, let then, let resets) = compiled.rules[use.rule].pattern
        {
          report(
            use.rule, ref, expected: "\(first.label) before \(then.label) on \(subject)",
            instead: "\(then.label) came with no \(first.label) since the last "
              + resets.map(\.label).joined(separator: " or "),
            lastMatch: state.lastMatch)
        }
      default: break
      }
    default:
      break
    }
    if record.states[slot].exercised && !wasExercised { judged[use.rule] += 1 }
    record.states[slot].lastMatch = ref
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
      } else if state.open < 0 && pairing.followsState && state.settled == direction {
        report(
          use.rule, ref,
          expected: "\(label(1 - direction, open: true)) on \(subject) before "
            + label(direction, open: true),
          instead: "\(label(direction, open: true)) came after \(label(direction, open: false)) "
            + "with nothing between", lastMatch: state.lastMatch)
      }
      state.open = direction
      state.openRef = ref
    case .close(let mask):
      state.exercised = true
      let directions = (0..<pairing.pairs.count).filter { mask & (1 << UInt32($0)) != 0 }
      let closed = directions.contains(state.open) ? state.open : directions[0]
      if state.open >= 0 && !directions.contains(state.open) {
        report(
          use.rule, ref,
          expected: "\(label(state.open, open: false)) on \(subject) to close "
            + "\(label(state.open, open: true)) at seq \(state.openRef?.seq ?? 0)",
          instead: "\(label(closed, open: false)) came instead", lastMatch: state.lastMatch)
      } else if state.open < 0 && state.settled >= 0 {
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
    default:
      break
    }
  }

  /// At the end of the log: pairs that must close and did not.
  func finishViewControllers() {
    for subject in viewControllers.keys.sorted() {
      guard let record = viewControllers[subject] else { continue }
      for (slot, ruleIndex) in compiled.viewControllerRules.enumerated() {
        let state = record.states[slot]
        if case .eventuallyFollowedBy(let trigger, let response, _) =
          compiled.rules[ruleIndex].pattern, state.armed, let openRef = state.openRef
        {
          report(
            ruleIndex, openRef,
            expected: "\(response.label) on \(subject) after \(trigger.label)",
            instead: "it never came by the end of the log", lastMatch: state.lastMatch)
          continue
        }
        guard case .balanced(let pairing) = compiled.rules[ruleIndex].pattern,
          pairing.requiresClose, state.open >= 0, let openRef = state.openRef
        else { continue }
        let pair = pairing.pairs[state.open]
        report(
          ruleIndex, openRef,
          expected: "\(pair.close.label) on \(subject) after \(pair.open.label)",
          instead: "it never came by the end of the log", lastMatch: state.lastMatch)
      }
    }
  }

  /// Forgets the view controllers with nothing open, when `limits.viewControllers` are
  /// known at once.
  func sweepViewControllers() {
    viewControllers = viewControllers.filter { _, record in
      !record.states.allSatisfy { $0.open < 0 && !$0.armed }
    }
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
