#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file or standard input, keeping the system's reason when it cannot.
enum FileBytes {
  /// A failed system call: its name (`open`, `read`) and `errno`.
  struct Failure: Error {
    let call: String
    let code: Int32

    /// `No such file or directory`.
    var systemMessage: String { String(cString: strerror(code)) }
    /// `cannot open: No such file or directory`, as the log reader words it.
    var reason: String { "cannot \(call): \(systemMessage)" }
  }

  /// Every byte of the file at `path`.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(call: "open", code: errno) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor)
  }

  /// Every byte left on `descriptor`, such as standard input's, which stays open.
  static func read(descriptor: Int32) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(call: "read", code: errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
  }
}

// `FileBytes.read` shadows the C function inside the enum.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
