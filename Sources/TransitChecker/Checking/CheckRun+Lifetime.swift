import TransitLifecycle
import TransitTrace

/// What the lifetime rules (`Scope.lifetime`) follow as a log is read: the classes of the
/// participants, the view controllers completed transitions took off the screen and not yet
/// freed, and the transitioning delegate of each presentation on screen.
///
/// A log without release records leaves both rules unjudged: nothing here reports anything
/// until a release or a `retained` record says the log follows lifetimes. Memory is bounded:
/// `classLimit` classes, and the departures and presentations `Checker.Limits` allows.
struct LifetimeFacts {
  /// A view controller a completed transition (or a removal from its parent) took off the
  /// screen, owed freed by the end of the next run-loop turn.
  struct Departure {
    let id: String
    let className: String?
    let transition: Int?
    /// The `seq` of the request that started its transition: a later request shows a later
    /// turn.
    let requestSeq: Int
    /// The record that completed its departure.
    let completion: RecordRef
  }

  /// The transitioning delegate that vended a presentation still on screen, and its release,
  /// once the log shows it.
  struct Vending {
    let delegate: String
    let request: RecordRef
    var release: RecordRef?
  }

  static let classLimit = 4096
  static let completionsKept = 64

  /// The class of each participant, keyed as the busiest tables are (`ParticipantKey`): every
  /// declaration and every release reads it.
  private var classes: [ParticipantKey: String] = [:]
  private var classOrder: [ParticipantKey] = []
  private var nextEvicted = 0
  /// The classes the log shows freed at least once.
  private(set) var releasedClasses: Set<String> = []
  /// The class names last put in `releasedClasses`, by the slot their representation picks
  /// (`representationSlot`): a release of a class freed before, whose name the reader hands
  /// out as the same shared string, is not hashed into the set again.
  private var releasedSlots: [String?] = Array(repeating: nil, count: 64)
  /// The transition contexts' participants, until one is freed (at most `classLimit`).
  var contexts: Set<ParticipantKey> = []
  /// Whether the log shows a transition context freed: only a recorder that follows every
  /// object (Transit's engine) sees UIKit's own objects go, so an object it never frees lived.
  var followsEveryObject = false
  /// The objects that left the screen and are not yet freed, oldest first.
  private(set) var departed: [Departure] = []
  /// The ids of `departed`, so that a release of an object that never left costs one lookup.
  private var departedIDs: Set<ParticipantKey> = []

  /// Follows `departure` until it is freed, forgetting the oldest past `limit`; an object
  /// already followed is followed once.
  mutating func depart(_ departure: Departure, limit: Int) {
    guard departedIDs.insert(ParticipantKey(departure.id)).inserted else { return }
    if departed.count >= limit { departedIDs.remove(ParticipantKey(departed.removeFirst().id)) }
    departed.append(departure)
  }

  /// Stops following the departed object `id`, giving it back if it was followed.
  mutating func removeDeparture(_ id: String) -> Departure? {
    removeDeparture(ParticipantKey(id))
  }

  /// Stops following the departed object `key` names, giving it back if it was followed.
  mutating func removeDeparture(_ key: ParticipantKey) -> Departure? {
    let id = key.id
    guard departedIDs.remove(key) != nil, let index = departed.firstIndex(where: { $0.id == id })
    else { return nil }
    return departed.remove(at: index)
  }
  var vendings: [String: Vending] = [:]
  /// The presented view controllers of `vendings` by the delegate that vended each, so that a
  /// release costs one lookup rather than a walk over every presentation followed; keyed as
  /// the release record's participant already is, rather than hashing its id again.
  private(set) var vendingsByDelegate: [ParticipantKey: Set<String>] = [:]

  /// Follows the delegate that vended `presented`'s presentation.
  mutating func vend(_ presented: String, _ vending: Vending) {
    if let old = vendings[presented] { unindex(presented, from: old.delegate) }
    vendings[presented] = vending
    vendingsByDelegate[ParticipantKey(vending.delegate), default: []].insert(presented)
  }

  /// Stops following `presented`'s delegate, giving back what was followed.
  mutating func removeVending(of presented: String) -> Vending? {
    guard let vending = vendings.removeValue(forKey: presented) else { return nil }
    unindex(presented, from: vending.delegate)
    return vending
  }

