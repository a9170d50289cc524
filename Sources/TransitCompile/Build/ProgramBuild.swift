import Foundation

/// A class of the developer's that a scenario file names (`swift: true`), which the program
/// makes where the scenario needs one.
package struct DeveloperClass: Sendable, Equatable {
  package enum Kind: String, Sendable {
    case viewController, transitioningDelegate, animator, presentationController
  }

  package let name: String
  package let kind: Kind
  /// Where the scenario file names it.
  package let line: Int
  package let column: Int

  package init(name: String, kind: Kind, line: Int, column: Int) {
    self.name = name
    self.kind = kind
    self.line = line
    self.column = column
  }
}

/// The program `transit run` builds: the developer's files, rewritten, and a generated entry
/// point that hands the classes the scenario names to the runner; compiled by `swiftc` against
/// Transit's runtime, or found in the cache from an earlier run with the same inputs.
package struct ProgramBuild {
  package let sources: DeveloperFiles
  package let scenarioPath: String
  package let classes: [DeveloperClass]
  package let runtime: Runtime
  package let cache: BuildCache
  /// The scenario names no root: the app launches through its own app delegate.
  package var launchesApp = false
  /// The Swift language mode every file compiles in (`--swift-version`).
  package var language: SwiftLanguageMode = .five
  /// The compilation conditions set (`-D`), besides `DEBUG` and `TRANSIT`.
  package var conditions: [String] = []

  package init(
    sources: DeveloperFiles, scenarioPath: String, classes: [DeveloperClass], runtime: Runtime,
    cache: BuildCache, launchesApp: Bool = false, language: SwiftLanguageMode = .five,
    conditions: [String] = []
  ) {
    self.launchesApp = launchesApp
    self.language = language
    self.conditions = conditions
    self.sources = sources
    self.scenarioPath = scenarioPath
    self.classes = classes
    self.runtime = runtime
    self.cache = cache
  }

  /// What came out of a build.
  package struct Program: Sendable {
    package let executable: URL
    /// True when the cache already held it.
    package let reused: Bool
    /// Files that compiled to nothing, with why.
    package let warnings: [String]
  }

  /// The module the app's own files (those given without `:Module`) and the entry point make.
  package static let appModule = "TransitDeveloperApp"

  /// The compiler's options for every module in `language`, which the cache key covers too.
  package static func compilerOptions(
    _ language: SwiftLanguageMode = .five, conditions: [String] = []
  ) -> [String] {
    ["-swift-version", language.compilerArgument] + commonOptions
      + conditions.sorted().flatMap { ["-D", $0] }
  }

  private static let commonOptions = [
    "-Onone", "-wmo", "-parse-as-library", "-D", "DEBUG",
    "-D", "TRANSIT", "-suppress-warnings", "-diagnostic-style", "llvm",
    // A file with no import at all compiles on iOS through an app's umbrella header.
    "-Xfrontend", "-import-module", "-Xfrontend", "UIKit",
  ]

  package func build() throws -> Program {
    let surveys = sources.files.map { SourceRewrite.survey($0.text) }
    let hierarchy = ClassHierarchy(surveys.flatMap(\.classes))
    var optionals = OptionalRequirements(language: language)
    var selectors = SelectorParameters()
    for file in sources.files {
      optionals.collect(file.text)
      selectors.collect(file.text)
    }
    let registersInitializers = MetatypeInitializers.registers(
      surveys.reduce(into: []) { $0.formUnion($1.initializedClasses) }, hierarchy: hierarchy)
    let rewrites = sources.files.enumerated().map { index, file in
      SourceRewrite.rewrite(
        source: file.text, path: file.path, hierarchy: hierarchy, fileIndex: index,
        isLibrary: file.module != nil, optionals: optionals, language: language,
        selectors: selectors, conditions: Set(conditions),
        registersInitializers: registersInitializers)
    }
    try checkClasses(declared: rewrites.flatMap(\.classes))
    let interface = try InterfaceClasses(
      files: sources.interfaceFiles, declared: Set(rewrites.flatMap(\.classes).map(\.name)))
    let warnings =
      sources.notes
      + zip(sources.files, rewrites).compactMap { file, rewrite in
        rewrite.hiddenBy.map { "\(file.path):\($0.line):\($0.column): warning: \($0.message)" }
      }
    let launch =
      launchesApp
      ? try LaunchClasses(
        declared: zip(sources.files, rewrites).filter { $0.0.module == nil }.flatMap {
          file, rewrite in
          rewrite.classes.map { (file.path, $0) }
        }, scenarioPath: scenarioPath) : nil
    let entryPoint = EntryPoint(
      classes: classes, scenarioPath: scenarioPath,
      modules: sources.moduleNames + interface.imports,
      connections: rewrites.compactMap(\.interfaceBuilderFunction)
        + rewrites.flatMap(\.overrideRegistrations) + rewrites.compactMap(\.initializerFunction),
      interface: interface.makers,
      launch: launch,
      selectorTable: rewrites.reduce(into: [:]) { table, rewrite in
        table.merge(rewrite.selectorTable) { $0.union($1) }
      }, images: sources.images
    ).text
    let swiftc = try Tool.find("swiftc")
    let runtimeManifest = try runtimeManifest(swiftc: swiftc)
    let key = try cacheKey(
      runtimeManifest: runtimeManifest, rewrites: rewrites, entryPoint: entryPoint)
    let report = DiagnosticReport(
      sources: sources, rewrites: rewrites, scenarioPath: scenarioPath, classes: classes)
    try cache.prepare()
    switch try cache.entry(for: key) {
    case .program(let executable)?:
      cache.touch(key)
      return Program(executable: executable, reused: true, warnings: warnings)
    case .diagnostics(let earlier)?:
      cache.touch(key)
      throw RunError.compileFailed(report: report.render(compilerOutput: earlier))
    case .modules?:
      throw RunError.untrustedCache(
        path: cache.folder(for: key).path, reason: "holds modules where a program belongs")
    case nil:
      break
    }
    let standIns = try StandInModules.files(
      runtime: runtime, runtimeManifest: runtimeManifest, swiftc: swiftc, cache: cache)
    let work = try cache.workFolder(for: .building)
    defer { work.remove() }
    let libraries = work.url.appendingPathComponent("modules")
    try FileManager.default.createDirectory(
      at: libraries, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
    for file in standIns {
      try OwnFiles.writeNewFile(libraries.appendingPathComponent(file.name).path, file.bytes)
    }
    var copies: [(module: String?, path: String)] = []
    for (index, (file, rewrite)) in zip(sources.files, rewrites).enumerated() {
      // Each copy keeps its file's name, so `#fileID` names it as on iOS; the number keeps two
      // files of the same name in different folders apart.
      let name = URL(fileURLWithPath: file.path).lastPathComponent
      let copy = work.url.appendingPathComponent("\(index)-\(name)")
      try OwnFiles.writeNewFile(copy.path, Array(rewrite.text.utf8))
      copies.append((file.module, copy.path))
    }
    let main = work.url.appendingPathComponent("TransitRunEntryPoint.swift")
    try OwnFiles.writeNewFile(main.path, Array(entryPoint.utf8))
    // The generated modules and the libraries first: the compiler takes a module from the
    // first folder that has it, and a build folder may still hold a `UIKit` module an older
    // Transit built as a package target.
    let runtimeOptions = ["-I", libraries.path] + runtime.searchOptions
    // Each library is a module of its own, compiled in the order the paths named them, so a
    // library can import one named before it, and the app imports them all.
    var objects: [String] = []
    for module in sources.moduleNames {
      let object = libraries.appendingPathComponent("\(module).o").path
      let compile = ChildProcess(
        executable: swiftc.path,
        arguments: Self.compilerOptions(language, conditions: conditions) + runtimeOptions + [
          "-module-name", module, "-emit-module", "-emit-module-path",
          libraries.appendingPathComponent("\(module).swiftmodule").path, "-c",
        ] + copies.filter { $0.module == module }.map(\.path) + ["-o", object],
        timeLimit: 600, outputLimit: 16 << 20)
      try compileOrReport(compile, work: work, key: key, report: report)
      objects.append(object)
    }
    let program = work.url.appendingPathComponent("program")
    let compile = ChildProcess(
      executable: swiftc.path,
      arguments: Self.compilerOptions(language, conditions: conditions) + runtimeOptions + [
        "-module-name", Self.appModule,
      ]
        + copies.filter { $0.module == nil }.map(\.path) + [main.path] + objects
        + runtime.objects.map(\.path) + ["-o", program.path],
      timeLimit: 600, outputLimit: 16 << 20)
    try compileOrReport(compile, work: work, key: key, report: report)
    guard case .program(let executable) = try cache.commit(work, as: key, program: true) else {
      throw RunError.untrustedCache(
        path: cache.folder(for: key).path, reason: "holds another run's failed build")
    }
    return Program(executable: executable, reused: false, warnings: warnings)
  }

  /// Runs one compiler invocation; when it fails, keeps its diagnostics in the cache (so the
  /// same inputs report at once next time) and throws the report.
  private func compileOrReport(
    _ compile: ChildProcess, work: WorkFolder, key: String, report: DiagnosticReport
  ) throws {
    let result = try compile.run()
    if case .interrupted(let signal) = result.ending { throw RunError.interrupted(signal) }
    guard result.ending != .exited(0) else { return }
    let output = String(decoding: result.standardOutput + result.standardError, as: UTF8.self)
    let kept = output.isEmpty ? "swiftc: \(result.ending)\n" : output
    try? FileManager.default.removeItem(at: work.url.appendingPathComponent("program"))
    try OwnFiles.writeNewFile(
      work.url.appendingPathComponent("diagnostics.txt").path, Array(kept.utf8))
    _ = try cache.commit(work, as: key, program: false)
    throw RunError.compileFailed(report: report.render(compilerOutput: kept))
  }

  /// Every class the scenario names must be one the files declare at their top level (in code
  /// active on an iPhone), named as a plain Swift identifier: the generated entry point holds
  /// only those names, so a scenario file cannot put code into the program.
  private func checkClasses(declared: [SourceRewrite.ClassDeclaration]) throws {
    let names = Set(declared.map(\.name))
    for requested in classes {
      let isIdentifier =
        requested.name.first.map { $0 == "_" || $0.isLetter } == true
        && requested.name.unicodeScalars.allSatisfy {
          $0 == "_" || CharacterSet.alphanumerics.contains($0)
        } && requested.name.allSatisfy(\.isASCII)
      guard isIdentifier, names.contains(requested.name) else {
        let known = names.sorted()
        throw RunError.unusableSource(
          path: "\(scenarioPath):\(requested.line):\(requested.column)",
          reason:
            "'\(requested.name)' is marked swift: true, but no file declares a class of that "
            + "name at its top level; "
            + (known.isEmpty
              ? "the files declare no class" : "they declare: " + known.joined(separator: ", ")))
      }
    }
  }

  /// The compiler and Transit's runtime (its object files and module interfaces), by digest:
  /// what both a program and the generated modules are made from.
  private func runtimeManifest(swiftc: URL) throws -> String {
    let version = ChildProcess(
      executable: swiftc.path, arguments: ["--version"], timeLimit: 60, outputLimit: 1 << 16)
    let toolchain = try version.run()
    let runtimeFiles = runtime.objects + runtime.interfaces + [runtime.libyamlModuleMap]
    var manifest = String(decoding: toolchain.standardOutput, as: UTF8.self)
    for (file, digest) in zip(runtimeFiles, try ContentHash.files(runtimeFiles)) {
      manifest += "\(digest) \(file.lastPathComponent)\n"
    }
    return manifest
  }

  /// The digest of everything the program is made from: the compiler and the runtime, the
  /// generated modules, the options, the rewritten files (whose first line names the
  /// developer's file) and the entry point.
  private func cacheKey(runtimeManifest: String, rewrites: [SourceRewrite], entryPoint: String)
    throws -> String
  {
    var manifest = "transit run 3\n" + runtimeManifest + StandInModules.manifest
    manifest += Self.compilerOptions(language, conditions: conditions).joined(separator: " ") + "\n"
    for (file, rewrite) in zip(sources.files, rewrites) {
      manifest += "source \(file.module ?? Self.appModule) \(rewrite.text.utf8.count)\n"
      manifest += rewrite.text + "\n"
    }
    manifest += "entry point\n" + entryPoint
    return try ContentHash.text(manifest)
  }
}
