// Appearance callbacks. The modal rules say which view controllers UIKit calls back and when
// (FACTS §2; DEC26 `_shouldDisablePresentersAppearanceCallbacks`); the generic rules hold for
// every view controller in every container.
extension LifecycleRules {
  static let appearanceRules: [Rule] = modalAppearanceRules + genericAppearanceRules

  static let modalAppearanceRules: [Rule] = [
    Rule(
      "modal.presenter-silent-unless-removed", about: .viewWillDisappear, in: .modal,
      "UIKit gives the presenter no will- or did-callbacks during a presentation or "
        + "dismissal unless shouldRemovePresentersView is true.",
      // viewIsAppearing(_:) is left out: it follows whichever will-callback began the
      // appearance, hand-forwarded ones included, and is judged by
      // appearance.is-appearing-while-appearing.
      pattern: .never(
        .callback(
          Step.willCallbacks + Step.didCallbacks, of: .presenter, origin: .uikit,
          label: "a will- or did-callback UIKit gives the presenter")),
      when: [.removesPresentersView(false)],
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "_shouldDisablePresentersAppearanceCallbacks"),
        .observed("FACTS §2", "splinter.com.au 2015; SPStorkController #19; Presentr #143"),
        .observed("trace 05", "pageSheet: no presenter callbacks since iOS 13"),
      ],
      hint: "The presenter of a .custom, .pageSheet or .overFullScreen presentation stays on "
        + "screen; if your code needs its callbacks, forward them with "
        + "beginAppearanceTransition/endAppearanceTransition, balanced, and log those calls."),

    Rule(
      "present.presenter-disappears-when-removed", about: .viewDidDisappear, in: .presentation,
      "When shouldRemovePresentersView is true, a finished presentation gives the presenter "
        + "viewDidDisappear(_:).",
      pattern: .followedBy(
        .completion(.equals(true)), .callback([.viewDidDisappear], of: .presenter)),
      when: [.removesPresentersView(true)],
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "transitionDidFinish:, step 1.3"),
        .observed("trace 05", "fullScreen: the presenter gets its callbacks"),
        .documented("SYM", "UIModalPresentationStyle.fullScreen"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; a presenter without it was "
        + "still on screen, so its presentation controller does not remove its view."),

    Rule(
      "present.presented-appears-before-presenter-disappears", about: .viewDidDisappear,
      in: .presentation,
      "When shouldRemovePresentersView is true, the presented view controller's "
        + "viewDidAppear(_:) comes before the presenter's viewDidDisappear(_:).",
      pattern: .precedes(
        .callback([.viewDidAppear], of: .presented),
        then: .callback([.viewDidDisappear], of: .presenter, origin: .uikit)),
      when: [.removesPresentersView(true)],
      obligation: .uikit,
      sources: [
        .observed("trace 05", "fullScreen, iOS 17+: second didAppear, then first didDisappear"),
        .inferred("DEC26", "transitionDidFinish:, steps 1.3"),
      ],
      hint: "Modal order is the opposite of navigation's (FACTS contradiction 4): do not depend "
        + "on the presenter disappearing before the presented view controller appears."),

    Rule(
      "dismiss.presenter-appears-first-when-removed", about: .viewDidAppear, in: .dismissal,
      "When shouldRemovePresentersView is true, a finished dismissal gives the presenter "
        + "viewDidAppear(_:) before the dismissed view controller's viewDidDisappear(_:).",
      pattern: .precedes(
        .callback([.viewDidAppear], of: .presenter),
        then: .callback([.viewDidDisappear], of: .presented)),
      when: [.removesPresentersView(true), .outcome(.finished)],
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "transitionDidFinish:, dismissal"),
        .inferred("FACTS (g)", "fullScreen dismissal order"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; do not forward the presenter's "
        + "appearance by hand when its view is removed."),

    Rule(
      "present.cancelled-presented-disappears", about: .viewDidDisappear, in: .presentation,
      "After a cancelled presentation the presented view controller gets viewDidDisappear(_:).",
      pattern: .followedBy(.completion(), .callback([.viewDidDisappear], of: .presented)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .documented("H-coord", "a cancelled transition reverses the will-callbacks"),
        .inferred("DEC26", "cancelBeginAppearanceTransition on the to-view controller"),
      ],
      hint: "Expect viewWillDisappear(_:) and viewDidDisappear(_:) right after viewWillAppear(_:) "
        + "when the user cancels; undo in them what viewWillAppear(_:) set up."),

    Rule(
      "dismiss.cancelled-presented-reappears", about: .viewWillAppear, in: .dismissal,
      "After a cancelled dismissal the presented view controller gets viewWillAppear(_:) and "
        + "viewDidAppear(_:) again, and no viewDidDisappear(_:).",
      pattern: .followedBy(.completion(), .callback([.viewDidAppear], of: .presented)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .observed("trace 06", "Eureka #1037"),
        .observed("trace 05", "pageSheet swipe cancelled, iOS 17+"),
        .documented("H-coord", "notifyWhenInteractionChangesUsingBlock:"),
      ],
      hint: "A second viewWillAppear(_:) after an interactive dismissal is expected (Hero #204): "
        + "the user let go, and the view controller stays."),
  ]

  static let genericAppearanceRules: [Rule] = [
    Rule(
      "appearance.will-did-balanced", about: .viewWillAppear, in: .viewController,
      "A view controller's will-callback is followed by its did-callback before the next "
        + "will-callback in the same direction, and no did-callback comes without its "
        + "will-callback; a cancel may turn a will-callback around.",
      pattern: .balanced(
        Pairing(
          [
            .init(
              open: .callback([.viewWillAppear], of: .viewController),
              close: .callback([.viewDidAppear], of: .viewController)),
            .init(
              open: .callback([.viewWillDisappear], of: .viewController),
              close: .callback([.viewDidDisappear], of: .viewController)),
          ], reversible: true, followsState: true, requiresClose: false, knownFrom: .viewDidLoad)),
      obligation: .app,
      sources: [
        .documented("SYM", "beginAppearanceTransition(_:animated:)"),
        .inferred("DEC26", "_shouldDisablePresentersAppearanceCallbacks"),
        .observed("FACTS §2", "BubbleTransition #33, HWPanModal #74: forwarding by hand"),
      ],
      hint: "A callback delivered twice usually means the appearance is forwarded by hand while "
        + "UIKit forwards it too (shouldRemovePresentersView is true, or .fullScreen): stop "
        + "calling beginAppearanceTransition on that view controller."),

    Rule(
      "appearance.is-appearing-while-appearing", about: .viewIsAppearing, in: .viewController,
      "viewIsAppearing(_:) comes between viewWillAppear(_:) and viewDidAppear(_:).",
      pattern: .precedes(
        .callback([.viewWillAppear], of: .viewController),
        then: .callback([.viewIsAppearing], of: .viewController),
        resetBy: [
          .callback([.viewDidAppear], of: .viewController),
          .callback([.viewWillDisappear], of: .viewController),
        ]),
      obligation: .uikit,
      sources: [.documented("SYM", "viewIsAppearing(_:)")],
      hint: "Nothing to fix in your code when UIKit delivers it."),

    Rule(
      "appearance.settled-by-transition-end", about: .viewDidAppear, in: .anyTransition,
      "Each will-callback UIKit delivers during a transition is answered by a did-callback of "
        + "the same view controller before the transition ends.",
      pattern: .eventuallyFollowedBy(
        .callback(Step.willCallbacks, of: .viewController, origin: .uikit),
        response: .callback(Step.didCallbacks, of: .viewController), sameSubject: true),
      obligation: .uikit,
      sources: [
        .inferred("DEC26", "transitionDidFinish: ends or cancels every appearance it began"),
        .observed("traces 01-06", "every will-callback has its did-callback"),
      ],
      hint: "If you forward appearance yourself, end it in the matching did-end hook; a "
        + "view controller left half-appeared misses viewDidAppear(_:) for good (Motion #24)."),

    Rule(
      "appearance.begin-end-balanced", about: .beginAppearanceTransition, in: .viewController,
      "Every beginAppearanceTransition(_:animated:) is balanced by an endAppearanceTransition() "
        + "on the same view controller.",
      pattern: .balanced(
        Pairing(
          [
            .init(open: .beginAppearance(isAppearing: true), close: .endAppearance),
            .init(open: .beginAppearance(isAppearing: false), close: .endAppearance),
          ], reversible: true, followsState: false, requiresClose: true)),
      obligation: .app,
      sources: [
        .documented("SYM", "beginAppearanceTransition(_:animated:)"),
        .observed("FACTS §2", "Douglas Hill: a begin in the other direction cancels"),
      ],
      hint: "Call endAppearanceTransition() where the change you forwarded ends (for a "
        + "presentation controller, in the matching …DidEnd(_:)); without it the view "
        + "controller never gets its did-callback."),
  ]
}
