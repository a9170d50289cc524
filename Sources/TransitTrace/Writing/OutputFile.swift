import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output written beside its destination and renamed into place only when complete, so a
/// failure or an interrupted run never leaves a half-written file where a whole one was.
///
/// While it is open the content lives in `<target>.partial`; a run that is killed leaves that
/// file behind, readable as far as it got, and the destination untouched. Folders made for it
/// are removed again when it is discarded, so a refused input leaves nothing behind.
///
/// The target is the destination with symbolic links followed, so a link keeps pointing at a
/// file that now holds the output. A destination that exists and is not a regular file (a
/// device such as `/dev/null`, a FIFO) or that names a process's open file (`/dev/stdout`,
/// anything in `/proc`) is written in place, as a user redirecting output there expects: there
/// is no file to swap, and what was written cannot be taken back. A folder is refused.
package final class OutputFile {
  /// Where the output ends up, as given.
  package let destination: String
  /// The file renamed over, or written in place: `destination` with symbolic links followed.
  package let target: String
  /// Where it is written until `commit()`; nil when it is written in place.
  package let temporaryPath: String?
  private var writer: LogWriter?
  /// Whether the temporary file has been renamed onto the target.
  private var placed = false
  /// The folders made for the output, outermost first.
  private var madeFolders: [String] = []

  /// Opens `<target>.partial` for writing, creating the target's folder if needed; or, for a
  /// device, a FIFO or a process's open file, opens the destination itself.
  package init(destination: String) throws {
    guard !destination.isEmpty else {
      throw OutputPathError(path: destination, problem: "the output path is empty")
    }
    self.destination = destination
    switch try Self.placement(of: destination) {
    case .replace(let path):
      target = path
      let temporary = path + ".partial"
      temporaryPath = temporary
      try Self.createFolder(Self.folder(of: path), made: &madeFolders)
      do {
        writer = try LogWriter(path: temporary)
      } catch {
        removeMadeFolders()
        throw error
      }
    case .inPlace:
      target = destination
      temporaryPath = nil
      writer = try LogWriter(existing: destination)
    }
  }

  deinit { discard() }

  /// The writer to append to until `commit()`.
  package var sink: LogWriter {
    guard let writer else { preconditionFailure("OutputFile used after commit or discard") }
    return writer
  }

  /// Appends text as it is.
  package func write(_ text: String) throws {
    try sink.write(line: text)
  }

  /// Syncs the temporary file and renames it over the target.
  package func commit() throws {
    try sync()
    try place()
  }

  /// Syncs what was written to disk and closes it, leaving the destination as it was. On
  /// failure the temporary file is removed.
  func sync() throws {
    guard let writer else { return }
    self.writer = nil
    do {
      try writer.close()
    } catch {
      removeTemporary()
      throw error
    }
  }

  /// Renames the synced temporary file onto the target.
  func place() throws {
    guard let temporaryPath, !placed else { return }
    guard rename(temporaryPath, target) == 0 else {
      let code = errno
      removeTemporary()
      throw LogWriteError(path: destination, operation: "rename into place", code: code)
    }
    placed = true
  }

  /// Removes the temporary file and leaves the destination as it was. Output already written
  /// in place cannot be taken back.
  package func discard() {
    if let writer {
      self.writer = nil
      try? writer.close()
    }
    removeTemporary()
  }

  private func removeTemporary() {
    guard let temporaryPath, !placed else { return }
    unlink(temporaryPath)
    removeMadeFolders()
  }

  /// Removes the folders made for the output, innermost first, each only if it is empty: one
  /// that something else was put in since stays.
  func removeMadeFolders() {
    for folder in madeFolders.reversed() {
      guard rmdir(folder) == 0 else { break }
    }
    madeFolders = []
  }

  /// Writes `text` to `destination` whole, or not at all.
  package static func write(_ text: String, to destination: String) throws {
    try write(bytes: Array(text.utf8), to: destination)
  }

  /// Writes `bytes` to `destination` whole, or not at all.
  package static func write(bytes: [UInt8], to destination: String) throws {
    try write([(destination, bytes)])
  }

  /// Writes several outputs as a set: every temporary file is written and synced, and every
  /// destination checked, before any is renamed into place, so a failure leaves none of the
  /// set behind. Should a rename itself fail, the outputs of the set that did not exist before
  /// are removed again.
  package static func write(_ outputs: [(path: String, bytes: [UInt8])]) throws {
    var files: [OutputFile] = []
    var created: [String] = []
    do {
      for output in outputs {
        let file = try OutputFile(destination: output.path)
        files.append(file)
        try file.sink.write(bytes: output.bytes)
      }
      for file in files { try file.sync() }
      for file in files {
        var info = stat()
        let existed = lstat(file.target, &info) == 0
        try file.place()
        if !existed && file.temporaryPath != nil { created.append(file.target) }
      }
    } catch {
      // The last first: a folder made by one output holds the later outputs' files.
      for file in files.reversed() { file.discard() }
      for path in created { unlink(path) }
      for file in files.reversed() { file.removeMadeFolders() }
      throw error
    }
  }

  /// How an output reaches its destination.
  enum Placement {
    /// A temporary file beside this path (the destination with links followed) is renamed
    /// over it.
    case replace(String)
    /// The destination is opened and written as it is.
    case inPlace
  }

  /// Follows `destination`'s symbolic links to the file the output belongs in, and decides how
  /// to write it.
  static func placement(of destination: String) throws -> Placement {
    var path = destination
    // As many links as the kernel follows before it gives up with ELOOP.
    for _ in 0..<40 {
      if namesProcessFile(path) { return .inPlace }
      var info = stat()
      // A missing file is created; a parent that is not a folder is reported when the
      // folder is made.
      guard lstat(path, &info) == 0 else { return .replace(path) }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        let link = try readLink(path)
        let folder = Self.folder(of: path)
        path = link.hasPrefix("/") || folder.isEmpty ? link : folder + "/" + link
      case S_IFDIR:
        throw OutputPathError(
          path: destination, problem: "is a folder; give the path of a file to write")
      case S_IFREG:
        return .replace(path)
      default:
        return .inPlace
      }
    }
    throw LogWriteError(path: destination, operation: "follow links", code: ELOOP)
  }

  /// Whether `path` lies in `/proc`, whose files stand for a process's open files
  /// (`/dev/stdout` links to `/proc/self/fd/1`): renaming over one would replace the link,
  /// and the file behind it may be a pipe or a file another program opened.
  private static func namesProcessFile(_ path: String) -> Bool {
    let folder = Self.folder(of: path)
    guard let resolved = realpath(folder.isEmpty ? "." : folder, nil) else { return false }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return real == "/proc" || real.hasPrefix("/proc/")
  }

  private static func readLink(_ path: String) throws -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw LogWriteError(path: path, operation: "read link", code: errno) }
    return String(
      decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The folder part of `path`: `a/b` for `a/b/c`, `/` for `/c`, and empty for `c`.
  /// (`NSString.deletingLastPathComponent` crashes on one-character paths in
  /// swift-corelibs-foundation 6.3.)
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates `folder` and the folders above it that are missing, adding each one made to
  /// `made`, outermost first, and reporting the system's reason when one cannot be made.
  static func createFolder(_ folder: String, made: inout [String]) throws {
    guard !folder.isEmpty else { return }
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw LogWriteError(path: folder, operation: "use as a folder", code: ENOTDIR)
      }
      return
    }
    let code = errno
    guard code == ENOENT else {
      throw LogWriteError(path: folder, operation: "create folder", code: code)
    }
    let parent = Self.folder(of: folder)
    if parent != folder { try createFolder(parent, made: &made) }
    if mkdir(folder, 0o777) == 0 {
      made.append(folder)
    } else if errno != EEXIST {
      throw LogWriteError(path: folder, operation: "create folder", code: errno)
    }
  }
}

/// An output path that cannot be written to, whatever the system says: a folder, or nothing.
package struct OutputPathError: Error, CustomStringConvertible, Sendable {
  package var path: String
  /// What is wrong with the path, and what was expected.
  package var problem: String

  package init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  package var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}
