import TransitLifecycle
import TransitTrace

// Holding a transition's records until it is over, then writing them with the states read
// from them. Records outside any transition, and late ones of a transition already written,
// are written at once. At most `heldLimit` records are held: a transition longer than that is
// written as far as it got, its kind read from that much.
extension LogAssembler {
  /// The most records held for one transition.
  static let heldLimit = 8192
  /// Transitions whose log id is remembered, for records that come after them.
  static let publishedLimit = 256

  /// Adds an event other than a call, as `emit(_:closed:)` adds one.
  func emit(_ body: consuming Event.Body, transition: Int?, line: Int, time seconds: Double?)
    throws
  {
    try emit(
      HeldEvent(other: body, transition: transition, line: line, time: time(seconds)),
      closed: [])
  }

  /// Adds a call of `known`, held as its parts (`HeldEvent`), as `emit(_:closed:)` adds one.
  func emitCall(
    _ known: KnownCall, receiver: String, args: consuming ArgumentSlots, transition: Int?,
    line: Int, time seconds: Double?, namesViewController: Bool = false,
    closed: [(id: Int, over: Bool)] = []
  ) throws {
    try emit(
      HeldEvent(
        call: known, receiver: receiver, args: args, transition: transition, line: line,
        time: time(seconds), namesViewController: namesViewController),
      closed: closed)
  }

  /// Adds an event, with the participants the line declared before it: held with its
  /// transition, or written. `closed` are the transitions the event's call closed: those it
  /// belongs to are written after it, the others before.
  private func emit(_ event: consuming HeldEvent, closed: [(id: Int, over: Bool)]) throws {
    let transition = event.transition
    nextLine = event.line
    for ending in closed where ending.id != transition && ending.id == heldTransition {
      try flushHeld(over: ending.over, replaced: !ending.over)
    }
    let declarations = declared
    declared = []
    if heldTransition == nil, let transition, published[transition] == nil {
      heldTransition = transition
      // A view controller's load just before: UIKit loads the incoming view controller inside
      // the transition, before anything else (docs/lifecycle.md#fact-nav-will-order).
      for index in held.indices {
        if case .event(let loaded) = held[index], loaded.transition == nil {
          loaded.transition = transition
        }
      }
    } else if heldTransition == nil, !held.isEmpty, transition != nil || !event.isLoad {
      try flushPrelude()
    }
    if heldTransition != nil || (transition == nil && event.isLoad) {
      for participant in declarations {
        held.append(
          .participant(participant, isViewController: participant.role.isViewController))
      }
      // Moved into the held records: the event is not used after.
      held.append(.event(consume event))
      if held.count >= Self.heldLimit { try flushHeld(over: false) }
    } else {
      for participant in declarations { try put(.participant(participant)) }
      try write(event, as: transition.flatMap { published[$0] ?? nil })
    }
    for ending in closed where ending.id == transition && ending.id == heldTransition {
      try flushHeld(over: ending.over, replaced: !ending.over)
    }
  }

  /// Writes the loads held in case the next transition brings them in: it did not.
  func flushPrelude() throws {
    guard heldTransition == nil else { return }
    var records: [HeldRecord] = []
    swap(&records, &held)
    defer {
      records.removeAll(keepingCapacity: true)
      if held.isEmpty { held = records }
    }
    for index in records.indices {
      switch records[index] {
      case .participant(let participant, _): try put(.participant(participant))
      case .event(let event): try write(event, as: nil)
      }
    }
  }

