import ArgumentParser
import Foundation
import TransitChecker
import TransitReporter
import TransitTeaching
import TransitTrace

extension Render {
  /// The step-through page of the log, and its scenario: the teaching module draws it from the
  /// reporter's diagram, the glossary explains each step, and the checker's violations are
  /// marked at their steps.
  func stepPage() throws -> (page: String, scenario: String) {
    // Read once, for standard input can be read only once, and so that the page and the
    // verdict describe the same bytes even if the file changes meanwhile.
    let (bytes, label) = try LogSource.logBytes(path)
    let records = try LenientReading.records(
      LogReader(bytes: bytes, path: label, mode: readingMode))
    try checkFocus(records)
    let report = try Checker().check(LogReader(bytes: bytes, path: label, mode: readingMode))
    let page = try StepPage.html(records, options: options, report: report, reveal: reveal)
    return (page, report.scenario ?? "")
  }
}
