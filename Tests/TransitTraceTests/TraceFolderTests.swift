import Foundation
import Testing
import TransitTestSupport

/// The helper that lists logs for parameterized tests refuses to list nothing.
@Suite("Listing the logs to test")
struct TraceFolderTests {
  @Test("a missing or empty folder is an error, not an empty list")
  func refusesNothing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-trace-folder-\(UUID().uuidString)")
    #expect(throws: TraceFolder.Unusable.self) { try TraceFolder.names(in: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("notes.txt"))
    #expect(throws: TraceFolder.Unusable.self) { try TraceFolder.names(in: folder) }
    try Data().write(to: folder.appendingPathComponent("b.jsonl"))
    try Data().write(to: folder.appendingPathComponent("a.jsonl"))
    #expect(try TraceFolder.names(in: folder) == ["a", "b"])
  }
}
