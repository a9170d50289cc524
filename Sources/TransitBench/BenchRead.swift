import ArgumentParser
import Foundation
import TransitTrace

/// `transit-bench read`: the streaming reader against `jq` on the same log.
struct BenchRead: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read",
    abstract: "Read a long log built from real scenario logs, beside jq and wc -l.",
    discussion: """
      The log is built by repeating the built-in scenarios' logs with fresh ids until it holds \
      --records events. Transit decodes every record into its model; jq selects the \
      animateTransition(using:) calls (jq -c 'select(.call=="animateTransition(using:)")'), \
      and wc -l gives the floor: reading the bytes and nothing more.
      """
  )

  @Option(parsing: .unconditional, help: "How many events the log holds (1 or more).")
  var records = 1_000_000

  @Option(
    parsing: .unconditional,
    help: "How many times each program runs (1 or more); the median is reported.")
  var runs = 3

  @Flag(
    help: "Leave the scenarios' geometry records out of the log, as Transit wrote logs before.")
  var withoutGeometry = false

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
    var synthesizer = try LogSynthesizer.fromScenarios(BenchLogs.scenarios)
    synthesizer.keepsGeometry = !withoutGeometry
    let events = try synthesizer.write(minimumEvents: records, to: path)
    let megabytes = BenchLogs.megabytes(of: path)
    try BenchOutput.print(
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
      try BenchOutput.print("jq is not installed (apt-get install jq); no ratio against it.")
    }
    let wc = try BenchLogs.median(runs) { try PeerProcess.measure(["wc", "-l"], input: path) }
    table.add("wc -l (the floor)", seconds: wc.seconds, peakKilobytes: wc.peakKilobytes)
    try BenchOutput.print(table.render(against: "jq -c 'select(.call==…)'"))
    try BenchOutput.print(
      "Transit decoded \(decoded) records; its peak memory grew by "
        + "\(max(0, transitPeak - before) / 1024) MB while reading.")
  }
}
