#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cuts console text into lines, one chunk at a time, so memory depends on the chunk and the
/// longest line kept, never on the length of the input.
///
/// A console line can be anything an app printed, a megabyte of JSON included; no lifecycle
/// line is that long, so a line past `maximumLineLength` keeps only its start (and says so)
/// rather than growing the buffer: the rest of it is read and dropped.
final class ConsoleLines {
  /// One line without its newline (and without a carriage return before it), valid until the
  /// next call to `next()`.
  struct Line {
    var bytes: UnsafeBufferPointer<UInt8>
    /// Its 1-based number.
    var number: Int
    /// Whether bytes past `maximumLineLength` were dropped.
    var truncated: Bool
  }

  /// A failed system call: its name and `errno`.
  struct Failure: Error {
    let call: String
    let code: Int32
  }

  private enum Source {
    case descriptor(Int32, owned: Bool)
    case memory(UnsafeBufferPointer<UInt8>)
  }

  static let chunkSize = 64 * 1024
  /// The longest line kept whole, in bytes.
  static let maximumLineLength = 64 * 1024

  private let source: Source
  private var memoryOffset = 0
  private var buffer: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  /// The bytes not yet handed out are `start..<end`.
  private var start = 0
  private var end = 0
  private var exhausted = false
  private var number = 0
  /// Whether the line in progress is being dropped past its first `maximumLineLength` bytes.
  private var skippingRest = false

  /// Reads from an open descriptor, closing it when done if `owned`.
  init(descriptor: Int32, owned: Bool) {
    source = .descriptor(descriptor, owned: owned)
    capacity = Self.chunkSize + Self.maximumLineLength
    buffer = .allocate(capacity: capacity)
  }

  /// Reads bytes in memory, which must outlive the reader.
  init(memory: UnsafeBufferPointer<UInt8>) {
    source = .memory(memory)
    capacity = Self.chunkSize + Self.maximumLineLength
    buffer = .allocate(capacity: capacity)
  }

  deinit {
    buffer.deallocate()
    if case .descriptor(let descriptor, owned: true) = source { _ = close(descriptor) }
  }

  /// The next line, or nil at the end of the input.
  func next() throws(Failure) -> Line? {
    var searchFrom = start
    while true {
      if let newline = firstNewline(from: searchFrom) {
        let line = emit(upTo: newline, truncated: false)
        start = newline + 1
        return line
      }
      if end - start >= Self.maximumLineLength {
        // Keep the line's start, drop the rest up to its newline.
        let line = emit(upTo: start + Self.maximumLineLength, truncated: true)
        try dropRestOfLine()
        return line
      }
      if exhausted {
        guard end > start else { return nil }
        let line = emit(upTo: end, truncated: false)
        start = end
        return line
      }
      // None of `start..<end` is a newline: search only what the next read adds.
      let searched = end - start
      compact()
      try fill()
      searchFrom = start + searched
    }
  }

  /// The first newline in `from..<end`.
  private func firstNewline(from: Int) -> Int? {
    guard from < end else { return nil }
    let found = memchr(buffer + from, 0x0A, end - from)
    guard let found else { return nil }
    return buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The line `start..<stop`, without a carriage return before the newline.
  private func emit(upTo stop: Int, truncated: Bool) -> Line {
    number += 1
    var last = stop
    if last > start, buffer[last - 1] == 0x0D { last -= 1 }
    return Line(
      bytes: UnsafeBufferPointer(start: buffer + start, count: last - start), number: number,
      truncated: truncated)
  }

  /// Reads and drops bytes up to and including the next newline.
  private func dropRestOfLine() throws(Failure) {
    start += Self.maximumLineLength
    while true {
      if let newline = firstNewline(from: start) {
        start = newline + 1
        return
      }
      start = end
      if exhausted { return }
      compact()
      try fill()
    }
  }

  /// Moves the unread bytes to the front of the buffer.
  private func compact() {
    guard start > 0 else { return }
    let count = end - start
    if count > 0 { memmove(buffer, buffer + start, count) }
    start = 0
    end = count
  }

  /// Reads one more chunk, or marks the input exhausted.
  private func fill() throws(Failure) {
    let room = min(Self.chunkSize, capacity - end)
    guard room > 0 else { return }
    switch source {
    case .memory(let bytes):
      let count = min(room, bytes.count - memoryOffset)
      if count > 0, let base = bytes.baseAddress {
        memcpy(buffer + end, base + memoryOffset, count)
      }
      memoryOffset += count
      end += count
      if count == 0 { exhausted = true }
    case .descriptor(let descriptor, _):
      while true {
        let count = read(descriptor, buffer + end, room)
        if count < 0 {
          if errno == EINTR { continue }
          throw Failure(call: "read", code: errno)
        }
        end += count
        if count == 0 { exhausted = true }
        return
      }
    }
  }
}
