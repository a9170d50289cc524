import FuzzSupport
import TransitTrace

/// Fuzz target: the log reader over arbitrary bytes, strict and lenient.
///
/// Beyond never trapping: any chunk size gives the same records and the same errors; a read
/// that succeeds holds an event, no name longer than `LogReader.maximumNameLength` and no
/// number that is not finite; and what it read, written again by `RecordEncoder`, reads back
/// to the same text.
@main
enum FuzzLogReader: FuzzTarget {
  static func fuzz(_ bytes: [UInt8]) {
    for mode in [LogReader.Mode.strict, .lenient] {
      let whole = read(bytes, mode: mode, chunkSize: LogReader.defaultChunkSize)
      // Lines that cross chunk boundaries read the same: a chunk of 1 to 61 bytes.
      let small = read(bytes, mode: mode, chunkSize: 1 + bytes.count % 61)
      precondition(whole == small, "chunk size changes the result: \(whole) vs \(small)")
      guard case .records(let records, _) = whole else { continue }
      precondition(records.contains { $0.event != nil }, "a log without an event was read")
      for record in records { checkBounds(record) }
      // Lenient reads may skip lines and leave seq gaps a strict read refuses.
      if mode == .strict {
        let text = records.map(RecordEncoder.line(for:)).joined()
        guard case .records(let again, _) = read(Array(text.utf8), mode: .strict, chunkSize: 4096)
        else { preconditionFailure("the reader refuses what the encoder wrote:\n\(text)") }
        let textAgain = again.map(RecordEncoder.line(for:)).joined()
        precondition(text == textAgain, "encode∘decode is not stable:\n\(text)\n\(textAgain)")
      }
    }
  }

  /// Traps on a name past the reader's limit or a number that is not finite.
  static func checkBounds(_ record: Record) {
    let limit = LogReader.maximumNameLength
    func name(_ text: String) {
      precondition(text.utf8.count <= limit, "a name of \(text.utf8.count) bytes was read")
    }
    func number(_ value: Value?) {
      switch value {
      case .double(let double): precondition(double.isFinite, "a number that is not finite")
      case .array(let items): items.forEach(number)
      default: break
      }
    }
    switch record {
    case .header(let header): name(header.scenario)
    case .participant(let participant):
      name(participant.id)
      name(participant.className)
    case .event(let event):
      switch event.body {
      case .call(let call):
        // A console log may leave the caller out.
        if let caller = call.caller { name(caller) }
        [call.receiver, call.name.rawValue].forEach(name)
        for pair in call.args.pairs { number(pair.value) }
        number(call.result)
      case .transition(let change):
        if let percent = change.percentComplete { precondition(percent.isFinite) }
      case .gesture(let gesture):
        if let point = gesture.translation { precondition(point.x.isFinite && point.y.isFinite) }
      case .view(let change): [change.view, change.superview].forEach(name)
      case .warning, .note: break
      case .release(let release):
        name(release.participant)
        if let by = release.by { name(by) }
      case .retained(let retention): name(retention.participant)
      }
    case .geometry(let geometry):
      if case .set(let set) = geometry { name(set.view) }
    }
  }

  enum Outcome: Equatable {
    /// Every record, and the lines a lenient reader skipped.
    case records([Record], skipped: [LogReadError])
    /// The error that ended the read, after this many records.
    case failed(LogReadError, after: Int)
  }

  static func read(_ bytes: [UInt8], mode: LogReader.Mode, chunkSize: Int) -> Outcome {
    let reader: LogReader
    do {
      reader = try LogReader(bytes: bytes, path: "<fuzz>", mode: mode, chunkSize: chunkSize)
    } catch {
      return .failed(error, after: 0)
    }
    var records: [Record] = []
    do {
      while let record = try reader.next() { records.append(record) }
    } catch {
      return .failed(error, after: records.count)
    }
    return .records(records, skipped: reader.errors)
  }

  static func seeds() -> [[UInt8]] {
    FuzzSeeds.contents(
      of: FuzzSeeds.files(under: "Traces", endingIn: [".jsonl"])
        + FuzzSeeds.files(under: "Tests", endingIn: [".jsonl"]), cutTo: maximumLength)
  }

  static let dictionary = LogTokens.all
}

/// JSON and Transit log tokens, for the targets that read logs.
enum LogTokens {
  static let all =
    [
      "{", "}", "[", "]", ":", ",", "\n", "\r\n", "\\u0000", "\\ud800", "\\udc00", "\\u001b",
      "\\u0301", "\\\"", "\\\\", "null", "true", "false", "-0", "1e300", "1e400", "-1e999",
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "0.0000005",
    ]
    + [
      "type", "header", "schema", "transit.log", "version", "scenario", "engine", "participant",
      "id", "class", "role", "seq", "t", "transition", "cause", "caller", "receiver", "call",
      "args", "result", "block", "view", "superview", "index", "viewController", "gesture",
      "kind", "state", "target", "translation", "warning", "note", "code", "message", "from",
      "to", "style", "animated", "container", "interactive", "percentComplete", "didComplete",
      "requested", "began", "cancelling", "finishing", "completed", "ended", "present",
      "dismiss", "push", "pop", "tabSwitch", "uikit", "animator", "transitionContext",
      "presentedViewController", "viewWillAppear(_:)", "completeTransition(_:)",
      "addSubview(_:)", "insertSubview(_:at:)", "removeFromSuperview()",
      // The geometry channel.
      "set", "animation", "timing", "finger", "frame", "bounds", "center", "alpha", "transform",
      "cornerRadius", "backgroundColor", "isHidden", "clipsToBounds", "duration", "delay",
      "curve", "rate", "offset", "removed", "location", "easeInOut", "linear", "damping",
      "velocity", "moved", "#ff2d55ff", "#fff",
    ].map { "\"" + $0 + "\"" }
}
