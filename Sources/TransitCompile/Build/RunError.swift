/// Why `transit run` could not build or run a developer's files. Each is bad input or a
/// missing tool, which the command reports and exits 2 for.
package enum RunError: Error, CustomStringConvertible, Equatable {
  /// Transit's runtime is not built beside `transit`.
  case runtimeMissing(String)
  /// A program `transit run` needs (swiftc, sha256sum) cannot be run.
  case toolMissing(String)
  /// A source path or file that cannot be used, with the reason.
  case unusableSource(path: String, reason: String)
  /// The files did not compile; the report names each error on the developer's own lines.
  case compileFailed(report: String)
  /// The program did not finish: it crashed, ran out of time, or printed too much.
  case programFailed(String)

  package var description: String {
    switch self {
    case .runtimeMissing(let message): "Transit's runtime is missing: \(message)"
    case .toolMissing(let message): message
    case .unusableSource(let path, let reason): "\(path): \(reason)"
    case .compileFailed(let report): report
    case .programFailed(let message): message
    }
  }
}
