import Foundation
import TransitTrace
import TransitUIKit

/// Scenarios described in YAML files, as users write them and as some built-in scenarios also
/// ship.
package enum ScenarioFiles {
  /// Whether `argument` names a scenario file rather than a built-in scenario.
  package static func isFile(_ argument: String) -> Bool {
    argument.hasSuffix(".yaml") || argument.hasSuffix(".yml") || argument.contains("/")
  }

  /// The most records a file's log may hold, and the most steps a file may list.
  package static var maximumRecords: Int { ScenarioFile.maximumRecords }
  package static var maximumSteps: Int { ScenarioFile.maximumSteps }

  /// Reads, checks and dry-runs the file at `path`. Throws `ScenarioFileError`, naming the line
  /// and column, for anything wrong with it, including a step that cannot happen.
  @MainActor
  package static func load(path: String) throws -> Scenario {
    try ScenarioFile.scenario(path: path)
  }

  /// Checks and dry-runs a file's text; `path` names it in errors.
  @MainActor
  package static func load(text: String, path: String) throws -> Scenario {
    try ScenarioFile.scenario(text: text, path: path)
  }

  /// The developer's own classes a scenario file names with `swift: true`: each one's name, its
  /// kind (`viewController`, `transitioningDelegate`, `animator`, `presentationController`), and
  /// the line and column that name it. Reads and checks the file; throws `ScenarioFileError`.
  package static func developerClasses(path: String) throws
    -> [(name: String, kind: String, line: Int, column: Int)]
  {
    try ScenarioFile.parse(ScenarioFile.readText(path: path), path: path, launchable: true)
      .developerClasses.map { ($0.name, $0.kind, $0.position.line, $0.position.column) }
  }

  /// Whether the file names no root view controller, so that `transit run` launches the app
  /// through the developer's app delegate, as iOS does. Reads and checks the file.
  package static func launchesApp(path: String) throws -> Bool {
    try ScenarioFile.parse(ScenarioFile.readText(path: path), path: path, launchable: true)
      .rootName == nil
  }

  /// Plays the scenario file at `path` with the developer's classes (the program `transit run`
  /// builds), appending the log to `sink`. Throws `ScenarioFileError` for a mistake in the file
  /// or a step that cannot happen.
  @MainActor
  package static func run(
    path: String, developerClasses: DeveloperClasses, to sink: RecordSink,
    afterSteps: (@MainActor (Simulator) -> Void)? = nil
  ) throws {
    try ScenarioFile.run(
      text: ScenarioFile.readText(path: path), path: path, developerClasses: developerClasses,
      to: sink, afterSteps: afterSteps)
  }

  /// The built-in scenarios that also ship as files: their names, in listing order.
  package static var builtInNames: [String] {
    BuiltInScenarios.names.filter { builtInURL(named: $0) != nil }
  }

  /// Where the file form of a built-in scenario is, if it has one.
  package static func builtInURL(named name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: "yaml", subdirectory: "Examples")
  }

  /// A complete, commented scenario file to start from (`transit scenarios --example`).
  package static var example: String {
    guard
      let url = Bundle.module.url(
        forResource: "my-transition", withExtension: "yaml", subdirectory: "Template"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { preconditionFailure("the example scenario file is missing from the bundle") }
    return text
  }
}
