import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// Scenario files: the built-in scenarios that ship as files give the same log from either form,
/// the example runs, and mistakes are refused with their line and column before anything runs.
@MainActor
@Suite("Scenario files")
struct ScenarioFileTests {
  @Test("the file forms of built-in scenarios")
  func builtInFiles() {
    #expect(
      ScenarioFiles.builtInNames == [
        "dimming-sheet", "dimming-sheet-cancelled", "fullscreen-default", "page-sheet-default",
        "page-sheet-swipe-cancelled", "nav-push-pop", "nav-push-pop-custom",
        "nav-pop-interactive-cancelled", "tab-switch-default", "tab-switch-custom",
        "tab-switch-interactive-cancelled", "dismiss-then-present", "nav-push-then-present",
        "sheet-detents", "sheet-modal-in-presentation", "popover-adaptive", "current-context",
        "interruptible-card", "child-containment", "modal-form-cancel", "alert-action",
        "about-cross-dissolve", "transition-styles", "split-collapse", "split-triple-column",
        "nav-bar-hiding",
        "search-results", "page-curl", "page-swipe", "page-swipe-cancelled",
      ])
  }

  @Test("a built-in scenario and its file give the same log", arguments: ScenarioFiles.builtInNames)
  func sameLogFromEitherForm(name: String) throws {
    let url = try #require(ScenarioFiles.builtInURL(named: name))
    let fromFile = RecordBuffer()
    try ScenarioFiles.load(path: url.path).trace(to: fromFile)
    let fromSwift = RecordBuffer()
    try #require(BuiltInScenarios.named(name)).trace(to: fromSwift)
    // The same calls, hierarchy and states; how views look (the geometry channel) differs where
    // the Swift form colours a view the file form leaves plain.
    #expect(
      fromFile.records.filter { $0.geometry == nil }
        == fromSwift.records.filter { $0.geometry == nil })
    #expect(fromFile.records.contains { $0.geometry != nil })
  }

  @Test(
    "the example runs: present, rotate, dismiss, interactive present, swipes down cancelled and finished"
  )
  func example() throws {
    let log = RecordBuffer()
    try ScenarioFiles.load(text: ScenarioFiles.example, path: "my-transition.yaml").trace(to: log)
    let transitions = log.events.compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .ended else { return nil }
      return "\(event.transition ?? 0) \(change.didComplete == true ? "finished" : "cancelled")"
    }
    #expect(
      transitions == [
        "1 finished", "2 finished", "3 finished", "4 finished", "5 cancelled", "6 finished",
      ])
    let kinds = log.events.compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return change.kind?.rawValue
    }
    #expect(kinds == ["present", "sizeChange", "dismiss", "present", "dismiss", "dismiss"])
    let vended = log.events.compactMap { event -> String? in
      guard let call = event.call, call.name == .interactionControllerForPresentation else {
        return nil
      }
      return call.result?.description
    }
    #expect(vended == ["nil", "interactor.percentDriven"])
    let vendedForDismissal = log.events.compactMap { event -> String? in
      guard let call = event.call, call.name == .interactionControllerForDismissal else {
        return nil
      }
      return call.result?.description
    }
    #expect(
      vendedForDismissal == ["nil", "interactor.percentDriven.2", "interactor.percentDriven.3"])
    #expect(!log.events.contains { $0.body.typeName == "warning" })
    let classes = Set(log.participants.map(\.className))
    #expect(
      classes.isSuperset(of: [
        "ListViewController", "CardViewController", "CardTransitioningDelegate",
        "DimmingPresentationController", "SlideUpAnimator", "UIPercentDrivenInteractiveTransition",
      ]))
  }

  /// The dimming-sheet file, with one line replaced, and the error that gives.
  typealias Case = FileEdit

  nonisolated static let cases: [Case] = [
    Case(
      replacing: "    duration: 0.35", with: "    duraton: 0.35",
      error:
        "f.yaml:38:5: unknown key 'duraton' in animator 'SlideAnimator'; expected one of: "
        + "duration, slide, fade, expandFrom, options, spring, implements, mistakes"),
    Case(
      replacing: "    duration: 0.35", with: "    duration: fast",
      error: "f.yaml:38:15: duration (seconds) must be a number, found 'fast'"),
    Case(
      replacing: "    slide: right", with: "    slide: sideways",
      error:
        "f.yaml:39:12: slide (the edge the view comes from) must be one of: left, right, top, "
        + "bottom; found 'sideways'"),
    Case(
      replacing: "    modalPresentationStyle: custom", with: "    modalPresentationStyle: sheet",
      error:
        "f.yaml:19:29: modalPresentationStyle must be one of: fullScreen, pageSheet, formSheet, "
        + "currentContext, custom, overFullScreen, overCurrentContext, popover, automatic; "
        + "found 'sheet'"),
    Case(
      replacing: "        frame: [320, 60, 44, 44]", with: "        frame: [320, 60]",
      error: "f.yaml:13:16: frame must be [x, y, width, height], found a list of 2"),
    Case(
      replacing: "    animationControllerForDismissed: SlideAnimator",
      with: "    animationControllerForDismissed: SlideAnimatr",
      error: "f.yaml:27:38: 'SlideAnimatr' is not an animator; declared: SlideAnimator"),
    Case(
      replacing: "    transitioningDelegate: SheetTransitioningDelegate",
      with: "    transitioningDelegate: SheetDelegate",
      error:
        "f.yaml:20:28: 'SheetDelegate' is not a transitioning delegate; declared: "
        + "SheetTransitioningDelegate"),
    Case(
      replacing: "    interactionControllerForPresentation: pull", with: "",
      error:
        "f.yaml:17:64: the pan drives 'pull', but InspectorViewController's transitioning "
        + "delegate does not vend it from interactionControllerForPresentation"),
    Case(
      replacing: "    root: true", with: "    root: false",
      error: "f.yaml:4:1: no view controller has 'root: true'; the window needs one"),
    Case(
      replacing: "  - tap: dimmingView", with: "  - tap: dimingView",
      error:
        "f.yaml:55:10: there is no view 'dimingView' to tap; declared: dimmingView, edgeStrip, "
        + "infoButton"),
    Case(
      replacing: "  - wait: 1", with: "  - wait: -1",
      // The file waits twice; both are reported.
      error:
        "f.yaml:52:11: wait (seconds) must be from 0 to 86400, found -1\n"
        + "f.yaml:54:11: wait (seconds) must be from 0 to 86400, found -1"),
    Case(
      replacing: "  - wait: 1", with: "  - nap: 1",
      error:
        "f.yaml:52:5: unknown key 'nap' in a step; expected one of: wait, tap, pan, tapTab, "
        + "size, type, present, dismiss, push, pop, selectTab, addChild, transitionToChild, "
        + "setViewControllers, popToRoot, removeFromParent, animateChanges, "
        + "selectedDetentIdentifier, show, showDetail, alert, setNavigationBarHidden, showColumn, "
        + "hideColumn\n"
        + "f.yaml:54:5: unknown key 'nap' in a step; expected one of: wait, tap, pan, tapTab, "
        + "size, type, present, dismiss, push, pop, selectTab, addChild, transitionToChild, "
        + "setViewControllers, popToRoot, removeFromParent, animateChanges, "
        + "selectedDetentIdentifier, show, showDetail, alert, setNavigationBarHidden, showColumn, "
        + "hideColumn"),
    Case(
      replacing: "summary: A half-width", with: "summary: [A half-width",
      error: "f.yaml:6:7: invalid YAML: did not find expected ',' or ']'"),
    // Steps that cannot happen, found by the dry run.
    Case(
      replacing: "  - tap: infoButton", with: "  - tap: dimmingView",
      error:
        "f.yaml:51:5: step 2 touches 'dimmingView', but it is chrome of a presentation "
        + "controller that is not on screen at this point (its chrome is there only while a "
        + "modalPresentationStyle: custom presentation uses it); the user can touch infoButton, "
        + "edgeStrip"),
    Case(
      replacing: "  - tap: dimmingView", with: "  - tap: infoButton",
      error:
        "f.yaml:55:5: step 6 touches 'infoButton', but it belongs to LibraryViewController, "
        + "which is not on top at this point; the user can touch dimmingView"),
    Case(
      replacing: "  - tap: infoButton", with: "  - pan: {on: InspectorViewController}",
      error: "f.yaml:51:5: step 2 drags InspectorViewController, which is not on top at this point"),
  ]

  @Test(
    "a mistake in a file is refused with its line, column and what was expected", arguments: cases)
  func refused(_ testCase: Case) throws {
    let url = try #require(ScenarioFiles.builtInURL(named: "dimming-sheet"))
    testCase.expectRefused(in: try String(contentsOf: url, encoding: .utf8), path: "f.yaml")
  }

  @Test("dismissing from a screen that is not presented is refused")
  func dismissNothing() throws {
    let text = """
      viewControllers:
        HomeViewController:
          root: true
          views:
            closeButton: {frame: [0, 0, 44, 44], onTap: dismiss}
      steps:
        - tap: closeButton
      """
    #expect(
      throws: ScenarioFileError(
        path: "close.yaml", line: 7, column: 5,
        message:
          "step 1 taps 'closeButton', which dismisses, but HomeViewController is not presented "
          + "and presents nothing")
    ) {
      try ScenarioFiles.load(text: text, path: "close.yaml")
    }
  }

  /// Steps on containers that cannot happen are refused too.
  @Test(
    "container steps that cannot happen are refused",
    arguments: [
      (
        "  - tap: firstRow\n  - wait: 1\n  - tap: back\n", "  - tap: back\n  - tap: back\n",
        "nav.yaml:12:5: step 1 taps Back, but no navigation bar on screen shows one"
      ),
      (
        "  - tap: firstRow\n  - wait: 1\n  - tap: back\n", "  - pop\n",
        "nav.yaml:12:5: step 1 pops, but no navigation controller on screen has a screen to pop"
      ),
      (
        "  - tap: firstRow\n  - wait: 1\n  - tap: back\n", "  - tapTab: 1\n",
        "nav.yaml:12:5: step 1 taps tab 1, but no tab bar on screen has one"
      ),
      (
        "  - tap: firstRow\n  - wait: 1\n  - tap: back\n", "  - push: UINavigationController\n",
        "nav.yaml:12:11: 'UINavigationController' cannot be pushed; push one of: "
          + "ListViewController, DetailViewController"
      ),
    ])
  func containerSteps(replacing: String, with replacement: String, error: String) throws {
    let text = """
      viewControllers:
        ListViewController:
          views:
            firstRow: {frame: [0, 140, 393, 60], onTap: {push: DetailViewController}}
        DetailViewController:
          backgroundColor: white
      navigationControllers:
        UINavigationController:
          root: true
          rootViewController: ListViewController
      steps:
        - tap: firstRow
        - wait: 1
        - tap: back

      """
    FileEdit(replacing: replacing, with: replacement, error: error)
      .expectRefused(in: text, path: "nav.yaml")
  }
}
