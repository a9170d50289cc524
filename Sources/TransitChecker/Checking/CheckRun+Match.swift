import TransitLifecycle
import TransitTrace

// Whether a record matches a step: the record kind was already matched by the dispatch
// tables; what is left are the parties, the flag, the result and the origin. A log that does
// not say (no `result`, no `caller`, no `args`, an anonymous receiver, a cause the log does not
// record) leaves the answer unknown, never no: an absent value is not nil.
extension CheckRun {
  /// Whether a record passes a step's tests: yes, no, or unknown because the log does not
  /// record what a test reads.
  enum Verdict: Sendable, Hashable {
    case no, yes, unknown

    /// Both tests together: no if either is no, else unknown if either is unknown.
    func and(_ other: @autoclosure () -> Verdict) -> Verdict {
      if self == .no { return .no }
      let next = other()
      if next == .no { return .no }
      return self == .unknown || next == .unknown ? .unknown : .yes
    }

    init(_ value: Bool) { self = value ? .yes : .no }
  }

  /// Whether `event`, already of a kind step `index` matches, passes the step's other tests.
  ///
  /// The step is read where it lies in `compiled.testTable`, a field at a time: a test passed
  /// by value is copied at each call, retaining and releasing its strings, once per record
  /// and step.
  func satisfies(_ index: Int, _ event: Event, scope: TransitionScope?, forwarded: Verdict)
    -> Verdict
  {
    let step = UnsafePointer(compiled.testTable.baseAddress! + index)
    switch event.body {
    case .call(let call):
      var verdict = receiverPlays(call.receiver, step.pointee.receiver, in: scope)
        .and(callerPlays(call.caller, step.pointee.caller, of: call.name, in: scope))
      if verdict == .no { return .no }
      if step.pointee.returnsObject {
        switch call.result {
        case nil: verdict = verdict.and(.unknown)
        case .string?: break
        default: return .no
        }
      }
      if let expected = step.pointee.results[call.name] {
        // A log that does not give the result does not say.
        switch call.result?.boolValue {
        case nil: verdict = verdict.and(call.result == nil ? .unknown : .no)
        case let value?: if value != expected { return .no }
        }
      }
      if let key = step.pointee.requiredArgument, call.args[key] == nil {
        // A log that records no arguments at all does not say; one that records others does.
        verdict = verdict.and(call.args.isEmpty ? .unknown : .no)
      }
      if step.pointee.onlyFromUIKit {
        // A forwarded callback is not UIKit's; one that may be forwarded is unknown.
        verdict = verdict.and(forwarded == .yes ? .no : forwarded == .no ? .yes : .unknown)
      }
      if let test = step.pointee.argument {
        if let value = call.args[test.key] {
          if value.isNull != test.isNull { return .no }
        } else {
          // As for a required argument: a log with no arguments at all does not say.
          verdict = verdict.and(call.args.isEmpty ? .unknown : .no)
        }
      }
      return verdict.and(flag(step.pointee.flag, holdsFor: call.args.firstBool, in: scope))
    case .transition(let change):
      return flag(step.pointee.flag, holdsFor: change.didComplete ?? true, in: scope)
    case .view(let change):
      var verdict = Verdict.yes
      switch step.pointee.receiver {
      case .presented:
        guard let scope else { return .no }
        if let presentedView = scope.presentedView, change.view == presentedView { break }
        // A transition whose presented view controller the log does not name may be
        // showing this one.
        guard let presented = scope.presented else {
          verdict = change.viewController == nil ? .no : .unknown
          break
        }
        guard change.viewController == presented else { return .no }
      case .presenter:
        guard let scope else { return .no }
        guard let presenter = scope.presenter else {
          verdict = change.viewController == nil ? .no : .unknown
          break
        }
        guard change.viewController == presenter else { return .no }
      default:
        break
      }
      if step.pointee.outsideContainerView {
        // A view controller's root view is placed by UIKit or an animator; a view in the
        // container view leaves with it when the transition is over. A transition whose
        // container the log does not name may hold this one.
        if change.viewController != nil { return .no }
        if let container = scope?.containerView {
          if change.superview == container { return .no }
        } else {
          verdict = verdict.and(.unknown)
        }
      }
      switch step.pointee.caller {
      case .presentationController:
        return verdict.and(
          Verdict(
            scope?.presentationController != nil
              && change.caller == scope?.presentationController))
      case .uikit:
        return verdict.and(Verdict(change.caller == "uikit"))
      case .presenter:
        if anonymous.contains(change.caller) { return verdict.and(.unknown) }
        return verdict.and(plays(change.caller, .presenter, in: scope))
      default:
        return verdict
      }
    case .gesture, .warning, .note, .release, .retained:
      return .no
    }
  }

  /// Whether the receiver `id` plays `party`: unknown when the log names no object (an
  /// anonymous participant) and the step needs one.
  private func receiverPlays(_ id: String, _ party: Step.Party, in scope: TransitionScope?)
    -> Verdict
  {
    switch party {
    case .anyone, .viewController: return .yes
    default:
      if anonymous.contains(id) { return .unknown }
      return plays(id, party, in: scope)
    }
  }

  /// Whether the caller plays `party`. A log that does not say who called still tells UIKit's
  /// calls by the lifecycle (`CallName.callers`): a call only UIKit makes, or the animator's
  /// start in a transition known not to be interactive; any other is unknown.
  private func callerPlays(
    _ id: String?, _ party: Step.Party, of name: CallName, in scope: TransitionScope?
  ) -> Verdict {
    // Cases rather than `==`, which reaches a party's conformance through a witness table.
    switch party {
    case .anyone, .viewController: return .yes
    default: break
    }
    guard let id, !anonymous.contains(id) else {
      guard case .uikit = party else { return .unknown }
      switch name.callers {
      case .uikit: return .yes
      case .uikitOrInteraction: return scope?.interactive == false ? .yes : .unknown
      case .anyone: return .unknown
      }
    }
    return plays(id, party, in: scope)
  }

