import Foundation
import Testing
import TransitTestSupport

/// The harness that runs `transit` reads a child's output however much it prints.
///
/// A harness that deadlocks never returns, so each run here is waited for on a thread of its
/// own, for at most two minutes, so that a deadlock fails the test instead of hanging the whole
/// run. Nothing depends on how long anything takes: a working harness returns at once.
@Suite("The transit process harness")
struct TransitProcessTests {
  @Test("more than a pipe's 64 KiB on standard error, before standard output is closed")
  func largeStandardError() throws {
    let paths = (1...3000).map { "missing/log-\($0).jsonl" }
    let result = try #require(try Self.returning { try TransitProcess.run(["check"] + paths) })
    #expect(result.status == 2)
    #expect(result.stderr.utf8.count > 128 * 1024)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == paths.count)
    #expect(lines.last?.hasPrefix("missing/log-3000.jsonl: ") == true)
    #expect(result.stdout == "3000 logs: 0 conform, 0 have violations, 3000 could not be read\n")
  }

  @Test("a megabyte through standard input and back out of standard output")
  func largeStandardInputAndOutput() throws {
    let text = String(repeating: "0123456789abcdef\n", count: 64 * 1024)
    let result = try #require(
      try Self.returning {
        try TransitProcess.run(
          [], stdin: Data(text.utf8), executable: URL(fileURLWithPath: "/bin/cat"))
      })
    #expect(result.status == 0)
    #expect(result.stdout == text)
  }

  /// What `body` returns, or nil (after recording an issue) if it has not returned within two
  /// minutes; its thread is then left blocked until the test process exits.
  static func returning<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T? {
    let outcome = Outcome<T>()
    let thread = Thread {
      outcome.result = Result { try body() }
      outcome.done.signal()
    }
    thread.start()
    guard outcome.done.wait(timeout: .now() + 120) == .success else {
      Issue.record("the harness did not return: it deadlocked on the child's pipes")
      return nil
    }
    return try outcome.result!.get()
  }

  private final class Outcome<T>: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var result: Result<T, Error>?
  }
}
