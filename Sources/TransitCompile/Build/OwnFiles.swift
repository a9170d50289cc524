import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks that make `transit run`'s cache the user's own: whatever it runs or shows from
/// there is in a folder, and a file, that only the user could have put there.
///
/// A folder or file passes when the user running `transit` owns it and neither its group nor
/// anyone else may write to it, and it is not a symbolic link. The folders above the cache
/// pass when they belong to the user or to root and only their owner may write to them, or
/// anyone may but only an entry's owner may rename or remove it (the sticky bit of `/tmp`):
/// otherwise someone else could swap the cache for one of their own. These are the checks
/// OpenSSH makes with `StrictModes` before it trusts a user's files.
enum OwnFiles {
  /// Why `path` cannot be trusted, or nil when it can: owned by `user`, no group or other write
  /// permission, and of the `kind` expected (`S_IFDIR`, `S_IFREG`), never a link.
  static func problem(_ path: String, kind: mode_t, user: uid_t = geteuid()) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "cannot be examined: \(reason(errno))" }
    return problem(info, kind: kind, user: user)
  }

  /// As `problem(_:kind:user:)`, for what `fstat` or `lstat` said.
  static func problem(_ info: stat, kind: mode_t, user: uid_t = geteuid()) -> String? {
    let type = info.st_mode & S_IFMT
    if type == S_IFLNK { return "is a symbolic link, where Transit expects its own \(noun(kind))" }
    if type != kind { return "is not a \(noun(kind)) Transit made" }
    if info.st_uid != user {
      return "belongs to user \(info.st_uid), not to you (user \(user))"
    }
    if info.st_mode & 0o022 != 0 {
      return "can be written by "
        + (info.st_mode & 0o002 != 0 ? "any user" : "its group (\(info.st_gid))")
        + String(format: " (mode %o)", info.st_mode & 0o7777)
    }
    return nil
  }

  /// Why a folder above the cache lets someone else replace it, or nil when none does.
  static func ancestorProblem(_ path: String, user: uid_t = geteuid()) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return "cannot be examined: \(reason(errno))" }
    if info.st_uid != user && info.st_uid != 0 {
      return "belongs to user \(info.st_uid), who could replace the cache inside it"
    }
    let sticky = info.st_mode & S_ISVTX != 0
    if info.st_mode & 0o022 != 0 && !sticky {
      return "can be written by others"
        + String(format: " (mode %o)", info.st_mode & 0o7777)
        + ", who could replace the cache inside it"
    }
    return nil
  }

  /// Opens `path` for reading as a regular file the user owns and only they may write,
  /// without following a link or waiting on a FIFO; the descriptor is the caller's to close.
  static func openOwnFile(_ path: String) throws(OwnFileProblem) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw OwnFileProblem(
        path: path,
        reason: code == ELOOP
          ? "is a symbolic link, where Transit expects its own file"
          : code == ENOENT ? "is missing" : "cannot be opened: \(reason(code))",
        missing: code == ENOENT)
    }
    var info = stat()
    if fstat(descriptor, &info) != 0 {
      let code = errno
      close(descriptor)
      throw OwnFileProblem(path: path, reason: "cannot be examined: \(reason(code))")
    }
    if let problem = problem(info, kind: S_IFREG) {
      close(descriptor)
      throw OwnFileProblem(path: path, reason: problem)
    }
    return descriptor
  }

  /// Reads the whole of a file `openOwnFile` accepts, up to `limit` bytes.
  static func readOwnFile(_ path: String, limit: Int) throws(OwnFileProblem) -> [UInt8] {
    let descriptor = try openOwnFile(path)
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw OwnFileProblem(path: path, reason: "cannot be read: \(reason(errno))")
      }
      if count == 0 { return bytes }
      bytes += buffer[0..<count]
      if bytes.count > limit {
        throw OwnFileProblem(path: path, reason: "is larger than \(limit) bytes")
      }
    }
  }

  /// Creates `path` as a new file only the user may read and write, and writes `bytes` to it.
  static func writeNewFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o600) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw RunError.toolMissing("cannot create \(path): \(reason(errno))")
    }
    defer { close(descriptor) }
    // The mode is what the file gets whatever the umask says.
    _ = fchmod(descriptor, mode)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw RunError.toolMissing("cannot write \(path): \(reason(errno))")
      }
      written += count
    }
  }

  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

  private static func noun(_ kind: mode_t) -> String { kind == S_IFDIR ? "folder" : "file" }
}

/// A file in the cache that fails `OwnFiles`' checks, and why.
struct OwnFileProblem: Error {
  let path: String
  let reason: String
  var missing = false
}
