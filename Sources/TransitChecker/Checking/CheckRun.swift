import TransitLifecycle
import TransitTrace

/// The state of one check of one log: the transitions in flight, the view controllers'
/// appearance, the presentations on screen, and what has been found.
///
/// Its stored properties, and those of the `TransitionScope`s and `ViewControllerRecord`s it
/// keeps, are exempt from run-time exclusivity checks (`@exclusivity(unchecked)`): a run
/// belongs to one thread, every record updates several of them, and the checks cost about a
/// tenth of the checking thread's time. The compiler still enforces exclusivity statically.
final class CheckRun {
  let checker: Checker
  let compiled: CompiledRules
  let limits: Checker.Limits
  /// The most this run has held at once.
  @exclusivity(unchecked) var footprint = Footprint()
  /// Transitions not yet closed, in the order they opened.
  @exclusivity(unchecked) var open: [TransitionScope] = []
  /// Transitions given up once too many were in flight (`retireOverflow`).
  @exclusivity(unchecked) var abandoned: Set<Int> = []
  /// The last few closed transitions, so a late record (a second `completeTransition(_:)`)
  /// is still judged with its transition.
  @exclusivity(unchecked) var recentlyClosed: [TransitionScope] = []
  /// Each view controller whose appearance is not at rest.
  @exclusivity(unchecked) var viewControllers: [ParticipantKey: ViewControllerRecord] = [:]
  /// How many view controllers are followed before the next sweep: the limit, or twice those
  /// the last sweep kept (all with something open), so that sweeps cost as much as the records
  /// that made them, never a scan of every view controller for each new one.
  @exclusivity(unchecked) var nextViewControllerSweep: Int?
  /// The records of the view controllers met lately (`knownRecord(of:)`).
  @exclusivity(unchecked) var viewControllerMemo = ViewControllerMemo()
  /// The record a callback last reached, and the view controller's record: a callback takes
  /// part in the steps of several view-controller rules, each of which asks for the same one.
  @exclusivity(unchecked) var lastReached: (ref: RecordRef, record: ViewControllerRecord)?
  /// Each presentation on screen, by presented view controller, for its dismissal.
  @exclusivity(unchecked) var presentations: [String: PresentationRecord] = [:]
  /// What the presentation-long rules still owe for each presentation on screen, by presented
  /// view controller, until the dismissal that completes it.
  @exclusivity(unchecked) var carried: [String: [CarriedObligation]] = [:]
  /// Each view's superview as the view records last showed it, while a presentation-long rule
  /// may need to know that a view left with an ancestor; see `noteSuperview(_:)`.
  @exclusivity(unchecked) var superviews: [ParticipantKey: String] = [:]
  /// Whether `superviews` was ever emptied for size, so that an ancestor it no longer knows may
  /// have taken a view away.
  @exclusivity(unchecked) var forgotSuperviews = false
  /// How many presentations have been recorded, to age them.
  @exclusivity(unchecked) var presentationsMade = 0
  /// The presented view controller of each sheet on screen, by its root view, where a pan
  /// UIKit handles is a drag of the sheet; kept only while a rule judges sheet drags.
  @exclusivity(unchecked) var sheetViews: [String: String] = [:]
  /// The drags of sheets in progress, by the view the pan is on, for `Scope.sheetDrag`.
  @exclusivity(unchecked) var drags: [String: SheetDrag] = [:]
  /// How many drags have been opened, to age them.
  @exclusivity(unchecked) var dragsOpened = 0
  /// Participants declared as `UISheetPresentationController`s, and those declared as page
  /// view controllers, at most `Limits.views` of each; see `noteSheetParticipant(_:)`.
  @exclusivity(unchecked) var sheetControllers: Set<String> = []
  @exclusivity(unchecked) var pageViewControllers: Set<String> = []
  /// Whether `pageViewControllers` filled up, so that any view controller may be one.
  @exclusivity(unchecked) var forgotPageViewControllers = false
  /// What the log has shown of each navigation and tab bar controller's delegate, by the
  /// container's id, for every transition of that container.
  @exclusivity(unchecked) var containers: [String: ContainerRecord] = [:]
  /// What the lifetime rules follow: classes, objects taken off the screen, delegates.
  @exclusivity(unchecked) var lifetimes = LifetimeFacts()
  /// Every violation reported so far, in the order found.
  @exclusivity(unchecked) var violations: [Violation] = []
  /// The channels of every call seen so far in the log.
  @exclusivity(unchecked) var loggedChannels = ChannelSet()
  /// How many scopes (or view controllers) judged each rule.
  @exclusivity(unchecked) var judged: [Int]
  /// For each rule, how many scopes it could not judge because the log does not say what it
  /// reads or ends too soon, the first record it met there, and, where the log ended too soon
  /// at that record, what the log did not show.
  @exclusivity(unchecked) var undetermined: [(count: Int, first: RecordRef?, endsFirst: String?)]
  /// The `seq` of the latest-opening transition whose end the log shows, or -1: a record
  /// before it was followed by a transition that ran to its end, so the app visibly went on.
  @exclusivity(unchecked) var lastEndedOpening = -1
  /// Participants declared anonymous: the log names no object for them, so nothing about
  /// identity is taken from them.
  @exclusivity(unchecked) var anonymous: Set<String> = []
  /// Whether lines are reported as the console file's, for a log imported from one.
  @exclusivity(unchecked) var sourceLines = false
  /// How many events, and how many distinct transitions, the log held.
  @exclusivity(unchecked) var events = 0
  @exclusivity(unchecked) var transitions = 0
  @exclusivity(unchecked) private var lastScope: TransitionScope?
  /// The keys of the participant ids met lately (`key(_:)`).
  @exclusivity(unchecked) private var participantKeys = ParticipantKeyMemo()
  /// `checker.calls` for the call names met lately.
  @exclusivity(unchecked) private var callInfo = CallInfoMemo()
  /// The records of transitions forgotten, to be made again (`record(line:event:)`).
  @exclusivity(unchecked) private var recordPool = RecordPool()
  /// The lists of records and obligations of the last transition forgotten, emptied, for the
  /// next to open (`reclaim(_:)`).
  @exclusivity(unchecked) private var spareRecords: [RecordRef] = []
  @exclusivity(unchecked) private var spareObligations = RuleObligations()
  @exclusivity(unchecked) private var sparePending: [PendingViolation] = []
  /// Call names neither the rules nor the glossary know, with their first record and count;
  /// at most `unknownLimit` names, since an app's own methods can be many.
  @exclusivity(unchecked) private var unknown: [CallName: (seq: Int, line: Int, count: Int)] = [:]
  @exclusivity(unchecked) private var unknownOrder: [CallName] = []
  private static let unknownLimit = 256
  /// The index of `lifetime.removed-object-freed`, which every release record asks for.
  let removedObjectFreedRule: Int?

