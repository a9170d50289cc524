import TransitTrace

/// What the log has said so far about one transition: its kind, who takes part, how it is
/// configured and how it ended, which channels it records, and each rule's progress in it.
///
/// Facts come from whichever records the log has: a `requested` record names the kind and both
/// view controllers, but an app's own log may only show the delegate requests, whose arguments
/// name them too. A fact, once known, is kept.
final class TransitionScope {
  let id: Int
  /// The transition's first record.
  let opening: RecordRef
  @exclusivity(unchecked) var kind: TransitionKind?
  @exclusivity(unchecked) var presenter: String?
  @exclusivity(unchecked) var presented: String?
  /// The view controller `present` was sent to, which takes part in the transition though it
  /// may not be the one that presents (a child hands the request to its container).
  @exclusivity(unchecked) var requestedOn: String?
  @exclusivity(unchecked) var style: String?
  @exclusivity(unchecked) var presentationController: String?
  /// The view `presentedView` returned, which an animator may add instead of the root view.
  @exclusivity(unchecked) var presentedView: String?
  /// The presented view controller's root view, as a view record of this transition names it.
  @exclusivity(unchecked) var presentedRootView: String?
  /// The object the transition context told `transitionDidFinish(_:)`: UIKit's presentation
  /// controller for the transition, which the hooks alone may not name (a sheet has none).
  @exclusivity(unchecked) var finishedOn: String?
  /// Who called `present` or `dismiss` for this transition, where the log says: `uikit` for
  /// a dismissal a swipe starts.
  @exclusivity(unchecked) var requestedBy: String?
  /// `shouldRemovePresentersView` as read in this transition or its presentation.
  @exclusivity(unchecked) var removesPresentersView: Bool?
  /// The view controllers at its ends whose appearance a will-callback of another transition
  /// in flight turned around (docs/lifecycle.md#fact-overlapping-appearance).
  @exclusivity(unchecked) var turnedAround: Set<String> = []
  /// Whether an interaction controller was vended.
  @exclusivity(unchecked) var interactive: Bool?
  /// What `completeTransition(_:)` was passed.
  @exclusivity(unchecked) var outcome: Bool?
  /// The seq of the state record that says it completed, not cancelled: a recorded
  /// `completed` without its flag, or one with `didComplete: true`.
  @exclusivity(unchecked) var completedAt: Int?
  @exclusivity(unchecked) var completionHandlerGiven: Bool?
  /// The navigation or tab bar controller that runs the transition.
  @exclusivity(unchecked) var container: String?
  /// The transition's container view, as its `began` record names it.
  @exclusivity(unchecked) var containerView: String?
  /// Whether a delegate vended an animator (false: it returned nil).
  @exclusivity(unchecked) var vendedAnimator: Bool?
  /// Whether the transition animates: as its request says, or UIKit's first will-callback.
  @exclusivity(unchecked) var animated: Bool?
  /// Whether app code asked for the transition through a tab bar controller's setter.
  @exclusivity(unchecked) var requestedInCode = false
  @exclusivity(unchecked) var channels = ChannelSet()
  /// Optional methods seen, among those conditions ask about.
  @exclusivity(unchecked) var implemented: Set<CallName> = []
  /// Whether the log records this transition's states at all: a state after `requested`,
  /// since a `requested` record alone names the transition without recording what follows.
  @exclusivity(unchecked) var hasStates = false
  @exclusivity(unchecked) var ended = false
  /// Whether another transition opened after this one, which a log that records no states
  /// shows only once this one is over.
  @exclusivity(unchecked) var overtaken = false
  /// Whether `animationEnded(_:)` came, the last call of a transition.
  @exclusivity(unchecked) var sawAnimationEnded = false
  /// Whether the presentation it dismisses was looked up.
  @exclusivity(unchecked) var inherited = false
  /// Each rule's progress, indexed by rule, in memory the scope owns: in an array, each
  /// update of a state checked that the array was not shared, for every rule a record advances.
  let states: UnsafeMutableBufferPointer<PatternState>
  /// `eventuallyFollowedBy`: each rule's triggers not yet answered, with their subjects.
  @exclusivity(unchecked) var obligations = RuleObligations()
  /// The records rules have matched here, which their states point into.
  @exclusivity(unchecked) var records: [RecordRef] = []
  /// Violations found so far, judged when the scope closes.
  @exclusivity(unchecked) var pending: [PendingViolation] = []
  @exclusivity(unchecked) var isClosed = false

