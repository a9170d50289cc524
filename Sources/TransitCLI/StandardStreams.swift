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

  /// Writes `text`, which may hold words from a log, a scenario file or a file name, with
  /// every control character but line breaks and tabs escaped (`VisibleText.forTerminal`): no
  /// input can move the cursor, clear the screen or set a terminal's title.
  static func write(_ text: String) throws {
    try writer.write(bytes: Array(VisibleText.forTerminal(text).utf8))
  }

  /// Writes `bytes` as they are: a diagram or a page written to standard output with
  /// `--output -`, or text that escaped what it took from a log itself and has control
  /// sequences of its own (the walkthrough's colours).
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
  /// Writes `text` with every control character but line breaks and tabs escaped: an error
  /// quotes file names and values from logs, scenario files and answer sheets, and none of
  /// them may reach a terminal raw.
  static func write(_ text: String) {
    try? LogWriter(fileDescriptor: STDERR_FILENO, path: "standard error").write(
      bytes: Array(VisibleText.forTerminal(text).utf8))
  }
}
