import TransitTrace

// Closing a transition: deciding which rules apply to it, now that the log has shown what it
// records and how the transition was configured and ended, and reporting what broke them.
extension CheckRun {
  /// Judges `scope`. An `unfinished` transition (states recorded, never `ended`) is judged
  /// for what happened, but what never happened is owed only to the rules that judge
  /// unfinished transitions: the one failure that kept it from ending.
  func close(_ scope: TransitionScope, unfinished: Bool, keep: Bool = true) {
    scope.isClosed = true
    let channels = effectiveChannels(of: scope)
    for ruleIndex in compiled.transitionRules where applies(ruleIndex, to: scope, channels) {
      let rule = compiled.rules[ruleIndex]
      let state = scope.states[ruleIndex]
      var exercised = state.exercised
      if !unfinished || rule.judgesUnfinishedTransitions {
        switch rule.pattern {
        case .eventuallyFollowedBy(_, let response, _):
          for obligation in state.obligations {
            guard let trigger = scope.record(obligation.trigger) else { continue }
            var instead =
              "it never happened by the end of "
              + (unfinished || !scope.hasStates ? "the log" : "transition \(scope.id)")
            if let miss = scope.record(state.nearMiss), miss.seq > trigger.seq {
              instead +=
                "; seq \(miss.seq) (line \(miss.line)) is \(miss.event.call?.name.rawValue ?? "a record") with other arguments"
            }
            let subject = obligation.subject.map { " on \($0)" } ?? ""
            report(
              ruleIndex, trigger,
              expected: "\(response.label)\(subject) after \(Self.describe(trigger))",
              instead: instead, lastMatch: scope.record(state.lastMatch))
          }
        case .occurs(let step, let least, _):
          exercised = true
          if state.count < least {
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
      if exercised { judged[ruleIndex] += 1 }
    }
    flushPending(of: scope, channels: channels)
    updatePresentations(after: scope)
    open.removeAll { $0 === scope }
    forget(scope)
    if keep {
      recentlyClosed.append(scope)
      if recentlyClosed.count > Self.recentlyClosedLimit { recentlyClosed.removeFirst() }
    }
  }

  /// Reports the pending violations of rules that apply to `scope`, and forgets the rest.
  func flushPending(of scope: TransitionScope, channels known: ChannelSet? = nil) {
    guard !scope.pending.isEmpty else { return }
    let channels = known ?? effectiveChannels(of: scope)
    for pending in scope.pending where applies(pending.rule, to: scope, channels) {
      var instead = pending.actual
      if case .precedes(let first, _, _) = compiled.rules[pending.rule].pattern {
        if let later = scope.record(scope.states[pending.rule].armed),
          later.seq > pending.offending.seq
        {
          instead += "; \(first.label) came only later, at seq \(later.seq) (line \(later.line))"
        } else {
          instead += "; \(first.label) never came in transition \(scope.id)"
        }
      }
      report(
        pending.rule, pending.offending, expected: pending.expected, instead: instead,
        lastMatch: pending.lastMatch)
    }
    scope.pending.removeAll()
  }

  /// Whether rule `ruleIndex` judges `scope`: the transition is of a kind it covers, the log
  /// records every step it names, and its conditions hold.
  func applies(_ ruleIndex: Int, to scope: TransitionScope, _ channels: ChannelSet) -> Bool {
    let rule = compiled.rules[ruleIndex]
    if let kinds = rule.scope.kinds {
      guard let kind = scope.kind, kinds.contains(kind) else { return false }
    }
    for stepChannels in compiled.channels[ruleIndex]
    where !channels.containsAny(of: stepChannels) {
      return false
    }
    return rule.conditions.allSatisfy { holds($0, in: scope) }
  }

  private func holds(_ condition: Condition, in scope: TransitionScope) -> Bool {
    switch condition {
    case .outcome(.finished): return scope.outcome == true
    case .outcome(.cancelled): return scope.outcome == false
    case .removesPresentersView(let value): return scope.removesPresenter == value
    case .styleIn(let styles): return scope.style.map(styles.contains) ?? false
    case .styleNotIn(let styles): return scope.style.map { !styles.contains($0) } ?? false
    case .interactive(let value): return scope.interactive == value
    case .implements(let name): return scope.implemented.contains(name)
    case .completionHandlerGiven: return scope.completionHandlerGiven == true
    }
  }

  /// The channels `scope` records, with the appearance of view controllers seen before it.
  func effectiveChannels(of scope: TransitionScope) -> ChannelSet {
    var channels = scope.channels
    if let presenter = scope.presenter, viewControllers[presenter] != nil {
      channels.insert(.presenterAppearance)
    }
    if let presented = scope.presented, viewControllers[presented] != nil {
      channels.insert(.presentedAppearance)
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
          recordsHooks: $0.channels.contains(.presentationController))
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

  private func updatePresentations(after scope: TransitionScope) {
    guard let presented = scope.presented else { return }
    switch (scope.kind, scope.outcome) {
    case (.present, true?):
      if presentations[presented] == nil { presentationOrder.append(presented) }
      presentations[presented] = PresentationRecord(
        presentationController: scope.presentationController,
        removesPresenter: scope.removesPresenter, style: scope.style,
        recordsHooks: scope.channels.contains(.presentationController))
      while presentations.count > Self.presentationLimit, !presentationOrder.isEmpty {
        presentations[presentationOrder.removeFirst()] = nil
      }
    case (.dismiss, true?):
      presentations[presented] = nil
      presentationOrder.removeAll { $0 == presented }
    default:
      break
    }
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
