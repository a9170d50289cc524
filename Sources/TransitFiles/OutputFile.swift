import Foundation
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output written beside its destination and renamed into place only when complete, so a
/// failure or an interrupted run never leaves a half-written file where a whole one was.
///
/// While it is open the content lives in a temporary file of its own in the target's folder,
/// `.<name>.<random>.tmp`, created with `O_EXCL` and `O_NOFOLLOW`: it is always a new file, so
/// nothing planted under a name Transit might use (a link, a FIFO) is ever opened or written
/// through, and two runs writing the same output each write their own file; the last rename
/// wins, and the destination always holds one run's output whole. The temporary file gets the
/// permissions (and, where allowed, the owner) the target already has, or those a new file
/// gets, before anything is written to it. A run that is killed leaves that file behind,
/// readable as far as it got, and the destination untouched. Folders made for it are removed
/// again when it is discarded, so a refused input leaves nothing behind.
///
/// The target is the destination with symbolic links followed, so a link keeps pointing at a
/// file that now holds the output. A link is followed only where the kernel's own
/// `protected_symlinks` rule would follow it: not one another user owns in a folder anyone may
/// write to (such as `/tmp`), where it could send the output over any file of yours.
///
/// A destination that exists and is not a regular file (a device such as `/dev/null`, a FIFO)
/// or that names a process's open file (`/dev/stdout`, anything in `/proc`) is written in
/// place, as a user redirecting output there expects: there is no file to swap, and what was
/// written cannot be taken back. It is opened without blocking, so a FIFO that nothing reads
/// is refused at once rather than waited on. A folder is refused.
///
/// A destination Transit chose itself (`Traces/NAME.jsonl`, `Output/NAME.svg`, an exercise's
/// files) is only ever a regular file in its folder: no link there is followed, neither at
/// the name (a cloned folder can ship `Traces/card-zoom.jsonl` as a link to `~/.bashrc`) nor,
/// where Transit chose the folder too, at the folder; a link or anything but a regular file
/// there is refused, naming it. The file is replaced by renaming within the folder, held
/// open, so a link put there meanwhile is replaced, never written through.
package final class OutputFile {
  /// Who named the destination, which decides what may stand there.
  package enum Naming: Sendable, Equatable {
    /// The user, with `--output`: links are followed, and a device or a FIFO is written in
    /// place.
    case given
    /// Transit chose the file's name, in a folder the user named (`--output-dir`): the name is
    /// only ever a regular file, never a link.
    case chosenName
    /// Transit chose the name and its folder, from a log's or a scenario's name
    /// (`Traces/NAME.jsonl`): neither is ever a link, and only a regular file is replaced.
    case chosen
  }

  /// Where the output ends up, as given.
  package let destination: String
  /// The file renamed over, or written in place: `destination` with symbolic links followed.
  package let target: String
  /// Where it is written until `commit()`; nil when it is written in place.
  package let temporaryPath: String?
  private var writer: LogWriter?
  /// The target's folder, held open so the temporary file, the rename and any removal all
  /// happen in that one folder, whatever happens to its path meanwhile; -1 in place.
  private var folderDescriptor: Int32 = -1
  /// The target's and the temporary file's names in that folder.
  private let targetName: String
  private let temporaryName: String
  /// The temporary file's device and inode, so that only the file this run made is ever
  /// removed, never one another run put under the same name.
  private var temporaryIdentity: (device: UInt64, inode: UInt64)?
  /// Whether the temporary file has been renamed onto the target.
  private var placed = false
  /// The folders made for the output, outermost first.
  private var madeFolders: [String] = []

  /// Creates the temporary file beside the target, creating the target's folder if needed;
  /// or, for a device, a FIFO or a process's open file named with `.given`, opens the
  /// destination itself.
  package init(destination: String, naming: Naming = .given) throws {
    guard !destination.isEmpty else {
      throw OutputPathError(path: destination, problem: "the output path is empty")
    }
    self.destination = destination
    switch naming == .given ? try Self.placement(of: destination) : try Self.chosen(destination) {
    case .replace(let path):
      target = path
      let folder = Self.folder(of: path)
      targetName = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
      guard !targetName.isEmpty, targetName != ".", targetName != ".." else {
        throw OutputPathError(path: destination, problem: "names no file; give the path of a file")
      }
      try Self.createFolder(folder, made: &madeFolders)
      let noFollow = naming == .chosen && !folder.isEmpty ? O_NOFOLLOW : 0
      let descriptor = open(
        folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | noFollow)
      guard descriptor >= 0 else {
        let code = errno
        Self.removeFolders(madeFolders)
        var info = stat()
        if noFollow != 0, lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
          throw OutputPathError(path: folder, problem: Self.linkAtChosenName)
        }
        throw LogWriteError(path: folder, operation: "open folder", code: code)
      }
      folderDescriptor = descriptor
      let created: (name: String, descriptor: Int32)
      do {
        created = try Self.createTemporary(for: targetName, in: descriptor, path: destination)
      } catch {
        close(descriptor)
        folderDescriptor = -1
        Self.removeFolders(madeFolders)
        throw error
      }
      temporaryName = created.name
      temporaryPath = folder.isEmpty ? created.name : folder + "/" + created.name
      var info = stat()
      if fstat(created.descriptor, &info) == 0 {
        temporaryIdentity = (
          UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)
        )
      }
      writer = LogWriter(ownedDescriptor: created.descriptor, path: destination)
      Self.takeMode(of: targetName, in: descriptor, for: created.descriptor)
    case .inPlace:
      guard naming == .given else {
        throw OutputPathError(
          path: destination,
          problem:
            "is not a regular file; Transit replaces only a regular file at a name it chose, "
            + "so give --output to write there")
      }
      target = destination
      targetName = ""
      temporaryName = ""
      temporaryPath = nil
      writer = LogWriter(ownedDescriptor: try Self.openInPlace(destination), path: destination)
    }
  }

  deinit {
    discard()
    if folderDescriptor >= 0 { close(folderDescriptor) }
  }

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

  /// Renames the synced temporary file onto the target, and syncs the folder so the rename
  /// itself survives a crash.
  func place() throws {
    guard temporaryPath != nil, !placed else { return }
    guard renameat(folderDescriptor, temporaryName, folderDescriptor, targetName) == 0 else {
      let code = errno
      removeTemporary()
      throw LogWriteError(path: destination, operation: "rename into place", code: code)
    }
    placed = true
    _ = fsync(folderDescriptor)
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
    guard temporaryPath != nil, !placed else { return }
    removeOwn(temporaryName)
    removeMadeFolders()
  }

  /// Removes the folders made for the output, innermost first, each only if it is empty: one
  /// that something else was put in since stays.
  func removeMadeFolders() {
    Self.removeFolders(madeFolders)
    madeFolders = []
  }

  /// Removes `folders` (outermost first), innermost first, while each is empty.
  private static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() {
      guard rmdir(folder) == 0 else { break }
    }
  }

  /// Removes `name` from the target's folder if it is still the file this run created.
  private func removeOwn(_ name: String) {
    guard folderDescriptor >= 0, let identity = temporaryIdentity else { return }
    var info = stat()
    guard fstatat(folderDescriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      UInt64(truncatingIfNeeded: info.st_dev) == identity.device,
      UInt64(truncatingIfNeeded: info.st_ino) == identity.inode
    else { return }
    unlinkat(folderDescriptor, name, 0)
  }

  /// Writes `text` to `destination` whole, or not at all.
  package static func write(_ text: String, to destination: String, naming: Naming = .given)
    throws
  {
    try write(bytes: Array(text.utf8), to: destination, naming: naming)
  }

  /// Writes `bytes` to `destination` whole, or not at all.
  package static func write(bytes: [UInt8], to destination: String, naming: Naming = .given)
    throws
  {
    try write([(destination, bytes)], naming: naming)
  }

  /// Writes several outputs as a set: every temporary file is written and synced, and every
  /// destination checked, before any is renamed into place, so a failure leaves none of the
  /// set behind. Should a rename itself fail, the outputs of the set that did not exist before
  /// are removed again.
  package static func write(_ outputs: [(path: String, bytes: [UInt8])], naming: Naming = .given)
    throws
  {
    try write(outputs.map { ($0.path, $0.bytes, naming) })
  }

  /// Writes several outputs as a set, as `write(_:naming:)` does, each named as it says.
  package static func write(_ outputs: [(path: String, bytes: [UInt8], naming: Naming)]) throws {
    var files: [OutputFile] = []
    var created: [OutputFile] = []
    do {
      for output in outputs {
        let file = try OutputFile(destination: output.path, naming: output.naming)
        files.append(file)
        try file.sink.write(bytes: output.bytes)
      }
      for file in files { try file.sync() }
      for file in files {
        var info = stat()
        let existed =
          file.temporaryPath == nil
          || fstatat(file.folderDescriptor, file.targetName, &info, AT_SYMLINK_NOFOLLOW) == 0
        try file.place()
        if !existed { created.append(file) }
      }
    } catch {
      // The last first: a folder made by one output holds the later outputs' files.
      for file in files.reversed() { file.discard() }
      for file in created { file.removeOwn(file.targetName) }
      for file in files.reversed() { file.removeMadeFolders() }
      throw error
    }
  }

  /// Why a link at a name Transit chose is refused.
  static let linkAtChosenName =
    "is a symbolic link; at a name Transit chose it writes only a regular file, never through "
    + "a link (remove the link, or give --output to write where it leads)"

  /// How an output at a name Transit chose reaches its destination: the name itself, never a
  /// link, replaced when it is a regular file or missing.
  static func chosen(_ destination: String) throws -> Placement {
    var info = stat()
    guard lstat(destination, &info) == 0 else { return .replace(destination) }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: throw OutputPathError(path: destination, problem: linkAtChosenName)
    case S_IFDIR:
      throw OutputPathError(
        path: destination, problem: "is a folder; give the path of a file to write")
    case S_IFREG: return .replace(destination)
    default: return .inPlace
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
        let folder = Self.folder(of: path)
        try checkFollowable(path, link: info, folder: folder)
        let link = try readLink(path)
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

  /// Refuses to follow a link that another user owns in a folder anyone may write to and only
  /// owners may delete from (`/tmp`): the rule Linux applies with `fs.protected_symlinks`,
  /// which Transit must apply itself since it follows links by reading them.
  private static func checkFollowable(_ path: String, link: stat, folder: String) throws {
    var folderInfo = stat()
    guard stat(folder.isEmpty ? "." : folder, &folderInfo) == 0 else { return }
    let shared =
      folderInfo.st_mode & S_ISVTX != 0 && folderInfo.st_mode & S_IWOTH != 0
    guard shared, link.st_uid != geteuid(), link.st_uid != folderInfo.st_uid else { return }
    throw OutputPathError(
      path: path,
      problem:
        "is a symbolic link another user owns in a folder anyone may write to; Transit does "
        + "not follow it (give the path of the file itself)")
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

  /// Creates a new file for `name` in `folder` that no one else can have opened: a name with
  /// 64 random bits, `O_EXCL` (a name already taken is never reused, whatever it is) and
  /// `O_NOFOLLOW`, readable and writable by its owner only until `takeMode` gives it the
  /// target's permissions.
  private static func createTemporary(for name: String, in folder: Int32, path: String) throws
    -> (name: String, descriptor: Int32)
  {
    // Short enough that the temporary name stays within NAME_MAX whatever the target's is.
    let stem = name.utf8.count <= 128 ? name : "transit"
    var code: Int32 = EEXIST
    for _ in 0..<32 {
      let random = String(UInt64.random(in: .min ... .max), radix: 16)
      let candidate = "." + stem + "." + random + ".tmp"
      let descriptor = openat(
        folder, candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { return (candidate, descriptor) }
      code = errno
      if code != EEXIST { break }
    }
    throw LogWriteError(path: path, operation: "create a temporary file beside it", code: code)
  }

  /// Gives the temporary file the permissions of the file it replaces (its owner and group
  /// too, where the system allows), or those a new file gets from the umask.
  private static func takeMode(of name: String, in folder: Int32, for descriptor: Int32) {
    var info = stat()
    if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & S_IFMT == S_IFREG
    {
      // Set-user-ID and set-group-ID bits are not carried over: they belong to a program,
      // and this is new content.
      _ = fchown(descriptor, info.st_uid, info.st_gid)
      _ = fchmod(descriptor, info.st_mode & 0o1777)
    } else {
      _ = fchmod(descriptor, 0o666 & ~currentUmask())
    }
  }

  /// The process's umask. Reading it means setting it, so it is set straight back; Transit
  /// creates no file on another thread meanwhile.
  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// Opens a device, a FIFO or a process's open file for writing, without blocking: a FIFO
  /// that nothing reads fails at once (ENXIO) instead of waiting for a reader that may never
  /// come. Once open, writes block as usual.
  private static func openInPlace(_ path: String) throws -> Int32 {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENXIO {
        throw OutputPathError(
          path: path, problem: "is a FIFO that nothing reads; start its reader first")
      }
      throw LogWriteError(path: path, operation: "open", code: code)
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return descriptor
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

  package var description: String {
    path.isEmpty ? problem : "\(VisibleText.escaped(path)): \(problem)"
  }
}
