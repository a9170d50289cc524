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
public final class Checker: Sendable {
  /// The rules, in the order reports and listings use.
  public let rules: [Rule]
  let compiled: CompiledRules
  let calls: [CallName: CallInfo]

  public init(rules: [Rule] = LifecycleRules.all) {
    self.rules = rules
    compiled = CompiledRules(rules)
    calls = CallInfo.table(for: compiled)
  }

  /// Reads every remaining record of `reader` and returns what the log broke.
  ///
  /// Throws the reader's error, located by path, line and column, if the log cannot be read;
  /// nothing is judged from a log that stops half way.
  public func check(_ reader: LogReader) throws(LogReadError) -> CheckReport {
    let run = CheckRun(checker: self)
    var scenario: String?
    while let record = try reader.next() {
      switch record {
      case .event(let event): run.process(event, line: reader.line)
      case .header(let header): scenario = header.scenario
      case .participant: break
      }
    }
    return run.finish(path: reader.path, scenario: scenario)
  }

  /// Checks the log at `path` (`-` for standard input).
  public func check(path: String) throws(LogReadError) -> CheckReport {
    try check(LogReader(path: path))
  }

  /// Checks a log held in a string.
  public func check(text: String, path: String = "<memory>") throws(LogReadError) -> CheckReport {
    try check(LogReader(text: text, path: path))
  }
}
