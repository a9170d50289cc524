// Appearance callbacks. The modal rules say which view controllers UIKit calls back and when
// (docs/lifecycle.md#facts-appearance; UIKit 26.1's
// -[UIPresentationController _shouldDisablePresentersAppearanceCallbacks]); the generic rules
// hold for every view controller in every container.
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
        .inferred(.dec26DisablePresentersAppearance, at: "fact-presenter-silent-unless-removed"),
        .observed(
          .blogYeahg2021, "a page sheet gives the presenter no callbacks",
          at: "fact-presenter-silent-unless-removed"),
        .observed(.blogSplinter2015, at: "fact-presenter-silent-unless-removed"),
        .observed(.ghSpstorkcontroller19, at: "fact-presenter-silent-unless-removed"),
        .observed(.ghPresentr143, at: "fact-presenter-silent-unless-removed"),
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
        .inferred(
          .dec26TransitionDidFinish,
          "the presenter's appearance is ended after the presented one's",
          at: "order-a-16-3"),
        .observed(
          .logBetterhee2022, ".fullScreen: the presenter gets its callbacks",
          at: "fact-presenter-callbacks-when-removed"),
        .documented(.uikitStyleFullScreen, at: "fact-fullscreen-removes-presenter"),
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
        .observed(
          .logBetterhee2022,
          ".fullScreen: the presented view controller's didAppear, then the presenter's didDisappear",
          at: "fact-did-order-modal"),
        .inferred(
          .dec26TransitionDidFinish, "the appearance ends, the presented view controller's first",
          at: "fact-did-order-modal"),
      ],
      hint:
        "Modal order is the opposite of navigation's (docs/lifecycle.md#contradiction-did-order): "
        + "do not depend on the presenter disappearing before the presented view controller "
        + "appears."),

    Rule(
      "dismiss.presenter-appears-first-when-removed", about: .viewDidAppear, in: .dismissal,
      "When shouldRemovePresentersView is true, a finished dismissal gives the presenter "
        + "viewDidAppear(_:) before the dismissed view controller's viewDidDisappear(_:), "
        + "unless another transition in flight turns the presenter around.",
      pattern: .precedes(
        .callback([.viewDidAppear], of: .presenter),
        then: .callback([.viewDidDisappear], of: .presented)),
      when: [
        .removesPresentersView(true), .outcome(.finished), .presenterNotTurnedAround,
        .printsAppearCallbacks(.presenter),
      ],
      obligation: .uikit,
      sources: [
        .inferred(.dec26TransitionDidFinish, "the dismissal's completion", at: "order-b-11-2"),
        .observed(
          .logBetterhee2022,
          ".fullScreen: the presenter's didAppear, then the dismissed one's "
            + "didDisappear", at: "order-g-dismiss-1"),
        .inferred(
          .dec18EndAppearance,
          "a presenter the next dismissal of a stack removes gets viewDidDisappear(_:) instead",
          at: "fact-overlapping-appearance"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; do not forward the presenter's "
        + "appearance by hand when its view is removed."),

    Rule(
      "dismiss.presenter-reappears-when-removed", about: .viewDidAppear, in: .dismissal,
      "When shouldRemovePresentersView is true, a finished dismissal gives the presenter "
        + "viewWillAppear(_:) and viewDidAppear(_:): its view comes back.",
      // Judged only where the presenter printed viewWillAppear(_:) or viewDidAppear(_:): a
      // console that never prints them (an app that overrides only the disappear callbacks)
      // says nothing of their absence.
      pattern: .followedBy(
        .completion(.equals(true)), .callback([.viewDidAppear], of: .presenter)),
      when: [
        .removesPresentersView(true), .outcome(.finished), .presenterNotTurnedAround,
        .printsAppearCallbacks(.presenter),
      ],
      obligation: .uikit,
      // Apple's page says only that the presenter's views are removed; the callbacks that
      // bring them back are what the logs show.
      sources: [
        .documented(
          .uikitStyleFullScreen,
          "the presenting view controller's views are removed once the presentation completes",
          at: "fact-presenter-callbacks-when-removed"),
        .observed(
          .logBetterhee2022,
          ".fullScreen: the presenter's willAppear and didAppear in the dismissal",
          at: "fact-presenter-callbacks-when-removed"),
        .observed(
          .logJinnifyModal, "FullScreen Dismiss: FirstVC's viewWillAppear and viewDidAppear",
          at: "fact-presenter-callbacks-when-removed"),
      ],
      hint: "A presenter whose view UIKit removed is shown again by the dismissal; if its "
        + "viewWillAppear(_:) and viewDidAppear(_:) never print, its view never came back "
        + "(the presentation was not full screen after all) or the callbacks' overrides do "
        + "not call super."),

    Rule(
      "present.cancelled-presented-disappears", about: .viewDidDisappear, in: .presentation,
      "After a cancelled presentation the presented view controller gets viewDidDisappear(_:).",
      pattern: .followedBy(.completion(), .callback([.viewDidDisappear], of: .presented)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .documented(
          .transitionCoordinatorHeader, "a cancelled transition reverses the will-callbacks",
          at: "fact-cancel-sets-flag-then-handlers"),
        .inferred(
          .dec26CancelBeginAppearance, "the to-view controller's begun appearance is cancelled",
          at: "fact-cancel-reverses-to-first"),
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
        .observed(
          .ghEureka1037, "viewWillAppear and viewDidAppear, no viewDidDisappear",
          at: "fact-cancel-modal-dismissal"),
        .observed(.ghHero204, at: "fact-cancel-modal-dismissal"),
        .documented(
          .transitionCoordinatorHeader, "the comment on notifyWhenInteractionChangesUsingBlock:",
          at: "fact-cancel-sets-flag-then-handlers"),
      ],
      hint:
        "A second viewWillAppear(_:) after an interactive dismissal is expected (Hero issue #204): "
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
          ], reversible: true, followsState: true, requiresClose: false, knownFrom: .viewDidLoad,
          turnsOnlyInFlight: true)),
      obligation: .app,
      sources: [
        .documented(.uikitBeginAppearanceTransition, at: "fact-forwarding-by-hand"),
        .inferred(.dec26DisablePresentersAppearance, at: "fact-presenter-silent-unless-removed"),
        .observed(.ghBubbletransition33, at: "fact-forwarding-by-hand"),
        .observed(.ghHwpanmodal74, at: "fact-forwarding-by-hand"),
      ],
      hint: "A callback delivered twice usually means the appearance is forwarded by hand while "
        + "UIKit forwards it too (shouldRemovePresentersView is true, or .fullScreen): stop "
        + "calling beginAppearanceTransition on that view controller."),

    Rule(
      "appearance.loads-before-appearing", about: .viewDidLoad, in: .viewController,
      "A view controller's viewDidLoad() comes before its appearance callbacks: never while it "
        + "appears, is on screen or is disappearing.",
      pattern: .neverAfter(
        .callback(
          [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear],
          of: .viewController, label: "an appearance callback"),
        then: .viewDidLoad,
        // Once it disappeared it may be released, and another object given its address.
        unless: [.callback([.viewDidDisappear], of: .viewController)]),
      obligation: .uikit,
      sources: [
        .documented(.uikitViewDidLoad, at: "fact-view-loads-before-appearance"),
        .documented(.uikitViewWillAppear, at: "fact-view-loads-before-appearance"),
        .observed(.logVastdevblog2012, at: "fact-view-loads-before-appearance"),
        .observed(.logReadkeNav, at: "fact-view-loads-before-appearance"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it: a viewDidLoad() printed after "
        + "the view controller's appearance is another object's, or a print that runs late."),

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
      sources: [
        .documented(.uikitViewIsAppearing, at: "fact-view-is-appearing")
      ],
      hint: "Nothing to fix in your code when UIKit delivers it."),

    Rule(
      "appearance.settled-by-transition-end", about: .viewDidAppear, in: .anyTransition,
      "Each will-callback UIKit delivers during a transition is answered by a did-callback of "
        + "the same view controller before the transition ends; where transitions in flight "
        + "overlap on a view controller, the one that ends first may deliver it.",
      pattern: .eventuallyFollowedBy(
        .callback(Step.willCallbacks, of: .viewController, origin: .uikit),
        response: .callback(Step.didCallbacks, of: .viewController).inAnyTransitionInFlight(),
        sameSubject: true),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26TransitionDidFinish, "every appearance begun is ended or cancelled",
          at: "fact-will-did-pairs"),
        .observed(
          .logVastdevblog2012, "every will-callback has its did-callback", at: "fact-will-did-pairs"
        ),
        .observed(.logPgzxcTabBar, at: "fact-will-did-pairs"),
        .observed(.logBetterhee2022, at: "fact-will-did-pairs"),
        .inferred(
          .dec18EndAppearance, "the transition that ends first ends the appearance",
          at: "fact-overlapping-appearance"),
      ],
      hint: "If you forward appearance yourself, end it in the matching did-end hook; a "
        + "view controller left half-appeared misses viewDidAppear(_:) for good (Motion issue #24)."
    ),

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
        .documented(.uikitBeginAppearanceTransition, at: "fact-begin-end-balanced"),
        .documented(.uikitEndAppearanceTransition, at: "fact-begin-end-balanced"),
        .observed(.douglasHillCancelAppearance, at: "fact-begin-end-balanced"),
        .inferred(.dec26CancelBeginAppearance, at: "fact-begin-end-balanced"),
      ],
      hint: "Call endAppearanceTransition() where the change you forwarded ends (for a "
        + "presentation controller, in the matching …DidEnd(_:)); without it the view "
        + "controller never gets its did-callback."),
  ]
}
