import TransitChecker
import TransitLifecycle
import TransitTrace

/// A log replayed one record at a time: for each event, what it is, what the glossary says
/// about it, what it changed on screen, and which rules it broke.
///
/// Built once from the whole log, so a view's removal can name who added it and a closure the
/// call that handed it over; `ExplainRenderer` decides what to print.
package struct Walkthrough: Sendable {
  /// One event of the log and everything the walkthrough says about it.
  package struct Step: Sendable {
    /// The record.
    package let event: Event
    /// `uikit → animator.zoomIn`, `animator.zoomIn` for a view change, `user → delegate.card`.
    package let actor: String
    /// The call or change in words: `transitionDuration(using: ctx.1) → 0.5`.
    package let text: String
    /// What the glossary says, and what this record adds to it.
    package let explanation: Explanation
    /// What changed on screen, one line each.
    package let changes: [String]
    /// The rules broken at this record, from the checker.
    package let violations: [Violation]
    /// The participants the record names, in order, for introducing them on first sight.
    package let names: [String]
    /// The oldest transition in flight after the record, under which a touch that drives it
    /// is shown.
    package let inFlight: Int?
  }

  /// What a step means: a glossary entry or note, and the context only this record has.
  package struct Explanation: Sendable {
    /// What repeats share: the call (and the call that handed a closure over), the state, the
    /// touch or the code. The first step with a key is explained in full.
    package let key: String
    /// What happens, in full.
    package let meaning: String
    /// The first sentence of `meaning`, for a repeat.
    package let summary: String
    /// What belongs here, or what to do about it.
    package let belongs: String?
    /// What does not belong here.
    package let avoid: String?
    /// Where the explanation comes from, the strongest source first; empty when none is given.
    package let sources: [Citation]
    /// Facts about this record only: the closure's giver, the n-th call in a transition, the
    /// log's own message for a warning.
    package let context: [String]

    static func missing(_ key: String, _ what: String, context: [String] = []) -> Explanation {
      let text = "The glossary has no entry for \(what)."
      return Explanation(
        key: key, meaning: text, summary: text, belongs: nil, avoid: nil, sources: [],
        context: context)
    }
  }

  /// The log's header, if it has one.
  package let header: LogHeader?
  /// Every event, in log order.
  package let steps: [Step]
  /// The check of the same log, if one was given.
  package let report: CheckReport?
  /// The screen at the end of the log: every participant and transition the log names.
  package let finalState: ScreenState
  /// Each transition's kind as the log's calls show it, for a log that records no states.
  package let inferred: [Int: InferredTransition]
  /// The records, for replaying to any step; a step keeps only what it needs, so the
  /// walkthrough of a long log stays as large as the log.
  let records: [Record]

  /// Replays `records` and explains each event; `report` places violations at their seq.
  package init(records: [Record], report: CheckReport?) {
    var builder = Builder(report: report)
    var header: LogHeader?
    for record in records {
      if case .header(let value) = record, header == nil { header = value }
      builder.apply(record)
    }
    self.header = header
    steps = builder.steps
    self.report = report
    finalState = builder.replay.state
    inferred = TransitionInference.transitions(of: records.lazy.compactMap(\.event))
    self.records = records
  }

  /// The scenario the header names, or `log`.
  package var title: String { VisibleText.escaped(header?.scenario ?? "log") }

  /// The ids of the transitions the log names, in order.
  package var transitionIDs: [Int] {
    // A log that records no states numbers its transitions on its events only.
    let replayed = finalState.transitions.map(\.id)
    return replayed + inferred.keys.filter { !replayed.contains($0) }.sorted()
  }

  /// The screen right after the event numbered `seq`.
  package func state(after seq: Int) -> ScreenState {
    Replay.state(at: seq, of: records)
  }

  /// The steps of transition `id`, with the records they ran inside (the tap or pan that
  /// started it), as `transit render --transition` shows them.
  package func steps(ofTransition id: Int) -> [Step] {
    var wanted: Set<Int> = []
    var causeOf: [Int: Int] = [:]
    for step in steps {
      if let cause = step.event.cause { causeOf[step.event.seq] = cause }
    }
    for step in steps where step.event.transition == id {
      var seq: Int? = step.event.seq
      // The bound keeps a log whose causes form a cycle finite.
      var hops = 0
      while let current = seq, wanted.insert(current).inserted, hops <= steps.count {
        seq = causeOf[current]
        hops += 1
      }
    }
    return steps.filter { wanted.contains($0.event.seq) }
  }

  /// The step of the event numbered `seq`.
  package func step(_ seq: Int) -> Step? {
    steps.first { $0.event.seq == seq }
  }
}
