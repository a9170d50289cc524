// Container view controllers: `UINavigationController` and `UITabBarController` with their
// delegates, which vend animators for pushes, pops and tab switches
// (docs/lifecycle.md#facts-navigation, #facts-tab-bar, #order-e and #order-f).
extension Glossary {
  /// The navigation controller's calls, then the tab bar controller's.
  static let containers: [GlossaryEntry] = navigation + tabBar

  static let navigation: [GlossaryEntry] = [
    GlossaryEntry(
      .pushViewController,
      meaning:
        "The app asks a navigation controller to push a view controller. Inside this call the "
        + "delegate is asked for an animator, the animator for its duration (once) and the "
        + "delegate for an interaction controller; the transition runs at the navigation "
        + "controller's next layout pass.",
      belongs:
        "Configure the new view controller before calling pushViewController(_:animated:), once "
        + "per tap.",
      avoid:
        "Don't call pushViewController(_:animated:) again while a push or pop is in flight; "
        + "wait for navigationController(_:didShow:animated:).",
      sources: [
        .inferred(
          .disNavigation83, "the delegate is asked inside the push call",
          at: "fact-nav-delegate-asked-inside-push"),
        .inferred(
          .dec26TransitionConductor, "startDeferredTransitionIfNeeded at the next layout pass",
          at: "fact-nav-delegate-asked-inside-push"),
        .observed(.logVastdevblog2012, at: "fact-nav-will-order"),
        .observed(.logReadkeNav, at: "fact-nav-will-order"),
      ]),
    GlossaryEntry(
      .popViewController,
      meaning:
        "The app (or the Back button, or an edge swipe) asks the navigation controller to pop "
        + "its top view controller. The delegate is asked for an animator with operation .pop; "
        + "the view controller below does not load again.",
      belongs:
        "Call popViewController(animated:) from your own back action; an edge swipe pops "
        + "interactively through the delegate's interaction controller.",
      avoid:
        "Don't assume a popViewController(animated:) started by a swipe completes: a cancelled "
        + "swipe reverses the appearance callbacks and sends no didShow.",
      sources: [
        .observed(
          .logWangling2014, "pop, and a cancelled interactive pop", at: "fact-cancel-nav-pop"),
        .observed(.ghBufferednavigation5, at: "fact-cancel-nav-pop"),
      ]),
    GlossaryEntry(
      .popToRootViewController,
      meaning:
        "The app asks the navigation controller to pop every view controller above the root. It "
        + "is one transition, from the top view controller to the root.",
      belongs:
        "Call popToRootViewController(animated:) to go home in one step; your animator sees "
        + "the top and the root as from and to.",
      sources: [
        .documented(.uikitPopToRoot, at: "fact-nav-pop-to-root")
      ]),
    GlossaryEntry(
      .popToViewController,
      meaning:
        "The app asks the navigation controller to pop every view controller above the one it "
        + "names. It is one transition, from the top view controller to that one; an unwind "
        + "segue back along a navigation stack performs it.",
      belongs:
        "Call popToViewController(_:animated:) to go back several screens at once; your "
        + "animator sees the top and the named view controller as from and to.",
      sources: [
        .documented(.uikitPopToViewController, at: "fact-nav-pop-to-view-controller")
      ]),
    GlossaryEntry(
      .setViewControllers,
      meaning:
        "The app replaces the navigation stack. When the top view controller changes, it is one "
        + "push- or pop-like transition to the new top.",
      belongs:
        "Use setViewControllers(_:animated:) to restore or rebuild a stack in one step.",
      sources: [
        .documented(.uikitSetViewControllers, at: "fact-nav-set-view-controllers"),
        .inferred(.disNavigation83, at: "fact-nav-set-view-controllers"),
      ]),
    GlossaryEntry(
      .navigationAnimationController,
      meaning:
        "UIKit asks the navigation controller's delegate for the object that animates a push or "
        + "pop, naming the operation and both view controllers. It asks inside the push or pop "
        + "call; nil means the standard slide.",
      belongs:
        "Return an animator from navigationController(_:animationControllerFor:from:to:) for the "
        + "operations you customise, and nil for the rest.",
      avoid:
        "Don't touch views in navigationController(_:animationControllerFor:from:to:): the "
        + "transition runs later, at the next layout pass.",
      sources: [
        .documented(.uikitNavAnimationController, at: "fact-nav-delegate-asked-inside-push"),
        .documented(.uikitNavInteractionController, at: "fact-nav-delegate-asked-inside-push"),
        .inferred(.disNavigation83, at: "order-e-1"),
      ]),
    GlossaryEntry(
      .navigationInteractionController,
      meaning:
        "UIKit asks the navigation controller's delegate whether a gesture drives this push or "
        + "pop. It asks only after an animator was returned.",
      belongs:
        "Return your interactor from navigationController(_:interactionControllerFor:) only "
        + "while an edge swipe is driving the pop; otherwise nil.",
      sources: [
        .documented(
          .uikitNavAnimationController, "implement interactionControllerFor for interactivity",
          at: "fact-interaction-asked-after-animator"),
        .documented(.uikitNavInteractionController, at: "fact-interaction-asked-after-animator"),
        .inferred(.disNavigation83, at: "order-e-3"),
      ]),
    GlossaryEntry(
      .navigationControllerWillShow,
      meaning:
        "The navigation controller tells its delegate which view controller is about to be "
        + "shown. It comes after both will-callbacks and before the animation.",
      belongs:
        "Use navigationController(_:willShow:animated:) to update what depends on the top view "
        + "controller, such as the navigation bar's look.",
      avoid:
        "Don't treat navigationController(_:willShow:animated:) as a promise: a cancelled "
        + "interactive pop still sends it.",
      sources: [
        .observed(
          .logVastdevblog2012, "willShow after both will-callbacks", at: "fact-nav-will-show"),
        .observed(.logWangling2014, "cancelled interactive pop", at: "fact-cancel-nav-pop"),
      ]),
    GlossaryEntry(
      .navigationControllerDidShow,
      meaning:
        "The navigation controller tells its delegate the view controller is shown. It comes "
        + "after both did-callbacks, at the end of the push or pop.",
      belongs:
        "Start the next push or pop from navigationController(_:didShow:animated:), once the "
        + "previous one is over.",
      avoid:
        "Don't wait for navigationController(_:didShow:animated:) after a cancelled interactive "
        + "pop: UIKit does not send it.",
      sources: [
        .observed(
          .logVastdevblog2012, "didShow after both did-callbacks", at: "fact-nav-did-order"),
        .observed(.ghBufferednavigation5, at: "fact-cancel-nav-pop"),
      ]),
  ]

