// A view controller's own life: created, loaded, shown and hidden
// (docs/lifecycle.md#facts-appearance and #facts-interactive; Apple's UIViewController pages).
// The appearance callbacks are what most apps hook, and what custom transitions most often
// break.
extension Glossary {
  /// `UIViewController`'s loading, appearance and size callbacks, in the order they come.
  static let appearance: [GlossaryEntry] = [
    GlossaryEntry(
      "init(coder:)",
      meaning:
        "The view controller object is created from a storyboard or nib. None of its views "
        + "exist yet.",
      belongs:
        "Set what must be known before presenting in init(coder:): modalPresentationStyle and "
        + "transitioningDelegate are read inside present(_:animated:completion:).",
      avoid: "Don't read view in init(coder:): that loads the view early.",
      sources: [.observed(.logReadkeNav, "the view controller's overrides, logged in order")]),
    GlossaryEntry(
      .loadView,
      meaning:
        "UIKit creates the view controller's root view, because something read view for the "
        + "first time. viewDidLoad() follows at once; for a presented view controller that is "
        + "inside present(_:animated:completion:), for a pushed one at the start of the push.",
      belongs: "Override loadView() only to build the root view in code, assigning it to view.",
      avoid: "Don't call loadView() yourself; read view or call loadViewIfNeeded().",
      sources: [
        .documented(.uikitLoadView, at: "fact-load-view"),
        .observed(.logReadkeNav, "the view controller's overrides, logged in order"),
      ]),
    GlossaryEntry(
      "loadViewIfNeeded()",
      meaning:
        "Code asks for the view to be loaded now, if it is not loaded yet. The first time, "
        + "loadView() and viewDidLoad() run inside this call.",
      belongs:
        "Call loadViewIfNeeded() when you must configure outlets before the view controller is "
        + "shown.",
      sources: [.observed(.logReadkeNav, "the view controller's overrides, logged in order")]),
    GlossaryEntry(
      .viewDidLoad,
      meaning:
        "The view controller's view has just been loaded into memory; it is not on screen. It "
        + "runs once, the first time anything reads view: for a presented view controller that "
        + "is during present(_:animated:completion:), before the animator is asked, and for a "
        + "pushed one before the outgoing view controller hears viewWillDisappear(_:).",
      belongs: "In viewDidLoad(), build the view's subviews, constraints and gesture recognizers.",
      avoid:
        "Don't do per-appearance work or anything that needs the window in viewDidLoad(): it "
        + "never runs again, and the view has no window yet.",
      sources: [
        .observed(
          .logAviciiiphone2,
          "viewDidLoad before animationController(forPresented:…), with a delegate that reads the view",
          at: "contradiction-viewdidload"),
        .observed(
          .logVastdevblog2012, "the pushed view controller loads first", at: "fact-nav-will-order"),
        .observed(.logReadkeNav, at: "fact-nav-will-order"),
      ]),
    GlossaryEntry(
      .viewWillAppear,
      meaning:
        "The view is about to be shown, and the transition that shows it has not animated yet. "
        + "In a modal presentation UIKit sends it after the will-begin hook, between its two "
        + "transitionDuration(using:) calls; after a cancelled dismissal the view controller "
        + "that stays gets it again.",
      belongs:
        "In viewWillAppear(_:), refresh what the screen shows, and register animations that "
        + "should move with the transition through "
        + "transitionCoordinator?.animate(alongsideTransition:completion:).",
      avoid:
        "Don't assume viewWillAppear(_:) means the view controller will appear: an interactive "
        + "transition can still be cancelled, and viewWillDisappear(_:) then follows without "
        + "viewDidAppear(_:).",
      sources: [
        .observed(.logAviciiiphone2, at: "order-a-11"),
        .inferred(
          .dec26RunTransition, "the presented view controller's beginAppearanceTransition(true)",
          at: "order-a-11"),
        .documented(
          .transitionCoordinatorHeader, "a cancelled transition reverses the will-callbacks",
          at: "fact-cancel-sets-flag-then-handlers"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "fact-cancel-sets-flag-then-handlers"),
      ]),
    GlossaryEntry(
      .viewWillLayoutSubviews,
      meaning:
        "The view controller's view is about to lay out its subviews, at the layout pass that "
        + "ends a run-loop turn. It comes when the view is new, changed size, gained or lost a "
        + "subview or safe area, or was marked with setNeedsLayout(): between viewWillAppear(_:) "
        + "and viewDidAppear(_:) the first time (twice for the first screen of a navigation "
        + "controller, whose bar then moves its safe area), on every size change, and not when "
        + "a view comes back unchanged, as the screen a pop reveals does.",
      belongs: "Use viewWillLayoutSubviews() for layout that constraints cannot express.",
      avoid: "Don't do one-time set-up in viewWillLayoutSubviews(): it runs again and again.",
      sources: [
        .documented(.vcpgViewLayout, at: "fact-view-layout"),
        .documented(.uikitViewWillLayoutSubviews, at: "fact-view-layout"),
        .observed(.logReadkeNav, "two passes at launch, one for a push, none for a pop"),
      ]),
    GlossaryEntry(
      .viewDidLayoutSubviews,
      meaning:
        "The view controller's view has laid out its subviews. Like its will- counterpart it "
        + "can come many times.",
      belongs:
        "Use viewDidLayoutSubviews() for what depends on final frames, such as scrolling to a "
        + "position.",
      avoid: "Don't change constraints in viewDidLayoutSubviews(): that asks for another pass.",
      sources: [
        .documented(.vcpgViewLayout, at: "fact-view-layout"),
        .documented(.uikitViewDidLayoutSubviews, at: "fact-view-layout"),
        .observed(.logReadkeNav, "the view controller's overrides, logged in order"),
      ]),
    GlossaryEntry(
      .updateViewConstraints,
      meaning:
        "UIKit asks the view controller to update its view's constraints, while the view is "
        + "laid out, after viewWillLayoutSubviews(). It does so the first time the view is in "
        + "the window, after setNeedsUpdateConstraints() and when its size changed, and only "
        + "when Auto Layout places something in the view.",
      belongs:
        "Change constraints that depend on state in updateViewConstraints(), and call super "
        + "last.",
      avoid: "Don't forget super.updateViewConstraints(), as the last line.",
      sources: [
        .documented(.uikitUpdateViewConstraints, at: "fact-view-layout"),
        .observed(
          .blogKkboxLayout, "updateViewConstraints before each viewDidLayoutSubviews",
          at: "fact-view-layout"),
      ]),
    GlossaryEntry(
      .viewSafeAreaInsetsDidChange,
      meaning:
        "The safe area of the view controller's root view changed, and a layout of the view "
        + "follows. The view came into the window under the status bar and above the home "
        + "indicator, a navigation bar came or went over its top, or the device turned.",
      belongs:
        "Adjust what depends on the safe area (a custom inset, a floating button) in "
        + "viewSafeAreaInsetsDidChange(), or better, pin it to safeAreaLayoutGuide.",
      avoid: "Don't read safeAreaInsets in viewDidLoad(): the view has no window yet.",
      sources: [
        .documented(.uikitViewSafeAreaInsetsDidChange, at: "fact-view-layout"),
        .observed(
          .blogHaomeiwenSafeArea,
          "viewWillAppear, viewSafeAreaInsetsDidChange, "
            + "viewWillLayoutSubviews", at: "fact-view-layout"),
      ]),
    GlossaryEntry(
      .updateContentUnavailableConfiguration,
      meaning:
        "UIKit asks the view controller to bring its empty-state configuration up to date "
        + "(iOS 17). It does so in the layout pass of its view: the first time the view is laid "
        + "out in the window, and after each setNeedsUpdateContentUnavailableConfiguration().",
      belongs:
        "Set contentUnavailableConfiguration from your data here (nil when there is content), "
        + "and call setNeedsUpdateContentUnavailableConfiguration() when the data changes.",
      avoid: "Don't call updateContentUnavailableConfiguration(using:) yourself.",
      sources: [
        .documented(.uikitUpdateContentUnavailable, at: "fact-content-unavailable"),
        .documented(.appleAutomaticTraitTracking, at: "fact-content-unavailable"),
      ]),
    GlossaryEntry(
      .viewIsAppearing,
      meaning:
        "The view is in the window and laid out, and the transition is still running (iOS 13 "
        + "and later). It comes between viewWillAppear(_:) and viewDidAppear(_:), once the view "
        + "has a window, so sizes and traits are final here.",
      belongs:
        "In viewIsAppearing(_:), do the layout-dependent set-up viewWillAppear(_:) is too early "
        + "for.",
      avoid:
        "Don't call viewIsAppearing(_:) yourself, and keep on-screen-only work (timers, "
        + "analytics) for viewDidAppear(_:).",
      sources: [
        .documented(.uikitViewIsAppearing, at: "fact-view-is-appearing")
      ]),
    GlossaryEntry(
      .viewDidAppear,
      meaning:
        "The view is on screen and the transition that showed it is over. UIKit sends it inside "
        + "completeTransition(true), after the did-end hook; in a modal presentation it comes "
        + "before the presenter's viewDidDisappear(_:), the opposite of navigation.",
      belongs:
        "In viewDidAppear(_:), start what needs the view visible: repeating animations, timers, "
        + "first responder, analytics.",
      avoid:
        "Don't set up in viewDidAppear(_:) what the user should see during the transition: it "
        + "is over by now, so the change pops in; do that in viewWillAppear(_:).",
      sources: [
        .inferred(
          .dec26TransitionDidFinish, "the did-end hook, then the appearance ends", at: "order-a-16"),
        .observed(.logAviciiiphone2, at: "order-a-16-2"),
        .observed(
          .logBetterhee2022,
          ".fullScreen: the presented view controller's didAppear, then the presenter's didDisappear",
          at: "fact-did-order-modal"),
      ]),
    GlossaryEntry(
      .viewWillDisappear,
      meaning:
        "The view is about to leave the screen. UIKit sends it before the animator starts; a "
        + "presenter hears it only when shouldRemovePresentersView is true (.fullScreen), and a "
        + "cancelled presentation sends it to the view controller that was appearing.",
      belongs:
        "In viewWillDisappear(_:), end editing, save state, and register animations that should "
        + "leave with the transition through transitionCoordinator.",
      avoid:
        "Don't tear down in viewWillDisappear(_:) as if the view controller were gone: a "
        + "cancelled interactive dismissal gives it viewWillAppear(_:) and viewDidAppear(_:) "
        + "instead of viewDidDisappear(_:).",
      sources: [
        .observed(.logAviciiiphone2, at: "order-b-6"),
        .inferred(
          .dec26RunTransition, "the presenter's beginAppearanceTransition(false)", at: "order-a-10"),
        .inferred(.dec26DisablePresentersAppearance, at: "order-a-10"),
        .observed(.ghEureka1037, at: "fact-cancel-modal-dismissal"),
      ]),
    GlossaryEntry(
      .viewDidDisappear,
      meaning:
        "The view has left the screen and the transition is over. UIKit sends it inside "
        + "completeTransition(true); after a dismissal the view controller is already unlinked "
        + "from its presenter.",
      belongs:
        "In viewDidDisappear(_:), stop what only made sense on screen: timers, observers, "
        + "playback.",
      avoid:
        "Don't read presentingViewController in viewDidDisappear(_:) after a dismissal: UIKit "
        + "tore the relationship down before this call, so it is nil.",
      sources: [
        .inferred(.dec26TransitionDidFinish, "the dismissal's completion", at: "order-b-11"),
        .observed(.ghWinobjc2114, at: "fact-relationship-torn-down-first"),
      ]),
    GlossaryEntry(
      .beginAppearanceTransition,
      meaning:
        "Code tells a view controller its view will appear (true) or disappear (false), and "
        + "UIKit answers with viewWillAppear(_:) or viewWillDisappear(_:). Containers call it "
        + "for their children, and presentation controllers for a presenter UIKit leaves "
        + "silent.",
      belongs:
        "Call beginAppearanceTransition(_:animated:) only for a view controller UIKit does not "
        + "call back itself, and balance each call with endAppearanceTransition().",
      avoid:
        "Don't call beginAppearanceTransition(_:animated:) for a view controller UIKit already "
        + "calls back (shouldRemovePresentersView true, .fullScreen): it then hears every "
        + "callback twice. Never call viewWillAppear(_:) directly.",
      sources: [
        .documented(.uikitBeginAppearanceTransition, at: "fact-forwarding-by-hand"),
        .documented(.uikitEndAppearanceTransition, at: "fact-forwarding-by-hand"),
        .observed(.ghBubbletransition33, at: "fact-forwarding-by-hand"),
        .observed(.ghHwpanmodal74, at: "fact-forwarding-by-hand"),
        .observed(.ghZfdragablemodal38, at: "fact-forwarding-by-hand"),
        .observed(.ghMusicplayertransition2, at: "fact-forwarding-by-hand"),
        .observed(.douglasHillCancelAppearance, at: "fact-begin-end-balanced"),
        .inferred(.dec26CancelBeginAppearance, at: "fact-begin-end-balanced"),
      ]),
    GlossaryEntry(
      .endAppearanceTransition,
      meaning:
        "Code tells a view controller that the appearance change it began is over, and UIKit "
        + "answers with viewDidAppear(_:) or viewDidDisappear(_:).",
      belongs:
        "Call endAppearanceTransition() where the change ends: for a presentation controller, "
        + "in presentationTransitionDidEnd(_:) or dismissalTransitionDidEnd(_:).",
      avoid:
        "Don't leave a beginAppearanceTransition(_:animated:) without its "
        + "endAppearanceTransition(): the view controller never gets its did-callback.",
      sources: [
        .documented(.uikitBeginAppearanceTransition, at: "fact-forwarding-by-hand"),
        .documented(.uikitEndAppearanceTransition, at: "fact-forwarding-by-hand"),
        .observed(.ghBubbletransition33, at: "fact-forwarding-by-hand"),
        .observed(.ghHwpanmodal74, at: "fact-forwarding-by-hand"),
        .observed(.ghZfdragablemodal38, at: "fact-forwarding-by-hand"),
        .observed(.ghMusicplayertransition2, at: "fact-forwarding-by-hand"),
      ]),
    GlossaryEntry(
      .viewWillTransitionToSize,
      meaning:
        "The window is about to change size (a rotation, a multitasking resize), and UIKit "
        + "tells every view controller on screen, with a coordinator for the size change. "
        + "Presentation controllers pass it on to what they present.",
      belongs:
        "In viewWillTransition(to:with:), call super, then animate your layout to the new size "
        + "with coordinator.animate(alongsideTransition:completion:).",
      avoid:
        "Don't read final frames in viewWillTransition(to:with:) itself: they change inside the "
        + "coordinator's animation.",
      sources: [
        .documented(.uikitViewWillTransition, at: "fact-size-transition")
      ]),
    GlossaryEntry(
      "deinit",
      meaning:
        "The object is being freed: nothing holds a strong reference to it any more. For a "
        + "dismissed or popped view controller it comes after the transition, once UIKit has "
        + "let go.",
      belongs: "Use deinit to check for leaks: a dismissed view controller should reach it.",
      avoid:
        "Don't rely on deinit for lifecycle work; a retain cycle (an object it owns that holds "
        + "it back strongly, a closure that captures it) delays it forever.",
      sources: [.observed(.logReadkeNav, "the view controller's overrides, logged in order")]),
  ]
}
