/// Turns the lines of one log into records, and checks what spans lines: the header comes first,
/// `seq` counts 1, 2, 3… without gaps, an event's `cause` is an earlier event, and every
/// participant is declared once, before the first event that names it.
///
/// Memory grows with the number of distinct participants, never with the log's length.
final class RecordDecoder {
  private let storage: UnsafeMutablePointer<ValueSpan>
  private let others: UnsafeMutablePointer<RecordFields.Member>
  private let cache = StringCache()
  private let order = MemberOrder()
  private let names = FieldKeyMatcher.shared
  /// What every event updates, in memory of its own rather than stored properties of the
  /// class, which pay a run-time exclusivity check on each access.
  private let counts: UnsafeMutablePointer<Counts>
  /// How many events were decoded and accepted.
  var events: Int { counts.pointee.events }

  private struct Counts {
    var expectedSeq = 1
    /// Lines skipped (in lenient mode) since the last event whose `seq` could be read. Each
    /// may have been an event, so a gap of up to this many numbers is already accounted for.
    var unreadableLines = 0
    var events = 0
  }
  /// The participant the last participant record declared.
  private(set) var lastDeclared: Participant?

  init() {
    precondition(
      FieldKey.allCases.count <= RecordFields.keyCapacity
        && ViewProperties.names.count <= RecordFields.propertyCapacity,
      "RecordFields.storageCapacity too small")
    storage = .allocate(capacity: RecordFields.storageCapacity)
    storage.initialize(
      repeating: ValueSpan(start: 0, end: 0, type: .null, isPlain: true),
      count: RecordFields.storageCapacity)
    counts = .allocate(capacity: 1)
    counts.initialize(to: Counts())
    others = .allocate(capacity: RecordFields.otherCapacity)
  }

  deinit {
    storage.deallocate()
    others.deallocate()
    counts.deallocate()
  }

  /// Decodes the first line, which must be a header this reader understands.
  ///
  /// The schema and version are checked before anything else: a newer version may have moved
  /// every other field, so its other problems would only mislead.
  func decodeHeader(_ line: UnsafeBufferPointer<UInt8>) throws(ScanError) -> LogHeader {
    let notALog = ScanError(
      .notATransitLog, at: 0,
      "not a Transit log: the first record must be "
        + "{\"type\":\"header\",\"schema\":\"\(LogHeader.schemaName)\",...}")
    guard
      var fields = try? RecordFields(
        line: line, storage: storage, others: others, cache: cache, order: order, names: names),
      (try? fields.string(.type)) == "header",
      let schemaSpan = fields.span(.schema), schemaSpan.type == .string
    else { throw notALog }
    fields.kind = .header
    let schema = try fields.string(.schema)
    guard schema == LogHeader.schemaName else {
      throw ScanError(
        .unknownSchema, at: schemaSpan.start,
        "not a Transit log: the header's schema is \(VisibleText.quoted(schema)), not "
          + "\"\(LogHeader.schemaName)\"")
    }
    let version = try fields.integer(.version)
    let current = LogHeader.currentVersion
    if version != current {
      let message =
        version > current
        ? "schema version \(version) is newer than this Transit reads (\(current)); upgrade Transit"
        : "schema version \(version) is not a version of the Transit log; this Transit reads \(current)"
      throw ScanError(.unsupportedVersion, at: fields.span(.version)!.start, message)
    }
    return LogHeader(
      scenario: try fields.string(.scenario), engine: try fields.string(.engine), schema: schema,
      version: version, source: try fields.optionalString(.source))
  }

