import ArgumentParser
import Foundation
import TransitFiles
import TransitReporter
import TransitTrace

/// `transit-bench render`: `transit render` against PlantUML and `neato -n2`, timed in one run.
struct BenchRender: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render logs of growing size to SVG beside plantuml and neato -n2.",
    discussion: """
      Each log is built from the built-in scenarios' logs, cut at exactly --sizes events: by \
      default one long session of one app (view controllers and delegates keep their ids, each \
      transition brings a new context and coordinator), or with --wide every copy with its own \
      participants (hundreds of columns). \
      Transit is timed as a whole `transit render LOG --format svg` process (this binary), \
      like its peers: `plantuml -tsvg` on Transit's PlantUML export of the same log, and \
      `neato -n2 -Tsvg` on Transit's own DOT (the same drawing, with Graphviz's command-line \
      tool). Figures are medians; peak memory comes from GNU time (Debian package `time`). \
      Build with `swift build -c release` first: a debug build measures the debug binary.
      """
  )

  @Option(help: "The log sizes, in events, comma-separated.")
  var sizes = "20,200,1000,5000"

  @Option(
    parsing: .unconditional,
    help: "How many times each program runs per size (1 or more); the median is reported.")
  var runs = 3

  @Option(help: "Keep the generated logs and exports in this folder.")
  var keep: String?

  @Flag(help: "Give every copy of a scenario its own participants: a very wide diagram.")
  var wide = false

  @Option(help: "What a column stands for: role (transit render's default) or object.")
  var lanes = DiagramOptions.Lanes.role.rawValue

  /// The sizes `--sizes` lists, or nil when one is not a positive whole number.
  var counts: [Int]? {
    let counts = sizes.split(separator: ",", omittingEmptySubsequences: false).map {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
    return counts.compactMap { $0 }
  }

  func validate() throws {
    guard counts != nil else {
      throw ValidationError("--sizes takes positive numbers, such as 20,200,1000,5000")
    }
    guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
    guard DiagramOptions.Lanes(rawValue: lanes) != nil else {
      throw ValidationError("--lanes is role or object")
    }
    if keep?.isEmpty == true { throw ValidationError("--keep needs a folder") }
  }

  @MainActor
  func run() async throws {
    let counts = self.counts ?? []
    let folder = keep ?? NSTemporaryDirectory() + "transit-bench-render-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { if keep == nil { try? FileManager.default.removeItem(atPath: folder) } }
    // The `transit` built beside this program, run as `transit-bench check` runs it.
    let transit = BenchCheck.transitExecutable
    var synthesizer = try LogSynthesizer.fromScenarios(BenchLogs.scenarios)
    synthesizer.identities = wide ? .perCopy : .session
    let peers = (
      plantuml: PeerProcess.isAvailable("plantuml"), neato: PeerProcess.isAvailable("neato")
    )
    if !peers.plantuml {
      try BenchOutput.print("plantuml is not installed (apt-get install plantuml): no ratio.")
    }
    if !peers.neato {
      try BenchOutput.print("neato is not installed (apt-get install graphviz): no ratio.")
    }
    try BenchOutput.print(
      "Transit: \(transit) render LOG --format svg --lanes \(lanes), whole process; "
        + "Graphviz \(Graphviz.version)")
    let options = DiagramOptions(lanes: DiagramOptions.Lanes(rawValue: lanes) ?? .role)

    var rows: [RenderBenchRow] = []
    for count in counts {
      let log = "\(folder)/log-\(count).jsonl"
      try synthesizer.write(minimumEvents: count, to: log, exact: true)
      let records = try LogReader.readAll(path: log)
      let dot = "\(folder)/log-\(count).dot"
      let puml = "\(folder)/log-\(count).puml"
      try OutputFile.write(
        bytes: try DiagramRenderer.render(records, format: .dot, options: options), to: dot)
      try OutputFile.write(
        bytes: try DiagramRenderer.render(records, format: .plantuml, options: options), to: puml)

      var row = RenderBenchRow(records: count)
      row.transit = try BenchLogs.median(runs) {
        try PeerProcess.measure([
          transit, "render", log, "--format", "svg", "--lanes", lanes, "--output",
          "\(folder)/transit-\(count).svg",
        ])
      }
      if peers.neato {
        row.neato = try BenchLogs.median(runs) {
          try PeerProcess.measure(
            ["neato", "-n2", "-Tsvg", dot], output: "\(folder)/neato-\(count).svg")
        }
      }
      if peers.plantuml {
        row.plantuml = try BenchLogs.median(runs) {
          try PeerProcess.measure(["plantuml", "-tsvg", puml])
        }
      }
      try BenchOutput.print(row.line)
      rows.append(row)
    }
    try BenchOutput.print("")
    try BenchOutput.print(RenderBenchRow.table(rows))
    if peers.neato { try slide(synthesizer, folder: folder, transit: transit) }
  }

  /// A slide PNG of one transition (`--preset slide --transition 1`, every page of it), in CPU
  /// seconds, beside `neato -n2 -Tpng` drawing the same pages' DOT at the same 144 dpi.
  func slide(_ synthesizer: LogSynthesizer, folder: String, transit: String) throws {
    let log = "\(folder)/slide.jsonl"
    try synthesizer.write(minimumEvents: 200, to: log, exact: true)
    let records = try LogReader.readAll(path: log)
    var options = DiagramOptions(transition: 1)
    DiagramOptions.Preset.slide.apply(to: &options)
    let pages = DiagramRenderer.pages(
      DiagramBuilder.diagram(of: records, options: options), options: options)
    var dots: [String] = []
    for (index, page) in pages.enumerated() {
      let path = "\(folder)/slide-\(index + 1).dot"
      try OutputFile.write(bytes: Array(page.utf8), to: path)
      dots.append(path)
    }
    let mine = try BenchLogs.median(runs) {
      try PeerProcess.measure([
        transit, "render", log, "--preset", "slide", "--transition", "1", "--format", "png",
        "--output", "\(folder)/slide.png",
      ])
    }
    var neato: [PeerProcess.Measurement] = []
    for dot in dots {
      neato.append(
        try BenchLogs.median(runs) {
          try PeerProcess.measure(
            ["neato", "-n2", "-Gdpi=144", "-Tpng", dot], output: dot + ".png")
        })
    }
    let cpu = { (measurement: PeerProcess.Measurement) in
      measurement.cpuSeconds.map { String(format: "%.2f", $0) } ?? "-"
    }
    let neatoCPU = neato.compactMap(\.cpuSeconds).reduce(0, +)
    let ratio =
      mine.cpuSeconds.map { String(format: "%.1f×", neatoCPU / max($0, 1e-9)) } ?? "-"
    try BenchOutput.print("")
    try BenchOutput.print(
      "slide PNG of transition 1 (\(pages.count) page\(pages.count == 1 ? "" : "s"), "
        + "1920 × 1080): transit \(cpu(mine)) s CPU (\(String(format: "%.2f", mine.seconds)) s "
        + "wall), neato -n2 -Tpng \(String(format: "%.2f", neatoCPU)) s CPU; neato / transit "
        + "\(ratio)")
  }
}

