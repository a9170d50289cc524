import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// The everyday app of docs/everyday-app, run as written (issue 21): a list in a navigation
/// controller, a form with Cancel, a note shown with show(_:sender:) and deleted after an
/// alert, an about screen with a cross-dissolve.
@Suite("transit run: the everyday app")
struct EverydayAppRunTests {
  static let app = PackagePaths.root.appendingPathComponent("docs/everyday-app")

  @Test("the everyday app runs unchanged, each transition as UIKit makes it, and conforms")
  func everydayApp() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let scenario = Self.app.appendingPathComponent("notes-app.yaml").path
    let result = try harness.transit([
      "run", Self.app.path, "--scenario", scenario, "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let events = try harness.records("log.jsonl").compactMap(\.event)
    let transitions = events.compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      let kind = change.kind?.rawValue ?? "?"
      return "\(kind) \(change.from ?? "?") → \(change.to ?? "?")"
    }
    // The form's Cancel dismisses through its navigation controller
    // (#fact-presentation-through-parents); show(_:sender:) pushes (#fact-show-target); the
    // alert's Delete dismisses the alert and its handler pops (#fact-alert-handler-after-dismissal);
    // About is presented full screen and closed.
    #expect(
      transitions == [
        "present nav → nav.2", "dismiss nav.2 → nav", "push vc.notesList → vc.noteDetail",
        "present nav → vc.alert", "dismiss vc.alert → nav", "pop vc.noteDetail → vc.notesList",
        "present nav → vc.about", "dismiss vc.about → nav",
      ])
    // Who asked for each dismissal: the form and the about screen themselves, UIKit for the
    // alert.
    let dismissals = events.compactMap(\.call).filter {
      $0.name.rawValue == "dismiss(animated:completion:)"
    }.map { "\($0.callerID) → \($0.receiver)" }
    #expect(dismissals == ["vc.compose → vc.compose", "uikit → nav", "vc.about → vc.about"])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