  private mutating func unindex(_ presented: String, from delegate: String) {
    let key = ParticipantKey(delegate)
    vendingsByDelegate[key]?.remove(presented)
    if vendingsByDelegate[key]?.isEmpty == true { vendingsByDelegate[key] = nil }
  }
  /// Notes that an object of class `className` was freed.
  mutating func noteReleased(_ className: String) {
    let slot = representationSlot(of: className, bits: 6)
    if let last = releasedSlots[slot], sameRepresentation(last, className) { return }
    releasedClasses.insert(className)
    releasedSlots[slot] = className
  }

  /// The record that closed each recent transition.
  var completions: [Int: RecordRef] = [:]
  private var completionOrder: [Int] = []
  /// The `ended` record being read when a transition closes on it.
  var closingRecord: RecordRef?
  /// Whether the log's records carry times (not all zero), so that a later turn shows as a
  /// later time.
  var hasTimes = false
  /// The `seq` of each view controller's latest `viewDidDisappear(_:)`, or of a later
  /// `viewDidAppear(_:)` as its negation: where a log records no outcome, a dismissal or pop
  /// that ends with its screen disappeared completed. At most `Checker.Limits.viewControllers`.
  var disappeared: [ParticipantKey: Int] = [:]
  /// The `flag` of each recent dismissal's `dismiss(animated:completion:)`, by transition: a
  /// log that records no states still says whether the dismissal animates.
  var dismissFlags: [Int: Bool] = [:]
  /// The view controller that disappeared in each recent transition: in a dismissal or a pop,
  /// the one taken away, for a log that names it nowhere else.
  var disappearedIn: [Int: String] = [:]

  /// The class of participant `id`, if it is among those remembered.
  func className(of id: String) -> String? { classes[ParticipantKey(id)] }

  /// The class of the participant `key` names, if it is among those remembered.
  func className(of key: ParticipantKey) -> String? { classes[key] }

  /// Remembers `participant`'s class, forgetting the oldest past `classLimit`.
  mutating func noteClass(_ id: String, _ className: String) {
    // One lookup: the class goes in first, and only a new id evicts the oldest (never itself).
    let key = ParticipantKey(id)
    guard classes.updateValue(className, forKey: key) == nil else { return }
    if classOrder.count < Self.classLimit {
      classOrder.append(key)
    } else {
      classes[classOrder[nextEvicted]] = nil
      classOrder[nextEvicted] = key
      nextEvicted = (nextEvicted + 1) % Self.classLimit
    }
  }

  mutating func noteCompletion(_ transition: Int, _ record: RecordRef) {
    if completions[transition] == nil {
      completionOrder.append(transition)
      if completionOrder.count > Self.completionsKept {
        completions[completionOrder.removeFirst()] = nil
      }
    }
    completions[transition] = record
  }
}

extension CheckRun {
  /// The participant's class, for the lifetime rules.
  func noteClass(of participant: Participant) {
    guard !participant.isAnonymous else { return }
    lifetimes.noteClass(participant.id, participant.className)
    if participant.role == .transitionContext, !lifetimes.followsEveryObject,
      lifetimes.contexts.count < LifetimeFacts.classLimit
    {
      lifetimes.contexts.insert(ParticipantKey(participant.id))
    }
  }

  private func lifetimeRule(_ id: String) -> Int? { compiled.lifetimeRules[id] }

  // MARK: Records

