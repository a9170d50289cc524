// What was read from UIKit's binary: symbols of the iOS 26.1 (23B85) and 18.2 (22C152) builds,
// each linked to a public decompile of that build where one file holds it, and a public hand
// reconstruction of UIKit 8.3's navigation controller.
extension Source {
  /// A file of the public decompile of UIKitCore from iOS 26.1 (23B85), at a commit of its
  /// repository.
  static func decompile26(_ file: String, at commit: String) -> String {
    "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/" + commit
      + "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/" + file
  }

  /// A file of the public decompile of UIKitCore from iOS 18.2 (22C152).
  static func decompile18(_ file: String) -> String {
    "https://github.com/EthanArbuckle/iPhone17-1_18.2_22C152_Restore/blob/"
      + "f2374d1a3ed838584b9966f98b2531c70202701b/System/Library/PrivateFrameworks/"
      + "UIKitCore.framework/" + file
  }

  // MARK: UIKit's binary, iOS 26.1 (23B85)

  package static let dec26RunTransition = Source(
    "dec26-run-transition", .binary26, .binary,
    "UIKit 26.1: the presentation controller's transition body",
    .symbol(
      "-[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "The transition-view block (container, presenter's view, will-begin hook), the "
      + "to-view fetch (presentedView), the appearance begins, the end frame, the context "
      + "duration, the start of the animator.")

  package static let dec26TransitionDidFinish = Source(
    "dec26-transition-did-finish", .binary26, .binary,
    "UIKit 26.1: the presentation controller's completion",
    .symbol(
      "-[UIPresentationController transitionDidFinish:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "Did-end hook, the presenting view controller's internal did-finish, appearance ends "
      + "(presented first) or cancels, the app's completion block.")

  package static let dec26ScheduleTransition = Source(
    "dec26-schedule-transition", .binary26, .binary,
    "UIKit 26.1: deferring the transition body",
    .symbol(
      "+[UIPresentationController _scheduleTransition:]; +[UIPresentationController "
        + "_shouldDeferTransitions]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")))

  package static let dec26DisablePresentersAppearance = Source(
    "dec26-disable-presenters-appearance", .binary26, .binary,
    "UIKit 26.1: when the presenter gets appearance callbacks",
    .symbol(
      "-[UIPresentationController _shouldDisablePresentersAppearanceCallbacks]; "
        + "-[UIPresentationController _shouldCallAppearanceCallbacksFor:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "Returns the negation of shouldRemovePresentersView; the presented view controller's "
      + "callbacks are never disabled.")

  package static let dec26ContainerWillLayout = Source(
    "dec26-container-will-layout", .binary26, .binary,
    "UIKit 26.1: forwarding the container's will-layout hook",
    .symbol(
      "-[UIPresentationController _containerViewWillLayoutSubviews]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "Not forwarded while the presentation controller is dismissing.")

  package static let dec26PresentWhileTransitioning = Source(
    "dec26-present-while-transitioning", .binary26, .binary,
    "UIKit 26.1: refusing a present or dismiss while transitioning",
    .symbol(
      "-[UIPresentationController "
        + "_presentWithAnimationController:inWindow:interactionController:animated:handoffData:]; "
        + "-[UIPresentationController "
        + "_dismissWithAnimationController:interactionController:animated:handoffData:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "Log \"Trying to present/dismiss the presentation controller while transitioning "
      + "already\" when not idle.")

  package static let dec26SheetSwipe = Source(
    "dec26-sheet-swipe", .binary26, .binary,
    "UIKit 26.1: the interaction controller and animator of a sheet's swipe dismissal",
    .symbol(
      "-[UISheetPresentationController _preferredInteractionControllerForTransition:animator:]; "
        + "-[UISheetPresentationController _preferredAnimationControllerForTransition:]; "
        + "-[UISheetPresentationController "
        + "_startInteractiveTransitionWithProgress:fromViewController:completion:]; "
        + "-[UISheetPresentationController _updateInteractiveTransitionWithProgress:]; "
        + "-[UISheetPresentationController _completeInteractiveTransition:duration:timingCurve:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UISheetPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "The same steps as in the 18.2 build.")

  package static let dec26SheetDismissals = Source(
    "dec26-sheet-dismissals", .binary26, .binary,
    "UIKit 26.1: the sheet dismissal delegate calls",
    .symbol(
      "-[UIPresentationController _shouldDismiss]; -[UIPresentationController "
        + "_sendDismissalsAsNeeded]; -[UIPresentationController _sendWillDismiss]; "
        + "-[UIPresentationController _sendDidDismiss]; -[UIPresentationController "
        + "_sendDidAttemptToDismiss]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")))

  package static let dec26CompleteTransition = Source(
    "dec26-complete-transition", .binary26, .binary,
    "UIKit 26.1: the transition context's completeTransition",
    .symbol(
      "-[_UIViewControllerTransitionContext completeTransition:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "_UIViewControllerTransitionContext.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "A flag makes later calls no-ops; then will-complete handler, completion handler, "
      + "_runAlongsideCompletions, did-complete handler, animationEnded:.")

  package static let dec26ContextInteraction = Source(
    "dec26-context-interaction", .binary26, .binary,
    "UIKit 26.1: the transition context's interactive calls",
    .symbol(
      "-[_UIViewControllerTransitionContext updateInteractiveTransition:]; "
        + "-[_UIViewControllerTransitionContext finishInteractiveTransition]; "
        + "-[_UIViewControllerTransitionContext cancelInteractiveTransition]; "
        + "-[_UIViewControllerTransitionContext _interactivityDidChange:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "_UIViewControllerTransitionContext.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")),
    note: "Method names as read in the decompile; the file was checked, the method bodies were "
      + "not re-read while writing.")

  package static let dec26PercentDrivenStart = Source(
    "dec26-percent-driven-start", .binary26, .binary,
    "UIKit 26.1: UIPercentDrivenInteractiveTransition starting",
    .symbol(
      "-[UIPercentDrivenInteractiveTransition startInteractiveTransition:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPercentDrivenInteractiveTransition.mm", at: "a8efb0ea94ec5ffd75f5e4e8fc606935ee75ff90")))

  package static let dec26KeyboardAnimationStyle = Source(
    "dec26-keyboard-animation-style", .binary26, .binary,
    "UIKit 26.1: the keyboard animation style built for a transition",
    .symbol(
      "_UIViewControllerKeyboardAnimationStyle (its initializer asks the animator for "
        + "transitionDuration:)",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "_UIViewControllerKeyboardAnimationStyle.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635"
      )))

  package static let dec26RunCustomTransition = Source(
    "dec26-run-custom-transition", .binary26, .binary,
    "UIKit 26.1: starting a custom animator or interaction controller",
    .symbol(
      "_UIViewControllerTransitioningRunCustomTransitionWithRequest (C function)",
      ios: "iOS 26.1 (23B85)",
      decompile: nil),
    note: "Called from the transition body and from -[_UIViewControllerTransitionConductor "
      + "_startCustomTransition:]; no single file to link.")

  package static let dec26TransitionConductor = Source(
    "dec26-transition-conductor", .binary26, .binary,
    "UIKit 26.1: a navigation controller's deferred transition",
    .symbol(
      "-[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded]; "
        + "-[_UIViewControllerTransitionConductor _startCustomTransition:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26("_UIViewControllerTransitionConductor.mm", at: "HEAD")))

  package static let dec26TabBar = Source(
    "dec26-tab-bar", .binary26, .binary,
    "UIKit 26.1: UITabBarController's custom-transition completion",
    .symbol(
      "UITabBarController custom-transition completion block (ends the to view controller, "
        + "then the from view controller; cancels in the same order and restores the selection)",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UITabBarController.mm", at: "a8efb0ea94ec5ffd75f5e4e8fc606935ee75ff90")),
    note: "File checked; the block is not named here by its symbol.")

  package static let dec26CancelBeginAppearance = Source(
    "dec26-cancel-begin-appearance", .binary26, .binary,
    "UIKit 26.1: cancelling a begun appearance transition",
    .symbol(
      "-[UIViewController cancelBeginAppearanceTransition] (private), called from "
        + "-[UIPresentationController transitionDidFinish:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIPresentationController.mm", at: "6d54c2612d4e4ddfd6b2236405288f4598b24635")))

  // MARK: UIKit's binary, iOS 18.2 (22C152)

  package static let dec18Present = Source(
    "dec18-present", .binary18, .binary,
    "UIKit 18.2: the synchronous part of present and dismiss",
    .symbol(
      "-[UIViewController "
        + "_presentViewController:modalSourceViewController:presentationController:animationController:interactionController:completion:]; "
        + "-[UIViewController _performCoordinatedPresentOrDismiss:animated:]; "
        + "-[UIViewController _dismissViewControllerWithTransition:from:completion:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIViewController.m")),
    note: "File checked; the method bodies were not re-read while writing.")

  package static let dec18Adaptive = Source(
    "dec18-adaptive", .binary18, .binary,
    "UIKit 18.2: adaptive-style queries during present",
    .symbol(
      "-[UIPresentationController _presentationControllerForTraitCollection:]; "
        + "-[UIPresentationController adaptivePresentationStyleForTraitCollection:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIPresentationController.m")), status: .unchecked,
    note: "The method exists in the 26.1 build too.")

  package static let dec18Sheet = Source(
    "dec18-sheet", .binary18, .binary,
    "UIKit 18.2: sheet drag, detents and swipe dismissal",
    .symbol(
      "-[UISheetPresentationController sheetInteraction:didChangeOffset:]; "
        + "-[UISheetPresentationController _shouldDismissByDragging]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UISheetPresentationController.m")), status: .unchecked)

  package static let dec18SheetSwipe = Source(
    "dec18-sheet-swipe", .binary18, .binary,
    "UIKit 18.2: the interaction controller and animator of a sheet's swipe dismissal",
    .symbol(
      "-[UISheetPresentationController _preferredInteractionControllerForTransition:animator:]; "
        + "-[UISheetPresentationController _preferredAnimationControllerForTransition:]; "
        + "-[UISheetPresentationController "
        + "_startInteractiveTransitionWithProgress:fromViewController:completion:]; "
        + "-[UISheetPresentationController _updateInteractiveTransitionWithProgress:]; "
        + "-[UISheetPresentationController _completeInteractiveTransition:duration:timingCurve:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UISheetPresentationController.m")),
    note: "While the drag dismisses, the sheet vends a new _UISheetAnimationController and a "
      + "UIPercentDrivenInteractiveTransition set to start interactively; the dismissal is asked "
      + "of presentingViewController inside +[UIViewController "
      + "_performWithoutDeferringTransitionsAllowingAnimation:actions:]; the drag's progress, at "
      + "most 0.99, goes to updateInteractiveTransition:, the lift to completionSpeed, "
      + "timingCurve and finishInteractiveTransition or cancelInteractiveTransition.")

  package static let dec18SheetAnimator = Source(
    "dec18-sheet-animator", .binary18, .binary,
    "UIKit 18.2: the sheet animator's interruptible animator",
    .symbol(
      "-[_UISheetAnimationController interruptibleAnimatorForTransition:]; "
        + "-[_UISheetAnimationController animateTransition:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("_UISheetAnimationController.m")),
    note: "It makes one UIViewPropertyAnimator per transition with its own duration, adds the "
      + "to-view to the container, an animation (the container's background when the "
      + "transition is interactive, the sheet's layout otherwise) and a completion that calls "
      + "completeTransition: with !transitionWasCancelled and does nothing else, so a "
      + "dismissed sheet's view is not taken out there (the blocks are in the decompile's "
      + "UISheetAnimationController.m; the completion is _block_invoke_5); animateTransition: "
      + "asks itself for that property animator and calls startAnimation on it.")

  package static let dec18TransitionDidComplete = Source(
    "dec18-transition-did-complete", .binary18, .binary,
    "UIKit 18.2: the views a finished dismissal takes away",
    .symbol(
      "-[UIPresentationController transitionDidFinish:]; "
        + "__80-[UIPresentationController _initViewHierarchyForPresentationSuperview:inWindow:]"
        + "_block_invoke_6",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIPresentationController.m")),
    note: "transitionDidFinish: first runs the _currentTransitionDidComplete block, set by "
      + "_initViewHierarchyForPresentationSuperview:inWindow:'s transition-view block: it calls "
      + "dismissalTransitionDidEnd: (or presentationTransitionDidEnd:), then, when a dismissal "
      + "completed or a presentation was cancelled, removes the presented view controller's "
      + "view from its superview, transplants a presenter's view it had grabbed back, releases "
      + "the snapshot and removes the UITransitionView; the appearance block "
      + "(endAppearanceTransition) runs after it. UISheetPresentationController overrides "
      + "dismissalTransitionDidEnd: (it empties its drop shadow view) but not this block.")

  package static let dec18SystemAnimators = Source(
    "dec18-system-animators", .binary18, .binary,
    "UIKit 18.2: UIKit's own animators and transition context",
    .symbol(
      "-[UIViewControllerBuiltinTransitionViewAnimator animateTransition:]; "
        + "-[_UINavigationParallaxTransition animateTransition:]; "
        + "-[_UISheetAnimationController animateTransition:]; "
        + "-[_UIModernPopoverAnimationController animateTransition:]; "
        + "-[_UIViewControllerOneToOneTransitionContext completeTransition:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIViewControllerBuiltinTransitionViewAnimator.m")),
    note: "One file per class in the decompile; the built-in animator's animation completion "
      + "calls completeTransition: on the context. The class names match public crash stacks "
      + "of iOS 10 to 18 (a navigation push's completion under "
      + "_UINavigationParallaxTransition, a dismiss completion under "
      + "-[UIPresentationController transitionDidFinish:] and completeTransition:).")

  package static let dec18Autorotation = Source(
    "dec18-autorotation", .binary18, .binary,
    "UIKit 18.2: autorotation held while a transition runs",
    .symbol(
      "-[UIWindow beginDisablingInterfaceAutorotation]; "
        + "-[UIWindow endDisablingInterfaceAutorotationAnimated:]; "
        + "-[UIWindow _updateInterfaceOrientationFromDeviceOrientationIfRotationEnabled:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIWindow.m")), status: .unchecked,
    note: "Transitions begin and end disabling autorotation; the window rotates to the "
      + "device's orientation once the count returns to zero.")

  package static let dec18EndAppearance = Source(
    "dec18-end-appearance", .binary18, .binary,
    "UIKit 18.2: beginning and ending an appearance transition",
    .symbol(
      "-[UIViewController beginAppearanceTransition:animated:]; "
        + "-[UIViewController _endAppearanceTransition:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIViewController.m")),
    note: "A begin in the other direction resets the count of open begins to one; an end "
      + "delivers the did-callback of the current direction, and with no begin open prints "
      + "\"Unbalanced calls to begin/end appearance transitions\" first (nothing more comes "
      + "for a view controller already settled).")

  // MARK: Reconstruction of UIKit 8.3

  package static let disNavigation83 = Source(
    "dis-navigation-8-3", .reconstruction, .reconstruction,
    "Hand reconstruction of UINavigationController's push path, iOS 8.3 "
      + "(renjinkui2719/DIS_NAVIGATION_CONTROLLER_8_3, VINavigationController.m)",
    .symbol(
      "-[UINavigationController pushViewController:transition:forceImmediate:] "
        + "(_customTransitionController:, transitionDuration:, _customInteractionController:, "
        + "setNeedsDeferredTransition)",
      ios: "iOS 8.3",
      decompile:
        "https://github.com/renjinkui2719/DIS_NAVIGATION_CONTROLLER_8_3/blob/f8b64cd84d357e8e0e39387630407213c1fb0cc5/DIS_NAVIGATION_CONTROLLER_8_3/Classes/VINavigationController.m#L347-L545"
    ), note: "Covers the push path only; it does not contain the pop path.")
}
