import TransitTrace

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
  /// The cache holds something the user cannot trust to be their own build: a folder or file
  /// another user owns or others may write to, a link, or a program that is not the one built.
  case untrustedCache(path: String, reason: String)
  /// `transit` was sent this signal (SIGINT, SIGTERM, SIGHUP); the child it ran was stopped and
  /// what the run made was removed.
  case interrupted(Int32)

  package var description: String {
    switch self {
    case .runtimeMissing(let message): "Transit's runtime is missing: \(message)"
    case .toolMissing(let message): message
    case .unusableSource(let path, let reason): "\(VisibleText.escaped(path)): \(reason)"
    case .compileFailed(let report): report
    case .programFailed(let message): message
    case .untrustedCache(let path, let reason):
      "\(VisibleText.escaped(path)) \(reason); transit run runs and shows only what it built itself, in a cache only "
        + "you can write to (remove it, or set TRANSIT_CACHE_DIR to a folder of your own)"
    case .interrupted(let signal): "stopped by signal \(signal)"
    }
  }
}
