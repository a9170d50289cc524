// The animator's contract with the transition context, the same for every container
// (docs/lifecycle.md#facts-completion and #facts-misuse): complete once, with the right flag,
// then `animationEnded(_:)`.
extension LifecycleRules {
  static let contextRules: [Rule] = [
    Rule(
      "transition.complete-transition-called", about: .completeTransition, in: .anyTransition,
      "Once the animator has started (UIKit started it, or an interaction controller did), "
        + "completeTransition(_:) is eventually called on the transition context.",
      pattern: .followedBy(.animatorRuns, .completion()),
      obligation: .app,
      sources: [
        .documented(
          .vcpgCustomAnimationSequence, "its Important note",
          at: "fact-complete-transition-required"),
        .inferred(
          .dec26PresentWhileTransitioning,
          "an unfinished transition keeps the presentation controller busy",
          at: "fact-complete-transition-required"),
        .observed(
          .soXcode10TransitionStuck,
          "a transition that never completes leaves the screen stuck, taking no taps",
          at: "fact-complete-transition-required"),
      ],
      judgesUnfinishedTransitions: true),

    Rule(
      "transition.complete-transition-once", about: .completeTransition, in: .anyTransition,
      "completeTransition(_:) is called at most once per transition.",
      pattern: .atMostOnce(.completeTransitionCall()),
      obligation: .app,
      sources: [
        .inferred(
          .dec26CompleteTransition, "a flag makes every later call a silent no-op",
          at: "fact-complete-transition-once"),
        .documented(.vcpgCustomAnimationSequence, at: "fact-complete-transition-once"),
      ],
      hint: "A second call hides a logic error: two code paths each think they end the transition."),

    Rule(
      "transition.complete-false-after-cancel", about: .completeTransition, in: .anyTransition,
      "After the interaction is cancelled, completeTransition(_:) is passed false.",
      pattern: .neverAfter(
        .cancel, then: .completeTransitionCall(.equals(true)), unless: [.finish]),
      obligation: .app,
      sources: [
        .documented(
          .vcpgImplementingAnimators, "the listing passes !transitionWasCancelled",
          at: "fact-complete-transition-trusts-argument"),
        .documented(.uikitCompleteTransition, at: "fact-complete-transition-trusts-argument"),
        .inferred(
          .dec26CompleteTransition,
          "the argument alone decides whether the transition finished",
          at: "fact-complete-transition-trusts-argument"),
        .inferred(.dec26ContextInteraction, at: "fact-complete-transition-trusts-argument"),
        .observed(.ghAwpercentdriven2, at: "fact-complete-transition-trusts-argument"),
      ],
      hint: "Pass !transitionContext.transitionWasCancelled, never a constant true: UIKit "
        + "trusts the argument."),

    Rule(
      "transition.complete-true-after-finish", about: .completeTransition, in: .anyTransition,
      "After the interaction is finished, completeTransition(_:) is passed true.",
      pattern: .neverAfter(
        .finish, then: .completeTransitionCall(.equals(false)), unless: [.cancel]),
      obligation: .app,
      sources: [
        .documented(
          .vcpgImplementingAnimators, "the listing passes !transitionWasCancelled",
          at: "fact-complete-transition-trusts-argument"),
        .documented(
          .uikitCompleteTransition, "completeTransition(_:): pass false only when cancelled",
          at: "fact-complete-transition-trusts-argument"),
      ],
      hint:
        "After finish() the user committed to the transition, and completeTransition(false) puts "
        + "the old screen back."),

    Rule(
      "transition.animation-ended-follows-complete", about: .animationEnded,
      in: .anyTransition,
      "If the animator implements animationEnded(_:), completeTransition(_:) is followed by "
        + "animationEnded(_:) with the same flag.",
      pattern: .followedBy(.completion(), .animationEnded(.matchesOutcome)),
      when: [.implements(.animationEnded)],
      obligation: .uikit,
      sources: [
        .documented(
          .transitioningHeader, "animationEnded: is invoked by completeTransition:",
          at: "fact-animation-ended-last"),
        .documented(.uikitAnimationEnded, at: "fact-animation-ended-last"),
        .observed(.logAviciiiphone2, "animationEnded last", at: "fact-animation-ended-last"),
        .inferred(
          .dec26CompleteTransition, "animationEnded: comes last, after every completion",
          at: "fact-animation-ended-last"),
      ]),
  ]
}
