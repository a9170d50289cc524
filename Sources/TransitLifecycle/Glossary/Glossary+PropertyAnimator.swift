// Property animators and interruptible transitions (iOS 10): `UIViewPropertyAnimator`, the
// animator's `interruptibleAnimator(using:)`, and how a percent-driven interaction drives it
// (docs/lifecycle.md#facts-interruptible).
extension Glossary {
  static let propertyAnimator: [GlossaryEntry] = [
    GlossaryEntry(
      .interruptibleAnimator,
      meaning:
        "UIKit asks the animator for the property animator that runs the transition. It makes "
        + "the transition interruptible; UIKit asks right after animateTransition(using:) or "
        + "startInteractiveTransition(_:), and a UIPercentDrivenInteractiveTransition asks first, "
        + "instead of calling animateTransition(using:), so one transition may ask twice or more.",
      belongs:
        "In interruptibleAnimator(using:), make the property animator the first time it is asked "
        + "in a transition, keep it, and return that same object every time; release it in "
        + "animationEnded(_:).",
      avoid:
        "Don't make a new animator on every call of interruptibleAnimator(using:): UIKit drives "
        + "the first it got while the second, never started, is the one it was last given.",
      sources: [
        .documented(
          .uikitInterruptibleAnimator,
          "return the same animator for the duration of the "
            + "transition", at: "fact-interruptible-same-instance"),
        .inferred(
          .dec18RunCustomTransition, "asked after the start call",
          at: "fact-interruptible-asked-after-start"),
        .inferred(
          .dec18PercentDriven, "asked instead of animateTransition:",
          at: "fact-percent-driven-interruptible"),
        .documented(.wwdc16Animations, at: "fact-interruptible-asked-after-start"),
      ]),
    GlossaryEntry(
      .pause,
      meaning:
        "The app pauses a percent-driven interaction, so a finger can take over a transition in "
        + "flight. It (Objective-C's pauseInteractiveTransition) pauses the interruptible "
        + "animator where it is, turns it forward again and makes the transition interactive; "
        + "without an interruptible animator it does nothing.",
      belongs:
        "Call pause() when a finger lands on a transition that runs on its own, then drive it "
        + "with update(_:) and end it with finish() or cancel().",
      avoid:
        "Don't expect pause() to hold a transition whose animator vends no interruptible "
        + "animator: UIKit ignores it there.",
      sources: [
        .inferred(
          .dec18PercentDriven, "pauseInteractiveTransition needs the interruptible animator",
          at: "fact-pause-interactive-transition"),
        .documented(.uikitPercentPause, at: "fact-pause-interactive-transition"),
        .documented(.appleSamplePhotoTransitioning, at: "fact-pause-interactive-transition"),
      ]),
    GlossaryEntry(
      .pauseInteractiveTransition,
      meaning:
        "The context of an interruptible transition that runs on its own becomes interactive "
        + "again, and the coordinator's interaction handlers run inside the call. A transition "
        + "that is not interruptible, or is already interactive, ignores it.",
      belongs:
        "Call transitionContext.pauseInteractiveTransition() after pausing the property animator, "
        + "when a custom interaction controller takes over a transition in flight.",
      avoid:
        "Don't call pauseInteractiveTransition() on a transition whose animator has no "
        + "interruptible animator: nothing happens.",
      sources: [
        .inferred(.dec18TransitionContext, at: "fact-pause-interactive-transition"),
        .documented(.uikitPauseInteractiveTransition, at: "fact-pause-interactive-transition"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "fact-notify-may-repeat"),
      ]),
    GlossaryEntry(
      .addAnimations,
      meaning:
        "Code adds an animations closure to a property animator. Added before it starts, it "
        + "runs when the animator starts or is paused; added while it is active, it runs at "
        + "once for what is left of the duration.",
      belongs: "Add the view changes to animate with addAnimations(_:) before starting.",
      sources: [
        .documented(
          .uikitPropertyAnimatorDuration, "animations added later run for the remaining time",
          at: "fact-property-animator-states")
      ]),
    GlossaryEntry(
      .addCompletion,
      meaning:
        "Code adds a completion to a property animator. Completions run, in the order they were "
        + "added, when the animations end (position end, or start when reversed) or when "
        + "finishAnimation(at:) is called; stopAnimation(true) runs none.",
      belongs:
        "In a transition's animator, call completeTransition(position == .end) from the "
        + "completion you give addCompletion(_:).",
      avoid:
        "Don't pass a constant true to completeTransition(_:) from the completion: a reversed "
        + "animator ends at .start, and the transition was cancelled.",
      sources: [
        .documented(.uikitPropertyAnimator, at: "fact-property-animator-states"),
        .documented(.uikitStopAnimation, at: "fact-property-animator-states"),
      ]),
    GlossaryEntry(
      .startAnimation,
      meaning:
        "Code starts a property animator, or resumes a paused one at its own pace. An inactive "
        + "animator becomes active and its animations run; a stopped one cannot be started.",
      belongs:
        "Call startAnimation() on the interruptible animator from animateTransition(using:); a "
        + "percent-driven interaction starts or pauses it itself.",
      sources: [
        .documented(.uikitAnimatingState, at: "fact-property-animator-states"),
        .inferred(
          .dec18PercentDriven, "startAnimation when the transition does not start interactively",
          at: "fact-percent-driven-interruptible"),
      ]),
    GlossaryEntry(
      .startAnimationAfterDelay,
      meaning:
        "Code starts a property animator after a delay; it is active at once and plays when the "
        + "delay is over.",
      sources: [
        .documented(.uikitAnimatingState, at: "fact-property-animator-states")
      ]),
    GlossaryEntry(
      .pauseAnimation,
      meaning:
        "Code pauses a property animator where it is. An inactive animator becomes active and "
        + "paused at its start; a stopped one cannot be paused.",
      belongs:
        "Call pauseAnimation() when a finger catches the animation, then set fractionComplete as "
        + "it moves.",
      sources: [
        .documented(.uikitPauseAnimation, at: "fact-property-animator-states"),
        .inferred(
          .dec18PercentDriven, "paused at the start when the transition starts interactively",
          at: "fact-percent-driven-interruptible"),
      ]),
    GlossaryEntry(
      .fractionComplete,
      meaning:
        "Code sets how far a paused property animator has played, from 0 to 1, which scrubs "
        + "its animations. Setting it on an inactive animator makes it active and paused; a "
        + "running animator ignores it.",
      belongs: "Set fractionComplete from the gesture's progress while the animator is paused.",
      sources: [
        .documented(.uikitAnimatingState, at: "fact-property-animator-states"),
        .inferred(
          .dec18PercentDriven, "update(_:) sets fractionComplete",
          at: "fact-percent-driven-interruptible"),
      ]),
    GlossaryEntry(
      .isReversed,
      meaning:
        "Code turns a property animator around, or back. A reversed animator plays towards its "
        + "start and ends at position start; a running one turns around from where it is.",
      belongs:
        "Set isReversed to true when the gesture ends towards the start, then continue the "
        + "animator.",
      sources: [
        .documented(.uikitPropertyAnimator, at: "fact-property-animator-continue"),
        .inferred(
          .dec18PercentDriven, "cancel() sets isReversed before continuing",
          at: "fact-percent-driven-interruptible"),
      ]),
    GlossaryEntry(
      .continueAnimation,
      meaning:
        "Code resumes a paused property animator with new timing: the rest of the animation "
        + "takes durationFactor times the original duration.",
      belongs:
        "Call continueAnimation(withTimingParameters:durationFactor:) with a spring whose initial "
        + "velocity is the gesture's and the fraction left as durationFactor, so the animation "
        + "picks up the finger's speed.",
      sources: [
        .documented(.uikitContinueAnimation, at: "fact-property-animator-continue"),
        .inferred(
          .dec18PercentDriven, "finish() and cancel() continue with timingCurve",
          at: "fact-percent-driven-interruptible"),
      ]),
    GlossaryEntry(
      .stopAnimation,
      meaning:
        "Code stops an active property animator. With true it is back at rest at once and runs "
        + "no completion; with false it is stopped where it is and waits for "
        + "finishAnimation(at:).",
      avoid:
        "Don't stop an animator with stopAnimation(false) and leave it: only "
        + "finishAnimation(at:) runs its completions and brings it back to rest.",
      sources: [
        .documented(.uikitStopAnimation, at: "fact-property-animator-states")
      ]),
    GlossaryEntry(
      .finishAnimation,
      meaning:
        "Code finishes a stopped property animator: its completions run with the position "
        + "given, and it is back at rest. Only valid after stopAnimation(false).",
      sources: [
        .documented(.uikitFinishAnimation, at: "fact-property-animator-states")
      ]),
  ]

  /// The completion a property animator runs.
  static let propertyAnimatorCompletion = GlossaryEntry(
    .completionWithArgument,
    meaning:
      "The property animator's animations have ended, and it runs a completion with the "
      + "position they ended at: end, start when it was reversed, or the one finishAnimation(at:) "
      + "was given. Inside a transition's animator this is where the transition is really over.",
    belongs:
      "In the property animator's completion(_:), call "
      + "transitionContext.completeTransition(position == .end), after removing temporary views.",
    avoid:
      "Don't call completeTransition(true) from the completion of a reversed animator: it ended "
      + "at .start and the transition was cancelled.",
    sources: [
      .documented(.uikitPropertyAnimator, at: "fact-property-animator-states"),
      .documented(.appleSamplePhotoTransitioning, at: "fact-property-animator-continue"),
    ])
}
