import TransitTrace

/// What `--lenient` does with the lines a reader skipped, shared by check, render and explain.
enum LenientReading {
  /// Prints each problem the reader kept as `path:line:column: … (skipped)` on standard error,
  /// and how many more lines it skipped past those.
  static func reportSkipped(_ reader: LogReader) {
    for error in reader.errors { StandardError.write("\(error) (skipped)\n") }
    let unlisted = reader.skipped - reader.errors.count
    if unlisted > 0 {
      StandardError.write(
        "\(reader.path): \(unlisted) more unreadable \(unlisted == 1 ? "line" : "lines") skipped\n")
    }
  }

  /// The error for a log the reader skipped lines of and read no event from: a verdict, a
  /// diagram or a walkthrough of nothing would mislead.
  static func nothingRead(_ reader: LogReader, events: Int) -> LogReadError? {
    guard events == 0, reader.skipped > 0, let first = reader.errors.first else { return nil }
    return LogReadError(
      kind: first.kind, path: first.path, line: first.line, column: first.column,
      message: first.message + "; no event of the log could be read")
  }

  /// Every record of `reader`, the skipped lines reported; throws when none was an event.
  static func records(_ reader: LogReader) throws -> [Record] {
    let records = try reader.remainingRecords()
    reportSkipped(reader)
    if let error = nothingRead(reader, events: records.count { $0.event != nil }) { throw error }
    return records
  }
}
