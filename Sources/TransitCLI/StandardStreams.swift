import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output, written with `write(2)` so that a failed write throws the system's reason
/// (`standard output: cannot write: Broken pipe`), which exits 2, instead of crashing as
/// `FileHandle.write` does or going unnoticed as `print` does. Every command writes its output
/// here; `Transit.main` ignores SIGPIPE so a closed pipe is such a failure too.
enum StandardOutput {
  /// A writer on descriptor 1, named as errors name it.
  static var writer: LogWriter { LogWriter(fileDescriptor: STDOUT_FILENO, path: "standard output") }

  /// Writes `text` as it is.
  static func write(_ text: String) throws {
    try writer.write(bytes: Array(text.utf8))
  }

  /// Writes `bytes` as they are.
  static func write(bytes: [UInt8]) throws {
    try writer.write(bytes: bytes)
  }

  /// Writes `line` and a newline.
  static func print(_ line: String) throws {
    try write(line + "\n")
  }
}

/// Standard error, for summaries and error messages. A failed write is dropped: there is
/// nowhere left to report it, and it must not crash the command or change its exit status.
enum StandardError {
  static func write(_ text: String) {
    try? LogWriter(fileDescriptor: STDERR_FILENO, path: "standard error").write(
      bytes: Array(text.utf8))
  }
}
