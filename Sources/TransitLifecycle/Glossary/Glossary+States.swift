// What the log records besides calls: a transition's states, the user's touches, and the parts
// participants play (docs/lifecycle.md#facts; the state names are Transit's, the moments
// UIKit's).
extension Glossary {
  static let requestedState = GlossaryNote(
    "requested",
    meaning:
      "The app asked for a transition: a present, a dismiss, a push, a pop, a tab change or a "
      + "size change. The delegate requests happen inside that same call; a modal transition's "
      + "body waits for the next turn of the run loop, a navigation one for the next layout "
      + "pass.",
    advice: "Nothing is on screen yet: the container view and the animator come when it begins.",
    sources: [
      .documented(
        .vcpgAnimations, "presentations start during the next run loop iteration",
        at: "fact-transition-deferred"),
      .inferred(.dec26ScheduleTransition, at: "fact-transition-deferred"),
      .inferred(.dec26TransitionConductor, at: "fact-transition-deferred"),
    ])

  static let beganState = GlossaryNote(
    "began",
    meaning:
      "The transition's body starts: UIKit has a container view and knows whether a gesture "
      + "drives it. Next come the presentation controller's will-begin hook (modal transitions "
      + "only), the will-appearance callbacks and the start of the animator or interactor, in "
      + "that order.",
    advice:
      "From here until it ends, the transition coordinator exists and a new one cannot start.",
    sources: [
      .inferred(.dec26RunTransition, at: "fact-will-begin-first"),
      .documented(
        .vcpgTransitionCoordinator, "the transition coordinator exists only during the transition",
        at: "fact-coordinator-lifetime"),
      .documented(.uikitTransitionCoordinator, at: "fact-coordinator-lifetime"),
    ])

  static let finishingState = GlossaryNote(
    "finishing",
    meaning:
      "The interaction controller finished the interaction: the rest of the animation plays "
      + "forward. completeTransition(true) is due when it ends.",
    sources: [
      .documented(
        .transitionCoordinatorHeader, "the comment on notifyWhenInteractionEndsUsingBlock:",
        at: "fact-cancel-sets-flag-then-handlers"),
      .documented(.uikitNotifyWhenInteractionEnds, at: "fact-cancel-sets-flag-then-handlers"),
      .inferred(.dec26ContextInteraction, at: "fact-cancel-sets-flag-then-handlers"),
    ])

  static let cancellingState = GlossaryNote(
    "cancelling",
    meaning:
      "The interaction controller cancelled the interaction: transitionWasCancelled is now true "
      + "and the animation plays back. completeTransition(false) is due when it ends, and the "
      + "appearance callbacks will be reversed.",
    advice:
      "Expect the view controllers to hear the opposite will-callback: what was appearing "
      + "disappears again, and what was disappearing stays.",
    sources: [
      .documented(
        .transitionCoordinatorHeader, "a cancelled transition reverses the will-callbacks",
        at: "fact-cancel-sets-flag-then-handlers"),
      .documented(.uikitNotifyWhenInteractionChanges, at: "fact-cancel-sets-flag-then-handlers"),
      .inferred(.dec26ContextInteraction, at: "fact-cancel-sets-flag-then-handlers"),
    ])

  static let completedState = GlossaryNote(
    "completed",
    meaning:
      "completeTransition(_:) was accepted. Everything that follows in this transition runs "
      + "inside that call: the did-end hook, the did-appearance callbacks, the completions, and "
      + "animationEnded(_:).",
    sources: [
      .inferred(.dec26CompleteTransition, at: "fact-completion-inside-complete-transition")
    ])