  init(checker: Checker) {
    self.checker = checker
    compiled = checker.compiled
    limits = checker.limits
    removedObjectFreedRule = compiled.lifetimeRules["lifetime.removed-object-freed"]
    judged = Array(repeating: 0, count: checker.rules.count)
    undetermined = Array(repeating: (0, nil, nil), count: checker.rules.count)
  }

  /// Takes a participant declaration: an anonymous one names no object.
  func declare(_ participant: Participant) {
    noteClass(of: participant)
    if participant.isAnonymous { anonymous.insert(participant.id) }
    if !compiled.sheetDragRules.isEmpty { noteSheetParticipant(participant) }
  }

  /// Follows a batch of events where they lie, declaring each participant before the events
  /// read after its declaration (`ReadAhead.Batch`).
  func process(
    lent events: UnsafeMutableBufferPointer<Event>, lines: [Int],
    declaring declarations: [(participant: Participant, before: Int)]
  ) {
    var declared = 0
    for index in events.indices {
      while declared < declarations.count, declarations[declared].before <= index {
        declare(declarations[declared].participant)
        declared += 1
      }
      process(lent: &events[index], line: lines[index])
    }
    for rest in declarations[declared...] { declare(rest.participant) }
  }

  /// Follows an event where it lies, which it never changes. An event read out of an array or
  /// through a pointer is a copy, retaining every string it holds, and the strings of a batch
  /// were made on the reading thread, so each count changed here moves a cache line between the
  /// cores; an event lent `inout` is read in place. Not inlined, so that the exclusive access
  /// `inout` promises is what the call to `process(_:line:)` sees.
  @inline(never)
  func process(lent event: inout Event, line: Int) {
    process(event, line: line)
  }

