import Foundation
import Testing

/// Golden files: text compared with a file under the test target's own `Golden/` folder
/// (`Tests/<target>/Golden/`, the target found from the test's source location). A missing
/// file is recorded and the test fails, so it gets reviewed and committed; `TRANSIT_RECORD=1`
/// re-records them all.
package enum Golden {
  package static let recording = ProcessInfo.processInfo.environment["TRANSIT_RECORD"] == "1"

  /// `Tests/<target>/Golden/`.
  package static func folder(of target: String) -> URL {
    PackagePaths.tests(target).appendingPathComponent("Golden")
  }

  /// Compares `text` with the golden file `name` (a path inside `Golden/`, such as
  /// `dot/card-zoom.dot`) of the target the calling test belongs to.
  package static func expect(
    _ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder(of: sourceLocation.moduleName).appendingPathComponent(name)
    let golden = try? String(contentsOf: url, encoding: .utf8)
    if recording || golden == nil {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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
