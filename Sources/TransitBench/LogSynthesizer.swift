import Foundation
import TransitScenarios
import TransitTrace

/// Builds a long, valid log out of real scenario logs, for benchmarks: one header, then copy
/// after copy of the scenarios' events, each copy with its own participants, views and
/// transitions (ids suffixed `~N`), its `seq`, `cause`, `block` and transition numbers moved on,
/// and its time after the previous copy's.
///
/// Every copy is what the engine wrote, so a checker or renderer sees real lifecycle traffic,
/// not filler.
struct LogSynthesizer {
  /// How copies name their participants.
  enum Identities {
    /// Every copy has its own participants, as many apps' logs concatenated: a checker's
    /// worst case for bookkeeping, and a very wide diagram.
    case perCopy
    /// One long session of one app: view controllers, delegates and animators keep their ids,
    /// while each transition has a new context, coordinator and container, as in UIKit.
    case session
  }

  let sources: [[Record]]
  var identities = Identities.perCopy
  /// Copies made from another log instead of the next source, by copy number: two logs that
  /// part in a few places, such as a fix against its bug.
  var substitutes: [Int: [Record]] = [:]
  /// Whether the copies keep their geometry records; without them, a log as Transit wrote it
  /// before the geometry channel.
  var keepsGeometry = true

  /// Logs of the given built-in scenarios, traced in-process.
  @MainActor
  static func fromScenarios(_ names: [String]) throws -> LogSynthesizer {
    let logs = try names.map { name in
      guard let scenario = BuiltInScenarios.named(name) else {
        throw BenchError("unknown scenario \(name)")
      }
      return try scenario.records()
    }
    return LogSynthesizer(sources: logs)
  }

  /// Writes at least `minimumEvents` events to `path` and returns how many it wrote; with
  /// `exact`, stops at `minimumEvents`, even in the middle of a copy.
  ///
  /// With `projection`, also writes there the log as a person would compare two logs with
  /// `diff`: each line without the fields that count positions (`seq`, `t`, `transition`,
  /// `cause`, `block`), which move on for every record after the first place two logs part;
  /// `jq -c 'del(.seq, .t, .transition, .cause, .block)'` writes the same.
  @discardableResult
  func write(
    minimumEvents: Int, to path: String, exact: Bool = false, projection: String? = nil
  ) throws -> Int {
    let writer = try LogWriter(path: path)
    let projectionWriter = try projection.map { try LogWriter(path: $0) }
    var buffer = ""
    buffer.reserveCapacity(1 << 20)
    var projected = ""
    func flush() throws {
      try writer.write(line: buffer)
      buffer.removeAll(keepingCapacity: true)
      try projectionWriter?.write(line: projected)
      projected.removeAll(keepingCapacity: true)
    }
    func add(_ record: Record) throws {
      let line = RecordEncoder.line(for: record)
      buffer += line
      guard projectionWriter != nil else { return }
      projected += try Self.projected(record) ?? line
    }
    try add(.header(LogHeader(scenario: "synthetic", engine: "transit-bench")))
    var written = 0
    var copy = 0
    var seqOffset = 0
    var transitionOffset = 0
    var animationOffset = 0
    var timeOffset = VirtualTime.zero
    var declared: Set<String> = []
    while written < minimumEvents {
      let source = substitutes[copy] ?? sources[copy % sources.count]
      var lastTime = VirtualTime.zero
      var maxTransition = 0
      var maxAnimation = 0
      let perTransition = source.namedIDs.filter {
        $0.hasPrefix("ctx.") || $0.hasPrefix("coordinator.") || $0.hasPrefix("container.")
      }
      let renamed = identities == .perCopy ? source.namedIDs : perTransition
      let rename = Renamer(suffix: "~\(copy)", ids: renamed)
      for record in source {
        if exact, written == minimumEvents { break }
        switch record {
        case .header:
          continue
        case .participant(var participant):
          participant.id = rename(participant.id)
          // A participant that keeps its id (in a session, or `app` and `uikit` shared by every
          // scenario) is declared once: the reader refuses a second declaration.
          guard declared.insert(participant.id).inserted else { continue }
          try add(.participant(participant))
        case .event(var event):
          event.seq += seqOffset
          event.cause = event.cause.map { $0 + seqOffset }
          if let transition = event.transition {
            maxTransition = max(maxTransition, transition)
            event.transition = transition + transitionOffset
          }
          lastTime = event.time
          event.time = VirtualTime(microseconds: event.time.microseconds + timeOffset.microseconds)
          event.body = rename(event.body, seqOffset: seqOffset)
          try add(.event(event))
          written += 1
        case .geometry(let geometry):
          guard keepsGeometry else { continue }
          let shifted = rename(
            geometry, seqOffset: seqOffset, animationOffset: animationOffset,
            timeOffset: timeOffset)
          if case .animation(let start) = geometry {
            maxAnimation = max(maxAnimation, start.animation)
          }
          try add(.geometry(shifted))
        }
        if buffer.utf8.count > 1 << 20 { try flush() }
      }
      seqOffset = written
      transitionOffset += maxTransition
      animationOffset += maxAnimation
      timeOffset = VirtualTime(
        microseconds: timeOffset.microseconds + lastTime.microseconds + 1_000_000)
      copy += 1
    }
    try flush()
    try writer.close()
    try projectionWriter?.close()
    return written
  }

