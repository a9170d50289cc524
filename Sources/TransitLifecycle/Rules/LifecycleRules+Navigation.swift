// A navigation controller's pushes and pops, FACTS (e): the delegate's requests synchronously
// inside the push or pop (NAV83), the will-callbacks and `willShow` at the next layout pass, the
// did-callbacks and `didShow` inside `completeTransition(true)` (traces 01-03), and the reversed
// callbacks with no `didShow` after a cancelled interactive pop (trace 03; BufferedNavigation-
// Controller #5).
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
        .inferred("NAV83", "pushViewController: _customTransitionController:, then the duration"),
        .inferred("FACTS (e)", "steps 1-2"),
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
        .inferred("NAV83", "the duration is cached before _customInteractionController:"),
        .inferred("FACTS (e)", "steps 2-3"),
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
          "SYM",
          "navigationController(_:animationControllerFor:from:to:): nil for the standard "
            + "transition; interactivity also needs interactionControllerFor"),
        .inferred("NAV83", "_customInteractionController: only with a custom animator"),
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
          "DEC26",
          "startDeferredTransitionIfNeeded: willTransitionFromViewController:, then "
            + "_startCustomTransition:"),
        .inferred("FACTS (e)", "steps 8-9"),
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
        .observed("trace 01", "B viewDidLoad, then A viewWillDisappear"),
        .observed("trace 02", "B_ViewController viewDidLoad, then A viewWillDisappear:"),
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
        .observed("trace 01", "push and pop"),
        .observed("traces 02-03", "from-willDisappear, to-willAppear"),
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
        .observed("trace 01", "A viewWillDisappear, B viewWillAppear, willShow B"),
        .inferred("FACTS (e)", "steps 6-8"),
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
        .observed("traces 01-03", "from-didDisappear, then to-didAppear"),
        .observed("FACTS contradiction 4", "navigation's did order is the opposite of modal's"),
      ],
      hint: "Navigation's did order is the opposite of a full-screen modal's (FACTS "
        + "contradiction 4): do not depend on the incoming view controller appearing first."),

    Rule(
      "nav.did-show-after-did-callbacks", about: .navigationControllerDidShow,
      in: .navigation,
      "navigationController(_:didShow:animated:) comes after both did-callbacks: after the "
        + "incoming view controller's viewDidAppear(_:), which follows the outgoing one's "
        + "viewDidDisappear(_:).",
      // With nav.did-order-from-first, one precedence keeps didShow after both.
      pattern: .precedes(.callback([.viewDidAppear], of: .to), then: .didShow),
      obligation: .uikit,
      sources: [
        .observed("trace 01", "A viewDidDisappear, B viewDidAppear, didShow B"),
        .inferred("FACTS (e)", "steps 10.1-10.3"),
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
        .observed("BufferedNavigationController #5", "no didShow after a cancelled pop, iOS 7"),
        .observed("trace 03", "cancelled interactive pop"),
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
        .observed("trace 03", "the original view controller gets willAppear and didAppear"),
        .observed("FACTS contradiction 5", "wangling, iOS 7 navigation: reversed will and did"),
        .documented("H-coord", "a cancelled transition reverses the will-callbacks"),
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
        .observed("trace 03", "willDisappear and didDisappear, then willAppear and didAppear"),
        .inferred(
          "DEC26",
          "cancelBeginAppearanceTransition on the to-, then the from-view "
            + "controller"),
      ],
      hint: "Undo in the revealed view controller's viewDidDisappear(_:) what its "
        + "viewWillAppear(_:) set up; it runs before the popped one reappears."),
  ]
}
