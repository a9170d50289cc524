import TransitTrace

/// The data of the step-through page's screen: the log's view hierarchy and geometry as a list
/// of operations the page's script replays to any step or any moment
/// (`StepPageScript.screen`), the animations' curves, and the moment each step stands at.
///
/// Geometry is turned into the channels the script animates (`GeometryChannel`) here, once, so
/// the script only adds numbers: a transform arrives as its parts, a colour as its components,
/// and an animated change as the value and what the view lacks of it at the animation's start.
///
/// Each operation is an array: its time, the `seq` of the last event before it, its kind, and
/// its fields. The kinds:
/// - `0` a view added: view, superview, index;
/// - `1` a view removed: view;
/// - `2` a set: view, animation (or -1), then channel, value and start difference triples, then
///   isHidden and clipsToBounds (-1 unchanged, 0 false, 1 true);
/// - `3` an animation: number, duration, delay, curve, rate;
/// - `4` a timing: number, offset (or null), rate (or null), curve (or -1), removed (0 or 1);
/// - `5` the finger: phase (0 began, 1 moved, 2 ended, 3 cancelled), x, y;
/// - `6` a container view: view.
struct StepPageScreen {
  /// The JSON the page embeds, or nil for a log without geometry, whose page has no screen.
  let json: String?

  init(records: [Record], stepSeqs: [Int]) {
    guard ScreenPlayback.hasGeometry(records) else {
      json = nil
      return
    }
    var builder = Builder()
    for record in records { builder.add(record) }
    json = builder.json(stepSeqs: stepSeqs, end: ScreenPlayback.endTime(of: records))
  }

  /// Builds the JSON in one pass over the records.
  private struct Builder {
    var viewIndex: [String: Int] = [:]
    var views: [String] = []
    var classes: [String: String] = [:]
    var curveIndex: [TimingCurve: Int] = [:]
    var curves: [String] = []
    var ops: [String] = []
    var lastSeq = 0
    /// The time the screen stands at after each event and the geometry within it.
    var settled: [Int: VirtualTime] = [:]
    var latest = VirtualTime.zero

    mutating func view(_ id: String) -> Int {
      if let index = viewIndex[id] { return index }
      viewIndex[id] = views.count
      views.append(id)
      return views.count - 1
    }

    mutating func curve(_ curve: TimingCurve) -> Int {
      if let index = curveIndex[curve] { return index }
      curveIndex[curve] = curves.count
      switch curve {
      case .cubic(let x1, let y1, let x2, let y2):
        curves.append("[" + [x1, y1, x2, y2].map(JSONNumber.format).joined(separator: ",") + "]")
      case .spring(let damping, let velocity):
        curves.append("{\"d\":\(JSONNumber.format(damping)),\"v\":\(JSONNumber.format(velocity))}")
      default:
        curves.append("\"" + (curve.name ?? "linear") + "\"")
      }
      return curves.count - 1
    }

    mutating func op(_ time: VirtualTime, _ kind: Int, _ fields: [String]) {
      if time > latest { latest = time }
      settled[lastSeq] = latest
      ops.append(
        "[" + ([time.description, String(lastSeq), String(kind)] + fields).joined(separator: ",")
          + "]")
    }

    mutating func add(_ record: Record) {
      switch record {
      case .header, .participant:
        break
      case .event(let event):
        lastSeq = event.seq
        if event.time > latest { latest = event.time }
        settled[lastSeq] = latest
        switch event.body {
        case .view(let change):
          classes[change.view] = change.viewClass
          let view = String(view(change.view))
          if let index = change.index {
            op(event.time, 0, [view, String(self.view(change.superview)), String(index)])
          } else {
            op(event.time, 1, [view])
          }
        case .transition(let change):
          if let container = change.container {
            op(event.time, 6, [String(view(container))])
          }
        default:
          break
        }
      case .geometry(let geometry):
        add(geometry)
      }
    }

    mutating func add(_ geometry: GeometryRecord) {
      switch geometry {
      case .set(let set):
        var fields = [String(view(set.view)), String(set.animation ?? -1)]
        var old: [Int: Double] = [:]
        if set.animation != nil, let from = set.from {
          for (channel, value) in GeometryChannel.assignments(of: from) {
            old[channel.rawValue] = value
          }
        }
        var triples: [String] = []
        for (channel, value) in GeometryChannel.assignments(of: set.values) {
          var delta = old[channel.rawValue].map { $0 - value } ?? 0
          if channel == .rotation { delta = ScreenGeometry.shortestTurn(delta) }
          triples += [String(channel.rawValue), Self.number(value), Self.number(delta)]
        }
        fields.append("[" + triples.joined(separator: ",") + "]")
        fields.append(Self.flag(set.values.isHidden))
        fields.append(Self.flag(set.values.clipsToBounds))
        op(set.time, 2, fields)
      case .animation(let start):
        op(
          start.time, 3,
          [
            String(start.animation), JSONNumber.format(start.duration),
            JSONNumber.format(start.delay), String(curve(start.curve)),
            JSONNumber.format(start.rate),
          ])
      case .timing(let timing):
        op(
          timing.time, 4,
          [
            String(timing.animation), timing.offset.map(JSONNumber.format) ?? "null",
            timing.rate.map(JSONNumber.format) ?? "null",
            String(timing.curve.map { curve($0) } ?? -1), timing.removed ? "1" : "0",
          ])
      case .finger(let finger):
        let phases: [Finger.Phase] = [.began, .moved, .ended, .cancelled]
        op(
          finger.time, 5,
          [
            String(phases.firstIndex(of: finger.phase) ?? 2), Self.number(finger.location.x),
            Self.number(finger.location.y),
          ])
      }
    }

    static func number(_ value: Double) -> String {
      JSONNumber.format((value * 1000).rounded() / 1000)
    }

    static func flag(_ value: Bool?) -> String {
      value.map { $0 ? "1" : "0" } ?? "-1"
    }

    func json(stepSeqs: [Int], end: VirtualTime) -> String {
      // A step stands at the time its state reached: its event and the geometry within it.
      var times: [String] = []
      let seqs = settled.keys.sorted()
      var position = 0
      var time = VirtualTime.zero
      for seq in stepSeqs {
        while position < seqs.count, seqs[position] <= seq {
          time = max(time, settled[seqs[position]] ?? time)
          position += 1
        }
        times.append(time.description)
      }
      var out = "{\"views\":["
      for (index, id) in views.enumerated() {
        if index > 0 { out += "," }
        out += "["
        JSONText.writeString(id, to: &out)
        out += ","
        JSONText.writeString(ScreenSnapshot.label(id: id, viewClass: classes[id]), to: &out)
        out += "]"
      }
      out += "],\"curves\":[" + curves.joined(separator: ",") + "]"
      out += ",\"ops\":[" + ops.joined(separator: ",") + "]"
      out += ",\"stepTimes\":[" + times.joined(separator: ",") + "]"
      out += ",\"end\":" + end.description + "}"
      return out
    }
  }
}
