// The diff as a person reads it and as JSON: each place the logs part, with the sentence that
// says it ("your app called X here; UIKit's documented order calls Y"), the calls around it,
// and where each side's record is (its console line, or its seq).
extension LogDiff {
  /// How sentences name side A and side B, and whether they speak of an app.
  package var names: (a: String, b: String) {
    switch (a.isDocumented, b.isDocumented) {
    case (false, true): return ("your app", "UIKit's documented order")
    case (true, false): return ("UIKit's documented order", "your app")
    default: return ("A", "B")
    }
  }

  /// `called` for an app's log, `calls` for the documented order or a neutral side.
  private func verb(_ side: Side) -> String {
    side.isDocumented || names.a == "A" ? "calls" : "called"
  }

  /// `line 14` for an imported record, `seq 52` otherwise.
  package static func location(_ item: Item) -> String {
    item.line.map { "line \($0)" } ?? "seq \(item.seq)"
  }

  /// `completeTransition(_:) on ctx.1 (didComplete: true)`.
  package static func describe(_ item: Item) -> String {
    let args = item.args.pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    return VisibleText.escaped(
      "\(item.call.rawValue) on \(item.receiver)" + (args.isEmpty ? "" : " (\(args))"))
  }

  /// The sentence that says where a place parts: what A called here, and what B calls. A call
  /// both make with other arguments says it best; else a call only A makes against one of the
  /// same role only B makes; else the first of each.
  package func headline(_ hunk: Hunk) -> String {
    let (nameA, nameB) = names
    var onlyA: [Item] = []
    var onlyB: [Item] = []
    for operation in hunk.operations {
      switch operation {
      case .same(let x, let y, true):
        return "\(nameA) \(verb(a)) \(Self.describe(x)) here; \(nameB) \(verb(b)) "
          + "\(Self.describe(y))."
      case .onlyA(let item): onlyA.append(item)
      case .onlyB(let item): onlyB.append(item)
      case .same: break
      }
    }
    let paired =
      onlyA.lazy.compactMap { x in onlyB.first { $0.role == x.role }.map { (x, $0) } }.first
    switch (paired?.0 ?? onlyA.first, paired?.1 ?? onlyB.first) {
    case (let x?, let y?):
      return "\(nameA) \(verb(a)) \(Self.describe(x)) here; \(nameB) \(verb(b)) "
        + "\(Self.describe(y))."
    case (let x?, nil):
      return "\(nameA) \(verb(a)) \(Self.describe(x)) here, where \(nameB) \(verb(b)) nothing "
        + "of what both record."
    case (nil, let y?):
      return "\(nameB) \(verb(b)) \(Self.describe(y)) here, which \(nameA) does not record."
    case (nil, nil):
      return ""
    }
  }

