import TransitLifecycle
import TransitTrace

// Whether a record matches a step: the record kind was already matched by the dispatch
// tables; what is left are the parties, the flag, the result and the origin.
extension CheckRun {
  /// Whether `event`, already of a kind `step` matches, passes the step's other tests.
  func satisfies(_ step: StepTest, _ event: Event, scope: TransitionScope?, forwarded: Bool)
    -> Bool
  {
    switch event.body {
    case .call(let call):
      guard plays(call.receiver, step.receiver, in: scope),
        plays(call.caller, step.caller, in: scope)
      else { return false }
      if step.returnsObject && call.result?.stringValue == nil { return false }
      if let key = step.requiredArgument, call.args[key] == nil { return false }
      if step.onlyFromUIKit && forwarded { return false }
      if let test = step.argument {
        guard let value = call.args[test.key], value.isNull == test.isNull else { return false }
      }
      return flag(step.flag, holdsFor: call.args.firstBool, in: scope)
    case .transition(let change):
      return flag(step.flag, holdsFor: change.didComplete ?? true, in: scope)
    case .view(let change):
      switch step.receiver {
      case .presented:
        guard let scope, let presented = scope.presented else { return false }
        guard change.viewController == presented || change.view == scope.presentedView
        else { return false }
      case .presenter:
        guard let presenter = scope?.presenter, change.viewController == presenter else {
          return false
        }
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
    case .from: return scope?.from == id
    case .to: return scope?.to == id
    case .presentationController:
      guard let controller = scope?.presentationController else { return true }
      return controller == id
    }
  }

  /// Whether a record's flag passes `test`; an outcome not yet known passes nothing.
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
    record(of: viewController).lastForwarding = seq
  }

  /// The record of `viewController`, made the first time it is needed.
  func record(of viewController: String) -> ViewControllerRecord {
    if let record = viewControllers[viewController] { return record }
    // Sweep before adding: a record swept as soon as it is made would lose its first update.
    if viewControllers.count >= limits.viewControllers { sweepViewControllers() }
    let record = ViewControllerRecord(ruleCount: compiled.viewControllerRules.count)
    viewControllers[viewController] = record
    footprint.viewControllers = max(footprint.viewControllers, viewControllers.count)
    return record
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

/// One view controller's appearance as the view-controller-scoped rules follow it; a class, so
/// that updating it in the table never copies its states.
final class ViewControllerRecord {
  /// Each view-controller rule's progress, by its slot.
  var states: [SubjectState]
  /// The `seq` of the last `beginAppearanceTransition`/`endAppearanceTransition` call on it.
  var lastForwarding: Int?

  init(ruleCount: Int) {
    states = Array(repeating: SubjectState(), count: ruleCount)
  }
}
