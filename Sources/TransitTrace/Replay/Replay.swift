/// Folds a log into the state of the screen, one record at a time.
///
/// The log is the source of truth (event sourcing): every projection that asks "what was on
/// screen at seq 12?" replays the records up to it. Replay is deterministic and total: a log that
/// contradicts itself, such as a removal of a view that is not there or a callback to an
/// undeclared view controller, is folded as well as it can be and the contradiction is added to
/// `ScreenState.anomalies`, never trapped on.
///
///     var replay = Replay()
///     for record in records { replay.apply(record) }
///     print(replay.state.renderedViewTree)
public struct Replay: Sendable {
  /// The state after every record applied so far.
  public internal(set) var state: ScreenState

  /// A replay that has applied nothing: no participants, nothing presented, only the window.
  public init() {
    state = ScreenState()
  }

  /// A replay that carries on from a snapshot, so that a viewer stepping through a long log can
  /// keep every hundredth state and replay forward from the nearest one.
  public init(resumingFrom state: ScreenState) {
    self.state = state
  }

  /// The state after applying `records` up to and including the event numbered `seq`.
  ///
  /// Records are applied in order until that event, or, if the log skips it, until the first
  /// event numbered after it; so the result is always the state after a prefix of `records`.
  /// A `seq` of 0 gives the header and the declarations before the first event.
  public static func state(at seq: Int, of records: some Sequence<Record>) -> ScreenState {
    var replay = Replay()
    for record in records {
      if let event = record.event, event.seq > seq { break }
      replay.apply(record)
      if record.event?.seq == seq { break }
    }
    return replay.state
  }

  /// The state after applying every record of `records`.
  public static func finalState(of records: some Sequence<Record>) -> ScreenState {
    var replay = Replay()
    replay.apply(contentsOf: records)
    return replay.state
  }

  /// Applies each record in order.
  public mutating func apply(contentsOf records: some Sequence<Record>) {
    for record in records { apply(record) }
  }

  /// Applies one record: a header, a participant declaration or an event.
  public mutating func apply(_ record: Record) {
    switch record {
    case .header(let header):
      if let first = state.header {
        report(after: "a second header (scenario \(header.scenario)); kept \(first.scenario)")
      } else {
        if state.seq > 0 { report(after: "the header comes after the first event") }
        state.header = header
      }
    case .participant(let participant):
      declare(participant)
    case .event(let event):
      apply(event)
    case .geometry:
      // How views look is `ScreenGeometry`'s; the state lists what is on screen, not where.
      break
    }
  }

  private mutating func declare(_ participant: Participant) {
    if let index = state.participantIndex[participant.id] {
      let first = state.participants[index]
      report(
        after: "\(participant.id) is declared again; kept \(first.className), \(first.role)")
      return
    }
    state.participantIndex[participant.id] = state.participants.count
    state.participants.append(participant)
  }

  private mutating func apply(_ event: Event) {
    let next = state.seq.addingReportingOverflow(1)
    if next.overflow || event.seq != next.partialValue {
      let expected = next.overflow ? "" : "; expected seq \(next.partialValue)"
      report(event, "follows seq \(state.seq)\(expected)")
    }
    if event.time < state.time {
      report(event, "time goes back from \(state.time) to \(event.time)")
    }
    state.seq = event.seq
    state.time = event.time
    switch event.body {
    case .call(let call):
      checkDeclared([call.caller, call.receiver].compactMap { $0 }, at: event)
      if let callback = AppearanceCallback(call.name) {
        applyAppearance(callback, to: call.receiver, at: event)
      }
    case .transition(let change):
      applyTransition(change, at: event)
    case .view(let change):
      checkDeclared([change.caller] + (change.viewController.map { [$0] } ?? []), at: event)
      for problem in state.viewTree.apply(change) { report(event, problem) }
    case .gesture(let gesture):
      checkDeclared([gesture.target], at: event)
      state.lastGesture = LoggedGesture(seq: event.seq, gesture: gesture)
    case .warning(let diagnostic):
      checkDeclared([diagnostic.participant], at: event)
      Self.keepRecent(
        LoggedDiagnostic(seq: event.seq, diagnostic: diagnostic),
        in: &state.recentWarnings)
    case .note(let diagnostic):
      checkDeclared([diagnostic.participant], at: event)
      Self.keepRecent(
        LoggedDiagnostic(seq: event.seq, diagnostic: diagnostic),
        in: &state.recentNotes)
    case .release(let release):
      checkDeclared([release.participant] + (release.by.map { [$0] } ?? []), at: event)
      if let first = state.releases[release.participant] {
        report(event, "\(release.participant) is released again; it was at seq \(first.seq)")
      } else {
        state.releases[release.participant] = LoggedRelease(seq: event.seq, release: release)
      }
    case .retained(let retention):
      checkDeclared([retention.participant], at: event)
      if let released = state.releases[retention.participant] {
        report(
          event,
          "\(retention.participant) is said to be alive after its release at seq \(released.seq)")
      }
      state.recentRetentions.append(
        LoggedRetention(seq: event.seq, transition: event.transition, retention: retention))
      if state.recentRetentions.count > ScreenState.recentDiagnosticLimit {
        state.recentRetentions.removeFirst()
      }
    }
  }

  /// Moves `viewController` along its appearance cycle (docs/lifecycle.md#facts-appearance and
  /// #facts-cancel); a callback UIKit would
  /// not make in the current state is still followed, and reported.
  private mutating func applyAppearance(
    _ callback: AppearanceCallback, to viewController: String, at event: Event
  ) {
    var record = state.appearanceRecord(of: viewController)
    let (next, isBalanced) = record.state.after(callback)
    if !isBalanced {
      report(event, "\(callback) on \(viewController) while it is \(record.state)")
    }
    record.state = next
    record.counts[callback] += 1
    if let index = state.appearanceIndex[viewController] {
      state.appearances[index] = record
    } else {
      state.appearanceIndex[viewController] = state.appearances.count
      state.appearances.append(record)
    }
  }

  private static func keepRecent(_ item: LoggedDiagnostic, in list: inout [LoggedDiagnostic]) {
    list.append(item)
    if list.count > ScreenState.recentDiagnosticLimit {
      list.removeFirst(list.count - ScreenState.recentDiagnosticLimit)
    }
  }

  /// Reports each id the log names before declaring it, once.
  mutating func checkDeclared(_ ids: [String], at event: Event) {
    for id in ids where state.participantIndex[id] == nil {
      if state.reportedUndeclared.insert(id).inserted {
        report(event, "\(id) is named before it is declared")
      }
    }
  }

  /// Adds an anomaly found at `event`: `seq 7: …`.
  mutating func report(_ event: Event, _ problem: String) {
    state.anomalies.append("seq \(event.seq): \(problem)")
  }

  /// Adds an anomaly found in a record between events: `after seq 3: …`.
  private mutating func report(after problem: String) {
    state.anomalies.append("after seq \(state.seq): \(problem)")
  }
}
