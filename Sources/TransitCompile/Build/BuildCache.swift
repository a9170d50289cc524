import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `transit run` keeps what it built, outside the repository and the developer's folders:
/// `$TRANSIT_CACHE_DIR`, or `${XDG_CACHE_HOME:-~/.cache}/transit/run`. Each build is a folder
/// named by the digest of everything that went into it, so a build is reused exactly when
/// nothing changed.
///
/// The cache is the user's own, since what it holds is run as them: the folders Transit makes
/// for it are 0700 (as the XDG Base Directory Specification asks of a folder it creates), and
/// a cache folder, an entry or a file in it that another user owns or others may write to is
/// refused, saying why (`OwnFiles`). Each entry holds a record, `transit-build`, written when
/// it was built, only the user may write, with the SHA-256 of what it holds (the program, the
/// compiler's errors, or the generated modules of `StandInModules`); a program is run, errors
/// shown and modules used only when they still have it.
///
/// A build is made in a working folder (`WorkFolder`) and renamed into place whole, so a crash
/// or a second `transit run` at the same moment never leaves half a build under a key.
/// Pruning removes only entries that carry the record; anything else in the folder is left.
package struct BuildCache: Sendable {
  package let root: URL
  /// Builds kept; the least recently used go first.
  static let capacity = 16
  /// The record in each entry.
  static let recordName = "transit-build"

  package init(root: URL) {
    self.root = root
  }

  /// The cache the environment names.
  package static func fromEnvironment() -> BuildCache {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["TRANSIT_CACHE_DIR"], !explicit.isEmpty {
      return BuildCache(root: URL(fileURLWithPath: explicit))
    }
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    return BuildCache(root: base.appendingPathComponent("transit/run"))
  }

  /// What an entry holds.
  package enum Entry: Equatable, Sendable {
    /// The program, checked against its record.
    case program(URL)
    /// The compiler's output for files that did not compile, checked against its record.
    case diagnostics(String)
    /// The generated modules' interfaces, each read once and checked against its record.
    case modules([StandInModules.File])
  }

  /// Makes the cache folder where it is missing (and the folders above it, each 0700), checks
  /// that it and the folders above it are the user's, and removes what crashed runs left.
  package func prepare() throws {
    try makeRoot()
    try checkRoot()
    WorkFolder.sweep(root)
  }

  /// The folder of the build with this key.
  func folder(for key: String) -> URL { root.appendingPathComponent(key) }

  /// A new working folder in the cache.
  package func workFolder(for purpose: WorkFolder.Purpose) throws -> WorkFolder {
    try WorkFolder.make(in: root, for: purpose)
  }

  /// What the cache holds under `key`, checked; nil when it holds nothing there.
  func entry(for key: String) throws -> Entry? {
    let folder = folder(for: key)
    var info = stat()
    guard lstat(folder.path, &info) == 0 else { return nil }
    if let problem = OwnFiles.problem(info, kind: S_IFDIR) {
      throw RunError.untrustedCache(path: folder.path, reason: problem)
    }
    let record = folder.appendingPathComponent(Self.recordName).path
    let text: String
    do {
      text = String(decoding: try OwnFiles.readOwnFile(record, limit: 4096), as: UTF8.self)
    } catch {
      throw RunError.untrustedCache(
        path: error.path,
        reason: error.missing ? "is missing, so Transit did not make this build" : error.reason)
    }
    let fields = text.split(separator: "\n").dropFirst().first?.split(separator: " ") ?? []
    guard text.hasPrefix(Self.recordHeading + "\n"), fields.count == 2 else {
      throw RunError.untrustedCache(path: record, reason: "is not a record Transit wrote")
    }
    let digest = String(fields[1])
    switch fields[0] {
    case "program":
      let program = folder.appendingPathComponent("program")
      if let problem = OwnFiles.problem(program.path, kind: S_IFREG) {
        throw RunError.untrustedCache(path: program.path, reason: problem)
      }
      guard try ContentHash.files([program]) == [digest] else {
        throw RunError.untrustedCache(
          path: program.path,
          reason: "is not the program Transit built: its SHA-256 differs from the one recorded "
            + "in \(Self.recordName) when it was built")
      }
      return .program(program)
    case "diagnostics":
      let path = folder.appendingPathComponent("diagnostics.txt").path
      let bytes: [UInt8]
      do {
        bytes = try OwnFiles.readOwnFile(path, limit: 32 << 20)
      } catch {
        throw RunError.untrustedCache(path: error.path, reason: error.reason)
      }
      guard try ContentHash.bytes(bytes) == digest else {
        throw RunError.untrustedCache(
          path: path,
          reason: "is not what the compiler said: its SHA-256 differs from the one recorded "
            + "in \(Self.recordName) when it was built")
      }
      return .diagnostics(String(decoding: bytes, as: UTF8.self))
    case "modules":
      var files: [StandInModules.File] = []
      for name in StandInModules.fileNames {
        let path = folder.appendingPathComponent(name).path
        do {
          files.append(.init(name: name, bytes: try OwnFiles.readOwnFile(path, limit: 64 << 20)))
        } catch {
          throw RunError.untrustedCache(path: error.path, reason: error.reason)
        }
      }
      guard try Self.digest(of: files) == digest else {
        throw RunError.untrustedCache(
          path: folder.path,
          reason: "does not hold the modules Transit built: their SHA-256 differs from the one "
            + "recorded in \(Self.recordName) when they were built")
      }
      return .modules(files)
    default:
      throw RunError.untrustedCache(path: record, reason: "is not a record Transit wrote")
    }
  }

  /// The record's first line, which names its format.
  static let recordHeading = "transit run build 1"

  /// Records what `work` holds (its `program`, or its `diagnostics.txt`) and renames it into
  /// place under `key`. When another run put the same build there first, that one is checked
  /// and kept, and this one removed: both were built from the same inputs.
  func commit(_ work: WorkFolder, as key: String, program: Bool) throws -> Entry {
    let name = program ? "program" : "diagnostics.txt"
    let file = work.url.appendingPathComponent(name)
    let digest = try ContentHash.files([file])[0]
    return try commit(work, as: key, kind: program ? "program" : "diagnostics", digest: digest)
  }

  /// Records the generated modules `work` holds (`StandInModules.fileNames`) and renames it
  /// into place under `key`, as `commit(_:as:program:)` does a program.
  func commitModules(_ work: WorkFolder, as key: String) throws -> Entry {
    var files: [StandInModules.File] = []
    for name in StandInModules.fileNames {
      let path = work.url.appendingPathComponent(name).path
      do {
        files.append(.init(name: name, bytes: try OwnFiles.readOwnFile(path, limit: 64 << 20)))
      } catch {
        throw RunError.toolMissing("the compiler did not make \(error.path): \(error.reason)")
      }
    }
    return try commit(work, as: key, kind: "modules", digest: try Self.digest(of: files))
  }

  /// The digest a record keeps for generated modules: of each file's name, length and bytes,
  /// in order, so no two different sets of files share it.
  static func digest(of files: [StandInModules.File]) throws -> String {
    var framed: [UInt8] = []
    for file in files { framed += Array("\(file.name) \(file.bytes.count)\n".utf8) + file.bytes }
    return try ContentHash.bytes(framed)
  }

  private func commit(_ work: WorkFolder, as key: String, kind: String, digest: String) throws
    -> Entry
  {
    try OwnFiles.writeNewFile(
      work.url.appendingPathComponent(Self.recordName).path,
      Array("\(Self.recordHeading)\n\(kind) \(digest)\n".utf8))
    if try work.keep(as: folder(for: key)) {
      prune(keeping: key)
    } else {
      work.remove()
    }
    guard let entry = try entry(for: key) else {
      throw RunError.toolMissing("the build under \(folder(for: key).path) vanished")
    }
    return entry
  }

  /// Marks a build as just used, so pruning keeps it.
  func touch(_ key: String) {
    try? FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: folder(for: key).path)
  }

  /// Removes the least recently used builds beyond `capacity`: only folders named as a key,
  /// the user's own, holding Transit's record.
  func prune(keeping key: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
      return
    }
    var builds: [(name: String, used: Double)] = []
    for name in names where Self.isKey(name) {
      let folder = root.appendingPathComponent(name).path
      var info = stat()
      guard lstat(folder, &info) == 0, OwnFiles.problem(info, kind: S_IFDIR) == nil,
        OwnFiles.problem(folder + "/" + Self.recordName, kind: S_IFREG) == nil
      else { continue }
      #if canImport(Glibc)
        let used = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
      #else
        let used = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
      #endif
      builds.append((name, used))
    }
    guard builds.count > Self.capacity else { return }
    let sorted = builds.sorted { ($0.used, $0.name) > ($1.used, $1.name) }
    for build in sorted.dropFirst(Self.capacity) where build.name != key {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(build.name))
    }
  }

  /// Whether `name` is a key: 64 lowercase hexadecimal digits, as SHA-256 is written.
  static func isKey(_ name: String) -> Bool {
    name.utf8.count == 64
      && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// The folder `path` (absolute) is in. (Not `NSString.deletingLastPathComponent`, which
  /// crashes on one-character paths in swift-corelibs-foundation 6.3.)
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// Makes the cache folder and the missing folders above it, only the user's.
  private func makeRoot() throws {
    var missing: [String] = []
    var path = root.standardized.path
    var info = stat()
    while lstat(path, &info) != 0, errno == ENOENT, path != "/" {
      missing.append(path)
      path = Self.parent(of: path)
    }
    for folder in missing.reversed() {
      if mkdir(folder, 0o700) != 0, errno != EEXIST {
        throw RunError.toolMissing(
          "cannot make the cache folder \(folder): \(OwnFiles.reason(errno))")
      }
    }
  }

  /// Refuses a cache folder that is not the user's own, or that sits in a folder someone else
  /// could replace it in.
  private func checkRoot() throws {
    guard let resolved = realpath(root.path, nil) else {
      throw RunError.untrustedCache(
        path: root.path, reason: "cannot be examined: \(OwnFiles.reason(errno))")
    }
    let real = String(cString: resolved)
    free(resolved)
    if let problem = OwnFiles.problem(real, kind: S_IFDIR) {
      throw RunError.untrustedCache(
        path: root.path == real ? real : "\(root.path) (\(real))", reason: problem)
    }
    var above = real
    while above != "/" {
      above = Self.parent(of: above)
      if let problem = OwnFiles.ancestorProblem(above) {
        throw RunError.untrustedCache(path: above, reason: problem)
      }
    }
  }
}
