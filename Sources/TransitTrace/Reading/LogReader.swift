#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a Transit log one record at a time, in fixed-size chunks, so a log of any length reads
/// in the same small memory.
///
/// ```swift
/// let reader = try LogReader(path: "trace.jsonl")
/// while let record = try reader.next() {
///   print(reader.line, record)
/// }
/// ```
///
/// The first line must be a header this version understands; `init` reads it, so a file that is
/// not a Transit log, or one from a newer Transit, fails before any record is handed out. Every
/// line after it holds one record, decoded exactly as `RecordEncoder` writes it. Members whose
/// names no record type reads are checked for JSON syntax and ignored, so logs from a newer
/// Transit that adds fields still read; a missing or mistyped field, an unknown record `type`,
/// a transition `state` or `kind` not in the model, a `seq` that does not continue 1, 2, 3…,
/// a `cause` that is not an earlier event's `seq`, a participant declared twice, and an event
/// naming a participant no earlier participant record declared are errors.
///
/// A class rather than a struct because it owns a file descriptor and a buffer: a copy sharing
/// them would read lines out from under the original.
public final class LogReader {
  /// What the reader does with a record it cannot accept.
  public enum Mode: Sendable, Hashable {
    /// Throw at the first problem, after which `next()` returns nil.
    case strict
    /// Skip the record, count it in `skipped` and keep the first few problems in `errors`.
    /// A bad header, an unreadable file and an over-long line still throw, as nothing after
    /// them can be trusted. Skipped records leave gaps in `seq`; nothing is renumbered.
    case lenient
  }

  /// The number of bytes asked of the file per `read(2)`.
  public static let defaultChunkSize = 64 * 1024
  /// The longest line accepted, in bytes: the bound on the reader's memory.
  public static let maximumLineLength = 16 * 1024 * 1024
  /// How many of the problems skipped in lenient mode `errors` keeps.
  public static let keptErrorLimit = 10
  /// The longest name accepted (a participant id, a class, a call's signature, a view), in
  /// bytes as written: far above any real one, and low enough that every command can show a
  /// name whole.
  public static let maximumNameLength = 4096

  /// Where a reader stops: after `bytes` bytes of the log, refusing it as too long. `purpose`
  /// finishes the message (`the most transit explain holds in memory`).
  public struct LengthLimit: Sendable, Hashable {
    public var bytes: Int
    public var purpose: String

    public init(bytes: Int, purpose: String) {
      self.bytes = bytes
      self.purpose = purpose
    }
  }

  /// When set, a log longer than this is refused (`LogReadError.Kind.logTooLong`) at the line
  /// that passes it, so a command that keeps every record reads a bounded amount of an input
  /// that may never end (a device, a pipe). Unset, a log of any length streams through.
  @exclusivity(unchecked) public var lengthLimit: LengthLimit? {
    didSet { progress.pointee.limitBytes = lengthLimit?.bytes ?? Int.max }
  }

  /// The path errors name: as given, or `<stdin>` for standard input.
  public let path: String
  /// Whether a bad record throws or is skipped.
  public let mode: Mode
  /// The log's header, read from the first line by `init`.
  public let header: LogHeader
  /// The 1-based line number of the record `next()` returned last, or 0 before the first.
  public var line: Int { progress.pointee.line }
  /// How many records `next()` has returned, the header included.
  public var recordCount: Int { progress.pointee.recordCount }
  /// How many lines lenient mode has skipped.
  @exclusivity(unchecked) public private(set) var skipped = 0
  /// The first `keptErrorLimit` problems lenient mode skipped past, in file order.
  @exclusivity(unchecked) public private(set) var errors: [LogReadError] = []

  private let lines: LineSplitter
  private let decoder: RecordDecoder
  /// What `next()` counts on every line, in memory of its own: a stored property of a class
  /// pays a run-time exclusivity check on each access, which costs more than the update. The
  /// other properties `next()` reads or changes (`lengthLimit`, `skipped`, `errors`) are
  /// exempt from those checks, which the compiler would otherwise make on every call: a reader
  /// belongs to one thread at a time.
  private let progress: UnsafeMutablePointer<Progress>

  private struct Progress {
    /// Lines taken from the splitter so far.
    var linesRead = 1
    /// The bytes of the lines read so far, newlines included.
    var bytesRead = 0
    /// `lengthLimit`'s bytes, or `Int.max` without one.
    var limitBytes = Int.max
    var line = 0
    var recordCount = 0
    var headerReturned = false
    var finished = false
  }

