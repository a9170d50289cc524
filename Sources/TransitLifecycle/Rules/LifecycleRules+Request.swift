// The request stage, inside `present` or `dismiss`: what UIKit asks the transitioning delegate
// (docs/lifecycle.md#order-a, steps 1-6, and #order-b, steps 1-2).
extension LifecycleRules {
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
