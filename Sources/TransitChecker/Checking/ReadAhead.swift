import Foundation
import TransitTrace

/// Reads a log on a thread of its own, handing its events to the checker in batches, so that
/// decoding and checking, each about as costly as the other, run side by side on two cores.
///
/// At most `depth` batches of `batchSize` events wait at any time, so memory stays bounded
/// whatever the log's length. The checker gives each batch back when done with it, and the
/// reading thread empties it for reuse: every event is freed by the thread that allocated it,
/// so the threads never contend for a malloc arena (this saves about a fifth of the CPU time).
/// The reader belongs to the reading thread from `start()` on.
final class ReadAhead: @unchecked Sendable {
  /// Events, each with the line it was read from.
  struct Batch: Sendable {
    var events: [Event] = []
    var lines: [Int] = []
    /// Participant records read since the previous batch, each with the number of this
    /// batch's events read before it: the checker declares it there, before the events that
    /// name it.
    var declared: [(participant: Participant, before: Int)] = []
  }

  static let batchSize = 4096
  static let depth = 4

  // Guarded by `condition`; `@unchecked Sendable` rests on that.
  private let condition = NSCondition()
  private var queue: [Batch] = []
  /// Batches the checker is done with, freed by the reading thread: memory goes back to the
  /// thread that allocated it, so the two threads never wait for each other's malloc arena.
  private var returned: [Batch] = []
  private var finished = false
  private var failure: LogReadError?
  private var reader: LogReader?

  init(_ reader: LogReader) {
    self.reader = reader
  }

  /// Starts reading on a new thread.
  func start() {
    let thread = Thread { [self] in read() }
    thread.start()
  }

  /// Gives back a batch the checker is done with. The caller hands over its only copy
  /// (`consume`), so that the reading thread finds the batch's storage unshared and empties it
  /// in place; a copy still held here would make that thread allocate anew, and leave the
  /// events to be freed by this one.
  func recycle(_ batch: consuming Batch) {
    condition.lock()
    returned.append(batch)
    condition.unlock()
  }

  /// The next batch, waiting for it; nil once the log is read. Throws what the reader threw.
  func next() throws(LogReadError) -> Batch? {
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty && !finished { condition.wait() }
    if !queue.isEmpty {
      let batch = queue.removeFirst()
      condition.broadcast()
      return batch
    }
    if let failure { throw failure }
    return nil
  }

  /// The reading thread: fills batches until the log ends or cannot be read.
  private func read() {
    guard let reader else { return }
    var batch = emptyBatch()
    do {
      while let type = try reader.next(appendingEventTo: &batch.events) {
        guard type == .event else {
          if type == .participant, let declared = reader.lastDeclared {
            batch.declared.append((declared, batch.events.count))
            if batch.declared.count == Self.batchSize {
              put(consume batch)
              batch = emptyBatch()
            }
          }
          continue
        }
        batch.lines.append(reader.line)
        if batch.events.count == Self.batchSize {
          put(consume batch)
          batch = emptyBatch()
        }
      }
      if !batch.events.isEmpty || !batch.declared.isEmpty { put(consume batch) }
      finish(nil)
    } catch {
      finish(error)
    }
    self.reader = nil
  }

  /// A batch to fill: one the checker gave back, emptied here so that its events are freed by
  /// the thread that allocated them, or a new one.
  private func emptyBatch() -> Batch {
    condition.lock()
    let reusable = returned.popLast()
    let spent = returned
    returned.removeAll()
    condition.unlock()
    // `spent` and the events of `reusable` are freed here, on the reading thread.
    _ = spent
    guard var batch = reusable else {
      var batch = Batch()
      batch.events.reserveCapacity(Self.batchSize)
      batch.lines.reserveCapacity(Self.batchSize)
      return batch
    }
    batch.events.removeAll(keepingCapacity: true)
    batch.lines.removeAll(keepingCapacity: true)
    batch.declared.removeAll(keepingCapacity: true)
    return batch
  }

  /// Queues a full batch, waiting while `depth` batches already wait. The batch is handed over
  /// (`consume`): were the reading thread to keep a copy, the checker would find the events
  /// shared and copy all of them before reading them in place.
  private func put(_ batch: consuming Batch) {
    condition.lock()
    while queue.count >= Self.depth { condition.wait() }
    queue.append(batch)
    condition.broadcast()
    condition.unlock()
  }

  /// Marks the end of the log, or the error that stopped reading.
  private func finish(_ error: LogReadError?) {
    condition.lock()
    finished = true
    failure = error
    condition.broadcast()
    condition.unlock()
  }
}