/// One size's medians.
struct RenderBenchRow {
  let records: Int
  var transit: PeerProcess.Measurement?
  var neato: PeerProcess.Measurement?
  var plantuml: PeerProcess.Measurement?

  var line: String {
    "\(records) records: transit \(Self.seconds(transit)) s, neato -n2 \(Self.seconds(neato)) s, "
      + "plantuml \(Self.seconds(plantuml)) s"
  }

  static func seconds(_ measurement: PeerProcess.Measurement?) -> String {
    measurement.map { String(format: "%.3f", $0.seconds) } ?? "-"
  }

  static func megabytes(_ measurement: PeerProcess.Measurement?) -> String {
    measurement?.peakKilobytes.map { String(format: "%.0f", Double($0) / 1024) } ?? "-"
  }

  /// `peer / transit`: how many times faster Transit is (below 1, slower).
  static func ratio(_ peer: PeerProcess.Measurement?, _ transit: PeerProcess.Measurement?) -> String
  {
    guard let peer, let transit else { return "-" }
    return String(format: "%.1f×", peer.seconds / max(transit.seconds, 1e-9))
  }

  /// The table: medians, Transit's speed against each peer, Transit's time per 1,000 records
  /// (flat when time grows linearly) and peak memory.
  static func table(_ rows: [RenderBenchRow]) -> String {
    var lines = [
      "records  transit s  neato -n2 s  plantuml s  vs plantuml  vs neato  transit s/1k"
        + "  transit MB  neato MB  plantuml MB"
    ]
    for row in rows {
      let perThousand =
        row.transit.map { String(format: "%.3f", $0.seconds * 1000 / Double(row.records)) } ?? "-"
      let columns: [(String, Int)] = [
        (String(row.records), 7), (seconds(row.transit), 9), (seconds(row.neato), 11),
        (seconds(row.plantuml), 10), (ratio(row.plantuml, row.transit), 11),
        (ratio(row.neato, row.transit), 8), (perThousand, 12), (megabytes(row.transit), 10),
        (megabytes(row.neato), 8), (megabytes(row.plantuml), 11),
      ]
      lines.append(
        columns.map { text, width in
          String(repeating: " ", count: max(0, width - text.count)) + text
        }
        .joined(separator: "  "))
    }
    return lines.joined(separator: "\n")
  }
}
