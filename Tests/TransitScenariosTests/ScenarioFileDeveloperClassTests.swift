import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// What scenario files gained for `transit run`: objects that are the developer's own classes
/// (`swift: true`), and steps that put a finger at a point or on a view by its identifier.
@MainActor
@Suite("Scenario files: developer classes and fingers")
struct ScenarioFileDeveloperClassTests {
  typealias Case = FileEdit

  nonisolated static let cases: [Case] = [
    Case(
      replacing: "  SlideUpAnimator:\n    duration: 0.4",
      with: "  SlideUpAnimator:\n    swift: true\n    duration: 0.4",
      error:
        "x.yaml:50:5: animator 'SlideUpAnimator' is your own Swift class (swift: true), so its "
        + "behaviour is your code's; 'duration' has no place here"),
    Case(
      replacing: "  SlideUpAnimator:\n    duration: 0.4",
      with: "  SlideUpAnimator:\n    swift: false\n    duration: 0.4",
      error: "x.yaml:49:12: swift: false is the default; leave it out"),
    Case(
      replacing: "  ListViewController:\n    root: true",
      with: "  ListViewController:\n    root: true\n    swift: true",
      error:
        "x.yaml:14:5: view controller 'ListViewController' is your own Swift class (swift: "
        + "true), so its behaviour is your code's; 'views' has no place here (only root is)"),
    Case(
      replacing: "  - tap: openButton", with: "  - tap: {at: [1, 2], id: openButton}",
      error: "x.yaml:70:23: a tap lands at one place: 'at', 'id' or 'button'"),
    Case(
      replacing: "  - tap: openButton", with: "  - tap: {hold: 1}",
      error:
        "x.yaml:70:10: tap needs where the finger lands: {at: [x, y]}, {id: identifier} or "
        + "{button: title}"),
    Case(
      replacing: "  - pan: {on: grabber, translation: [0, 100]",
      with: "  - pan: {on: grabber, at: [5, 5], translation: [0, 100]",
      error: "x.yaml:78:24: a pan starts at one place: 'on', 'at' or 'id'"),
    Case(
      replacing: "  - tap: openButton", with: "  - tap: {at: [0, 0]}",
      error:
        "x.yaml:70:5: step 2 taps at [0, 0], but nothing there responds to a tap (the view "
        + "there is a UIView)"),
    Case(
      replacing: "  - tap: openButton", with: "  - tap: {id: nowhere}",
      error:
        "x.yaml:70:5: step 2 looks for the view with accessibilityIdentifier 'nowhere', but "
        + "none is on screen at this point"),
    // A file with a developer's class runs with transit run only.
    Case(
      replacing: "  SlideUpAnimator:\n    duration: 0.4\n    slide: bottom",
      with: "  SlideUpAnimator:\n    swift: true\n  Unused:\n    slide: bottom",
      error:
        "x.yaml:48:3: 'SlideUpAnimator' is your own Swift class (swift: true); run this file "
        + "with your code: transit run YOUR_SWIFT_FILES --scenario x.yaml"),
  ]

  @Test("mistakes with the new keys are refused at their line and column", arguments: cases)
  func refused(_ testCase: Case) throws {
    testCase.expectRefused(in: ScenarioFiles.example, path: "x.yaml")
  }

  /// A finger on a declared view by its identifier, or at a point inside it, is the same tap
  /// as the step that names the view; the finger comes down at the view's centre, or at the
  /// point.
  @Test("a tap by identifier or at a point is the tap on the named view")
  func fingerEqualsNamedTap() throws {
    let example = ScenarioFiles.example
    let named = try ScenarioFiles.load(text: example, path: "x.yaml").records()
    let fingers = { (records: [Record]) -> [ScreenPoint] in
      records.compactMap { record -> ScreenPoint? in
        if case .geometry(.finger(let finger)) = record { return finger.location }
        return nil
      }
    }
    for (finger, point) in [
      ("  - tap: {id: openButton}", fingers(named).first),
      ("  - tap: {at: [100, 725]}", ScreenPoint(x: 100, y: 725)),
    ] {
      let edited = example.replacingOccurrences(of: "  - tap: openButton", with: finger)
      let records = try ScenarioFiles.load(text: edited, path: "x.yaml").records()
      #expect(
        records.filter { $0.geometry == nil } == named.filter { $0.geometry == nil }, "\(finger)")
      #expect(fingers(records).first == point, "\(finger)")
    }
  }
}
