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
