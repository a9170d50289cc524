import TransitTestSupport
import TransitTrace

/// A long log made of copies of golden traces, each copy with its own participants, views and
/// transitions (ids suffixed `~N`), numbered on from the previous copy: real lifecycle traffic
/// of any length, as `transit-bench` builds it. The app, UIKit and the window keep their ids and
/// are declared once.
enum LongLog {
  static func text(copies: Int, of names: [String]) throws -> String {
    let sources = try names.map { try LogReader.readAll(path: GoldenTraces.path($0)) }
    var text = RecordEncoder.line(for: .header(LogHeader(scenario: "long", engine: "test")))
    var seqOffset = 0
    var transitionOffset = 0
    var timeOffset: Int64 = 0
    var declared: Set<String> = []
    for copy in 0..<copies {
      let source = sources[copy % sources.count]
      let ids = ids(in: source)
      func rename(_ id: String) -> String {
        ["app", "uikit", "window"].contains(id) ? id : "\(id)~\(copy)"
      }
      func rename(_ value: Value) -> Value {
        if case .string(let id) = value, ids.contains(id) { return .string(rename(id)) }
        return value
      }
      var lastSeq = 0
      var lastTransition = 0
      var lastTime: Int64 = 0
      for record in source {
        switch record {
        case .header, .geometry:
          continue
        case .participant(var participant):
          participant.id = rename(participant.id)
          guard declared.insert(participant.id).inserted else { continue }
          text += RecordEncoder.line(for: .participant(participant))
        case .event(var event):
          lastSeq = event.seq
          lastTime = event.time.microseconds
          event.seq += seqOffset
          event.cause = event.cause.map { $0 + seqOffset }
          event.time = VirtualTime(microseconds: event.time.microseconds + timeOffset)
          if let transition = event.transition {
            lastTransition = max(lastTransition, transition)
            event.transition = transition + transitionOffset
          }
          switch event.body {
          case .call(var call):
            call.caller = call.caller.map { rename($0) }
            call.receiver = rename(call.receiver)
            call.args = Arguments(call.args.pairs.map { ($0.key, rename($0.value)) })
            call.result = call.result.map(rename)
            call.block = call.block.map { $0 + seqOffset }
            event.body = .call(call)
          case .transition(var change):
            change.from = change.from.map(rename)
            change.to = change.to.map(rename)
            change.container = change.container.map(rename)
            event.body = .transition(change)
          case .view(var change):
            change.caller = rename(change.caller)
            change.view = rename(change.view)
            change.superview = rename(change.superview)
            change.viewController = change.viewController.map(rename)
            event.body = .view(change)
          case .gesture(var gesture):
            gesture.view = rename(gesture.view)
            gesture.target = rename(gesture.target)
            event.body = .gesture(gesture)
          case .warning(var diagnostic):
            diagnostic.participant = rename(diagnostic.participant)
            event.body = .warning(diagnostic)
          case .note(var diagnostic):
            diagnostic.participant = rename(diagnostic.participant)
            event.body = .note(diagnostic)
          case .release(var release):
            release.participant = rename(release.participant)
            release.by = release.by.map(rename)
            event.body = .release(release)
          case .retained(var retention):
            retention.participant = rename(retention.participant)
            event.body = .retained(retention)
          }
          text += RecordEncoder.line(for: .event(event))
        }
      }
      seqOffset += lastSeq
      transitionOffset += lastTransition
      timeOffset += lastTime + 1_000_000
    }
    return text
  }

  /// The ids of participants and views a log names.
  private static func ids(in records: [Record]) -> Set<String> {
    var ids: Set<String> = []
    for record in records {
      if case .participant(let participant) = record { ids.insert(participant.id) }
      if case .view(let change)? = record.event?.body {
        ids.insert(change.view)
        ids.insert(change.superview)
      }
    }
    return ids
  }
}
