import TransitChecker
import TransitTrace

/// What `transit explain` prints, and for which part of the log.
package struct ExplainOptions: Sendable, Hashable {
  /// Only this transition's records, with the tap or pan that started it.
  package var transition: Int?
  /// Only the event with this seq, with the whole screen after it.
  package var step: Int?
  /// The terminal's width in cells; no line is longer.
  package var width: Int
  /// Colour or not.
  package var terminal: Terminal

  package init(
    transition: Int? = nil, step: Int? = nil, width: Int = 100, terminal: Terminal = .plain
  ) {
    self.transition = transition
    self.step = step
    self.width = width
    self.terminal = terminal
  }
}

/// A request `transit explain` cannot answer from the log it was given.
package struct ExplainError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What cannot be answered, and what the log has instead.
  package let message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

/// `transit explain`: a log as a numbered walkthrough a learner can read in a terminal.
///
/// ```swift
/// let records = try LogReader.readAll(path: "Traces/card-zoom.jsonl")
/// let report = try Checker().check(path: "Traces/card-zoom.jsonl")
/// print(try Explainer.explain(records: records, report: report), terminator: "")
/// ```
///
/// Each step gives the seq, who calls whom and the call; the glossary's explanation, in full
/// the first time and in a sentence after that; what the record changed on screen; and the
/// rules it broke, with their hints. The output depends on the log alone, and is made safe for
/// a terminal as a whole (`Terminal.visible`), whatever each part escaped itself.
package enum Explainer {
  /// The walkthrough of `records` as text; `report` is the check of the same log, whose
  /// violations appear at their seq. Throws when `options` asks for a step or transition the
  /// log does not have, or the log has no events.
  package static func explain(
    records: [Record], report: CheckReport?, options: ExplainOptions = ExplainOptions()
  ) throws(ExplainError) -> String {
    options.terminal.visible(try text(records: records, report: report, options: options))
  }

  private static func text(records: [Record], report: CheckReport?, options: ExplainOptions)
    throws(ExplainError) -> String
  {
    let walkthrough = Walkthrough(records: records, report: report)
    guard let last = walkthrough.steps.last else {
      throw ExplainError("the log has no events to explain")
    }
    let renderer = ExplainRenderer(walkthrough: walkthrough, options: options)
    if let seq = options.step {
      guard let step = walkthrough.step(seq) else {
        throw ExplainError(
          "--step \(seq): the log's events are numbered 1 to \(last.event.seq)")
      }
      return renderer.render(step: step)
    }
    if let id = options.transition {
      let ids = walkthrough.transitionIDs
      guard ids.contains(id) else {
        let known =
          ids.isEmpty
          ? "the log has none"
          : "the log has "
            + ids.map { "#\($0)" }.joined(
              separator: ", ")
        throw ExplainError("--transition \(id): no such transition; \(known)")
      }
      return renderer.render(steps: walkthrough.steps(ofTransition: id))
    }
    return renderer.render(steps: walkthrough.steps)
  }
}
