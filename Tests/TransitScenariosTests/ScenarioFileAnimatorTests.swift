import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// An animator a file describes that implements `interruptibleAnimator(using:)`: it runs each
/// transition on one `UIViewPropertyAnimator`, which a percent-driven interaction scrubs.
@MainActor
@Suite("Scenario file interruptible animators")
struct ScenarioFileAnimatorTests {
  /// dimming-sheet-cancelled with an interruptible animator, pulled past half way, dismissed
  /// by a tap on the dimming view.
  static func file(mistake: String? = nil) throws -> String {
    let url = try #require(ScenarioFiles.builtInURL(named: "dimming-sheet-cancelled"))
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "    options: [curveEaseOut]\n",
      with: "    options: [curveEaseOut]\n    implements: [interruptibleAnimator]\n"
        + (mistake.map { "    mistakes: [\($0)]\n" } ?? ""))
    text = text.replacingOccurrences(of: "translation: [-96, 0]", with: "translation: [-150, 0]")
    return text + "  - wait: 0.5\n  - tap: dimmingView\n"
  }

  /// Each `interruptibleAnimator(using:)` call as `caller → receiver -> result`.
  static func interruptibleCalls(_ text: String) throws -> [String] {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "f.yaml").trace(to: log)
    return log.events.compactMap { event in
      guard let call = event.call, call.name == .interruptibleAnimator else { return nil }
      return "\(call.callerID) → \(call.receiver) -> \(call.result?.description ?? "none")"
    }
  }

  @Test("the interaction and UIKit get the same property animator for the whole transition")
  func sameAnimator() throws {
    #expect(
      try Self.interruptibleCalls(Self.file()) == [
        // The interactive presentation: the interaction asks first, instead of animateTransition.
        "interactor.percentDriven → animator.slide -> propertyAnimator",
        "uikit → animator.slide -> propertyAnimator",
        // The dismissal: animateTransition starts it, then UIKit asks.
        "uikit → animator.slide.2 -> propertyAnimator.2",
      ])
    let log = RecordBuffer()
    try ScenarioFiles.load(text: Self.file(), path: "f.yaml").trace(to: log)
    let scrubbed = log.events.filter {
      $0.call?.name == .fractionComplete && $0.call?.receiver == "propertyAnimator"
    }
    #expect(scrubbed.count == 7)
    #expect(!log.events.contains { $0.body.typeName == "warning" })
  }

  @Test("newInterruptibleAnimatorEachCall hands out a new property animator each time")
  func newEachCall() throws {
    #expect(
      try Self.interruptibleCalls(Self.file(mistake: "newInterruptibleAnimatorEachCall")) == [
        "interactor.percentDriven → animator.slide -> propertyAnimator",
        "uikit → animator.slide -> propertyAnimator.2",
        "uikit → animator.slide.2 -> propertyAnimator.4",
      ])
  }

  @Test(
    "interruptible animator mistakes are refused with their line and column",
    arguments: [
      FileEdit(
        replacing: "    implements: [interruptibleAnimator]\n",
        with: "    mistakes: [newInterruptibleAnimatorEachCall]\n",
        error: "f.yaml:37:3: animator 'SlideAnimator' makes a new interruptible animator on "
          + "each call, but does not implement interruptibleAnimator; add implements: "
          + "[interruptibleAnimator]"),
      FileEdit(
        replacing: "implements: [interruptibleAnimator]", with: "implements: [interruptible]",
        error: "f.yaml:41:18: an optional animator method must be one of: animationEnded, "
          + "interruptibleAnimator; found 'interruptible'"),
    ])
  func refused(edit: FileEdit) throws {
    edit.expectRefused(in: try Self.file(), path: "f.yaml")
  }
}
