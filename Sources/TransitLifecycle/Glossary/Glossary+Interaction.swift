// Interaction controllers: `UIViewControllerInteractiveTransitioning` and
// `UIPercentDrivenInteractiveTransition`, which let a finger drive the transition
// (docs/lifecycle.md#facts-interactive, #order-c and #order-d; the
// UIViewControllerTransitioning.h header comments).
extension Glossary {
  /// The interaction controller's methods, in the order a gesture drives them.
  static let interaction: [GlossaryEntry] = [
    GlossaryEntry(
      .wantsInteractiveStart,
      meaning:
        "UIKit reads whether the transition starts driven by the finger (true, the default when "
        + "not implemented) or starts animating and becomes interactive later.",
      belongs:
        "Return false from wantsInteractiveStart only for a transition that starts on its own "
        + "and is caught by a gesture midway.",
      sources: [
        .documented(.uikitWantsInteractiveStart, at: "fact-wants-interactive-start"),
        .inferred(
          .dec26ContextInteraction, "initiallyInteractive defaults to YES",
          at: "fact-wants-interactive-start"),
      ]),
    GlossaryEntry(
      .completionSpeed,
      meaning:
        "The interaction has just been finished or cancelled, and UIKit reads how fast the rest "
        + "of the animation plays: 1 is the animation's own pace, 2 twice as fast.",
      belongs:
        "Set completionSpeed from the gesture's velocity just before finish() or cancel(), so a "
        + "flick completes quickly; it is read at that moment.",
      sources: [
        .documented(.uikitPercentCompletionSpeed, at: "fact-completion-speed"),
        .inferred(
          .dec26ContextInteraction, "the remaining animation is timed when the interaction ends",
          at: "fact-completion-speed"),
      ]),
    GlossaryEntry(
      .startInteractiveTransition,
      meaning:
        "UIKit hands the transition to the interaction controller instead of calling "
        + "animateTransition(using:). From here the interactor owns the start: a "
        + "UIPercentDrivenInteractiveTransition asks the animator for its duration and calls "
        + "animateTransition(using:) paused, while a custom interactor must animate by itself.",
      belongs:
        "In startInteractiveTransition(_:), keep the context and set up the animation your "
        + "gesture will drive; a custom interactor adds its views to the container itself.",
      avoid:
        "Don't treat finish() or cancel() as the end of startInteractiveTransition(_:)'s work: "
        + "the animator must still call completeTransition(_:) when the animation stops.",
      sources: [
        .documented(
          .transitioningHeader, "the comments on UIViewControllerInteractiveTransitioning",
          at: "fact-interactor-owns-start"),
        .documented(.uikitStartInteractiveTransition, at: "fact-interactor-owns-start"),
        .inferred(.dec26PercentDrivenStart, at: "fact-percent-driven-start"),
        .observed(
          .logAviciiiphone2, "no animateTransition after startInteractiveTransition",
          at: "fact-interactor-owns-start"),
      ]),
    GlossaryEntry(
      .update,
      meaning:
        "The gesture handler tells the interactor how far the transition has got, from 0 to 1. "
        + "A percent-driven interactor passes it on to the context's "
        + "updateInteractiveTransition(_:), which scrubs the paused animation.",
      belongs:
        "Call update(_:) from the gesture's changed state with the fraction of the distance the "
        + "finger has travelled.",
      avoid:
        "Don't call update(_:) before the transition has started or after finish() or cancel(): "
        + "UIKit ignores it unless the transition is in flight.",
      sources: [
        .documented(.uikitPercentUpdate, at: "fact-percent-calls-forward"),
        .inferred(
          .dec26ContextInteraction,
          "updateInteractiveTransition: is ignored unless the context is in flight",
          at: "fact-update-before-start"),
      ]),
    GlossaryEntry(
      .finish,
      meaning:
        "The finger let go past the point of no return, and the interactor lets the rest of the "
        + "animation play forward. It calls the context's finishInteractiveTransition(), which "
        + "runs the coordinator's interaction handlers inside this call.",
      belongs:
        "Call finish() when the finger lifts past your threshold or flicks fast enough; the "
        + "animator then calls completeTransition(true) when the animation ends.",
      avoid:
        "Don't pass false to completeTransition(_:) after finish(): the user committed to the "
        + "transition.",
      sources: [
        .documented(.uikitPercentFinish, at: "fact-percent-calls-forward"),
        .documented(
          .transitionCoordinatorHeader, "the comment on notifyWhenInteractionEndsUsingBlock:",
          at: "fact-cancel-sets-flag-then-handlers"),
        .documented(.uikitNotifyWhenInteractionEnds, at: "fact-cancel-sets-flag-then-handlers"),
        .inferred(
          .dec26ContextInteraction,
          "finishInteractiveTransition runs the handlers through _interactivityDidChange:",
          at: "fact-cancel-sets-flag-then-handlers"),
      ]),
    GlossaryEntry(
      .cancel,
      meaning:
        "The finger let go short of the threshold, and the interactor plays the animation back. "
        + "Inside this call the context's transitionWasCancelled becomes true and the "
        + "coordinator's interaction handlers run, before any reversed will-callback.",
      belongs:
        "Call cancel() when the finger lifts short of your threshold; the animator then calls "
        + "completeTransition(false) when the reversed animation ends.",
      avoid:
        "Don't pass true to completeTransition(_:) after cancel(): UIKit trusts the argument and "
        + "finishes a transition the user cancelled.",
      sources: [
        .documented(.uikitPercentCancel, at: "fact-percent-calls-forward"),
        .documented(
          .transitionCoordinatorHeader, "the handler runs before the will-calls",
          at: "fact-cancel-sets-flag-then-handlers"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "fact-cancel-sets-flag-then-handlers"),
        .inferred(
          .dec26ContextInteraction,
          "cancelInteractiveTransition sets transitionWasCancelled at once",
          at: "fact-cancel-sets-flag-then-handlers"),
      ]),
  ]
}
