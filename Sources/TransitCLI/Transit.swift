import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `transit` command: trace UIKit presentation scenarios, check and draw their logs.
@main
struct Transit: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transit",
    abstract: "Trace, check and draw UIKit's view-controller presentation lifecycle.",
    discussion: """
      Exit status: 0 on success, 1 when a check finds violations or a graded answer is wrong, \
      2 for unreadable input, output that cannot be written (standard output included) or \
      wrong usage.
      """,
    version: "0.1.0",
    subcommands: [
      ListScenarios.self, Trace.self, Run.self, Import.self, Check.self, Diff.self, Render.self,
      Explain.self,
      ExerciseCommand.self,
      GradeCommand.self,
    ]
  )

  /// Runs the command, mapping every failure onto Transit's exit statuses: a command that finds
  /// violations throws `ExitCode(1)` itself; usage errors and unreadable or unwritable files
  /// exit with 2, instead of ArgumentParser's 64 and 1.
  ///
  /// SIGPIPE is ignored, so output into a pipe whose reader has gone fails the write with
  /// EPIPE, which is reported and exits 2, instead of killing the process without a word.
  static func main() async {
    signal(SIGPIPE, SIG_IGN)
    var command: ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      fail(error, usage: true)
    }
    do {
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      // A usage error found while running (an unknown scenario name) is the subcommand's, so
      // the root command's usage line would mislead; the message itself says what is allowed.
      fail(error, usage: false)
    }
  }

  /// Exits for `error`: with its own status for `ExitCode` and help requests, else with 2
  /// after printing the message (and, for errors found while parsing, the usage).
  static func fail(_ error: Error, usage: Bool) -> Never {
    if let code = error as? ExitCode { exit(withError: code) }
    if exitCode(for: error) == .success { exit(withError: error) }
    if !usage, let validation = error as? ValidationError {
      StandardError.write("Error: \(validation.message)\n")
    } else {
      StandardError.write(fullMessage(for: error) + "\n")
    }
    Foundation.exit(2)
  }
}
