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
  private let chunkSize: Int
  private let maximumLineLength: Int
  /// Where the splitter is, in memory of its own: every line reads and moves it, and a stored
  /// property of a class pays a run-time exclusivity check on each access.
  private let state: UnsafeMutablePointer<State>

  private struct State {
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int
    /// The bytes not yet handed out are `start..<end`; none of `start..<searched` is a newline.
    var start = 0
    var end = 0
    var searched = 0
    var exhausted = false
    var memoryOffset = 0
  }

  /// Reads from an open descriptor, closing it when done if `owned`.
  init(descriptor: Int32, owned: Bool, chunkSize: Int, maximumLineLength: Int) {
    source = .descriptor(descriptor, owned: owned)
    self.chunkSize = max(1, chunkSize)
    self.maximumLineLength = maximumLineLength
    state = Self.makeState(capacity: self.chunkSize)
  }

  /// Reads from bytes in memory, in the same chunks as from a file.
  init(bytes: [UInt8], chunkSize: Int, maximumLineLength: Int) {
    source = .memory(bytes)
    self.chunkSize = max(1, chunkSize)
    self.maximumLineLength = maximumLineLength
    state = Self.makeState(capacity: self.chunkSize)
  }

  private static func makeState(capacity: Int) -> UnsafeMutablePointer<State> {
    let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(to: State(buffer: .allocate(capacity: capacity), capacity: capacity))
    return state
  }

  deinit {
    state.pointee.buffer.deallocate()
    state.deallocate()
    if case .descriptor(let descriptor, owned: true) = source { _ = close(descriptor) }
  }

  /// The next line, or nil at the end of the stream.
  func nextLine() throws(Failure) -> Line? {
    let state = self.state
    while true {
      let buffer = state.pointee.buffer
      let start = state.pointee.start
      let end = state.pointee.end
      let searched = state.pointee.searched
      if searched < end, let found = memchr(buffer + searched, 0x0A, end - searched) {
        let newline = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if newline - start > maximumLineLength { throw .lineTooLong }
        let line = UnsafeBufferPointer(start: buffer + start, count: newline - start)
        state.pointee.start = newline + 1
        state.pointee.searched = newline + 1
        return Line(bytes: line, terminated: true)
      }
      state.pointee.searched = end
      if end - start > maximumLineLength { throw .lineTooLong }
      if state.pointee.exhausted {
        guard start < end else { return nil }
        let line = UnsafeBufferPointer(start: buffer + start, count: end - start)
        state.pointee.start = end
        return Line(bytes: line, terminated: false)
      }
      try fill()
    }
  }

  /// Reads one more chunk after the line in progress, moving that line to the front of the
  /// buffer first, and growing the buffer only when the line alone fills it.
  private func fill() throws(Failure) {
    let state = self.state
    if state.pointee.start > 0 {
      let start = state.pointee.start
      memmove(state.pointee.buffer, state.pointee.buffer + start, state.pointee.end - start)
      state.pointee.end -= start
      state.pointee.searched -= start
      state.pointee.start = 0
    }
    if state.pointee.end == state.pointee.capacity {
      let capacity = state.pointee.capacity
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      grown.initialize(from: state.pointee.buffer, count: state.pointee.end)
      state.pointee.buffer.deallocate()
      state.pointee.buffer = grown
      state.pointee.capacity = capacity * 2
    }
    let end = state.pointee.end
    let count = try read(
      into: state.pointee.buffer + end, count: min(state.pointee.capacity - end, chunkSize))
    if count == 0 {
      state.pointee.exhausted = true
    } else {
      state.pointee.end += count
    }
  }

  private func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws(Failure)
    -> Int
  {
    switch source {
    case .memory(let bytes):
      let offset = state.pointee.memoryOffset
      let count = min(count, bytes.count - offset)
      guard count > 0 else { return 0 }
      bytes.withUnsafeBufferPointer {
        destination.update(from: $0.baseAddress! + offset, count: count)
      }
      state.pointee.memoryOffset += count
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
