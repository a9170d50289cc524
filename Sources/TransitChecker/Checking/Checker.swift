import TransitLifecycle
import TransitTrace

/// Checks logs against a rule set in one streaming pass.
///
/// ```swift
/// let checker = Checker()
/// let report = try checker.check(LogReader(path: "Traces/card-zoom.jsonl"))
/// for violation in report.violations { print(violation.rule.id, violation.seq) }
/// ```
///
/// Memory is bounded by what is in flight, never by the log's length: the transitions not yet
/// ended (each with its rules' progress), the view controllers whose appearance is not settled
/// and the presentations on screen. A transition's obligations are judged when its `ended`
/// record arrives, or at the end of the log for a log that records no states.
package final class Checker: Sendable {
  /// The rules, in the order reports and listings use.
  package let rules: [Rule]
  /// How much the checker keeps at most, whatever the log's length.
  package let limits: Limits
  let compiled: CompiledRules
  let calls: [CallName: CallInfo]
  /// Every call the glossary explains, for telling a misspelt UIKit call from a known one no
  /// rule follows.
  let glossaryCalls = Set(Glossary.entries.map(\.call))

  /// The bounds on what a check keeps, beyond the transitions in flight.
  package struct Limits: Sendable, Hashable {
    /// Ended transitions kept for a late record, such as a second `completeTransition(_:)`.
    package var closedTransitionsKept: Int
    /// View controllers whose appearance is followed; past it, those with nothing open are
    /// forgotten, and the next callback of one is taken as the log shows it.
    package var viewControllers: Int
    /// Presentations on screen kept for their dismissals; past it, the older half is forgotten.
    package var presentations: Int
    /// Views whose superview is kept, to tell a view that left with an ancestor; past it, all
    /// are forgotten, and a view left behind is no longer reported, only noted.
    package var views: Int
    /// Views one presentation follows until they leave (a presenter's dimming view); past it,
    /// the rule is left unjudged for that presentation. Every view that leaves is looked for
    /// among them, so this bounds the work a removal costs.
    package var presentationViews: Int
    /// Transitions in flight at once; past it, the oldest is given up, its rules unjudged. A
    /// log that records no states keeps at most `closedTransitionsKept` overtaken ones besides.
    package var transitionsInFlight: Int

    package init(
      closedTransitionsKept: Int = 8, viewControllers: Int = 1024, presentations: Int = 1024,
      views: Int = 65_536, presentationViews: Int = 128, transitionsInFlight: Int = 64
    ) {
      self.closedTransitionsKept = closedTransitionsKept
      self.viewControllers = viewControllers
      self.presentations = presentations
      self.views = views
      self.presentationViews = presentationViews
      self.transitionsInFlight = transitionsInFlight
    }
  }

  /// A checker for `rules`, the lifecycle rules unless told otherwise.
  package init(rules: [Rule] = LifecycleRules.all, limits: Limits = Limits()) {
    self.rules = rules
    self.limits = limits
    compiled = CompiledRules(rules)
    calls = CallInfo.table(for: compiled)
  }

  /// Reads every remaining record of `reader` and returns what the log broke.
  ///
  /// With `readingAhead`, the log is decoded on a second thread while this one checks. Throws
  /// the reader's error, located by path, line and column, if the log cannot be read; nothing
  /// is judged from a log that stops half way.
  package func check(_ reader: LogReader, readingAhead: Bool = true) throws(LogReadError)
    -> CheckReport
  {
    let run = CheckRun(checker: self)
    // A log imported from console text is reported against the console file and its lines.
    let path = reader.header.source ?? reader.path
    run.sourceLines = reader.header.source != nil
    let scenario = reader.header.scenario
    var participants = 0
    if readingAhead {
      let pipe = ReadAhead(reader)
      pipe.start()
      while var batch = try pipe.next() {
        participants += batch.declared.count
        let declarations = batch.declared
        let lines = batch.lines
        batch.events.withUnsafeMutableBufferPointer { events in
          run.process(lent: events, lines: lines, declaring: declarations)
        }
        pipe.recycle(consume batch)
      }
    } else {
      // One event at a time, moved into an array this thread owns and read there in place.
      // No rule reads where views are: the geometry channel is the screen's.
      var events: [Event] = []
      events.reserveCapacity(1)
      while let type = try reader.next(appendingEventTo: &events) {
        switch type {
        case .event:
          let line = reader.line
          events.withUnsafeMutableBufferPointer { run.process(lent: &$0[0], line: line) }
          events.removeAll(keepingCapacity: true)
        case .participant:
          if let participant = reader.lastDeclared {
            participants += 1
            run.declare(participant)
          }
        case .header, .geometry: break
        }
      }
    }
    var report = run.finish(path: path, scenario: scenario, participants: participants)
    report.skipped = reader.skipped
    return report
  }

  /// Checks records held in memory, the header first, as a log of them would be checked:
  /// `path` names it in the report, and each event's line is its position among the records.
  package func check(records: [Record], path: String = "<memory>") -> CheckReport {
    let run = CheckRun(checker: self)
    var scenario: String?
    var reportPath = path
    var participants = 0
    for (index, record) in records.enumerated() {
      switch record {
      case .header(let header):
        scenario = header.scenario
        if let source = header.source {
          reportPath = source
          run.sourceLines = true
        }
      case .participant(let participant):
        participants += 1
        run.declare(participant)
      case .event(let event):
        run.process(event, line: index + 1)
      case .geometry:
        break
      }
    }
    return run.finish(path: reportPath, scenario: scenario, participants: participants)
  }

  /// Checks the log at `path` (`-` for standard input).
  package func check(path: String, readingAhead: Bool = true) throws(LogReadError)
    -> CheckReport
  {
    try check(LogReader(path: path), readingAhead: readingAhead)
  }

  /// Checks a log held in a string.
  package func check(text: String, path: String = "<memory>", readingAhead: Bool = true)
    throws(LogReadError) -> CheckReport
  {
    try check(LogReader(text: text, path: path), readingAhead: readingAhead)
  }
}
