import ArgumentParser
import Foundation
import TransitChecker
import TransitTrace

/// `transit-bench check`: `transit check` on a long log built from real scenario logs, beside
/// `jq` scanning the same file in the same run, and its peak memory at two sizes.
struct BenchCheck: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a long log built from real scenario logs, beside jq; memory at two sizes.",
    discussion: """
      Both logs repeat the built-in scenarios' logs with fresh ids (see `transit-bench read`), so every \
      record is real lifecycle traffic and the log conforms. `transit check` runs as its own \
      process, timed like its peers and measured by GNU time, so its peak memory is its own. \
      It decodes on one thread and checks on another, so its wall-clock rate depends on a \
      second core being free; CPU seconds are reported too. The goal is at least 5 times \
      jq's rate, with peak memory that does not grow with the log.
      """
  )

  @Option(parsing: .unconditional, help: "How many events the long log holds (1 or more).")
  var records = 1_000_000

  @Option(
    parsing: .unconditional,
    help: "How many events the short log holds (1 or more), to compare peak memory with.")
  var smallRecords = 200_000

  @Option(
    parsing: .unconditional,
    help: "How many times each program runs (1 or more); the median is reported.")
  var runs = 3

  @Flag(
    help: "Leave the scenarios' geometry records out of the log, as Transit wrote logs before.")
  var withoutGeometry = false

  @Option(help: "Keep the long log at this path instead of a temporary file.")
  var keep: String?

  /// Refuses sizes that cannot be compared.
  func validate() throws {
    guard smallRecords > 0, records > smallRecords, runs > 0 else {
      throw ValidationError(
        "--records must be larger than --small-records, both positive, and --runs positive")
    }
    if keep?.isEmpty == true { throw ValidationError("--keep needs a path") }
  }

  @MainActor
  func run() async throws {
    let folder = NSTemporaryDirectory()
    let path = keep ?? folder + "transit-bench-check-\(getpid()).jsonl"
    let smallPath = folder + "transit-bench-check-small-\(getpid()).jsonl"
    defer {
      if keep == nil { unlink(path) }
      unlink(smallPath)
    }
    var synthesizer = try LogSynthesizer.fromScenarios(BenchLogs.scenarios)
    synthesizer.keepsGeometry = !withoutGeometry
    let events = try synthesizer.write(minimumEvents: records, to: path)
    let smallEvents = try synthesizer.write(minimumEvents: smallRecords, to: smallPath)
    let megabytes = BenchLogs.megabytes(of: path)
    try BenchOutput.print(
      "Log: \(events) events, \(String(format: "%.1f", megabytes)) MB (\(path))")

    let transit = Self.transitExecutable
    let check = try Timed.median(runs, [transit, "check", path])
    var table = BenchTable(megabytes: megabytes)
    table.add("transit check", seconds: check.wall, peakKilobytes: check.peakKilobytes)
    let jqName = "jq -c 'select(.call==…)'"
    var jq: Timed?
    if PeerProcess.isAvailable("jq") {
      let measured = try Timed.median(
        runs, ["jq", "-c", #"select(.call=="animateTransition(using:)")"#], input: path)
      jq = measured
      table.add(jqName, seconds: measured.wall, peakKilobytes: measured.peakKilobytes)
    } else {
      try BenchOutput.print("jq is not installed (apt-get install jq); no ratio against it.")
    }
    let wc = try Timed.median(runs, ["wc", "-l"], input: path)
    table.add("wc -l (the floor)", seconds: wc.wall, peakKilobytes: wc.peakKilobytes)
    try BenchOutput.print(table.render(against: jqName))
    if let jq {
      let ratio = jq.wall / max(check.wall, 1e-9)
      try BenchOutput.print(
        String(format: "transit check reads %.1f× jq's rate (goal: 5×) ", ratio)
          + (ratio >= 5 ? "— met." : "— not met on this run."))
      try BenchOutput.print(
        String(
          format: "CPU seconds (user + sys): transit check %.2f, jq %.2f; jq uses %.1f× the CPU.",
          check.cpu, jq.cpu, jq.cpu / max(check.cpu, 1e-9)))
    }

    let small = try Timed.median(runs, [transit, "check", smallPath])
    try BenchOutput.print(
      "Peak memory of transit check: "
        + "\(Self.megabytes(small.peakKilobytes)) at \(smallEvents) events, "
        + "\(Self.megabytes(check.peakKilobytes)) at \(events) events.")
    // What the checker itself kept at most, and what the reader keeps: every declared
    // participant, to check that each event names one (LogReader), so it grows with the
    // number of distinct participants, which each copy of this synthetic log renames.
    let checker = Checker()
    for (label, file) in [("short", smallPath), ("long", path)] {
      let report = try checker.check(path: file)
      try BenchOutput.print(
        "  \(label) log: checker kept at most \(report.footprint); "
          + "the reader holds \(report.participants) declared participants.")
    }
  }

  /// The `transit` built beside this program, to run `transit check` as a child measured like
  /// its peers: `swift build` puts both executables in the same folder.
  static var transitExecutable: String {
    let this =
      Bundle.main.executableURL?.resolvingSymlinksInPath()
      ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return this.deletingLastPathComponent().appendingPathComponent("transit").path
  }

  static func megabytes(_ kilobytes: Int?) -> String {
    kilobytes.map { String(format: "%.1f MB", Double($0) / 1024) } ?? "unknown (no GNU time)"
  }
}

/// Wall-clock and CPU seconds of a program's runs, and its peak memory.
struct Timed {
  let wall: Double
  let cpu: Double
  let peakKilobytes: Int?

  /// Runs `arguments` `runs` times: the median wall time (with that run's peak memory) and
  /// the median CPU time. A run that exits with another status than `accepting` is an error:
  /// the log must conform (`diff` exits 1 when its inputs differ, as they are made to).
  static func median(
    _ runs: Int, _ arguments: [String], input: String? = nil, output: String? = nil,
    accepting: Set<Int32> = [0]
  ) throws -> Timed {
    var samples: [Timed] = []
    for _ in 0..<runs {
      let before = childCPUSeconds()
      let measured = try PeerProcess.measure(arguments, input: input, output: output)
      guard accepting.contains(measured.status) else {
        throw BenchError("\(arguments.joined(separator: " ")) exited with \(measured.status)")
      }
      samples.append(
        Timed(
          wall: measured.seconds, cpu: childCPUSeconds() - before,
          peakKilobytes: measured.peakKilobytes))
    }
    let byWall = samples.sorted { $0.wall < $1.wall }[samples.count / 2]
    let cpu = samples.map(\.cpu).sorted()[samples.count / 2]
    return Timed(wall: byWall.wall, cpu: cpu, peakKilobytes: byWall.peakKilobytes)
  }

  /// User and system seconds of every child waited for so far, their own children included.
  private static func childCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