  /// Reads the held transition and writes its records with the states read from them: the
  /// `requested` and `began` records after its printed request (else before its first event),
  /// the `completed` record where it completed, and, when it was `over`, the `ended` record.
  ///
  /// A transition `replaced` by the next before it was over, and before it completed, was in
  /// flight with that one: neither's order tells its kind.
  func flushHeld(over: Bool, replaced: Bool = false) throws {
    guard let id = heldTransition else { return try flushPrelude() }
    // The records taken out, and the room the transition before left given to the next, which
    // is about as long: a buffer made and grown for each transition cost more than reading it.
    var records: [HeldRecord] = []
    swap(&records, &held)
    swap(&held, &spareHeld)
    defer {
      records.removeAll(keepingCapacity: true)
      spareHeld = records
    }
    heldTransition = nil
    // Room for every record at once, where a filter grew its result several times.
    var indices: [Int] = []
    indices.reserveCapacity(records.count)
    for index in records.indices {
      if case .event(let event) = records[index], event.transition == id { indices.append(index) }
    }
    let firstLine: Int
    if case .event(let event)? = indices.first.map({ records[$0] }) {
      firstLine = event.line
    } else {
      firstLine = 0
    }
    let reading = TransitionReading.read(
      records, indices: indices, screen: screen, containment: containmentSince,
      forwarding: forwardingSince,
      overlap: inFlightBefore.map { TransitionReading.Overlap(next: false, line: $0) }
        ?? (replaced ? TransitionReading.Overlap(next: true, line: nextLine ?? firstLine) : nil),
      line: { index in
        if case .event(let event) = records[index] { return event.line }
        return 0
      })
    // A transition the app began during the launch (a push from the root's viewDidLoad() or
    // viewWillAppear(_:)) is read on its own, after the launch's part.
    if reading.isLaunch, let split = Self.launchSplit(records, id: id) {
      held = Array(records[..<split])
      heldTransition = id
      try flushHeld(over: false)
      held = Array(records[split...])
      heldTransition = id
      return try flushHeld(over: over, replaced: replaced)
    }
    containmentSince = nil
    forwardingSince = nil
    let logID: Int? = reading.isLaunch ? nil : nextPublished
    if let logID {
      nextPublished += 1
      if summary.readings.count < ImportSummary.readingsListed {
        summary.readings.append(
          "transition \(logID) (line \(firstLine)): \(reading.kind.rawValue) "
            + "\(reading.from ?? "?") → \(reading.to ?? "?"), read from \(reading.evidence)")
      }
    }
    remember(id, as: logID)
    // What was kept for a view controller whose part was left open is written once a
    // transition other than a launch tells it.
    if !reading.isLaunch { try releaseOpen(after: reading) }
    // Participants first, so the states name only declared view controllers.
    // Read where they lie, by index: a loop over the records themselves copies each one.
    for index in records.indices {
      guard case .participant(var participant, let isViewController) = records[index] else {
        continue
      }
      if isViewController { participant.role = role(of: participant.id, in: reading) }
      try put(.participant(participant))
    }
    let first = indices.first ?? 0
    for index in records.indices {
      guard case .event(let event) = records[index] else { continue }
      // The transition being written is the log's `logID`, just remembered: only the others'
      // ids are looked up.
      let mapped =
        event.transition == id ? logID : event.transition.flatMap { published[$0] ?? nil }
      if let logID {
        if index == first, reading.requestAfter == nil { try writeRequest(reading, logID, event) }
        if let completion = reading.completion, completion.index == index, !completion.after {
          try writeCompletion(reading, logID, event)
        }
      }
      try write(event, as: mapped)
      if let logID {
        if reading.requestAfter == index { try writeRequest(reading, logID, event) }
        if let completion = reading.completion, completion.index == index, completion.after {
          try writeCompletion(reading, logID, event)
        }
      }
    }
    if let logID, over, let last = indices.last, case .event(let event) = records[last] {
      try writeState(
        TransitionChange(
          state: .ended, didComplete: reading.outcome, isInferred: true,
          evidence: "every view controller it began to show or hide settled"),
        logID, event)
    }
    inFlightBefore = replaced && reading.outcome == nil ? firstLine : nil
    noteMoves(of: reading, line: firstLine)
  }

  /// Writes one event, numbered next, and notes what it shows of the screen.
  func write(_ event: HeldEvent, as transition: Int?) throws {
    // Every call's event has its vocabulary entry, whose traits say what the screen notes; lent,
    // not counted, as the event holds it.
    event.known.map(Unmanaged.passUnretained)?._withUnsafeGuaranteedRef { known in
      let traits = known.reading
      if let appearance = traits.appearance {
        // The view controller a console prints with a bare `#function` is on the screen too:
        // a console whose launch it showed begins no second launch.
        if let id = event.viewController {
          screen.note(appearance, on: id)
        } else if known.receiver.isViewController {
          screen.note(appearance, on: event.receiver)
        }
      }
      if traits.isForwarding {
        screen.noteForwarding(on: event.receiver, line: event.line)
        if transition == nil { forwardingSince = event.line }
      }
      if transition == nil, traits.isContainment { containmentSince = (known.name, event.line) }
    }
    seq += 1
    if holdingOpen {
      openRecords.append(.event(event, seq: seq, transition: transition))
      if openRecords.count >= Self.heldLimit { try releaseOpen(after: nil) }
      return
    }
    try put(event, seq: seq, transition: transition)
  }

  private func writeRequest(_ reading: TransitionReading, _ id: Int, _ near: HeldEvent) throws {
    try writeState(
      TransitionChange(
        state: .requested, kind: reading.kind, from: reading.from, to: reading.to,
        removesPresenter: reading.removesPresenter, isInferred: true, evidence: reading.evidence),
      id, near)
    try writeState(TransitionChange(state: .began, isInferred: true), id, near)
  }