  /// Whether participant `id` plays `party` in the transition; unknown when the transition does
  /// not say who plays it.
  private func plays(_ id: String, _ party: Step.Party, in scope: TransitionScope?) -> Verdict {
    switch party {
    case .anyone, .viewController: return .yes
    case .uikit: return Verdict(id == "uikit")
    case .presenter: return known(scope?.presenter, is: id)
    case .presented: return known(scope?.presented, is: id)
    case .from: return known(scope?.from, is: id)
    case .to: return known(scope?.to, is: id)
    case .presentationController:
      guard let controller = scope?.presentationController else { return .yes }
      return Verdict(controller == id)
    }
  }

  private func known(_ expected: String?, is id: String) -> Verdict {
    guard let expected else { return .unknown }
    return Verdict(expected == id)
  }

  /// Whether a record's flag passes `test`; a value or an outcome the log does not give is
  /// unknown.
  private func flag(_ test: Step.Flag, holdsFor value: Bool?, in scope: TransitionScope?)
    -> Verdict
  {
    switch test {
    case .any: return .yes
    case .equals(let expected):
      guard let value else { return .unknown }
      return Verdict(value == expected)
    case .matchesOutcome:
      guard let value, let outcome = scope?.outcome else { return .unknown }
      return Verdict(value == outcome)
    }
  }

  /// Whether an appearance callback runs inside a `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()` that app code called on the same view controller. A log that
  /// records no cause cannot say, if the view controller's last appearance call was one of
  /// those: the callback may run inside it.
  func isForwardedByHand(_ event: Event) -> Verdict {
    guard let call = event.call else { return .no }
    // A receiver the log does not name may be one whose appearance is forwarded.
    if anonymous.contains(call.receiver) { return .unknown }
    guard let record = knownRecord(of: call.receiver) else { return .no }
    guard let cause = event.cause else { return record.followsForwarding ? .unknown : .no }
    return Verdict(record.lastForwarding == cause)
  }

  /// Notes that app code called `beginAppearanceTransition` or `endAppearanceTransition` on
  /// `viewController`, so the callbacks it causes are told from UIKit's own.
  func noteForwarding(on viewController: String, seq: Int) {
    let record = record(of: viewController)
    record.showsAppearance = true
    record.lastForwarding = seq
    record.followsForwarding = true
  }

  /// The record of `viewController`, made the first time it is needed.
  func record(of viewController: String) -> ViewControllerRecord {
    if let record = knownRecord(of: viewController) { return record }
    // Sweep before adding: a record swept as soon as it is made would lose its first update.
    if viewControllers.count >= nextViewControllerSweep ?? limits.viewControllers {
      sweepViewControllers()
    }
    let record = ViewControllerRecord(ruleCount: compiled.viewControllerRules.count)
    viewControllers[participantKey(viewController)] = record
    viewControllerMemo.remember(viewController, record)
    footprint.viewControllers = max(footprint.viewControllers, viewControllers.count)
    return record
  }

  /// The record of `viewController` if it is followed: `viewControllers[key]`, from the memo
  /// where the id was met lately.
  func knownRecord(of viewController: String) -> ViewControllerRecord? {
    if let record = viewControllerMemo.record(viewController) { return record }
    guard let record = viewControllers[participantKey(viewController)] else { return nil }
    viewControllerMemo.remember(viewController, record)
    return record
  }

  /// Keeps a record of a response's call that failed the response's other tests, to show
  /// what happened instead of what was expected.
  func noteNearMiss(_ step: Int, _ event: Event, line: Int, in scope: TransitionScope) {
    var index: Int32?
    for use in compiled.uses[step] where use.role == .response {
      let kept = index ?? scope.keep(record(line: line, event: event))
      index = kept
      scope.states[use.rule].nearMiss = kept
    }
  }
}

/// One view controller's appearance as the view-controller-scoped rules follow it; a class, so
/// that updating it in the table never copies its states.
final class ViewControllerRecord {
  /// Each view-controller rule's progress, by its slot, in memory the record owns: in an
  /// array, each update of a state checked that the array was not shared, and each read
  /// retained and released it, a few times for every callback a rule takes.
  let states: UnsafeMutableBufferPointer<SubjectState>
  /// The `seq` of the last `beginAppearanceTransition`/`endAppearanceTransition` call on it.
  @exclusivity(unchecked) var lastForwarding: Int?
  /// Whether its last appearance call was `beginAppearanceTransition` or
  /// `endAppearanceTransition`, so a callback after it that names no cause may run inside it.
  @exclusivity(unchecked) var followsForwarding = false
  /// Whether a record other than a layout callback reached it: only then does the log show
  /// the view controller's appearance. A log that prints `viewDidLayoutSubviews()` alone says
  /// nothing of its `viewWillAppear(_:)`.
  @exclusivity(unchecked) var showsAppearance = false
  /// Whether `viewWillAppear(_:)` or `viewDidAppear(_:)` reached it: the log prints its appear
  /// callbacks, so their absence in a transition that owes them is a finding. Its disappear
  /// callbacks alone do not say so: an app may override only those.
  @exclusivity(unchecked) var printsAppearCallbacks = false

  init(ruleCount: Int) {
    states = .allocate(capacity: ruleCount)
    states.initialize(repeating: SubjectState())
  }

  deinit {
    states.deinitialize()
    states.deallocate()
  }
}
