import Foundation

/// Where `transit run` keeps what it built, outside the repository and the developer's folders:
/// `$TRANSIT_CACHE_DIR`, or `${XDG_CACHE_HOME:-~/.cache}/transit/run`. Each build is a folder
/// named by the digest of everything that went into it, so a build is reused exactly when
/// nothing changed.
///
/// A build is made in a temporary folder and renamed into place whole, so a crash or a second
/// `transit run` at the same moment never leaves half a build under a key.
package struct BuildCache: Sendable {
  package let root: URL
  /// Builds kept; the least recently used go first.
  static let capacity = 16

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

  /// The folder of the build with this key.
  func folder(for key: String) -> URL { root.appendingPathComponent(key) }

  /// A new empty folder to build in, beside the builds so the final rename stays on one file
  /// system.
  func temporaryFolder() throws -> URL {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let folder = root.appendingPathComponent(".building-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    return folder
  }

  /// Renames a finished build into place. When another run put the same build there first,
  /// that one is kept and this one removed: both were built from the same inputs.
  func commit(_ temporary: URL, as key: String) throws {
    let destination = folder(for: key)
    if rename(temporary.path, destination.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      guard FileManager.default.fileExists(atPath: destination.path) else {
        throw RunError.toolMissing(
          "cannot keep the build in \(destination.path): \(String(cString: strerror(errno)))")
      }
    }
    prune(keeping: key)
  }

  /// Marks a build as just used, so pruning keeps it.
  func touch(_ key: String) {
    try? FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: folder(for: key).path)
  }

  /// Removes the least recently used builds beyond `capacity`.
  private func prune(keeping key: String) {
    let files = FileManager.default
    guard
      let names = try? files.contentsOfDirectory(atPath: root.path).filter({
        !$0.hasPrefix(".")
      }), names.count > Self.capacity
    else { return }
    let dated = names.map { name -> (String, Date) in
      let attributes = try? files.attributesOfItem(atPath: root.appendingPathComponent(name).path)
      return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
    }
    for (name, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.capacity) where name != key {
      try? files.removeItem(at: root.appendingPathComponent(name))
    }
  }
}
