import TransitTrace

/// A record the checker may cite in a report: its event, `seq` and the line it was read from.
///
/// A class: a matched record is kept in several places (its transition, a view controller's
/// state), and sharing one box costs one reference count where copying an event costs five.
/// Unchecked `Sendable`: a record changes only in `RecordPool`, once nothing else holds it,
/// and a run and its records belong to one thread.
final class RecordRef: @unchecked Sendable {
  fileprivate(set) var line: Int
  fileprivate(set) var event: Event

  init(line: Int, event: Event) {
    self.line = line
    self.event = event
  }

  var seq: Int { event.seq }

  /// `seq 40 (line 46): animator.zoomIn → ctx.1 completeTransition(_:) [didComplete: true]`.
  var citation: String {
    let text = event.description
    let body = text.drop { $0 != " " }.dropFirst()
    return "seq \(event.seq) (line \(line)): \(body)"
  }
}

/// The records of closed transitions that nothing else holds, made again for the records that
/// follow: a record made and freed for each matched event cost an allocation and a free,
/// about 350 instructions, where taking one back costs its event's copy alone.
struct RecordPool {
  /// The most records kept for reuse, so that the pool holds a few transitions' worth.
  static let capacity = 512
  private var free: [RecordRef] = []
  /// How many records wait to be made again, for the tests.
  var count: Int { free.count }

  /// A record of `event`, read at `line`: one taken back, or a new one.
  mutating func record(line: Int, event: Event) -> RecordRef {
    guard let reused = free.popLast() else { return RecordRef(line: line, event: event) }
    reused.line = line
    reused.event = event
    return reused
  }

  /// Takes back those of `records` nothing else holds (a view controller's state may still
  /// cite one), up to `capacity`, and empties `records`, which keeps its room for another
  /// transition's records unless it grew past `capacity`.
  mutating func reclaim(_ records: inout [RecordRef]) {
    for index in records.indices where free.count < Self.capacity {
      if isKnownUniquelyReferenced(&records[index]) { free.append(records[index]) }
    }
    records.removeAll(keepingCapacity: records.capacity <= Self.capacity)
  }
}