  /// Follows one event: learns its facts, then advances every rule its steps take part in.
  func process(_ event: Event, line logLine: Int) {
    events += 1
    let line = sourceLines ? (event.line ?? logLine) : logLine
    var info: CallInfo?
    // What `CallTraits` says of the call's name, copied out as flags.
    var isWillCallback = false
    var isWillOrDidCallback = false
    var isAppearCallback = false
    var showsAppearance = false
    var isTransitionDidFinish = false
    let steps: [Int]
    var appearance = false
    switch event.body {
    case .call(let call):
      let found = callInfo.traits(
        for: call.name, in: checker.calls, glossary: checker.glossaryCalls)
      info = found.info
      isWillCallback = found.isWillCallback
      isWillOrDidCallback = found.isWillOrDidCallback
      isAppearCallback = found.isAppearCallback
      showsAppearance = !found.isViewLifecycleCallback
      isTransitionDidFinish = found.isTransitionDidFinish
      // An alert action's handler shares its name with the coordinator's interaction handler;
      // it is a completion handler (docs/lifecycle.md#fact-alert-handler-after-dismissal).
      if let alert = info?.asAlertActionHandler, call.args["context"] == nil,
        call.args["action"] != nil
      {
        info = alert
      }
      steps = info?.steps ?? []
      // A name no rule follows: the glossary may still know it; if not, keep it for the report.
      if !found.isKnown {
        noteUnknown(call.name, seq: event.seq, line: line)
      }
      if let channel = info?.channel { loggedChannels.insert(channel) }
      if let info {
        if info.forwardsAppearance, !anonymous.contains(call.receiver) {
          noteForwarding(on: call.receiver, seq: event.seq)
        }
        if case .appearance = info.fact { appearance = true }
        if case .none = info.container {} else { noteContainer(call, info) }
      }
    case .transition(let change):
      steps = compiled.steps(for: change.state)
    case .view(let change):
      steps = change.isRemoval ? compiled.stepsForViewRemoved : compiled.stepsForViewAdded
    case .gesture(let gesture):
      if !compiled.sheetDragRules.isEmpty { noteGesture(gesture, event, line: line) }
      return
    case .warning, .note:
      return
    case .release(let release):
      noteRelease(release, event, line: line)
      return
    case .retained(let retention):
      noteRetention(retention, event, line: line)
      return
    }
    var ref: RecordRef?
    var scope: TransitionScope?
    if let id = event.transition, !abandoned.contains(id) {
      let found = self.scope(id, opening: event, line: line)
      found.learn(
        event, call: info, isTransitionDidFinish: isTransitionDidFinish, anonymous: anonymous)
      if found.kind == .dismiss, !found.inherited, found.presented != nil { inherit(into: found) }
      scope = found
    }
    if let info, info.tellsLifetimes, let call = event.call {
      noteLifetimeCall(call, event, line: line, scope: scope)
    }
    if !steps.isEmpty {
      // Only an appearance callback can be forwarded by hand; asking costs a table lookup.
      let forwarded: Verdict = appearance ? isForwardedByHand(event) : .no
      // The scope lent to each rule it advances, which `scope` keeps alive: bound for each
      // call, it was retained and released around every one.
      let lent = scope.map(Unmanaged.passUnretained)
      for step in steps {
        let verdict = satisfies(step, event, scope: scope, forwarded: forwarded)
        if verdict == .no {
          if let scope { noteNearMiss(step, event, line: line, in: scope) }
          continue
        }
        if ref == nil { ref = record(line: line, event: event) }
        let certain = verdict == .yes
        // The record lent to the step's uses as the scope is, which `ref` keeps alive: read
        // out of `ref` for each step, it was retained and released around every one.
        Unmanaged.passUnretained(ref!)._withUnsafeGuaranteedRef { current in
          // Each use read where it lies: reading `compiled.uses[step]` retained and released
          // its array for every step a record matched.
          for index in compiled.useStarts[step]..<compiled.useStarts[step + 1] {
            let use = compiled.useTable[index]
            switch compiled.scopes[use.rule] {
            case .viewController:
              applyToViewController(
                use, current, certain: certain,
                showsAppearance: showsAppearance, printsAppearCallbacks: isAppearCallback)
            case .log where use.role == .then:
              applyAcrossTransitions(use, current, certain: certain)
            case .presentation:
              applyToPresentation(use, current, in: scope, certain: certain)
            case .sheetDrag:
              applyToDrags(use, step, current, in: scope, certain: certain)
            case .lifetime:
              break
            case .log, .transition:
              if let lent {
                lent._withUnsafeGuaranteedRef { apply(use, current, in: $0, certain: certain) }
              }
              if let scope, compiled.testTable[step].acrossTransitions {
                applyToOthersInFlight(use, step, current, besides: scope, forwarded: forwarded)
              }
            }
          }
        }
      }
    }
    if case .view(let change) = event.body, compiled.followsViews { noteSuperview(change) }
    if appearance, let call = event.call, isWillCallback,
      let own = event.transition
    {
      for other in open where other.id != own && !other.isClosed {
        other.noteOverlapping(call.name, on: call.receiver)
      }
    }
    // The callbacks that end what a `beginAppearanceTransition` or `endAppearanceTransition`
    // before them may have caused.
    if appearance, let call = event.call, isWillOrDidCallback {
      knownRecord(of: call.receiver)?.followsForwarding = false
    }
    if !drags.isEmpty { noteAfterSteps(event, in: scope) }
    if let scope {
      if scope.isClosed {
        flushPending(of: scope)
      } else if case .transition(let change) = event.body, change.state == .ended {
        lifetimes.closingRecord = ref ?? record(line: line, event: event)
        close(scope, unfinished: false)
      }
    }
  }

