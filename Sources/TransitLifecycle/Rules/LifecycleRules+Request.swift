// The request stage, inside `present` or `dismiss`: what UIKit asks the transitioning delegate
// (docs/lifecycle.md#order-a, steps 1-6, and #order-b, steps 1-2).
extension LifecycleRules {
  /// An adaptive-style question UIKit asks while it resolves a presentation: the presentation
  /// controller's own, or its delegate's (docs/lifecycle.md#fact-adaptive-queries).
  static let adaptiveStyleQuestion = Step(
    [.call(.adaptivePresentationStyleForTraits), .call(.adaptivePresentationStyle)],
    label: "adaptivePresentationStyle(for:traitCollection:) or adaptivePresentationStyle(for:)",
    channels: [.adaptiveQueries], caller: .uikit)

  static let requestRules: [Rule] = [
    Rule(
      "present.interaction-asked-after-animator", about: .interactionControllerForPresentation,
      in: .presentation,
      "UIKit asks interactionControllerForPresentation(using:) only after "
        + "animationController(forPresented:presenting:source:) returned an animator.",
      pattern: .precedes(
        .vended(.animationControllerForPresented),
        then: .asked(.interactionControllerForPresentation)),
      obligation: .uikit,
      sources: [
        .documented(.vcpgCustomAnimationSequence, at: "fact-interaction-asked-after-animator"),
        .observed(
          .logAviciiiphone2, "the animator request, then the interaction controller request",
          at: "order-a-4"),
      ],
      hint: "Return an animator from animationController(forPresented:presenting:source:); "
        + "without one UIKit animates the standard way and never asks for an interaction "
        + "controller."),

    Rule(
      "present.adaptive-style-before-animator", about: .adaptivePresentationStyleForTraits,
      in: .presentation,
      "UIKit settles the adaptive style of a presentation, asking "
        + "adaptivePresentationStyle(for:traitCollection:) or adaptivePresentationStyle(for:), "
        + "before it asks the transitioning delegate for an animator.",
      // Judged only in a presentation whose log shows an adaptive-style question: UIKit asks
      // the presentation controller only in a compact width and its delegate only when the
      // delegate implements the method, so a log without one says nothing. UIKit may ask
      // again later (after a rotation, say); only the first question must come first.
      pattern: .precedes(
        adaptiveStyleQuestion, then: .asked(.animationControllerForPresented)),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec18Present,
          "present asks for the adapted presentation controller after "
            + "presentationController(forPresented:presenting:source:) and before "
            + "animationController(forPresented:presenting:source:)",
          at: "fact-adaptive-queries"),
        .inferred(
          .dec18Adaptive,
          "adaptivePresentationStyleForTraitCollection: asks the delegate's trait-collection "
            + "variant, or the presentation controller's own in a compact width",
          at: "order-a-2"),
      ],
      hint: "Decide the adaptive style from the trait collection alone: UIKit asks before any "
        + "animator exists, so the answer cannot depend on the animator or on the transition "
        + "having started."),

    Rule(
      "dismiss.interaction-asked-after-animator", about: .interactionControllerForDismissal,
      in: .dismissal,
      "UIKit asks interactionControllerForDismissal(using:) only after "
        + "animationController(forDismissed:) returned an animator.",
      pattern: .precedes(
        .vended(.animationControllerForDismissed),
        then: .asked(.interactionControllerForDismissal)),
      obligation: .uikit,
      sources: [
        .documented(.vcpgCustomAnimationSequence, at: "fact-interaction-asked-after-animator"),
        .observed(
          .logAviciiiphone2, "the animator request, then the interaction controller request",
          at: "order-b-2"),
      ],
      hint: "Return an animator from animationController(forDismissed:); without one UIKit "
        + "dismisses the standard way and never asks for an interaction controller."),

    Rule(
      "present.presentation-controller-only-for-custom",
      about: .presentationControllerForPresented, in: .presentation,
      "UIKit asks the transitioning delegate for a presentation controller only for a .custom "
        + "presentation.",
      pattern: .never(.asked(.presentationControllerForPresented)),
      when: [.styleNotIn(["custom"])],
      obligation: .uikit,
      sources: [
        .documented(
          .vcpgTransitioningDelegate, "Figure 10-1 and its text",
          at: "fact-presentation-controller-only-custom")
      ],
      hint: "Set modalPresentationStyle = .custom on the presented view controller; for any "
        + "other style UIKit uses its own presentation controller and never calls "
        + "presentationController(forPresented:presenting:source:)."),
  ]
}
