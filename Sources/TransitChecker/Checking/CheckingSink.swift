import TransitTrace

/// Checks records as they are written, for a log being made while it is checked (console text
/// imported on the fly): the same streaming pass as `Checker.check`, fed by a writer instead of
/// a reader, in the same bounded memory.
package final class CheckingSink: RecordSink {
  private let run: CheckRun
  private var path: String
  private var scenario: String?
  private var participants = 0
  private var records = 0

  /// A sink that checks with `checker`; `path` names the log until a header names its source.
  package init(checker: Checker = Checker(), path: String) {
    run = CheckRun(checker: checker)
    self.path = path
  }

  package func write(_ record: Record) {
    records += 1
    switch record {
    case .header(let header):
      scenario = header.scenario
      if let source = header.source {
        path = source
        run.sourceLines = true
      }
    case .participant(let participant):
      participants += 1
      run.declare(participant)
    case .event(let event):
      run.process(event, line: records)
    case .geometry:
      break
    }
  }

  /// The report, once every record was written.
  package func finish() -> CheckReport {
    run.finish(path: path, scenario: scenario, participants: participants)
  }
}
