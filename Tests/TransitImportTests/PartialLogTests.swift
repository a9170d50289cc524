import Foundation
import Testing
import TransitChecker
import TransitImport
import TransitTrace

/// The log issue 11 was filed with: a custom sheet, presented, then dismissed interactively,
/// cancelled, and finished with `completeTransition(true)` anyway (one real bug). As an app
/// prints it, no caller, result or transition state is known; the checker must report the bug
/// and nothing else.
@Suite("A partial log raises no false alarm")
struct PartialLogTests {
  static let sheet = """
    presentationController(forPresented:presenting:source:)
    animationController(forPresented:presenting:source:)
    interactionControllerForPresentation(using:)
    CardPresentationController presentationTransitionWillBegin()
    HomeViewController viewWillDisappear(_:)
    CardViewController viewWillAppear(_:)
    transitionDuration(using:)
    animateTransition(using:)
    completeTransition(_:) true
    CardPresentationController presentationTransitionDidEnd(_:) true
    HomeViewController viewDidDisappear(_:)
    CardViewController viewDidAppear(_:)
    animationEnded(_:) true
    animationController(forDismissed:)
    interactionControllerForDismissal(using:)
    CardPresentationController dismissalTransitionWillBegin()
    CardViewController viewWillDisappear(_:)
    HomeViewController viewWillAppear(_:)
    transitionDuration(using:)
    startInteractiveTransition(_:)
    update(_:)
    cancel()
    completeTransition(_:) true
    CardPresentationController dismissalTransitionDidEnd(_:) true
    CardViewController viewDidDisappear(_:)
    HomeViewController viewDidAppear(_:)
    animationEnded(_:) true

    """

  static func imported(_ console: String) throws -> [Record] {
    try ConsoleImport.records(from: Array(console.utf8), path: "sheet.txt").records
  }

  /// The log as JSON Lines, each line passed through `edit`, read back.
  static func edited(_ records: [Record], _ edit: (String) -> String) throws -> [Record] {
    try LogReader(text: records.map { edit(RecordEncoder.line(for: $0)) }.joined())
      .remainingRecords()
  }

  @Test("the console text: the bug, and neither of the two false alarms")
  func console() throws {
    let report = Checker().check(records: try Self.imported(Self.sheet))
    #expect(report.violations.map(\.rule.id) == ["transition.complete-false-after-cancel"])
    #expect(report.violations.map(\.line) == [23])
  }

  @Test("a log naming UIKit as every caller, as the old recorder wrote it: still only the bug")
  func uikitCaller() throws {
    var declared = false
    let records = try Self.edited(try Self.imported(Self.sheet)) { line in
      if line.contains(#""type":"header""#), !declared {
        declared = true
        return line + #"{"type":"participant","id":"uikit","class":"UIKit","role":"uikit"}"# + "\n"
      }
      return line.replacingOccurrences(
        of: #""type":"call","#, with: #""type":"call","caller":"uikit","#)
    }
    #expect(records.compactMap(\.event).allSatisfy { $0.call?.caller == "uikit" })
    let report = Checker().check(records: records)
    #expect(report.violations.map(\.rule.id) == ["transition.complete-false-after-cancel"])
  }

  @Test("an absent result is unknown; a recorded nil is judged")
  func absentResult() throws {
    let records = try Self.imported(Self.sheet)
    let absent = Checker().check(records: records)
    #expect(
      !absent.violations.contains { $0.rule.id == "dismiss.interaction-asked-after-animator" })
    let recordedNil = try Self.edited(records) { line in
      line.contains(#""call":"animationController(forDismissed:)""#)
        ? line.replacingOccurrences(of: #""call":"#, with: #""result":null,"call":"#) : line
    }
    let report = Checker().check(records: recordedNil)
    #expect(report.violations.contains { $0.rule.id == "dismiss.interaction-asked-after-animator" })
  }

  @Test("completeTransition(_:) printed without its value leaves its rule unjudged, and says so")
  func argumentsAbsent() throws {
    let console = Self.sheet.replacingOccurrences(
      of: "completeTransition(_:) true", with: "completeTransition(_:)")
    let report = Checker().check(records: try Self.imported(console))
    #expect(report.conforms)
    let rule = "transition.complete-false-after-cancel"
    #expect(report.undetermined.map(\.rule.id).contains(rule))
    #expect(report.undetermined.first { $0.rule.id == rule }?.line == 23)
    let judged = Dictionary(
      report.judged.map { ($0.rule.id, $0.scopes) }, uniquingKeysWith: +)
    #expect(judged[rule] == 0)
    #expect(TextReport.render(report).contains("1 left unjudged"))
  }
}
