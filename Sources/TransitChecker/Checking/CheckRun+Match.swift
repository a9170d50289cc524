import TransitTrace

// Whether a record matches a step: the record kind was already matched by the dispatch
// tables; what is left are the parties, the flag, the result and the origin.
extension CheckRun {
  func satisfies(_ step: Step, _ event: Event, scope: TransitionScope?, forwarded: Bool) -> Bool {
    switch event.body {
    case .call(let call):
      guard plays(call.receiver, step.receiver, in: scope),
        plays(call.caller, step.caller, in: scope)
      else { return false }
      if step.returnsObject && call.result?.stringValue == nil { return false }
      if let key = step.requiredArgument, call.args[key] == nil { return false }
      if step.origin == .uikit && forwarded { return false }
      return flag(step.flag, holdsFor: call.args.firstBool, in: scope)
    case .transition(let change):
      return flag(step.flag, holdsFor: change.didComplete ?? true, in: scope)
    case .view(let change):
      switch step.receiver {
      case .presented:
        guard let scope, let presented = scope.presented else { return false }
        guard change.viewController == presented || change.view == scope.presentedView
        else { return false }
      default:
        break
      }
      switch step.caller {
      case .presentationController:
        return scope?.presentationController != nil
          && change.caller == scope?.presentationController
      case .uikit:
        return change.caller == "uikit"
      default:
        return true
      }
    case .gesture, .warning, .note:
      return false
    }
  }

  /// Whether participant `id` plays `party` in the transition.
  private func plays(_ id: String, _ party: Step.Party, in scope: TransitionScope?) -> Bool {
    switch party {
    case .anyone, .viewController: return true
    case .uikit: return id == "uikit"
    case .presenter: return scope?.presenter == id
    case .presented: return scope?.presented == id
    case .presentationController:
      guard let controller = scope?.presentationController else { return true }
      return controller == id
    }
  }

  private func flag(_ test: Step.Flag, holdsFor value: Bool?, in scope: TransitionScope?) -> Bool {
    switch test {
    case .any: return true
    case .equals(let expected): return value == expected
    case .matchesOutcome:
      guard let value, let outcome = scope?.outcome else { return false }
      return value == outcome
    }
  }

  /// Whether an appearance callback runs inside a `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()` that app code called on the same view controller.
  func isForwardedByHand(_ event: Event) -> Bool {
    guard let cause = event.cause, let call = event.call,
      let record = viewControllers[call.receiver]
    else { return false }
    return record.lastForwarding == cause
  }

  /// Notes that app code called `beginAppearanceTransition` or `endAppearanceTransition` on
  /// `viewController`, so the callbacks it causes are told from UIKit's own.
  func noteForwarding(on viewController: String, seq: Int) {
    viewControllers[
      viewController,
      default: ViewControllerRecord(ruleCount: compiled.viewControllerRules.count)
    ]
    .lastForwarding = seq
  }

  /// Keeps a record of a response's call that failed the response's other tests, to show
  /// what happened instead of what was expected.
  func noteNearMiss(_ step: Int, _ event: Event, line: Int, in scope: TransitionScope) {
    var index: Int32?
    for use in compiled.uses[step] where use.role == .response {
      let kept = index ?? scope.keep(RecordRef(line: line, event: event))
      index = kept
      scope.states[use.rule].nearMiss = kept
    }
  }
}

/// One view controller's appearance as the view-controller-scoped rules follow it.
struct ViewControllerRecord: Sendable {
  /// Each view-controller rule's progress, by its slot.
  var states: [SubjectState]
  /// The `seq` of the last `beginAppearanceTransition`/`endAppearanceTransition` call on it.
  var lastForwarding: Int?

  init(ruleCount: Int) {
    states = Array(repeating: SubjectState(), count: ruleCount)
  }
}
