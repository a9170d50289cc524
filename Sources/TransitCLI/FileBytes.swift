#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file or standard input, at most a given number of bytes, keeping the
/// system's reason when it cannot: an input may never end (`/dev/zero`, a pipe), and a command
/// that holds it whole must stop somewhere.
enum FileBytes {
  /// Why a file could not be read: a failed system call, a file past the limit, or a file
  /// that is not a regular one where only a regular one will do.
  struct Failure: Error {
    /// `cannot open: No such file or directory`, `is longer than 1048576 bytes, …`.
    let reason: String

    /// A failed system call: its name (`open`, `read`) and `errno`.
    static func system(_ call: String, _ code: Int32) -> Failure {
      Failure(reason: "cannot \(call): \(String(cString: strerror(code)))")
    }
  }

  /// Every byte of the file at `path`; `purpose` ends the message for a file longer than
  /// `limit` (`the most transit explain holds in memory`).
  static func read(_ path: String, limit: Int, purpose: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system("open", errno) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limit: limit, purpose: purpose)
  }

  /// Every byte of the regular file `name` in the open folder `folder`, for a name that came
  /// from an input rather than from the user: a name with a `/` or `..`, a symbolic link, a
  /// FIFO or a device is refused without being opened for long (`O_NOFOLLOW`, `O_NONBLOCK`,
  /// then `fstat`), so nothing outside the folder is read and nothing blocks.
  static func read(regularFile name: String, in folder: Int32, limit: Int, purpose: String)
    throws(Failure) -> [UInt8]
  {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
      throw Failure(reason: "is not the name of a file in the folder")
    }
    let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP { throw Failure(reason: "is a symbolic link; only a regular file is read") }
      throw .system("open", code)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system("stat", errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw Failure(reason: "is not a regular file; only a regular file is read")
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return try read(descriptor: descriptor, limit: limit, purpose: purpose)
  }

  /// Every byte left on `descriptor`, such as standard input's, which stays open; a stream
  /// that goes on past `limit` bytes is refused as soon as it does.
  static func read(descriptor: Int32, limit: Int, purpose: String) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    // A regular file says its size: room for it at once, not grown and copied as it is read.
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
      bytes.reserveCapacity(min(Int(info.st_size), limit) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system("read", errno)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else {
        throw Failure(reason: "goes on past \(limit) bytes, \(purpose)")
      }
      bytes += chunk[0..<count]
    }
  }
}

// `FileBytes.read` shadows the C function inside the enum.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
