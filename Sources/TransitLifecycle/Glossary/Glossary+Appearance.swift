// A view controller's own life: created, loaded, shown and hidden (FACTS §2 and §3; SYM). The
// appearance callbacks are what most apps hook, and what custom transitions most often break.
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
      sources: [.observed("trace 02", "readke.com, lifecycle overrides logged")]),
    GlossaryEntry(
      "loadView()",
      meaning:
        "UIKit creates the view controller's root view, because something read view for the "
        + "first time. viewDidLoad() follows.",
      belongs: "Override loadView() only to build the root view in code, assigning it to view.",
      avoid: "Don't call loadView() yourself; read view or call loadViewIfNeeded().",
      sources: [.observed("trace 02", "readke.com, lifecycle overrides logged")]),
    GlossaryEntry(
      "loadViewIfNeeded()",
      meaning:
        "Code asks for the view to be loaded now, if it is not loaded yet. The first time, "
        + "loadView() and viewDidLoad() run inside this call.",
      belongs:
        "Call loadViewIfNeeded() when you must configure outlets before the view controller is "
        + "shown.",
      sources: [.observed("trace 02", "readke.com, lifecycle overrides logged")]),
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
        .observed("REF", "seed 000 device trace: before animationController(forPresented:…)"),
        .observed("traces 01, 02, 05", "the incoming view controller loads first"),
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
        .observed("REF", "seed 000 device trace"),
        .inferred("DEC26", "beginAppearanceTransition(true) on the presented view controller"),
        .documented("H-coord", "a cancelled transition reverses the will-callbacks"),
      ]),
    GlossaryEntry(
      "viewWillLayoutSubviews()",
      meaning:
        "The view controller's view is about to lay out its subviews. It follows layout passes, "
        + "so it can come many times, around appearance and on every size change.",
      belongs: "Use viewWillLayoutSubviews() for layout that constraints cannot express.",
      avoid: "Don't do one-time set-up in viewWillLayoutSubviews(): it runs again and again.",
      sources: [.observed("trace 02", "readke.com, lifecycle overrides logged")]),
    GlossaryEntry(
      "viewDidLayoutSubviews()",
      meaning:
        "The view controller's view has laid out its subviews. Like its will- counterpart it "
        + "can come many times.",
      belongs:
        "Use viewDidLayoutSubviews() for what depends on final frames, such as scrolling to a "
        + "position.",
      avoid: "Don't change constraints in viewDidLayoutSubviews(): that asks for another pass.",
      sources: [.observed("trace 02", "readke.com, lifecycle overrides logged")]),
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
        .documented("SYM", "viewIsAppearing(_:)"),
        .observed("trace 05", "willAppear, isAppearing, didAppear"),
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
        .inferred("DEC26", "transitionDidFinish:, steps 1.1-1.3"),
        .observed("REF", "seed 000 device trace"),
        .observed("trace 05", "fullScreen: presented didAppear before presenter didDisappear"),
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
        .observed("REF", "seed 000 device trace"),
        .inferred("DEC26", "beginAppearanceTransition(false)"),
        .observed("trace 06", "Eureka #1037: cancelled dismissal"),
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
        .inferred("DEC26", "transitionDidFinish:, dismissal"),
        .observed("FACTS (b)", "WinObjC #2114: presentingViewController is nil by then"),
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
        .documented("SYM", "beginAppearanceTransition(_:animated:)"),
        .observed("FACTS §2", "BubbleTransition #33, HWPanModal #74: forwarding by hand"),
        .observed("FACTS §2", "Douglas Hill: a begin in the other direction cancels"),
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
        .documented("SYM", "beginAppearanceTransition(_:animated:)"),
        .observed("FACTS §2", "libraries forward the presenter's appearance by hand"),
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
      sources: [.documented("SYM", "viewWillTransition(to:with:)")]),
    GlossaryEntry(
      "deinit",
      meaning:
        "The object is being freed: nothing holds a strong reference to it any more. For a "
        + "dismissed or popped view controller it comes after the transition, once UIKit has "
        + "let go.",
      belongs: "Use deinit to check for leaks: a dismissed view controller should reach it.",
      avoid:
        "Don't rely on deinit for lifecycle work; a retain cycle (a gesture target, a closure) "
        + "delays it forever.",
      sources: [.observed("trace 02", "readke.com, lifecycle overrides logged")]),
  ]
}
