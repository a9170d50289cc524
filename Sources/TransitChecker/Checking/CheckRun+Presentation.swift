import TransitLifecycle
import TransitTrace

/// What a presentation-long rule still owes when its presentation completes: the trigger and
/// its subject, kept until the dismissal that completes the presentation.
struct CarriedObligation: Sendable {
  let rule: Int
  let subject: String?
  let trigger: RecordRef
  /// Whether a response has come since; the completed dismissal then judges it kept.
  var answered = false
}

// The presentation-long rules (`Scope.presentationUntilDismissed`): a trigger in a presentation
// owes its response by the end of the dismissal that completes it. The response may come
// anywhere before then: in the presentation itself, between transitions (an app's own close
// path, before it calls dismiss), or in the dismissal. Only a completed dismissal that the log
// shows, and that records what the rule reads, decides; a presentation the log never shows
// dismissed leaves the rule unjudged for it.
extension CheckRun {
  /// A trigger counts only in a presentation's own transition; a response answers the same
  /// subject in every presentation that owes it, wherever the response comes. A response that
  /// may not match answers all the same, which can only spare a violation.
  func applyToPresentation(
    _ use: CompiledRules.Use, _ ref: RecordRef, in scope: TransitionScope?, certain: Bool
  ) {
    switch use.role {
    case .trigger:
      guard let scope, scope.kind == .present, !scope.isClosed else { return }
      guard scope.obligations.count(use.rule) < limits.presentationViews else {
        // Past the bound the rule is not judged here: no view is reported as left behind.
        let index = scope.keep(ref)
        if scope.states[use.rule].undetermined < 0 { scope.states[use.rule].undetermined = index }
        return
      }
      apply(use, ref, in: scope, certain: certain)
    case .response:
      // The view leaves, and every view inside it leaves with it.
      guard let removed = Self.subject(of: ref.event) else { return }
      func leaves(_ subject: String?) -> Bool {
        subject.map { isInside($0, removed) } ?? false
      }
      for presentation in open where presentation.kind == .present {
        presentation.obligations.removeAll(rule: use.rule, where: leaves)
      }
      footprint.swept += open.count
      guard !carried.isEmpty else { return }
      for key in Array(carried.keys) {
        guard let owed = carried[key] else { continue }
        for index in owed.indices where owed[index].rule == use.rule {
          if leaves(owed[index].subject) { carried[key]?[index].answered = true }
        }
      }
    default:
      break
    }
  }

  /// Whether `view` is `ancestor` or lies inside it, as the view records show the hierarchy.
  func isInside(_ view: String, _ ancestor: String) -> Bool {
    var current = view
    // A hierarchy deeper than this is not a log's; the walk also ends on a cycle.
    for _ in 0..<256 {
      if current == ancestor { return true }
      guard let next = superviews[participantKey(current)] else { return false }
      current = next
    }
    return false
  }

  /// Keeps each view's superview as the log moves it: set when it is added or moved, forgotten
  /// when it is removed (its subviews keep theirs, and leave with it).
  func noteSuperview(_ change: ViewChange) {
    let key = participantKey(change.view)
    if change.isRemoval {
      superviews[key] = nil
      return
    }
    if superviews.count >= limits.views, superviews[key] == nil {
      superviews.removeAll()
      forgotSuperviews = true
    }
    superviews[key] = change.superview
  }

  /// Closes presentation-long rule `ruleIndex` for `scope`, which it applies to: a completed
  /// presentation carries what it still owes to its dismissal; a completed dismissal reports
  /// what its presentation still owes.
  func closePresentationRule(_ ruleIndex: Int, _ scope: TransitionScope, unfinished: Bool) {
    guard !unfinished, scope.outcome == true, let presented = scope.presented else { return }
    switch scope.kind {
    case .present?:
      let state = scope.states[ruleIndex]
      if let first = scope.record(state.undetermined) {
        noteUndetermined(ruleIndex, first)
        return
      }
      let owed = scope.obligations.all(ruleIndex).compactMap { obligation in
        scope.record(obligation.trigger).map {
          CarriedObligation(rule: ruleIndex, subject: obligation.subject, trigger: $0)
        }
      }
      if owed.isEmpty {
        if state.exercised { judged[ruleIndex] += 1 }
      } else {
        carried[presented, default: []].append(contentsOf: owed)
      }
    case .dismiss?:
      guard let owed = carried[presented]?.filter({ $0.rule == ruleIndex }), !owed.isEmpty,
        case .eventuallyFollowedBy(_, let response, _) = compiled.rules[ruleIndex].pattern
      else { return }
      carried[presented]?.removeAll { $0.rule == ruleIndex }
      if carried[presented]?.isEmpty ?? false { carried[presented] = nil }
      let left = owed.filter { !$0.answered }
      // Once the hierarchy was forgotten, a view may have left with an ancestor unseen.
      if forgotSuperviews, !left.isEmpty {
        for obligation in left { noteUndetermined(ruleIndex, obligation.trigger) }
        return
      }
      judged[ruleIndex] += 1
      for obligation in left {
        let subject = obligation.subject.map { " \($0)" } ?? ""
        report(
          ruleIndex, obligation.trigger,
          expected: "\(response.label)\(subject) after \(Self.describe(obligation.trigger)), "
            + "by the end of transition \(scope.id), which dismissed \(presented)",
          instead: "\(obligation.subject ?? "the view") was still in place when transition "
            + "\(scope.id) completed", lastMatch: nil)
      }
    default:
      break
    }
  }

  /// At the end of the log: what presentations still owe that no completed dismissal in the
  /// log settled is left unjudged.
  func finishPresentations() {
    for presented in carried.keys.sorted() {
      for obligation in carried[presented] ?? [] where !obligation.answered {
        noteUndetermined(
          obligation.rule, obligation.trigger,
          endsFirst: "a completed dismissal of \(presented), by which "
            + "\(obligation.subject ?? "the view") was due to leave")
      }
    }
    carried.removeAll()
  }
}
