// The begin stage, on the run-loop turn after the request: the will-begin hook, the
// will-appearance callbacks and the start of the animator (docs/lifecycle.md#order-a, steps
// 7-14, #order-b, steps 3-9, and #order-c, steps 3-7; UIKit 26.1's
// -[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:]).
extension LifecycleRules {
  static let beginRules: [Rule] = [
    Rule(
      "present.will-begin-before-animate", about: .presentationTransitionWillBegin,
      in: .presentation,
      "presentationTransitionWillBegin() is called before UIKit starts the animator.",
      pattern: .precedes(.hook(.presentationTransitionWillBegin), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .documented(.vcpgPresentationProcess, at: "fact-will-begin-first"),
        .inferred(
          .dec26RunTransition, "the transition-view block calls the will-begin hook",
          at: "fact-will-begin-first"),
      ]),

    Rule(
      "dismiss.will-begin-before-animate", about: .dismissalTransitionWillBegin,
      in: .dismissal,
      "dismissalTransitionWillBegin() is called before UIKit starts the animator.",
      pattern: .precedes(.hook(.dismissalTransitionWillBegin), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .documented(.vcpgPresentationProcess, at: "fact-will-begin-first"),
        .inferred(
          .dec26RunTransition, "the transition-view block calls the will-begin hook",
          at: "fact-will-begin-first"),
      ]),

    Rule(
      "present.will-begin-once", about: .presentationTransitionWillBegin, in: .presentation,
      "presentationTransitionWillBegin() is called exactly once per presentation.",
      pattern: .exactlyOnce(.hook(.presentationTransitionWillBegin)),
      obligation: .uikit,
      sources: [
        .documented(.vcpgPresentationProcess, at: "fact-will-begin-first"),
        .inferred(.dec26RunTransition, at: "fact-will-begin-first"),
      ],
      hint: "Never call presentationTransitionWillBegin() yourself; UIKit calls it once, when "
        + "the presentation begins."),

    Rule(
      "modal.presented-view-after-will-begin", about: .presentedView, in: .modal,
      "UIKit reads presentedView only after the will-begin hook of the transition.",
      pattern: .precedes(.willBegin, then: .hook(.presentedView)),
      obligation: .uikit,
      sources: [
        .documented(
          .vcpgPresentationProcess, "presentedView is asked for after the will-begin hook",
          at: "fact-presented-view-after-will-begin"),
        .inferred(
          .dec26RunTransition, "the to view is fetched through presentedView",
          at: "fact-presented-view-after-will-begin"),
      ],
      hint: "Build chrome in the will-begin hook, which UIKit calls before it reads presentedView."),

    Rule(
      "present.will-appear-before-animate", about: .viewWillAppear, in: .presentation,
      "The presented view controller gets viewWillAppear(_:) before UIKit starts the animator.",
      pattern: .precedes(
        .callback([.viewWillAppear], of: .presented, origin: .uikit), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .observed(.logAviciiiphone2, at: "order-a-11"),
        .inferred(
          .dec26RunTransition, "the appearance begins come before the animator starts",
          at: "order-a-11"),
      ]),

    Rule(
      "dismiss.will-disappear-before-animate", about: .viewWillDisappear, in: .dismissal,
      "The dismissed view controller gets viewWillDisappear(_:) before UIKit starts the animator.",
      pattern: .precedes(
        .callback([.viewWillDisappear], of: .presented, origin: .uikit), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .observed(.logAviciiiphone2, at: "order-b-6"),
        .inferred(.dec26RunTransition, "the dismissal's transition body", at: "order-b"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; a log without it was not "
        + "recorded from UIKit as it behaves."),

    Rule(
      "modal.duration-before-start", about: .transitionDuration, in: .modal,
      "UIKit asks the animator for transitionDuration(using:) before it starts the animator.",
      pattern: .precedes(.durationAsked, then: .animatorStart),
      obligation: .uikit,
      sources: [
        .observed(
          .logAviciiiphone2, "two calls before animateTransition",
          at: "fact-transition-duration-twice"),
        .inferred(.dec26KeyboardAnimationStyle, at: "fact-transition-duration-twice"),
        .inferred(.dec26RunTransition, at: "fact-transition-duration-twice"),
      ]),

    Rule(
      "modal.interactive-starts-with-interactor", about: .startInteractiveTransition,
      in: .modal,
      "When the delegate vends an interaction controller, UIKit starts the transition with "
        + "startInteractiveTransition(_:), never animateTransition(using:).",
      pattern: .never(.animateTransition),
      when: [.interactive(true)],
      obligation: .uikit,
      sources: [
        .documented(
          .transitioningHeader, "the comments on UIViewControllerInteractiveTransitioning",
          at: "fact-start-animator-or-interactor"),
        .documented(.uikitStartInteractiveTransition, at: "fact-start-animator-or-interactor"),
        .inferred(.dec26RunCustomTransition, at: "fact-start-animator-or-interactor"),
      ],
      hint: "An interaction controller owns the start: if it is not percent-driven, its "
        + "startInteractiveTransition(_:) must run the animation itself."),

    Rule(
      "modal.animates-without-interactor", about: .animateTransition, in: .modal,
      "When no interaction controller is vended, UIKit starts the transition with "
        + "animateTransition(using:), never startInteractiveTransition(_:).",
      pattern: .never(.startInteractiveTransition),
      when: [.interactive(false)],
      obligation: .uikit,
      sources: [
        .documented(.vcpgCustomAnimationSequence, at: "fact-start-animator-or-interactor"),
        .documented(
          .transitioningHeader, "the comments on UIViewControllerAnimatedTransitioning",
          at: "fact-start-animator-or-interactor"),
      ],
      hint: "Return an interaction controller from interactionControllerFor…(using:) only while "
        + "a gesture drives the transition; otherwise return nil."),
  ]
}
