import Foundation
import TransitCompile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The corpus part of `transit-bench run`: `transit run` on public transition libraries with
/// the sample apps that use them, each as written, with a scenario that only names the sample's
/// first screen. The libraries are listed in `.ci/corpus.list` and cloned by
/// `.ci/corpus` into a cache outside the repository; what is not there is left out, and
/// nothing is reported when none is.
struct BenchCorpus {
  /// One line of the list.
  struct Library {
    let name: String
    let url: String
    let commit: String
    let licence: String
    /// The class the scenario starts the app at.
    let root: String
    /// As `transit run` takes them, relative to the clone.
    let paths: [String]
  }

  /// What one `transit run` of a library gave.
  struct Outcome {
    let library: Library
    let lines: Int
    let errors: Int
    let status: Int32
    /// The first compiler error, or the last line the run printed when it failed otherwise.
    let reason: String
    var compiled: Bool { errors == 0 && !reason.contains("did not compile") }
    var ran: Bool { status == 0 }
  }

  let list: String
  let transit: String
  /// Gives the paths without `:Module`, for a build of `transit` that predates it, and runs a
  /// copy of the files with each `import` of a listed module blanked (one module then, as a
  /// developer had to make it by hand): otherwise the compiler stops at the first import.
  let plainPaths: Bool
  /// A folder to keep each library's `transit run` output in, as `name.txt`.
  let keepOutput: String?

  /// The cache `.ci/corpus` clones into.
  static var cacheFolder: String {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["TRANSIT_CORPUS_DIR"], !folder.isEmpty { return folder }
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.cache")
    return cache + "/transit/corpus"
  }

  static func libraries(in list: String) throws -> [Library] {
    guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { return [] }
    return try text.split(separator: "\n").enumerated().compactMap { index, line in
      guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 6 else {
        throw BenchError("\(list):\(index + 1): expected 6 fields separated by |")
      }
      return Library(
        name: fields[0], url: fields[1], commit: fields[2], licence: fields[3], root: fields[4],
        paths: fields[5].split(separator: ",").map(String.init))
    }
  }

  /// The libraries whose clone is in the cache at the listed commit.
  static func present(_ libraries: [Library]) -> [Library] {
    libraries.filter { library in
      let marker = cacheFolder + "/" + library.name + "/.transit-corpus"
      guard let text = try? String(contentsOfFile: marker, encoding: .utf8) else { return false }
      return text.split(separator: "\n").dropFirst().first.map(String.init) == library.commit
    }
  }

  func report() throws {
    let libraries = try Self.libraries(in: list)
    let present = Self.present(libraries)
    guard !present.isEmpty else {
      try BenchOutput.print(
        "corpus: not present in \(Self.cacheFolder) (.ci/corpus clones it); left out")
      return
    }
    try BenchOutput.print(
      "corpus: \(present.count) of \(libraries.count) libraries with their samples, each run "
        + "as written with a scenario that starts its first screen (\(transit))")
    var outcomes: [Outcome] = []
    for library in present {
      let outcome = try run(library)
      outcomes.append(outcome)
      let verdict =
        outcome.ran
        ? "runs" : outcome.compiled ? "compiles, run fails: \(outcome.reason)" : outcome.reason
      let name = library.name.padding(toLength: 46, withPad: " ", startingAt: 0)
      try BenchOutput.print(
        "  \(name)"
          + String(
            format: " %6d lines %4d errors %6.1f/kLOC  ", outcome.lines, outcome.errors,
            perThousand(outcome.errors, outcome.lines)) + String(verdict.prefix(160)))
    }
    let lines = outcomes.reduce(0) { $0 + $1.lines }
    let errors = outcomes.reduce(0) { $0 + $1.errors }
    try BenchOutput.print(
      "corpus: \(outcomes.filter(\.compiled).count) of \(outcomes.count) compile unchanged; "
        + "\(outcomes.filter(\.ran).count) run with a scenario file only; "
        + String(
          format: "%d errors in %d lines, %.1f per 1,000 lines", errors, lines,
          perThousand(errors, lines)))
  }

  /// A copy of the files under `scratch` without `import` of the list's modules, and the
  /// paths to give a `transit` that has no `PATH:Module`.
  private func unmoduled(
    _ files: DeveloperFiles, _ library: Library, from folder: String, into scratch: String
  ) throws -> [String] {
    let modules = Set(library.paths.compactMap { $0.split(separator: ":").dropFirst().last })
    let copy = scratch + "/sources"
    func place(_ path: String, _ text: String) throws {
      let target = copy + "/" + path.dropFirst(folder.count + 1)
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: target, atomically: false, encoding: .utf8)
    }
    for file in files.files {
      let text = file.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.count >= 2 && words[0] == "import" && modules.contains(words[1])
          ? Substring("") : line
      }.joined(separator: "\n")
      try place(file.path, text)
    }
    for path in files.interfaceFiles {
      try place(path, try String(contentsOfFile: path, encoding: .utf8))
    }
    return library.paths.map {
      copy + "/" + ($0.split(separator: ":").first.map(String.init) ?? $0)
    }
  }

  private func perThousand(_ errors: Int, _ lines: Int) -> Double {
    lines == 0 ? 0 : Double(errors) * 1000 / Double(lines)
  }

  private func run(_ library: Library) throws -> Outcome {
    let folder = Self.cacheFolder + "/" + library.name
    let scratch = NSTemporaryDirectory() + "transit-bench-corpus-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let full = library.paths.map { folder + "/" + $0 }
    let files = try DeveloperFiles(paths: full)
    let lines = files.files.reduce(0) { count, file in
      count + file.text.reduce(into: 0) { if $1 == "\n" { $0 += 1 } }
    }
    let paths = plainPaths ? try unmoduled(files, library, from: folder, into: scratch) : full
    let scenario = scratch + "/scenario.yaml"
    try """
    scenario: corpus
    viewControllers:
      \(library.root): {swift: true, root: true}
    steps:
      - wait: 1

    """.write(toFile: scenario, atomically: true, encoding: .utf8)
    let output = scratch + "/output.txt"
    FileManager.default.createFile(atPath: output, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: transit)
    process.arguments =
      ["run"] + paths + ["--scenario", scenario, "--output", scratch + "/log.jsonl"]
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    if let keepOutput {
      try FileManager.default.createDirectory(atPath: keepOutput, withIntermediateDirectories: true)
      try printed.write(
        toFile: keepOutput + "/" + library.name + ".txt", atomically: true, encoding: .utf8)
    }
    let printedLines = printed.split(separator: "\n").map(String.init)
    let errorLines = printedLines.filter { $0.contains(": error: ") }
    let reason =
      errorLines.first.map { line in
        // The message after the file and line, which the cache folder makes long.
        line.range(of: "error: ").map { String(line[$0.upperBound...]) } ?? line
      } ?? printedLines.last ?? ""
    return Outcome(
      library: library, lines: lines, errors: errorLines.count,
      status: process.terminationStatus, reason: reason)
  }
}
