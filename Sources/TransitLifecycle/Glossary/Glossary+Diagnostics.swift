// The warnings and notes the engine logs. A warning is what UIKit prints or does when it is
// misused (docs/lifecycle.md#facts-misuse); a note marks behaviour no source establishes and
// says what Transit chose.
extension Glossary {
  /// Every code the engine writes, warnings first.
  static let diagnostics: [GlossaryNote] =
    warnings + modernWarnings + everydayWarnings + notes + everydayNotes + lifetimeNotes

  /// What UIKit prints or raises when a property animator, a container or an appearance
  /// transition is misused.
  static let modernWarnings: [GlossaryNote] = [
    GlossaryNote(
      "property-animator-misuse",
      meaning:
        "A property animator was asked for something its state does not allow: started, "
        + "paused or scrubbed while stopped, stopped while inactive, or finished without "
        + "stopAnimation(false). UIKit raises an exception; Transit logs it and ignores the call.",
      advice:
        "Follow the state: stopAnimation(false), then finishAnimation(at:); read state before "
        + "driving an animator you did not start.",
      sources: [
        .documented(.uikitAnimatingState, at: "fact-property-animator-states"),
        .documented(.uikitFinishAnimation, at: "fact-property-animator-states"),
      ]),
    GlossaryNote(
      "unbalanced-appearance-transitions",
      meaning:
        "endAppearanceTransition() came with no appearance transition begun, and UIKit printed "
        + "\"Unbalanced calls to begin/end appearance transitions\" for the view controller. No "
        + "appearance callback follows from it.",
      advice:
        "Pair every beginAppearanceTransition(_:animated:) with one endAppearanceTransition(), "
        + "and forward by hand only when shouldAutomaticallyForwardAppearanceMethods is false.",
      sources: [
        .inferred(.dec18Appearance, at: "fact-unbalanced-appearance-warning"),
        .documented(.uikitEndAppearanceTransition, at: "fact-unbalanced-appearance-warning"),
      ]),
    GlossaryNote(
      "child-transition-refused",
      meaning:
        "transition(from:to:duration:options:animations:completion:) was called with view "
        + "controllers that are not both children of the container, or on a container that "
        + "forwards appearance by hand. UIKit raises an exception; nothing moves.",
      advice:
        "Call addChild(_:) for the new child first, and let the container forward appearance "
        + "automatically.",
      sources: [
        .documented(.uikitTransitionFromTo, at: "fact-child-transition"),
        .documented(.viewControllerHeader, at: "fact-child-transition"),
      ]),
  ]

