// The transition coordinator's blocks: alongside animations run with the animator, completions
// after the transition completes (VCPG-anim; H-coord; FACTS (a) 14 and 16.5).
extension LifecycleRules {
  static let coordinatorRules: [Rule] = [
    Rule(
      "coordinator.alongside-after-start", about: .animateAlongsideTransition, in: .modal,
      "Alongside animation blocks run only once UIKit has started the animator.",
      pattern: .precedes(.animatorStart, then: .alongsideAnimation),
      obligation: .uikit,
      sources: [
        .documented("VCPG-anim", "Creating Animations that Run Alongside a Transition"),
        .documented("H-coord", "animateAlongsideTransition:completion:"),
      ]),

    Rule(
      "coordinator.completion-after-complete", about: .animateAlongsideTransition, in: .modal,
      "The coordinator's completion blocks run only after the transition completes.",
      pattern: .precedes(.completion(), then: .coordinatorCompletion),
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "completeTransition:, _runAlongsideCompletions"),
        .observed("trace 10", "completeTransition: → _runAlongsideCompletions"),
        .observed("trace 07", "AXL: the coordinator's completion is called last"),
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
        .inferred("DEC26", "completeTransition:, steps 1.4 and 3"),
        .observed("trace 07", "AXL: present completion, then the coordinator's completion"),
      ],
      hint: "Do not rely on the coordinator's completion having run inside the present or "
        + "dismiss completion handler; it runs just after."),
  ]

  // The views the animator and the presentation controller add and remove (VCPG-anim,
  // VCPG-pres, H-trans).
  static let viewRules: [Rule] = [
    Rule(
      "present.to-view-added", about: .animateTransition, in: .presentation,
      "A presentation adds the presented view to the container view before "
        + "completeTransition(true).",
      pattern: .precedes(.toViewAdded, then: .completion(.equals(true))),
      obligation: .app,
      sources: [
        .documented("VCPG-anim", "Implementing Your Animator Objects: add the to view"),
        .documented("H-trans", "viewForKey:"),
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
        .documented("VCPG-anim", "Implementing Your Animator Objects: add the to view"),
        .documented("H-trans", "viewForKey:"),
        .documented("SYM", "UIModalPresentationStyle.fullScreen"),
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
        .documented("VCPG-pres", "Adding and Removing Custom Views"),
        .documented("SYM", "dismissalTransitionDidEnd(_:)"),
      ]),

    Rule(
      "present.cancel-removes-chrome", about: .presentationTransitionDidEnd, in: .presentation,
      "After a cancelled presentation, every view the presentation controller added is removed.",
      pattern: .eventuallyFollowedBy(.chromeAdded, response: .chromeRemoved, sameSubject: true),
      when: [.outcome(.cancelled)],
      obligation: .app,
      sources: [
        .documented("VCPG-pres", "Adding and Removing Custom Views"),
        .documented("SYM", "presentationTransitionDidEnd(_:)"),
      ]),
  ]

  // The whole log: one modal transition at a time per view controller (FACTS §5).
  static let logRules: [Rule] = [
    Rule(
      "modal.no-request-in-flight", about: .present, in: .log([.present, .dismiss]),
      "present(_:animated:completion:) and dismiss(animated:completion:) are not called on a "
        + "view controller while a presentation or dismissal it takes part in is in flight.",
      pattern: .neverAfter(
        .transitionRequested, then: .request, unless: [.completion()], sameViewController: true),
      obligation: .app,
      sources: [
        .observed(
          "FACTS §5",
          "UIKit warns \"while a presentation or dismiss is in progress\" "
            + "and does nothing"),
        .inferred("DEC26", "_presentWithAnimationController: refuses while transitioning"),
      ],
      hint: "Present again from the completion handler of the transition in flight, or ignore "
        + "the request while transitionCoordinator is not nil (a double tap is the usual cause).")
  ]
}
