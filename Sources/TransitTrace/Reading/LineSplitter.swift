#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cuts a byte stream into lines, holding one chunk and the line in progress, so memory depends
/// on the longest line and never on the length of the stream.
final class LineSplitter {
  /// One line without its newline, valid until the next call to `nextLine()`.
  struct Line {
    var bytes: UnsafeBufferPointer<UInt8>
    /// Whether a newline ended it; only the last line of a stream can lack one.
    var terminated: Bool
  }

  enum Failure: Error {
    /// A system call failed: the call's name and `errno`.
    case system(String, Int32)
    case lineTooLong
  }

  private enum Source {
    case descriptor(Int32, owned: Bool)
    case memory([UInt8])
  }

  private let source: Source
  private var memoryOffset = 0
  private let chunkSize: Int
  private let maximumLineLength: Int
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes not yet handed out are `start..<end`; none of `start..<searched` is a newline.
  private var start = 0
  private var end = 0
  private var searched = 0
  private var exhausted = false

  /// Reads from an open descriptor, closing it when done if `owned`.
  init(descriptor: Int32, owned: Bool, chunkSize: Int, maximumLineLength: Int) {
    source = .descriptor(descriptor, owned: owned)
    self.chunkSize = max(1, chunkSize)
    self.maximumLineLength = maximumLineLength
    capacity = self.chunkSize
    buffer = .allocate(capacity: capacity)
  }

  /// Reads from bytes in memory, in the same chunks as from a file.
  init(bytes: [UInt8], chunkSize: Int, maximumLineLength: Int) {
    source = .memory(bytes)
    self.chunkSize = max(1, chunkSize)
    self.maximumLineLength = maximumLineLength
    capacity = self.chunkSize
    buffer = .allocate(capacity: capacity)
  }

  deinit {
    buffer.deallocate()
    if case .descriptor(let descriptor, owned: true) = source { _ = close(descriptor) }
  }

  /// The next line, or nil at the end of the stream.
  func nextLine() throws(Failure) -> Line? {
    while true {
      if searched < end, let found = memchr(buffer + searched, 0x0A, end - searched) {
        let newline = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if newline - start > maximumLineLength { throw .lineTooLong }
        let line = UnsafeBufferPointer(start: buffer + start, count: newline - start)
        start = newline + 1
        searched = start
        return Line(bytes: line, terminated: true)
      }
      searched = end
      if end - start > maximumLineLength { throw .lineTooLong }
      if exhausted {
        guard start < end else { return nil }
        let line = UnsafeBufferPointer(start: buffer + start, count: end - start)
        start = end
        return Line(bytes: line, terminated: false)
      }
      try fill()
    }
  }

  /// Reads one more chunk after the line in progress, moving that line to the front of the
  /// buffer first, and growing the buffer only when the line alone fills it.
  private func fill() throws(Failure) {
    if start > 0 {
      memmove(buffer, buffer + start, end - start)
      end -= start
      searched -= start
      start = 0
    }
    if end == capacity {
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      grown.initialize(from: buffer, count: end)
      buffer.deallocate()
      buffer = grown
      capacity *= 2
    }
    let count = try read(into: buffer + end, count: min(capacity - end, chunkSize))
    if count == 0 {
      exhausted = true
    } else {
      end += count
    }
  }

  private func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws(Failure)
    -> Int
  {
    switch source {
    case .memory(let bytes):
      let count = min(count, bytes.count - memoryOffset)
      guard count > 0 else { return 0 }
      bytes.withUnsafeBufferPointer {
        destination.update(from: $0.baseAddress! + memoryOffset, count: count)
      }
      memoryOffset += count
      return count
    case .descriptor(let descriptor, _):
      while true {
        let count = systemRead(descriptor, destination, count)
        if count >= 0 { return count }
        if errno != EINTR { throw .system("read", errno) }
      }
    }
  }
}

// The class's own `read(into:count:)` shadows the C function inside it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
