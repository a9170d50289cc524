// Who owns what, and what a log's lifetime records mean (docs/lifecycle.md#facts-lifetime):
// UIKit holds some objects strongly for as long as it needs them and others weakly, so the
// app's references decide when each is freed.
extension Glossary {
  /// What a `release` record means.
  package static let release = GlossaryNote(
    "release",
    meaning:
      "The object is freed: nothing holds a strong reference to it any more, and its deinit ran. "
      + "A view controller a dismissal or a pop took off the screen is freed once UIKit lets go of "
      + "it, with its presentation controller and the animators, interaction controllers and "
      + "context of that transition, unless the app keeps one of them.",
    advice:
      "Expect a dismissed or popped screen to be freed within a turn of the run loop; a delegate "
      + "UIKit holds weakly (transitioningDelegate, a navigation or tab bar controller's "
      + "delegate, presentationController.delegate) is freed as soon as your code lets go.",
    sources: [
      .observed(.logReadkeNav, "B_ViewController dealloc after the pop", at: "fact-removed-freed"),
      .documented(.uikitTransitioningDelegate, "weak var", at: "fact-released-delegate"),
    ])

  /// What a `retained` record means.
  package static let retained = GlossaryNote(
    "retained",
    meaning:
      "The object is still alive at the end of the run-loop turn after the transition that took "
      + "it off the screen, and no view controller still on screen keeps it: a retain cycle, or "
      + "a closure, a global or a timer holding it. The record names the strong references "
      + "Transit found, or says none were found through stored properties.",
    advice:
      "Break the cycle the path shows: make the reference back to the screen weak (weak var "
      + "screen), capture the screen weakly in a stored closure ([weak self]), or let go of "
      + "the closure once it has run.",
    sources: [
      .observed(
        .ghZfDragable45, "an animator kept the dismissed controller alive",
        at: "fact-removed-freed"),
      .inferred(.dec26ContextLetsGo, at: "fact-removed-freed"),
    ])

  /// Who holds whom after a call, where the call changes it: a line for `transit explain`.
  package static func ownership(after call: CallName) -> String? {
    ownershipLines.first { $0.call == call }?.text
  }

  private static let ownershipLines: [(call: CallName, text: String)] = [
    (
      .present,
      "From here the presenting view controller holds the presented one (presentedViewController) "
        + "and the presented one holds its presentation controller, until the dismissal "
        + "completes. UIKit holds transitioningDelegate weakly: keep it in a stored property."
    ),
    (
      .presentationControllerForPresented,
      "The presentation controller you return is held by the presented view controller and holds "
        + "both view controllers until the dismissal completes."
    ),
    (
      .animationControllerForPresented,
      "UIKit holds the animator you return, through the presentation controller and the context, "
        + "until animationEnded(_:); after that it is yours to keep or let go."
    ),
    (
      .animationControllerForDismissed,
      "UIKit holds the animator you return until animationEnded(_:); it does not ask a delegate "
        + "that has been freed, since transitioningDelegate is weak."
    ),
    (
      .animationEnded,
      "After this UIKit lets go of the animator, the interaction controller and the transition "
        + "context: whatever still holds them is your code."
    ),
    (
      .completeTransition,
      "The coordinator's blocks run once and are released; after animationEnded(_:) UIKit lets "
        + "go of the context, and after a completed dismissal or pop, of the screen that left."
    ),
    (
      .dismiss,
      "When this dismissal completes, UIKit lets go of the presented view controller and its "
        + "presentation controller; nothing of UIKit's keeps them after that turn."
    ),
    (
      .pushViewController,
      "The navigation controller holds every view controller on its stack (viewControllers), "
        + "and its delegate weakly."
    ),
    (
      .popViewController,
      "When the pop completes the navigation controller lets go of the popped view controller."
    ),
    (
      .addChild,
      "The parent holds its child (children) until removeFromParent(); the child holds its "
        + "parent weakly."
    ),
    (
      .removeFromParent,
      "The parent lets go of the child here; unless your code keeps it, it is freed."
    ),
    (
      .tabBarAnimationController,
      "The tab bar controller holds all its children, selected or not, and its delegate weakly."
    ),
  ]

  /// What the engine notes when UIKit finds a delegate it holds weakly freed.
  static let lifetimeNotes: [GlossaryNote] = [
    GlossaryNote(
      "transitioning-delegate-released",
      meaning:
        "The view controller's transitioningDelegate was freed: UIKit holds it weakly, so once "
        + "the app's own references went (a local constant in the method that presents), the "
        + "property is nil. UIKit does not ask it and animates with its own animation for the "
        + "style; older code that held it unsafely crashed here.",
      advice:
        "Keep the transitioning delegate in a stored property of the presenting or presented "
        + "view controller for as long as the presentation lasts.",
      sources: [
        .documented(.uikitTransitioningDelegate, "weak var", at: "fact-released-delegate"),
        .documented(
          .appleSampleCustomPresentationFirst, at: "fact-released-delegate"),
        .observed(.ghBubbleTransition38, at: "fact-released-delegate"),
        .observed(.ghXCoordinator164, at: "fact-released-delegate"),
        .observed(.ghBrightecTransition4, at: "fact-released-delegate"),
      ]),
    GlossaryNote(
      "navigation-delegate-released",
      meaning:
        "The navigation controller's delegate was freed: UIKit holds it weakly, so it is not "
        + "asked for an animator, and the push or pop runs on UIKit's own animation.",
      advice: "Keep the navigation controller's delegate in a stored property.",
      sources: [.documented(.uikitNavDelegate, "weak var", at: "fact-released-delegate")]),
    GlossaryNote(
      "tab-bar-delegate-released",
      meaning:
        "The tab bar controller's delegate was freed: UIKit holds it weakly, so it is not asked "
        + "for an animator, and the switch is UIKit's own.",
      advice: "Keep the tab bar controller's delegate in a stored property.",
      sources: [.documented(.uikitTabDelegate, "weak var", at: "fact-released-delegate")]),
    GlossaryNote(
      "adaptive-delegate-released",
      meaning:
        "The presentation controller's delegate was freed: UIKit holds it weakly, so it is not "
        + "asked how to adapt, whether a sheet may be swiped away, or told of a dismissal.",
      advice:
        "Set presentationController.delegate to an object that outlives the presentation, "
        + "usually the presenting view controller.",
      sources: [.documented(.uikitPcDelegate, "weak var", at: "fact-released-delegate")]),
  ]
}
