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

  /// The two traces with the most records and the two with the most participants, sorted by
  /// name: a drawing's height grows with the one and its width with the other, so these give
  /// the largest pictures. A test that rasterizes (PNG, PDF), the slowest thing a drawing does,
  /// draws only these, which bounds its work whatever the number of traces: with four of each,
  /// PlantUML's PNG pages were the suite's longest test by two minutes.
  package static func largest() throws -> [String] { try largestTwo.get() }

  /// Worked out once for every test that asks.
  private static let largestTwo = Result { try largest(2) }

  private static func largest(_ count: Int) throws -> [String] {
    let sizes = try names().map { name in
      let records = try records(name)
      let participants = records.filter {
        if case .participant = $0 { return true } else { return false }
      }
      return (name: name, records: records.count, participants: participants.count)
    }
    let longest = sizes.sorted { ($0.records, $0.name) > ($1.records, $1.name) }.prefix(count)
    let widest = sizes.sorted { ($0.participants, $0.name) > ($1.participants, $1.name) }
      .prefix(count)
    return Array(Set(longest.map(\.name) + widest.map(\.name))).sorted()
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
