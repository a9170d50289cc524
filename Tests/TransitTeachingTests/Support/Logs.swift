import Foundation
import TransitChecker
import TransitTrace

/// The golden traces in `Traces/`, read and checked as `transit explain` reads and checks them.
enum Logs {
  static let traces = Golden.packageRoot.appendingPathComponent("Traces")

  /// The names of the logs in `Traces/`, sorted; throws when there are none.
  static func names() throws -> [String] { try TraceFolder.names(in: traces) }

  static func path(_ name: String) -> String {
    traces.appendingPathComponent("\(name).jsonl").path
  }

  static func records(_ name: String) throws -> [Record] {
    try LogReader.readAll(path: path(name))
  }

  static func report(_ name: String) throws -> CheckReport {
    try Checker().check(path: path(name))
  }

  /// The log written as text, for building odd logs by hand.
  static func text(_ records: [Record]) -> String {
    records.map(RecordEncoder.line(for:)).joined()
  }

  /// Escape codes taken out: what the same output prints without colour.
  static func stripped(_ text: String) -> String {
    var result = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      if scalar == "\u{1B}" {
        while let next = iterator.next(), next != "m" {}
        continue
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// The widest line, in characters (every character Transit prints takes one cell).
  static func widest(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
  }
}
