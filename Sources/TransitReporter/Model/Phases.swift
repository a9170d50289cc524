import TransitTrace

/// The lifecycle's phases, read from the transition records: a band for each transition, from
/// its first row to its last; a management band while what a transition put on screen stays
/// there; and a frame around the outcome of each interactive transition.
struct Phases {
  let rows: [Row]
  let log: LogIndex

  /// What the log says about one transition.
  private struct Summary {
    var number: Int
    var kind: TransitionKind?
    var from: String?
    var to: String?
    var interactive = false
    var didComplete: Bool?
    /// The `seq` of the `began`, `finishing` or `cancelling` record, the last seen.
    var turn: Int?
  }

  private var summaries: [Summary] {
    var order: [Int] = []
    var found: [Int: Summary] = [:]
    for event in log.events {
      guard case .transition(let change) = event.body, let number = event.transition else {
        continue
      }
      if found[number] == nil { order.append(number) }
      var summary = found[number] ?? Summary(number: number)
      switch change.state {
      case .requested:
        summary.kind = change.kind
        summary.from = change.from
        summary.to = change.to
      case .began:
        summary.interactive = change.interactive ?? false
        summary.turn = event.seq
      case .finishing, .cancelling:
        summary.turn = event.seq
      case .completed, .ended:
        summary.didComplete = change.didComplete ?? summary.didComplete
      }
      found[number] = summary
    }
    // A log that records no states still numbers its transitions: their kinds come from
    // their calls.
    for number in log.kinds.keys.sorted() where found[number] == nil {
      order.append(number)
      found[number] = Summary(number: number, kind: log.kinds[number])
    }
    for number in order where found[number]?.kind == nil { found[number]?.kind = log.kinds[number] }
    return order.compactMap { found[$0] }
  }

  /// A band per transition with shown rows, and a management band after each one that left a
  /// view controller presented (or pushed, or selected) until the next transition starts.
  func bands() -> [Band] {
    var spans: [(number: Int, first: Int, last: Int)] = []
    var index: [Int: Int] = [:]
    for (row, content) in rows.enumerated() {
      guard let number = content.transition else { continue }
      if let at = index[number] {
        spans[at].last = row
      } else {
        index[number] = spans.count
        spans.append((number, row, row))
      }
    }
    let known = Dictionary(
      summaries.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    var bands: [Band] = []
    // What a management band says is on screen, carried from transition to transition.
    var managed: String?
    for (position, span) in spans.enumerated() {
      let summary = known[span.number]
      let phase = summary?.kind.map(Band.Phase.init) ?? .transition
      bands.append(
        Band(
          phase: phase, transition: span.number, firstRow: span.first, lastRow: span.last,
          title: "\(phase.title) #\(span.number)"))
      guard let summary, let kind = summary.kind, let didComplete = summary.didComplete else {
        continue
      }
      switch kind {
      case .sizeChange, .pageSwipe, .childContainment, .unknown:
        // A rotation, or a page turned inside what is on screen, changes nothing there is to
        // manage.
        break
      case .present:
        // A cancelled presentation leaves on screen what was there.
        if didComplete { managed = summary.to }
      case .dismiss:
        // A finished dismissal ends the presentation there was to manage.
        managed = didComplete ? nil : summary.from
      case .push, .pop, .tabSwitch:
        managed = didComplete ? summary.to : summary.from
      }
      let next = position + 1 < spans.count ? spans[position + 1].first : rows.count
      if let managed, next - span.last > 1 {
        bands.append(
          Band(
            phase: .management, transition: nil, firstRow: span.last + 1, lastRow: next - 1,
            title: "Management: \(VisibleText.escaped(managed)) on screen"))
      }
    }
    return bands
  }

  /// A frame around each interactive transition's outcome: from the record that turned it
  /// (the release that led to `finish()` or `cancel()`, or its start when nothing turned it)
  /// to its last row.
  func outcomeFrames(rowOfSeq: [Int: Int]) -> [Frame] {
    var frames: [Frame] = []
    for summary in summaries where summary.interactive {
      guard let turn = summary.turn else { continue }
      // Climb to the top-level shown record the turn ran inside: the finger lifting.
      var first: Int?
      var seq: Int? = turn
      while let current = seq {
        if let row = rowOfSeq[current] { first = row }
        seq = log.event(current)?.cause
      }
      let last = rows.indices.last { rows[$0].transition == summary.number }
      guard let first, let last, first <= last else { continue }
      frames.append(
        Frame(kind: .outcome(finished: summary.didComplete ?? true), firstRow: first, lastRow: last)
      )
    }
    return frames
  }
}
