import TransitLifecycle
import TransitTrace

/// Encodes records into memory of its own and hands it to a writer a chunk at a time: an import
/// writes a record per console line, and a system call per record would cost more than reading
/// the line. Each line is written where it stays, not on the side and copied. Call `flush()`
/// before the writer is closed.
///
/// One import writes to it on one thread.
package final class BufferedSink: RecordSink {
  private let writer: LogWriter
  /// `capacity` bytes, the first `count` of them gathered and not yet written.
  private let storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var count = 0
  /// Bytes gathered before a write.
  package static let chunkSize = 64 * 1024
  /// Room for a chunk and the line that completes it; a line that does not fit in what is left
  /// is written by itself, after what was gathered.
  private static let capacity = chunkSize + 16 * 1024

  package init(_ writer: LogWriter) {
    self.writer = writer
    storage = .allocate(capacity: Self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  package func write(_ record: Record) throws {
    try gather(
      { RecordEncoder.write(record, into: $0) }, else: { RecordEncoder.append(record, to: &$0) })
  }

  /// Writes `.event(Event(seq:time:transition:cause:body:line:))` without making the event
  /// (`RecordEncoder.writeEvent`).
  package func writeEvent(
    seq: Int, time: VirtualTime, transition: Int?, line: Int, body: Event.Body
  ) throws {
    try gather(
      {
        RecordEncoder.writeEvent(
          seq: seq, time: time, transition: transition, cause: nil, line: line, body: body,
          into: $0)
      },
      else: {
        RecordEncoder.append(
          .event(
            Event(
              seq: seq, time: time, transition: transition, cause: nil, body: body, line: line)),
          to: &$0)
      })
  }

  /// Writes `.event(Event(seq:time:transition:cause:body:line:))` of a call of `known` from its
  /// parts, its name as quoted once for the entry (`RecordEncoder.writeCall`), with no `Call`
  /// made.
  func writeCall(
    seq: Int, time: VirtualTime, transition: Int?, line: Int, known: KnownCall,
    receiver: String, args: ArgumentSlots
  ) throws {
    try gather(
      {
        RecordEncoder.writeCall(
          seq: seq, time: time, transition: transition, line: line, receiver: receiver,
          quotedName: known.quotedName, quotedKeys: known.quotedKeys, bound: args.bound,
          argument: { args[$0] }, into: $0)
      },
      else: {
        // Longer than the room left: written whole, from a call made for it.
        RecordEncoder.append(
          .event(
            Event(
              seq: seq, time: time, transition: transition, cause: nil,
              body: .call(
                Call(
                  caller: nil, receiver: receiver, name: known.name,
                  args: known.arguments(args))),
              line: line)),
          to: &$0)
      })
  }

  /// Writes a line with `encode` into the room left; a line longer than that goes after what
  /// was gathered, on its own, written by `whole`.
  @inline(__always)
  private func gather(
    _ encode: (UnsafeMutableBufferPointer<UInt8>) -> Int?, else whole: (inout [UInt8]) -> Void
  ) throws {
    let room = UnsafeMutableBufferPointer(start: storage + count, count: Self.capacity - count)
    if let length = encode(room) {
      count += length
      if count >= Self.chunkSize { try flush() }
      return
    }
    try flush()
    var line: [UInt8] = []
    whole(&line)
    try writer.write(bytes: line)
  }

  /// Writes what is gathered.
  package func flush() throws {
    guard count > 0 else { return }
    try writer.write(bytes: UnsafeRawBufferPointer(start: storage, count: count))
    count = 0
  }
}
