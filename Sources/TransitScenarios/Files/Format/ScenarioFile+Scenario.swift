import Foundation
import TransitTrace
import TransitUIKit

extension ScenarioFile {
  /// Reads the scenario file at `path`, checks it, and dry-runs it, so a file with a step that
  /// cannot happen is refused before anything is written.
  @MainActor
  static func scenario(path: String) throws -> Scenario {
    try scenario(text: readText(path: path), path: path)
  }

  /// The scenario a file's text describes; `path` names it in errors.
  @MainActor
  static func scenario(text: String, path: String) throws -> Scenario {
    try scenario(file: parse(text, path: path), path: path)
  }

  /// The scenario a parsed file describes, once a dry run finds every step can happen.
  @MainActor
  static func scenario(file: ScenarioFile, path: String) throws -> Scenario {
    if let own = file.developerClasses.first {
      throw ScenarioFileError(
        path: path, line: own.position.line, column: own.position.column,
        message:
          "'\(own.name)' is your own Swift class (swift: true); run this file with your code: "
          + "transit run YOUR_SWIFT_FILES --scenario \(path)")
    }
    var failure: ScenarioFileError?
    let sink = DiscardingSink()
    try Simulator.run(scenario: file.name, to: sink) { device in
      let world = FileWorld(file: file, path: path, device: device, recordCount: { sink.count })
      world.play()
      failure = world.failure
    }
    if let failure { throw failure }
    return Scenario(
      name: file.name, summary: file.summary, source: file.source.isEmpty ? path : file.source
    ) { device in
      FileWorld(file: file, path: path, device: device).play()
    }
  }
}

/// A sink that keeps nothing but a count: the dry run only looks for steps that cannot happen,
/// and for a log that would grow past `ScenarioFile.maximumRecords`.
private final class DiscardingSink: RecordSink {
  private(set) var count = 0

  func write(_ record: Record) { count += 1 }
}

/// A sink that passes every record on to another, counting them.
private final class CountingSink: RecordSink {
  private let sink: RecordSink
  private(set) var count = 0

  init(_ sink: RecordSink) { self.sink = sink }

  func write(_ record: Record) throws {
    count += 1
    try sink.write(record)
  }
}

extension ScenarioFile {
  /// Plays the file with the developer's classes, appending to `sink`; throws the first step
  /// that could not happen. There is no dry run: it would run the developer's code twice.
  @MainActor
  static func run(
    text: String, path: String, developerClasses: DeveloperClasses, to sink: RecordSink,
    afterSteps: (@MainActor (Simulator) -> Void)? = nil
  ) throws {
    let file = try parse(text, path: path, launchable: true)
    for own in file.developerClasses where !developerClasses.contains(own.name, kind: own.kind) {
      throw ScenarioFileError(
        path: path, line: own.position.line, column: own.position.column,
        message: "'\(own.name)' is not among the classes compiled with this file")
    }
    var failure: ScenarioFileError?
    // The records are counted on their way, so a file stops at `maximumRecords` here too.
    let counting = CountingSink(sink)
    try Simulator.run(scenario: file.name, to: counting) { device in
      let world = FileWorld(
        file: file, path: path, device: device, recordCount: { counting.count },
        developerClasses: developerClasses)
      world.play()
      failure = world.failure
      if failure == nil, let afterSteps {
        device.runUntilIdle()
        afterSteps(device)
      }
    }
    if let failure { throw failure }
  }
}

extension DeveloperClasses {
  func contains(_ name: String, kind: String) -> Bool {
    switch kind {
    case "viewController": viewControllers[name] != nil
    case "transitioningDelegate": transitioningDelegates[name] != nil
    case "animator": animators[name] != nil
    default: presentationControllers[name] != nil
    }
  }
}
