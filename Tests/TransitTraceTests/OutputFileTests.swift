import Foundation
import Testing
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `OutputFile` puts its bytes: through links, into FIFOs in place, never over a folder,
/// and a set all at once or not at all. Every path is in a fresh temporary folder; no test
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
    #expect(try Self.entries("\(folder)/kept/new/deeper") == ["log.jsonl.partial"])
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
    #expect(try Self.entries(folder) == ["log.jsonl", "log.jsonl.partial"])
    file.discard()
    #expect(try Self.entries(folder) == ["log.jsonl"])
    #expect(try Self.contents("\(folder)/log.jsonl") == "before")
  }
}
