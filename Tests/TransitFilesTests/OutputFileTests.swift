import Foundation
import Testing
import TransitFiles
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `OutputFile` puts its bytes: through links, into FIFOs in place, never over a folder,
/// and a set all at once or not at all; and never through what someone else planted. Every path is in a fresh temporary folder; no test
/// names a device.
@Suite("OutputFile")
struct OutputFileTests {
  /// A fresh empty folder.
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "transit-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  static func entries(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test("a symbolic link is written through: its target gets the output and the link stays")
  func symbolicLink() throws {
    let folder = try Self.folder()
    try "old".write(toFile: "\(folder)/target.svg", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/link.svg", withDestinationPath: "target.svg")
    try OutputFile.write("new", to: "\(folder)/link.svg")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link.svg")
        == "target.svg")
    #expect(try Self.contents("\(folder)/target.svg") == "new")
    #expect(try Self.entries(folder) == ["link.svg", "target.svg"])
  }

  @Test("a link to a file not there yet creates the file, beside the link's target")
  func danglingLink() throws {
    let folder = try Self.folder()
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/link.txt", withDestinationPath: "\(folder)/out/real.txt")
    try OutputFile.write("made", to: "\(folder)/link.txt")
    #expect(try Self.contents("\(folder)/out/real.txt") == "made")
    #expect(try Self.entries("\(folder)/out") == ["real.txt"])
  }

