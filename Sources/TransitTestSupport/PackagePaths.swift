import Foundation
import TransitTrace

/// Where the package's folders are, found from this file so tests run from any directory.
package enum PackagePaths {
  /// The package's root folder, where `Package.swift` is.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/<target>/`: a test target's own files, such as its golden outputs.
  package static func tests(_ target: String) -> URL {
    root.appendingPathComponent("Tests").appendingPathComponent(target)
  }
}

/// The golden traces in `Traces/`: the log of every built-in scenario, which the tests of every
/// module read.
package enum GoldenTraces {
  package static let folder = PackagePaths.root.appendingPathComponent("Traces")

  /// The names of the logs in `Traces/`, sorted; throws when there are none.
  package static func names() throws -> [String] { try TraceFolder.names(in: folder) }

  /// `Traces/NAME.jsonl`.
  package static func url(_ name: String) -> URL {
    folder.appendingPathComponent("\(name).jsonl")
  }

  /// The path of `Traces/NAME.jsonl`.
  package static func path(_ name: String) -> String { url(name).path }

  /// The records of `Traces/NAME.jsonl`.
  package static func records(_ name: String) throws -> [Record] {
    try LogReader.readAll(path: path(name))
  }
}

/// The real device traces in `Tests/TransitCheckerTests/RealTraces/`, transcribed from the
/// console output developers published, which the checker's and the glossary's tests read.
package enum RealTraces {
  package static let folder = PackagePaths.tests("TransitCheckerTests")
    .appendingPathComponent("RealTraces")

  /// The path of `RealTraces/NAME.jsonl`.
  package static func path(_ name: String) -> String {
    folder.appendingPathComponent("\(name).jsonl").path
  }

  /// Their names, sorted; throws when there are none.
  package static func names() throws -> [String] { try TraceFolder.names(in: folder) }
}