  init(id: Int, opening: RecordRef, ruleCount: Int) {
    self.id = id
    self.opening = opening
    states = .allocate(capacity: ruleCount)
    states.initialize(repeating: PatternState())
  }

  deinit {
    // A state holds no reference (`PatternState`), so there is nothing to deinitialize.
    states.deallocate()
  }

  /// What `read` finds in rule `rule`'s state, read where it lies.
  @inline(__always)
  func peek<T>(_ rule: Int, _ read: (borrowing PatternState) -> T) -> T {
    read(states[rule])
  }

  /// The index of `ref` among the records kept here, keeping it if it is new.
  func keep(_ ref: RecordRef) -> Int32 {
    if let last = records.last, last.seq == ref.seq { return Int32(records.count - 1) }
    records.append(ref)
    return Int32(records.count - 1)
  }

  /// The kept record at `index`, or nil for -1.
  func record(_ index: Int32) -> RecordRef? {
    index >= 0 ? records[Int(index)] : nil
  }

  /// Whether the presentation controller removes the presenter's view: as logged, or as the
  /// style's own controller does (only `.fullScreen` and `.currentContext`:
  /// docs/lifecycle.md#fact-presenter-callbacks-when-removed).
  var removesPresenter: Bool? {
    if let removesPresentersView { return removesPresentersView }
    guard let style else { return nil }
    switch style {
    case "fullScreen", "currentContext": return true
    case "custom": return nil
    default: return false
    }
  }

  /// The view controller the transition starts from (`viewController(forKey: .from)`).
  var from: String? { kind == .dismiss ? presented : presenter }
  /// The view controller the transition goes to (`viewController(forKey: .to)`).
  var to: String? { kind == .dismiss ? presenter : presented }

  /// Whether the log shows that the transition is over: its `ended` record, or, in a log that
  /// records no states, `animationEnded(_:)` or another transition opening after it. A
  /// transition still open at the end of the log without one, as in a log cut short, is
  /// unfinished.
  var showsEnd: Bool {
    ended || (!hasStates && (sawAnimationEnded || overtaken))
  }

  /// Whether a delegate's animator runs the transition. A tab switch without one does not
  /// animate, and one with it does, so for tabs the animation says which (pgzxc's tab switch
  /// log shows a default switch with no animation; docs/lifecycle.md#order-f-default).
  var customAnimator: Bool? {
    if let vendedAnimator { return vendedAnimator }
    return kind == .tabSwitch ? animated : nil
  }

  /// Notes a will-callback UIKit delivered to `viewController` in another transition: it turns
  /// the view controller around when it goes the other way than this transition takes it.
  func noteOverlapping(_ name: CallName, on viewController: String) {
    let appearing = name == .viewWillAppear
    if viewController == to && !appearing || viewController == from && appearing {
      turnedAround.insert(viewController)
    }
  }

  /// Names the view controllers at the ends, where they are not known yet.
  func setEnds(from: String?, to: String?) {
    let (first, second) = kind == .dismiss ? (to, from) : (from, to)
    if presenter == nil, let first { presenter = first }
    if presented == nil, let second { presented = second }
  }

  /// Takes the facts `event` carries. Nothing about identity is taken from an `anonymous`
  /// participant: the log names no object for it. `isTransitionDidFinish` says that the call
  /// is `transitionDidFinish(_:)`, as `CallTraits` worked out once for its name.
  func learn(
    _ event: Event, call info: CallInfo?, isTransitionDidFinish: Bool, anonymous: Set<String> = []
  ) {
    switch event.body {
    case .call(let call):
      if let info { learn(call, info: info, cause: event.cause, anonymous: anonymous) }
      if isTransitionDidFinish, finishedOn == nil, !anonymous.contains(call.receiver) {
        finishedOn = call.receiver
      }
    case .transition(let change):
      learn(change)
      if change.state == .completed, completedAt == nil,
        change.didComplete ?? !change.isInferred
      {
        completedAt = event.seq
      }
    case .view(let change):
      channels.insert(.views)
      if presentedRootView == nil, let owner = change.viewController, owner == presented,
        !change.isRemoval
      {
        presentedRootView = change.view
      }
    case .gesture, .warning, .note, .release, .retained:
      break
    }
  }

