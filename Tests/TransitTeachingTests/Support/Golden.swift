import Foundation
import Testing

/// Golden files under `Tests/TransitTeachingTests/Golden/`: a missing one is recorded and the
/// test fails, so it gets reviewed and committed; `TRANSIT_RECORD=1` re-records them all.
enum Golden {
  static let recording = ProcessInfo.processInfo.environment["TRANSIT_RECORD"] == "1"
  static let tests = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
  static let folder = tests.appendingPathComponent("Golden")
  static let packageRoot = tests.deletingLastPathComponent().deletingLastPathComponent()

  static func expect(
    _ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    let golden = try? String(contentsOf: url, encoding: .utf8)
    if recording || golden == nil {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      if golden == nil {
        Issue.record(
          "recorded a new golden file at \(url.path); review and commit it",
          sourceLocation: sourceLocation)
      }
      return
    }
    #expect(text == golden, "differs from Golden/\(name)", sourceLocation: sourceLocation)
  }
}
