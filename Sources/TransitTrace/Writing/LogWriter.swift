#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere records go as they happen.
public protocol RecordSink: AnyObject {
  /// Appends one record.
  func write(_ record: Record) throws
}

/// Appends records to a file or a file descriptor as JSON Lines.
///
/// Append-only and crash-safe: each record is written whole by one `write(2)` and reaches the
/// kernel before `write(_:)` returns, and `close()` syncs the file to disk. A process killed
/// mid-trace leaves a log that ends on a record boundary, or at worst with its last record torn,
/// which the reader recognises and names.
public final class LogWriter: RecordSink {
  private var descriptor: Int32
  private let ownsDescriptor: Bool
  /// The path written to, or `-` for standard output.
  public let path: String

  /// Creates (or truncates) the file at `path` and appends to it.
  public init(path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o644)
    guard fd >= 0 else { throw LogWriteError(path: path, operation: "open", code: errno) }
    descriptor = fd
    ownsDescriptor = true
    self.path = path
  }

  /// Opens a file that already exists, such as a device or a FIFO, and appends to it without
  /// creating or truncating anything.
  public init(existing path: String) throws {
    let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard fd >= 0 else { throw LogWriteError(path: path, operation: "open", code: errno) }
    descriptor = fd
    ownsDescriptor = true
    self.path = path
  }

  /// Appends to a descriptor the writer takes over: `close()` syncs and closes it.
  package init(ownedDescriptor: Int32, path: String) {
    descriptor = ownedDescriptor
    ownsDescriptor = true
    self.path = path
  }

  /// Appends to an open descriptor, such as standard output, which the writer does not close.
  public init(fileDescriptor: Int32, path: String = "-") {
    descriptor = fileDescriptor
    ownsDescriptor = false
    self.path = path
  }

  deinit {
    if ownsDescriptor && descriptor >= 0 { _ = systemClose(descriptor) }
  }

  public func write(_ record: Record) throws {
    try write(line: RecordEncoder.line(for: record))
  }

  /// Writes one already-encoded line (which must end in a newline) in a single system call,
  /// retrying only if the kernel accepted part of it.
  public func write(line: String) throws {
    try write(bytes: Array(line.utf8))
  }

  /// Writes bytes in as few system calls as the kernel allows: one, unless it takes part.
  public func write(bytes: [UInt8]) throws {
    // Read in place: a mutable view would copy the caller's buffer, which it keeps.
    try bytes.withUnsafeBytes { try write(bytes: $0) }
  }

  /// Writes the bytes of memory the caller keeps, as `write(bytes:)` writes an array's.
  package func write(bytes: UnsafeRawBufferPointer) throws {
    guard descriptor >= 0 else { throw LogWriteError(path: path, operation: "write", code: EBADF) }
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw LogWriteError(path: path, operation: "write", code: errno)
      }
      offset += written
    }
  }

  /// Syncs the log to disk and closes it. Further writes fail.
  public func close() throws {
    guard descriptor >= 0 else { return }
    defer { descriptor = -1 }
    if ownsDescriptor {
      if fsync(descriptor) != 0 && errno != EINVAL {
        let code = errno
        _ = systemClose(descriptor)
        throw LogWriteError(path: path, operation: "fsync", code: code)
      }
      if systemClose(descriptor) != 0 {
        throw LogWriteError(path: path, operation: "close", code: errno)
      }
    }
  }
}

/// Keeps records in memory; for tests and for projections of a run that is never saved.
public final class RecordBuffer: RecordSink {
  public private(set) var records: [Record] = []

  public init() {}

  public func write(_ record: Record) { records.append(record) }

  /// The numbered events, without the header and participant declarations.
  public var events: [Event] { records.compactMap(\.event) }

  /// The declared participants, in declaration order.
  public var participants: [Participant] {
    records.compactMap {
      if case .participant(let participant) = $0 { return participant }
      return nil
    }
  }

  /// The log as JSON Lines text.
  public var text: String { records.map(RecordEncoder.line(for:)).joined() }
}

/// A failed system call while writing a log or an output file.
public struct LogWriteError: Error, CustomStringConvertible, Sendable {
  public var path: String
  public var operation: String
  public var code: Int32

  public init(path: String, operation: String, code: Int32) {
    self.path = path
    self.operation = operation
    self.code = code
  }

  public var description: String {
    "\(path): cannot \(operation): \(String(cString: strerror(code)))"
  }
}

// The module's own `write(_:)` and `close()` shadow the C functions inside the class.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