  /// Opens the log at `path`, or standard input when `path` is `-`, and reads its header.
  public convenience init(
    path: String, mode: Mode = .strict, chunkSize: Int = LogReader.defaultChunkSize
  ) throws(LogReadError) {
    if path == "-" {
      try self.init(fileDescriptor: STDIN_FILENO, path: "<stdin>", mode: mode, chunkSize: chunkSize)
      return
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.systemError("open", errno, path: path) }
    let lines = LineSplitter(
      descriptor: descriptor, owned: true, chunkSize: chunkSize,
      maximumLineLength: Self.maximumLineLength)
    try self.init(lines: lines, path: path, mode: mode)
  }

  /// Reads from an open descriptor (a pipe, a FIFO, standard input), which it leaves open.
  public convenience init(
    fileDescriptor: Int32, path: String, mode: Mode = .strict,
    chunkSize: Int = LogReader.defaultChunkSize
  ) throws(LogReadError) {
    let lines = LineSplitter(
      descriptor: fileDescriptor, owned: false, chunkSize: chunkSize,
      maximumLineLength: Self.maximumLineLength)
    try self.init(lines: lines, path: path, mode: mode)
  }

  /// Reads a log held in memory, in the same chunks as a file.
  public convenience init(
    bytes: [UInt8], path: String = "<memory>", mode: Mode = .strict,
    chunkSize: Int = LogReader.defaultChunkSize
  ) throws(LogReadError) {
    let lines = LineSplitter(
      bytes: bytes, chunkSize: chunkSize, maximumLineLength: Self.maximumLineLength)
    try self.init(lines: lines, path: path, mode: mode)
  }

  /// Reads a log held in a string, such as `RecordBuffer.text`.
  public convenience init(
    text: String, path: String = "<memory>", mode: Mode = .strict,
    chunkSize: Int = LogReader.defaultChunkSize
  ) throws(LogReadError) {
    try self.init(bytes: Array(text.utf8), path: path, mode: mode, chunkSize: chunkSize)
  }

  private init(lines: LineSplitter, path: String, mode: Mode) throws(LogReadError) {
    let first: LineSplitter.Line?
    do {
      first = try lines.nextLine()
    } catch {
      throw Self.error(error, path: path, line: 1)
    }
    guard let first else {
      throw LogReadError(
        kind: .emptyLog, path: path, line: 1, column: 1,
        message: "the log is empty; a Transit log starts with a header record")
    }
    let decoder = RecordDecoder()
    do {
      header = try decoder.decodeHeader(first.bytes)
    } catch {
      throw Self.error(error, in: first.bytes, path: path, line: 1)
    }
    self.lines = lines
    self.decoder = decoder
    self.path = path
    self.mode = mode
    progress = .allocate(capacity: 1)
    progress.initialize(to: Progress(bytesRead: first.bytes.count + 1))
  }

  deinit {
    progress.deinitialize(count: 1)
    progress.deallocate()
  }

  /// The participant the last participant record read declared, for a reader of
  /// `next(appendingEventTo:)`, which reports only that it read one.
  public var lastDeclared: Participant? { decoder.lastDeclared }

  /// The kinds of record, as `next(appendingEventTo:)` reports them.
  public enum RecordType: Sendable, Hashable {
    case header, participant, event, geometry
  }

  /// The next record, the header first, or nil at the end of the log.
  public func next() throws(LogReadError) -> Record? {
    if !progress.pointee.headerReturned {
      progress.pointee.headerReturned = true
      progress.pointee.line = 1
      progress.pointee.recordCount = 1
      return .header(header)
    }
    return try nextLine { (bytes, number) throws(ScanError) in
      try decoder.decode(bytes, number: number)
    }
  }

  /// Reads the next record as `next()` does, but appends an event to `events` instead of
  /// returning it, and says which kind of record it read; nil at the end of the log.
  ///
  /// For a reader that keeps events in an array, such as the checker's: an event returned in
  /// a `Record` is copied on its way out of it, each copy retaining its strings once more and
  /// releasing them again, where one moved into place costs nothing. Every reference count is
  /// an atomic operation on the thread that limits how fast a log is checked.
  public func next(appendingEventTo events: inout [Event]) throws(LogReadError) -> RecordType? {
    if !progress.pointee.headerReturned {
      progress.pointee.headerReturned = true
      progress.pointee.line = 1
      progress.pointee.recordCount = 1
      return .header
    }
    return try nextLine { (bytes, number) throws(ScanError) in
      try decoder.decode(bytes, number: number, appendingEventTo: &events)
    }
  }

