import Foundation
import TransitChecker
import TransitReporter
import TransitTrace

/// What the step-through page of a log should show, computed from the log in Swift: its steps
/// are the diagram's rows, each shows the replayed state after the last record drawn so far,
/// and its caption is the glossary's entry for its call.
struct PageModel {
  let records: [Record]
  let rows: [Row]
  /// For each step, the `seq` whose replayed state it shows.
  let stateSeqs: [Int]

  init(path: String) throws {
    records = try LogReader.readAll(path: path)
    // The page steps through releases too.
    rows = DiagramBuilder.diagram(of: records, options: DiagramOptions(lifetimes: true)).rows
    var reached = 0
    stateSeqs = rows.map { row in
      reached = max(reached, row.lastSeq ?? row.seq)
      return reached
    }
  }

  /// The step a fragment opens: the row with that id, else the row that draws that `seq`,
  /// else the first step whose state includes it.
  func index(ofFragment fragment: String?) -> Int {
    guard let fragment else { return 0 }
    if let exact = rows.firstIndex(where: { $0.id == fragment }) { return exact }
    let seq = Int(fragment.dropFirst("seq-".count).prefix { $0.isNumber }) ?? 0
    if let drawn = rows.firstIndex(where: {
      $0.style != .reply && $0.seq <= seq && seq <= ($0.lastSeq ?? $0.seq)
    }) {
      return drawn
    }
    return stateSeqs.firstIndex { $0 >= seq } ?? rows.count - 1
  }

  /// Whether the log records lifetimes, so that the page lists objects alive or released.
  var recordsLifetimes: Bool {
    records.contains { record in
      switch record.event?.body {
      case .release?, .retained?: true
      default: false
      }
    }
  }

  /// `[id, "alive"]` or `[id, "released at seq 37 by uikit"]` for each object the page lists
  /// in `state`: every participant named so far but UIKit and the app, the latest 40.
  static func objects(of state: ScreenState) -> [[String]] {
    state.participants.filter { $0.role != .uikit && $0.role != .app }.suffix(40).map {
      participant in
      guard let release = state.release(of: participant.id) else {
        return [participant.id, "alive"]
      }
      return [
        participant.id,
        "released at seq \(release.seq)" + (release.release.by.map { " by \($0)" } ?? ""),
      ]
    }
  }

  /// The state the step at `index` shows.
  func state(at index: Int) -> ScreenState {
    Replay.state(at: stateSeqs[index], of: records)
  }

  /// The glossary's meaning of the record the step draws: its call (a closure by the call that
  /// handed it over), view change, transition state, touch, warning or note.
  func meaning(at index: Int) -> String? {
    let seq = rows[index].seq
    let events = records.compactMap(\.event)
    guard let event = events.first(where: { $0.seq == seq }) else { return nil }
    switch event.body {
    case .call(let call):
      let giver = call.block.flatMap { block in events.first { $0.seq == block }?.call?.name }
      return Glossary.entry(for: call.name, handedOverBy: giver)?.meaning
    case .view(let change): return Glossary.entry(for: change.name)?.meaning
    case .transition(let change): return Glossary.state(change.state).meaning
    case .gesture(let gesture):
      return Glossary.gesture(kind: gesture.kind, state: gesture.state)?.meaning
    case .warning(let note), .note(let note): return Glossary.diagnostic(note.code)?.meaning
    case .release: return Glossary.release.meaning
    case .retained: return Glossary.retained.meaning
    }
  }

  /// Each container view the state's transitions name and the view tree holds, with its
  /// subviews back to front.
  static func containers(of state: ScreenState) -> [String: [String]] {
    var containers: [String: [String]] = [:]
    for transition in state.transitions {
      guard let container = transition.container, state.viewTree.node(container) != nil else {
        continue
      }
      containers[container] = state.subviews(of: container)
    }
    return containers
  }
}
