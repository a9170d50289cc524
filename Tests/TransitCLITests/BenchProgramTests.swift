import Foundation
import Testing
import TransitTestSupport

/// `transit-bench`'s argument checks, and its place outside the user's `transit`; the
/// benchmarks themselves take minutes and are run by hand.
@Suite("transit-bench")
struct BenchProgramTests {
  @Test(
    "sizes and runs below 1 are wrong usage, exit 2, before anything runs",
    arguments: [
      (["read", "--runs", "0"], "--runs must be 1 or more"),
      (["read", "--records", "0"], "--records must be 1 or more"),
      (["read", "--runs", "-1"], "--runs must be 1 or more"),
      (["read", "--keep", ""], "--keep needs a path"),
      (["render", "--runs", "0"], "--runs must be 1 or more"),
      (["render", "--sizes", "20,0"], "--sizes takes positive numbers"),
      (["render", "--sizes", "20,x"], "--sizes takes positive numbers"),
      (["check", "--runs", "0"], "--runs positive"),
      (["check", "--records", "0"], "both positive"),
      (["page", "--runs", "0"], "--runs must be 1 or more"),
      (["page", "--scenario", "no-such-scenario"], "unknown scenario no-such-scenario"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try TransitProcess.run(arguments, executable: TransitProcess.benchExecutable)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message))
  }

  @Test("transit-bench lists its benchmarks; transit's help lists a user's commands only")
  func apart() throws {
    let bench = try TransitProcess.run(["--help"], executable: TransitProcess.benchExecutable)
    #expect(bench.status == 0)
    for name in ["read", "render", "check", "page"] { #expect(bench.stdout.contains("  \(name) ")) }
    let help = try TransitProcess.run(["help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("  check "))
    #expect(!help.stdout.contains("bench"))
    let unknown = try TransitProcess.run(["bench", "read"])
    #expect(unknown.status == 2)
  }
}
