// The transition coordinator's blocks: alongside animations run with the animator, completions
// after the transition completes (View Controller Programming Guide, "Creating Animations that
// Run Alongside a Transition"; the UIViewControllerTransitionCoordinator.h header comments;
// docs/lifecycle.md#order-a-14 and #order-a-16-5).
extension LifecycleRules {
  static let coordinatorRules: [Rule] = [
    Rule(
      "coordinator.alongside-after-start", about: .animateAlongsideTransition, in: .modal,
      "Alongside animation blocks run only once UIKit has started the animator.",
      pattern: .precedes(.animatorStart, then: .alongsideAnimation),
      obligation: .uikit,
      sources: [
        .documented(.vcpgAlongside, at: "fact-alongside-with-animator"),
        .documented(
          .transitionCoordinatorHeader, "the comment on animateAlongsideTransition:completion:",
          at: "fact-alongside-with-animator"),
        .documented(.uikitAnimateAlongside, at: "fact-alongside-with-animator"),
      ]),

    Rule(
      "coordinator.completion-after-complete", about: .animateAlongsideTransition, in: .modal,
      "The coordinator's completion blocks run only after the transition completes.",
      pattern: .precedes(.completion(), then: .coordinatorCompletion),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26CompleteTransition, "_runAlongsideCompletions runs the coordinator's completions",
          at: "fact-coordinator-completion-after-handler"),
        .observed(
          .ghTzimagepicker402, "the stack: completeTransition: → _runAlongsideCompletions",
          at: "fact-coordinator-completion-after-handler"),
      ],
      hint: "Finish what depends on the transition's outcome in the completion block, reading "
        + "context.isCancelled."),

    Rule(
      "coordinator.completion-after-handler", about: .animateAlongsideTransition, in: .modal,
      "The coordinator's completion blocks run after the present or dismiss completion handler.",
      pattern: .precedes(.completionHandler, then: .coordinatorCompletion),
      when: [.completionHandlerGiven, .outcome(.finished)],
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26CompleteTransition, "the completion handler runs before _runAlongsideCompletions",
          at: "fact-coordinator-completion-after-handler"),
        .observed(
          .ghTzimagepicker402,
          "the stack: the coordinator's completion runs from completeTransition:",
          at: "fact-coordinator-completion-after-handler"),
      ],
      hint: "Do not rely on the coordinator's completion having run inside the present or "
        + "dismiss completion handler; it runs just after."),
  ]

  // The views the animator and the presentation controller add and remove (View Controller
  // Programming Guide, "Implementing Your Animator Objects" and "Managing and Animating Custom
  // Views"; the UIViewControllerTransitioning.h header comments).
  static let viewRules: [Rule] = [
    Rule(
      "present.to-view-added", about: .animateTransition, in: .presentation,
      "A presentation adds the presented view to the container view before "
        + "completeTransition(true).",
      pattern: .precedes(.toViewAdded, then: .completion(.equals(true))),
      obligation: .app,
      sources: [
        .documented(
          .vcpgImplementingAnimators, "add the to view to the container view",
          at: "fact-animator-adds-to-view"),
        .documented(
          .transitioningHeader, "the comment on viewForKey:", at: "fact-view-for-key-nil"),
      ],
      hint: "For a custom animator UIKit does not add the presented view to the container view: "
        + "the animator must."),

    Rule(
      "dismiss.to-view-added", about: .animateTransition, in: .dismissal,
      "A dismissal whose presentation removed the presenter's view adds that view back to the "
        + "container view before completeTransition(true).",
      pattern: .precedes(.presenterViewAdded, then: .completion(.equals(true))),
      when: [.removesPresentersView(true), .customAnimator(true)],
      obligation: .app,
      sources: [
        .documented(
          .vcpgImplementingAnimators, "add the to view to the container view",
          at: "fact-animator-adds-to-view"),
        .documented(
          .transitioningHeader, "the comment on viewForKey:", at: "fact-view-for-key-nil"),
        .documented(.uikitStyleFullScreen, at: "fact-fullscreen-removes-presenter"),
      ],
      hint: "The presenter's view left the window when the presentation completed, and UIKit "
        + "puts it back only once the dismissal completes: insert view(forKey: .to) into the "
        + "container view below the presented view, or the dismissal uncovers an empty window."),

    Rule(
      "dismiss.chrome-removed-after-did-end", about: .dismissalTransitionDidEnd,
      in: .dismissal,
      "During a dismissal the presentation controller removes its views only after "
        + "dismissalTransitionDidEnd(true).",
      pattern: .precedes(
        .hook(.dismissalTransitionDidEnd, flag: .equals(true)), then: .chromeRemoved),
      obligation: .app,
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .documented(.uikitDismissalDidEnd, at: "fact-custom-views-lifecycle"),
      ]),

    Rule(
      "present.cancel-removes-chrome", about: .presentationTransitionDidEnd, in: .presentation,
      "After a cancelled presentation, every view the presentation controller added is removed.",
      pattern: .eventuallyFollowedBy(.chromeAdded, response: .chromeRemoved, sameSubject: true),
      when: [.outcome(.cancelled)],
      obligation: .app,
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .documented(.uikitPresentationDidEnd, at: "fact-custom-views-lifecycle"),
      ]),
  ]

  // The whole log: one modal transition at a time per view controller
  // (docs/lifecycle.md#fact-request-while-in-flight).
  static let logRules: [Rule] = [
    Rule(
      "modal.no-request-in-flight", about: .present, in: .log([.present, .dismiss]),
      "present(_:animated:completion:) and dismiss(animated:completion:) are not called on a "
        + "view controller while a presentation or dismissal it takes part in is in flight.",
      pattern: .neverAfter(
        .transitionRequested, then: .request, unless: [.completion()], sameViewController: true),
      obligation: .app,
      sources: [
        .observed(.ghPromotion473, at: "fact-request-while-in-flight"),
        .observed(.radar17762871, at: "fact-request-while-in-flight"),
        .observed(.ghZfdragablemodal3, at: "fact-request-while-in-flight"),
        .inferred(
          .dec26PresentWhileTransitioning,
          "a presentation is refused while a transition is in flight",
          at: "fact-request-while-in-flight"),
      ],
      hint: "Present again from the completion handler of the transition in flight, or ignore "
        + "the request while transitionCoordinator is not nil (a double tap is the usual cause).")
  ]
}
