import TransitTrace

/// Writes a log as a timeline in the Trace Event Format, which Perfetto and `chrome://tracing`
/// open: the virtual clock is the time axis (`ts` in microseconds), each transition a track
/// (a thread of its own, records outside transitions on thread 0), the transition a slice from
/// its request to its end, each block animation a duration slice from its start to its
/// completion (or to its start plus its delay and duration, when the log records no
/// completion), and each call a slice spanning what ran inside it, or an instant when nothing
/// did. Touches, view changes, state changes, warnings and notes are instants.
///
/// Durations and overlaps a sequence diagram cannot show become visible: an interactive
/// transition's length, an animation outliving the call that started it, two transitions in
/// flight at once. The same log and options give the same bytes.
package enum ChromeTraceEmitter {
  /// One event of the trace, and where it sorts: by time, then in the order written, so that
  /// slices starting together nest as their calls did.
  private struct Entry {
    var ts: Int64
    var order: Int
    var json: String
  }

  package static func json(_ records: [Record], options: DiagramOptions = DiagramOptions())
    -> String
  {
    var title = "log"
    for record in records {
      if case .header(let header) = record { title = header.scenario }
    }
    let events = DiagramBuilder.shownEvents(of: records, options: options)
    var kinds: [Int: TransitionKind] = [:]
    var spans: [Int: (first: Int64, last: Int64)] = [:]
    var children: [Int: [Int]] = [:]
    var completions: [Int: Int64] = [:]
    let shown = Set(events.map(\.seq))
    var roots: [Event] = []
    var bySeq: [Int: Event] = [:]
    for event in events {
      bySeq[event.seq] = event
      let time = event.time.microseconds
      if let number = event.transition {
        let span = spans[number] ?? (time, time)
        spans[number] = (min(span.first, time), max(span.last, time))
        if case .transition(let change) = event.body, let kind = change.kind {
          kinds[number] = kinds[number] ?? kind
        }
      }
      if let call = event.call, let giver = call.block, completions[giver] == nil {
        completions[giver] = time
      }
      if let cause = event.cause, shown.contains(cause) {
        children[cause, default: []].append(event.seq)
      } else {
        roots.append(event)
      }
    }

    var entries: [Entry] = []
    func add(_ ts: Int64, _ fields: [(String, String)]) {
      let body = fields.map { JSONString.quoted($0.0) + ":" + $0.1 }.joined(separator: ",")
      entries.append(Entry(ts: ts, order: entries.count, json: "{" + body + "}"))
    }
    func track(_ event: Event) -> Int { event.transition ?? 0 }
    func string(_ text: String) -> String { JSONString.quoted(text) }

    // The tracks, named and ordered: records outside transitions first, then each transition.
    let numbers = spans.keys.sorted()
    add(
      0,
      [
        ("name", string("process_name")), ("ph", string("M")), ("pid", "1"), ("tid", "0"),
        ("args", "{\"name\":" + string(title) + "}"),
      ])
    for (index, number) in ([0] + numbers).enumerated() {
      let name =
        number == 0
        ? "outside transitions"
        : (kinds[number].map { Band.Phase($0).title } ?? "Transition") + " #\(number)"
      add(
        0,
        [
          ("name", string("thread_name")), ("ph", string("M")), ("pid", "1"),
          ("tid", "\(number)"), ("args", "{\"name\":" + string(name) + "}"),
        ])
      add(
        0,
        [
          ("name", string("thread_sort_index")), ("ph", string("M")), ("pid", "1"),
          ("tid", "\(number)"), ("args", "{\"sort_index\":\(index)}"),
        ])
    }
    // Each transition, request to end.
    for number in numbers {
      guard let span = spans[number] else { continue }
      let name = (kinds[number].map { Band.Phase($0).title } ?? "Transition") + " #\(number)"
      add(
        span.first,
        [
          ("name", string(name)), ("cat", string("transition")), ("ph", string("X")),
          ("ts", "\(span.first)"), ("dur", "\(span.last - span.first)"), ("pid", "1"),
          ("tid", "\(number)"),
        ])
    }

    // The latest time of each event and what ran inside it on the same track. A cause comes
    // before what it caused (the reader holds a log to that), so from the last event back each
    // one's inner events are done first: one pass, and no recursion however deep calls nest.
    var ends: [Int: Int64] = [:]
    for event in events.reversed() {
      var latest = event.time.microseconds
      for child in children[event.seq] ?? [] {
        guard let inner = bySeq[child], track(inner) == track(event) else { continue }
        latest = max(latest, ends[child] ?? inner.time.microseconds)
      }
      ends[event.seq] = latest
    }
    func end(_ event: Event) -> Int64 { ends[event.seq] ?? event.time.microseconds }

    func visit(_ event: Event) {
      let ts = event.time.microseconds
      let tid = "\(track(event))"
      var args = [("seq", "\(event.seq)")]
      switch event.body {
      case .call(let call):
        args += [("caller", string(call.callerID)), ("receiver", string(call.receiver))]
        args += call.args.pairs.map { ($0.key, string(RowText.display($0.value))) }
        if let result = call.result { args.append(("result", string(RowText.display(result)))) }
        if let block = call.block { args.append(("handedOverAt", "\(block)")) }
        let object = args.map { string($0.0) + ":" + $0.1 }.joined(separator: ",")
        let category = call.block == nil ? "call" : "closure"
        let name = call.receiver + "." + call.name.rawValue
        if children[event.seq]?.isEmpty == false {
          add(
            ts,
            [
              ("name", string(name)), ("cat", string(category)), ("ph", string("X")),
              ("ts", "\(ts)"), ("dur", "\(end(event) - ts)"), ("pid", "1"), ("tid", tid),
              ("args", "{" + object + "}"),
            ])
        } else {
          add(
            ts,
            [
              ("name", string(name)), ("cat", string(category)), ("ph", string("i")),
              ("s", string("t")), ("ts", "\(ts)"), ("pid", "1"), ("tid", tid),
              ("args", "{" + object + "}"),
            ])
        }
        if let duration = call.args["duration"]?.doubleValue,
          call.name.rawValue.hasPrefix("animate(withDuration:")
        {
          let delay = call.args["delay"]?.doubleValue ?? 0
          let planned = (event.time + (delay + duration)).microseconds
          let finish = max(completions[event.seq] ?? planned, ts)
          let id = string("animation-\(event.seq)")
          let name = string("animation of \(call.receiver) (seq \(event.seq))")
          add(
            ts,
            [
              ("name", name), ("cat", string("animation")), ("ph", string("b")),
              ("id", id), ("ts", "\(ts)"), ("pid", "1"), ("tid", tid),
              (
                "args",
                "{\"duration\":\(JSONNumber.format(duration)),\"delay\":\(JSONNumber.format(delay))}"
              ),
            ])
          add(
            finish,
            [
              ("name", name), ("cat", string("animation")), ("ph", string("e")),
              ("id", id), ("ts", "\(finish)"), ("pid", "1"), ("tid", tid),
            ])
        }
      case .gesture(let gesture):
        let name = RowText.gesture([gesture])
        add(
          ts,
          [
            ("name", string(name)), ("cat", string("gesture")), ("ph", string("i")),
            ("s", string("t")), ("ts", "\(ts)"), ("pid", "1"), ("tid", tid),
            ("args", "{\"seq\":\(event.seq),\"target\":" + string(gesture.target) + "}"),
          ])
      case .view(let change):
        add(
          ts,
          [
            ("name", string(RowText.view(change))), ("cat", string("view")),
            ("ph", string("i")), ("s", string("t")), ("ts", "\(ts)"), ("pid", "1"), ("tid", tid),
            ("args", "{\"seq\":\(event.seq),\"caller\":" + string(change.caller) + "}"),
          ])
      case .transition(let change):
        let kind = event.transition.flatMap { kinds[$0] }
        let name = RowText.transition(change, number: event.transition, kind: kind)
        add(
          ts,
          [
            ("name", string(name)), ("cat", string("state")), ("ph", string("i")),
            ("s", string("t")), ("ts", "\(ts)"), ("pid", "1"), ("tid", tid),
            ("args", "{\"seq\":\(event.seq)}"),
          ])
      case .warning(let diagnostic), .note(let diagnostic):
        let warning: Bool
        if case .warning = event.body { warning = true } else { warning = false }
        add(
          ts,
          [
            ("name", string(RowText.diagnostic(diagnostic, warning: warning))),
            ("cat", string(warning ? "warning" : "note")), ("ph", string("i")), ("s", string("p")),
            ("ts", "\(ts)"), ("pid", "1"), ("tid", tid),
            (
              "args",
              "{\"seq\":\(event.seq),\"participant\":" + string(diagnostic.participant) + "}"
            ),
          ])
      case .release, .retained:
        let participant: String
        let name: String
        if case .release(let release) = event.body {
          (participant, name) = (release.participant, RowText.release(release))
        } else if case .retained(let retention) = event.body {
          participant = retention.participant
          name = RowText.retained(retention, transition: event.transition)
        } else {
          return
        }
        add(
          ts,
          [
            ("name", string(participant + " " + name)), ("cat", string(event.body.typeName)),
            ("ph", string("i")), ("s", string("p")), ("ts", "\(ts)"), ("pid", "1"),
            ("tid", tid),
            ("args", "{\"seq\":\(event.seq),\"participant\":" + string(participant) + "}"),
          ])
      }
    }
    // Each event, then what ran inside it, in order: depth first with a stack of its own, as a
    // log may nest calls thousands deep.
    var pending = Array(roots.reversed())
    while let event = pending.popLast() {
      visit(event)
      pending += (children[event.seq] ?? []).reversed().compactMap { bySeq[$0] }
    }

    entries.sort { ($0.ts, $0.order) < ($1.ts, $1.order) }
    return "{\"traceEvents\":[\n" + entries.map(\.json).joined(separator: ",\n")
      + "\n],\"displayTimeUnit\":\"ms\",\"otherData\":{\"scenario\":" + string(title)
      + ",\"clock\":\"the log's virtual time\"}}\n"
  }
}
