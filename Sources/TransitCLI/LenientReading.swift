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
        "\(VisibleText.escaped(reader.path)): \(unlisted) more unreadable \(unlisted == 1 ? "line" : "lines") skipped\n"
      )
    }
  }

  /// Every record of `reader`, the skipped lines reported, also when the reader gives up (a log
  /// with no readable event is refused by the reader itself).
  static func records(_ reader: LogReader) throws -> [Record] {
    defer { reportSkipped(reader) }
    return try reader.remainingRecords()
  }
}
