// The completion stage, synchronously inside `completeTransition(_:)`: the did-end hook, the
// did-appearance callbacks, the completion handler, the coordinator's completions and
// `animationEnded(_:)`, in that order (FACTS (a) 16.1-16.6, (b) 11.1-11.6; DEC26
// `transitionDidFinish:`).
extension LifecycleRules {
  static let completionRules: [Rule] = [
    Rule(
      "present.did-end-follows-complete", about: .presentationTransitionDidEnd,
      in: .presentation,
      "completeTransition(_:) is followed by presentationTransitionDidEnd(_:) with the same flag.",
      pattern: .followedBy(
        .completion(), .hook(.presentationTransitionDidEnd, flag: .matchesOutcome)),
      obligation: .uikit,
      sources: [
        .documented("VCPG-pres", "The Custom Presentation Process, step 6"),
        .inferred("DEC26", "transitionDidFinish:, _currentTransitionDidComplete"),
        .observed("trace 07", "AXL custom presentation controller sequence"),
      ]),

    Rule(
      "dismiss.did-end-follows-complete", about: .dismissalTransitionDidEnd, in: .dismissal,
      "completeTransition(_:) is followed by dismissalTransitionDidEnd(_:) with the same flag.",
      pattern: .followedBy(.completion(), .hook(.dismissalTransitionDidEnd, flag: .matchesOutcome)),
      obligation: .uikit,
      sources: [
        .documented("VCPG-pres", "The Custom Presentation Process"),
        .inferred("DEC26", "transitionDidFinish:"),
      ]),

    Rule(
      "present.did-appear-after-did-end", about: .viewDidAppear, in: .presentation,
      "The presented view controller gets viewDidAppear(_:) after "
        + "presentationTransitionDidEnd(true).",
      pattern: .precedes(
        .hook(.presentationTransitionDidEnd, flag: .equals(true)),
        then: .callback([.viewDidAppear], of: .presented)),
      obligation: .uikit,
      sources: [.inferred("DEC26", "transitionDidFinish:, steps 1.1-1.3")],
      hint: "Nothing to fix in your code when UIKit delivers it; do not forward the presented "
        + "view controller's appearance by hand."),

    Rule(
      "dismiss.did-disappear-after-did-end", about: .viewDidDisappear, in: .dismissal,
      "The dismissed view controller gets viewDidDisappear(_:) after "
        + "dismissalTransitionDidEnd(true).",
      pattern: .precedes(
        .hook(.dismissalTransitionDidEnd, flag: .equals(true)),
        then: .callback([.viewDidDisappear], of: .presented)),
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "transitionDidFinish:, dismissal"),
        .observed("FACTS (b)", "WinObjC #2114: presentingViewController is nil by then"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; do not forward the dismissed "
        + "view controller's appearance by hand."),

    Rule(
      "present.did-appear-after-complete", about: .viewDidAppear, in: .presentation,
      "The presented view controller gets viewDidAppear(_:) only after completeTransition(true).",
      pattern: .precedes(
        .completion(.equals(true)), then: .callback([.viewDidAppear], of: .presented)),
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "transitionDidFinish: runs inside completeTransition:"),
        .observed("trace 09", "completeTransition: → transitionDidFinish: stacks"),
      ],
      hint: "The presented view controller appears when the animator calls "
        + "completeTransition(true); call it when the animation has really ended."),

    Rule(
      "dismiss.did-disappear-after-complete", about: .viewDidDisappear, in: .dismissal,
      "The dismissed view controller gets viewDidDisappear(_:) only after "
        + "completeTransition(true).",
      pattern: .precedes(
        .completion(.equals(true)), then: .callback([.viewDidDisappear], of: .presented)),
      obligation: .uikit,
      sources: [.inferred("DEC26", "transitionDidFinish: runs inside completeTransition:")],
      hint: "The dismissed view controller disappears when the animator calls "
        + "completeTransition(true); call it when the animation has really ended."),

    Rule(
      "present.completion-after-did-appear", about: .completion, in: .presentation,
      "The present(_:animated:completion:) completion handler runs after the presented view "
        + "controller's viewDidAppear(_:).",
      pattern: .precedes(.callback([.viewDidAppear], of: .presented), then: .completionHandler),
      obligation: .uikit,
      sources: [
        .documented("OLDREF", "present: the completion handler is called after viewDidAppear:"),
        .inferred("DEC26", "transitionDidFinish:, step 1.4"),
      ]),

    Rule(
      "dismiss.completion-after-did-disappear", about: .completion, in: .dismissal,
      "The dismiss(animated:completion:) completion handler runs after the dismissed view "
        + "controller's viewDidDisappear(_:).",
      pattern: .precedes(
        .callback([.viewDidDisappear], of: .presented), then: .completionHandler),
      obligation: .uikit,
      sources: [
        .documented("OLDREF", "dismiss: the completion runs after viewDidDisappear:"),
        .inferred("DEC26", "transitionDidFinish:, dismissal"),
      ]),

    Rule(
      "modal.animation-ended-last", about: .animationEnded, in: .modal,
      "animationEnded(_:) comes after the did-end hook, the did-appearance callbacks and the "
        + "completion handler.",
      pattern: .neverAfter(
        .animationEnded(),
        then: Step(
          [
            .call(.presentationTransitionDidEnd), .call(.dismissalTransitionDidEnd),
            .call(.viewDidAppear), .call(.viewDidDisappear), .call(.completion),
          ],
          label: "the did-end hook, a did-appearance callback or the completion handler",
          channels: [.presentationController, .appearance, .completionHandler])),
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "completeTransition:, step 5"),
        .observed("REF", "seed 000 device trace"),
        .documented("SYM", "animationEnded(_:)"),
      ]),
  ]
}
