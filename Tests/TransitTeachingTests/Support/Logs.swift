import Foundation
import TransitChecker
import TransitTestSupport
import TransitTrace

/// The golden traces checked as `transit explain` checks them, and what its output is compared
/// by.
enum Logs {
  static func report(_ name: String) throws -> CheckReport {
    try Checker().check(path: GoldenTraces.path(name))
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
