import TransitTrace

/// Walks the (folded) forest depth-first and writes the rows, the activation bars and the
/// frames of folded windows.
///
/// A call's row comes first, then the rows of what ran inside it, then its return; its receiver
/// is active from its row to the last of those. A folded window is walked once, with the
/// records of all its repetitions side by side, so each row's text can say what changed.
struct RowBuilder {
  let log: LogIndex
  let columns: [String: Int]
  private(set) var rows: [Row] = []
  private(set) var activations: [Activation] = []
  private(set) var loopFrames: [Frame] = []
  /// The row of each shown `seq` (the first repetition's, for folded rows).
  private(set) var rowOfSeq: [Int: Int] = [:]
  /// How many activation bars are open on each column.
  private var open: [Int: Int] = [:]

  init(log: LogIndex, columns: [String: Int]) {
    self.log = log
    self.columns = columns
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
        transition: event.transition, id: id ?? "seq-\(event.seq)")
    }

    var active: Int?
    var reply: Row?
    switch event.body {
    case .call(let call):
      let calls = events.compactMap(\.call)
      let from = column(call.callerID)
      let to = column(call.receiver)
      let style: Row.Style = call.block == nil ? .call : .closure
      var text = RowText.call(calls) + Self.printedLine(event)
      if from == to {
        if call.result != nil { text += " → " + RowText.result(calls) }
        rows.append(row(.selfCall(from), style, text))
      } else {
        rows.append(row(.message(from: from, to: to), style, text))
        if call.result != nil {
          reply = row(
            .reply(from: to, to: from), .reply, RowText.result(calls), id: "seq-\(event.seq)-return"
          )
        }
      }
      active = to
    case .gesture(let gesture):
      let target = column(gesture.target)
      rows.append(row(.gesture(target), .gesture, RowText.gesture(events.compactMap(\.gesture))))
      active = target
    case .view(let change):
      rows.append(row(.view(column(change.caller)), .view, RowText.view(change)))
    case .warning(let diagnostic):
      rows.append(
        row(
          .note(column(diagnostic.participant)), .warning,
          RowText.diagnostic(diagnostic, warning: true) + Self.printedLine(event)))
    case .note(let diagnostic):
      rows.append(
        row(
          .note(column(diagnostic.participant)), .note,
          RowText.diagnostic(diagnostic, warning: false)))
    case .transition(let change):
      let kind = event.transition.flatMap { log.kinds[$0] }
      rows.append(
        row(.state, .transition, RowText.transition(change, number: event.transition, kind: kind)))
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
    emit(groups: children)
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

  private func column(_ id: String) -> Int {
    columns[id] ?? 0
  }
}

extension Event {
  /// The gesture, if this event is one.
  var gesture: Gesture? {
    if case .gesture(let gesture) = body { return gesture }
    return nil
  }
}