  /// What `decode` makes of the next line it accepts, or nil at the end of the log: in
  /// lenient mode, lines it refuses are skipped, counted and kept in `errors`.
  @inline(__always)
  private func nextLine<Result>(
    _ decode: (UnsafeBufferPointer<UInt8>, Int) throws(ScanError) -> Result
  ) throws(LogReadError) -> Result? {
    let progress = self.progress
    while !progress.pointee.finished {
      let next: LineSplitter.Line?
      do {
        next = try lines.nextLine()
      } catch {
        progress.pointee.finished = true
        throw Self.error(error, path: path, line: progress.pointee.linesRead + 1)
      }
      guard let next else {
        progress.pointee.finished = true
        if decoder.events == 0 { throw noEvents() }
        return nil
      }
      progress.pointee.linesRead += 1
      progress.pointee.bytesRead += next.bytes.count + 1
      if progress.pointee.bytesRead > progress.pointee.limitBytes, let limit = lengthLimit {
        progress.pointee.finished = true
        throw LogReadError(
          kind: .logTooLong, path: path, line: progress.pointee.linesRead, column: 1,
          message: "the log goes on past \(limit.bytes) bytes, \(limit.purpose)")
      }
      do {
        let result = try decode(next.bytes, progress.pointee.linesRead)
        progress.pointee.line = progress.pointee.linesRead
        progress.pointee.recordCount += 1
        return result
      } catch {
        let problem = self.problem(error, in: next)
        if mode == .strict || problem.kind.isFatal {
          progress.pointee.finished = true
          throw problem
        }
        skipped += 1
        if errors.count < Self.keptErrorLimit { errors.append(problem) }
      }
    }
    return nil
  }

  /// The error for a log that ended without an event: a verdict, a diagram or a walkthrough of
  /// nothing would mislead, and a header-only log "conforming" would be a false pass. In
  /// lenient mode it points at the first line skipped, which is the likelier culprit.
  private func noEvents() -> LogReadError {
    if let first = errors.first {
      return LogReadError(
        kind: .noEvents, path: first.path, line: first.line, column: first.column,
        message: first.message + "; no event of the log could be read")
    }
    return LogReadError(
      kind: .noEvents, path: path, line: progress.pointee.linesRead + 1, column: 1,
      message: "the log holds no event after its header; expected a record with a \"seq\"")
  }

  /// Every record not yet returned, in order.
  public func remainingRecords() throws(LogReadError) -> [Record] {
    var records: [Record] = []
    while let record = try next() { records.append(record) }
    return records
  }

  /// Every record of the log at `path` (`-` for standard input), the header first.
  public static func readAll(path: String, mode: Mode = .strict) throws(LogReadError) -> [Record] {
    try LogReader(path: path, mode: mode).remainingRecords()
  }

  /// The located error for a line, recognising a torn last line: one without a newline whose
  /// JSON stops short, as a writer killed mid-`write(2)` leaves it.
  private func problem(_ error: ScanError, in line: LineSplitter.Line) -> LogReadError {
    var error = error
    if error.kind == .invalidJSON && error.offset >= line.bytes.count && !line.terminated {
      let intact =
        recordCount == 1
        ? "the record before it is intact" : "the \(recordCount) records before it are intact"
      error = ScanError(
        .tornLastLine, at: error.offset,
        "the log ends mid-record (torn last line: the writer was probably killed); \(intact)")
    }
    return Self.error(error, in: line.bytes, path: path, line: progress.pointee.linesRead)
  }

  private static func error(
    _ error: ScanError, in bytes: UnsafeBufferPointer<UInt8>, path: String, line: Int
  ) -> LogReadError {
    // Columns count scalars: every byte that does not continue a UTF-8 sequence starts one.
    let end = min(error.offset, bytes.count)
    var column = 1
    for index in 0..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return LogReadError(
      kind: error.kind, path: path, line: line, column: column, message: error.message)
  }

  private static func error(_ failure: LineSplitter.Failure, path: String, line: Int)
    -> LogReadError
  {
    switch failure {
    case .system(let call, let code):
      return systemError(call, code, path: path)
    case .lineTooLong:
      return LogReadError(
        kind: .lineTooLong, path: path, line: line, column: 1,
        message:
          "line is longer than \(maximumLineLength) bytes, the most a Transit log line may hold")
    }
  }

  private static func systemError(_ call: String, _ code: Int32, path: String) -> LogReadError {
    LogReadError(
      kind: .io, path: path, line: 0, column: 0,
      message: "cannot \(call): \(String(cString: strerror(code)))")
  }
}
