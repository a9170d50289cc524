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
    /// The class the scenario starts the app at; empty when the sample's app delegate makes
    /// its window, and the scenario names no root, so that the app launches through it.
    let root: String
    /// As `transit run` takes them, relative to the clone.
    let paths: [String]
    /// The language mode of the sample's target (`SWIFT_VERSION` in its Xcode project), as
    /// `transit run --swift-version` takes it; empty for Swift 5, `transit run`'s own.
    let language: String
    /// The compilation conditions the sample's target sets (`-D` in its Other Swift Flags).
    var conditions: [String] = []

    /// The dependencies whose folders the paths name (`@owner+name/folder:Module`), in order.
    var dependencies: [String] {
      var names: [String] = []
      for path in paths {
        if let name = Self.dependency(in: path), !names.contains(name) { names.append(name) }
      }
      return names
    }

    /// The dependency a path names, `owner+name` of `@owner+name/folder:Module`; nil for a
    /// path in the library's own clone.
    static func dependency(in path: String) -> String? {
      guard path.hasPrefix("@") else { return nil }
      return String(path.dropFirst().prefix { $0 != "/" && $0 != ":" })
    }
  }

  /// A line of four fields: a repository a library's sample or library imports, as its package
  /// manager fetches it (at the commit its lock file, manifest or submodule pins), which no run
  /// measures on its own; a library's path names one of its folders as `@owner+name/folder`.
  struct Dependency {
    let name: String
    let url: String
    let commit: String
    let licence: String
  }

  /// What one `transit run` of a library gave.
  struct Outcome {
    let library: Library
    let lines: Int
    /// The compiler's errors, counted with the imports of `missing` blanked, so that the
    /// errors a missing module hides are counted too (the compiler stops at `no such module`).
    let errors: Int
    let status: Int32
    /// The first compiler error, or the last line the run printed when it failed otherwise.
    let reason: String
    /// The modules the files import that neither Transit nor the paths have (a pod with no
    /// sources in the clone, SwiftUI, AVFoundation): with one missing, the library neither
    /// compiles nor runs unchanged, whatever the count of errors without it.
    let missing: [String]
    /// The compiler's messages, in order, for the table of the most frequent.
    let messages: [String]
    /// Whether the run had the library's glue: the imports of the modules it still misses were
    /// blanked, and the glue stands in for what the files use of them.
    var glued = false
    /// The dependency whose files hold every compiler error, or nil: its module failed before
    /// the library's own were compiled, so their errors are not in the count.
    var stoppedIn: String? = nil
    var compiled: Bool { missing.isEmpty && errors == 0 && !reason.contains("did not compile") }
    var ran: Bool { (missing.isEmpty || glued) && status == 0 }
  }

  /// The most runs with missing modules' imports blanked a library gets: each finds at least
  /// one more missing module.
  static let missingRounds = 6

  let list: String
  let transit: String
  /// Gives the paths without `:Module`, for a build of `transit` that predates it, and runs a
  /// copy of the files with each `import` of a listed module blanked (one module then, as a
  /// developer had to make it by hand): otherwise the compiler stops at the first import.
  let plainPaths: Bool
  /// A folder to keep each library's `transit run` output in, as `name.txt`.
  let keepOutput: String?
  /// The folder of the libraries' glue (`BenchCorpus.Glue`), or nil for none.
  var glueFolder: String? = nil

  /// The cache `.ci/corpus` clones into.
  static var cacheFolder: String {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["TRANSIT_CORPUS_DIR"], !folder.isEmpty { return folder }
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.cache")
    return cache + "/transit/corpus"
  }

  /// The list's libraries and the dependencies they name, each dependency a library's path
  /// names listed.
  static func entries(
    in list: String
  ) throws -> (libraries: [Library], dependencies: [Dependency]) {
    guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { return ([], []) }
    var libraries: [(line: Int, library: Library)] = []
    var dependencies: [Dependency] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      if fields.count == 4 {
        dependencies.append(
          Dependency(name: fields[0], url: fields[1], commit: fields[2], licence: fields[3]))
      } else {
        libraries.append((index + 1, try library(fields, list: list, line: index + 1)))
      }
    }
    let listed = Set(dependencies.map(\.name))
    for (line, library) in libraries {
      if let absent = library.dependencies.first(where: { !listed.contains($0) }) {
        throw BenchError(
          "\(list):\(line): a path names @\(absent), which no dependency line (name|url|commit|"
            + "licence) lists")
      }
    }
    return (libraries.map(\.library), dependencies)
  }

  /// One library's line, split into its fields.
  private static func library(_ fields: [String], list: String, line: Int) throws -> Library {
    guard (6...8).contains(fields.count) else {
      throw BenchError(
        "\(list):\(line): expected 6 to 8 fields separated by |, or 4 for a dependency")
    }
    let language = fields.count >= 7 ? fields[6] : ""
    let conditions = fields.count == 8 ? fields[7].split(separator: ",").map(String.init) : []
    guard language.isEmpty || SwiftLanguageMode(rawValue: language) != nil else {
      throw BenchError(
        "\(list):\(line): expected a Swift language mode, "
          + SwiftLanguageMode.allCases.map(\.rawValue).joined(separator: ", ")
          + ", or nothing, found '\(language)'")
    }
    return Library(
      name: fields[0], url: fields[1], commit: fields[2], licence: fields[3], root: fields[4],
      paths: fields[5].split(separator: ",").map(String.init), language: language,
      conditions: conditions)
  }

  /// The libraries whose clone is in the cache at the listed commit, with each dependency their
  /// paths name.
  static func present(_ libraries: [Library], _ dependencies: [Dependency] = []) -> [Library] {
    let commits = Dictionary(dependencies.map { ($0.name, $0.commit) }) { first, _ in first }
    return libraries.filter { library in
      cloned(library.name, at: library.commit)
        && library.dependencies.allSatisfy { name in
          commits[name].map { cloned(name, at: $0) } ?? false
        }
    }
  }

  /// Whether the cache holds `name`'s clone at `commit`: its marker's second line.
  private static func cloned(_ name: String, at commit: String) -> Bool {
    let marker = cacheFolder + "/" + name + "/.transit-corpus"
    guard let text = try? String(contentsOfFile: marker, encoding: .utf8) else { return false }
    return text.split(separator: "\n").dropFirst().first.map(String.init) == commit
  }

  /// Where a list's path is: in the library's clone, or `@owner+name/…` in that dependency's.
  static func location(of path: String, in library: Library) -> String {
    Library.dependency(in: path) == nil
      ? cacheFolder + "/" + library.name + "/" + path : cacheFolder + "/" + path.dropFirst()
  }

  func report() throws {
    let (libraries, dependencies) = try Self.entries(in: list)
    let present = Self.present(libraries, dependencies)
    guard !present.isEmpty else {
      try BenchOutput.print(
        "corpus: not present in \(Self.cacheFolder) (.ci/corpus clones it); left out")
      return
    }
    try BenchOutput.print(
      "corpus: \(present.count) of \(libraries.count) libraries with their samples, each run "
        + "as written with a scenario that starts its first screen, or names none where the "
        + "app delegate makes it (\(transit))")
    try Self.reportDependencies(of: present, dependencies)
    var outcomes: [Outcome] = []
    var glued: [String: (Glue, Outcome)] = [:]
    for library in present {
      let outcome = try run(library)
      outcomes.append(outcome)
      if !outcome.ran, let glue = try Glue.find(for: library, in: glueFolder) {
        glued[library.name] = (glue, try run(library, glue: glue))
      }
      let stop = outcome.stoppedIn.map { "stops in \($0), its own files not compiled: " } ?? ""
      let verdict =
        !outcome.missing.isEmpty
        ? "misses \(outcome.missing.joined(separator: ", "))"
          + (outcome.errors == 0 ? "; compiles without it" : "; then \(stop)\(outcome.reason)")
        : outcome.ran
          ? "runs"
          : outcome.compiled ? "compiles, run fails: \(outcome.reason)" : stop + outcome.reason
      let withGlue = Self.glueVerdict(glued[library.name]?.1)
      let name = library.name.padding(toLength: 46, withPad: " ", startingAt: 0)
      try BenchOutput.print(
        "  \(name)"
          + String(
            format: " %6d lines %4d errors %6.1f/kLOC  ", outcome.lines, outcome.errors,
            perThousand(outcome.errors, outcome.lines))
          + String(verdict.prefix(max(0, 160 - withGlue.count))) + String(withGlue.prefix(160)))
    }
    let lines = outcomes.reduce(0) { $0 + $1.lines }
    let errors = outcomes.reduce(0) { $0 + $1.errors }
    let missing = outcomes.filter { !$0.missing.isEmpty }
    try BenchOutput.print(
      "corpus: \(outcomes.filter(\.compiled).count) of \(outcomes.count) compile unchanged; "
        + "\(outcomes.filter(\.ran).count) run with a scenario file only; "
        + Self.glueSummary(outcomes, glued: glued)
        + "\(missing.count) miss modules Transit does not have"
        + (missing.isEmpty
          ? ""
          : " ("
            + missing.map { "\($0.library.name): \($0.missing.joined(separator: ", "))" }
            .joined(separator: "; ") + ")") + "; "
        + String(
          format: "%d errors in %d lines, %.1f per 1,000 lines", errors, lines,
          perThousand(errors, lines)))
    try Self.reportBlockers(outcomes)
    try reportMessages(outcomes)
  }

  /// The compiler's most frequent messages across the corpus, each with how many libraries
  /// and how many times, most libraries first: what to add next.
  private func reportMessages(_ outcomes: [Outcome]) throws {
    var times: [String: Int] = [:]
    var libraries: [String: Set<String>] = [:]
    for outcome in outcomes {
      for message in outcome.messages {
        times[message, default: 0] += 1
        libraries[message, default: []].insert(outcome.library.name)
      }
    }
    let ranked = times.keys.sorted { left, right in
      let (l, r) = (libraries[left]!.count, libraries[right]!.count)
      if l != r { return l > r }
      if times[left]! != times[right]! { return times[left]! > times[right]! }
      return left < right
    }
    guard !ranked.isEmpty else { return }
    try BenchOutput.print("corpus: the most frequent errors (libraries, times, message)")
    for message in ranked.prefix(Self.shownMessages) {
      try BenchOutput.print(
        String(format: "  %3d %4d  ", libraries[message]!.count, times[message]!)
          + String(message.prefix(160)))
    }
  }

  /// One line naming the dependencies each library's paths name, with the commit each was
  /// cloned at; nothing when none does.
  static func reportDependencies(of libraries: [Library], _ dependencies: [Dependency]) throws {
    let commits = Dictionary(dependencies.map { ($0.name, $0.commit) }) { first, _ in first }
    let using = libraries.filter { !$0.dependencies.isEmpty }
    guard !using.isEmpty else { return }
    try BenchOutput.print(
      "corpus: dependencies, cloned at the commit each library's lock file or manifest pins: "
        + using.map { library in
          "\(library.name) uses "
            + library.dependencies.map { "\($0) at \(commits[$0]?.prefix(7) ?? "")" }
            .joined(separator: ", ")
        }.joined(separator: "; "))
  }

  /// How many of the most frequent messages the corpus report shows.
  static let shownMessages = 25

  /// A copy of the files under `scratch` without `import` of `modules`, and the paths to give
  /// `transit run` (without `:Module` when `plainPaths`).
  private func blanking(
    _ modules: Set<Substring>, in files: DeveloperFiles, _ library: Library, from folder: String,
    into scratch: String
  ) throws -> [String] {
    let copy = scratch + "/sources"
    try? FileManager.default.removeItem(atPath: copy)
    func place(_ path: String, _ text: String) throws {
      // A dependency's file goes under `@owner+name/`, as the list's path names it.
      let target =
        path.hasPrefix(folder + "/")
        ? copy + "/" + path.dropFirst(folder.count + 1)
        : copy + "/@" + path.dropFirst(Self.cacheFolder.count + 1)
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: target, atomically: false, encoding: .utf8)
    }
    for file in files.files {
      let text = file.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        Self.imports(line, of: modules) ? Substring("") : line
      }.joined(separator: "\n")
      try place(file.path, text)
    }
    for path in files.interfaceFiles {
      try place(path, try String(contentsOfFile: path, encoding: .utf8))
    }
    return library.paths.map { path in
      plainPaths
        ? copy + "/" + (path.split(separator: ":").first.map(String.init) ?? path)
        : copy + "/" + path
    }
  }

  /// Whether `line` imports one of `modules`: `import X`, `@testable import X`,
  /// `import class X.Y`.
  static func imports(_ line: Substring, of modules: Set<Substring>) -> Bool {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while words.first?.hasPrefix("@") == true { words = words.dropFirst() }
    guard words.first == "import", words.count >= 2 else { return false }
    let kinds: Set<Substring> = [
      "class", "struct", "enum", "protocol", "typealias", "func", "let", "var",
    ]
    var name = words[words.startIndex + 1]
    if kinds.contains(name), words.count >= 3 { name = words[words.startIndex + 2] }
    return modules.contains(name.split(separator: ".").first ?? name)
  }

  /// The modules the compiler found no module for, in `printed`.
  static func missingModules(in printed: [String]) -> [Substring] {
    printed.compactMap { line in
      guard let range = line.range(of: "error: no such module '") else { return nil }
      let rest = line[range.upperBound...]
      return rest.firstIndex(of: "'").map { rest[..<$0] }
    }
  }

  private func perThousand(_ errors: Int, _ lines: Int) -> Double {
    lines == 0 ? 0 : Double(errors) * 1000 / Double(lines)
  }

  /// One library run as written, or with `glue` given beside its paths.
  private func run(_ library: Library, glue: Glue? = nil) throws -> Outcome {
    let folder = Self.cacheFolder + "/" + library.name
    let scratch = NSTemporaryDirectory() + "transit-bench-corpus-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let full = library.paths.map { Self.location(of: $0, in: library) }
    let files = try DeveloperFiles(paths: full)
    let lines = files.files.reduce(0) { count, file in
      count + file.text.reduce(into: 0) { if $1 == "\n" { $0 += 1 } }
    }
    let listed = Set(library.paths.compactMap { $0.split(separator: ":").dropFirst().last })
    var missing: [Substring] = []
    func paths() throws -> [String] {
      let blanked = Set(missing).union(plainPaths ? listed : [])
      let own =
        blanked.isEmpty
        ? full : try blanking(blanked, in: files, library, from: folder, into: scratch)
      // The glue first: a module in it stands in for a pod the library's modules import.
      guard let glue else { return own }
      return glue.paths
        + zip(library.paths, own).filter { !glue.replaces($0.0) }.map(\.1)
    }
    var attempt = try attempt(library, paths: paths(), scratch: scratch)
    for _ in 0..<Self.missingRounds {
      let found = Self.missingModules(in: attempt.printed).filter { !missing.contains($0) }
      if found.isEmpty { break }
      missing += found
      attempt = try self.attempt(library, paths: paths(), scratch: scratch)
    }
    if let keepOutput {
      try FileManager.default.createDirectory(atPath: keepOutput, withIntermediateDirectories: true)
      try attempt.printed.joined(separator: "\n").write(
        toFile: keepOutput + "/" + library.name + (glue == nil ? "" : "+glue") + ".txt",
        atomically: true, encoding: .utf8)
    }
    // Each error's line, and its message after the file and line, which the cache folder makes
    // long.
    let errors = attempt.printed.compactMap { line in
      line.range(of: ": error: ").map { (line: line, message: String(line[$0.upperBound...])) }
    }
    let errorLines = errors.map(\.line)
    let messages = errors.map(\.message)
    // A dependency's file is under its clone, or under `@owner+name/` in a blanked copy.
    let stoppedIn = library.dependencies.first { name in
      !errorLines.isEmpty
        && errorLines.allSatisfy {
          $0.contains(Self.cacheFolder + "/" + name + "/") || $0.contains("/@" + name + "/")
        }
    }
    return Outcome(
      library: library, lines: lines, errors: messages.count, status: attempt.status,
      reason: messages.first ?? attempt.printed.last ?? "",
      missing: missing.map(String.init), messages: messages, glued: glue != nil,
      stoppedIn: stoppedIn)
  }

  /// One `transit run` of `paths`: what it printed, by line, and its exit status.
  private func attempt(
    _ library: Library, paths: [String], scratch: String
  ) throws -> (printed: [String], status: Int32) {
    let scenario = scratch + "/scenario.yaml"
    let root =
      library.root.isEmpty ? "" : "viewControllers:\n  \(library.root): {swift: true, root: true}\n"
    try "scenario: corpus\n\(root)steps:\n  - wait: 1\n".write(
      toFile: scenario, atomically: true, encoding: .utf8)
    let output = scratch + "/output.txt"
    FileManager.default.createFile(atPath: output, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: transit)
    process.arguments =
      ["run"] + paths + ["--scenario", scenario, "--output", scratch + "/log.jsonl"]
      + (library.language.isEmpty ? [] : ["--swift-version", library.language])
      + library.conditions.flatMap { ["-D", $0] }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    return (printed.split(separator: "\n").map(String.init), process.terminationStatus)
  }
}
