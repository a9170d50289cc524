import TransitTrace

/// Walks the (folded) forest depth-first and writes the rows, the activation bars and the
/// frames of folded windows.
///
/// A call's row comes first, then the rows of what ran inside it, then its return; its receiver
/// is active from its row to the last of those. A folded window is walked once, with the
/// records of all its repetitions side by side, so each row's text can say what changed.
struct RowBuilder {
  let log: LogIndex
  /// The column of each participant drawn; a participant of a folded role has none.
  let columns: [String: Int]
  /// Columns several participants share, whose rows name the participant.
  let shared: Set<Int>
  /// Whether a call that made no call of its own shows what it returned on its own row
  /// (`shouldPresentInFullscreen → true`) rather than on a return arrow of its own.
  var inlineReplies = false
  private(set) var rows: [Row] = []
  private(set) var activations: [Activation] = []
  private(set) var loopFrames: [Frame] = []
  /// The row of each shown `seq` (the first repetition's, for folded rows).
  private(set) var rowOfSeq: [Int: Int] = [:]
  /// How many activation bars are open on each column.
  private var open: [Int: Int] = [:]
  /// The columns whose code is running, innermost last: where a record whose participants
  /// all have no column is noted.
  private var running: [Int] = []
  /// How many shown records the rows being emitted ran inside.
  private var nesting = 0

  init(log: LogIndex, columns: [String: Int], shared: Set<Int> = []) {
    self.log = log
    self.columns = columns
    self.shared = shared
  }

  mutating func emit(_ items: [TreeItem]) {
    emit(groups: [items])
  }

  /// Emits item lists of the same shape side by side: one list, or one per repetition.
  private mutating func emit(groups: [[TreeItem]]) {
    guard let first = groups.first else { return }
    for index in first.indices {
      switch first[index] {
      case .node:
        let nodes: [TreeNode] = groups.compactMap {
          if case .node(let node) = $0[index] { return node }
          return nil
        }
        emit(nodes: nodes)
      case .fold(let instances):
        let all: [[TreeNode]] = groups.flatMap { group -> [[TreeNode]] in
          if case .fold(let instances) = group[index] { return instances }
          return []
        }
        let start = rows.count
        for position in instances[0].indices {
          emit(nodes: all.map { $0[position] })
        }
        if rows.count - start > 1 {
          loopFrames.append(
            Frame(kind: .loop(count: instances.count), firstRow: start, lastRow: rows.count - 1))
        }
      }
    }
  }