  /// Takes the kind, ends, style, interactivity and outcome a state record gives.
  ///
  /// A record an importer inferred from a console's order (`isInferred`) gives what it read
  /// (kind, ends, whether the presenter's view is removed, the outcome at the completion it
  /// placed), but shows nothing of how far the log records states: the transition's end is
  /// read from its calls, as for a log with no states, unless the importer saw it over.
  private func learn(_ change: TransitionChange) {
    if change.state == .completed || (change.state != .requested && !change.isInferred) {
      channels.insert(.states)
    }
    if change.state != .requested, !change.isInferred { hasStates = true }
    if let removes = change.removesPresenter, removesPresentersView == nil {
      removesPresentersView = removes
    }
    switch change.state {
    case .requested:
      if let kind = change.kind?.known { self.kind = kind }
      let presenting = kind == .dismiss ? change.to : change.from
      let presentedOne = kind == .dismiss ? change.from : change.to
      if let presenting { presenter = presenting }
      if let presentedOne { presented = presentedOne }
      if let style = change.style { self.style = style }
      if let value = change.animated { animated = value }
    case .began:
      // The state's flag is the context's isInteractive: true only when an interaction
      // controller drives the start. Since iOS 10 one vended with wantsInteractiveStart false
      // begins non-interactive (UIViewControllerInteractiveTransitioning.wantsInteractiveStart),
      // so false does not say that none was vended.
      if interactive == nil, change.interactive == true { interactive = true }
      if let view = change.container { containerView = view }
    case .completed:
      // An inferred record says only what it read; a recorded one without its flag is `true`.
      if outcome == nil { outcome = change.didComplete ?? (change.isInferred ? nil : true) }
    case .ended:
      ended = true
      if outcome == nil { outcome = change.didComplete ?? (change.isInferred ? nil : true) }
    case .finishing, .cancelling:
      channels.insert(.interaction)
    }
  }

