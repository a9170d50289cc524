import TransitReporter
import TransitTrace

/// What the step-through page looks up in a log beyond the replayed state: an event by `seq`,
/// a participant by id, and where a view goes next, so a step can say what becomes of a view
/// it adds.
struct LogFacts {
  let events: [Event]
  private let position: [Int: Int]
  private let participants: [String: Participant]
  /// For each view, the `seq`s of the view records that move it, in order.
  private let viewMoves: [String: [Int]]

  init(records: [Record]) {
    var events: [Event] = []
    var participants: [String: Participant] = [:]
    var moves: [String: [Int]] = [:]
    for record in records {
      switch record {
      case .header, .geometry: break
      case .participant(let participant):
        if participants[participant.id] == nil { participants[participant.id] = participant }
      case .event(let event):
        events.append(event)
        if case .view(let change) = event.body { moves[change.view, default: []].append(event.seq) }
      }
    }
    self.events = events
    self.participants = participants
    viewMoves = moves
    position = Dictionary(
      events.enumerated().map { ($1.seq, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func event(_ seq: Int) -> Event? {
    position[seq].map { events[$0] }
  }

  func participant(_ id: String) -> Participant? { participants[id] }

  /// The first view record after `seq` that moves or removes `view`.
  func nextMove(of view: String, after seq: Int) -> Event? {
    guard let seqs = viewMoves[view], let next = seqs.first(where: { $0 > seq }) else {
      return nil
    }
    return event(next)
  }

  /// The events after `start` up to and including `end`.
  func events(after start: Int, through end: Int) -> [Event] {
    guard end > start else { return [] }
    return (start + 1...end).compactMap(event)
  }

  /// The events after `start` up to and including `end` whose `seq` is not in `drawn`: records
  /// the view policy or the focus options leave out of the diagram.
  func undrawn(after start: Int, through end: Int, drawn: Set<Int>) -> [Event] {
    guard end > start else { return [] }
    return (start + 1...end).compactMap { seq in drawn.contains(seq) ? nil : event(seq) }
  }

  /// The `seq`s the rows of `diagram` stand for: each row's own, and every one between the
  /// first and last repetition of a folded row.
  static func drawnSeqs(_ diagram: SequenceDiagram) -> Set<Int> {
    var drawn = Set<Int>()
    for row in diagram.rows {
      drawn.insert(row.seq)
      if let last = row.lastSeq, last > row.seq { drawn.formUnion(row.seq...last) }
    }
    return drawn
  }
}
