import Foundation
import Testing
import TransitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What every command does when its standard output cannot be written: the output goes into a
/// pipe whose reading end is already closed, so each write fails with EPIPE. The command must
/// say so and exit 2, not crash (FileHandle.write), die of SIGPIPE, or exit 0 having lost it.
@Suite("Standard output that cannot be written")
struct StandardOutputCommandTests {
  /// Runs the binary with standard output into a pipe nobody reads, and returns its status,
  /// how it ended and its standard error.
  static func runIntoClosedPipe(_ arguments: [String]) throws -> (
    status: Int32, reason: Process.TerminationReason, stderr: String
  ) {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    let process = Process()
    process.executableURL = TransitProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = PackagePaths.root
    let output = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try output.close()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason,
      String(decoding: stderr, as: UTF8.self)
    )
  }

  static let key = "Tests/TransitTeachingTests/Golden/exercise-card-zoom-1.key.txt"

  @Test(
    "a failed write to standard output exits 2 with the system's reason",
    arguments: [
      ["explain", "card-zoom"],
      ["render", "Traces/card-zoom.jsonl", "-f", "text", "-o", "-"],
      ["render", "Traces/card-zoom.jsonl", "-f", "svg", "-o", "-"],
      ["grade", "--key", key, key],
      ["check", "Traces/card-zoom.jsonl"],
      ["check", "Traces/card-zoom.jsonl", "Traces/dimming-sheet.jsonl"],
      ["check", "--format", "json", "Traces/card-zoom.jsonl"],
      ["check", "--format", "junit", "Traces/card-zoom.jsonl"],
      ["check", "--rules"],
      ["check", "--rules", "--format", "json"],
      ["scenarios"],
      ["scenarios", "--example"],
      ["trace", "card-zoom", "-o", "-"],
    ])
  func closedPipe(arguments: [String]) throws {
    let result = try Self.runIntoClosedPipe(arguments)
    #expect(result.reason == .exit, "killed by signal \(result.status)")
    #expect(result.status == 2)
    #expect(result.stderr.contains("standard output: cannot write: Broken pipe"))
  }

  @Test("a report that cannot be written exits 2 even for a log with violations")
  func lostReport() throws {
    let lost = try Self.runIntoClosedPipe(["check", "Traces/bug-complete-transition-twice.jsonl"])
    #expect(lost.reason == .exit)
    #expect(lost.status == 2)
  }
}
