import Foundation
import TransitTrace

/// Reads a log on a thread of its own, handing its events to the checker in batches, so that
/// decoding and checking, each about as costly as the other, run side by side on two cores.
///
/// At most `depth` batches of `batchSize` events wait at any time, so memory stays bounded
/// whatever the log's length. The reader belongs to the reading thread from `start()` on.
final class ReadAhead: @unchecked Sendable {
  /// Events, each with the line it was read from.
  struct Batch: Sendable {
    var events: [Event] = []
    var lines: [Int] = []
    /// Participant records read since the previous batch.
    var participants = 0
  }

  static let batchSize = 4096
  static let depth = 4

  // Guarded by `condition`; `@unchecked Sendable` rests on that.
  private let condition = NSCondition()
  private var queue: [Batch] = []
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

  private func read() {
    guard let reader else { return }
    var batch = Self.emptyBatch()
    do {
      while let record = try reader.next() {
        guard case .event(let event) = record else {
          if case .participant = record { batch.participants += 1 }
          continue
        }
        batch.events.append(event)
        batch.lines.append(reader.line)
        if batch.events.count == Self.batchSize {
          put(batch)
          batch = Self.emptyBatch()
        }
      }
      if !batch.events.isEmpty || batch.participants > 0 { put(batch) }
      finish(nil)
    } catch {
      finish(error)
    }
    self.reader = nil
  }

  private static func emptyBatch() -> Batch {
    var batch = Batch()
    batch.events.reserveCapacity(batchSize)
    batch.lines.reserveCapacity(batchSize)
    return batch
  }

  private func put(_ batch: Batch) {
    condition.lock()
    while queue.count >= Self.depth { condition.wait() }
    queue.append(batch)
    condition.broadcast()
    condition.unlock()
  }

  private func finish(_ error: LogReadError?) {
    condition.lock()
    finished = true
    failure = error
    condition.broadcast()
    condition.unlock()
  }
}
