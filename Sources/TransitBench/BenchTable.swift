import Foundation

/// A small table of timings with throughput and ratios.
struct BenchTable {
  struct Row {
    let name: String
    let seconds: Double
    let peakKilobytes: Int?
  }

  let megabytes: Double
  private(set) var rows: [Row] = []

  init(megabytes: Double) { self.megabytes = megabytes }

  mutating func add(_ name: String, seconds: Double, peakKilobytes: Int?) {
    rows.append(Row(name: name, seconds: seconds, peakKilobytes: peakKilobytes))
  }

  /// Rows with seconds, MB/s, peak memory and the speed ratio against the row named `peer`.
  func render(against peer: String) -> String {
    let reference = rows.first { $0.name == peer }
    let width = rows.map(\.name.count).max() ?? 0
    var lines = [
      "program".padding(toLength: width, withPad: " ", startingAt: 0)
        + "   seconds      MB/s   peak MB   speed vs \(reference == nil ? "-" : "peer")"
    ]
    for row in rows {
      let rate = megabytes / max(row.seconds, 1e-9)
      let peak = row.peakKilobytes.map { String(format: "%7.1f", Double($0) / 1024) } ?? "      -"
      let ratio =
        reference.map { String(format: "%.1f×", $0.seconds / max(row.seconds, 1e-9)) } ?? "-"
      lines.append(
        row.name.padding(toLength: width, withPad: " ", startingAt: 0)
          + String(format: "  %8.3f  %8.1f  ", row.seconds, rate) + peak + "   " + ratio)
    }
    return lines.joined(separator: "\n")
  }
}
