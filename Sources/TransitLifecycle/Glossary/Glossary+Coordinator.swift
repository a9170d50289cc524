// The transition coordinator and the closures UIKit runs: blocks the app handed over earlier
// and UIKit calls at its moment (the View Controller Programming Guide, "The Transition
// Coordinator"; the UIViewControllerTransitionCoordinator.h header comments;
// docs/lifecycle.md#order-a-14, #order-a-16-4 and #order-a-16-5).
extension Glossary {
  /// The coordinator's calls, then each closure under the name the log gives it.
  static let coordinator: [GlossaryEntry] = [
    GlossaryEntry(
      .animateAlongsideTransition,
      meaning:
        "Code hands the transition coordinator an animation to run with the transition's own, "
        + "and a completion to run after it. UIKit keeps both: the animation runs inside the "
        + "animator's first block animation, the completion inside completeTransition(_:).",
      belongs:
        "Call animate(alongsideTransition:completion:) from presentationTransitionWillBegin(), "
        + "dismissalTransitionWillBegin() or viewWillAppear(_:) to fade chrome or move your own "
        + "views in step with the transition.",
      avoid:
        "Don't count on animate(alongsideTransition:completion:)'s completion running after your "
        + "animation is visibly over (the old reference warns it may not); it runs when the "
        + "transition completes.",
      sources: [
        .documented(.vcpgAlongside, at: "fact-alongside-with-animator"),
        .documented(
          .transitionCoordinatorHeader,
          "animateAlongsideTransition:completion:: the completion may come before your animation finishes",
          at: "fact-alongside-with-animator"),
        .documented(.uikitAnimateAlongside, at: "fact-alongside-with-animator"),
      ]),
    GlossaryEntry(
      .notifyWhenInteractionChanges,
      meaning:
        "Code asks the coordinator to be told when the transition stops being driven by the "
        + "finger. The handler runs inside finish() or cancel(), before any reversed "
        + "will-callback.",
      belongs:
        "Call notifyWhenInteractionChanges(_:) from viewWillAppear(_:) when a view controller "
        + "must react the moment the user lets go, reading context.isCancelled.",
      sources: [
        .documented(
          .transitionCoordinatorHeader, "the comment on notifyWhenInteractionChangesUsingBlock:",
          at: "fact-cancel-sets-flag-then-handlers"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "fact-cancel-sets-flag-then-handlers"),
      ]),
    GlossaryEntry(
      .alongsideTransition,
      meaning:
        "UIKit runs an alongside animation block handed over earlier, inside the animator's "
        + "first block animation, so what it changes animates with the transition. An animator "
        + "that uses Core Animation alone has no block animation; the blocks then run just after "
        + "animateTransition(using:) returns.",
      belongs:
        "In the alongsideTransition(_:) block, set the final values of what should move with "
        + "the transition (chrome alpha, your own frames); UIKit animates them.",
      avoid:
        "Don't add or remove views in the alongsideTransition(_:) block: add them before "
        + "registering it, and remove them in a did-end hook or the completion.",
      sources: [
        .documented(.vcpgAlongside, at: "fact-alongside-with-animator"),
        .inferred(
          .dec26RunCustomTransition, "alongside blocks join the animator's first animation",
          at: "fact-alongside-with-animator"),
      ]),
    GlossaryEntry(
      .completion,
      meaning:
        "UIKit runs the completion handed to present(_:animated:completion:) or "
        + "dismiss(animated:completion:). It comes inside completeTransition(_:), after the "
        + "did-appearance callbacks and before the coordinator's completions.",
      belongs:
        "Put in the present or dismiss completion() what needs the transition over: the next "
        + "presentation, enabling buttons, analytics.",
      avoid:
        "Don't count on completion() after a cancelled interactive transition: whether UIKit "
        + "runs it is not established (docs/lifecycle.md#order-d-10-4).",
      sources: [
        .documented(.oldrefPresentCompletion, at: "fact-completion-handler-after-appearance"),
        .documented(.uikitPresent, at: "fact-completion-handler-after-appearance"),
        .inferred(
          .dec26TransitionDidFinish, "the app's completion block runs after the appearance ends",
          at: "fact-completion-handler-after-appearance"),
        .observed(
          .ghTzimagepicker402,
          "the stack: the coordinator's completion runs from completeTransition:",
          at: "fact-coordinator-completion-after-handler"),
        .inferred(.dec26CompleteTransition, at: "fact-coordinator-completion-after-handler"),
      ]),
    GlossaryEntry(
      .completionWithArgument,
      meaning:
        "UIKit runs a completion that takes an argument, handed over earlier by the call the "
        + "record's block names. A block animation's completion gets finished; the "
        + "coordinator's gets its context.",
      belongs:
        "Finish in completion(_:) what the call that handed it over started: for an animator's "
        + "block animation, remove temporary views and call completeTransition(_:).",
      sources: [
        .documented(
          .vcpgImplementingAnimators,
          "the listing calls completeTransition in the animation's completion",
          at: "fact-complete-transition-trusts-argument"),
        .documented(.uikitCompleteTransition, at: "fact-complete-transition-trusts-argument"),
        .documented(
          .transitionCoordinatorHeader, "the comment on animateAlongsideTransition:completion:",
          at: "fact-alongside-with-animator"),
        .documented(.uikitAnimateAlongside, at: "fact-alongside-with-animator"),
      ]),
    GlossaryEntry(
      .interactionChanged,
      meaning:
        "UIKit runs a handler registered with notifyWhenInteractionChanges(_:): the finger let "
        + "go, and context.isCancelled says which way the transition goes.",
      belongs:
        "In the handler(_:), undo at once what should not survive a cancel, before the reversed "
        + "will-callbacks arrive.",
      sources: [
        .documented(
          .transitionCoordinatorHeader, "the comment on notifyWhenInteractionChangesUsingBlock:",
          at: "fact-cancel-sets-flag-then-handlers"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "fact-cancel-sets-flag-then-handlers"),
      ]),
  ]

