import ArgumentParser
import Foundation
import TransitChecker
import TransitLifecycle
import TransitTrace

/// `transit check PATH...`: holds logs to the documented lifecycle, in one streaming pass each.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check event logs against the documented presentation lifecycle.",
    discussion: """
      Each violation names the rule, the offending record (seq and line), what was expected \
      and what happened instead, the last record that matched, the source in FACTS.md and \
      the usual fix. Logs recorded in real apps may log only some calls: a rule is judged \
      only where the log records every call it involves.

      A log that cannot be read is reported on standard error with its path:line:column, and \
      in --format json and junit as an entry of its own: an object with an "error" member, or \
      a test suite whose one test case is an <error>.

      A log an app wrote may end mid-record (the app was killed) or hold a line that is not a \
      record (a stray print). --lenient skips such lines instead of refusing the log: each is \
      reported on standard error as path:line:column (the first \(LogReader.keptErrorLimit), \
      then how many more), the rest is judged, and the summary counts what was skipped. A \
      violation beside a skipped line may come from the gap. A bad header, an unreadable file \
      or a log with no readable event is still refused.

      --rules lists the rules as text, or with --format json one object per rule and line: \
      id, statement, evidence, about, scope, obligation, pattern, conditions, sources, fix.

      Exit status: 0 when every log conforms, 1 when any violation is found, 2 when a log \
      cannot be read, the report cannot be written or the usage is wrong.
      """
  )

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case junit
  }

  @Argument(help: "The logs to check; `-` reads one from standard input.")
  var paths: [String] = []

  @Option(help: "How to report: text, json (one object per log) or junit (JUnit XML).")
  var format: Format = .text

  @Flag(help: "Skip lines that are not readable records instead of refusing the log.")
  var lenient = false

  @Flag(
    name: .customLong("rules"),
    help: "List every rule: id, statement, evidence and source (as text or json).")
  var listRules = false

  /// Refuses logs with --rules, no logs without it, and `-` twice.
  func validate() throws {
    if listRules {
      guard paths.isEmpty else { throw ValidationError("--rules takes no logs") }
      guard !lenient else { throw ValidationError("--rules reads no log; leave out --lenient") }
      guard format != .junit else {
        throw ValidationError("--rules lists the rules as text or json, not junit")
      }
      return
    }
    guard !paths.isEmpty else {
      throw ValidationError("give at least one log to check (`-` for standard input), or --rules")
    }
    guard paths.filter({ $0 == "-" }).count <= 1 else {
      throw ValidationError("standard input (`-`) can be read only once")
    }
  }

  /// Checks each log in turn, prints its report, and exits with the verdict.
  func run() async throws {
    if listRules {
      let rules = LifecycleRules.all
      try StandardOutput.write(
        format == .json ? JSONReport.render(rules: rules) : RuleListing.render(rules))
      return
    }
    let checker = Checker()
    var outcomes: [CheckOutcome] = []
    var reports: [CheckReport] = []
    var unreadable = 0
    for path in paths {
      let outcome = check(path, with: checker)
      outcomes.append(outcome)
      switch outcome {
      case .checked(let report):
        reports.append(report)
        if format == .text { try StandardOutput.write(TextReport.render(report)) }
        if format == .json { try StandardOutput.print(JSONReport.render(report)) }
      case .unreadable(let error):
        StandardError.write("\(error)\n")
        unreadable += 1
        if format == .json { try StandardOutput.print(JSONReport.render(error)) }
      }
    }
    switch format {
    case .text where paths.count > 1:
      try StandardOutput.print(TextReport.total(reports, unreadable: unreadable))
    case .junit:
      try StandardOutput.write(JUnitReport.render(outcomes))
    default:
      break
    }
    if unreadable > 0 { throw ExitCode(2) }
    if reports.contains(where: { !$0.conforms }) { throw ExitCode(1) }
  }

  /// Reads and checks one log. A lenient reader's skipped lines go to standard error; a log it
  /// could read no event of is unreadable (the reader refuses it), since a verdict on nothing
  /// would be a false pass.
  private func check(_ path: String, with checker: Checker) -> CheckOutcome {
    guard lenient else {
      do {
        return .checked(try checker.check(path: path))
      } catch {
        return .unreadable(error)
      }
    }
    let reader: LogReader
    do {
      reader = try LogReader(path: path, mode: .lenient)
    } catch {
      return .unreadable(error)
    }
    defer { LenientReading.reportSkipped(reader) }
    do {
      return .checked(try checker.check(reader))
    } catch {
      return .unreadable(error)
    }
  }
}