  /// What a call says about lifetimes: a presentation's transitioning delegate, or a child
  /// leaving its parent.
  func noteLifetimeCall(_ call: Call, _ event: Event, line: Int, scope: TransitionScope?) {
    guard !compiled.lifetimeRules.isEmpty else { return }
    if event.time != .zero { lifetimes.hasTimes = true }
    switch call.name {
    case .animationControllerForPresented:
      guard !anonymous.contains(call.receiver),
        let presented = call.args["presented"]?.stringValue ?? scope?.presented,
        !anonymous.contains(presented), lifetimes.vendings.count < limits.presentations
      else { return }
      lifetimes.vend(
        presented,
        LifetimeFacts.Vending(
          delegate: call.receiver, request: RecordRef(line: line, event: event)))
    case .dismiss:
      guard let transition = event.transition, let flag = call.args["flag"]?.boolValue else {
        return
      }
      if lifetimes.dismissFlags.count >= LifetimeFacts.completionsKept {
        lifetimes.dismissFlags.removeAll()
      }
      lifetimes.dismissFlags[transition] = flag
    case .viewDidDisappear, .viewDidAppear:
      guard !anonymous.contains(call.receiver) else { return }
      // One lookup: a view controller not yet in the table, once it holds too many, empties it
      // and goes in alone.
      let key = participantKey(call.receiver)
      let seq = call.name == .viewDidDisappear ? event.seq : -event.seq
      if lifetimes.disappeared.updateValue(seq, forKey: key) == nil,
        lifetimes.disappeared.count > limits.viewControllers
      {
        lifetimes.disappeared.removeAll()
        lifetimes.disappeared[key] = seq
      }
      if call.name == .viewDidDisappear, let transition = event.transition {
        if lifetimes.disappearedIn.count >= LifetimeFacts.completionsKept {
          lifetimes.disappearedIn.removeAll()
        }
        lifetimes.disappearedIn[transition] = call.receiver
        // The screen a dismissal or a pop takes away disappears last: its viewDidDisappear(_:)
        // completes its departure, for a log that records no transition states too.
        if let scope, scope.kind == .dismiss || scope.kind == .pop {
          depart(
            call.receiver, transition: scope.id, requestSeq: scope.opening.seq,
            completion: RecordRef(line: line, event: event))
        }
      }
    case .didMoveToParent, .removeFromParent:
      guard call.name == .removeFromParent || call.args["parent"] == .null,
        !anonymous.contains(call.receiver)
      else { return }
      depart(
        call.receiver, transition: nil, requestSeq: event.seq,
        completion: RecordRef(line: line, event: event))
    default:
      break
    }
  }

  /// A release: the object is freed. It settles the departure of that object, and shows
  /// whether objects of its class that left earlier were freed in time.
  func noteRelease(_ release: Release, _ event: Event, line: Int) {
    guard !compiled.lifetimeRules.isEmpty else { return }
    if event.time != .zero { lifetimes.hasTimes = true }
    // The record is kept only where a vending or a report cites it: most releases settle
    // nothing, and a kept copy of the event costs its counts, an allocation and a free.
    var kept: RecordRef?
    let released = participantKey(release.participant)
    let className = lifetimes.className(of: released)
    if let className { lifetimes.noteReleased(className) }
    if lifetimes.contexts.contains(released) {
      lifetimes.followsEveryObject = true
      lifetimes.contexts = []
    }
    if !lifetimes.vendingsByDelegate.isEmpty {
      for presented in lifetimes.vendingsByDelegate[released] ?? []
      where lifetimes.vendings[presented]?.release == nil {
        let ref = kept ?? RecordRef(line: line, event: event)
        kept = ref
        lifetimes.vendings[presented]?.release = ref
      }
    }
    guard let rule = removedObjectFreedRule,
      let freed = lifetimes.removeDeparture(released)
    else { return }
    judged[rule] += 1
    // An object of the same class that left before this one's transition was even requested,
    // at an earlier time, should have been freed before this one was. Only a log that records
    // times can show the turns apart: records of one turn share a time, and an object freed
    // later in the same turn is in time.
    guard let className, lifetimes.hasTimes else { return }
    let late = lifetimes.departed.filter { earlier in
      earlier.className == className && earlier.completion.seq < freed.requestSeq
        && earlier.completion.event.time < event.time
    }
    for earlier in late {
      let ref = kept ?? RecordRef(line: line, event: event)
      kept = ref
      report(
        rule, earlier.completion, expected: expectation(for: earlier),
        instead: "it was not freed by then, while \(freed.id) of the same class, which left "
          + "later\(freed.transition.map { " (transition \($0))" } ?? ""), was freed at seq "
          + "\(event.seq) (line \(line))",
        lastMatch: ref)
      judged[rule] += 1
    }
    for earlier in late { _ = lifetimes.removeDeparture(earlier.id) }
  }

