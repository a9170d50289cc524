import Foundation
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// A built-in scenario's log, reduced for whole-history expectations.
struct ScenarioLog {
  let records: [Record]

  @MainActor
  init(_ name: String) throws {
    guard let scenario = BuiltInScenarios.named(name) else {
      throw CocoaError(.featureUnsupported)
    }
    records = try scenario.records()
  }

  var events: [Event] { records.compactMap(\.event) }

  /// `caller → receiver name`.
  static func line(_ call: Call) -> String { "\(call.callerID) → \(call.receiver) \(call.name)" }

  /// Every call filed under transition `id`.
  func calls(inTransition id: Int) -> [String] {
    events.filter { $0.transition == id }.compactMap { $0.orderCall.map(Self.line) }
  }

  /// Every call outside any transition that runs, however deep, inside the event `seq`.
  func calls(inside seq: Int) -> [String] {
    var inside: Set<Int> = [seq]
    var lines: [String] = []
    for event in events where event.seq > seq {
      guard let cause = event.cause, inside.contains(cause) else { continue }
      inside.insert(event.seq)
      if event.transition == nil, let call = event.orderCall { lines.append(Self.line(call)) }
    }
    return lines
  }

  /// The whole history: every call as `receiver name`, a view controller's own loading and
  /// layout callbacks included, and every gesture as `kind state on view`, in log order.
  var history: [String] {
    events.compactMap { event in
      if let call = event.call { return "\(call.receiver) \(call.name)" }
      if case .gesture(let gesture) = event.body {
        return "\(gesture.kind) \(gesture.state) on \(gesture.view)"
      }
      return nil
    }
  }

  /// The touch records, as `state on view → target`, with their seq.
  var touches: [(seq: Int, line: String)] {
    events.compactMap { event in
      guard case .gesture(let touch) = event.body, touch.kind == "touch" else { return nil }
      return (event.seq, "\(touch.state) on \(touch.view) → \(touch.target)")
    }
  }

  /// The appearance callbacks `receiver` got, in order.
  func appearance(of receiver: String) -> [String] {
    events.compactMap(\.call).filter {
      $0.receiver == receiver && CallName.appearanceCallbacks.contains($0.name)
    }.map(\.name.rawValue)
  }

  /// Who was asked `prefersStatusBarHidden`, and what they answered.
  var statusBarAnswers: [String] {
    events.compactMap(\.call).filter { $0.name == .prefersStatusBarHidden }.map {
      "\($0.receiver) \($0.result?.description ?? "-")"
    }
  }

  /// The codes of the notes and warnings, in order.
  var diagnostics: [String] {
    events.compactMap { event in
      switch event.body {
      case .note(let diagnostic): return "note \(diagnostic.code)"
      case .warning(let diagnostic): return "warning \(diagnostic.code)"
      default: return nil
      }
    }
  }

  /// The class of participant `id`.
  func className(of id: String) -> String? {
    records.lazy.compactMap { record -> Participant? in
      if case .participant(let participant) = record, participant.id == id { return participant }
      return nil
    }.first?.className
  }
}
