import ArgumentParser
import Foundation
import TransitChecker
import TransitImport
import TransitLifecycle
import TransitTrace

/// `transit check PATH...`: holds logs to the documented lifecycle, in one streaming pass each.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check event logs against the documented presentation lifecycle.",
    discussion: """
      Each violation names the rule, the offending record (seq and line), what was expected \
      and what happened instead, the last record that matched, the rule's sources (each with \
      its kind of evidence and a name you can look up in docs/sources.md), the fact of \
      docs/lifecycle.md they support, and the usual fix. Logs recorded in real apps may log \
      only some calls: a rule is judged only where the log records every call it involves.

      A log that cannot be read is reported on standard error with its path:line:column, and \
      in --format json and junit as an entry of its own: an object with an "error" member, or \
      a test suite whose one test case is an <error>.

      A log an app wrote may end mid-record (the app was killed) or hold a line that is not a \
      record (a stray print). --lenient skips such lines instead of refusing the log: each is \
      reported on standard error as path:line:column (the first \(LogReader.keptErrorLimit), \
      then how many more), the rest is judged, and the summary counts what was skipped. A \
      violation beside a skipped line may come from the gap. A bad header, an unreadable file \
      or a log with no readable event is still refused.

      --rules lists the rules as text, each source with its address (or, for what was read \
      from UIKit's binary, the symbol and iOS build), or with --format json one object per \
      rule and line: id, statement, evidence, about, scope, obligation, pattern, conditions, \
      sources (each with evidence, id, name, kind, url or symbol and ios, status, detail, \
      reference), references, fix.

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

  @Argument(
    help: """
      The logs to check: logs, console text, scenario files or built-in scenarios; `-` reads a \
      log or console text from standard input.
      """)
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
  @MainActor
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
      let outcome = try check(path, with: checker)
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

  /// Reads and checks one log, console text (imported on the fly, saying so on standard
  /// error), scenario file or built-in scenario. A lenient reader's skipped lines go to
  /// standard error; a log it could read no event of is unreadable (the reader refuses it),
  /// since a verdict on nothing would be a false pass.
  @MainActor
  private func check(_ path: String, with checker: Checker) throws -> CheckOutcome {
    switch LogSource.kind(of: path) {
    case .console:
      return try checkConsole(path, with: checker) { try ConsoleImport.run(path: path, into: $0) }
    case .scenarioFile, .builtIn:
      do {
        let scenario = try LogSource.scenario(path)
        return .checked(checker.check(records: try scenario.records(), path: scenario.name))
      } catch {
        return .unreadable(
          LogReadError(kind: .io, path: path, line: 0, column: 0, message: "\(error)"))
      }
    case .log where path == "-":
      // Standard input is read once, then told apart.
      let bytes: [UInt8]
      do {
        bytes = try LogSource.logBytes(path).bytes
      } catch {
        return .unreadable(error)
      }
      if LogSource.kind(ofBytes: bytes) == .console {
        return try checkConsole("<stdin>", with: checker) {
          try ConsoleImport.run(bytes: bytes, path: "<stdin>", into: $0, scenario: "stdin")
        }
      }
      return checkLog(with: checker) { (mode) throws(LogReadError) in
        try LogReader(bytes: bytes, path: "<stdin>", mode: mode)
      }
    case .log:
      return checkLog(with: checker) { (mode) throws(LogReadError) in
        try LogReader(path: path, mode: mode)
      }
    }
  }

  /// Console text imported into a checking sink as it is read: the import streams, and so
  /// does the check, and standard error says what was read. The importer's error is the
  /// reader's, passed on as it is.
  private func checkConsole(
    _ label: String, with checker: Checker, _ importing: (CheckingSink) throws -> ImportSummary
  ) throws -> CheckOutcome {
    let sink = CheckingSink(checker: checker, path: label)
    do {
      let summary = try importing(sink)
      LogSource.sayImported(label, summary)
    } catch let error as LogReadError {
      return .unreadable(error)
    }
    return .checked(sink.finish())
  }

  private func checkLog(
    with checker: Checker, _ open: (LogReader.Mode) throws(LogReadError) -> LogReader
  ) -> CheckOutcome {
    do {
      let reader = try open(lenient ? .lenient : .strict)
      defer { if lenient { LenientReading.reportSkipped(reader) } }
      return .checked(try checker.check(reader))
    } catch {
      return .unreadable(error)
    }
  }
}
