// The completion stage, synchronously inside `completeTransition(_:)`: the did-end hook, the
// did-appearance callbacks, the completion handler, the coordinator's completions and
// `animationEnded(_:)`, in that order (docs/lifecycle.md#order-a-16 and #order-b-11; UIKit
// 26.1's -[UIPresentationController transitionDidFinish:]).
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
        .documented(
          .vcpgPresentationProcess, "the presentation's last step", at: "fact-did-end-first"),
        .inferred(
          .dec26TransitionDidFinish, "the did-end hook comes first, with the completion's flag",
          at: "fact-did-end-first"),
      ]),

    Rule(
      "dismiss.did-end-follows-complete", about: .dismissalTransitionDidEnd, in: .dismissal,
      "completeTransition(_:) is followed by dismissalTransitionDidEnd(_:) with the same flag.",
      pattern: .followedBy(.completion(), .hook(.dismissalTransitionDidEnd, flag: .matchesOutcome)),
      obligation: .uikit,
      sources: [
        .documented(
          .vcpgPresentationProcess, "the dismissal's last step", at: "fact-did-end-first"),
        .inferred(
          .dec26TransitionDidFinish, "the did-end hook comes first, with the completion's flag",
          at: "fact-did-end-first"),
      ]),

    Rule(
      "present.did-appear-after-did-end", about: .viewDidAppear, in: .presentation,
      "The presented view controller gets viewDidAppear(_:) after "
        + "presentationTransitionDidEnd(true).",
      pattern: .precedes(
        .hook(.presentationTransitionDidEnd, flag: .equals(true)),
        then: .callback([.viewDidAppear], of: .presented)),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26TransitionDidFinish, "the did-end hook, then the appearance ends", at: "order-a-16")
      ],
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
        .inferred(.dec26TransitionDidFinish, "the dismissal's completion", at: "order-b-11-3"),
        .observed(.ghWinobjc2114, at: "fact-relationship-torn-down-first"),
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
        .inferred(
          .dec26TransitionDidFinish, "runs inside completeTransition:",
          at: "fact-completion-inside-complete-transition"),
        .inferred(
          .dec26CompleteTransition, "the presentation controller's completion runs inside it",
          at: "fact-completion-inside-complete-transition"),
        .observed(.ghTzimagepicker402, at: "fact-completion-inside-complete-transition"),
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
      sources: [
        .inferred(
          .dec26TransitionDidFinish, "runs inside completeTransition:",
          at: "fact-completion-inside-complete-transition"),
        .inferred(.dec26CompleteTransition, at: "fact-completion-inside-complete-transition"),
      ],
      hint: "The dismissed view controller disappears when the animator calls "
        + "completeTransition(true); call it when the animation has really ended."),

    Rule(
      "present.completion-after-did-appear", about: .completion, in: .presentation,
      "The present(_:animated:completion:) completion handler runs after the presented view "
        + "controller's viewDidAppear(_:).",
      pattern: .precedes(.callback([.viewDidAppear], of: .presented), then: .completionHandler),
      obligation: .uikit,
      sources: [
        .documented(.oldrefPresentCompletion, at: "fact-completion-handler-after-appearance"),
        .documented(.uikitPresent, at: "fact-completion-handler-after-appearance"),
        .inferred(
          .dec26TransitionDidFinish, "the app's completion block runs after the appearance ends",
          at: "fact-completion-handler-after-appearance"),
      ]),

    Rule(
      "dismiss.completion-after-did-disappear", about: .completion, in: .dismissal,
      "The dismiss(animated:completion:) completion handler runs after the dismissed view "
        + "controller's viewDidDisappear(_:).",
      pattern: .precedes(
        .callback([.viewDidDisappear], of: .presented), then: .completionHandler),
      obligation: .uikit,
      sources: [
        .inferred(.dec26TransitionDidFinish, "the dismissal's completion", at: "order-b-11-4"),
        .documented(
          .uikitDismiss, "the block runs after the view controller is dismissed",
          at: "fact-completion-handler-after-appearance"),
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
        .inferred(
          .dec26CompleteTransition, "animationEnded: comes last, after every completion",
          at: "fact-animation-ended-last"),
        .observed(.logAviciiiphone2, "animationEnded last", at: "order-a-16-6"),
        .documented(.uikitAnimationEnded, at: "fact-animation-ended-last"),
      ]),
  ]
}
