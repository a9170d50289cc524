import ArgumentParser
import Foundation
import TransitScenarios
import TransitTrace

/// `transit-bench diff`: `transit diff` of two long logs that part in a few places, beside
/// `diff` of the same logs as text, in the same run.
struct BenchDiff: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Diff two long logs that part in a few places, beside diff of their text.",
    discussion: """
      Both logs are one long session of one app, built from the built-in scenarios' logs \
      (see `transit-bench read`); in the second, --places copies are another run of the \
      same transition: the cancelled dimming sheet with completeTransition(true) after \
      cancel(), the card zoom whose gesture ends early. `transit diff A B` runs as its own \
      process. Its peer is `diff` on the logs' text as a person would compare them: each \
      line without seq, t, transition, cause and block, which move on after the first place \
      two logs part, so that diff also finds only the few places. The goal is under 1 s of \
      CPU for 100,000 records.
      """
  )

  @Option(parsing: .unconditional, help: "How many events each log holds (1 or more).")
  var records = 100_000

  @Option(parsing: .unconditional, help: "How many copies differ in the second log (1 or more).")
  var places = 6

  @Option(
    parsing: .unconditional,
    help: "How many times each program runs (1 or more); the median is reported.")
  var runs = 3

  @Option(help: "Keep the logs and their text in this folder instead of temporary files.")
  var keep: String?

  /// The run each place puts instead of a copy of the scenario named first.
  static let substitutes = [
    ("dimming-sheet-cancelled", "bug-complete-true-after-cancel"),
    ("card-zoom", "card-zoom-released-early"),
  ]

  func validate() throws {
    guard records > 0, places > 0, runs > 0 else {
      throw ValidationError("--records, --places and --runs must be 1 or more")
    }
    if keep?.isEmpty == true { throw ValidationError("--keep needs a folder") }
  }

  @MainActor
  func run() async throws {
    let folder = keep.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? NSTemporaryDirectory()
    if let keep {
      try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
    }
    let stem = folder + (keep == nil ? "transit-bench-diff-\(getpid())-" : "")
    let paths = (
      a: stem + "a.jsonl", b: stem + "b.jsonl", textA: stem + "a.txt", textB: stem + "b.txt",
      report: stem + "diff.txt", peerReport: stem + "peer.txt"
    )
    defer {
      if keep == nil {
        for path in [
          paths.a, paths.b, paths.textA, paths.textB, paths.report, paths.peerReport,
        ] {
          unlink(path)
        }
      }
    }
    var synthesizer = try LogSynthesizer.fromScenarios(BenchLogs.scenarios)
    synthesizer.identities = .session
    let events = try synthesizer.write(
      minimumEvents: records, to: paths.a, exact: true, projection: paths.textA)
    synthesizer.substitutes = try Self.substitutes(
      places: places, records: records, sources: synthesizer.sources)
    let eventsB = try synthesizer.write(
      minimumEvents: records, to: paths.b, exact: true, projection: paths.textB)
    try BenchOutput.print(
      "Logs: \(events) and \(eventsB) events, "
        + String(
          format: "%.1f and %.1f MB; ", BenchLogs.megabytes(of: paths.a),
          BenchLogs.megabytes(of: paths.b))
        + "their text \(String(format: "%.1f", BenchLogs.megabytes(of: paths.textA))) MB each; "
        + "\(places) copies differ (\(folder))")

    let transit = BenchCheck.transitExecutable
    // Once with the report kept, to show what each program found.
    _ = try PeerProcess.measure([transit, "diff", paths.a, paths.b], output: paths.report)
    _ = try PeerProcess.measure(["diff", paths.textA, paths.textB], output: paths.peerReport)
    let summary = try String(contentsOfFile: paths.report, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    guard let found = summary.first(where: { $0.contains(" part in ") }) else {
      throw BenchError("transit diff did not report where the logs part: \(paths.report)")
    }
    try BenchOutput.print("transit diff: " + found)
    if summary.contains(where: { $0.hasPrefix("more than") }) {
      try BenchOutput.print("  (past its limit of differences it matched a window at a time)")
    }
    let peerHunks = try String(contentsOfFile: paths.peerReport, encoding: .utf8)
      .split(separator: "\n").filter { $0.first?.isNumber == true }.count
    try BenchOutput.print("diff on the text: \(peerHunks) hunks")

    let measured = try Timed.median(runs, [transit, "diff", paths.a, paths.b], accepting: [1])
    let peer = try Timed.median(runs, ["diff", paths.textA, paths.textB], accepting: [1])
    let rows = [
      ("transit diff A.jsonl B.jsonl", measured),
      ("diff A.txt B.txt (the logs' text)", peer),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    try BenchOutput.print(
      "program".padding(toLength: width, withPad: " ", startingAt: 0)
        + "   CPU s    wall s   peak MB   CPU vs diff")
    for (name, timed) in rows {
      try BenchOutput.print(
        name.padding(toLength: width, withPad: " ", startingAt: 0)
          + String(format: "  %6.3f  %8.3f  ", timed.cpu, timed.wall)
          + (timed.peakKilobytes.map { String(format: "%7.1f", Double($0) / 1024) } ?? "      -")
          + String(format: "   %.1f×", timed.cpu / max(peer.cpu, 1e-9)))
    }
    try BenchOutput.print(
      String(
        format: "transit diff of %d records: %.2f s of CPU (goal: under 1 s) ", events, measured.cpu
      )
        + (measured.cpu < 1 ? "— met." : "— not met on this run."))
  }

  /// Copy numbers spread evenly through a log of `records` events, each given the other run
  /// of its transition.
  @MainActor
  static func substitutes(places: Int, records: Int, sources: [[Record]]) throws -> [Int: [Record]]
  {
    let perRound = sources.reduce(0) { total, log in
      total + log.count { if case .event = $0 { true } else { false } }
    }
    let rounds = max(1, records / max(perRound, 1))
    var chosen: [Int: [Record]] = [:]
    for place in 0..<places {
      let (fixed, other) = substitutes[place % substitutes.count]
      guard let index = BenchLogs.scenarios.firstIndex(of: fixed),
        let scenario = BuiltInScenarios.named(other)
      else { throw BenchError("no built-in scenario \(fixed) or \(other)") }
      let round = (place + 1) * rounds / (places + 1)
      chosen[round * sources.count + index] = try scenario.records()
    }
    guard chosen.count == places else {
      throw BenchError("\(records) records are too few for \(places) places")
    }
    return chosen
  }
}
