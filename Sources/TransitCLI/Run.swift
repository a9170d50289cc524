import ArgumentParser
import Foundation
import TransitCompile
import TransitFiles
import TransitScenarios
import TransitTrace

/// `transit run PATH… --scenario FILE.yaml`: compiles a developer's own UIKit files against
/// Transit's UIKit, runs the scenario with their classes, and writes the log.
struct Run: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run your own UIKit transition code in the simulated UIKit and write its log.",
    discussion: """
      PATH is a .swift file or a folder of them (every .swift file under it), as written for \
      iOS, `import UIKit` and all. They are never modified: Transit compiles a rewritten copy \
      (Objective-C target-action turned into method references, #if read as on an iPhone) in \
      its cache, $TRANSIT_CACHE_DIR or ~/.cache/transit/run, and reuses the build while \
      nothing changes. Compiler errors name your own file, line and column.

      The scenario file is a `transit trace` scenario file in which an object can be your own \
      class: `viewControllers: {MyViewController: {swift: true, root: true}}`. A scenario \
      that names no root launches the app as iOS does, through your UIApplicationDelegate \
      (and UIWindowSceneDelegate), on the window it makes key and visible. Steps reach \
      your views as a finger does: `tap: {at: [x, y]}`, `tap: {id: accessibilityIdentifier}`, \
      `pan: {at: [x, y], translation: [dx, dy]}`.

      Your code runs in a child process, on the simulator's virtual clock, for at most \
      --timeout seconds and --max-output bytes of printing; what it prints is shown as the \
      app's console. The log goes to Traces/NAME.jsonl unless --output says otherwise.

      Exit status: 0 on success, 2 when the files do not compile, the scenario has a mistake \
      or a step that cannot happen, the code crashes or runs past a limit, or for wrong usage.
      """
  )

  @Argument(help: "Your Swift files, or folders of them.")
  var paths: [String]

  @Option(help: "The scenario file (.yaml) that says what happens.")
  var scenario: String

  @Option(name: .shortAndLong, help: "Where to write the log; `-` for standard output.")
  var output: String?

  @Option(help: "Seconds your code may run, wall-clock, before it is stopped.")
  var timeout: Double = 10

  @Option(help: "Bytes your code may print before it is stopped.")
  var maxOutput: Int = 1 << 20

  @Option(
    help: """
      The Swift language mode your files compile in: 4, 4.2 or 5, as the target's Swift \
      Language Version (SWIFT_VERSION) in Xcode. In 4, UIKit's Swift 4 names \
      (UINavigationControllerOperation) are there, as in Apple's SDK.
      """)
  var swiftVersion: SwiftLanguageMode = .five

  @Option(
    name: .customShort("D"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      """
      Sets a compilation condition for #if, as a target's Active Compilation Conditions, or \
      -D in its Other Swift Flags, set it in Xcode (DEBUG and TRANSIT are set already). Repeat \
      it for more.
      """, valueName: "name"))
  var conditions: [String] = []

  @Flag(
    help: """
      After the steps, list the views a finger can reach (a recognizer, a control, a bar \
      button item or an alert's action, a list's cell), with their frames and the step that \
      taps or drags each.
      """)
  var listTouchable = false

  func validate() throws {
    if paths.isEmpty { throw ValidationError("name your Swift files or folders") }
    for condition in conditions where !ModulePath.isIdentifier(condition) {
      throw ValidationError(
        "-D needs a compilation condition's name, a Swift identifier: \(condition.debugDescription)"
      )
    }
    if output?.isEmpty == true {
      throw ValidationError("--output needs a path, or `-` for standard output")
    }
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError("--timeout is seconds, above 0 and at most 3600")
    }
    guard maxOutput > 0 else { throw ValidationError("--max-output is a number of bytes above 0") }
  }

  @MainActor
  func run() async throws {
    // Ctrl-C stops the compiler or the program too, and leaves nothing behind.
    Interruption.install()
    do {
      try buildAndRun()
    } catch RunError.interrupted(let signal) {
      Interruption.end(by: signal)
    }
  }

  @MainActor
  private func buildAndRun() throws {
    let classes = try ScenarioFiles.developerClasses(path: scenario).map {
      DeveloperClass(
        name: $0.name, kind: DeveloperClass.Kind(rawValue: $0.kind)!, line: $0.line,
        column: $0.column)
    }
    let cache = BuildCache.fromEnvironment()
    let build = ProgramBuild(
      sources: try DeveloperFiles(paths: paths), scenarioPath: scenario, classes: classes,
      runtime: try Runtime.besideExecutable(), cache: cache,
      launchesApp: try ScenarioFiles.launchesApp(path: scenario), language: swiftVersion,
      conditions: conditions)
    let program = try build.build()
    for warning in program.warnings { StandardError.write(warning + "\n") }

    // The log is written in the cache, where only the user can read it.
    let work = try cache.workFolder(for: .running)
    defer { work.remove() }
    let log = work.url.appendingPathComponent("log.jsonl").path
    let report = work.url.appendingPathComponent("report.txt").path
    let touchable = work.url.appendingPathComponent("touchable.txt").path
    let interface = work.url.appendingPathComponent("interface.txt").path
    try Data(build.sources.interfaceFiles.map { $0 + "\n" }.joined().utf8)
      .write(to: URL(fileURLWithPath: interface))
    let child = ChildProcess(
      executable: program.executable.path,
      arguments: ["--scenario", scenario, "--log", log, "--report", report]
        + (listTouchable ? ["--touchable", touchable] : [])
        + (build.sources.interfaceFiles.isEmpty ? [] : ["--interface", interface])
        + (build.sources.mainStoryboard.map { ["--main-storyboard", $0] } ?? []),
      timeLimit: timeout, outputLimit: maxOutput)
    let result = try child.run()
    try showConsole(result)
    try checkEnding(result, report: report)
    try Interruption.check()
    if listTouchable { try showTouchable(touchable) }
    try write(log: log, built: program.reused ? "reused the build" : "compiled")
  }

  /// Reads the program's log as any untrusted log is read, then writes it to its destination
  /// through a temporary file renamed into place.
  private func write(log: String, built: String) throws {
    let records = try LogReader.readAll(path: log)
    var name = "run"
    if case .header(let header)? = records.first { name = header.scenario }
    let destination = output ?? "Traces/\(OutputName.safe(name)).jsonl"
    let counter = CountingSink()
    if destination == "-" {
      counter.next = StandardOutput.writer
      for record in records { try counter.write(record) }
    } else {
      let file = try OutputFile(destination: destination, naming: output == nil ? .chosen : .given)
      counter.next = file.sink
      do {
        for record in records { try counter.write(record) }
        try file.commit()
      } catch {
        file.discard()
        throw error
      }
    }
    StandardError.write(
      "\(VisibleText.escaped(name)): \(counter.events) records, \(counter.transitions) transitions → "
        + (destination == "-" ? "standard output" : VisibleText.escaped(destination))
        + " (\(built))\n")
  }
}

extension SwiftLanguageMode: ExpressibleByArgument {}
