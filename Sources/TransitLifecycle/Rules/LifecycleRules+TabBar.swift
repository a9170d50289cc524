// A tab bar controller's switches (docs/lifecycle.md#order-f): `shouldSelect` and `didSelect`
// only for a tap (Apple's UITabBarControllerDelegate pages), the animator asked for every switch
// (Matt Neuburg's custom tab animation), UIKit's own switch in the order of pgzxc's device log, a
// delegate's animator completed to-view controller first and cancelled in reverse (UIKit 26.1's
// UITabBarController). The will order on the animator's path, where `didSelect` falls and
// whether a cancel gives did-callbacks are unverified (#order-f-5, #order-f-7 and
// #contradiction-cancel-appearance), and no rule claims them.
extension LifecycleRules {
  static let tabBarRules: [Rule] = [
    Rule(
      "tab.selection-callbacks-only-for-taps", about: .tabBarControllerDidSelect,
      in: .tabSwitch,
      "UIKit calls tabBarController(_:shouldSelect:) and tabBarController(_:didSelect:) only "
        + "for a tap on the tab bar, never for a switch code makes by setting selectedIndex or "
        + "selectedViewController.",
      pattern: .never(.selectionCallback),
      when: [.requestedInCode],
      obligation: .uikit,
      sources: [
        .documented(
          .uikitTabDidSelect, "called only in response to user taps",
          at: "fact-tab-selection-callbacks-taps-only"),
        .documented(
          .uikitTabShouldSelect, "asked only for a user-initiated selection",
          at: "fact-tab-selection-callbacks-taps-only"),
      ],
      hint: "Do not rely on didSelect to hear of every switch: after setting selectedIndex, "
        + "run what it would have done yourself, or observe the selection in the view "
        + "controllers' appearance callbacks."),

    Rule(
      "tab.animator-asked-every-switch", about: .tabBarAnimationController, in: .tabSwitch,
      "When the delegate implements tabBarController(_:animationControllerForTransitionFrom:"
        + "to:), UIKit asks it once for every switch, a tap or a change made in code.",
      pattern: .exactlyOnce(.containerAsked(.tabBarAnimationController)),
      when: [.implements(.tabBarAnimationController)],
      obligation: .uikit,
      sources: [
        .observed(
          .ghNeuburgCustomAnimation2,
          "the animator is consulted for a programmatic selectedIndex change",
          at: "fact-tab-animator-every-switch")
      ],
      hint: "Vend the animator for switches made in code too; return nil from it only where "
        + "you want UIKit's own switch."),

    Rule(
      "tab.interaction-asked-after-animator", about: .tabBarInteractionController,
      in: .tabSwitch,
      "UIKit asks tabBarController(_:interactionControllerFor:) only after "
        + "tabBarController(_:animationControllerForTransitionFrom:to:) returned an animator.",
      pattern: .precedes(
        .containerVended(.tabBarAnimationController),
        then: .containerAsked(.tabBarInteractionController)),
      obligation: .uikit,
      sources: [
        .observed(
          .ghNeuburgCustomAnimation2, "the interaction controller is asked for after the animator",
          at: "fact-tab-animator-every-switch")
      ],
      hint: "Return an animator from tabBarController(_:animationControllerForTransitionFrom:"
        + "to:); without one UIKit switches without animation and never asks for an interaction "
        + "controller."),

    Rule(
      "tab.default-will-order-to-first", about: .viewWillAppear, in: .tabSwitch,
      "On UIKit's own tab switch, the newly selected view controller gets viewWillAppear(_:) "
        + "before the old one gets viewWillDisappear(_:).",
      pattern: .precedes(
        .callback([.viewWillAppear], of: .to), then: .callback([.viewWillDisappear], of: .from)),
      when: [.customAnimator(false)],
      obligation: .uikit,
      sources: [
        .observed(
          .logPgzxcTabBar, "the new tab's viewWillAppear:, then the old tab's viewWillDisappear:",
          at: "fact-tab-default-order")
      ],
      hint: "Unlike a push, a tab switch begins the incoming tab first: do not expect the old "
        + "tab to have begun disappearing in the new one's viewWillAppear(_:)."),

    Rule(
      "tab.default-did-order-from-first", about: .viewDidDisappear, in: .tabSwitch,
      "On UIKit's own tab switch, the old view controller gets viewDidDisappear(_:) before the "
        + "newly selected one gets viewDidAppear(_:).",
      pattern: .precedes(
        .callback([.viewDidDisappear], of: .from), then: .callback([.viewDidAppear], of: .to)),
      when: [.customAnimator(false)],
      obligation: .uikit,
      sources: [
        .observed(
          .logPgzxcTabBar, "the old tab's viewDidDisappear:, then the new tab's viewDidAppear:",
          at: "fact-tab-default-order")
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; the order reverses when a "
        + "delegate's animator runs the switch (tab.custom-did-order-to-first)."),

    Rule(
      "tab.custom-did-order-to-first", about: .viewDidAppear, in: .tabSwitch,
      "When a delegate's animator completes a tab switch, the newly selected view controller "
        + "gets viewDidAppear(_:) before the old one gets viewDidDisappear(_:).",
      pattern: .precedes(
        .callback([.viewDidAppear], of: .to), then: .callback([.viewDidDisappear], of: .from)),
      when: [.customAnimator(true), .outcome(.finished)],
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26TabBar, "endAppearanceTransition on the to-, then the from-view controller",
          at: "fact-tab-custom-completion-order")
      ],
      hint: "With an animator, the did order is the opposite of UIKit's own switch "
        + "(docs/lifecycle.md#contradiction-did-order): do not depend on the old tab having "
        + "disappeared in the new one's viewDidAppear(_:)."),

    Rule(
      "tab.cancelled-from-reappears", about: .viewWillAppear, in: .tabSwitch,
      "After a cancelled interactive tab switch, the old view controller gets "
        + "viewWillAppear(_:) again.",
      pattern: .followedBy(.completion(), .callback([.viewWillAppear], of: .from)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .documented(
          .transitionCoordinatorHeader, "a cancelled transition reverses the will-callbacks",
          at: "contradiction-cancel-appearance"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "contradiction-cancel-appearance"),
        .observed(
          .ghNeuburgCustomAnimation2, "the will-callbacks reversed on cancel",
          at: "contradiction-cancel-appearance"),
        .inferred(.dec26TabBar, "on cancel, the old selection is restored", at: "fact-cancel-tab"),
        .inferred(.dec26CancelBeginAppearance, at: "fact-cancel-tab"),
      ],
      hint: "Expect the old tab's viewWillAppear(_:) when the user lets go: it stays on screen "
        + "and selected, so undo there what its viewWillDisappear(_:) began."),

    Rule(
      "tab.cancel-reverses-to-first", about: .viewWillDisappear, in: .tabSwitch,
      "After a cancelled interactive tab switch, the view controller that was being selected "
        + "gets viewWillDisappear(_:) before the old one gets viewWillAppear(_:).",
      pattern: .precedes(
        .callback([.viewWillDisappear], of: .to), then: .callback([.viewWillAppear], of: .from)),
      when: [.outcome(.cancelled)],
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26TabBar,
          "on cancel, the to-, then the from-view controller's appearance is cancelled",
          at: "fact-cancel-tab"),
        .inferred(.dec26CancelBeginAppearance, at: "fact-cancel-tab"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; the tab the user swiped toward "
        + "is reversed first."),
  ]
}