  /// Advances a rule of every other transition in flight by a record of a step that matches
  /// across transitions, as that transition's own record would.
  private func applyToOthersInFlight(
    _ use: CompiledRules.Use, _ step: Int, _ ref: RecordRef, besides own: TransitionScope?,
    forwarded: Verdict
  ) {
    for other in open where other !== own && !other.isClosed {
      let verdict = satisfies(step, ref.event, scope: other, forwarded: forwarded)
      guard verdict != .no else { continue }
      apply(use, ref, in: other, certain: verdict == .yes)
    }
  }

  /// Notes that rule `rule` met `ref` and could not judge it, the log not saying what it reads,
  /// or, with `endsFirst`, ending before it shows that the response `ref` owes was due.
  func noteUndetermined(_ rule: Int, _ ref: RecordRef, endsFirst: String? = nil) {
    undetermined[rule].count += 1
    if undetermined[rule].first == nil {
      undetermined[rule].first = ref
      undetermined[rule].endsFirst = endsFirst
    }
  }

  /// The scope of transition `id`, opening one if this is its first record.
  private func scope(_ id: Int, opening event: Event, line: Int) -> TransitionScope {
    if let lastScope, lastScope.id == id { return lastScope }
    let found =
      open.first { $0.id == id } ?? recentlyClosed.last { $0.id == id }
      ?? {
        let scope = TransitionScope(
          id: id, opening: record(line: line, event: event),
          ruleCount: compiled.rules.count)
        swap(&scope.records, &spareRecords)
        swap(&scope.obligations, &spareObligations)
        swap(&scope.pending, &sparePending)
        // A log that records no states shows a transition over by moving on to the next.
        for earlier in open where !earlier.hasStates { earlier.overtaken = true }
        open.append(scope)
        transitions += 1
        footprint.transitionsInFlight = max(footprint.transitionsInFlight, open.count)
        retireOverflow(besides: scope)
        return scope
      }()
    lastScope = found
    return found
  }

  /// Ends the check: closes what is still open, judges what the end of the log settles, and
  /// returns the report, violations ordered by `seq` and then by rule.
  func finish(path: String, scenario: String?, participants: Int) -> CheckReport {
    let unfinished = Set(open.filter { !$0.showsEnd }.map(\.id))
    for scope in open {
      close(scope, unfinished: !scope.showsEnd, keep: false)
    }
    open.removeAll()
    finishViewControllers(unfinished: unfinished)
    finishPresentations()
    finishDrags()
    let order = Dictionary(
      uniqueKeysWithValues: checker.rules.enumerated().map { ($1.id, $0) })
    violations.sort {
      ($0.seq, order[$0.rule.id] ?? 0, $0.instead) < ($1.seq, order[$1.rule.id] ?? 0, $1.instead)
    }
    var report = CheckReport(
      path: path, scenario: scenario, records: events, transitions: transitions,
      violations: violations,
      judged: checker.rules.enumerated().map { (rule: $1, scopes: judged[$0]) },
      participants: participants, footprint: footprint)
    report.misspellings = misspellings
    report.undetermined = checker.rules.enumerated().compactMap { index, rule in
      let (count, first, endsFirst) = undetermined[index]
      guard count > 0, let first else { return nil }
      return Undetermined(
        rule: rule, scopes: count, seq: first.seq, line: first.line, record: first.citation,
        missing: endsFirst == nil ? missing(in: first.event) : [], endsFirst: endsFirst)
    }
    return report
  }