  private func writeCompletion(_ reading: TransitionReading, _ id: Int, _ near: HeldEvent)
    throws
  {
    guard let outcome = reading.outcome else { return }
    try writeState(
      TransitionChange(
        state: .completed, didComplete: outcome, isInferred: true,
        evidence: reading.completionEvidence),
      id, near)
  }

  private func writeState(_ change: TransitionChange, _ id: Int, _ near: HeldEvent) throws {
    seq += 1
    try put(event: .transition(change), time: near.time, transition: id, line: near.line)
  }

  /// Where a launch's records part, if a transition began while it was in flight: at a
  /// will-callback that turns a view controller around with no did-callback between, stepping
  /// back over the other view controllers' calls just before it (the incoming one's load, which
  /// UIKit makes inside the transition: docs/lifecycle.md#fact-nav-will-order). The launch is
  /// no interactive transition, so no cancel turns its view controllers around; another
  /// transition in flight does (docs/lifecycle.md#fact-overlapping-appearance). A view
  /// controller alone that turns around is left to the launch: nothing shows what turned it.
  static func launchSplit(_ records: [HeldRecord], id: Int) -> Int? {
    var open: [String: Direction] = [:]
    for index in records.indices {
      guard case .event(let event) = records[index], event.transition == id,
        let known = event.callKnown, let direction = Direction(known.name)
      else { continue }
      let subject = event.receiver
      switch known.name {
      case .viewWillAppear, .viewWillDisappear:
        if let was = open[subject], was != direction {
          var start = index
          while start > 0 {
            if case .event(let before) = records[start - 1] {
              guard let earlier = before.callKnown, before.receiver != subject,
                Direction(earlier.name) == nil
              else { break }
            }
            start -= 1
          }
          // Only where another view controller's appearance begins after it: the one the
          // transition shows, whose order tells its kind.
          let shows = records[index...].contains { record in
            guard case .event(let later) = record, let other = later.callKnown else {
              return false
            }
            return later.receiver != subject
              && (other.name == .viewWillAppear || other.name == .viewWillDisappear)
          }
          return start > 0 && shows ? start : nil
        }
        open[subject] = direction
      case .viewDidAppear, .viewDidDisappear:
        open[subject] = nil
      default:
        break
      }
    }
    return nil
  }

  /// The role of a view controller first named in a transition: the one it went to is shown
  /// (presented, pushed, selected), unless it went back to it; the one it left presents. Where
  /// the order tells no side (a transition of unknown kind, a view controller that is neither of
  /// its ends, the launch, whose view controllers are the window's root or were presented from
  /// one that prints nothing), its part is left open, for the next transition to tell
  /// (`releaseOpen(after:)`).
  private func role(of id: String, in reading: TransitionReading) -> ParticipantRole {
    if reading.isLaunch { return .viewController }
    return Self.side(of: id, in: reading) ?? .viewController
  }

  /// The side of `reading` that `id` is on, if the order told it: the one it went to is shown
  /// (presented, pushed, selected), unless it went back to it; the one it left presents.
  private static func side(of id: String, in reading: TransitionReading) -> ParticipantRole? {
    guard reading.kind != .unknown else { return nil }
    if id == reading.to {
      return reading.goesBack ? .presentingViewController : .presentedViewController
    }
    if id == reading.from {
      return reading.goesBack ? .presentedViewController : .presentingViewController
    }
    return nil
  }

  /// Writes `record`. Once a view controller whose part is left open is declared, the records
  /// are kept, at most `heldLimit` of them, until the next transition other than a launch tells
  /// its part (`releaseOpen(after:)`).
  func put(_ record: consuming Record) throws {
    if !holdingOpen {
      guard case .participant(let participant) = record, participant.role == .viewController
      else { return try sink.write(record) }
      holdingOpen = true
    }
    openRecords.append(.record(record))
    if openRecords.count >= Self.heldLimit { try releaseOpen(after: nil) }
  }

  /// Writes the event numbered `seq` as `put(_:)` does; straight to a sink that encodes as
  /// it goes, when nothing is kept, with no record made for it.
  func put(event body: Event.Body, time: VirtualTime, transition: Int?, line: Int) throws {
    if !holdingOpen, let encoder {
      return try encoder.writeEvent(
        seq: seq, time: time, transition: transition, line: line, body: body)
    }
    try put(
      .event(
        Event(seq: seq, time: time, transition: transition, cause: nil, body: body, line: line)))
  }

