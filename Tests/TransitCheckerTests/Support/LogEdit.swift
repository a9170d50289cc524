import Foundation
import TransitChecker
import TransitTestSupport
import TransitTrace

/// A log a test edits to break one rule: records moved, removed, duplicated or changed, then
/// `seq` renumbered 1, 2, 3… with every `cause` and `block` following its record. A call moved
/// after the calls it made leaves them inside its own cause, as the reader requires a cause to
/// come before the event.
struct LogEdit {
  private(set) var records: [Record]

  init(records: [Record]) { self.records = records }

  /// The golden trace `Traces/<name>.jsonl`.
  init(trace name: String) throws {
    records = try LogReader.readAll(path: GoldenTraces.path(name))
  }

  /// Which event an edit applies to: the `nth` (from 0) that satisfies `test`.
  struct Match: CustomStringConvertible {
    let description: String
    let nth: Int
    let test: @Sendable (Event) -> Bool

    /// A call named `name`, optionally on `receiver` and in `transition`.
    static func call(
      _ name: CallName, on receiver: String? = nil, transition: Int? = nil, nth: Int = 0
    ) -> Match {
      Match(description: "\(name) on \(receiver ?? "anyone")", nth: nth) { event in
        guard let call = event.call, call.name == name else { return false }
        if let receiver, call.receiver != receiver { return false }
        if let transition, event.transition != transition { return false }
        return true
      }
    }

    /// A view record of `view`: its addition, or its removal.
    static func view(_ view: String, removal: Bool) -> Match {
      Match(description: "\(removal ? "removal" : "addition") of \(view)", nth: 0) { event in
        guard case .view(let change) = event.body else { return false }
        return change.view == view && change.isRemoval == removal
      }
    }

    /// The `nth` record of a pan in `state` (`began`, `changed`, `ended`, `cancelled`).
    static func pan(_ state: String, nth: Int = 0) -> Match {
      Match(description: "pan \(state)", nth: nth) { event in
        guard case .gesture(let gesture) = event.body else { return false }
        return gesture.kind == "pan" && gesture.state == state
      }
    }

    /// The transition record of `transition` entering `state`.
    static func state(_ state: TransitionState, transition: Int) -> Match {
      Match(description: "\(state) of transition \(transition)", nth: 0) { event in
        guard case .transition(let change) = event.body else { return false }
        return change.state == state && event.transition == transition
      }
    }
  }

  /// The index in `records` of the event `match` names.
  func index(of match: Match) throws -> Int {
    var seen = 0
    for (index, record) in records.enumerated() {
      guard let event = record.event, match.test(event) else { continue }
      if seen == match.nth { return index }
      seen += 1
    }
    throw EditError(description: "no event matches \(match)")
  }

  /// The id of the `nth` transition of `kind` the log requests, so edits do not depend on how
  /// many transitions (a rotation, say) come before it.
  func transition(_ kind: TransitionKind, nth: Int = 0) throws -> Int {
    let ids = records.compactMap { record -> Int? in
      guard let event = record.event, case .transition(let change) = event.body,
        change.state == .requested, change.kind == kind
      else { return nil }
      return event.transition
    }
    guard nth < ids.count else {
      throw EditError(description: "the log requests no \(kind) transition number \(nth)")
    }
    return ids[nth]
  }

  mutating func remove(_ match: Match) throws {
    records.remove(at: try index(of: match))
  }

  /// Cuts the log short just before the event `match` names, as a developer who copied only
  /// part of a console does: that event and everything after it are gone.
  mutating func cut(before match: Match) throws {
    records.removeSubrange(try index(of: match)...)
  }

  /// Removes every event that satisfies `test`.
  mutating func removeAll(_ test: (Event) -> Bool) {
    records.removeAll { $0.event.map(test) ?? false }
  }

  /// Moves the event `match` names to just before the one `anchor` names.
  mutating func move(_ match: Match, before anchor: Match) throws {
    let record = records.remove(at: try index(of: match))
    records.insert(record, at: try index(of: anchor))
  }

