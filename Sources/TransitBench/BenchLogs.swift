import Foundation

/// What the benchmarks share: the scenarios their logs are built from, and the arithmetic.
enum BenchLogs {
  /// Modal scenarios covering custom, interactive and system transitions.
  static let scenarios = [
    "card-zoom", "dimming-sheet", "dimming-sheet-cancelled", "fullscreen-default",
    "page-sheet-swipe-cancelled",
  ]

  static func megabytes(of path: String) -> Double {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return Double(size) / 1_000_000
  }

  /// Runs `body` `runs` times and returns the median time.
  static func median(_ runs: Int, _ body: () throws -> Double) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<max(1, runs) { times.append(try body()) }
    times.sort()
    return times[times.count / 2]
  }

  /// Runs a peer `runs` times and returns the run with the median time.
  static func median(_ runs: Int, _ body: () throws -> PeerProcess.Measurement) throws
    -> PeerProcess.Measurement
  {
    var measurements: [PeerProcess.Measurement] = []
    for _ in 0..<max(1, runs) {
      let measurement = try body()
      guard measurement.status == 0 else {
        throw BenchError("a peer exited with \(measurement.status)")
      }
      measurements.append(measurement)
    }
    measurements.sort { $0.seconds < $1.seconds }
    return measurements[measurements.count / 2]
  }
}
