import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// What a scenario file's objects do on a dismissal: the animator puts the presenter's view
/// back when the presentation took it away (VCPG-anim; FACTS "The animator must add the
/// to-view").
@MainActor
@Suite("Scenario file dismissals")
struct ScenarioFileDismissalTests {
  /// The dimming-sheet file, its presentation controller removing the presenter's view, with
  /// `animatorLine` added to its animator.
  static func removingPresenter(animatorLine: String = "") throws -> String {
    let url = try #require(ScenarioFiles.builtInURL(named: "dimming-sheet"))
    let original = try String(contentsOf: url, encoding: .utf8)
    let edited =
      original
      .replacingOccurrences(
        of: "    frameOfPresentedView: rightHalf\n",
        with: "    frameOfPresentedView: rightHalf\n    shouldRemovePresentersView: true\n"
      )
      .replacingOccurrences(
        of: "    options: [curveEaseOut]\n", with: "    options: [curveEaseOut]\n" + animatorLine)
    #expect(edited.contains("shouldRemovePresentersView: true"))
    return edited
  }

  /// Every view record of the dismissal, as `caller name view → superview`.
  static func dismissalViews(_ text: String) throws -> [String] {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "sheet.yaml").trace(to: log)
    let dismissal = log.events.first { event in
      guard case .transition(let change) = event.body else { return false }
      return change.kind == .dismiss
    }?.transition
    return log.events.compactMap { event in
      guard event.transition == dismissal, case .view(let change) = event.body else { return nil }
      return "\(change.caller) \(change.name) \(change.view) → \(change.superview)"
    }
  }

  @Test("the animator puts the presenter's view back under the presented view")
  func presentersViewAddedBack() throws {
    #expect(
      try Self.dismissalViews(Self.removingPresenter()) == [
        "animator.slide.2 insertSubview(_:belowSubview:) vc.library.view → container.1",
        "animator.slide.2 removeFromSuperview() vc.inspector.view → container.1",
        "pc.dimming removeFromSuperview() dimmingView → container.1",
        "uikit insertSubview(_:at:) vc.library.view → window",
        "uikit removeFromSuperview() container.1 → window",
      ])
  }

  /// The mistake leaves out the to-view both ways, so the sheet never entered the container.
  @Test("with doesNotAddToView, only UIKit puts it back, once the dismissal has completed")
  func presentersViewLeftOut() throws {
    let text = try Self.removingPresenter(animatorLine: "    mistakes: [doesNotAddToView]\n")
    #expect(
      try Self.dismissalViews(text) == [
        "pc.dimming removeFromSuperview() dimmingView → container.1",
        "uikit insertSubview(_:at:) vc.library.view → window",
        "uikit removeFromSuperview() container.1 → window",
      ])
  }
}
