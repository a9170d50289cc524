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
  @MainActor
  func stepPage() throws -> (page: String, scenario: String) {
    // Read once, for standard input can be read only once, and so that the page and the
    // verdict describe the same records even if the file changes meanwhile.
    let source = try LogSource.load(path, lenient: lenient)
    let records = source.records
    try checkFocus(records)
    let report = try source.check()
    // The page steps through releases too: its objects panel shows who is alive at each step.
    var options = options
    options.lifetimes = true
    let page = try StepPage.html(records, options: options, report: report, reveal: reveal)
    return (page, report.scenario ?? "")
  }
}
