// The begin stage, on the run-loop turn after the request: the will-begin hook, the
// will-appearance callbacks and the start of the animator (FACTS (a) steps 7-14, (b) 3-9,
// (c) 3-7; DEC26 `runTransitionForCurrentStateAnimated:`).
extension LifecycleRules {
  static let beginRules: [Rule] = [
    Rule(
      "present.will-begin-before-animate", about: .presentationTransitionWillBegin,
      in: .presentation,
      "presentationTransitionWillBegin() is called before UIKit starts the animator.",
      pattern: .precedes(.hook(.presentationTransitionWillBegin), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .documented("VCPG-pres", "The Custom Presentation Process"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, transition-view block"),
        .observed("trace 07", "AXL custom presentation controller sequence"),
      ]),

    Rule(
      "dismiss.will-begin-before-animate", about: .dismissalTransitionWillBegin,
      in: .dismissal,
      "dismissalTransitionWillBegin() is called before UIKit starts the animator.",
      pattern: .precedes(.hook(.dismissalTransitionWillBegin), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .documented("VCPG-pres", "The Custom Presentation Process"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, transition-view block"),
      ]),

    Rule(
      "present.will-begin-once", about: .presentationTransitionWillBegin, in: .presentation,
      "presentationTransitionWillBegin() is called exactly once per presentation.",
      pattern: .exactlyOnce(.hook(.presentationTransitionWillBegin)),
      obligation: .uikit,
      sources: [
        .documented("VCPG-pres", "The Custom Presentation Process"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:"),
      ],
      hint: "Never call presentationTransitionWillBegin() yourself; UIKit calls it once, when "
        + "the presentation begins."),

    Rule(
      "modal.presented-view-after-will-begin", about: .presentedView, in: .modal,
      "UIKit reads presentedView only after the will-begin hook of the transition.",
      pattern: .precedes(.willBegin, then: .hook(.presentedView)),
      obligation: .uikit,
      sources: [
        .documented("VCPG-pres", "The Custom Presentation Process, steps 3-4"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, the to-view fetch"),
        .observed("trace 07", "AXL custom presentation controller sequence"),
      ],
      hint: "Build chrome in the will-begin hook, which UIKit calls before it reads presentedView."),

    Rule(
      "present.will-appear-before-animate", about: .viewWillAppear, in: .presentation,
      "The presented view controller gets viewWillAppear(_:) before UIKit starts the animator.",
      pattern: .precedes(
        .callback([.viewWillAppear], of: .presented, origin: .uikit), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .observed("REF", "seed 000 device trace"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, step 5"),
      ]),

    Rule(
      "dismiss.will-disappear-before-animate", about: .viewWillDisappear, in: .dismissal,
      "The dismissed view controller gets viewWillDisappear(_:) before UIKit starts the animator.",
      pattern: .precedes(
        .callback([.viewWillDisappear], of: .presented, origin: .uikit), then: .animatorStart),
      obligation: .uikit,
      sources: [
        .observed("REF", "seed 000 device trace"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, dismissal"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; a log without it was not "
        + "recorded from UIKit as it behaves."),

    Rule(
      "modal.duration-before-start", about: .transitionDuration, in: .modal,
      "UIKit asks the animator for transitionDuration(using:) before it starts the animator.",
      pattern: .precedes(.durationAsked, then: .animatorStart),
      obligation: .uikit,
      sources: [
        .observed("REF", "seed 000 device trace: two calls before animateTransition"),
        .inferred("DEC26", "keyboard animation style and context duration"),
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
        .documented("H-trans", "UIViewControllerInteractiveTransitioning"),
        .inferred("DEC26", "_UIViewControllerTransitioningRunCustomTransitionWithRequest"),
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
        .documented("VCPG-anim", "The Custom Animation Sequence"),
        .documented("H-trans", "UIViewControllerAnimatedTransitioning"),
      ],
      hint: "Return an interaction controller from interactionControllerFor…(using:) only while "
        + "a gesture drives the transition; otherwise return nil."),
  ]
}
