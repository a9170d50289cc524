// What pushes, pops and tab switches share: UIKit starts a delegate's animator the way the
// UIViewControllerTransitioning.h header comments describe for every transition, and
// `animationEnded(_:)` ends it, inside the same `completeTransition(_:)`
// (docs/lifecycle.md#order-e-10 and #order-f-8; UIKit 26.1's
// -[_UIViewControllerTransitionContext completeTransition:]).
extension LifecycleRules {
  static let containerRules: [Rule] = [
    Rule(
      "container.interactive-starts-with-interactor", about: .startInteractiveTransition,
      in: .containers,
      "When the delegate of a navigation or tab bar controller vends an interaction "
        + "controller, UIKit starts the transition with startInteractiveTransition(_:), never "
        + "animateTransition(using:).",
      pattern: .never(.animateTransition),
      when: [.interactive(true)],
      obligation: .uikit,
      sources: [
        .documented(
          .transitioningHeader, "the comments on UIViewControllerInteractiveTransitioning",
          at: "fact-interactor-owns-start"),
        .documented(.uikitStartInteractiveTransition, at: "fact-interactor-owns-start"),
        .inferred(.dec26TransitionConductor, at: "order-e-9"),
      ],
      hint: "An interaction controller owns the start: if it is not percent-driven, its "
        + "startInteractiveTransition(_:) must run the animation itself."),

    Rule(
      "container.animates-without-interactor", about: .animateTransition, in: .containers,
      "When the delegate of a navigation or tab bar controller vends no interaction controller, "
        + "UIKit starts its animator with animateTransition(using:), never "
        + "startInteractiveTransition(_:).",
      pattern: .never(.startInteractiveTransition),
      when: [.interactive(false)],
      obligation: .uikit,
      sources: [
        .documented(
          .transitioningHeader, "the comments on UIViewControllerAnimatedTransitioning",
          at: "fact-start-animator-or-interactor"),
        .inferred(.dec26TransitionConductor, at: "order-e-9"),
      ],
      hint: "Return an interaction controller from interactionControllerFor only while a "
        + "gesture drives the push, pop or switch; otherwise return nil."),

    Rule(
      "container.animation-ended-last", about: .animationEnded, in: .containers,
      "In a push, pop or tab switch, animationEnded(_:) comes after the did-appearance "
        + "callbacks and navigationController(_:didShow:animated:).",
      pattern: .neverAfter(
        .animationEnded(),
        then: Step(
          [.call(.viewDidAppear), .call(.viewDidDisappear), .call(.navigationControllerDidShow)],
          label: "a did-appearance callback or didShow",
          channels: [.appearance, .containerNotifications])),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26CompleteTransition, "animationEnded: comes after the completion handler",
          at: "fact-animation-ended-last"),
        .documented(.uikitAnimationEnded, at: "fact-animation-ended-last"),
      ],
      hint: "Treat animationEnded(_:) as the end of the push, pop or switch: both view "
        + "controllers have their did-callbacks by then."),
  ]
}