  /// Emits one record, or the same record of every repetition of a folded window.
  private mutating func emit(nodes: [TreeNode]) {
    let events = nodes.map(\.event)
    let event = events[0]
    let rowIndex = rows.count
    for other in events { rowOfSeq[other.seq] = rowIndex }
    let last = events.count > 1 ? events[events.count - 1].seq : nil
    func row(_ kind: Row.Kind, _ style: Row.Style, _ text: String, id: String? = nil) -> Row {
      Row(
        kind: kind, style: style, seq: event.seq, lastSeq: last, count: events.count, text: text,
        transition: event.transition, id: id ?? "seq-\(event.seq)", depth: nesting)
    }

    var active: Int?
    var reply: Row?
    switch event.body {
    case .call(let call):
      let calls = events.compactMap(\.call)
      let style: Row.Style = call.block == nil ? .call : .closure
      let text = RowText.call(calls) + Self.printedLine(event)
      let result = call.result == nil ? "" : " → " + RowText.result(calls)
      switch (lane(call.callerID), lane(call.receiver)) {
      case (let from?, let to?):
        var named = text
        if shared.contains(to) { named = VisibleText.escaped(call.receiver) + "." + named }
        if shared.contains(from), call.callerID != call.receiver {
          named = VisibleText.escaped(call.callerID) + ": " + named
        }
        if from == to {
          rows.append(row(.selfCall(from), style, named + result))
        } else if inlineReplies, nodes.allSatisfy({ $0.children.isEmpty }) {
          rows.append(row(.message(from: from, to: to), style, named + result))
        } else {
          rows.append(row(.message(from: from, to: to), style, named))
          if call.result != nil {
            reply = row(
              .reply(from: to, to: from), .reply, RowText.result(calls),
              id: "seq-\(event.seq)-return")
          }
        }
        active = to
      case (let from?, nil):
        // The receiver's role is folded: the call is a note on the caller's lane, as the
        // caller's code reads.
        let named = VisibleText.escaped(call.receiver) + "." + text + result
        rows.append(row(.note(from), .foldedCall, named))
      case (nil, let to?):
        let named = VisibleText.escaped(call.callerID) + ": " + text + result
        rows.append(row(.note(to), .foldedCall, named))
        active = to
      case (nil, nil):
        let named =
          VisibleText.escaped(call.callerID) + ": " + VisibleText.escaped(call.receiver) + "."
          + text + result
        rows.append(row(.note(fallbackLane), .foldedCall, named))
      }
    case .gesture(let gesture):
      let target = lane(gesture.target) ?? fallbackLane
      let text = RowText.gesture(events.compactMap(\.gesture))
      rows.append(row(.gesture(target), .gesture, named(gesture.target, target, text)))
      active = target
    case .view(let change):
      let column = lane(change.caller) ?? fallbackLane
      rows.append(row(.view(column), .view, named(change.caller, column, RowText.view(change))))
    case .warning(let diagnostic), .note(let diagnostic):
      let isWarning: Bool
      if case .warning = event.body { isWarning = true } else { isWarning = false }
      let column = lane(diagnostic.participant) ?? fallbackLane
      let text =
        RowText.diagnostic(diagnostic, warning: isWarning)
        + (isWarning ? Self.printedLine(event) : "")
      rows.append(
        row(
          .note(column), isWarning ? .warning : .note,
          named(diagnostic.participant, column, text)))
    case .transition(let change):
      let kind = event.transition.flatMap { log.kinds[$0] }
      rows.append(
        row(.state, .transition, RowText.transition(change, number: event.transition, kind: kind)))
    case .release(let release):
      let column = lane(release.participant) ?? fallbackLane
      rows.append(
        row(
          .note(column), .release,
          named(release.participant, column, RowText.release(release) + Self.printedLine(event))))
    case .retained(let retention):
      let column = lane(retention.participant) ?? fallbackLane
      rows.append(
        row(
          .note(column), .retained,
          named(
            retention.participant, column,
            RowText.retained(retention, transition: event.transition))))
    }

    // A bar when the code runs long enough to be seen: it made calls, or returned something.
    let children = nodes.map(\.children)
    let bar = active.flatMap { column in
      (children[0].isEmpty && reply == nil) ? nil : column
    }
    var depth = 0
    if let bar {
      depth = (open[bar] ?? 0) + 1
      open[bar] = depth
    }
    if let running = active { self.running.append(running) }
    nesting += 1
    emit(groups: children)
    nesting -= 1
    if active != nil { running.removeLast() }
    if let reply { rows.append(reply) }
    if let bar {
      open[bar] = depth - 1
      activations.append(
        Activation(column: bar, firstRow: rowIndex, lastRow: rows.count - 1, depth: depth))
    }
  }

  /// ` (line 14)`: where a record imported from console text was printed.
  static func printedLine(_ event: Event) -> String {
    event.line.map { " (line \($0))" } ?? ""
  }

  /// The column of participant `id`; nil when its role is folded.
  private func lane(_ id: String) -> Int? {
    columns[id]
  }

  /// Where a record is noted whose participant has no column: the lane whose code is running,
  /// or the first.
  private var fallbackLane: Int { running.last ?? 0 }

  /// `text`, preceded by `id: ` when the column holds several participants.
  private func named(_ id: String, _ column: Int, _ text: String) -> String {
    shared.contains(column) ? VisibleText.escaped(id) + ": " + text : text
  }
}

extension Event {
  /// The gesture, if this event is one.
  var gesture: Gesture? {
    if case .gesture(let gesture) = body { return gesture }
    return nil
  }
}
