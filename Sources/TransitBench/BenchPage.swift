import ArgumentParser
import Foundation
import TransitScenarios
import TransitTrace

/// `transit-bench page`: the step-through page of the largest built-in scenario, with its
/// screen, beside the same page without it (the log's geometry left out, as a log recorded
/// before the geometry channel reads): its size, and how long headless Chromium takes to open
/// it, load its script and lay it out.
struct BenchPage: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "page",
    abstract: "Open the largest built-in scenario's page in Chromium, with and without its screen.",
    discussion: """
      The largest scenario is the one whose log has the most events (or the one --scenario \
      names). Both pages are written by the `transit` built beside this program \
      (`transit render LOG --format html`); Chromium is timed as a whole process, \
      `chromium --headless --dump-dom`, which prints the page once it has loaded and run its \
      script, beside the same process opening an empty page (Chromium alone). The goal: under \
      1 MB, and open in under 2 s past Chromium's own start. Figures are medians.
      """
  )

  @Option(help: "A built-in scenario to measure instead of the largest.")
  var scenario: String?

  @Option(
    parsing: .unconditional,
    help: "How many times Chromium opens each page (1 or more); the median is reported.")
  var runs = 5

  @Option(help: "The Chromium to run.")
  var chromium = Self.defaultChromium

  #if os(Linux)
    static let defaultChromium = "/usr/bin/chromium"
  #else
    static let defaultChromium = "/Applications/Chromium.app/Contents/MacOS/Chromium"
  #endif

  func validate() throws {
    guard runs >= 1 else { throw ValidationError("--runs must be 1 or more") }
    if let scenario, BuiltInScenarios.named(scenario) == nil {
      throw ValidationError("unknown scenario \(scenario)")
    }
  }

  @MainActor
  func run() async throws {
    guard FileManager.default.isExecutableFile(atPath: chromium) else {
      throw BenchError("\(chromium) is not installed (apt-get install chromium)")
    }
    var chosen: (name: String, records: [Record])?
    for candidate in BuiltInScenarios.all where scenario == nil || candidate.name == scenario {
      let records = try candidate.records()
      if chosen.map({ $0.records.count { $0.event != nil } }) ?? -1
        < records.count(where: { $0.event != nil })
      {
        chosen = (candidate.name, records)
      }
    }
    guard let (name, records) = chosen else { throw BenchError("no scenario to measure") }
    let folder = NSTemporaryDirectory() + "transit-bench-page-\(getpid())/"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var pages: [(label: String, path: String)] = []
    for (label, kept) in [
      ("with the screen", records), ("without it", records.filter { $0.geometry == nil }),
    ] {
      let log = folder + "\(pages.count).jsonl"
      let page = folder + "\(pages.count).html"
      try Data(kept.map(RecordEncoder.line(for:)).joined().utf8).write(
        to: URL(fileURLWithPath: log))
      let rendered = try PeerProcess.measure(
        [BenchCheck.transitExecutable, "render", log, "--format", "html", "--output", page])
      guard rendered.status == 0 else {
        throw BenchError("transit render exited \(rendered.status)")
      }
      pages.append((label, page))
    }
    // The floor: Chromium starting, opening an empty page and quitting.
    let blank = folder + "blank.html"
    try Data("<!DOCTYPE html><title>blank</title>\n".utf8).write(to: URL(fileURLWithPath: blank))
    pages.append(("blank (Chromium alone)", blank))
    let events = records.count { $0.event != nil }
    try BenchOutput.print("Scenario: \(name), \(events) events")
    var opened: [Double] = []
    for (label, page) in pages {
      let open = try BenchLogs.median(runs) {
        try PeerProcess.measure([
          chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
          "--dump-dom", "file://" + page,
        ])
      }
      opened.append(open.seconds)
      try BenchOutput.print(
        "page \(label): "
          + String(
            format: "%.0f KB, opens in %.2f s", BenchLogs.megabytes(of: page) * 1000, open.seconds))
    }
    let floor = opened[2]
    try BenchOutput.print(
      String(
        format:
          "past Chromium alone, the page opens in %.2f s with the screen and %.2f s without it "
          + "(%.2f×); the screen adds %.0f KB",
        opened[0] - floor, opened[1] - floor, (opened[0] - floor) / max(opened[1] - floor, 1e-9),
        (BenchLogs.megabytes(of: pages[0].path) - BenchLogs.megabytes(of: pages[1].path)) * 1000))
  }
}