  static let tabBar: [GlossaryEntry] = [
    GlossaryEntry(
      .selectedIndex,
      meaning:
        "The app changes the selected tab in code. There is no shouldSelect or didSelect for a "
        + "change in code, but the delegate is still asked for an animator.",
      belongs: "Set selectedIndex when the app itself must switch tabs.",
      avoid:
        "Don't expect tabBarController(_:didSelect:) after setting selectedIndex: it is sent "
        + "only for taps.",
      sources: [
        .documented(
          .uikitTabDidSelect, "called only in response to user taps",
          at: "fact-tab-selection-callbacks-taps-only"),
        .observed(
          .ghNeuburgCustomAnimation2,
          "the animator is consulted for a programmatic selectedIndex change",
          at: "fact-tab-animator-every-switch"),
      ]),
    GlossaryEntry(
      .selectedViewController,
      meaning:
        "The app changes the selected tab in code, by view controller. It behaves as setting "
        + "selectedIndex: an animator is asked, shouldSelect and didSelect are not.",
      belongs: "Set selectedViewController to one of the tab bar controller's view controllers.",
      sources: [
        .documented(
          .uikitTabDidSelect, "called only in response to user taps",
          at: "fact-tab-selection-callbacks-taps-only"),
        .observed(
          .ghNeuburgCustomAnimation2,
          "the animator is consulted for a programmatic selectedIndex change",
          at: "fact-tab-animator-every-switch"),
      ]),
    GlossaryEntry(
      .tabBarControllerShouldSelect,
      meaning:
        "The user tapped a tab, and UIKit asks the delegate whether to select it. It is asked "
        + "only for taps, before anything changes.",
      belongs:
        "Return false from tabBarController(_:shouldSelect:) to refuse a tap, such as while a "
        + "form has unsaved changes.",
      sources: [
        .documented(.uikitTabShouldSelect, at: "fact-tab-selection-callbacks-taps-only")
      ]),
    GlossaryEntry(
      .tabBarAnimationController,
      meaning:
        "UIKit asks the tab bar controller's delegate for the object that animates the switch "
        + "between two tabs. It is asked for taps and for changes in code alike; nil means no "
        + "animation.",
      belongs:
        "Return an animator from tabBarController(_:animationControllerForTransitionFrom:to:) "
        + "for the switches you animate.",
      sources: [
        .observed(.ghNeuburgCustomAnimation2, at: "fact-tab-animator-every-switch")
      ]),
    GlossaryEntry(
      .tabBarInteractionController,
      meaning:
        "UIKit asks the tab bar controller's delegate whether a gesture drives the switch. It is "
        + "asked only after an animator was returned.",
      belongs:
        "Return an interactor from tabBarController(_:interactionControllerFor:) while a swipe "
        + "is driving the switch; otherwise nil.",
      sources: [
        .observed(
          .ghNeuburgCustomAnimation2, "the interaction controller is asked for after the animator",
          at: "fact-tab-animator-every-switch")
      ]),
    GlossaryEntry(
      .tabBarControllerDidSelect,
      meaning:
        "UIKit tells the delegate the user selected a tab (also when the same tab is tapped "
        + "again). It is sent only for taps, once the selection has changed.",
      belongs:
        "Use tabBarController(_:didSelect:) to react to the user's choice, such as scrolling to "
        + "the top on a re-tap.",
      avoid:
        "Don't rely on tabBarController(_:didSelect:) for changes made in code, and don't assume "
        + "the switch's animation has finished when it arrives.",
      sources: [
        .documented(.uikitTabDidSelect, at: "fact-tab-selection-callbacks-taps-only")
      ]),
    GlossaryEntry(
      .selectedTab,
      meaning:
        "The app changes the selected tab of a tab bar controller given tabs (iOS 18) in code. "
        + "The switch runs as for selectedIndex, and the delegate is then told "
        + "tabBarController(_:didSelectTab:previousTab:).",
      belongs: "Set selectedTab to one of the root tabs when the app itself must switch tabs.",
      sources: [
        .documented(.uikitSelectedTab, at: "fact-tabs-did-select-every-change"),
        .inferred(
          .dec18TabSelection, "setSelectedTab: selects the tab in the tab model",
          at: "fact-tabs-did-select-every-change"),
      ]),
    GlossaryEntry(
      .tabBarControllerShouldSelectTab,
      meaning:
        "The user tapped a tab of a tab bar controller given tabs (iOS 18), and UIKit asks the "
        + "delegate whether to select it. It replaces tabBarController(_:shouldSelect:), "
        + "which is not asked then, and comes before anything changes.",
      belongs:
        "Return false from tabBarController(_:shouldSelectTab:) to refuse a tap, such as for a "
        + "tab that presents a sheet instead of showing its view controller.",
      avoid:
        "Don't implement only tabBarController(_:shouldSelect:) for a tab bar controller given "
        + "tabs: UIKit does not ask it.",
      sources: [
        .documented(.uikitTabShouldSelectTab, at: "fact-tabs-delegate"),
        .inferred(.dec18TabSelection, at: "fact-tabs-delegate"),
      ]),
    GlossaryEntry(
      .tabBarControllerDidSelectTab,
      meaning:
        "UIKit tells the delegate of a tab bar controller given tabs (iOS 18) that its selected "
        + "tab changed, with the tab selected before. It follows a tap's switch, a change "
        + "made in code, and the first selection setting the tabs makes; it is not sent for "
        + "a tap on the tab already selected.",
      belongs:
        "Use tabBarController(_:didSelectTab:previousTab:) to remember or report the tab now "
        + "shown, whoever chose it.",
      avoid:
        "Don't wait for tabBarController(_:didSelect:) with tabs: UIKit does not send it then.",
      sources: [
        .documented(.uikitTabDidSelectTab, at: "fact-tabs-did-select-every-change"),
        .inferred(.dec18TabModel, at: "fact-tabs-did-select-every-change"),
      ]),
  ]
}
