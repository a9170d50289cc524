import ArgumentParser
import Foundation
import TransitScenarios
import TransitTrace
import TransitUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit-bench lifetimes`: what following objects' lifetimes costs the engine. The largest
/// built-in scenario is played over and over in one simulator until its log reaches `--steps`
/// records, traced with lifetimes and, as the peer in the same run, without; the runs
/// alternate, and the medians are compared.
struct BenchLifetimes: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lifetimes",
    abstract: "Time tracing with lifetimes against tracing without, in the same run.",
    discussion: """
      The scenario whose log is longest is played again and again in one simulator until \
      the log holds --steps records, each record encoded as a log line (and dropped), once \
      following lifetimes (the release and retained records, and the weak table looked at \
      at the end of every turn) and once not. The two alternate --runs times; the CPU time \
      of each is measured in this process and the medians compared. The goal is at most 10% \
      more with lifetimes. Build with `swift build -c release` first.
      """
  )

  @Option(help: "How many records each traced log reaches (100 or more).")
  var steps = 5000

  @Option(help: "How many times each configuration runs (1 or more); the median is reported.")
  var runs = 21

  func validate() throws {
    guard steps >= 100 else { throw ValidationError("--steps must be 100 or more") }
    guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
  }

  func run() async throws {
    let steps = steps
    let runs = runs
    let outcome = try await MainActor.run { () throws -> (String, [Double], [Double], Int, Int) in
      let scenario = try Self.largest()
      var with: [Double] = []
      var without: [Double] = []
      var records = (with: 0, without: 0)
      for run in 0..<runs {
        // The order alternates, so neither configuration always runs on a warmer cache.
        for tracks in run % 2 == 0 ? [false, true] : [true, false] {
          let start = Self.cpuSeconds()
          let count = try Self.trace(scenario, steps: steps, tracksLifetimes: tracks)
          let seconds = Self.cpuSeconds() - start
          if tracks {
            with.append(seconds)
            records.with = count
          } else {
            without.append(seconds)
            records.without = count
          }
        }
      }
      return (scenario.name, with, without, records.with, records.without)
    }
    let (name, with, without, recordsWith, recordsWithout) = outcome
    let medianWith = with.sorted()[with.count / 2]
    let medianWithout = without.sorted()[without.count / 2]
    let ratio = medianWith / max(medianWithout, 1e-9)
    try BenchOutput.print(
      "\(name) played until \(steps) records, \(runs) runs each, CPU time in this process")
    try BenchOutput.print(
      String(format: "  without lifetimes  %8.4f s  (%d records)", medianWithout, recordsWithout))
    try BenchOutput.print(
      String(format: "  with lifetimes     %8.4f s  (%d records)", medianWith, recordsWith))
    try BenchOutput.print(
      String(format: "with / without: %.3f×; at most 1.10× (the goal): ", ratio)
        + (ratio <= 1.10 ? "met" : "missed"))
  }

  /// The built-in scenario whose log is longest.
  @MainActor
  static func largest() throws -> Scenario {
    var best: (scenario: Scenario, count: Int)?
    for scenario in BuiltInScenarios.all {
      let sink = EncodingSink()
      try Simulator.run(scenario: scenario.name, to: sink, tracksLifetimes: false) {
        scenario.play(on: $0)
      }
      if best.map({ sink.events > $0.count }) ?? true { best = (scenario, sink.events) }
    }
    guard let best else { throw BenchError("no built-in scenario") }
    return best.scenario
  }

  /// Plays `scenario` in one simulator until its log holds `steps` records; their count.
  @MainActor
  static func trace(_ scenario: Scenario, steps: Int, tracksLifetimes: Bool) throws -> Int {
    let sink = EncodingSink()
    try Simulator.run(scenario: scenario.name, to: sink, tracksLifetimes: tracksLifetimes) {
      device in
      while sink.events < steps, !device.isHalted { scenario.play(on: device) }
    }
    return sink.events
  }

  static func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }
}

/// Encodes every record as a log line and drops it, counting the events: tracing without the
/// file system.
private final class EncodingSink: RecordSink {
  private(set) var events = 0
  private var bytes: [UInt8] = []

  func write(_ record: Record) {
    if case .event = record { events += 1 }
    bytes.removeAll(keepingCapacity: true)
    RecordEncoder.append(record, to: &bytes)
  }
}