  /// What `event` does not say that a rule may read: its arguments, its result, its caller,
  /// its receiver, its cause.
  func missing(in event: Event) -> [String] {
    guard let call = event.call else { return [] }
    var missing: [String] = []
    let definition = CallVocabulary.definition(of: call.name)
    if call.args.isEmpty, !(definition?.parameters.isEmpty ?? true) {
      missing.append("its arguments")
    }
    if call.result == nil, definition?.returnsSomething ?? false {
      missing.append("what it returned")
    }
    if call.caller == nil || anonymous.contains(call.caller ?? "") {
      missing.append("who called it")
    }
    if anonymous.contains(call.receiver) { missing.append("which object received it") }
    if event.cause == nil, CallName.appearanceCallbacks.contains(call.name) {
      missing.append("whether UIKit delivered it or app code forwarded it")
    }
    return missing
  }

  private func noteUnknown(_ name: CallName, seq: Int, line: Int) {
    if let known = unknown[name] {
      unknown[name] = (known.seq, known.line, known.count + 1)
    } else if unknownOrder.count < Self.unknownLimit {
      unknown[name] = (seq, line, 1)
      unknownOrder.append(name)
    }
  }

  /// The unknown names that look like a UIKit signature (`NearestName`); an app's own methods
  /// look like none and are left out.
  private var misspellings: [Misspelling] {
    unknownOrder.compactMap { name in
      guard let first = unknown[name], let meant = NearestName.signature(for: name) else {
        return nil
      }
      return Misspelling(
        call: name, meant: meant, seq: first.seq, line: first.line, count: first.count)
    }
  }

  /// `ParticipantKey(id)`, without hashing an id met lately.
  @inline(__always)
  func participantKey(_ id: String) -> ParticipantKey {
    participantKeys.key(id)
  }

  func forget(_ scope: TransitionScope) {
    if lastScope === scope { lastScope = nil }
  }

  /// A record of `event`, read at `line`, made again from one a forgotten transition held
  /// where there is one.
  @inline(__always)
  func record(line: Int, event: Event) -> RecordRef {
    recordPool.record(line: line, event: event)
  }

  /// Takes back the records of `scope`, a closed transition no longer kept, if nothing else
  /// holds it, and keeps its lists of records and obligations, emptied, for the next
  /// transition to open, which would otherwise allocate and grow its own.
  func reclaim(_ scope: inout TransitionScope) {
    guard isKnownUniquelyReferenced(&scope) else { return }
    recordPool.reclaim(&scope.records)
    scope.obligations.clear()
    swap(&spareRecords, &scope.records)
    swap(&spareObligations, &scope.obligations)
    // Flushed when the transition closed, so empty; a list that grew far is not kept.
    if scope.pending.isEmpty, scope.pending.capacity <= RecordPool.capacity {
      swap(&sparePending, &scope.pending)
    }
  }
}

/// A presentation on screen, kept for the dismissal that ends it: its presentation controller
/// and configuration carry over (the dismissal uses what the presentation read:
/// docs/lifecycle.md#facts-appearance).
struct PresentationRecord: Sendable {
  let presentationController: String?
  let removesPresenter: Bool?
  let style: String?
  let recordsHooks: Bool
  /// When it was recorded, so the oldest are forgotten first.
  let order: Int
  /// The presenting view controller, where the log names it.
  var presenter: String?
  /// The presented view controller's root view, as a view record named it.
  var rootView: String?
  /// Whether the log shows the presentation to be a sheet (`isSheet(_:)`).
  var isSheet = false
  /// The presentation controller as the hooks or `transitionDidFinish(_:)` name it, for the
  /// sheet's delegate calls, which name it as their argument.
  var sheetController: String?
}