  @Test("a FIFO is written in place, with no temporary file beside it")
  func fifo() throws {
    let folder = try Self.folder()
    let path = "\(folder)/pipe"
    #expect(mkfifo(path, 0o600) == 0)
    // A reader opened first, without blocking, so the writer's open returns at once.
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let file = try OutputFile(destination: path)
    #expect(file.temporaryPath == nil)
    try file.write("through the pipe\n")
    #expect(try Self.entries(folder) == ["pipe"])
    try file.commit()
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through the pipe\n")
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("a folder, or a link to one, is refused and left as it was")
  func folderRefused() throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      atPath: "\(folder)/out", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/link", withDestinationPath: "out")
    for destination in ["\(folder)/out", "\(folder)/link"] {
      let error = #expect(throws: OutputPathError.self) {
        try OutputFile.write("x", to: destination)
      }
      #expect(error?.description == "\(destination): is a folder; give the path of a file to write")
    }
    #expect(try Self.entries(folder) == ["link", "out"])
    #expect(try Self.entries("\(folder)/out") == [])
  }

  @Test("an empty path is refused")
  func emptyPath() throws {
    let error = #expect(throws: OutputPathError.self) { try OutputFile.write("x", to: "") }
    #expect(error?.description == "the output path is empty")
  }

  @Test("missing folders are made; a file in the way is named with the system's reason")
  func folders() throws {
    let folder = try Self.folder()
    try OutputFile.write("deep", to: "\(folder)/a/b/c.txt")
    #expect(try Self.contents("\(folder)/a/b/c.txt") == "deep")
    try "log".write(toFile: "\(folder)/cz.jsonl", atomically: false, encoding: .utf8)
    let error = #expect(throws: LogWriteError.self) {
      try OutputFile.write("x", to: "\(folder)/cz.jsonl/x.svg")
    }
    #expect(error?.description == "\(folder)/cz.jsonl: cannot use as a folder: Not a directory")
    let deeper = #expect(throws: LogWriteError.self) {
      try OutputFile.write("x", to: "\(folder)/cz.jsonl/sub/x.svg")
    }
    #expect(
      deeper?.description == "\(folder)/cz.jsonl/sub: cannot create folder: Not a directory")
  }

  @Test("a discarded output removes the folders made for it, and no folder that was there")
  func discardRemovesMadeFolders() throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      atPath: "\(folder)/kept", withIntermediateDirectories: false)
    let file = try OutputFile(destination: "\(folder)/kept/new/deeper/log.jsonl")
    try file.write("half")
    let written = try Self.entries("\(folder)/kept/new/deeper")
    #expect(
      written.count == 1 && written[0].hasPrefix(".log.jsonl.") && written[0].hasSuffix(".tmp"),
      "\(written)")
    file.discard()
    #expect(try Self.entries(folder) == ["kept"])
    #expect(try Self.entries("\(folder)/kept") == [])

    // A folder that something else was put in meanwhile stays, with what is in it.
    let second = try OutputFile(destination: "\(folder)/made/log.jsonl")
    try "other".write(toFile: "\(folder)/made/other.txt", atomically: false, encoding: .utf8)
    second.discard()
    #expect(try Self.entries("\(folder)/made") == ["other.txt"])

    // A committed output keeps its folders.
    let third = try OutputFile(destination: "\(folder)/placed/log.jsonl")
    try third.write("whole")
    try third.commit()
    third.discard()
    #expect(try Self.contents("\(folder)/placed/log.jsonl") == "whole")
  }

  @Test("a set is written whole: one destination in the way leaves none of the set behind")
  func setAllOrNothing() throws {
    let folder = try Self.folder()
    try "kept".write(toFile: "\(folder)/a.txt", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/c.txt", withIntermediateDirectories: false)
    let outputs: [(path: String, bytes: [UInt8])] = [
      ("\(folder)/a.txt", Array("A".utf8)), ("\(folder)/b.txt", Array("B".utf8)),
      ("\(folder)/c.txt", Array("C".utf8)),
    ]
    #expect(throws: OutputPathError.self) { try OutputFile.write(outputs) }
    #expect(try Self.entries(folder) == ["a.txt", "c.txt"])
    #expect(try Self.contents("\(folder)/a.txt") == "kept")

    try FileManager.default.removeItem(atPath: "\(folder)/c.txt")
    try OutputFile.write(outputs)
    #expect(try Self.entries(folder) == ["a.txt", "b.txt", "c.txt"])
    #expect(
      try ["a", "b", "c"].map { try Self.contents("\(folder)/\($0).txt") } == ["A", "B", "C"])
  }

  @Test("discarding leaves the destination as it was and no temporary file")
  func discard() throws {
    let folder = try Self.folder()
    try "before".write(toFile: "\(folder)/log.jsonl", atomically: false, encoding: .utf8)
    let file = try OutputFile(destination: "\(folder)/log.jsonl")
    try file.write("half")
    let temporary = try #require(file.temporaryPath)
    #expect(temporary.hasPrefix("\(folder)/.log.jsonl.") && temporary.hasSuffix(".tmp"))
    #expect(
      try Self.entries(folder) == [String(temporary.dropFirst(folder.count + 1)), "log.jsonl"])
    file.discard()
    #expect(try Self.entries(folder) == ["log.jsonl"])
    #expect(try Self.contents("\(folder)/log.jsonl") == "before")
  }

  // Issue 14: what others may have put where an output goes.

  @Test("a link or a FIFO planted under a name a temporary file might take is never touched")
  func plantedTemporaries() throws {
    let folder = try Self.folder()
    try "precious".write(toFile: "\(folder)/victim.txt", atomically: false, encoding: .utf8)
    for name in [
      "log.jsonl.partial", ".log.jsonl.tmp", ".log.jsonl.partial", ".log.jsonl.0.tmp",
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/\(name)", withDestinationPath: "\(folder)/victim.txt")
    }
    #expect(mkfifo("\(folder)/out.svg.partial", 0o600) == 0)
    try OutputFile.write("the log", to: "\(folder)/log.jsonl")
    try OutputFile.write("the diagram", to: "\(folder)/out.svg")
    #expect(try Self.contents("\(folder)/victim.txt") == "precious")
    #expect(try Self.contents("\(folder)/log.jsonl") == "the log")
    #expect(try Self.contents("\(folder)/out.svg") == "the diagram")
    var info = stat()
    #expect(lstat("\(folder)/log.jsonl", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    #expect(
      try Self.entries(folder) == [
        ".log.jsonl.0.tmp", ".log.jsonl.partial", ".log.jsonl.tmp", "log.jsonl",
        "log.jsonl.partial", "out.svg", "out.svg.partial", "victim.txt",
      ])
  }

  @Test("the target keeps its permissions; a new file gets the umask's")
  func permissions() throws {
    let folder = try Self.folder()
    let path = "\(folder)/private.jsonl"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o600) == 0)
    try OutputFile.write("new", to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    let mask = umask(0o022)
    umask(mask)
    try OutputFile.write("fresh", to: "\(folder)/fresh.jsonl")
    #expect(stat("\(folder)/fresh.jsonl", &info) == 0)
    #expect(info.st_mode & 0o777 == 0o666 & ~mask)
  }

  @Test("writers racing for one target each write a whole file; the last rename wins")
  func racingWriters() async throws {
    let folder = try Self.folder()
    let path = "\(folder)/same.jsonl"
    let contents = (0..<8).map { String(repeating: "\($0)", count: 200_000) }
    for _ in 0..<5 {
      await withTaskGroup(of: Void.self) { group in
        for text in contents {
          group.addTask { try? OutputFile.write(text, to: path) }
        }
      }
      #expect(contents.contains(try Self.contents(path)))
      #expect(try Self.entries(folder) == ["same.jsonl"])
    }
  }

  @Test("a FIFO nothing reads is refused at once instead of waited on")
  func fifoWithoutReader() throws {
    let folder = try Self.folder()
    let path = "\(folder)/pipe"
    #expect(mkfifo(path, 0o600) == 0)
    let error = #expect(throws: OutputPathError.self) { try OutputFile.write("x", to: path) }
    #expect(error?.description == "\(path): is a FIFO that nothing reads; start its reader first")
  }

  @Test("at a name Transit chose, only a regular file is replaced")
  func chosenNames() throws {
    let folder = try Self.folder()
    let path = "\(folder)/card-zoom.svg"
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let error = #expect(throws: OutputPathError.self) {
      try OutputFile.write("x", to: path, naming: .chosen)
    }
    #expect(error?.problem.hasPrefix("is not a regular file; Transit replaces only") == true)
    try OutputFile.write("x", to: "\(folder)/new.svg", naming: .chosen)
    #expect(try Self.contents("\(folder)/new.svg") == "x")
  }

  @Test("a link another user owns in a shared folder like /tmp is not followed")
  func protectedLinks() throws {
    // Making a link another user owns takes root; elsewhere there is nothing to test.
    guard geteuid() == 0 else { return }
    let folder = try Self.folder()
    let shared = "\(folder)/shared"
    #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
    try "precious".write(toFile: "\(folder)/victim.txt", atomically: false, encoding: .utf8)
    let link = "\(shared)/out.svg"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "\(folder)/victim.txt")
    #expect(lchown(link, 4242, 4242) == 0)
    let error = #expect(throws: OutputPathError.self) { try OutputFile.write("x", to: link) }
    #expect(error?.problem.hasPrefix("is a symbolic link another user owns") == true)
    #expect(try Self.contents("\(folder)/victim.txt") == "precious")
    // The same link, owned by the one writing, is followed as before.
    #expect(lchown(link, geteuid(), getegid()) == 0)
    try OutputFile.write("x", to: link)
    #expect(try Self.contents("\(folder)/victim.txt") == "x")
  }
}