  /// Moves the event `match` names to just after the one `anchor` names.
  mutating func move(_ match: Match, after anchor: Match) throws {
    let record = records.remove(at: try index(of: match))
    records.insert(record, at: try index(of: anchor) + 1)
  }

  /// Inserts a copy of the event `match` names right after it, changed by `change`.
  mutating func duplicate(_ match: Match, _ change: (inout Event) -> Void = { _ in }) throws {
    let index = try index(of: match)
    guard var event = records[index].event else { return }
    change(&event)
    records.insert(.event(event), at: index + 1)
  }

  /// Declares `participant` just before the event `anchor` names.
  mutating func declare(_ participant: Participant, before anchor: Match) throws {
    records.insert(.participant(participant), at: try index(of: anchor))
  }

  /// Changes the event `match` names.
  mutating func modify(_ match: Match, _ change: (inout Event) -> Void) throws {
    let index = try index(of: match)
    guard var event = records[index].event else { return }
    change(&event)
    records[index] = .event(event)
  }

  /// The edited log as JSON Lines, renumbered.
  var text: String {
    var renumbered: [Int: Int] = [:]
    var causes: [Int: Int] = [:]
    var next = 1
    for record in records {
      guard let event = record.event else { continue }
      if renumbered[event.seq] == nil {
        renumbered[event.seq] = next
        causes[event.seq] = event.cause
      }
      next += 1
    }
    /// `cause` renumbered, or its nearest ancestor that still comes before `seq`.
    func earlier(_ cause: Int?, than seq: Int) -> Int? {
      var cause = cause
      while let original = cause, let moved = renumbered[original], moved >= seq {
        cause = causes[original]
      }
      return cause.flatMap { renumbered[$0] }
    }
    next = 1
    var lines = ""
    for record in records {
      guard var event = record.event else {
        lines += RecordEncoder.line(for: record)
        continue
      }
      event.seq = next
      next += 1
      event.cause = earlier(event.cause, than: event.seq)
      if case .call(var call) = event.body {
        call.block = call.block.flatMap { renumbered[$0] }
        event.body = .call(call)
      }
      lines += RecordEncoder.line(for: .event(event))
    }
    return lines
  }

  /// The report on the edited log.
  func check() throws -> CheckReport {
    try Checker().check(text: text, path: "edited.jsonl")
  }

  struct EditError: Error, CustomStringConvertible {
    let description: String
  }
}

extension Event {
  /// Replaces the first Boolean argument of a call.
  mutating func setFlag(_ value: Bool) {
    guard case .call(var call) = body,
      let key = call.args.pairs.first(where: {
        if case .bool = $0.value { true } else { false }
      })?.key
    else { return }
    call.args = Arguments(call.args.pairs.map { $0.key == key ? (key, .bool(value)) : $0 })
    body = .call(call)
  }

  /// Makes another participant the caller of a call.
  mutating func setCaller(_ caller: String) {
    guard case .call(var call) = body else { return }
    call.caller = caller
    body = .call(call)
  }

  /// Makes another participant the receiver of a call, under the same name.
  mutating func setReceiver(_ receiver: String) {
    guard case .call(var call) = body else { return }
    call.receiver = receiver
    body = .call(call)
  }

  /// Replaces a call's `animated` argument.
  mutating func setAnimated(_ value: Bool) {
    guard case .call(var call) = body, call.args["animated"] != nil else { return }
    call.args = Arguments(
      call.args.pairs.map { $0.key == "animated" ? ($0.key, .bool(value)) : $0 })
    body = .call(call)
  }

  /// Renames a call.
  mutating func rename(_ name: CallName) {
    guard case .call(var call) = body else { return }
    call.name = name
    body = .call(call)
  }

  /// Changes a call's result.
  mutating func setResult(_ value: Value?) {
    guard case .call(var call) = body else { return }
    call.result = value
    body = .call(call)
  }
}
