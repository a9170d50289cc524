// Adaptivity, the adaptive delegate's dismissal questions and sheets: the calls a presentation
// makes beyond the custom-transition core (docs/lifecycle.md#fact-adaptive-queries,
// #facts-sheets), and the one private step of UIKit that public crash stacks name.
extension Glossary {
  /// `UIAdaptivePresentationControllerDelegate`, `UISheetPresentationController` and
  /// `transitionDidFinish`, in the order a presentation meets them.
  static let adaptive: [GlossaryEntry] = [
    GlossaryEntry(
      .adaptivePresentationStyleForTraits,
      meaning:
        "UIKit asks the delegate which style to use in these traits, inside present and "
        + "before the animator request. The answer .none "
        + "keeps the requested style; a popover in a compact width adapts to a sheet unless "
        + "the delegate says otherwise.",
      belongs:
        "Return .none from adaptivePresentationStyle(for:traitCollection:) to keep a popover "
        + "a popover on an iPhone.",
      avoid:
        "Don't present or dismiss from adaptivePresentationStyle(for:traitCollection:): UIKit "
        + "is in the middle of present.",
      sources: [
        .documented(.uikitAdaptiveStyleForTraits, at: "fact-adaptive-queries"),
        .inferred(.dec18Adaptive, at: "fact-adaptive-queries"),
      ]),
    GlossaryEntry(
      .viewControllerForAdaptiveStyle,
      meaning:
        "The presentation adapts, and UIKit asks the delegate for a view controller to show in "
        + "the adapted style. Return, for example, the content wrapped in a navigation "
        + "controller; nil shows the presented view controller itself.",
      sources: [
        .documented(.uikitViewControllerForAdaptiveStyle, at: "fact-adaptive-queries"),
        .inferred(.dec18Adaptive, at: "fact-adaptive-queries"),
      ]),
    GlossaryEntry(
      .prepareAdaptivePresentationController,
      meaning:
        "The presentation adapts, and UIKit hands the delegate the adapted presentation "
        + "controller before it is used (iOS 15). The delegate can set its detents or grabber "
        + "there.",
      belongs:
        "Configure the adapted UISheetPresentationController in presentationController(_:prepare:): "
        + "detents, grabber, largestUndimmedDetentIdentifier.",
      sources: [
        .documented(.uikitPrepareAdaptive, at: "fact-adaptive-queries"),
        .inferred(.dec18Adaptive, at: "fact-adaptive-queries"),
      ]),
    GlossaryEntry(
      .willPresentWithAdaptiveStyle,
      meaning:
        "The last call of the request stage: UIKit tells the delegate the adaptive style it "
        + "will present with (.none when it does not adapt). It also hands over the "
        + "transition coordinator.",
      belongs:
        "Schedule animations that go with the presentation on the coordinator given to "
        + "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:).",
      sources: [
        .documented(.uikitWillPresentWithAdaptiveStyle, at: "order-a-6"),
        .inferred(.dec18Present, at: "order-a-6"),
      ]),
    GlossaryEntry(
      .presentationControllerShouldDismiss,
      meaning:
        "The user started to swipe a sheet down, and UIKit asks the delegate whether it may "
        + "go. false keeps the sheet and sends presentationControllerDidAttemptToDismiss(_:). "
        + "UIKit may ask at any time, without promising a dismissal after it.",
      avoid:
        "Don't tear anything down in presentationControllerShouldDismiss(_:): the swipe may "
        + "still be cancelled.",
      sources: [
        .documented(.uikitPcShouldDismiss, at: "fact-sheet-dismiss-delegate")
      ]),
    GlossaryEntry(
      .presentationControllerDidAttemptToDismiss,
      meaning:
        "A swipe tried to dismiss a sheet that refuses it (isModalInPresentation is true, or "
        + "presentationControllerShouldDismiss(_:) said false). Nothing is dismissed.",
      belongs:
        "In presentationControllerDidAttemptToDismiss(_:), ask the user whether to discard "
        + "their changes, then dismiss in code.",
      sources: [
        .documented(.uikitPcDidAttemptToDismiss, at: "fact-sheet-dismiss-delegate")
      ]),
    GlossaryEntry(
      .presentationControllerWillDismiss,
      meaning:
        "A swipe is dismissing the sheet: it comes after dismissalTransitionWillBegin() and "
        + "before the presented view controller's viewWillDisappear(_:). Not called for a "
        + "dismissal made in code.",
      avoid:
        "Don't treat presentationControllerWillDismiss(_:) as final: the swipe can still be "
        + "cancelled; wait for presentationControllerDidDismiss(_:).",
      sources: [
        .documented(.uikitPcWillDismiss, at: "fact-sheet-dismiss-delegate"),
        .inferred(.dec18Sheet, at: "fact-sheet-swipe-order"),
      ]),
    GlossaryEntry(
      .presentationControllerDidDismiss,
      meaning:
        "A swipe dismissed the sheet: it comes last, after viewDidDisappear(_:). Not called for "
        + "a cancelled swipe or a dismissal made in code.",
      belongs:
        "Update the presenter's state in presentationControllerDidDismiss(_:) for a sheet the "
        + "user swiped away.",
      sources: [
        .documented(.uikitPcDidDismiss, at: "fact-sheet-dismiss-delegate"),
        .inferred(.dec18Sheet, at: "fact-sheet-swipe-order"),
      ]),
    GlossaryEntry(
      .isModalInPresentation,
      meaning:
        "UIKit reads whether the presented view controller refuses a swipe-down dismissal, "
        + "when a swipe would dismiss its sheet.",
      sources: [
        .documented(.uikitIsModalInPresentation, at: "fact-sheet-dismiss-delegate")
      ]),
    GlossaryEntry(
      .detents,
      meaning:
        "The app set the heights a sheet can rest at (.medium(), .large(), custom). Setting "
        + "them is not a transition and sends no appearance callbacks.",
      sources: [.documented(.uikitSheetDetents, at: "fact-sheet-detent")]),
    GlossaryEntry(
      .selectedDetentIdentifier,
      meaning:
        "The app chose the detent the sheet rests at. A change made in code does not tell the "
        + "sheet's delegate; wrap it in animateChanges(_:) to animate it.",
      sources: [.documented(.uikitSheetSelectedDetent, at: "fact-sheet-detent")]),
    GlossaryEntry(
      .largestUndimmedDetentIdentifier,
      meaning:
        "The app chose the largest detent at which the sheet leaves the content behind it "
        + "undimmed and touchable.",
      sources: [.documented(.uikitSheetLargestUndimmed, at: "fact-sheet-detent")]),
    GlossaryEntry(
      .prefersGrabberVisible,
      meaning: "The app chose whether the sheet shows a grabber at its top edge.",
      sources: [.documented(.uikitSheetPrefersGrabber, at: "fact-sheet-detent")]),
    GlossaryEntry(
      .animateChanges,
      meaning:
        "The app changes the sheet's detents or selected detent inside a closure that UIKit "
        + "runs at once and animates.",
      sources: [.documented(.uikitSheetAnimateChanges, at: "fact-sheet-detent")]),
    GlossaryEntry(
      .changes,
      meaning: "The closure given to animateChanges(_:), run by UIKit inside the call.",
      sources: [.documented(.uikitSheetAnimateChanges, at: "fact-sheet-detent")]),
    GlossaryEntry(
      .sheetDidChangeSelectedDetent,
      meaning:
        "A drag ended on a different detent. It comes once, at the end of the drag, and not "
        + "for a change made in code; a drag between detents sends no appearance callbacks.",
      belongs:
        "React to the user resizing a sheet in "
        + "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:), not in "
        + "viewWillAppear(_:) or viewWillDisappear(_:): the sheet stays on screen.",
      sources: [
        .documented(.uikitSheetDidChangeDetent, at: "fact-sheet-detent"),
        .inferred(.dec18Sheet, at: "fact-sheet-detent"),
      ]),
    GlossaryEntry(
      .transitionDidFinish,
      meaning:
        "UIKit's private step that completeTransition(_:) calls on the presentation "
        + "controller; the did-end hook, the did-callbacks and the completion run in it. Crash stacks from devices show it between completeTransition: and a present or "
        + "dismiss completion.",
      avoid:
        "Don't look for transitionDidFinish in your code: it is UIKit's own. A crash under it "
        + "is a crash in the did-end hook, a did-callback or the completion.",
      sources: [
        .inferred(.dec26TransitionDidFinish, at: "fact-completion-inside-complete-transition"),
        .inferred(.dec18SystemAnimators, at: "fact-system-animators"),
      ]),
  ]
}
