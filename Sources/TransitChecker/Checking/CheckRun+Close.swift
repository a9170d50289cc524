import TransitLifecycle
import TransitTrace

// Closing a transition: deciding which rules apply to it, now that the log has shown what it
// records and how the transition was configured and ended, and reporting what broke them.
extension CheckRun {
  /// Judges `scope`. An `unfinished` transition (states recorded, never `ended`) is judged
  /// for what happened, but what never happened is owed only to the rules that judge
  /// unfinished transitions: the one failure that kept it from ending.
  func close(_ scope: TransitionScope, unfinished: Bool, keep: Bool = true) {
    scope.isClosed = true
    footprint.swept += scope.obligations.examined
    if !unfinished { lastEndedOpening = max(lastEndedOpening, scope.opening.seq) }
    let channels = effectiveChannels(of: scope)
    let kind = CompiledRules.kindIndex(scope.kind)
    for ruleIndex in compiled.rulesByKind[kind]
    where applies(ruleIndex, to: scope, kind: kind, channels) {
      if compiled.scopes[ruleIndex] == .presentation {
        closePresentationRule(ruleIndex, scope, unfinished: unfinished)
        continue
      }
      var exercised = scope.peek(ruleIndex) { $0.exercised }
      if case .occurs = compiled.programs[ruleIndex] { exercised = true }
      let counted = scope.peek(ruleIndex) { $0.count + $0.possible }
      var short = false
      // A record that may have been the step may also have been the one that was owed.
      if case .occurs(let least, _) = compiled.programs[ruleIndex], counted < least {
        short = true
      }
      let owes = short || !scope.obligations.isEmpty(ruleIndex)
      if owes && (!unfinished || compiled.judgesUnfinished[ruleIndex]) {
        // Rare: only a rule owed something copies its state.
        let state = scope.states[ruleIndex]
        switch compiled.rules[ruleIndex].pattern {
        case .eventuallyFollowedBy(_, let response, _):
          for obligation in scope.obligations.all(ruleIndex) {
            guard let trigger = scope.record(obligation.trigger) else { continue }
            var instead =
              "it never happened by the end of "
              + (unfinished || !scope.hasStates ? "the log" : "transition \(scope.id)")
            if let miss = scope.record(state.nearMiss), miss.seq > trigger.seq {
              let name = miss.event.call?.name.rawValue ?? "a record"
              instead += "; seq \(miss.seq) (line \(miss.line)) is \(name) with other arguments"
            }
            let subject = obligation.subject.map { " on \($0)" } ?? ""
            report(
              ruleIndex, trigger,
              expected: "\(response.label)\(subject) after \(Self.describe(trigger))",
              instead: instead, lastMatch: scope.record(state.lastMatch))
          }
        case .occurs(let step, let least, _):
          if state.count + state.possible < least {
            report(
              ruleIndex, scope.opening,
              expected: "\(step.label) in transition \(scope.id)",
              instead: "it never happened by the end of "
                + (unfinished || !scope.hasStates ? "the log" : "the transition"),
              lastMatch: scope.record(state.lastMatch))
          }
        default:
          break
        }
      }
      if let first = scope.record(scope.peek(ruleIndex) { $0.undetermined }) {
        noteUndetermined(ruleIndex, first)
      } else if exercised {
        judged[ruleIndex] += 1
      }
    }
    flushPending(of: scope, channels: channels)
    noteLifetimeClose(scope)
    updatePresentations(after: scope)
    open.removeAll { $0 === scope }
    forget(scope)
    if keep {
      recentlyClosed.append(scope)
      if recentlyClosed.count > limits.closedTransitionsKept {
        var forgotten = recentlyClosed.removeFirst()
        reclaim(&forgotten)
      }
    }
  }

  /// Reports the pending violations of rules that apply to `scope`, and forgets the rest.
  func flushPending(of scope: TransitionScope, channels known: ChannelSet? = nil) {
    guard !scope.pending.isEmpty else { return }
    let channels = known ?? effectiveChannels(of: scope)
    let kind = CompiledRules.kindIndex(scope.kind)
    for pending in scope.pending where applies(pending.rule, to: scope, kind: kind, channels) {
      guard let offending = scope.record(pending.offending) else { continue }
      let (expected, instead) = words(for: pending, offending, in: scope)
      report(
        pending.rule, offending, expected: expected, instead: instead,
        lastMatch: scope.record(pending.lastMatch))
    }
    // Its room kept, as a forgotten transition hands the list on (`reclaim(_:)`).
    scope.pending.removeAll(keepingCapacity: true)
  }

