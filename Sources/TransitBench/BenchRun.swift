import ArgumentParser
import Foundation
import TransitCompile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit-bench run`: `transit run` on a developer's files, cold (compiled) and warm (the
/// build reused), beside `swiftc -typecheck -wmo` of the same files in the same run.
struct BenchRun: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Time transit run, cold and warm, beside swiftc -typecheck of the same files.",
    discussion: """
      The files are compiled into a cache of the benchmark's own, so the first run is cold. \
      Warm runs find the build unchanged and only hash the inputs and run the program. The \
      peer type-checks exactly what transit run compiles (the rewritten files and the entry \
      point, with the same options and runtime modules) in one frontend (-wmo). The goal is \
      a warm run under 2 s.

      Then the corpus: public transition libraries with their sample apps (.ci/corpus.list), \
      where .ci/corpus has cloned them; each is run as written, with a scenario that \
      starts its first screen, and the figures are how many compile unchanged, how many run, \
      and compiler errors per 1,000 lines. Without the clones that part is left out.
      """
  )

  @Argument(help: "The Swift files or folders; by default the README's example.")
  var paths: [String] = ["docs/run-example"]

  @Option(help: "The scenario file; by default the README's example's.")
  var scenario = "docs/run-example/photo-sheet.yaml"

  @Option(help: "How many times each warm command runs (1 or more); the median is reported.")
  var runs = 5

  @Flag(help: "Only the corpus, without the timings.")
  var corpusOnly = false

  @Option(help: "The list of the corpus's libraries.")
  var corpusList = ".ci/corpus.list"

  @Option(help: "Measure the corpus with this transit instead (for example an older build).")
  var corpusTransit: String?

  @Flag(help: "Give the corpus's paths without :Module, for a transit that predates it.")
  var corpusPlainPaths = false

  @Option(help: "A folder to keep each library's transit run output in.")
  var corpusOutput: String?

  @Option(help: "The corpus's glue: this project's stand-ins for what Linux lacks, by library.")
  var corpusGlue = ".ci/corpus-glue"

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be 1 or more") }
  }

  func run() async throws {
    if !corpusOnly { try timings() }
    try BenchCorpus(
      list: corpusList, transit: corpusTransit ?? BenchCheck.transitExecutable,
      plainPaths: corpusPlainPaths, keepOutput: corpusOutput, glueFolder: corpusGlue
    ).report()
  }

  private func timings() throws {
    let cache = NSTemporaryDirectory() + "transit-bench-run-\(getpid())"
    let log = cache + ".jsonl"
    setenv("TRANSIT_CACHE_DIR", cache, 1)
    defer {
      try? FileManager.default.removeItem(atPath: cache)
      unlink(log)
    }
    let transit = BenchCheck.transitExecutable
    let command = [transit, "run"] + paths + ["--scenario", scenario, "--output", log]
    let cold = try PeerProcess.measure(command)
    guard cold.status == 0 else {
      throw BenchError("\(command.joined(separator: " ")) exited with \(cold.status)")
    }
    let warm = try Timed.median(runs, command)

    // The cache holds the program's build and the modules `transit run` generated for it
    // (`import UIKit`), which the peer compiles against too.
    let entries = try FileManager.default.contentsOfDirectory(atPath: cache).filter {
      !$0.hasPrefix(".")
    }.map { URL(fileURLWithPath: cache).appendingPathComponent($0) }
    func holding(_ name: String) -> [URL] {
      entries.filter {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent(name).path)
      }
    }
    guard entries.count == 2, let folder = holding("program").first,
      let generated = holding("UIKit.swiftmodule").first
    else {
      throw BenchError(
        "expected a build and its generated modules in \(cache), found \(entries.count) entries")
    }
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    let runtime = try Runtime(
      buildFolder: URL(fileURLWithPath: transit).deletingLastPathComponent())
    let typecheck =
      ["swiftc", "-typecheck"] + ProgramBuild.compilerOptions() + [
        "-I", generated.path, "-I", runtime.modules.path, "-Xcc",
        "-fmodule-map-file=\(runtime.libyamlModuleMap.path)",
      ] + sources
    let peer = try Timed.median(runs, typecheck)

    try BenchOutput.print("transit run of \(paths.joined(separator: " ")) (\(sources.count) files)")
    try BenchOutput.print(
      String(format: "  cold (rewrite, compile, link, run)  %6.3f s", cold.seconds))
    try BenchOutput.print(
      String(format: "  warm (build reused), median of %d   %6.3f s", runs, warm.wall))
    try BenchOutput.print(
      String(format: "  swiftc -typecheck -wmo, median      %6.3f s", peer.wall))
    try BenchOutput.print(
      String(
        format: "warm run / typecheck: %.2f×; cold run / typecheck: %.2f×; ",
        warm.wall / peer.wall, cold.seconds / peer.wall)
        + "warm under 2 s (the goal): \(warm.wall < 2 ? "met" : "missed")")
  }
}
