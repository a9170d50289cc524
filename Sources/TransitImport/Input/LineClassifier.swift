/// One console line read through its prefix: what it shows, and what the prefix said about the
/// process and the time.
struct ClassifiedLine {
  var printed: PrintedLine
  var pid: Int?
  var time: Double?
}

/// Reads console lines one at a time: the prefix (`Envelope`), or for `log … --style ndjson` the
/// JSON object, then the message (`MessageParser`).
struct LineClassifier {
  private let parser = MessageParser()
  private var dates = Envelope.DateCache()
  /// Whether the previous line was an entry of `log … --style compact`, whose continuation
  /// lines start with a tab.
  private var afterCompactEntry = false

  init() {}

  mutating func classify(_ line: UnsafeBufferPointer<UInt8>) -> ClassifiedLine {
    let first = Bytes.skipSpaces(line, 0, line.count)
    if first < line.count, line[first] == UInt8(ascii: "{") {
      afterCompactEntry = false
      return ndjson(line, first)
    }
    let envelope = Envelope.parse(line, dates: &dates)
    if envelope.noise || envelope.start == envelope.end {
      return ClassifiedLine(printed: .noise, pid: envelope.pid, time: envelope.time)
    }
    if envelope.indentedByTab, afterCompactEntry, envelope.kind == .none {
      // The rest of the entry above, which already had its say.
      return ClassifiedLine(printed: .noise, pid: nil, time: nil)
    }
    afterCompactEntry = envelope.kind == .compact || (afterCompactEntry && envelope.kind == .none)
    var printed = parser.parse(line, envelope.start, envelope.end)
    if case .appPrint = printed, envelope.uikitCategory {
      // UIKit's own message under its category, about something other than a transition:
      // kept as a warning no rule reads (`[TableView] Warning once only: …`).
      printed = .warning(
        PrintedWarning(
          code: "uikit-message", message: Bytes.string(line, envelope.start, envelope.end),
          subject: nil))
    }
    return ClassifiedLine(printed: printed, pid: envelope.pid, time: envelope.time)
  }

  /// A line of `log … --style ndjson`: an entry whose `eventMessage` is read like any message,
  /// the tool's trailer, or an app's print that happens to start with `{`.
  private mutating func ndjson(_ line: UnsafeBufferPointer<UInt8>, _ start: Int)
    -> ClassifiedLine
  {
    guard let entry = NDJSONEntry.parse(line, start, Bytes.trimEnd(line, start, line.count)) else {
      return ClassifiedLine(printed: .appPrint, pid: nil, time: nil)
    }
    guard let message = entry.message,
      entry.eventType == nil || entry.eventType == "logEvent"
    else {
      return ClassifiedLine(printed: .noise, pid: entry.processID, time: entry.time)
    }
    // A message over several lines is judged by its first.
    let stop = message.firstIndex(of: 0x0A) ?? message.count
    let printed = message.withUnsafeBufferPointer { bytes -> PrintedLine in
      var envelope = Envelope(start: 0, end: stop)
      envelope.end = Bytes.trimEnd(bytes, 0, stop)
      envelope.start = Bytes.skipSpaces(bytes, 0, envelope.end)
      return parser.parse(bytes, envelope.start, envelope.end)
    }
    return ClassifiedLine(printed: printed, pid: entry.processID, time: entry.time)
  }
}
