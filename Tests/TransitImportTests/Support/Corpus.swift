import Foundation
import TransitImport
import TransitTestSupport
import TransitTrace

/// The real console output developers published, kept raw in `Console/`, each file headed by
/// `#` lines naming its public source, date and format.
enum Corpus {
  static let folder = PackagePaths.tests("TransitImportTests").appendingPathComponent("Console")

  /// The names of the files, sorted.
  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
  }

  /// The file as published, with its `#` header and the `# --` separators between pasted
  /// blocks blanked, so every other line keeps its number.
  static func console(_ name: String) throws -> [UInt8] {
    let text = try String(
      contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for index in lines.indices where lines[index].hasPrefix("# ") || lines[index] == "#" {
      lines[index] = ""
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// The `# source:` line's address.
  static func source(_ name: String) throws -> String? {
    let text = try String(
      contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
    return text.split(separator: "\n").first { $0.hasPrefix("# source:") }.map {
      String($0.dropFirst("# source:".count)).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Imports `bytes` as `path`.
  static func imported(_ bytes: [UInt8], path: String) throws -> (
    records: [Record], summary: ImportSummary
  ) {
    try ConsoleImport.records(from: bytes, path: path)
  }

  /// One line per event: its console line, transition, receiver (`~` before an anonymous one)
  /// and call with its arguments, the warning's code and participant, or the transition state
  /// the importer inferred with what it was read from (unless `states` is false); then the
  /// counts, and the import's notes.
  static func history(_ records: [Record], _ summary: ImportSummary, states: Bool = true)
    -> String
  {
    var anonymous: Set<String> = []
    var classes: [String: String] = [:]
    var lines: [String] = []
    for record in records {
      switch record {
      case .participant(let participant):
        if participant.isAnonymous { anonymous.insert(participant.id) }
        classes[participant.id] = participant.className
      case .event(let event):
        let place =
          "line \(event.line.map(String.init) ?? "?")"
          + (event.transition.map { " #\($0)" } ?? "")
        switch event.body {
        case .call(let call):
          let receiver = (anonymous.contains(call.receiver) ? "~" : "") + call.receiver
          let args = call.args.pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
          lines.append(
            "\(place): \(receiver) \(call.name)" + (args.isEmpty ? "" : " [\(args)]"))
        case .warning(let warning):
          lines.append("\(place): warning \(warning.code) on \(warning.participant)")
        case .transition(let change):
          guard states else { continue }
          var text = "\(place): \(change.isInferred ? "inferred " : "")\(change.state.rawValue)"
          if let kind = change.kind { text += " \(kind.rawValue)" }
          if change.from != nil || change.to != nil {
            text += " \(change.from ?? "?") → \(change.to ?? "?")"
          }
          if let removes = change.removesPresenter { text += " removesPresenter: \(removes)" }
          if let flag = change.didComplete { text += " didComplete: \(flag)" }
          if let evidence = change.evidence { text += " (\(evidence))" }
          lines.append(text)
        case .release(let release):
          lines.append("\(place): \(release.participant) released")
        default:
          lines.append("\(place): \(event)")
        }
      case .header, .geometry:
        break
      }
    }
    lines.append(
      "calls \(summary.calls), recognised \(summary.recognised), warnings \(summary.warnings), "
        + (summary.releases > 0 ? "releases \(summary.releases), " : "")
        + "app prints \(summary.appPrints), noise \(summary.noise), transitions "
        + "\(summary.transitions), runs \(summary.runs)")
    lines += summary.notes.map { "note: " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
