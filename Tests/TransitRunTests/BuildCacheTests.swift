import Foundation
import Testing
import TransitTestSupport

@testable import TransitCompile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit run`'s cache as an attacker who shares its folder, or plants something under a key
/// computed in advance, would meet it: what it refuses, what it runs, what it removes.
@Suite("The build cache is the user's own")
struct BuildCacheTests {
  /// A folder of the test's own, and a cache in it.
  static func cache() throws -> (folder: URL, cache: BuildCache) {
    let folder = try TransitProcess.temporaryDirectory()
    return (folder, BuildCache(root: folder.appendingPathComponent("cache")))
  }

  static func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = lstat(path, &info)
    return info.st_mode & 0o7777
  }

  static let key = String(repeating: "ab", count: 32)

  /// A build committed under `key`, whose program is `text`.
  static func commit(_ cache: BuildCache, key: String = key, text: String = "#!/bin/sh\n")
    throws -> BuildCache.Entry
  {
    let work = try cache.workFolder(for: .building)
    try OwnFiles.writeNewFile(
      work.url.appendingPathComponent("program").path, Array(text.utf8), mode: 0o700)
    return try cache.commit(work, as: key, program: true)
  }

  @Test("the cache and the folders made above it are 0700")
  func madePrivate() throws {
    let (folder, _) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = BuildCache(root: folder.appendingPathComponent("a/b/run"))
    try cache.prepare()
    for path in ["a", "a/b", "a/b/run"] {
      #expect(Self.mode(folder.appendingPathComponent(path).path) == 0o700, "\(path)")
    }
  }

  @Test("a cache others may write to, or whose folder above is, is refused, saying why")
  func sharedFolderRefused() throws {
    let (folder, cache) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    chmod(cache.root.path, 0o777)
    #expect {
      try cache.prepare()
    } throws: { error in
      "\(error)".hasPrefix("\(cache.root.path) can be written by any user (mode 777); ")
    }
    chmod(cache.root.path, 0o770)
    #expect { try cache.prepare() } throws: { "\($0)".contains("can be written by its group") }
    chmod(cache.root.path, 0o700)
    try cache.prepare()
    // A folder above that others may write to, without the sticky bit of /tmp, lets them
    // swap the cache for their own.
    chmod(folder.path, 0o777)
    defer { chmod(folder.path, 0o755) }
    #expect { try cache.prepare() } throws: {
      "\($0)".hasPrefix("\(folder.path) can be written by others (mode 777), who could")
    }
  }

  @Test("a cache, an entry or a program another user owns is refused")
  func otherOwnerRefused() throws {
    // Giving a file away takes root; as any other user, the write-permission checks above
    // and below stand for it.
    guard geteuid() == 0 else { return }
    let (folder, cache) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    _ = try Self.commit(cache)
    let entry = cache.folder(for: Self.key).path
    for path in [entry + "/program", entry + "/transit-build", entry] {
      chown(path, 65534, 65534)
      #expect { try cache.entry(for: Self.key) } throws: {
        "\($0)".hasPrefix("\(path) belongs to user 65534, not to you (user 0)")
      }
      chown(path, 0, 0)
    }
    chown(cache.root.path, 65534, 65534)
    #expect { try cache.prepare() } throws: { "\($0)".contains("belongs to user 65534") }
  }

  @Test("a program is run only with the SHA-256 recorded when it was built")
  func recordedDigest() throws {
    let (folder, cache) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    let entry = try Self.commit(cache)
    let program = cache.folder(for: Self.key).appendingPathComponent("program")
    #expect(entry == .program(program))
    #expect(Self.mode(cache.folder(for: Self.key).path) == 0o700)
    #expect(Self.mode(program.path + "/../transit-build") & 0o077 == 0)
    #expect(try cache.entry(for: Self.key) == .program(program))
    // Changed after the build: refused.
    let handle = try FileHandle(forWritingTo: program)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("touch planted\n".utf8))
    try handle.close()
    #expect { try cache.entry(for: Self.key) } throws: {
      "\($0)".contains("is not the program Transit built: its SHA-256 differs")
    }
    // Writable by others: refused before it is even hashed.
    chmod(program.path, 0o777)
    #expect { try cache.entry(for: Self.key) } throws: {
      "\($0)".contains("program can be written by any user")
    }
  }

  @Test("a folder planted under a key, with no record or a link for one, is not run")
  func plantedEntry() throws {
    let (folder, cache) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    let planted = cache.folder(for: Self.key)
    try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: false)
    chmod(planted.path, 0o700)
    try Data("#!/bin/sh\n".utf8).write(to: planted.appendingPathComponent("program"))
    #expect { try cache.entry(for: Self.key) } throws: {
      "\($0)".contains("transit-build is missing, so Transit did not make this build")
    }
    let elsewhere = folder.appendingPathComponent("record")
    try Data("transit run build 1\nprogram 00\n".utf8).write(to: elsewhere)
    try FileManager.default.createSymbolicLink(
      at: planted.appendingPathComponent("transit-build"), withDestinationURL: elsewhere)
    #expect { try cache.entry(for: Self.key) } throws: {
      "\($0)".contains("transit-build is a symbolic link")
    }
    // A key that is a link to a folder elsewhere.
    let other = String(repeating: "cd", count: 32)
    try FileManager.default.createSymbolicLink(
      at: cache.folder(for: other), withDestinationURL: folder)
    #expect { try cache.entry(for: other) } throws: {
      "\($0)".contains("is a symbolic link, where Transit expects its own folder")
    }
  }

  @Test("pruning removes only builds Transit made and marked, however full the folder")
  func pruneOnlyOwn() throws {
    let (folder, cache) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    var foreign: [String] = []
    for index in 0..<20 {
      let name = index < 10 ? "file-\(index).txt" : String(format: "%064x", index)
      let url = cache.root.appendingPathComponent(name)
      if index % 2 == 0 {
        try Data("keep".utf8).write(to: url)
      } else {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      }
      foreign.append(name)
    }
    try FileManager.default.createDirectory(
      at: cache.root.appendingPathComponent(".building-not-ours"),
      withIntermediateDirectories: false)
    foreign.append(".building-not-ours")
    var keys: [String] = []
    for index in 0..<(BuildCache.capacity + 4) {
      let key = String(format: "%064x", 1000 + index)
      _ = try Self.commit(cache, key: key)
      keys.append(key)
    }
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache.root.path))
    #expect(Set(foreign).isSubset(of: left))
    #expect(left.subtracting(foreign).count == BuildCache.capacity)
    #expect(left.contains(keys.last!))
  }

  @Test("a working folder a crashed run left is removed; one in use, or not marked, is not")
  func sweepLeftovers() throws {
    let (folder, cache) = try Self.cache()
    defer { try? FileManager.default.removeItem(at: folder) }
    try cache.prepare()
    let inUse = try cache.workFolder(for: .building)
    // A crash: the folder and its mark stay, and nobody holds the lock.
    let crashed = cache.root.appendingPathComponent(".running-crashed")
    try FileManager.default.createDirectory(at: crashed, withIntermediateDirectories: false)
    chmod(crashed.path, 0o700)
    try OwnFiles.writeNewFile(crashed.appendingPathComponent("transit-work").path, [])
    let unmarked = cache.root.appendingPathComponent(".building-unmarked")
    try FileManager.default.createDirectory(at: unmarked, withIntermediateDirectories: false)
    let linked = cache.root.appendingPathComponent(".building-link")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: crashed)
    try cache.prepare()
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache.root.path))
    #expect(left == [inUse.url.lastPathComponent, ".building-unmarked", ".building-link"])
    inUse.remove()
    #expect(!FileManager.default.fileExists(atPath: inUse.url.path))
  }
}
