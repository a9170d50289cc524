// The UIKit of the last ten years: interruptible transitions (iOS 10), child containment
// (iOS 5), the scroll-style page view controller (iOS 6), trait changes (iOS 8; trait
// change registration, iOS 17) and sheets a swipe dismisses (iOS 13; detents, iOS 15).
// docs/lifecycle.md#facts-interruptible, #facts-containment, #facts-page, #facts-traits and
// #facts-sheets.
extension LifecycleRules {
  /// Every rule of this file, in the order `--rules` lists them.
  static let modernRules: [Rule] =
    interruptibleRules + containmentRules + pageRules + traitRules + sheetRules

  // MARK: Interruptible transitions

  /// UIKit's question for the interruptible animator, as the log names it.
  static let interruptibleAsked = Step(
    [.call(.interruptibleAnimator)], label: "interruptibleAnimator(using:)",
    channels: [.animator], returnsObject: true)

  static let interruptibleRules: [Rule] = [
    Rule(
      "animator.interruptible-same-instance", about: .interruptibleAnimator, in: .anyTransition,
      "interruptibleAnimator(using:) returns the same object every time it is asked during one "
        + "transition.",
      pattern: .sameResult(interruptibleAsked),
      obligation: .app,
      sources: [
        .documented(
          .uikitInterruptibleAnimator,
          "you must return the same animator object for the duration of the transition",
          at: "fact-interruptible-same-instance"),
        .inferred(
          .dec18PercentDriven,
          "the interaction drives the animator of the first call; the context asks again",
          at: "fact-percent-driven-interruptible"),
      ],
      hint: "Keep the property animator in a property the first time "
        + "interruptibleAnimator(using:) is asked in a transition, and return it on every later "
        + "call."),

    Rule(
      "animator.interruptible-after-start", about: .interruptibleAnimator, in: .anyTransition,
      "UIKit asks for interruptibleAnimator(using:) only after it has started the transition "
        + "with animateTransition(using:) or startInteractiveTransition(_:).",
      pattern: .precedes(
        .animatorStart,
        then: Step(
          [.call(.interruptibleAnimator)], label: "UIKit's interruptibleAnimator(using:)",
          channels: [.animator], caller: .uikit)),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec18RunCustomTransition, "after startInteractiveTransition: or animateTransition:",
          at: "fact-interruptible-asked-after-start"),
        .documented(.wwdc16Animations, at: "fact-interruptible-asked-after-start"),
      ],
      hint: "Have the property animator ready from animateTransition(using:): UIKit asks for "
        + "it right after."),
  ]

  // MARK: Child containment

  /// `willMove(toParent:)` with a parent, or with nil.
  static func willMove(toNil: Bool) -> Step {
    Step(
      [.call(.willMoveToParent)], label: "willMove(toParent: \(toNil ? "nil" : "parent"))",
      channels: [.containment], receiver: .viewController,
      argument: .init("parent", isNull: toNil))
  }

  static let containmentRules: [Rule] = [
    Rule(
      "containment.did-move-after-add-child", about: .didMoveToParent, in: .viewController,
      "A view controller that addChild(_:) moves into a container (willMove(toParent:) with "
        + "the container) hears didMove(toParent:) once the container has put it in place.",
      pattern: .eventuallyFollowedBy(
        willMove(toNil: false),
        response: Step(
          [.call(.didMoveToParent)], label: "didMove(toParent:)", channels: [.containment],
          receiver: .viewController), sameSubject: true),
      obligation: .app,
      sources: [
        .documented(
          .uikitAddChild, "call didMove(toParent:) after adding the child",
          at: "fact-add-child-will-move"),
        .documented(
          .viewControllerHeader, "addChildViewController: does not call didMove",
          at: "fact-add-child-will-move"),
        .documented(.vcpgContainer, at: "fact-add-child-will-move"),
      ],
      hint: "After addChild(_:) and adding the child's view, call "
        + "child.didMove(toParent: self)."),

    Rule(
      "containment.will-move-before-remove", about: .removeFromParent, in: .viewController,
      "Before removeFromParent(), the container calls the child's willMove(toParent: nil).",
      pattern: .precedes(
        willMove(toNil: true),
        then: Step(
          [.call(.removeFromParent)], label: "removeFromParent()", channels: [.containment],
          receiver: .viewController),
        resetBy: [
          Step(
            [.call(.didMoveToParent)], label: "didMove(toParent:)", channels: [.containment],
            receiver: .viewController)
        ]),
      obligation: .app,
      sources: [
        .documented(
          .uikitRemoveFromParent, "call willMove(toParent: nil) first",
          at: "fact-remove-from-parent-did-move"),
        .documented(
          .viewControllerHeader, "removeFromParentViewController does not call willMove",
          at: "fact-remove-from-parent-did-move"),
      ],
      hint: "Call child.willMove(toParent: nil) before removing the child's view and calling "
        + "removeFromParent()."),
  ]

  // MARK: Page view controller

  /// A delegate notification of a page view controller, from UIKit.
  static func pageNotification(_ name: CallName) -> Step {
    Step([.call(name)], label: name.rawValue, channels: [.containerNotifications], caller: .uikit)
  }

  static let pageRules: [Rule] = [
    Rule(
      "page.will-transition-before-appearance", about: .pageWillTransition,
      in: .transition([.pageSwipe]),
      "A swipe tells the delegate pageViewController(_:willTransitionTo:) before the pending "
        + "page's viewWillAppear(_:).",
      pattern: .precedes(
        pageNotification(.pageWillTransition),
        then: .callback([.viewWillAppear], of: .to, origin: .uikit)),
      when: [.implements(.pageWillTransition)],
      obligation: .uikit,
      sources: [
        .inferred(
          .dec18PageViewController, "the delegate first, then the appearance begins",
          at: "fact-page-swipe-completed"),
        .observed(.logWisdomskyduan2015, at: "fact-page-swipe-completed"),
        .documented(.uikitPageWillTransition, at: "fact-page-swipe-completed"),
      ],
      hint: "Prepare the pending page in willTransitionTo; it is not on screen yet."),

    Rule(
      "page.did-finish-after-appearance", about: .pageDidFinishAnimating,
      in: .transition([.pageSwipe]),
      "A swipe tells the delegate pageViewController(_:didFinishAnimating:previousViewControllers:"
        + "transitionCompleted:) after the pending page's did-callback, whether the swipe "
        + "completed or went back.",
      pattern: .precedes(
        .callback(Step.didCallbacks, of: .to, origin: .uikit),
        then: pageNotification(.pageDidFinishAnimating)),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec18PageViewController, "the pages end their appearance, then the delegate",
          at: "fact-page-swipe-completed"),
        .observed(.logWangling2014, "page scrolling", at: "fact-page-swipe-cancelled"),
      ],
      hint: "Both pages have their did-callbacks by didFinishAnimating; read "
        + "transitionCompleted to know which stayed."),

    Rule(
      "page.did-finish-once", about: .pageDidFinishAnimating, in: .transition([.pageSwipe]),
      "Each swipe tells the delegate pageViewController(_:didFinishAnimating:"
        + "previousViewControllers:transitionCompleted:) once.",
      pattern: .exactlyOnce(pageNotification(.pageDidFinishAnimating)),
      when: [.implements(.pageDidFinishAnimating)],
      obligation: .uikit,
      sources: [
        .documented(
          .uikitPageDidFinish, "called after a gesture-driven transition completes",
          at: "fact-page-swipe-completed"),
        .observed(.logWisdomskyduan2015, at: "fact-page-swipe-cancelled"),
      ],
      hint: "Count swipes in didFinishAnimating, never in willTransitionTo: a swipe that goes "
        + "back tells willTransitionTo too."),
  ]

  // MARK: Traits

  static let traitRules: [Rule] = [
    Rule(
      "trait.will-transition-before-change", about: .willTransitionToTraits,
      in: .transition([.sizeChange]),
      "When a size change changes size classes, willTransition(to:with:) comes before any "
        + "traitCollectionDidChange(_:).",
      pattern: .precedes(
        Step(
          [.call(.willTransitionToTraits)], label: "willTransition(to:with:)",
          channels: [.traits], caller: .uikit),
        then: Step(
          [.call(.traitCollectionDidChange)], label: "traitCollectionDidChange(_:)",
          channels: [.traits])),
      obligation: .uikit,
      sources: [
        .documented(
          .uikitWillTransitionToTraits,
          "before changing the traits and before traitCollectionDidChange(_:)",
          at: "fact-will-transition-traits-first"),
        .documented(.wwdc23Traits, at: "fact-trait-change-at-layout"),
      ],
      hint: "Animate to the new layout from willTransition(to:with:)'s coordinator; the traits "
        + "themselves change later.")
  ]

  // MARK: Sheets

  /// A view the presenter's code puts on screen outside the transition's container view: over
  /// its own view, or in the window.
  static let presenterViewAdded = Step(
    [.viewAdded], label: "a view the presenter adds outside the container view",
    channels: [.views], caller: .presenter
  ).outsideTheContainerView()

  /// A view leaves its superview, whoever removes it.
  static let viewRemoved = Step(
    [.viewRemoved], label: "removeFromSuperview()", channels: [.views])

  /// A call of the sheet's adaptive presentation delegate, from UIKit.
  static func adaptiveDismissal(_ name: CallName) -> Step {
    Step([.call(name)], label: name.rawValue, channels: [.adaptiveDelegate], caller: .uikit)
  }

  /// An appearance callback UIKit delivers itself, not from inside an app's
  /// `beginAppearanceTransition(_:animated:)` or `endAppearanceTransition()`.
  static let appearanceFromUIKit = Step(
    CallName.appearanceCallbacks.sorted().map { .call($0) },
    label: "an appearance callback UIKit delivers outside a transition",
    channels: [.appearance], receiver: .viewController, caller: .uikit, origin: .uikit)

  /// UIKit's answer that a swipe may not dismiss the sheet: the sheet's
  /// `isModalInPresentation` read as true, or the delegate's
  /// `presentationControllerShouldDismiss(_:)` returning false.
  static let swipeRefused = Step(
    [.call(.isModalInPresentation), .call(.presentationControllerShouldDismiss)],
    label: "isModalInPresentation read as true or presentationControllerShouldDismiss(_:) "
      + "returning false",
    channels: [.adaptiveDelegate], caller: .uikit
  ).returning([.isModalInPresentation: true, .presentationControllerShouldDismiss: false])

  /// The start of a dismissal UIKit makes for a swipe: its own `dismiss(animated:completion:)`,
  /// the delegate's `presentationControllerWillDismiss(_:)`, or the sheet's
  /// `viewWillDisappear(_:)`, outside a transition or in one UIKit requested.
  static let swipeDismissalStarts = Step(
    [.call(.dismiss), .call(.presentationControllerWillDismiss), .call(.viewWillDisappear)],
    label: "a dismissal UIKit starts (its dismiss(animated:completion:), "
      + "presentationControllerWillDismiss(_:) or the sheet's viewWillDisappear(_:))",
    channels: [.requests, .adaptiveDelegate, .appearance], caller: .uikit, origin: .uikit
  ).alsoInTransitionsUIKitRequests()

  static let sheetRules: [Rule] = [
    Rule(
      "sheet.will-dismiss-before-disappear", about: .presentationControllerWillDismiss,
      in: .dismissal,
      "A swipe that dismisses a sheet tells the presentation controller's delegate "
        + "presentationControllerWillDismiss(_:) before the presented view controller's "
        + "viewWillDisappear(_:).",
      pattern: .precedes(
        adaptiveDismissal(.presentationControllerWillDismiss),
        then: .callback([.viewWillDisappear], of: .from, origin: .uikit)),
      when: [.implements(.presentationControllerWillDismiss)],
      obligation: .uikit,
      sources: [
        .inferred(
          .dec18Sheet, "the delegate hears the swipe, then the sheet's appearance begins",
          at: "fact-sheet-swipe-order"),
        .inferred(.dec26SheetDismissals, at: "fact-sheet-swipe-order"),
        .documented(
          .uikitPcWillDismiss, "not called for a dismissal made in code",
          at: "fact-sheet-dismiss-delegate"),
      ],
      hint: "Read presentationControllerWillDismiss(_:) as the start of the swipe's dismissal: "
        + "the sheet is still on screen and about to hear viewWillDisappear(_:)."),

    Rule(
      "sheet.did-dismiss-after-disappear", about: .presentationControllerDidDismiss,
      in: .dismissal,
      "A swipe that dismisses a sheet tells the presentation controller's delegate "
        + "presentationControllerDidDismiss(_:) after the presented view controller's "
        + "viewDidDisappear(_:), never before it.",
      // Judged as "no viewDidDisappear(_:) after": a log that prints the delegate call but not
      // the sheet's viewDidDisappear(_:) keeps the rule.
      pattern: .neverAfter(
        adaptiveDismissal(.presentationControllerDidDismiss),
        then: .callback([.viewDidDisappear], of: .from, origin: .uikit)),
      when: [.implements(.presentationControllerDidDismiss)],
      obligation: .uikit,
      sources: [
        .inferred(
          .dec18Sheet, "the dismissal ends and the sheet disappears, then the delegate hears it",
          at: "fact-sheet-swipe-order"),
        .inferred(.dec26SheetDismissals, at: "fact-sheet-swipe-order"),
        .documented(
          .uikitPcDidDismiss, "once the sheet is gone", at: "fact-sheet-dismiss-delegate"),
      ],
      hint: "Clean up after a swipe in presentationControllerDidDismiss(_:): by then the sheet "
        + "has left the screen and heard viewDidDisappear(_:)."),

    Rule(
      "dismiss.presenter-views-removed", about: .presentationControllerDidDismiss,
      in: .presentationUntilDismissed,
      "A view the presenting view controller adds outside the container view while it presents "
        + "(a dimming view over its own screen, say) is gone by the time a dismissal of the "
        + "presented view controller completes, however that dismissal came about.",
      pattern: .eventuallyFollowedBy(
        presenterViewAdded, response: viewRemoved, sameSubject: true),
      when: [.outcome(.finished)],
      obligation: .app,
      sources: [
        .documented(
          .uikitPcDidDismiss, "not called if the presentation is dismissed programmatically",
          at: "fact-presenter-views-outlive-sheet"),
        .documented(
          .uikitSheetLargestUndimmed, "above this detent the sheet dims what is behind it",
          at: "fact-presenter-views-outlive-sheet"),
        .documented(
          .uikitDismissalDidEnd, "remove your views only if completed is true",
          at: "fact-presenter-views-outlive-sheet"),
        .documented(
          .uikitPcWillDismiss, "animate with the presentation controller's transitionCoordinator",
          at: "fact-presenter-views-outlive-sheet"),
      ],
      hint: "UIKit takes away only the container view and what it holds. A drag below the "
        + "sheet's smallest detent dismisses it without running the code behind your close "
        + "button: remove the view when any dismissal completes, in "
        + "presentationControllerDidDismiss(_:) or in a completion of the dismissal's transition "
        + "coordinator that finds it not cancelled."),

    Rule(
      "sheet.detent-drag-no-appearance", about: .sheetDidChangeSelectedDetent, in: .sheetDrag,
      "Dragging a sheet is no transition: while the finger moves it between detents, UIKit "
        + "sends neither the sheet nor its presenter an appearance callback outside a "
        + "transition; only a dismissal the drag starts brings them, in its own transition.",
      pattern: .never(appearanceFromUIKit),
      obligation: .uikit,
      sources: [
        .documented(
          .uikitSheetDidChangeDetent, "the delegate hears the new detent when the drag ends",
          at: "fact-sheet-detent"),
        .inferred(
          .dec18Sheet, "the drag moves the sheet's frame; no appearance transition begins",
          at: "fact-sheet-detent"),
      ],
      hint: "A log that shows an appearance callback mid-drag, outside any transition, was not "
        + "recorded from UIKit as it behaves."),

    Rule(
      "sheet.refused-swipe-no-dismissal", about: .presentationControllerDidAttemptToDismiss,
      in: .sheetDrag,
      "A swipe the sheet refuses (isModalInPresentation is true, or the delegate's "
        + "presentationControllerShouldDismiss(_:) returns false) starts no dismissal: UIKit "
        + "tells the delegate presentationControllerDidAttemptToDismiss(_:) instead, and "
        + "neither requests a dismissal nor sends presentationControllerWillDismiss(_:) or "
        + "the sheet's viewWillDisappear(_:).",
      pattern: .neverAfter(swipeRefused, then: swipeDismissalStarts),
      obligation: .uikit,
      sources: [
        .documented(
          .uikitIsModalInPresentation, "UIKit prevents the interactive dismissal",
          at: "fact-sheet-dismiss-delegate"),
        .documented(
          .uikitPcShouldDismiss, "false keeps the sheet", at: "fact-sheet-dismiss-delegate"),
        .documented(
          .uikitPcDidAttemptToDismiss, "sent instead of a dismissal",
          at: "fact-sheet-dismiss-delegate"),
        .inferred(
          .dec26SheetDismissals, "_shouldDismiss decides between the dismissal and the attempt",
          at: "fact-sheet-dismiss-delegate"),
      ],
      hint: "A refused swipe leaves the sheet where it is. Dismiss it yourself, in code, once "
        + "the user confirms in presentationControllerDidAttemptToDismiss(_:): that dismissal "
        + "is yours, and this rule does not judge it."),
  ]
}