  /// Decodes a line after the first; `number` is its 1-based line number, for messages.
  func decode(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(ScanError) -> Record {
    try decode(
      line, number: number, participant: { .participant($0) }, event: { .event($0) },
      geometry: { .geometry($0) })
  }

  /// Decodes a line after the first as `decode(_:number:)` does, appending an event to
  /// `events` rather than returning it in a `Record`: see `LogReader.next(appendingEventTo:)`.
  func decode(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, appendingEventTo events: inout [Event]
  ) throws(ScanError) -> LogReader.RecordType {
    try decode(
      line, number: number, participant: { _ in .participant },
      event: { (event: consuming Event) in
        events.append(event)
        return .event
      }, geometry: { _ in .geometry })
  }

  /// Decodes a line after the first, handing the participant or event it holds to the closure
  /// for it, which owns the event, so that it can move it into place without copying it.
  @inline(__always)
  private func decode<Result>(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, participant: (Participant) -> Result,
    event: (consuming Event) -> Result, geometry: (GeometryRecord) -> Result
  ) throws(ScanError) -> Result {
    var accountedFor = false
    do {
      return try decodeRecord(
        line, number: number, accountedFor: &accountedFor, participant: participant, event: event,
        geometry: geometry)
    } catch {
      if !accountedFor { counts.pointee.unreadableLines += 1 }
      throw error
    }
  }

  /// Decodes one record; sets `accountedFor` once the line is known not to hide a lost event
  /// number (it is no event, or its `seq` was read).
  @inline(__always)
  private func decodeRecord<Result>(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, accountedFor: inout Bool,
    participant: (Participant) -> Result, event: (consuming Event) -> Result,
    geometry: (GeometryRecord) -> Result
  ) throws(ScanError) -> Result {
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
      accountedFor = true
      throw ScanError(.blankLine, at: 0, "blank line; every line of a Transit log holds one record")
    }
    var fields = try RecordFields(
      line: line, storage: storage, others: others, cache: cache, order: order, names: names)
    let kind = try fields.recordKind()
    fields.kind = kind
    switch kind {
    case .header:
      accountedFor = true
      throw ScanError(.misplacedHeader, at: 0, "a header record may only open the log, on line 1")
    case .participant:
      accountedFor = true
      let declared = try fields.read(Participant.self)
      // A second declaration could give the id another class or role, and every record naming
      // it would become ambiguous; the first one stands.
      if let first = cache.participants.line(declaring: declared.id) {
        throw ScanError(
          .duplicateParticipant, at: fields.span(.id)!.start,
          "participant \(VisibleText.quoted(declared.id)) is already declared on line \(first); "
            + "each participant is declared once")
      }
      cache.participants.declare(declared.id, line: number)
      lastDeclared = declared
      return participant(declared)
    case .set:
      accountedFor = true
      return geometry(.set(try fields.read(ViewSet.self)))
    case .animation:
      accountedFor = true
      return geometry(.animation(try fields.read(AnimationStart.self)))
    case .timing:
      accountedFor = true
      return geometry(.timing(try fields.read(AnimationTiming.self)))
    case .finger:
      accountedFor = true
      return geometry(.finger(try fields.read(Finger.self)))
    case .call, .transition, .view, .gesture, .warning, .note, .release, .retained:
      let seq = try fields.integer(.seq)
      accountedFor = true
      try check(seq: seq, at: fields.span(.seq)!.start)
      let time = try fields.time(.time)
      let transition = try fields.nullableInteger(.transition)
      let cause = try fields.nullableInteger(.cause)
      if let cause { try check(cause: cause, of: seq, at: fields.span(.cause)!.start) }
      let sourceLine = try fields.optionalInteger(.line)
      let body = try body(kind, &fields)
      counts.pointee.events += 1
      return event(
        Event(
          seq: seq, time: time, transition: transition, cause: cause, body: body,
          line: sourceLine))
    }
  }

  /// Checks that `seq` follows the last event read, then expects the one after it.
  ///
  /// The next event is expected to follow this one even when this one is refused, so that in
  /// lenient mode one wrong number costs one record, not every record after it. Records are
  /// never renumbered.
  private func check(seq: Int, at offset: Int) throws(ScanError) {
    let expected = counts.pointee.expectedSeq
    let allowance = counts.pointee.unreadableLines
    counts.pointee.expectedSeq = seq < Int.max ? seq + 1 : seq
    counts.pointee.unreadableLines = 0
    guard seq != expected else { return }
    let (gap, overflow) = seq.subtractingReportingOverflow(expected)
    if gap > 0 && !overflow && gap <= allowance { return }
    throw ScanError(.seqOutOfOrder, at: offset, "expected seq \(expected), found \(seq)")
  }

  /// Checks that `cause` names an event before `seq`: a call runs inside one that started
  /// earlier, so a cause at or after its own event is a broken log, not a record to replay.
  private func check(cause: Int, of seq: Int, at offset: Int) throws(ScanError) {
    guard cause < 1 || cause >= seq else { return }
    let expected: String
    switch seq {
    case ...1: expected = "null, as no event comes before seq \(seq)"
    case 2: expected = "null or the seq of an earlier event (1)"
    default: expected = "null or the seq of an earlier event (1 to \(seq - 1))"
    }
    throw ScanError(.causeNotEarlier, at: offset, "expected \"cause\" \(expected), found \(cause)")
  }

  private func body(_ kind: RecordKind, _ fields: inout RecordFields) throws(ScanError)
    -> Event.Body
  {
    switch kind {
    case .call: return .call(try fields.call())
    case .transition: return .transition(try fields.read(TransitionChange.self))
    case .view: return .view(try fields.viewChange())
    case .gesture: return .gesture(try fields.read(Gesture.self))
    case .warning: return .warning(try fields.read(Diagnostic.self))
    case .note: return .note(try fields.read(Diagnostic.self))
    case .release: return .release(try fields.read(Release.self))
    case .retained: return .retained(try fields.read(Retention.self))
    case .header, .participant, .set, .animation, .timing, .finger:
      preconditionFailure("\(kind) records are not events")
    }
  }
}