  /// What a pending violation expected, and what happened instead.
  private func words(
    for pending: PendingViolation, _ offending: RecordRef, in scope: TransitionScope
  ) -> (expected: String, instead: String) {
    switch (compiled.rules[pending.rule].pattern, pending.detail) {
    case (.precedes(let first, let then, _), .unpreceded):
      var instead = "\(then.label) came first"
      if let later = scope.record(scope.states[pending.rule].armed), later.seq > offending.seq {
        instead += "; \(first.label) came only later, at seq \(later.seq) (line \(later.line))"
      } else {
        instead += "; \(first.label) never came in transition \(scope.id)"
      }
      return ("\(first.label) before \(then.label)", instead)
    case (.occurs(let step, _, _), .extra(let firstIndex, let most)):
      let times = most == 0 ? "never" : most == 1 ? "at most once" : "at most \(most) times"
      let first = scope.record(firstIndex)
      return (
        "\(step.label) \(times) in transition \(scope.id)",
        most == 0
          ? "\(step.label) came"
          : "\(step.label) came again; the first was at seq \(first?.seq ?? 0) "
            + "(line \(first?.line ?? 0))"
      )
    case (.neverAfter(let first, let then, let unless, _), .afterArming(let armed)):
      let until = unless.isEmpty ? "" : " until \(unless.map(\.label).joined(separator: " or "))"
      let after = scope.record(armed).map(Self.describe) ?? first.label
      return ("no \(then.label) after \(after)\(until)", "\(then.label) came after it")
    case (.neverAfter(let first, let then, _, _), .inFlight(let armed)):
      let involved = [scope.presenter ?? scope.requestedOn, scope.presented].compactMap { $0 }
      let call = offending.event.call
      return (
        "no \(then.label) on \(involved.joined(separator: " or ")) while transition \(scope.id) "
          + "is in flight (\(first.label) at seq \(scope.record(armed)?.seq ?? 0))",
        "\(call?.name.rawValue ?? "the request") on \(call?.receiver ?? "?") came before "
          + "transition \(scope.id) completed"
      )
    case (.sameResult(let step), .differentResult(let firstIndex)):
      let first = scope.record(firstIndex)
      let firstResult = first?.event.call?.result.map(String.init(describing:)) ?? "nothing"
      let result = offending.event.call?.result.map(String.init(describing:)) ?? "nothing"
      return (
        "\(step.label) to return \(firstResult) again, as at seq \(first?.seq ?? 0) "
          + "(line \(first?.line ?? 0)) in transition \(scope.id)",
        "it returned \(result)"
      )
    default:
      return ("the rule kept", "it was broken")
    }
  }

  /// Whether rule `ruleIndex` judges `scope`, whose kind's index is `kind`
  /// (`CompiledRules.kindIndex`, worked out once per scope rather than once per rule): the
  /// transition is of a kind it covers, the log records every step it names, and its
  /// conditions hold.
  func applies(_ ruleIndex: Int, to scope: TransitionScope, kind: Int, _ channels: ChannelSet)
    -> Bool
  {
    guard compiled.kindMasks[ruleIndex] & (1 << kind) != 0 else {
      return false
    }
    for mask in compiled.channelMasks[ruleIndex] where mask & channels.bits == 0 {
      return false
    }
    return compiled.rules[ruleIndex].conditions.allSatisfy { holds($0, in: scope) }
  }

  /// Whether `condition` is known to hold; unknown counts as not holding.
  private func holds(_ condition: Condition, in scope: TransitionScope) -> Bool {
    switch condition {
    case .outcome(.finished): return scope.outcome == true
    case .outcome(.cancelled): return scope.outcome == false
    case .removesPresentersView(let value): return scope.removesPresenter == value
    case .styleIn(let styles): return scope.style.map(styles.contains) ?? false
    case .styleNotIn(let styles): return scope.style.map { !styles.contains($0) } ?? false
    case .interactive(let value): return scope.interactive == value
    case .implements(let name):
      // A container's delegate stays the same across its transitions; an animator need not.
      return scope.implemented.contains(name)
        || (scope.container.flatMap { containers[$0]?.implemented.contains(name) } ?? false)
    case .completionHandlerGiven: return scope.completionHandlerGiven == true
    case .requestedInCode: return scope.requestedInCode
    case .customAnimator(let value): return scope.customAnimator == value
    case .presenterNotTurnedAround:
      return scope.presenter.map { !scope.turnedAround.contains($0) } ?? false
    case .printsAppearCallbacks(let party):
      let id: String? =
        switch party {
        case .presenter: scope.presenter
        case .presented: scope.presented
        case .from: scope.from
        case .to: scope.to
        default: nil
        }
      return id.flatMap { knownRecord(of: $0)?.printsAppearCallbacks } ?? false
    }
  }

