import TransitLifecycle
import TransitTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit import`: console output an app produced (its `print(#function)` lines, NSLog,
/// Xcode's console, `log stream`/`log show`) read into a Transit log, streaming, in memory that
/// does not grow with the console's length.
///
/// ```swift
/// let summary = try ConsoleImport.run(path: "console.txt", into: writer)
/// print(summary.description)
/// ```
///
/// `records(from:)` is the whole pipeline on bytes in memory: bytes in, records or a located
/// error out, which is what tests and fuzzers drive.
package enum ConsoleImport {
  /// What the log's header names as its writer.
  package static let engine = "transit import 0.1.0"

  /// Imports the console text at `path` (`-` for standard input) into `sink`, the header first.
  /// Text that cannot be imported throws a `LogReadError`; a sink that fails throws its own
  /// error, as it threw it.
  package static func run(path: String, into sink: RecordSink, scenario: String? = nil)
    throws -> ImportSummary
  {
    let label = path == "-" ? "<stdin>" : path
    let lines: ConsoleLines
    if path == "-" {
      lines = ConsoleLines(descriptor: STDIN_FILENO, owned: false)
    } else {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw LogReadError(
          kind: .io, path: label, line: 0, column: 0,
          message: "cannot open: \(String(cString: strerror(errno)))")
      }
      lines = ConsoleLines(descriptor: descriptor, owned: true)
    }
    return try run(
      lines, label: label, scenario: scenario ?? defaultScenario(for: label), sink: sink)
  }

  /// Imports console text held in memory into `sink`, throwing as `run(path:into:)` does.
  package static func run(
    bytes: [UInt8], path: String, into sink: RecordSink, scenario: String? = nil
  ) throws -> ImportSummary {
    try bytes.withUnsafeBufferPointer { (memory) throws -> ImportSummary in
      try run(
        ConsoleLines(memory: memory), label: path,
        scenario: scenario ?? defaultScenario(for: path), sink: sink)
    }
  }

  /// Imports console text held in memory.
  package static func records(
    from bytes: [UInt8], path: String = "<memory>", scenario: String? = nil
  ) throws(LogReadError) -> (records: [Record], summary: ImportSummary) {
    let buffer = RecordBuffer()
    do {
      let summary = try run(bytes: bytes, path: path, into: buffer, scenario: scenario)
      return (buffer.records, summary)
    } catch let error as LogReadError {
      throw error
    } catch {
      preconditionFailure("a RecordBuffer takes every record: \(error)")
    }
  }

  /// `console` for `logs/console.txt`: the file's name without its extension.
  package static func defaultScenario(for path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The import: a `LogReadError` for text it refuses, or the sink's own error.
  private static func run(
    _ lines: ConsoleLines, label: String, scenario: String, sink: RecordSink
  ) throws -> ImportSummary {
    let assembler = try LogAssembler(
      sink: sink, header: LogHeader(scenario: scenario, engine: engine, source: label))
    var classifier = LineClassifier()
    var arrayOpened = false
    var sawText = false
    var wrapped: (bytes: [UInt8], number: Int)?
    var truncated = 0
    while true {
      let next: ConsoleLines.Line?
      do {
        next = try lines.next()
      } catch {
        throw LogReadError(
          kind: .io, path: label, line: 0, column: 0,
          message: "cannot \(error.call): \(String(cString: strerror(error.code)))")
      }
      guard var line = next else { break }
      if line.number == 1 { line.bytes = try firstLine(line.bytes, label: label) }
      if let base = line.bytes.baseAddress, let nul = memchr(base, 0, line.bytes.count) {
        let offset = base.distance(to: UnsafePointer(nul.assumingMemoryBound(to: UInt8.self)))
        throw LogReadError(
          kind: .notText, path: label, line: line.number,
          column: column(of: offset, in: line.bytes),
          message: "a NUL byte: this is not console text")
      }
      if line.truncated { truncated += 1 }
      // `log show --style json` writes one JSON array over many lines.
      if !sawText || arrayOpened {
        let trimmed = trimmedText(line.bytes)
        if !sawText, !trimmed.isEmpty {
          sawText = true
          arrayOpened = trimmed == "[" || trimmed.hasPrefix("[{")
        }
        if arrayOpened, trimmed.contains("\"eventMessage\"") {
          throw LogReadError(
            kind: .jsonArray, path: label, line: line.number, column: 1,
            message: "this is `log show --style json` output, one JSON array over many lines; "
              + "run log with --style ndjson, one JSON object per line, and import that")
        }
      }
      // A description a reporter wrapped (`<UINavigationController: ⏎ 0x144510fa0> while …`)
      // is read as one line, numbered as its first.
      if let held = wrapped {
        wrapped = nil
        if Wrapping.continues(line.bytes) {
          let joined = held.bytes + [Bytes.space] + Array(line.bytes)
          let classified = joined.withUnsafeBufferPointer { classifier.classify($0) }
          try assembler.add(classified, number: held.number)
          continue
        }
        let classified = held.bytes.withUnsafeBufferPointer { classifier.classify($0) }
        try assembler.add(classified, number: held.number)
      }
      if Wrapping.isCut(line.bytes) {
        wrapped = (Array(line.bytes), line.number)
        continue
      }
      try assembler.add(classifier.classify(line.bytes), number: line.number)
    }
    if let held = wrapped {
      let classified = held.bytes.withUnsafeBufferPointer { classifier.classify($0) }
      try assembler.add(classified, number: held.number)
    }
    var summary = try assembler.finish()
    summary.truncated = truncated
    guard summary.events > 0 else {
      throw LogReadError(
        kind: .notATransitLog, path: label, line: 1, column: 1,
        message: "neither a Transit log nor console output of a lifecycle: no line of the "
          + "\(summary.lines) names a UIKit lifecycle call or warning (\(summary.appPrints) read "
          + "as the app's own prints, \(summary.noise) blank or tool lines); print #function "
          + "in the methods UIKit calls, such as viewWillAppear(_:)")
    }
    return summary
  }

  /// The first line without a UTF-8 byte order mark; a UTF-16 one, or a Transit log's header,
  /// is refused.
  private static func firstLine(_ bytes: UnsafeBufferPointer<UInt8>, label: String)
    throws(LogReadError) -> UnsafeBufferPointer<UInt8>
  {
    if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      throw LogReadError(
        kind: .notText, path: label, line: 1, column: 1,
        message: "UTF-16 text; save the console output as UTF-8 and import that")
    }
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    let rest = UnsafeBufferPointer(rebasing: bytes[start...])
    if !rest.allSatisfy(Bytes.isSpace), InputKind.of(rest) == .log {
      throw LogReadError(
        kind: .alreadyATransitLog, path: label, line: 1, column: 1,
        message: "already a Transit log; check, render or explain it as it is")
    }
    return rest
  }

  /// The text of a line without its blanks, for the few whole-line tests that need a string.
  private static func trimmedText(_ bytes: UnsafeBufferPointer<UInt8>) -> Substring {
    let end = Bytes.trimEnd(bytes, 0, bytes.count)
    let start = Bytes.skipSpaces(bytes, 0, end)
    guard end - start <= 64 else { return Substring(Bytes.string(bytes, start, start + 64)) }
    return Substring(Bytes.string(bytes, start, end))
  }

  /// The 1-based column, in Unicode scalars, of the byte at `offset`.
  private static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var column = 1
    for index in 0..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return column
  }
}
