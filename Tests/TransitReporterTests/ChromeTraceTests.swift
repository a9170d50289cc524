import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// `--format chrome-trace`: a Trace Event Format file whose structure Perfetto and
/// chrome://tracing accept, for every golden trace.
@Suite("The Chrome trace timeline")
struct ChromeTraceTests {
  /// The events of `name`'s trace, as JSON objects.
  static func events(_ name: String, _ options: DiagramOptions = DiagramOptions()) throws
    -> [[String: Any]]
  {
    let bytes = try DiagramRenderer.render(
      GoldenTraces.records(name), format: .chromeTrace, options: options)
    let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let root = try #require(object, "\(name): not a JSON object")
    #expect(root["displayTimeUnit"] as? String == "ms")
    return try #require(root["traceEvents"] as? [[String: Any]], "\(name): no traceEvents")
  }

  @Test(
    "every event is well formed, slices nest on each track, animations close",
    arguments: try GoldenTraces.names())
  func structure(name: String) throws {
    let events = try Self.events(name)
    var named = Set<Int>()
    var used = Set<Int>()
    var seqs: [Int] = []
    var slices: [Int: [(ts: Int, dur: Int, name: String)]] = [:]
    var open: [String: Int] = [:]
    var transitions = 0
    for event in events {
      let phase = try #require(event["ph"] as? String, "\(name): an event without ph")
      #expect(["M", "X", "i", "b", "e"].contains(phase), "\(name): phase \(phase)")
      #expect(event["name"] is String, "\(name): an event without a name")
      #expect(event["pid"] as? Int == 1)
      let tid = try #require(event["tid"] as? Int, "\(name): an event without tid")
      if phase == "M" {
        if event["name"] as? String == "thread_name" { named.insert(tid) }
        continue
      }
      used.insert(tid)
      let ts = try #require(event["ts"] as? Int, "\(name): an event without ts")
      #expect(ts >= 0)
      let args = event["args"] as? [String: Any]
      switch phase {
      case "X":
        let dur = try #require(event["dur"] as? Int, "\(name): a slice without dur")
        #expect(dur >= 0)
        slices[tid, default: []].append((ts, dur, event["name"] as? String ?? ""))
        if event["cat"] as? String == "transition" { transitions += 1 }
      case "b":
        open[event["id"] as? String ?? ""] = ts
      case "e":
        let id = event["id"] as? String ?? ""
        let start = open[id]
        open[id] = nil
        #expect(start != nil, "\(name): \(id) ends unopened")
        #expect(ts >= (start ?? 0))
      default: break
      }
      if phase != "b" && phase != "e", event["cat"] as? String != "transition",
        let seq = args?["seq"] as? Int
      {
        seqs.append(seq)
      }
    }
    #expect(open.isEmpty, "\(name): animations never closed: \(open.keys.sorted())")
    #expect(used.isSubset(of: named), "\(name): unnamed tracks \(used.subtracting(named))")
    // Every record shown is in the trace exactly once.
    let shown = DiagramBuilder.shownEvents(
      of: try GoldenTraces.records(name), options: DiagramOptions())
    #expect(seqs == shown.map(\.seq).sorted() || seqs.sorted() == shown.map(\.seq))
    #expect(Set(seqs).count == seqs.count)
    let numbers = Set(shown.compactMap(\.transition))
    #expect(transitions == numbers.count)
    // On each track, a slice starting inside another ends inside it.
    for (tid, list) in slices {
      var stack: [(start: Int, end: Int, name: String)] = []
      for slice in list.sorted(by: { ($0.ts, -$0.dur) < ($1.ts, -$1.dur) }) {
        while let top = stack.last, top.end < slice.ts || (top.end == slice.ts && slice.dur > 0) {
          stack.removeLast()
        }
        if let top = stack.last {
          #expect(
            slice.ts + slice.dur <= top.end,
            "\(name) track \(tid): \(slice.name) overlaps \(top.name) without nesting")
        }
        stack.append((slice.ts, slice.ts + slice.dur, slice.name))
      }
    }
  }

  @Test(
    "the virtual clock is the time axis: card-zoom's spring animation lasts until its completion")
  func animationLasts() throws {
    let events = try Self.events("card-zoom")
    let begin = events.first { $0["ph"] as? String == "b" && $0["id"] as? String == "animation-40" }
    let end = events.first { $0["ph"] as? String == "e" && $0["id"] as? String == "animation-40" }
    #expect(begin?["ts"] as? Int == 500_000)
    #expect(end?["ts"] as? Int == 1_000_000)
    #expect(begin?["tid"] as? Int == 1)
    let transition = events.first { $0["cat"] as? String == "transition" && $0["tid"] as? Int == 2 }
    #expect(transition?["name"] as? String == "Dismissal #2")
    let threads = events.filter { $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(threads == ["outside transitions", "Presentation #1", "Dismissal #2"])
  }

  @Test("the same log and options give the same bytes")
  func deterministic() throws {
    let records = try GoldenTraces.records("dimming-sheet-cancelled")
    let first = try DiagramRenderer.render(records, format: .chromeTrace)
    #expect(try DiagramRenderer.render(records, format: .chromeTrace) == first)
  }
}