  /// The channels `scope` records, with the appearance of view controllers seen before it and
  /// the delegate calls its container has shown.
  func effectiveChannels(of scope: TransitionScope) -> ChannelSet {
    var channels = scope.channels
    func shown(_ id: String?) -> Bool {
      id.flatMap { knownRecord(of: $0)?.showsAppearance } ?? false
    }
    if shown(scope.presenter) { channels.insert(.presenterAppearance) }
    if shown(scope.presented) { channels.insert(.presentedAppearance) }
    if shown(scope.from) { channels.insert(.fromAppearance) }
    if shown(scope.to) { channels.insert(.toAppearance) }
    if let container = scope.container, let record = containers[container] {
      channels.formUnion(record.channels)
    }
    return channels
  }

  // MARK: Presentations carried to their dismissals

  /// Gives a dismissal what its presentation showed: the presentation controller, whether it
  /// removes the presenter's view, the style, and whether its hooks are logged.
  func inherit(into dismissal: TransitionScope) {
    guard let presented = dismissal.presented else { return }
    dismissal.inherited = true
    let presentation =
      presentations[presented]
      ?? (open + recentlyClosed).last { $0.kind == .present && $0.presented == presented }.map {
        PresentationRecord(
          presentationController: $0.presentationController,
          removesPresenter: $0.removesPresenter, style: $0.style,
          recordsHooks: $0.channels.contains(.presentationController), order: 0)
      }
    guard let presentation else { return }
    if dismissal.presentationController == nil {
      dismissal.presentationController = presentation.presentationController
    }
    if dismissal.removesPresentersView == nil {
      dismissal.removesPresentersView = presentation.removesPresenter
    }
    if dismissal.style == nil { dismissal.style = presentation.style }
    if presentation.recordsHooks { dismissal.channels.insert(.presentationController) }
  }

  /// Keeps a finished presentation for its dismissal, and forgets a finished dismissal's.
  private func updatePresentations(after scope: TransitionScope) {
    guard let presented = scope.presented else { return }
    switch (scope.kind, scope.outcome) {
    case (.present, true?):
      presentationsMade += 1
      var record = PresentationRecord(
        presentationController: scope.presentationController,
        removesPresenter: scope.removesPresenter, style: scope.style,
        recordsHooks: scope.channels.contains(.presentationController),
        order: presentationsMade)
      record.presenter = scope.presenter
      record.rootView = scope.presentedRootView
      record.sheetController = scope.presentationController ?? scope.finishedOn
      record.isSheet = isSheet(scope)
      if let view = record.rootView {
        if record.isSheet, !compiled.sheetDragRules.isEmpty {
          sheetViews[view] = presented
        } else {
          sheetViews[view] = nil
        }
      }
      presentations[presented] = record
      if presentations.count > limits.presentations { forgetOldPresentations() }
      footprint.presentations = max(footprint.presentations, presentations.count)
    case (.dismiss, true?):
      if let view = presentations[presented]?.rootView { sheetViews[view] = nil }
      presentations[presented] = nil
      // What the dismissal could not judge (the log does not record what the rule reads
      // there) is left unjudged, not carried on to a later presentation.
      for obligation in carried.removeValue(forKey: presented) ?? [] where !obligation.answered {
        noteUndetermined(obligation.rule, obligation.trigger)
      }
    default:
      break
    }
  }

  /// Forgets the older half of the presentations on screen, when more than
  /// `limits.presentations` are: their dismissals, if the log has them, carry nothing over.
  private func forgetOldPresentations() {
    let orders = presentations.values.map(\.order).sorted()
    let cutoff = orders[orders.count / 2]
    presentations = presentations.filter { $0.value.order >= cutoff }
    carried = carried.filter { presentations[$0.key] != nil }
    sheetViews = sheetViews.filter { presentations[$0.value] != nil }
  }

  /// `animateTransition(using:) at seq 26 (line 32)`.
  static func describe(_ ref: RecordRef) -> String {
    let name: String =
      switch ref.event.body {
      case .call(let call): call.name.rawValue
      case .transition(let change): "the \(change.state.rawValue) record"
      case .view(let change): "\(change.name) of \(change.view)"
      default: "the record"
      }
    return "\(name) at seq \(ref.seq) (line \(ref.line))"
  }
}
