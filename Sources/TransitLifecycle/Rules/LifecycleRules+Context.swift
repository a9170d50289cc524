// The animator's contract with the transition context, the same for every container
// (VCPG-anim; FACTS §3 and §5): complete once, with the right flag, then `animationEnded(_:)`.
extension LifecycleRules {
  static let contextRules: [Rule] = [
    Rule(
      "transition.complete-transition-called", about: .completeTransition, in: .anyTransition,
      "Once the animator has started (UIKit started it, or an interaction controller did), "
        + "completeTransition(_:) is eventually called on the transition context.",
      pattern: .followedBy(.animatorRuns, .completion()),
      obligation: .app,
      sources: [
        .documented("VCPG-anim", "The Custom Animation Sequence, Important"),
        .inferred("DEC26", "an unfinished transition keeps the presentation controller busy"),
        .observed("FACTS §5", "Xcode 10: Custom Animated Transitions Stuck"),
      ],
      judgesUnfinishedTransitions: true),

    Rule(
      "transition.complete-transition-once", about: .completeTransition, in: .anyTransition,
      "completeTransition(_:) is called at most once per transition.",
      pattern: .atMostOnce(.completeTransitionCall()),
      obligation: .app,
      sources: [
        .inferred(
          "DEC26",
          "_UIViewControllerTransitionContext completeTransition:, a flag "
            + "makes the second call a silent no-op"),
        .documented("VCPG-anim", "The Custom Animation Sequence"),
      ],
      hint: "A second call hides a logic error: two code paths each think they end the transition."),

    Rule(
      "transition.complete-false-after-cancel", about: .completeTransition, in: .anyTransition,
      "After the interaction is cancelled, completeTransition(_:) is passed false.",
      pattern: .neverAfter(
        .cancel, then: .completeTransitionCall(.equals(true)), unless: [.finish]),
      obligation: .app,
      sources: [
        .documented("VCPG-anim", "Listing 10-2: completeTransition(!transitionWasCancelled)"),
        .inferred("DEC26", "completeTransition: trusts its argument"),
        .observed("FACTS §5", "AWPercentDrivenInteractiveTransition #2"),
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
        .documented("VCPG-anim", "Listing 10-2: completeTransition(!transitionWasCancelled)"),
        .documented("SYM", "completeTransition(_:): pass false only when cancelled"),
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
        .documented("SYM", "completeTransition(_:) calls animationEnded(_:)"),
        .observed("REF", "seed 000 device trace: animationEnded last"),
        .inferred("DEC26", "completeTransition:, step 5"),
      ]),
  ]
}