  static let endedState = GlossaryNote(
    "ended",
    meaning:
      "Everything after completion has run, animationEnded(_:) last. The coordinator is "
      + "released and a new transition may start; what the animator added to the container "
      + "view and did not remove is still there.",
    sources: [
      .documented(
        .vcpgTransitionCoordinator,
        "the transition coordinator is released after the last callback",
        at: "fact-coordinator-lifetime"),
      .documented(.uikitTransitionCoordinator, at: "fact-coordinator-lifetime"),
      .documented(
        .vcpgImplementingAnimators, "all animation happens in containerView",
        at: "fact-animator-adds-to-view"),
    ])

  /// Touches, keyed `kind state` as the log writes them.
  static let gestures: [GlossaryNote] = [
    GlossaryNote(
      "tap ended",
      meaning:
        "The user tapped, and the recognizer's target runs its action. This is where app code "
        + "usually calls present, dismiss, push or pop."),
    GlossaryNote(
      "pan began",
      meaning:
        "A finger started dragging. A gesture handler that drives a transition starts it here: "
        + "it calls dismiss or pop, and the delegate vends an interaction controller."),
    GlossaryNote(
      "pan changed",
      meaning:
        "The finger moved. A handler that drives a transition calls update(_:) with the "
        + "fraction of the way done; other handlers move views directly.",
      advice: "Keep the handler cheap: it runs for every movement of the finger."),
    GlossaryNote(
      "pan ended",
      meaning:
        "The finger lifted. The handler decides: finish() past the threshold, cancel() short "
        + "of it, or, for a dismissal the gesture starts, call dismiss only now, when the drag "
        + "went far enough.",
      advice: "Decide on distance and on speed, so a quick flick also counts."),
    GlossaryNote(
      "pan cancelled",
      meaning:
        "The system took the touch away (a call, another gesture). A transition the pan was "
        + "driving must be cancelled.",
      advice: "Call cancel() on the interactor, as for a short drag."),
    GlossaryNote(
      "touch began",
      meaning:
        "A finger came down on a control or a cell. UIKit highlights it, asking the list's "
        + "delegate first; nothing is selected or tapped yet."),
    GlossaryNote(
      "touch ended",
      meaning:
        "The finger lifted on the control or cell. UIKit takes the highlight off and then "
        + "selects the cell or sends the control's action, which is where the app's code runs."),
  ]

  /// One line per participant role, for a reader meeting a participant for the first time.
  static let roles: [(role: ParticipantRole, text: String)] = [
    (.app, "the app's own code, its gesture handlers and actions"),
    (
      .presentingViewController,
      "a view controller on screen, from which another is presented, pushed or selected"
    ),
    (
      .viewController,
      "a view controller whose part the console leaves open: the window's root, or one "
        + "presented, pushed or selected from a view controller that prints nothing, as the "
        + "same callbacks in the same order show either"
    ),
    (.navigationController, "the container that pushes and pops"),
    (.tabBarController, "the container that switches tabs"),
    (.pageViewController, "the container that pages through view controllers as the user swipes"),
    (.splitViewController, "the container that shows columns side by side, or one collapsed"),
    (
      .transitioningDelegate,
      "the transitioning delegate, which vends the presentation controller, the animators and "
        + "the interaction controllers"
    ),
    (.containerDelegate, "the container's delegate, which vends its animators or its pages"),
    (
      .presentationController,
      "the presentation controller, which owns the presentation while it is on screen: chrome, "
        + "frames, the will- and did- hooks"
    ),
    (.animator, "the animator, which runs the animation and must call completeTransition(_:)"),
    (
      .propertyAnimator,
      "a property animator, which plays, pauses, scrubs and reverses an animation; an "
        + "interruptible transition runs on one"
    ),
    (.interactionController, "the interaction controller, which lets a gesture drive"),
    (
      .transitionContext,
      "the transition context UIKit hands the animator: views, frames, completeTransition(_:)"
    ),
    (.transitionCoordinator, "the coordinator, which runs blocks alongside the transition"),
    (.presentedViewController, "the view controller shown: presented, pushed or selected"),
    (.uikit, "UIKit's own machinery, which makes every delegate request and appearance callback"),
  ]
}
