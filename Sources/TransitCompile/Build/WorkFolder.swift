import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder `transit run` works in for the length of one run, in its cache: `.building-…`,
/// where a program is compiled before it is renamed into place, or `.running-…`, where the
/// program writes its log. Only the user may enter it (0700).
///
/// It holds a file, `transit-work`, which marks it as Transit's and which the run keeps locked
/// (`flock`) while it lasts. The run removes the folder on every way out, a signal included;
/// a run that could not (it was killed with SIGKILL, the machine went down) leaves it
/// unlocked, since the system releases a dead process's locks, and the next run's `sweep`
/// removes it. A folder in use is locked, and a folder without the mark is not Transit's:
/// neither is ever touched.
package final class WorkFolder {
  /// What the folder is for, which is its name's prefix.
  package enum Purpose: String, CaseIterable, Sendable {
    /// A program being compiled.
    case building = ".building-"
    /// A program running, writing its log.
    case running = ".running-"
  }

  /// The name of the mark and lock inside.
  static let markName = "transit-work"

  package let url: URL
  /// The mark, held open and locked while the folder is in use.
  private var lock: Int32
  /// Whether the folder was renamed into the cache, so it is no longer this run's to remove.
  private var kept = false

  private init(url: URL, lock: Int32) {
    self.url = url
    self.lock = lock
  }

  deinit { remove() }

  /// Makes a new folder for `purpose` in `root`, marked and locked.
  static func make(in root: URL, for purpose: Purpose) throws -> WorkFolder {
    for _ in 0..<8 {
      let folder = root.appendingPathComponent(purpose.rawValue + UUID().uuidString)
      guard mkdir(folder.path, 0o700) == 0 else {
        if errno == EEXIST { continue }
        throw RunError.toolMissing(
          "cannot make a folder in the cache \(root.path): \(OwnFiles.reason(errno))")
      }
      let mark = folder.appendingPathComponent(markName).path
      let descriptor = open(mark, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        rmdir(folder.path)
        continue
      }
      // A sweep that found the folder between the two steps above may have taken the lock and
      // removed the folder: then the mark is no longer where it was made, and another is made.
      var opened = stat()
      var found = stat()
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &opened) == 0,
        lstat(mark, &found) == 0, opened.st_ino == found.st_ino, opened.st_dev == found.st_dev
      {
        return WorkFolder(url: folder, lock: descriptor)
      }
      close(descriptor)
    }
    throw RunError.toolMissing("cannot make a working folder in the cache \(root.path)")
  }

  /// Renames the folder to `destination`; false, leaving it where it is, when something is
  /// already there.
  func keep(as destination: URL) throws -> Bool {
    if rename(url.path, destination.path) == 0 {
      kept = true
      release()
      return true
    }
    let code = errno
    if code == EEXIST || code == ENOTEMPTY { return false }
    throw RunError.toolMissing(
      "cannot keep the build in \(destination.path): \(OwnFiles.reason(code))")
  }

  /// Removes the folder and everything in it, unless it was renamed into the cache.
  package func remove() {
    guard !kept, lock >= 0 else { return }
    try? FileManager.default.removeItem(at: url)
    release()
  }

  private func release() {
    if lock >= 0 { close(lock) }
    lock = -1
  }

  /// Removes what runs that ended without cleaning up left in `root`: each folder named for a
  /// purpose that holds Transit's mark, is the user's own, and whose mark nobody holds locked.
  static func sweep(_ root: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
      return
    }
    for name in names where Purpose.allCases.contains(where: { name.hasPrefix($0.rawValue) }) {
      let folder = root.appendingPathComponent(name)
      guard OwnFiles.problem(folder.path, kind: S_IFDIR) == nil else { continue }
      let mark = folder.appendingPathComponent(markName).path
      guard let descriptor = try? OwnFiles.openOwnFile(mark) else { continue }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        try? FileManager.default.removeItem(at: folder)
      }
      close(descriptor)
    }
  }
}
