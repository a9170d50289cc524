// A navigation controller's pushes and pops (docs/lifecycle.md#order-e): the delegate's requests
// synchronously inside the push or pop (the reconstruction of UIKit 8.3's push path), the
// will-callbacks and `willShow` at the next layout pass, the did-callbacks and `didShow` inside
// `completeTransition(true)` (the Vast and readke.com device logs), and the reversed callbacks
// with no `didShow` after a cancelled interactive pop (Wang Ling's 2014 log;
// BufferedNavigationController issue #5).
extension LifecycleRules {
  static let navigationRules: [Rule] = navigationRequestRules + navigationAppearanceRules

  static let navigationRequestRules: [Rule] = [
    Rule(
      "nav.duration-after-animator", about: .transitionDuration, in: .navigation,
      "UIKit asks the animator for transitionDuration(using:) only after "
        + "navigationController(_:animationControllerFor:from:to:) returned it.",
      pattern: .precedes(
        .containerVended(.navigationAnimationController), then: .durationAsked),
      obligation: .uikit,
      sources: [
        .inferred(.disNavigation83, "the animator request, then the duration", at: "order-e-2")
      ],
      hint: "Return the duration from the animator the delegate vends; UIKit reads it once, "
        + "inside pushViewController(_:animated:), and keeps it for the transition."),

    Rule(
      "nav.duration-before-interaction", about: .navigationInteractionController,
      in: .navigation,
      "UIKit asks navigationController(_:interactionControllerFor:) only after the animator's "
        + "transitionDuration(using:), so the duration comes between the two requests.",
      pattern: .precedes(
        .durationAsked, then: .containerAsked(.navigationInteractionController)),
      obligation: .uikit,
      sources: [
        .inferred(
          .disNavigation83, "the duration is kept before the interaction controller is asked for",
          at: "order-e-3")
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; do not read the interaction "
        + "controller's state in transitionDuration(using:), which runs first."),

    Rule(
      "nav.interaction-asked-after-animator", about: .navigationInteractionController,
      in: .navigation,
      "UIKit asks navigationController(_:interactionControllerFor:) only after "
        + "navigationController(_:animationControllerFor:from:to:) returned an animator.",
      pattern: .precedes(
        .containerVended(.navigationAnimationController),
        then: .containerAsked(.navigationInteractionController)),
      obligation: .uikit,
      sources: [
        .documented(
          .uikitNavAnimationController,
          "nil for the standard transition; interactivity also needs interactionControllerFor",
          at: "fact-interaction-asked-after-animator"),
        .documented(.uikitNavInteractionController, at: "fact-interaction-asked-after-animator"),
        .inferred(
          .disNavigation83, "_customInteractionController: is asked only after a custom animator",
          at: "fact-interaction-asked-after-animator"),
      ],
      hint: "Return an animator from navigationController(_:animationControllerFor:from:to:); "
        + "without one UIKit pushes and pops the standard way and never asks for an "
        + "interaction controller."),

    Rule(
      "nav.will-show-before-animator", about: .navigationControllerWillShow, in: .navigation,
      "navigationController(_:willShow:animated:) comes before UIKit starts the animator.",
      pattern: .neverAfter(.animatorStart, then: .willShow),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26TransitionConductor, "the will-callbacks, then _startCustomTransition:",
          at: "fact-nav-will-show"),
        .observed(.logVastdevblog2012, at: "order-e-8"),
      ],
      hint: "Do in willShow what must be in place before the animation starts; the animator "
        + "runs right after it."),
  ]

  static let navigationAppearanceRules: [Rule] = [
    Rule(
      "nav.incoming-loads-first", about: .viewDidLoad, in: .navigation,
      "The incoming view controller's viewDidLoad() comes before the outgoing one's "
        + "viewWillDisappear(_:).",
      pattern: .neverAfter(
        .callback([.viewWillDisappear], of: .from),
        then: .callback([.viewDidLoad], of: .to)),
      obligation: .uikit,
      sources: [
        .observed(
          .logVastdevblog2012,
          "the pushed view controller's viewDidLoad, then the top one's viewWillDisappear",
          at: "fact-nav-will-order"),
        .observed(
          .logReadkeNav,
          "the pushed view controller's viewDidLoad, then the top one's viewWillDisappear:",
          at: "fact-nav-will-order"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; the pushed view controller is "
        + "loaded before the one it covers starts to disappear."),

    Rule(
      "nav.will-order-from-first", about: .viewWillDisappear, in: .navigation,
      "In a push or pop, the outgoing view controller gets viewWillDisappear(_:) before the "
        + "incoming one gets viewWillAppear(_:).",
      pattern: .precedes(
        .callback([.viewWillDisappear], of: .from), then: .callback([.viewWillAppear], of: .to)),
      obligation: .uikit,
      sources: [
        .observed(.logVastdevblog2012, at: "fact-nav-will-order"),
        .observed(
          .logReadkeNav,
          "the top view controller's viewWillDisappear:, then the pushed one's viewWillAppear:",
          at: "fact-nav-will-order"),
        .observed(.logWangling2014, at: "fact-nav-will-order"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; a log with the incoming view "
        + "controller first was not recorded from a navigation controller."),

    Rule(
      "nav.will-show-after-will-callbacks", about: .navigationControllerWillShow,
      in: .navigation,
      "navigationController(_:willShow:animated:) comes after both will-callbacks: after the "
        + "incoming view controller's viewWillAppear(_:), which follows the outgoing one's "
        + "viewWillDisappear(_:).",
      // With nav.will-order-from-first, one precedence keeps willShow after both.
      pattern: .precedes(.callback([.viewWillAppear], of: .to), then: .willShow),
      obligation: .uikit,
      sources: [
        .observed(
          .logVastdevblog2012,
          "the old view controller's viewWillDisappear, the new one's viewWillAppear, then willShow",
          at: "fact-nav-will-show"),
        .observed(.logReadkeNav, at: "order-e-6"),
      ],
      hint: "Both view controllers have begun their appearance changes by the time the delegate "
        + "hears willShow; read their state there, not earlier."),

    Rule(
      "nav.did-order-from-first", about: .viewDidAppear, in: .navigation,
      "In a push or pop, the outgoing view controller gets viewDidDisappear(_:) before the "
        + "incoming one gets viewDidAppear(_:).",
      pattern: .precedes(
        .callback([.viewDidDisappear], of: .from), then: .callback([.viewDidAppear], of: .to)),
      obligation: .uikit,
      sources: [
        .observed(
          .logVastdevblog2012,
          "the old view controller's viewDidDisappear, then the new one's "
            + "viewDidAppear", at: "fact-nav-did-order"),
        .observed(.logReadkeNav, at: "fact-nav-did-order"),
        .observed(.logWangling2014, at: "fact-nav-did-order"),
      ],
      hint: "Navigation's did order is the opposite of a full-screen modal's "
        + "(docs/lifecycle.md#contradiction-did-order): do not depend on the incoming view "
        + "controller appearing first."),

    Rule(
      "nav.pop-revealed-appears", about: .viewDidAppear, in: .pop,
      "A finished pop gives the view controller it reveals viewWillAppear(_:) and "
        + "viewDidAppear(_:).",
      // Judged only where that view controller printed viewWillAppear(_:) or
      // viewDidAppear(_:): its disappear callbacks alone say nothing of the others.
      pattern: .followedBy(.completion(.equals(true)), .callback([.viewDidAppear], of: .to)),
      when: [.outcome(.finished), .printsAppearCallbacks(.to)],
      obligation: .uikit,
      sources: [
        .documented(
          .uikitPopViewController,
          "the new top of the stack becomes the active view controller and its view is shown",
          at: "order-e-pop"),
        .documented(
          .uikitViewWillAppear, "sent before the view is added to a view hierarchy",
          at: "order-e-pop"),
        .documented(
          .uikitViewDidAppear, "sent once the view was added to a view hierarchy",
          at: "order-e-pop"),
        .observed(
          .logWangling2014, "the revealed view controller's willAppear and didAppear",
          at: "order-e-pop"),
      ],
      hint: "The view controller a pop reveals appears again; if its callbacks never print, "
        + "check that its overrides call super and that the navigation controller is on "
        + "screen."),

    Rule(
      "nav.did-show-after-did-callbacks", about: .navigationControllerDidShow,
      in: .navigation,
      "navigationController(_:didShow:animated:) comes after both did-callbacks: after the "
        + "incoming view controller's viewDidAppear(_:), which follows the outgoing one's "
        + "viewDidDisappear(_:).",
      // With nav.did-order-from-first, one precedence keeps didShow after both.
      pattern: .precedes(.callback([.viewDidAppear], of: .to), then: .didShow),
      when: [.printsAppearCallbacks(.to)],
      obligation: .uikit,
      sources: [
        .observed(
          .logVastdevblog2012,
          "the old view controller's viewDidDisappear, the new one's viewDidAppear, then didShow",
          at: "fact-nav-did-order"),
        .observed(.logReadkeNav, at: "order-e-10-1"),
      ],
      hint: "Treat didShow as the moment the push or pop is over for both view controllers."),

    Rule(
      "nav.cancelled-pop-no-did-show", about: .navigationControllerDidShow, in: .pop,
      "A cancelled interactive pop never tells the delegate navigationController(_:didShow:"
        + "animated:).",
      pattern: .never(.didShow),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .observed(.ghBufferednavigation5, at: "fact-cancel-nav-pop"),
        .observed(.logWangling2014, "cancelled interactive pop", at: "fact-cancel-nav-pop"),
      ],
      hint: "Do not wait for didShow to undo what willShow started: after a cancelled swipe "
        + "back it never comes. Use the transition coordinator's notifyWhenInteractionChanges "
        + "or the view controller's viewDidAppear(_:) instead."),

    Rule(
      "nav.cancelled-pop-reappears", about: .viewDidAppear, in: .pop,
      "After a cancelled interactive pop, the view controller the user tried to pop gets "
        + "viewWillAppear(_:) and viewDidAppear(_:) again.",
      pattern: .followedBy(.completion(), .callback([.viewDidAppear], of: .from)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .observed(
          .logWangling2014, "the original view controller gets willAppear and didAppear",
          at: "fact-cancel-nav-pop"),
        .documented(
          .transitionCoordinatorHeader, "a cancelled transition reverses the will-callbacks",
          at: "contradiction-cancel-appearance"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "contradiction-cancel-appearance"),
      ],
      hint: "A second viewWillAppear(_:) after a swipe back the user let go of is expected: the "
        + "view controller stays on top."),

    Rule(
      "nav.cancelled-pop-reverses-incoming-first", about: .viewWillAppear, in: .pop,
      "After a cancelled interactive pop, the view controller that was being revealed gets "
        + "viewWillDisappear(_:) and viewDidDisappear(_:) before the one that stays gets "
        + "viewWillAppear(_:).",
      pattern: .precedes(
        .callback([.viewDidDisappear], of: .to), then: .callback([.viewWillAppear], of: .from)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .observed(
          .logWangling2014, "willDisappear and didDisappear, then willAppear and didAppear",
          at: "fact-cancel-nav-pop"),
        .inferred(
          .dec26CancelBeginAppearance,
          "the to-view controller is cancelled first, then the from-view controller",
          at: "fact-cancel-reverses-to-first"),
      ],
      hint: "Undo in the revealed view controller's viewDidDisappear(_:) what its "
        + "viewWillAppear(_:) set up; it runs before the popped one reappears."),
  ]
}
