import ArgumentParser
import Foundation
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit-bench`: performance figures, each as a ratio against a peer timed in the same run.
///
/// Benchmarks, not timed tests: the machines are shared and noisy, so a figure only means
/// something next to a peer measured a moment before or after. A program of its own, so that
/// `transit help` shows a user's commands only. Build it with `swift build -c release` first.
@main
struct TransitBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transit-bench",
    abstract: "Measure Transit against peer tools timed in the same run.",
    discussion: """
      Exit status: 0 on success, 2 for wrong usage or a benchmark that could not run.
      """,
    subcommands: [
      BenchRead.self, BenchRender.self, BenchCheck.self, BenchImport.self, BenchDiff.self,
      BenchRun.self, BenchScaling.self, BenchPage.self, BenchLifetimes.self,
    ]
  )

  /// Runs the benchmark; wrong usage and a failed run exit 2, as `transit`'s do, instead of
  /// ArgumentParser's 64 and 1.
  static func main() async {
    signal(SIGPIPE, SIG_IGN)
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      guard exitCode(for: error) != .success else { exit(withError: error) }
      BenchOutput.error(fullMessage(for: error))
      Foundation.exit(2)
    }
  }
}

/// What the benchmarks print, written with `write(2)` through `LogWriter` so that a failed
/// write (a closed pipe) throws rather than going unnoticed.
enum BenchOutput {
  /// Writes `line` and a newline to standard output.
  static func print(_ line: String) throws {
    try LogWriter(fileDescriptor: STDOUT_FILENO, path: "standard output").write(
      bytes: Array((line + "\n").utf8))
  }

  /// Writes `message` and a newline to standard error; a failed write is dropped.
  static func error(_ message: String) {
    try? LogWriter(fileDescriptor: STDERR_FILENO, path: "standard error").write(
      bytes: Array((message + "\n").utf8))
  }
}