  /// Writes the records kept since a view controller's part was left open, each such view
  /// controller that is an end of `reading`, the next transition, in the side it is on there:
  /// the window's root, or one shown before the console began, presents, pushes or selects as
  /// any other does, and one that goes back from there was itself shown over a view controller
  /// that prints nothing. Otherwise, or with no transition after, the part stays open.
  func releaseOpen(after reading: TransitionReading?) throws {
    guard holdingOpen else { return }
    holdingOpen = false
    // Taken out, written where they lie, and the emptied buffer given back with its room: the
    // next view controller whose part is left open fills it again.
    var records: [OpenRecord] = []
    swap(&records, &openRecords)
    defer {
      records.removeAll(keepingCapacity: true)
      if openRecords.isEmpty { openRecords = records }
    }
    for index in records.indices {
      switch records[index] {
      case .event(let event, let seq, let transition):
        try putKept(event, seq: seq, transition: transition)
      case .record(.participant(var participant)) where participant.role == .viewController:
        if let reading, let side = Self.side(of: participant.id, in: reading) {
          participant.role = side
        }
        try sink.write(.participant(participant))
      case .record(let record):
        try sink.write(record)
      }
    }
  }

  /// Writes an event kept while a view controller's part was open, numbered then.
  private func putKept(_ event: HeldEvent, seq: Int, transition: Int?) throws {
    if let encoder {
      return try encode(event, seq: seq, transition: transition, into: encoder)
    }
    try sink.write(
      .event(
        Event(
          seq: seq, time: event.time, transition: transition, cause: nil, body: event.body,
          line: event.line)))
  }

  /// Writes a held event numbered `seq` as `put(_:)` does; straight to a sink that encodes as
  /// it goes, when nothing is kept, from its parts.
  private func put(_ event: HeldEvent, seq: Int, transition: Int?) throws {
    if !holdingOpen, let encoder {
      return try encode(event, seq: seq, transition: transition, into: encoder)
    }
    try put(
      .event(
        Event(
          seq: seq, time: event.time, transition: transition, cause: nil, body: event.body,
          line: event.line)))
  }

  /// Encodes a held event into `encoder`: a call from its parts.
  private func encode(_ event: HeldEvent, seq: Int, transition: Int?, into encoder: BufferedSink)
    throws
  {
    if let other = event.other {
      return try encoder.writeEvent(
        seq: seq, time: event.time, transition: transition, line: event.line, body: other)
    }
    // The entry lent, not counted: the event holds it while it is written (and every entry
    // lives as long as the process), where binding it counted a reference and released it
    // on every call written.
    guard let known = event.known.map(Unmanaged.passUnretained) else {
      preconditionFailure("a call is held with its vocabulary entry")
    }
    try known._withUnsafeGuaranteedRef { known in
      try encoder.writeCall(
        seq: seq, time: event.time, transition: transition, line: event.line, known: known,
        receiver: event.receiver, args: event.args)
    }
  }

  /// Notes which view controller came forward over which, and which went back.
  private func noteMoves(of reading: TransitionReading, line: Int) {
    guard let from = reading.from, let to = reading.to else { return }
    if reading.goesBack {
      screen.noteReturn(from: from)
    } else if reading.comesForward {
      screen.noteForward(
        to, over: from, kind: reading.kind.known, removesPresenter: reading.removesPresenter,
        line: line)
    }
  }

  private func remember(_ id: Int, as logID: Int?) {
    published[id] = .some(logID)
    publishedOrder.append(id)
    if publishedOrder.count > Self.publishedLimit {
      published[publishedOrder.removeFirst()] = nil
    }
  }
}

/// A record kept while a view controller's part is left open (`LogAssembler.put(_:)`): a
/// record as it is, or an event as it was held, with the number and transition it was written
/// with, so that no record is made for it until it is written.
enum OpenRecord {
  /// Boxed: a record is several times the size of a held event's reference and numbers, and
  /// nearly every one kept is an event, each copied in and out of the buffer at that size.
  indirect case record(Record)
  case event(HeldEvent, seq: Int, transition: Int?)
}

extension CallDefinition.Receiver {
  /// Whether the receiver is a view controller, told by matching its case: `==` on this enum,
  /// which another module declares, goes through `Equatable`'s generic thunk, and the importer
  /// asks on nearly every line, several times.
  var isViewController: Bool {
    if case .viewController = self { return true }
    return false
  }
}

extension ParticipantRole {
  /// Whether the role is a view controller's that a transition's reading decides.
  var isViewController: Bool {
    self == .presentingViewController || self == .presentedViewController
      || self == .viewController
  }
}
