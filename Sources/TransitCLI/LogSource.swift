import ArgumentParser
import Foundation
import TransitChecker
import TransitScenarios
import TransitTrace

/// A log named on the command line: a log file (`.jsonl`), standard input (`-`), a scenario
/// file (`.yaml`), or a built-in scenario traced on the fly.
struct LogSource {
  /// Every record, the header first.
  let records: [Record]
  /// What reports call it: the path as given, `<stdin>`, or the scenario's name.
  let label: String
  /// A name for output files: the file's name without its extension, or the scenario's name.
  let stem: String
  /// Checks the same records against the lifecycle rules.
  let check: () throws -> CheckReport

  /// The longest log a command that holds a whole log in memory reads (`render`, `explain`,
  /// `exercise`, `grade`), in bytes: some 300,000 records, far beyond one session's diagram or
  /// walkthrough; such a log takes about 1 GB to explain. `check` streams a log of any length.
  static let maximumLength = 64 << 20

  /// How the message for a log past `maximumLength` ends.
  static let lengthPurpose =
    "the most Transit holds in memory to draw, explain or grade a log (64 MiB); transit check "
    + "reads a log of any length, and --from/--to or --transition draw a part once it is cut"

  /// A reader limit of `maximumLength`.
  static var lengthLimit: LogReader.LengthLimit {
    LogReader.LengthLimit(bytes: maximumLength, purpose: lengthPurpose)
  }

  /// Whether `argument` names a log rather than a scenario.
  static func isLog(_ argument: String) -> Bool {
    argument == "-" || argument.hasSuffix(".jsonl")
      || (!ScenarioFiles.isFile(argument) && FileManager.default.fileExists(atPath: argument))
  }

  /// Reads or traces what `argument` names. A log that cannot be read throws the reader's
  /// `path:line:column` error; a scenario file with a mistake throws its own.
  @MainActor
  ///
  /// `lenient` skips a log's lines that are not records (reported on standard error) instead of
  /// refusing the log; the check then judges the same records.
  static func load(_ argument: String, lenient: Bool = false) throws -> LogSource {
    if isLog(argument) {
      // Read once: the records and the check come from the same bytes, so a file that
      // changes meanwhile cannot give a walkthrough and a verdict that disagree.
      let (bytes, label) = try logBytes(argument)
      let mode: LogReader.Mode = lenient ? .lenient : .strict
      let records = try LenientReading.records(LogReader(bytes: bytes, path: label, mode: mode))
      var stem = ((argument as NSString).lastPathComponent as NSString).deletingPathExtension
      if argument == "-" {
        stem =
          records.first.flatMap { record -> String? in
            if case .header(let header) = record { return header.scenario }
            return nil
          } ?? "stdin"
      }
      return LogSource(
        records: records, label: label, stem: OutputName.safe(stem),
        check: { try Checker().check(LogReader(bytes: bytes, path: label, mode: mode)) })
    }
    guard
      let scenario = try BuiltInScenarios.named(argument)
        ?? (ScenarioFiles.isFile(argument) ? ScenarioFiles.load(path: argument) : nil)
    else {
      throw ValidationError(
        "'\(argument)' is neither a log (.jsonl), a scenario file (.yaml) nor a built-in "
          + "scenario\(Suggestion.clause(for: argument, among: BuiltInScenarios.names)); "
          + "the built-in scenarios are: "
          + BuiltInScenarios.names.joined(separator: ", "))
    }
    let records = try scenario.records()
    let text = records.map(RecordEncoder.line(for:)).joined()
    return LogSource(
      records: records, label: scenario.name, stem: OutputName.safe(scenario.name),
      check: { try Checker().check(text: text, path: scenario.name) })
  }

  /// The bytes of the log at `path` (`-` for standard input) and the name errors give it,
  /// read in one go; a file that cannot be read throws as the reader would.
  static func logBytes(_ path: String) throws(LogReadError) -> (bytes: [UInt8], label: String) {
    let label = path == "-" ? "<stdin>" : path
    do {
      let bytes =
        try path == "-"
        ? FileBytes.read(descriptor: STDIN_FILENO, limit: maximumLength, purpose: lengthPurpose)
        : FileBytes.read(path, limit: maximumLength, purpose: lengthPurpose)
      return (bytes, label)
    } catch {
      throw LogReadError(kind: .io, path: label, line: 0, column: 0, message: error.reason)
    }
  }
}
