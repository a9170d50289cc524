import ArgumentParser
import Foundation
import TransitChecker
import TransitLifecycle
import TransitReporter
import TransitTrace

extension Render {
  /// The step-through page of the log, and its scenario: the reporter draws it, the glossary
  /// explains each call, and the checker's violations are marked at their steps.
  ///
  /// The reporter takes plain data, so it needs no checker: the composition happens here.
  func stepPage() throws -> (page: String, scenario: String) {
    // Read once, for standard input can be read only once, and so that the page and the
    // verdict describe the same bytes even if the file changes meanwhile.
    let (bytes, label) = try LogSource.logBytes(path)
    let records = try LenientReading.records(
      LogReader(bytes: bytes, path: label, mode: readingMode))
    try checkFocus(records)
    let report = try Checker().check(LogReader(bytes: bytes, path: label, mode: readingMode))
    let page = try StepPage.html(
      records, options: options, captions: Self.captions(for: records),
      violations: report.violations.map(Self.stepViolation), reveal: reveal)
    return (page, report.scenario ?? "")
  }

  /// The glossary's explanation of each record, by `seq`: of a call (a closure by the call that
  /// handed it over), a view change, a transition's state, a touch, a warning or a note. The same
  /// words `transit explain` prints.
  static func captions(for records: [Record]) -> [Int: StepCaption] {
    var captions: [Int: StepCaption] = [:]
    var callNames: [Int: CallName] = [:]
    for record in records {
      guard let event = record.event else { continue }
      switch event.body {
      case .call(let call):
        callNames[event.seq] = call.name
        let giver = call.block.flatMap { callNames[$0] }
        if let entry = Glossary.entry(for: call.name, handedOverBy: giver) {
          captions[event.seq] = caption(entry)
        }
      case .view(let change):
        if let entry = Glossary.entry(for: change.name) { captions[event.seq] = caption(entry) }
      case .transition(let change):
        captions[event.seq] = caption(Glossary.state(change.state))
      case .gesture(let gesture):
        if let note = Glossary.gesture(kind: gesture.kind, state: gesture.state) {
          captions[event.seq] = caption(note)
        }
      case .warning(let diagnostic), .note(let diagnostic):
        if let note = Glossary.diagnostic(diagnostic.code) { captions[event.seq] = caption(note) }
      }
    }
    return captions
  }

  private static func caption(_ entry: GlossaryEntry) -> StepCaption {
    StepCaption(
      meaning: entry.meaning, belongs: entry.belongs, avoid: entry.avoid,
      sources: entry.sources.map(stepSource))
  }

  private static func caption(_ note: GlossaryNote) -> StepCaption {
    StepCaption(meaning: note.meaning, belongs: note.advice, sources: note.sources.map(stepSource))
  }

  static func stepViolation(_ violation: Violation) -> StepViolation {
    StepViolation(
      seq: violation.seq, rule: violation.rule.id, statement: violation.rule.statement,
      obligation: violation.rule.obligation.phrase, expected: violation.expected,
      instead: violation.instead, hint: violation.rule.hint,
      sources: violation.rule.sources.map(stepSource))
  }

  static func stepSource(_ citation: Citation) -> StepSource {
    StepSource(evidence: citation.evidence.rawValue, key: citation.key, section: citation.section)
  }
}
