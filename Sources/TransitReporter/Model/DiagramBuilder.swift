import TransitTrace

/// Derives a `SequenceDiagram` from a log's records: which records are shown, in which columns,
/// nested how, folded where, in which phase.
///
/// Everything is computed from the records alone and in `seq` order (dictionaries are looked
/// up, never iterated), so the same log and options always give the same diagram.
package enum DiagramBuilder {
  /// The diagram of `records` (a whole log, header first) under `options`.
  package static func diagram(of records: [Record], options: DiagramOptions = DiagramOptions())
    -> SequenceDiagram
  {
    var title = "log"
    var participants: [Participant] = []
    var events: [Event] = []
    for record in records {
      switch record {
      case .header(let header): title = header.scenario
      case .participant(let participant): participants.append(participant)
      case .event(let event): events.append(event)
      // A diagram draws calls; where views are is the screen's (`ScreenPlayback`).
      case .geometry: break
      }
    }
    let log = LogIndex(events: events, participants: participants)
    let shown = visibleEvents(log, options: options)
    let columns = columns(for: shown, log: log, options: options)
    var columnIndex: [String: Int] = [:]
    for (index, column) in columns.enumerated() {
      for member in column.members where columnIndex[member] == nil { columnIndex[member] = index }
    }
    var forest = Forest.build(shown, log: log)
    if options.fold { forest = Folding.fold(forest) }
    var rows = RowBuilder(
      log: log, columns: columnIndex, shared: Set(columns.indices.filter { columns[$0].isShared }))
    rows.inlineReplies = options.inlineReplies
    rows.emit(forest)
    let phases = Phases(rows: rows.rows, log: log)
    return SequenceDiagram(
      title: title, columns: columns, rows: rows.rows, bands: phases.bands(),
      frames: phases.outcomeFrames(rowOfSeq: rows.rowOfSeq) + rows.loopFrames,
      activations: rows.activations)
  }

  /// The events of `records` that `options` keep (the view policy and the focus options): the
  /// records the diagram draws, before repeated calls are folded.
  package static func shownEvents(of records: [Record], options: DiagramOptions) -> [Event] {
    var participants: [Participant] = []
    var events: [Event] = []
    for record in records {
      switch record {
      case .header, .geometry: break
      case .participant(let participant): participants.append(participant)
      case .event(let event): events.append(event)
      }
    }
    return visibleEvents(LogIndex(events: events, participants: participants), options: options)
  }

  /// The calls `options.hidden` leaves out that a lifecycle rule or the glossary marks
  /// essential, with why; `--hide` refuses to drop them unless forced.
  package static func hiddenEssentialCalls(in records: [Record], options: DiagramOptions)
    -> [(event: Event, call: Call, reason: String)]
  {
    guard !options.hidden.isEmpty else { return [] }
    var unhidden = options
    unhidden.hidden = []
    let kept = Set(shownEvents(of: records, options: options).map(\.seq))
    return shownEvents(of: records, options: unhidden).compactMap { event in
      guard !kept.contains(event.seq), let call = event.call,
        let reason = EssentialCalls.reason(for: call.name)
      else { return nil }
      return (event, call, reason)
    }
  }

  /// The events that become rows: the view policy, then the focus options.
  static func visibleEvents(_ log: LogIndex, options: DiagramOptions) -> [Event] {
    let allowed = options.participants.map(Set.init)
    let hidden = Set(options.hidden)
    func admits(_ event: Event) -> Bool {
      if case .view = event.body {
        switch options.views {
        case .none: return false
        case .transitions: if event.transition == nil { return false }
        case .all: break
        }
      }
      switch event.body {
      case .release: if !options.lifetimes { return false }
      case .note: if options.notes == .none { return false }
      default: break
      }
      if let from = options.fromSeq, event.seq < from { return false }
      if let to = options.toSeq, event.seq > to { return false }
      for id in participantIDs(of: event) {
        if hidden.contains(id) { return false }
        if let allowed, !allowed.contains(id) { return false }
      }
      return true
    }
    guard let transition = options.transition else { return log.events.filter(admits) }
    // A transition's records, and the records they ran inside: the tap or pan that started it.
    var keep = Set<Int>()
    for event in log.events where event.transition == transition {
      var seq: Int? = event.seq
      while let current = seq, keep.insert(current).inserted {
        seq = log.event(current)?.cause
      }
    }
    return log.events.filter { keep.contains($0.seq) && admits($0) }
  }

  /// The participants a record names, in the order they are drawn.
  package static func participantIDs(of event: Event) -> [String] {
    switch event.body {
    case .call(let call): return [call.callerID, call.receiver]
    case .gesture(let gesture): return [gesture.target]
    case .view(let change): return [change.caller]
    case .warning(let diagnostic), .note(let diagnostic): return [diagnostic.participant]
    case .release(let release): return [release.participant]
    case .retained(let retention): return [retention.participant]
    case .transition: return []
    }
  }

  /// The columns: participants some shown record names (those of a folded role left out),
  /// `order` first, then by role in lifecycle order, then in the order the log declared them;
  /// with lanes by role, the participants of one role share the column of the first of them.
  static func columns(for events: [Event], log: LogIndex, options: DiagramOptions) -> [Column] {
    var used = Set<String>()
    var undeclared: [String] = []
    for event in events {
      for id in participantIDs(of: event) where used.insert(id).inserted {
        if log.declaration[id] == nil { undeclared.append(id) }
      }
    }
    let folded = Set(options.foldedRoles)
    var columns = log.participants.filter { used.contains($0.id) && !folded.contains($0.role) }
      .map { Column(id: $0.id, className: $0.className, role: $0.role) }
    columns += undeclared.map {
      // `?` stands for the callers a log does not give (an app's console never does).
      Column(
        id: $0, className: $0 == Call.unknownCaller ? "caller not logged" : "?",
        role: ParticipantRole(rawValue: "?"))
    }
    let explicit = Dictionary(
      options.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let declared = Dictionary(
      columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    columns.sort { a, b in
      let ka = (explicit[a.id] ?? Int.max, a.role.lifecycleRank, declared[a.id] ?? 0)
      let kb = (explicit[b.id] ?? Int.max, b.role.lifecycleRank, declared[b.id] ?? 0)
      return ka < kb
    }
    guard options.lanes == .role else { return columns }
    return lanes(of: columns)
  }

  /// One column per role, in the order of its first participant; a participant the log never
  /// declared keeps a column of its own, its role being unknown.
  static func lanes(of columns: [Column]) -> [Column] {
    var lanes: [Column] = []
    var classes: [[String]] = []
    var laneOfRole: [ParticipantRole: Int] = [:]
    for column in columns {
      if column.className != "?", let lane = laneOfRole[column.role] {
        lanes[lane].members.append(column.id)
        if !classes[lane].contains(column.className) { classes[lane].append(column.className) }
        continue
      }
      if column.className != "?" { laneOfRole[column.role] = lanes.count }
      lanes.append(column)
      classes.append([column.className])
    }
    for index in lanes.indices where lanes[index].isShared {
      lanes[index].id = lanes[index].role.title
      lanes[index].className =
        classes[index].count == 1 ? classes[index][0] : "\(classes[index].count) classes"
    }
    return lanes
  }
}

/// A log's events and participants, indexed by `seq` and id.
struct LogIndex {
  let events: [Event]
  let participants: [Participant]
  /// Where each participant was declared.
  let declaration: [String: Int]
  private let position: [Int: Int]
  /// The kind of each transition, from its `requested` record or, without one, its calls.
  let kinds: [Int: TransitionKind]

  init(events: [Event], participants: [Participant]) {
    self.events = events
    self.participants = participants
    declaration = Dictionary(
      participants.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    position = Dictionary(
      events.enumerated().map { ($1.seq, $0) }, uniquingKeysWith: { first, _ in first })
    // From its `requested` record, else, in a log that records no states, from its calls.
    kinds = TransitionInference.transitions(of: events).compactMapValues(\.kind)
  }

  func event(_ seq: Int) -> Event? {
    position[seq].map { events[$0] }
  }
}
