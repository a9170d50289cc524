import FuzzSupport
import TransitScenarios
import TransitTrace

/// Fuzz target: a scenario file's text (YAML, through Yams and libyaml), loaded, checked and
/// dry-run as `transit trace FILE.yaml` does.
///
/// Beyond never trapping: a file that loads runs, its log holds at most the records a file may
/// produce, and Transit's own reader accepts that log.
@main
enum FuzzScenarioFile: FuzzTarget {
  static func fuzz(_ bytes: [UInt8]) {
    // `transit trace` refuses a file that is not UTF-8 before Yams sees it.
    guard let text = String(validating: bytes, as: UTF8.self) else { return }
    MainActor.assumeIsolated {
      guard let scenario = try? ScenarioFiles.load(text: text, path: "<fuzz>.yaml") else { return }
      let records: [Record]
      do {
        records = try scenario.records()
      } catch {
        preconditionFailure("a file that loads fails to run: \(error)")
      }
      let events = records.count { $0.event != nil }
      precondition(
        events <= ScenarioFiles.maximumRecords, "a file produced \(events) records")
      let log = records.map(RecordEncoder.line(for:)).joined()
      do {
        _ = try LogReader(text: log, path: "<fuzz>.jsonl").remainingRecords()
      } catch {
        // A file whose steps do nothing writes no event, which the reader says; nothing else.
        precondition(
          (error as? LogReadError)?.kind == .noEvents && events == 0,
          "the reader refuses the log of an accepted file: \(error)")
      }
    }
  }

  static func seeds() -> [[UInt8]] {
    FuzzSeeds.contents(
      of: FuzzSeeds.files(under: "Sources/TransitScenarios/Files", endingIn: [".yaml"])
        + FuzzSeeds.files(under: "Tests", endingIn: [".yaml"]), cutTo: maximumLength)
  }

  static let maximumLength = 8192

  /// The format's keys and values, and YAML's own syntax: most mutations otherwise die in the
  /// YAML parser.
  static let dictionary = [
    "viewControllers:", "transitioningDelegates:", "presentationControllers:", "animators:",
    "interactions:", "navigationControllers:", "tabBarControllers:", "navigationDelegates:",
    "tabBarDelegates:", "steps:", "scenario:", "summary:", "source:", "root: true",
    "modalPresentationStyle:", "transitioningDelegate:", "backgroundColor:", "views:", "frame:",
    "onTap:", "onPan:", "present:", "dismiss", "push:", "pop", "selectTab:", "tapTab:", "tap:",
    "pan:", "wait:", "size:", "on:", "translation:", "duration:", "steps:", "interaction:",
    "presentationController:", "animationControllerForPresented:",
    "animationControllerForDismissed:", "interactionControllerForPresentation:",
    "interactionControllerForDismissal:", "frameOfPresentedView:", "chrome:", "alpha:",
    "shouldRemovePresentersView:", "slide:", "fade:", "spring:", "damping:", "velocity:",
    "implements:", "mistakes:", "finishAbove:", "distance:", "rootViewController:",
    "delegate:", "custom", "fullScreen", "pageSheet", "bottomHalf", "bottom", "&a ", "*a",
    "- ", ": ", "{", "}", "[", "]", "\"", "'", "#", "!!str ", "<<: *a", "\n  ", "1e300",
    "86400", "1000", "presentationControllerDelegates:", "sheetPresentationController:",
    "popoverPresentationController:", "isModalInPresentation:", "detents:", "medium", "large",
    "{custom: a, height: 200}", "selectedDetentIdentifier:", "largestUndimmedDetentIdentifier:",
    "prefersGrabberVisible:", "sourceView:", "animateChanges:", "adaptivePresentationStyle:",
    "prepare:", "willPresentWithAdaptiveStyle:", "presentationControllerShouldDismiss:",
    "presentationControllerDidAttemptToDismiss:", "presentationControllerWillDismiss:",
    "presentationControllerDidDismiss:",
    "sheetPresentationControllerDidChangeSelectedDetentIdentifier:",
    "definesPresentationContext:", "popover", "formSheet", "currentContext", "none",
    "pageViewControllers:", "pageViewControllerDataSources:", "pageViewControllerDelegates:",
    "transitionStyle: scroll", "navigationOrientation:", "dataSource:", "pages:",
    "willTransitionTo:", "didFinishAnimating:", "setViewControllers:", "direction: reverse",
    "interruptibleAnimator", "newInterruptibleAnimatorEachCall", "class: UIButton",
    "touchUpInside:", "pause:", "expandFrom:", "lifetime: transitioningDelegate",
    "lifetime: gesture", "wantsInteractiveStart: false", "timingCurve:", "dampingRatio:",
    "after:", "UIPresentationController",
  ]
}
