import TransitTrace

/// Encodes records into a buffer and hands it to a writer a chunk at a time: an import writes
/// a record per console line, and a system call per record would cost more than reading the
/// line. Call `flush()` before the writer is closed.
package final class BufferedSink: RecordSink {
  private let writer: LogWriter
  /// Written by one import on one thread: no run-time exclusivity check.
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  /// Bytes gathered before a write.
  package static let chunkSize = 64 * 1024

  package init(_ writer: LogWriter) {
    self.writer = writer
    buffer.reserveCapacity(Self.chunkSize + 4096)
  }

  package func write(_ record: Record) throws {
    RecordEncoder.append(record, to: &buffer)
    if buffer.count >= Self.chunkSize { try flush() }
  }

  /// Writes what is gathered.
  package func flush() throws {
    guard !buffer.isEmpty else { return }
    try writer.write(bytes: buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
