import ArgumentParser
import Foundation
import TransitChecker
import TransitImport
import TransitScenarios
import TransitTrace

/// What a command was given to read: a log (`.jsonl`, or any file whose first line is a Transit
/// header), console text (any other file, imported on the fly), a scenario file (`.yaml`) or a
/// built-in scenario's name; `-` reads a log or console text from standard input.
struct LogSource {
  /// Every record, the header first.
  let records: [Record]
  /// What reports call it: the path as given, `<stdin>`, or the scenario's name.
  let label: String
  /// A name for output files: the file's name without its extension, or the scenario's name.
  let stem: String
  /// Checks the same records against the lifecycle rules.
  let check: () throws -> CheckReport
  /// Whether Transit's engine wrote the records (a scenario traced now, or a log whose header
  /// names the engine), so they follow UIKit's documented order.
  var isDocumented: Bool {
    guard case .header(let header)? = records.first else { return false }
    return header.engine.hasPrefix("transit ") && header.source == nil
  }

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

  /// What an argument names.
  enum Kind: Equatable {
    /// A Transit log, read as it is.
    case log
    /// Console text, imported on the fly.
    case console
    case scenarioFile
    case builtIn
  }

  /// What `argument` names: a scenario file by its extension, an existing file by its first
  /// bytes (`InputKind`: a Transit log, else console text, whatever its extension), else a
  /// built-in scenario, or a log for a `.jsonl` path that does not exist (the reader names
  /// it). Standard input is told apart once it is read (`kind(ofBytes:)`).
  static func kind(of argument: String) -> Kind {
    if argument == "-" { return .log }
    if argument.hasSuffix(".yaml") || argument.hasSuffix(".yml") { return .scenarioFile }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
      if argument.hasSuffix(".jsonl") { return .log }
      return ScenarioFiles.isFile(argument) ? .scenarioFile : .builtIn
    }
    if isFolder.boolValue { return .log }
    // Only a regular file is opened to look at: a FIFO would hang the open, and the reader
    // refuses anything else with its own message.
    let type =
      try? FileManager.default.attributesOfItem(atPath: argument)[.type] as? FileAttributeType
    guard type == .typeRegular, let handle = FileHandle(forReadingAtPath: argument) else {
      return .log
    }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: InputKind.prefixLength)) ?? Data()
    return kind(ofBytes: start)
  }

  /// A log or console text, as `InputKind` tells every command.
  static func kind(ofBytes bytes: some Collection<UInt8>) -> Kind {
    InputKind.of(bytes) == .log ? .log : .console
  }

  /// Reads or traces what `argument` names. A log that cannot be read throws the reader's
  /// `path:line:column` error; a scenario file with a mistake throws its own; console text
  /// with nothing to import throws the importer's.
  ///
  /// `lenient` skips a log's lines that are not records (reported on standard error) instead of
  /// refusing the log; the check then judges the same records.
  @MainActor
  static func load(_ argument: String, lenient: Bool = false) throws -> LogSource {
    switch kind(of: argument) {
    case .log, .console:
      // Read once: the records and the check come from the same bytes, so a file that
      // changes meanwhile cannot give a walkthrough and a verdict that disagree.
      let (bytes, label) = try logBytes(argument)
      if kind(ofBytes: bytes) == .console {
        let records = try importConsole(bytes, label: label)
        return LogSource(
          records: records, label: label, stem: OutputName.safe(stem(of: argument, label)),
          check: { Checker().check(records: records, path: label) })
      }
      let mode: LogReader.Mode = lenient ? .lenient : .strict
      let records = try LenientReading.records(LogReader(bytes: bytes, path: label, mode: mode))
      var stem = stem(of: argument, label)
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
    case .scenarioFile, .builtIn:
      let scenario = try scenario(argument)
      let records = try scenario.records()
      return LogSource(
        records: records, label: scenario.name, stem: OutputName.safe(scenario.name),
        check: { Checker().check(records: records, path: scenario.name) })
    }
  }

  /// The built-in scenario or scenario file `argument` names.
  @MainActor
  static func scenario(_ argument: String) throws -> Scenario {
    guard
      let scenario = try BuiltInScenarios.named(argument)
        ?? (ScenarioFiles.isFile(argument) ? ScenarioFiles.load(path: argument) : nil)
    else {
      throw ValidationError(
        "'\(argument)' is neither a log (.jsonl), console text, a scenario file (.yaml) nor a "
          + "built-in scenario\(Suggestion.clause(for: argument, among: BuiltInScenarios.names)); "
          + "the built-in scenarios are: "
          + BuiltInScenarios.names.joined(separator: ", "))
    }
    return scenario
  }

  /// Console text imported into records, saying so on standard error.
  static func importConsole(_ bytes: [UInt8], label: String) throws -> [Record] {
    let (records, summary) = try ConsoleImport.records(
      from: bytes, path: label, scenario: label == "<stdin>" ? "stdin" : nil)
    sayImported(label, summary)
    return records
  }

  /// Says on standard error that `label` was imported as console text, with what `transit
  /// import` says of it: the transitions inferred and the importer's notes (a line that nearly
  /// names a callback, a view loaded twice), which a verdict or a diff alone would hide.
  static func sayImported(_ label: String, _ summary: ImportSummary) {
    StandardError.write(
      "\(VisibleText.escaped(label)): imported as console text: \(summary.description)\n"
        + summary.readingLines.map { "  " + VisibleText.escaped($0) + "\n" }.joined())
  }

  /// `card-zoom` for `Traces/card-zoom.jsonl` or `console.txt`'s `console`.
  private static func stem(of argument: String, _ label: String) -> String {
    argument == "-"
      ? "stdin" : ((argument as NSString).lastPathComponent as NSString).deletingPathExtension
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