  /// The diff as text: a header, each place the logs part, a summary.
  package func text() -> String {
    let label = { (side: Side) in VisibleText.escaped(side.label) }
    let (nameA, nameB) = names
    var lines: [String] = []
    let sideA = nameA == "A" ? "A" : "A, \(nameA)"
    let sideB = nameB == "B" ? "B" : "B, \(nameB)"
    lines.append("diff: \(label(a)) (\(sideA)) against \(label(b)) (\(sideB))")
    lines.append(
      "compared by call and participant role, ignoring seq and object ids"
        + (compared.isEmpty
          ? "; no channel is recorded by both"
          : ", in: "
            + compared.joined(separator: ", ")))
    if !leftOut.isEmpty {
      lines.append(
        "left out, recorded by one side only: "
          + leftOut.map { "\($0.channel) (A: \($0.a), B: \($0.b))" }.joined(separator: ", "))
    }
    if approximate {
      lines.append(
        "more than \(Self.differenceLimit) differences: past them, calls are matched a window "
          + "at a time")
    }
    let hunks = self.hunks
    for (number, hunk) in hunks.enumerated() {
      lines.append("")
      lines.append("\(number + 1). \(headline(hunk))")
      let width = min(
        48, hunk.operations.map { Self.rowText($0).count }.max() ?? 0)
      for operation in hunk.operations {
        lines.append(Self.row(operation, width: width))
      }
    }
    lines.append("")
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The closing line.
  package var summary: String {
    let onlyA = operations.count { if case .onlyA = $0 { return true } else { return false } }
    let onlyB = operations.count { if case .onlyB = $0 { return true } else { return false } }
    let flags = operations.count {
      if case .same(_, _, true) = $0 { return true } else { return false }
    }
    let same = operations.count - onlyA - onlyB
    guard differs else {
      return "\(VisibleText.escaped(a.label)) and \(VisibleText.escaped(b.label)) agree: "
        + "\(same) \(same == 1 ? "call" : "calls") in the same order" + spanText + "."
    }
    let places = hunks.count
    var text =
      "\(VisibleText.escaped(a.label)) and \(VisibleText.escaped(b.label)) part in \(places) "
      + "\(places == 1 ? "place" : "places"): \(onlyA) only in A, \(onlyB) only in B"
    if flags > 0 { text += ", \(flags) with other arguments" }
    return text + "; \(same - flags) the same" + spanText + "."
  }

  /// `, within the span A records: B from line 4 to seq 30; 6 of B's calls before it and 2
  /// after it are not recorded, not differences`, where the console covers part of the run.
  private var spanText: String {
    guard let span = outsideSpan else { return "" }
    let (console, run) = span.consoleIsA ? ("A", "B") : ("B", "A")
    var outside: [String] = []
    if span.before > 0 { outside.append("\(span.before) before it") }
    if span.after > 0 { outside.append("\(span.after) after it") }
    return ", within the span \(console) records: \(run) from \(Self.location(span.first)) to "
      + "\(Self.location(span.last)); \(run)'s calls \(outside.joined(separator: " and ")) are "
      + "not recorded, not differences"
  }

  private static func rowText(_ operation: Operation) -> String {
    switch operation {
    case .same(let x, _, _), .onlyA(let x): return x.role + "  " + describeCall(x)
    case .onlyB(let y): return y.role + "  " + describeCall(y)
    }
  }

  /// `(didComplete: true)`: the Boolean arguments alone.
  private static func flags(of item: Item) -> String {
    let args = item.args.pairs.compactMap { pair -> String? in
      if case .bool(let flag) = pair.value { return "\(pair.key): \(flag)" }
      return nil
    }
    return "(" + args.joined(separator: ", ") + ")"
  }

  private static func describeCall(_ item: Item) -> String {
    let args = item.args.pairs.compactMap { pair -> String? in
      if case .bool(let flag) = pair.value { return "\(pair.key): \(flag)" }
      return nil
    }
    return VisibleText.escaped(item.call.rawValue)
      + (args.isEmpty ? "" : " (" + args.joined(separator: ", ") + ")")
  }

  /// `  = view controller  viewWillAppear(_:)        line 12 | seq 21`.
  private static func row(_ operation: Operation, width: Int) -> String {
    func padded(_ text: String) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    switch operation {
    case .same(let x, let y, let differ):
      guard differ else {
        return "    " + padded(rowText(operation)) + "  A " + location(x) + " | B " + location(y)
      }
      // The same call with other arguments: A's, then B's.
      return "  ~ " + padded(x.role + "  " + describeCall(x) + " → " + flags(of: y)) + "  A "
        + location(x) + " | B " + location(y)
    case .onlyA(let x):
      return "  - " + padded(rowText(operation)) + "  A " + location(x)
    case .onlyB(let y):
      return "  + " + padded(rowText(operation)) + "  B " + location(y)
    }
  }

  /// The diff as one JSON object.
  package func json() -> String {
    func item(_ item: Item) -> String {
      var text = "{\"seq\":\(item.seq)"
      if let line = item.line { text += ",\"line\":\(line)" }
      text += ",\"receiver\":" + JSONString.quoted(item.receiver)
      if let transition = item.transition { text += ",\"transition\":\(transition)" }
      if !item.args.isEmpty {
        text +=
          ",\"args\":{"
          + item.args.pairs.map { JSONString.quoted($0.key) + ":" + jsonValue($0.value) }
          .joined(separator: ",") + "}"
      }
      return text + "}"
    }
    func operationJSON(_ operation: Operation) -> String {
      switch operation {
      case .same(let x, let y, let differ):
        return "{\"op\":\"\(differ ? "~" : "=")\",\"role\":" + JSONString.quoted(x.role)
          + ",\"call\":" + JSONString.quoted(x.call.rawValue) + ",\"a\":" + item(x)
          + ",\"b\":" + item(y) + "}"
      case .onlyA(let x):
        return "{\"op\":\"-\",\"role\":" + JSONString.quoted(x.role) + ",\"call\":"
          + JSONString.quoted(x.call.rawValue) + ",\"a\":" + item(x) + "}"
      case .onlyB(let y):
        return "{\"op\":\"+\",\"role\":" + JSONString.quoted(y.role) + ",\"call\":"
          + JSONString.quoted(y.call.rawValue) + ",\"b\":" + item(y) + "}"
      }
    }
    var text =
      "{\"a\":{\"label\":" + JSONString.quoted(a.label)
      + ",\"documented\":\(a.isDocumented)},\"b\":{\"label\":" + JSONString.quoted(b.label)
      + ",\"documented\":\(b.isDocumented)},\"same\":\(!differs)"
    text += ",\"compared\":[" + compared.map(JSONString.quoted).joined(separator: ",") + "]"
    text +=
      ",\"leftOut\":["
      + leftOut.map {
        "{\"channel\":" + JSONString.quoted($0.channel) + ",\"a\":\($0.a),\"b\":\($0.b)}"
      }.joined(separator: ",") + "]"
    if let span = outsideSpan {
      text +=
        ",\"outsideSpan\":{\"console\":\"\(span.consoleIsA ? "a" : "b")\",\"before\":\(span.before),"
        + "\"after\":\(span.after),\"first\":" + item(span.first) + ",\"last\":" + item(span.last)
        + "}"
    }
    text += ",\"approximate\":\(approximate),\"hunks\":["
    text += hunks.map { hunk in
      "{\"headline\":" + JSONString.quoted(headline(hunk)) + ",\"rows\":["
        + hunk.operations.map(operationJSON).joined(separator: ",") + "]}"
    }.joined(separator: ",")
    return text + "],\"summary\":" + JSONString.quoted(summary) + "}\n"
  }

  private func jsonValue(_ value: Value) -> String {
    var bytes: [UInt8] = []
    JSONObjectWriter.append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
