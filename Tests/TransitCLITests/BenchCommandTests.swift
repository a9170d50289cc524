import Foundation
import Testing
import TransitTestSupport

/// `transit bench`'s argument checks; the benchmarks themselves take minutes and are run by
/// hand.
@Suite("transit bench")
struct BenchCommandTests {
  @Test(
    "sizes and runs below 1 are wrong usage, exit 2, before anything runs",
    arguments: [
      (["bench", "read", "--runs", "0"], "--runs must be 1 or more"),
      (["bench", "read", "--records", "0"], "--records must be 1 or more"),
      (["bench", "read", "--runs", "-1"], "--runs must be 1 or more"),
      (["bench", "read", "--keep", ""], "--keep needs a path"),
      (["bench", "render", "--runs", "0"], "--runs must be 1 or more"),
      (["bench", "render", "--sizes", "20,0"], "--sizes takes positive numbers"),
      (["bench", "render", "--sizes", "20,x"], "--sizes takes positive numbers"),
      (["bench", "check", "--runs", "0"], "--runs positive"),
      (["bench", "check", "--records", "0"], "both positive"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try TransitProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message))
  }
}