  /// Transit's engine saw an object alive after the transition that should have freed it,
  /// with the references that hold it.
  func noteRetention(_ retention: Retention, _ event: Event, line: Int) {
    guard let rule = removedObjectFreedRule else { return }
    let ref = RecordRef(line: line, event: event)
    _ = lifetimes.removeDeparture(retention.participant)
    let holder =
      retention.path.map { "held by " + $0 }
      ?? "held by something not reachable through stored properties: a closure that captures "
      + "it, a global, a timer"
    let completion = event.transition.flatMap { lifetimes.completions[$0] }
    let departure = LifetimeFacts.Departure(
      id: retention.participant, className: lifetimes.className(of: retention.participant),
      transition: event.transition, requestSeq: completion?.seq ?? event.seq,
      completion: completion ?? ref)
    report(
      rule, ref, expected: expectation(for: departure),
      instead: "it was still alive at seq \(event.seq), \(holder)", lastMatch: completion)
    judged[rule] += 1
  }

  /// `vc.detail (DetailViewController), which transition 2 took off the screen (completed at
  /// seq 57), freed by the end of the next run-loop turn`.
  private func expectation(for departure: LifetimeFacts.Departure) -> String {
    let className = departure.className.map { " (\($0))" } ?? ""
    let by = departure.transition.map { "transition \($0)" } ?? "its removal from its parent"
    return "\(departure.id)\(className), which \(by) took off the screen (completed at seq "
      + "\(departure.completion.seq), line \(departure.completion.line)), freed by the end of "
      + "the next run-loop turn"
  }

  private func depart(
    _ id: String, transition: Int?, requestSeq: Int, completion: RecordRef
  ) {
    lifetimes.depart(
      LifetimeFacts.Departure(
        id: id, className: lifetimes.className(of: id), transition: transition,
        requestSeq: requestSeq, completion: completion),
      limit: limits.viewControllers)
  }

  // MARK: Transitions

  /// A transition closed: a completed dismissal or pop took a view controller off the screen,
  /// and a dismissal settles whether the presentation's delegate was kept.
  func noteLifetimeClose(_ scope: TransitionScope) {
    guard !compiled.lifetimeRules.isEmpty else { return }
    let completion =
      lifetimes.closingRecord.flatMap { $0.event.transition == scope.id ? $0 : nil }
      ?? scope.records.last ?? scope.opening
    lifetimes.closingRecord = nil
    lifetimes.noteCompletion(scope.id, completion)
    guard scope.kind == .dismiss || scope.kind == .pop else { return }
    let disappeared = lifetimes.disappearedIn.removeValue(forKey: scope.id)
    let removed = (scope.kind == .dismiss ? scope.presented : scope.presenter) ?? disappeared
    guard let removed, !anonymous.contains(removed) else { return }
    if scope.kind == .dismiss { judgeDelegate(of: removed, dismissedIn: scope) }
    // Where the log gives no outcome, the screen's last appearance callback tells it: a
    // transition that took it away ends with its viewDidDisappear(_:).
    let completed =
      scope.outcome
      ?? lifetimes.disappeared[participantKey(removed)].map { $0 > scope.opening.seq }
    guard completed == true else { return }
    depart(
      removed, transition: scope.id, requestSeq: scope.opening.seq, completion: completion)
  }

  /// Whether the transitioning delegate that vended `presented`'s presentation was still alive
  /// when its dismissal asked for an animator.
  private func judgeDelegate(of presented: String, dismissedIn scope: TransitionScope) {
    guard let vending = lifetimes.removeVending(of: presented),
      let rule = lifetimeRule("lifetime.transitioning-delegate-kept")
    else { return }
    guard let release = vending.release else {
      // Judged only where the log follows every object, or shows that class freed elsewhere:
      // an app that never prints its delegate's deinit says nothing of its lifetime.
      if lifetimes.followsEveryObject
        || lifetimes.className(of: vending.delegate).map(lifetimes.releasedClasses.contains) == true
      {
        judged[rule] += 1
      }
      return
    }
    judged[rule] += 1
    // UIKit asks for the dismissal's animator inside the dismissal's first steps: a release the
    // log shows after the transition began came too late to change it (a log without the
    // transition's end closes it late, after such a release).
    guard release.seq < scope.opening.seq,
      (scope.animated ?? lifetimes.dismissFlags[scope.id]) == true
    else { return }
    report(
      rule, release,
      expected: "\(vending.delegate), which vended the presentation of \(presented) at seq "
        + "\(vending.request.seq), alive until \(presented) is dismissed",
      instead: "it was freed at seq \(release.seq), before the dismissal of \(presented) "
        + "(transition \(scope.id)) asked for an animator, so UIKit dismissed \(presented) with "
        + "its own animation",
      lastMatch: vending.request)
  }
}