  /// A closure told apart by the call that handed it over.
  struct ClosureEntry: Sendable {
    let giver: CallName
    let call: CallName
    let entry: GlossaryEntry
  }

  /// The completion of a block animation an animator started: where its work ends.
  static let animationCompletion = GlossaryEntry(
    .completionWithArgument,
    meaning:
      "The block animation has ended, and UIKit runs its completion with finished. Inside an "
      + "animator this is where the transition's own animation is really over.",
    belongs:
      "In the animation's completion(_:), remove the temporary views you added to the "
      + "container view, then call "
      + "transitionContext.completeTransition(!transitionContext.transitionWasCancelled).",
    avoid:
      "Don't leave the backdrop or snapshot views in place when completion(_:) runs: nothing "
      + "UIKit does later removes them.",
    sources: [
      .documented(
        .vcpgImplementingAnimators,
        "the listing calls completeTransition in the animation's completion",
        at: "fact-complete-transition-trusts-argument"),
      .documented(.uikitCompleteTransition, at: "fact-complete-transition-trusts-argument"),
      .observed(
        .logAviciiiphone2, "completeTransition in the spring animation's completion",
        at: "fact-completion-inside-complete-transition"),
    ])

  /// Closures whose meaning depends on who handed them over.
  static let closures: [ClosureEntry] =
    [
      ClosureEntry(
        giver: .addCompletion, call: .completionWithArgument, entry: propertyAnimatorCompletion),
      ClosureEntry(
        giver: .transitionFromTo, call: .completionWithArgument,
        entry: childTransitionCompletion),
      ClosureEntry(
        giver: .setPageViewControllers, call: .completionWithArgument, entry: pageSetCompletion),
      ClosureEntry(giver: .addAction, call: .alertActionHandler, entry: alertActionHandler),
    ]
    + blockAnimations.map {
      ClosureEntry(giver: $0, call: .completionWithArgument, entry: animationCompletion)
    } + [
      ClosureEntry(
        giver: .animateAlongsideTransition, call: .completionWithArgument,
        entry: GlossaryEntry(
          .completionWithArgument,
          meaning:
            "The transition has completed, and UIKit runs the coordinator's completion with "
            + "its context. It comes inside completeTransition(_:), after the present or "
            + "dismiss completion and before animationEnded(_:).",
          belongs:
            "In the coordinator's completion(_:), read context.isCancelled and keep or undo what "
            + "the alongside animation changed.",
          avoid:
            "Don't assume the coordinator's completion(_:) runs inside the present or dismiss "
            + "completion: it runs just after it.",
          sources: [
            .inferred(
              .dec26CompleteTransition,
              "_runAlongsideCompletions runs the coordinator's completions",
              at: "fact-coordinator-completion-after-handler"),
            .inferred(.dec26TransitionDidFinish, at: "fact-coordinator-completion-after-handler"),
            .observed(
              .ghTzimagepicker402,
              "the stack: the coordinator's completion runs from completeTransition:",
              at: "fact-coordinator-completion-after-handler"),
          ])),
      ClosureEntry(
        giver: .present, call: .completion,
        entry: GlossaryEntry(
          .completion,
          meaning:
            "UIKit runs the completion handed to present(_:animated:completion:): the presented "
            + "view controller is on screen. It comes inside completeTransition(true), after its "
            + "viewDidAppear(_:).",
          belongs:
            "Put in present's completion() what needs the presented view controller on screen.",
          avoid:
            "Don't count on present's completion() after a cancelled interactive presentation: "
            + "whether UIKit runs it is not established.",
          sources: [
            .documented(.oldrefPresentCompletion, at: "fact-completion-handler-after-appearance"),
            .documented(.uikitPresent, at: "fact-completion-handler-after-appearance"),
            .inferred(
              .dec26TransitionDidFinish,
              "the app's completion block runs after the appearance ends",
              at: "fact-completion-handler-after-appearance"),
          ])),
      ClosureEntry(
        giver: .dismiss, call: .completion,
        entry: GlossaryEntry(
          .completion,
          meaning:
            "UIKit runs the completion handed to dismiss(animated:completion:): the dismissed "
            + "view controller is gone. It comes inside completeTransition(true), after its "
            + "viewDidDisappear(_:).",
          belongs:
            "Put in dismiss's completion() what must wait for the dismissed view controller to "
            + "be gone, such as presenting the next one.",
          avoid:
            "Don't count on dismiss's completion() after a cancelled interactive dismissal: "
            + "whether UIKit runs it is not established.",
          sources: [
            .documented(.uikitDismiss, at: "fact-completion-handler-after-appearance"),
            .inferred(.dec26TransitionDidFinish, "the dismissal's completion", at: "order-b-11"),
          ])),
    ]
}
