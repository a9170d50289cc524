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
    #expect(records.compactMap(\.event?.call).allSatisfy { $0.caller == "uikit" })
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

/// A console copied only in part, as published with DTFoundation issue 33: a child told
/// `willMove(toParent:)`, its appearance, then the log stops mid-line. Nothing in it shows that
/// `didMove(toParent:)` was due yet; a log that goes on to another transition does.
@Suite("A console cut short")
struct CutShortConsoleTests {
  static let child = """
    <LoggingNavigationController: 0xab9dd40> -[LoggingNavigationController willMoveToParentViewController:] <DTSidePanelController: 0xabad3f0>
    <ModalPanelViewController: 0xab9d9e0> -[ModalPanelViewController viewWillAppear:] animated:1
    <LoggingNavigationController: 0xab9dd40> -[LoggingNavigationController viewWillAppear:] animated:1
    <ModalPanelViewController: 0xab9d9e0> -[ModalPanelViewController viewDidAppear:] animated:1
    <LoggingNavigationController: 0xab9dd40> -[LoggingNavigationController viewDidAppear:] animated:1

    """
  static let rule = "containment.did-move-after-add-child"

  @Test("cut after the child appears: the did-move rule is left unjudged, and says why")
  func cut() throws {
    let report = Checker().check(records: try PartialLogTests.imported(Self.child))
    #expect(report.conforms)
    #expect(report.undetermined.map(\.rule.id) == [Self.rule])
    #expect(report.undetermined.first?.endsFirst?.hasPrefix("that didMove(toParent:)") == true)
    #expect(report.timesJudged(Self.rule) == 0)
  }

  @Test("the app going on to another transition shows the didMove(toParent:) was due")
  func wentOn() throws {
    let console =
      Self.child + """
        <ModalPanelViewController: 0xab9d9e0> -[ModalPanelViewController viewWillDisappear:] animated:1
        <ModalPanelViewController: 0xab9d9e0> -[ModalPanelViewController viewDidDisappear:] animated:1

        """
    let report = Checker().check(records: try PartialLogTests.imported(console))
    #expect(
      report.violations.map { "\($0.rule.id) at line \($0.line)" } == ["\(Self.rule) at line 1"])
    #expect(report.undetermined.isEmpty)
  }
}