  /// Takes what a call says about the transition: its kind, who takes part, its configuration.
  /// A call whose caller the log does not give counts as UIKit's only where nobody else makes
  /// it, or where its answer is the delegate's whoever asked.
  private func learn(_ call: Call, info: CallInfo, cause: Int?, anonymous: Set<String>) {
    if let channel = info.channel { channels.insert(channel) }
    if info.isOptional { implemented.insert(call.name) }
    let named = !anonymous.contains(call.receiver)
    switch info.fact {
    case .none:
      break
    case .presentRequest:
      setKind(.present)
      if presented == nil { presented = call.args["viewControllerToPresent"]?.stringValue }
      // The view controller present was sent to presents only if it has no parent: UIKit
      // hands the request to the topmost ancestor, which a log of calls may not show.
      if requestedOn == nil, named { requestedOn = call.receiver }
      noteRequester(call, anonymous: anonymous)
      noteCompletionArgument(call)
    case .dismissRequest:
      setKind(.dismiss)
      noteRequester(call, anonymous: anonymous)
      noteCompletionArgument(call)
    case .presentationDelegate(let vendsController):
      setKind(.present)
      if presented == nil { presented = call.args["presented"]?.stringValue }
      if presenter == nil { presenter = call.args["presenting"]?.stringValue }
      if vendsController, presentationController == nil {
        presentationController = call.result?.stringValue
      } else if !vendsController {
        noteAnimatorAnswer(call)
      }
    case .dismissalDelegate:
      setKind(.dismiss)
      if presented == nil { presented = call.args["dismissed"]?.stringValue }
      noteAnimatorAnswer(call)
    case .interactionRequest:
      if call.caller ?? "uikit" == "uikit", let result = call.result {
        interactive = !result.isNull
      }
    case .presentationHook(let kind):
      if let kind { setKind(kind) }
      if presentationController == nil, named { presentationController = call.receiver }
      if call.name == .shouldRemovePresentersView, let value = call.result?.boolValue {
        removesPresentersView = value
      }
      if call.name == .presentedView, presentedView == nil {
        presentedView = call.result?.stringValue
      }
    case .animatorStart(let isInteractive):
      // Only UIKit starts an interaction, but an interaction controller may call
      // animateTransition(using:) itself: without a caller, only the interactive start tells.
      if interactive == nil, call.caller == "uikit" || (call.caller == nil && isInteractive) {
        interactive = isInteractive
      }
      if call.caller ?? "uikit" == "uikit", vendedAnimator == nil { vendedAnimator = true }
    case .complete:
      // Without its argument the call does not say how the transition ended.
      if outcome == nil, let value = call.args.firstBool { outcome = value }
    case .interaction:
      channels.insert(.interaction)
    case .completionHandler:
      completionHandlerGiven = true
    case .blockWithArgument:
      if call.args["context"] != nil { channels.insert(.coordinator) }
    case .appearance:
      guard named else { break }
      if call.receiver == presenter { channels.insert(.presenterAppearance) }
      if call.receiver == presented { channels.insert(.presentedAppearance) }
      if call.receiver == from { channels.insert(.fromAppearance) }
      if call.receiver == to { channels.insert(.toAppearance) }
      if animated == nil, call.caller == "uikit",
        call.name == .viewWillAppear || call.name == .viewWillDisappear
      {
        animated = call.args["animated"]?.boolValue
      }
    case .animationEnded:
      sawAnimationEnded = true
    case .navigationRequest, .selectionSetter, .containerAnimatorRequest,
      .containerNotification:
      learnContainerCall(call, info: info)
    }
    if case .argument(let key) = info.container, container == nil {
      container = call.args[key]?.stringValue
    } else if case .receiver = info.container, container == nil {
      container = call.receiver
    }
  }

  /// Whether the delegate's animator request (by UIKit, or by a caller the log does not give:
  /// the answer is the delegate's whoever asked) returned an animator.
  func noteAnimatorAnswer(_ call: Call) {
    guard call.caller ?? "uikit" == "uikit", vendedAnimator == nil, let result = call.result
    else { return }
    vendedAnimator = !result.isNull
  }

  func setKind(_ kind: TransitionKind) {
    if self.kind == nil { self.kind = kind }
  }

  /// Notes who made the transition's request, where the log names the caller.
  private func noteRequester(_ call: Call, anonymous: Set<String>) {
    guard requestedBy == nil, let caller = call.caller, !anonymous.contains(caller) else { return }
    requestedBy = caller
  }

  /// Whether the request was given a completion handler. That the log records the handler's
  /// run is shown by a run, not by the request: an app may print its requests and not its
  /// closures.
  private func noteCompletionArgument(_ call: Call) {
    if let completion = call.args["completion"] { completionHandlerGiven = !completion.isNull }
  }
}

/// A violation found inside a scope, reported when the scope closes if the rule applies there.
/// Records are held by index into the scope's kept records; the words are written only for
/// violations that are reported, as most pending ones belong to rules that turn out not to
/// apply.
struct PendingViolation: Sendable {
  /// What the rule saw, beyond the offending record.
  enum Detail: Sendable {
    /// A `then` with no `first` before it.
    case unpreceded
    /// One occurrence too many; the first occurrence.
    case extra(first: Int32, most: Int32)
    /// A `then` after the `first` that armed the rule.
    case afterArming(Int32)
    /// A request while this transition, armed at the record, was in flight.
    case inFlight(arming: Int32)
    /// A result other than the one the first matching record returned.
    case differentResult(first: Int32)
  }

  let rule: Int
  let offending: Int32
  let detail: Detail
  let lastMatch: Int32
}

extension Arguments {
  /// The first Boolean argument: the flag of `completeTransition(_:)`,
  /// `presentationTransitionDidEnd(_:)` or `beginAppearanceTransition(_:animated:)`.
  var firstBool: Bool? {
    for pair in pairs { if case .bool(let value) = pair.value { return value } }
    return nil
  }
}
