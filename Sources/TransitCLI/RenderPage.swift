import ArgumentParser
import Foundation
import TransitChecker
import TransitReporter
import TransitTrace

extension Render {
  /// The step-through page of the log, and its scenario: the reporter draws it, the glossary
  /// explains each call, and the checker's violations are marked at their steps.
  ///
  /// The reporter takes plain data, so it needs no checker: the composition happens here.
  func stepPage() throws -> (page: String, scenario: String) {
    let records: [Record]
    let report: CheckReport
    if path == "-" {
      // Standard input can be read once: keep its bytes for the reader and the checker.
      let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
      records = try LogReader(bytes: bytes, path: "<stdin>").remainingRecords()
      report = try Checker().check(LogReader(bytes: bytes, path: "<stdin>"))
    } else {
      records = try LogReader.readAll(path: path)
      report = try Checker().check(path: path)
    }
    let page = try StepPage.html(
      records, options: options, captions: Self.captions(for: records),
      violations: report.violations.map(Self.stepViolation), reveal: reveal)
    return (page, report.scenario ?? "")
  }

  /// The glossary's explanation of each recorded call (and view change) that has an entry,
  /// by `seq`.
  static func captions(for records: [Record]) -> [Int: StepCaption] {
    var captions: [Int: StepCaption] = [:]
    for record in records {
      guard let event = record.event else { continue }
      let name: CallName
      switch event.body {
      case .call(let call): name = call.name
      case .view(let change): name = change.name
      default: continue
      }
      guard let entry = Glossary.entry(for: name) else { continue }
      captions[event.seq] = StepCaption(
        meaning: entry.meaning, belongs: entry.belongs, avoid: entry.avoid,
        sources: entry.sources.map(stepSource))
    }
    return captions
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
