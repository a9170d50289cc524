import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// interruptible-card as a file: long-lived interactions, a finger that catches a presentation
/// in flight with `pause()`, a spring timing curve on release, an animator that expands from a
/// view, and a button's touch-up target.
@MainActor
@Suite("Scenario file interruptible transitions")
struct ScenarioFileInterruptibleTests {
  static func file() throws -> String {
    let url = try #require(ScenarioFiles.builtInURL(named: "interruptible-card"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  static func log(_ text: String) throws -> RecordBuffer {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "f.yaml").trace(to: log)
    return log
  }

  /// The calls made to `receiver`, in order.
  static func calls(to receiver: String, in log: RecordBuffer) -> [String] {
    log.events.compactMap { event in
      guard let call = event.call, call.receiver == receiver else { return nil }
      return call.name.description
    }
  }

  @Test("a finger catches the opening card with pause() and throws it back")
  func catchAndThrowBack() throws {
    let log = try Self.log(Self.file())
    #expect(
      Self.calls(to: "interactor.grab", in: log).prefix(8) == [
        "wantsInteractiveStart", "startInteractiveTransition(_:)", "pause()", "update(_:)",
        "cancel()", "completionSpeed", "wantsInteractiveStart", "startInteractiveTransition(_:)",
      ])
    #expect(!log.events.contains { $0.body.typeName == "warning" })
  }

  @Test("thrown up past finishAbove, the caught card opens on the spring")
  func catchAndThrowUp() throws {
    let text = try Self.file().replacingOccurrences(
      of: "after: 0.15, translation: [0, 80]", with: "after: 0.15, translation: [0, -200]")
    // The card stays open, so the steps after the throw, which tap it, are left out.
    let log = try Self.log(text.components(separatedBy: "  - wait: 0.5\n  # It opens again")[0])
    #expect(
      Self.calls(to: "interactor.grab", in: log).prefix(6) == [
        "wantsInteractiveStart", "startInteractiveTransition(_:)", "pause()", "update(_:)",
        "finish()", "completionSpeed",
      ])
    let continued = log.events.first {
      $0.call?.name.description == "continueAnimation(withTimingParameters:durationFactor:)"
    }
    #expect(continued?.call?.receiver == "propertyAnimator")
  }

  @Test("the close button's touch-up target dismisses")
  func button() throws {
    let log = try Self.log(Self.file())
    let touches = log.text.split(separator: "\n").filter { $0.contains("\"kind\":\"touch\"") }
    #expect(touches.count == 2)
    #expect(touches.allSatisfy { $0.contains("\"view\":\"closeButton.3\"") })
    #expect(Self.calls(to: "vc.cardDetail.3", in: log).contains("dismiss(animated:completion:)"))
  }

  @Test("a button that dismisses a screen that is not presented is refused at its step")
  func buttonOnRoot() {
    let text = """
      viewControllers:
        HomeViewController:
          root: true
          views:
            closeButton: {class: UIButton, frame: [0, 0, 44, 44], touchUpInside: dismiss}
      steps:
        - tap: closeButton
      """
    FileEdit(
      replacing: "steps:", with: "steps:",
      error: "f.yaml:7:5: step 1 taps 'closeButton', which dismisses, but HomeViewController is "
        + "not presented and presents nothing"
    ).expectRefused(in: text, path: "f.yaml")
  }

  @Test("an animator that expands from a view is refused on a navigation delegate")
  func expandBetweenScreens() throws {
    let url = try #require(ScenarioFiles.builtInURL(named: "nav-push-pop-custom"))
    FileEdit(
      replacing: "    slide: right\n", with: "    expandFrom: detailHeader\n",
      error: "f.yaml:26:29: animator 'SlideAnimator' expands a presented view from a view, "
        + "which only a presentation has; SlideTransitionController moves between screens, so "
        + "give it an animator that slides or fades"
    ).expectRefused(in: try String(contentsOf: url, encoding: .utf8), path: "f.yaml")
  }

  @Test(
    "interruptible transition mistakes are refused with their line and column",
    arguments: [
      FileEdit(
        replacing: "        class: UIButton\n", with: "",
        error: "f.yaml:26:9: view 'closeButton' is a UIView, which sends no control events; "
          + "touchUpInside needs class: UIButton"),
      FileEdit(
        replacing: "class: UIButton", with: "class: UILabel",
        error: "f.yaml:25:16: class (the view's class) must be one of: UIView, UIButton; "
          + "found 'UILabel'"),
      FileEdit(
        replacing: "{pause: grab,", with: "{pause: grip,",
        error: "f.yaml:29:20: 'grip' is not an interaction; declared: grab, pull"),
      FileEdit(
        replacing: "    wantsInteractiveStart: false\n", with: "",
        error: "f.yaml:29:20: pause() catches a presentation that plays on its own, but 'grab' "
          + "starts it interactively; give interaction 'grab' wantsInteractiveStart: false"),
      FileEdit(
        replacing: "    lifetime: transitioningDelegate\n    wantsInteractiveStart: false",
        with: "    wantsInteractiveStart: false",
        error: "f.yaml:51:5: interaction 'grab' is made when a finger starts a transition, so it "
          + "always starts interactively; wantsInteractiveStart: false needs "
          + "lifetime: transitioningDelegate"),
      FileEdit(
        replacing: "implements: [interruptibleAnimator, animationEnded]",
        with: "implements: [animationEnded]",
        error: "f.yaml:29:20: pause() holds the transition's interruptible animator, and UIKit "
          + "ignores it when the animator vends none; add implements: [interruptibleAnimator] "
          + "to animator 'CardAnimator'"),
      FileEdit(
        replacing: "interactionControllerForPresentation: grab",
        with: "interactionControllerForPresentation: nil",
        error: "f.yaml:29:20: the finger pauses 'grab', but CardDetailViewController's "
          + "transitioning delegate does not vend it from interactionControllerForPresentation"),
      FileEdit(
        replacing: "expandFrom: card", with: "expandFrom: cart",
        error: "f.yaml:44:17: animator 'CardAnimator' expands from 'cart', but there is no such "
          + "view; declared: card, closeButton"),
      FileEdit(
        replacing: "timingCurve: {dampingRatio: 0.8}\n  pull:",
        with: "timingCurve: {damping: 0.8}\n  pull:",
        error: "f.yaml:55:19: unknown key 'damping' in timingCurve (a UISpringTimingParameters); "
          + "expected one of: dampingRatio"),
      FileEdit(
        replacing: "timingCurve: {dampingRatio: 0.8}\n  pull:",
        with: "timingCurve: {dampingRatio: 1.5}\n  pull:",
        error: "f.yaml:55:33: dampingRatio must be from 0 to 1, found 1.5"),
      FileEdit(
        replacing: "    lifetime: transitioningDelegate\n    wantsInteractiveStart: false",
        with: "    lifetime: forever\n    wantsInteractiveStart: false",
        error: "f.yaml:51:15: lifetime must be one of: gesture, transitioningDelegate; "
          + "found 'forever'"),
      FileEdit(
        replacing: "steps:\n  - wait: 0.5\n",
        with: "steps:\n  - pan: {on: CardDetailViewController, after: 0.1, translation: [0, 9]}\n",
        error: "f.yaml:64:5: step 1 has no step before it, so no transition in flight to catch; "
          + "'after' times a pan from the step before it"),
      FileEdit(
        replacing: "after: 0.15,", with: "after: 0.6,",
        error: "f.yaml:67:5: step 3 catches a transition 0.6 s after step 2, but none is in "
          + "flight then; the step before must start one that lasts longer"),
      FileEdit(
        replacing: "presentationController: UIPresentationController",
        with: "presentationController: UIPresentationControler",
        error: "f.yaml:35:29: 'UIPresentationControler' is not an presentation controller; "
          + "declared: UIPresentationController"),
    ])
  func refused(edit: FileEdit) throws {
    edit.expectRefused(in: try Self.file(), path: "f.yaml")
  }
}