  static let warnings: [GlossaryNote] = [
    GlossaryNote(
      "transition-stuck",
      meaning:
        "The animator never called completeTransition(_:). UIKit waits for it forever: touches "
        + "are ignored, and no did-end hook, did-callback, completion or animationEnded(_:) "
        + "follows.",
      advice:
        "Call completeTransition(!transitionContext.transitionWasCancelled) on every path of "
        + "the animator, early returns included.",
      sources: [
        .documented(
          .vcpgCustomAnimationSequence, "its Important note",
          at: "fact-complete-transition-required"),
        .inferred(
          .dec26RunTransition, "the window scene ignores events while a transition is in flight",
          at: "fact-touches-ignored-during-transition"),
        .observed(
          .soXcode10TransitionStuck,
          "a transition that never completes leaves the screen stuck, taking no taps",
          at: "fact-complete-transition-required"),
      ]),
    GlossaryNote(
      "complete-transition-twice",
      meaning:
        "completeTransition(_:) was called again after the transition had completed. UIKit "
        + "ignores every call after the first.",
      advice:
        "Call it in one place, the animation's completion; a second call hides a logic error.",
      sources: [
        .inferred(
          .dec26CompleteTransition, "a flag makes every later call a silent no-op",
          at: "fact-complete-transition-once")
      ]),
    GlossaryNote(
      "complete-true-after-cancel",
      meaning:
        "completeTransition(true) came after the interaction was cancelled. UIKit trusts the "
        + "argument and finishes the transition, so the screen no longer matches the gesture.",
      advice: "Pass !transitionContext.transitionWasCancelled, never a constant true.",
      sources: [
        .inferred(
          .dec26CompleteTransition,
          "the argument alone decides whether the transition finished",
          at: "fact-complete-transition-trusts-argument"),
        .inferred(.dec26ContextInteraction, at: "fact-complete-transition-trusts-argument"),
        .observed(.ghAwpercentdriven2, at: "fact-complete-transition-trusts-argument"),
      ]),
    GlossaryNote(
      "present-while-transitioning",
      meaning:
        "present was called on a presenter busy with a presentation or dismissal that the "
        + "request could not wait for. UIKit prints a warning, presents nothing and does not "
        + "call the completion. A present made on a view controller that is itself being "
        + "presented or dismissed is not refused: UIKit queues it until that transition ends.",
      advice:
        "Present from the completion of the transition in flight, or ignore the second tap "
        + "while transitionCoordinator is not nil.",
      sources: [
        .observed(.ghMyflightbook370, at: "fact-request-while-in-flight"),
        .observed(.ghPromotion473, at: "fact-request-while-in-flight"),
        .observed(.radar17762871, at: "fact-request-while-in-flight"),
        .observed(.ghZfdragablemodal3, at: "fact-request-while-in-flight"),
        .inferred(
          .dec26PresentWhileTransitioning,
          "a presentation is refused while a transition is in flight",
          at: "fact-request-while-in-flight"),
      ]),
    GlossaryNote(
      "dismiss-while-transitioning",
      meaning:
        "dismiss was called while a presentation or dismissal was in flight. UIKit prints a "
        + "warning, dismisses nothing and calls the completion at once.",
      advice: "Dismiss from the completion of the transition in flight.",
      sources: [
        .observed(.ghPromotion473, at: "fact-request-while-in-flight"),
        .observed(.radar17762871, at: "fact-request-while-in-flight"),
        .observed(.ghZfdragablemodal3, at: "fact-request-while-in-flight"),
        .inferred(
          .dec26PresentWhileTransitioning, "a dismissal is refused while a transition is in flight",
          at: "fact-request-while-in-flight"),
      ]),
    GlossaryNote(
      "already-presenting",
      meaning:
        "present was called on a view controller that already presents another. UIKit refuses; "
        + "only one view controller can be presented from each.",
      advice: "Present from the view controller on top, or dismiss the current one first.",
      sources: [
        .observed(.ghPromotion473, at: "fact-request-while-in-flight"),
        .observed(.radar17762871, at: "fact-request-while-in-flight"),
        .observed(.ghZfdragablemodal3, at: "fact-request-while-in-flight"),
        .inferred(.dec26PresentWhileTransitioning, at: "fact-request-while-in-flight"),
      ]),
    GlossaryNote(
      "already-presented",
      meaning:
        "present was given a view controller that is already presented, or is a child of "
        + "another. UIKit raises an exception here.",
      advice: "Present a view controller that is on screen nowhere else.",
      sources: [
        .observed(
          .ghTzimagepicker402,
          "the exception \"Application tried to present modally an active controller\"",
          at: "fact-present-active-controller")
      ]),
    GlossaryNote(
      "navigation-while-transitioning",
      meaning:
        "A push or pop was asked for while another was in flight. What UIKit does then has "
        + "changed across versions; Transit ignores the second request.",
      advice: "Wait for navigationController(_:didShow:animated:) before the next push or pop."),
    GlossaryNote(
      "tab-switch-while-transitioning",
      meaning:
        "The selected tab was changed while a transition was in flight. What UIKit does is not "
        + "established; Transit ignores the change.",
      advice: "Change tabs once the transition in flight has ended."),
    GlossaryNote(
      "presenter-not-in-window",
      meaning:
        "present was called on a view controller whose view is not in the window hierarchy. "
        + "UIKit prints a warning, presents nothing and does not call the completion.",
      advice:
        "Present from the view controller on screen: the topmost presented one, or the "
        + "window's root when nothing is presented.",
      sources: [.inferred(.dec18Present, at: "fact-request-while-in-flight")]),
    GlossaryNote(
      "overlapping-appearance-transitions",
      meaning:
        "Two transitions overlapped on one view controller's appearance: the second turned it "
        + "around before the first ended. The first to end delivers the did-callback of the way "
        + "it was going; the second finds nothing open, and UIKit prints \"Unbalanced calls to "
        + "begin/end appearance transitions\" and sends nothing more.",
      advice:
        "Start the second transition from the first one's completion (or its coordinator's), "
        + "not while it runs.",
      sources: [.inferred(.dec18EndAppearance, at: "fact-overlapping-appearance")]),
  ]

