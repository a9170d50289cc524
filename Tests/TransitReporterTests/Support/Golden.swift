import Foundation
import Testing
import TransitTrace

/// A small snapshot helper: compares text with a file under `Goldens/`, records the file when
/// it is missing (and fails, so it gets committed), and re-records every file when
/// `TRANSIT_RECORD=1`.
enum Golden {
  static let recording = ProcessInfo.processInfo.environment["TRANSIT_RECORD"] == "1"
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
  static let folder = root.appendingPathComponent("Goldens")
  static let packageRoot = root.deletingLastPathComponent().deletingLastPathComponent()
  static let traces = packageRoot.appendingPathComponent("Traces")

  /// The names of the logs in `Traces/`, sorted; throws when there are none.
  static func traceNames() throws -> [String] { try TraceFolder.names(in: traces) }

  /// The records of `Traces/NAME.jsonl`.
  static func records(_ name: String) throws -> [Record] {
    try LogReader.readAll(path: traces.appendingPathComponent("\(name).jsonl").path)
  }

  static func check(
    _ text: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    let golden = try? String(contentsOf: url, encoding: .utf8)
    if recording || golden == nil {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      if golden == nil {
        Issue.record(
          "recorded a new golden file at \(url.path); commit it", sourceLocation: sourceLocation)
      }
      return
    }
    #expect(text == golden, "differs from Goldens/\(name)", sourceLocation: sourceLocation)
  }
}