  /// An event's line without the fields that count positions; nil for other records, which
  /// have none.
  static func projected(_ record: Record) throws -> String? {
    guard case .event(var event) = record else { return nil }
    event.seq = 0
    event.time = .zero
    event.transition = nil
    event.cause = nil
    if case .call(var call) = event.body {
      call.block = nil
      event.body = .call(call)
    }
    // The encoder writes these fields first, in this order, with these values.
    var line = Substring(RecordEncoder.line(for: .event(event)))
    line = line.dropFirst(#"{"seq":0,"#.count)
    let positions = #""t":0,"transition":null,"cause":null,"#
    guard let range = line.range(of: positions) else {
      throw BenchError("the encoder no longer writes \(positions) first: \(line)")
    }
    line.removeSubrange(range)
    return "{" + line
  }
}

/// Renames one copy's ids.
private struct Renamer {
  let suffix: String
  let ids: Set<String>

  func callAsFunction(_ id: String) -> String {
    ids.contains(id) && id != "app" && id != "uikit" && id != "window" ? id + suffix : id
  }

  private func value(_ value: Value) -> Value {
    if case .string(let text) = value, ids.contains(text) { return .string(self(text)) }
    return value
  }

  func callAsFunction(_ body: Event.Body, seqOffset: Int) -> Event.Body {
    switch body {
    case .call(var call):
      call.caller = call.caller.map { self($0) }
      call.receiver = self(call.receiver)
      call.args = Arguments(call.args.pairs.map { (key: $0.key, value: value($0.value)) })
      call.result = call.result.map(value)
      call.block = call.block.map { $0 + seqOffset }
      return .call(call)
    case .transition(var change):
      change.from = change.from.map { self($0) }
      change.to = change.to.map { self($0) }
      change.container = change.container.map { self($0) }
      return .transition(change)
    case .view(var change):
      change.caller = self(change.caller)
      change.view = self(change.view)
      change.superview = self(change.superview)
      change.viewController = change.viewController.map { self($0) }
      return .view(change)
    case .gesture(var gesture):
      gesture.view = self(gesture.view)
      gesture.target = self(gesture.target)
      return .gesture(gesture)
    case .warning(var diagnostic):
      diagnostic.participant = self(diagnostic.participant)
      return .warning(diagnostic)
    case .note(var diagnostic):
      diagnostic.participant = self(diagnostic.participant)
      return .note(diagnostic)
    case .release(var release):
      release.participant = self(release.participant)
      release.by = release.by.map { self($0) }
      return .release(release)
    case .retained(var retention):
      retention.participant = self(retention.participant)
      return .retained(retention)
    }
  }
}

extension Renamer {
  /// A geometry record of the copy: its view renamed, its animation numbered after the
  /// previous copies', its cause and time moved on.
  func callAsFunction(
    _ record: GeometryRecord, seqOffset: Int, animationOffset: Int, timeOffset: VirtualTime
  ) -> GeometryRecord {
    func moved(_ time: VirtualTime) -> VirtualTime {
      VirtualTime(microseconds: time.microseconds + timeOffset.microseconds)
    }
    switch record {
    case .set(var set):
      set.time = moved(set.time)
      set.view = self(set.view)
      set.animation = set.animation.map { $0 + animationOffset }
      return .set(set)
    case .animation(var start):
      start.time = moved(start.time)
      start.animation += animationOffset
      start.cause = start.cause.map { $0 + seqOffset }
      return .animation(start)
    case .timing(var timing):
      timing.time = moved(timing.time)
      timing.animation += animationOffset
      return .timing(timing)
    case .finger(var finger):
      finger.time = moved(finger.time)
      return .finger(finger)
    }
  }
}

extension Array where Element == Record {
  /// Every id these records give a participant or a view, so that references to them in
  /// arguments and results are renamed along with them.
  var namedIDs: Set<String> {
    var ids: Set<String> = []
    for record in self {
      switch record {
      case .participant(let participant): ids.insert(participant.id)
      case .event(let event):
        if case .view(let change) = event.body {
          ids.insert(change.view)
          ids.insert(change.superview)
        }
      case .header, .geometry: break
      }
    }
    return ids
  }
}
