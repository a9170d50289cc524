import ArgumentParser
import Foundation
import TransitTrace

/// `transit bench`: performance figures, each as a ratio against a peer timed in the same run.
///
/// Benchmarks, not timed tests: the machines are shared and noisy, so a figure only means
/// something next to a peer measured a moment before or after.
struct Bench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Measure Transit against peer tools timed in the same run.",
    subcommands: [BenchRead.self, BenchRender.self, BenchCheck.self]
  )
}

/// `transit bench read`: the streaming reader against `jq` on the same log.
struct BenchRead: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read",
    abstract: "Read a long log built from real scenario logs, beside jq and wc -l.",
    discussion: """
      The log is built by repeating the built-in scenarios' logs with fresh ids until it holds \
      --records events. Transit decodes every record into its model; jq selects the \
      animateTransition(using:) calls, as in ../shared/bench/README.md.
      """
  )

  @Option(parsing: .unconditional, help: "How many events the log holds (1 or more).")
  var records = 1_000_000

  @Option(
    parsing: .unconditional,
    help: "How many times each program runs (1 or more); the median is reported.")
  var runs = 3

  @Option(help: "Keep the generated log at this path instead of a temporary file.")
  var keep: String?

  func validate() throws {
    guard records >= 1 else { throw ValidationError("--records must be 1 or more") }
    guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
    if keep?.isEmpty == true { throw ValidationError("--keep needs a path") }
  }

  @MainActor
  func run() async throws {
    let path = keep ?? NSTemporaryDirectory() + "transit-bench-read-\(getpid()).jsonl"
    defer { if keep == nil { unlink(path) } }
    let synthesizer = try LogSynthesizer.fromScenarios(BenchLogs.scenarios)
    let events = try synthesizer.write(minimumEvents: records, to: path)
    let megabytes = BenchLogs.megabytes(of: path)
    try StandardOutput.print(
      "Log: \(events) events, \(String(format: "%.1f", megabytes)) MB (\(path))")

    let before = BenchClock.peakKilobytes()
    var decoded = 0
    let transit = try BenchLogs.median(runs) {
      let start = BenchClock.now()
      let reader = try LogReader(path: path)
      decoded = 0
      while try reader.next() != nil { decoded += 1 }
      return BenchClock.now() - start
    }
    let transitPeak = BenchClock.peakKilobytes()
    var table = BenchTable(megabytes: megabytes)
    table.add("transit (LogReader, full decode)", seconds: transit, peakKilobytes: transitPeak)
    if PeerProcess.isAvailable("jq") {
      let jq = try BenchLogs.median(runs) {
        try PeerProcess.measure(
          ["jq", "-c", #"select(.call=="animateTransition(using:)")"#], input: path)
      }
      table.add("jq -c 'select(.call==…)'", seconds: jq.seconds, peakKilobytes: jq.peakKilobytes)
    } else {
      try StandardOutput.print("jq is not installed (apt-get install jq); no ratio against it.")
    }
    let wc = try BenchLogs.median(runs) { try PeerProcess.measure(["wc", "-l"], input: path) }
    table.add("wc -l (the floor)", seconds: wc.seconds, peakKilobytes: wc.peakKilobytes)
    try StandardOutput.print(table.render(against: "jq -c 'select(.call==…)'"))
    try StandardOutput.print(
      "Transit decoded \(decoded) records; its peak memory grew by "
        + "\(max(0, transitPeak - before) / 1024) MB while reading.")
  }
}

/// What the benchmarks share: the scenarios their logs are built from, and the arithmetic.
enum BenchLogs {
  /// Modal scenarios covering custom, interactive and system transitions.
  static let scenarios = [
    "card-zoom", "dimming-sheet", "dimming-sheet-cancelled", "fullscreen-default",
    "page-sheet-swipe-cancelled",
  ]

  static func megabytes(of path: String) -> Double {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return Double(size) / 1_000_000
  }

  /// Runs `body` `runs` times and returns the median time.
  static func median(_ runs: Int, _ body: () throws -> Double) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<max(1, runs) { times.append(try body()) }
    times.sort()
    return times[times.count / 2]
  }

  /// Runs a peer `runs` times and returns the run with the median time.
  static func median(_ runs: Int, _ body: () throws -> PeerProcess.Measurement) throws
    -> PeerProcess.Measurement
  {
    var measurements: [PeerProcess.Measurement] = []
    for _ in 0..<max(1, runs) {
      let measurement = try body()
      guard measurement.status == 0 else {
        throw BenchError("a peer exited with \(measurement.status)")
      }
      measurements.append(measurement)
    }
    measurements.sort { $0.seconds < $1.seconds }
    return measurements[measurements.count / 2]
  }
}

/// A small table of timings with throughput and ratios.
struct BenchTable {
  struct Row {
    let name: String
    let seconds: Double
    let peakKilobytes: Int?
  }

  let megabytes: Double
  private(set) var rows: [Row] = []

  init(megabytes: Double) { self.megabytes = megabytes }

  mutating func add(_ name: String, seconds: Double, peakKilobytes: Int?) {
    rows.append(Row(name: name, seconds: seconds, peakKilobytes: peakKilobytes))
  }

  /// Rows with seconds, MB/s, peak memory and the speed ratio against the row named `peer`.
  func render(against peer: String) -> String {
    let reference = rows.first { $0.name == peer }
    let width = rows.map(\.name.count).max() ?? 0
    var lines = [
      "program".padding(toLength: width, withPad: " ", startingAt: 0)
        + "   seconds      MB/s   peak MB   speed vs \(reference == nil ? "-" : "peer")"
    ]
    for row in rows {
      let rate = megabytes / max(row.seconds, 1e-9)
      let peak = row.peakKilobytes.map { String(format: "%7.1f", Double($0) / 1024) } ?? "      -"
      let ratio =
        reference.map { String(format: "%.1f×", $0.seconds / max(row.seconds, 1e-9)) } ?? "-"
      lines.append(
        row.name.padding(toLength: width, withPad: " ", startingAt: 0)
          + String(format: "  %8.3f  %8.1f  ", row.seconds, rate) + peak + "   " + ratio)
    }
    return lines.joined(separator: "\n")
  }
}