  static let notes: [GlossaryNote] = [
    GlossaryNote(
      "size-change-waits-for-transition",
      meaning:
        "The window was asked to change size in the middle of a transition. UIKit holds "
        + "autorotation while a transition runs and changes the size once the last one has "
        + "ended.",
      advice: "Expect viewWillTransition(to:with:) after the transition, not during it.",
      sources: [.inferred(.dec18Autorotation, at: "fact-rotation-waits")]),
    GlossaryNote(
      "touch-ignored-during-transition",
      meaning:
        "The user touched the screen while a transition without an interaction controller was "
        + "running. UIKit ignores interaction events until it completes, so no handler runs; "
        + "a touch in the same run-loop turn as the request, before the transition begins, "
        + "still arrives, which is how a quick double tap presents twice.",
      advice:
        "Don't rely on taps during a transition; to let the user steer it, vend an "
        + "interaction controller.",
      sources: [
        .inferred(
          .dec26RunTransition, "the window scene ignores events while a transition is in flight",
          at: "fact-touches-ignored-during-transition"),
        .documented(.vcpgCustomAnimationSequence, at: "fact-complete-transition-required"),
        .inferred(.dec26PresentWhileTransitioning, at: "fact-complete-transition-required"),
      ]),
    GlossaryNote(
      "nothing-to-dismiss",
      meaning:
        "dismiss was called on a view controller that presents nothing and is not presented. "
        + "UIKit does nothing."),
    GlossaryNote(
      "no-presentation-controller",
      meaning:
        "The transitioning delegate vended no presentation controller for a .custom "
        + "presentation. What UIKit does then is not established; Transit uses a plain "
        + "UIPresentationController.",
      advice: "Return a presentation controller, or leave the delegate method unimplemented.",
      sources: [
        .observed(.blogSplinter2015, at: "fact-presenter-silent-unless-removed")
      ]),
    GlossaryNote(
      "completion-after-cancel-unverified",
      meaning:
        "The present or dismiss completion was not run after a cancelled interactive "
        + "transition. UIKit passes false to its internal completion, and whether the package "
        + "closure runs is not established.",
      advice: "Don't put work in that completion that must happen after a cancel."),
    GlossaryNote(
      "status-bar-query-position-unverified",
      meaning:
        "Control of the status bar moves to another view controller with this transition, and "
        + "UIKit asks it prefersStatusBarHidden. No source says exactly when; Transit asks right "
        + "after the will-appearance callbacks."),
    GlossaryNote(
      "tab-will-order-unverified",
      meaning:
        "With a delegate's animator, the order of the new tab's viewWillAppear(_:) and the old "
        + "tab's viewWillDisappear(_:) is not established. Transit sends viewWillAppear(_:) "
        + "first, as UIKit's own switch does.",
      sources: [
        .observed(
          .logPgzxcTabBar, "a default switch: the new tab's viewWillAppear: first",
          at: "fact-tab-default-order")
      ]),
    GlossaryNote(
      "tab-did-select-position-unverified",
      meaning:
        "tabBarController(_:didSelect:) follows the selection, but where it falls relative to "
        + "the switch's animation is not established. Transit sends it when the selection "
        + "returns.",
      sources: [
        .documented(.uikitTabDidSelect, at: "order-f-7")
      ]),
    GlossaryNote(
      "tab-did-select-tab-after-animator-start",
      meaning:
        "With iOS 18's tabs and a delegate's animator, UIKit 18.2 starts the animator once the "
        + "current Core Animation transaction commits, after "
        + "tabBarController(_:didSelectTab:previousTab:). Transit starts it inside the "
        + "selection, so its log shows didSelectTab after animateTransition(using:).",
      sources: [
        .inferred(
          .dec18TabSelection, "didSelectTab is sent when the selection call returns",
          at: "order-f-tabs")
      ]),
    GlossaryNote(
      "nav-launch-did-show-twice",
      meaning:
        "At launch UIKit tells the navigation delegate didShow for the first view controller "
        + "both before and after its viewDidAppear(_:), as the only device log shows. Whether "
        + "current iOS still sends the second is not established.",
      sources: [
        .observed(
          .logVastdevblog2012, "at launch, on iOS 5", at: "fact-nav-did-show-twice-at-launch")
      ]),
    GlossaryNote(
      "unhighlight-before-select-unverified",
      meaning:
        "The highlight comes off before the selection, but whether didUnhighlight comes before "
        + "or after shouldSelect (willSelect for a table) is not established. Transit sends "
        + "didUnhighlight first."),
    GlossaryNote(
      "touch-event-not-delivered",
      meaning:
        "A touch event of the scenario reached UIApplication.sendEvent(_:), but the app's "
        + "override or swizzled implementation of it, or of the window's sendEvent(_:), "
        + "returned without calling through, so no gesture recognizer, control or view saw "
        + "the finger. On iOS too, the window's own sendEvent(_:) is what delivers touches.",
      advice:
        "Call super (or the original implementation, after a swizzle) for every event you do "
        + "not mean to swallow.",
      sources: [
        .documented(.uikitApplicationSendEvent, at: "fact-send-event"),
        .documented(.uikitWindowSendEvent, at: "fact-send-event"),
      ]),
    GlossaryNote(
      "content-touch-delay-unverified",
      meaning:
        "A scroll view that delays content touches holds a touch-down back until it can tell a "
        + "tap from a scroll. No source gives how long; Transit waits a fixed time."),
    GlossaryNote(
      "auto-layout-not-solved",
      meaning:
        "An animation set the frame of a view that Auto Layout constraints place. Transit "
        + "places a view from its constraints only when required equalities pin it, at its "
        + "superview's layout pass; the frame the animation set stays until then, where on a "
        + "device the layout engine would put the view back where its constraints say."),
    GlossaryNote(
      "gesture-competition-unverified",
      meaning:
        "Two recognizers of the same kind took one touch with no failure requirement or "
        + "simultaneous recognition between them, and the one that recognized first kept the "
        + "other from recognizing. Which of the two UIKit lets recognize is not documented; "
        + "Transit tries the view under the finger first, then the views around it, and on one "
        + "view the recognizer added first."),
    GlossaryNote(
      "app-launched",
      meaning:
        "The app was launched through its own app delegate, as iOS launches an app whose icon "
        + "is tapped: UIKit made the delegate and called application(_:willFinishLaunchingWith"
        + "Options:) and application(_:didFinishLaunchingWithOptions:), then, with a scene "
        + "delegate, scene(_:willConnectTo:options:); the window the app made key and visible "
        + "shows its root view controller.",
      sources: [
        .documented(.appleAppLaunchSequence, at: "fact-app-launch"),
        .documented(.appleRespondingToLaunch, at: "fact-app-launch"),
        .documented(.uikitSceneWillConnect, at: "fact-app-launch"),
        .documented(.uikitWindowRootViewController, at: "fact-app-launch"),
      ]),
  ]
}
