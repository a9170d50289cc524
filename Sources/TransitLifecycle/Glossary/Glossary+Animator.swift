// The animator, `UIViewControllerAnimatedTransitioning`, and the block animations it runs
// (the View Controller Programming Guide, "Implementing Your Animator Objects"; the
// UIViewControllerTransitioning.h header comments; docs/lifecycle.md#order-a, steps 9-16).
extension Glossary {
  /// The four `UIView.animate` class methods Transit records, as Swift spells them.
  static let animateWithDuration: CallName = "animate(withDuration:animations:)"
  static let animateWithCompletion: CallName = "animate(withDuration:animations:completion:)"
  static let animateWithOptions: CallName =
    "animate(withDuration:delay:options:animations:completion:)"
  static let animateWithSpring = CallName(
    "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
      + "animations:completion:)")

  /// The view transitions, a cross-dissolve or a flip of a view's content, and of one view for
  /// another.
  static let transitionWithView: CallName =
    "transition(with:duration:options:animations:completion:)"
  static let transitionFromView: CallName = "transition(from:to:duration:options:completion:)"

  /// The block animations that take a completion, whose `completion(_:)` ends an animator's work.
  static let blockAnimations: [CallName] = [
    animateWithCompletion, animateWithOptions, animateWithSpring, animateKeyframes,
    transitionWithView, transitionFromView,
  ]

  /// The animator's methods, then the block animations inside them.
  static let animator: [GlossaryEntry] = [
    GlossaryEntry(
      .transitionDuration,
      meaning:
        "UIKit asks the animator how long the transition lasts. A modal transition asks twice "
        + "before anything moves (viewWillAppear(_:) comes between the two), a percent-driven "
        + "interactor asks a third time, and navigation asks once, inside the push or pop.",
      belongs:
        "Return the duration from transitionDuration(using:) quickly, and use the same value "
        + "for your block animation so alongside animations end with it.",
      avoid:
        "Don't start anything or change state in transitionDuration(using:): it is a question "
        + "UIKit may ask more than once, and its context may be nil.",
      sources: [
        .observed(
          .logAviciiiphone2, "two calls before animateTransition",
          at: "fact-transition-duration-twice"),
        .inferred(.dec26KeyboardAnimationStyle, at: "fact-transition-duration-twice"),
        .inferred(
          .dec26PercentDrivenStart,
          "a percent-driven interactor asks for the duration a third time",
          at: "fact-percent-driven-start"),
        .inferred(
          .disNavigation83, "the duration is asked once, inside the push",
          at: "fact-nav-duration-once"),
      ]),
    GlossaryEntry(
      .animateTransition,
      meaning:
        "UIKit hands the animator the transition context and lets it run the whole animation. "
        + "The container view exists and holds only what UIKit and the presentation controller "
        + "put there; UIKit now waits, however long it takes, for completeTransition(_:).",
      belongs:
        "In animateTransition(using:), add transitionContext.view(forKey: .to) to "
        + "transitionContext.containerView at finalFrame(for:), add any temporary views, "
        + "animate, and in the animation's completion remove the temporary views and call "
        + "completeTransition(!transitionContext.transitionWasCancelled).",
      avoid:
        "Don't leave animateTransition(using:)'s temporary views for UIKit to clean up: nothing "
        + "removes them, and they stay on screen over the presented view.",
      sources: [
        .documented(
          .vcpgImplementingAnimators, "add the to view to the container view",
          at: "fact-animator-adds-to-view"),
        .documented(
          .vcpgCustomAnimationSequence, "its Important note",
          at: "fact-complete-transition-required"),
        .documented(
          .transitioningHeader, "animateTransition: runs for .custom even when not animated",
          at: "fact-animate-even-unanimated"),
      ]),
    GlossaryEntry(
      .animationEnded,
      meaning:
        "The transition is over and UIKit tells the animator last, with whether it completed "
        + "(false: cancelled). It comes inside completeTransition(_:), after the did-end hook, "
        + "the did-appearance callbacks and every completion.",
      belongs:
        "In animationEnded(_:), release what the animator kept for this one transition, such as "
        + "a stored context or a property animator.",
      avoid:
        "Don't call animationEnded(_:) yourself or use it to finish the transition: everything "
        + "the transition triggers has already run.",
      sources: [
        .documented(
          .transitioningHeader, "animationEnded: is invoked by completeTransition:",
          at: "fact-animation-ended-last"),
        .documented(.uikitAnimationEnded, at: "fact-animation-ended-last"),
        .observed(.logAviciiiphone2, "animationEnded last", at: "fact-animation-ended-last"),
        .inferred(
          .dec26CompleteTransition, "animationEnded: comes last, after every completion",
          at: "fact-animation-ended-last"),
      ]),
    GlossaryEntry(
      animateWithDuration,
      meaning:
        "Code starts a block animation that UIKit runs over the given time. During a transition "
        + "the coordinator's alongside animations join the first block animation the animator "
        + "starts.",
      belongs:
        "Use animate(withDuration:animations:) outside a transition, or for a change the "
        + "transition does not wait for, such as a card snapping back.",
      avoid:
        "Don't end an animator's work with animate(withDuration:animations:): it has no "
        + "completion in which to call completeTransition(_:).",
      sources: [
        .documented(
          .vcpgAlongside, "alongside animations join a UIView-based animator's context",
          at: "fact-alongside-with-animator")
      ]),
    GlossaryEntry(
      animateWithCompletion,
      meaning:
        "Code starts a block animation with a completion that UIKit runs when it ends. Inside "
        + "an animator this is usually the transition's own animation, and alongside animations "
        + "join it.",
      belongs:
        "Pass transitionDuration(using:) to animate(withDuration:animations:completion:) and call "
        + "completeTransition(_:) in its completion, where the animation is really over.",
      avoid:
        "Don't call completeTransition(_:) right after "
        + "animate(withDuration:animations:completion:) returns: the transition would end before "
        + "anything moved.",
      sources: [
        .documented(
          .vcpgAlongside, "alongside animations join a UIView-based animator's context",
          at: "fact-alongside-with-animator"),
        .documented(
          .vcpgImplementingAnimators,
          "the listing calls completeTransition in the animation's completion",
          at: "fact-complete-transition-trusts-argument"),
        .documented(.uikitCompleteTransition, at: "fact-complete-transition-trusts-argument"),
      ]),
    GlossaryEntry(
      animateWithOptions,
      meaning:
        "Code starts a block animation with a delay, options and a completion. Inside an "
        + "animator it is the transition's own animation, and alongside animations join it.",
      belongs:
        "Call completeTransition(_:) in the completion of "
        + "animate(withDuration:delay:options:animations:completion:), after removing temporary "
        + "views.",
      avoid:
        "Don't add a delay to animate(withDuration:delay:options:animations:completion:) that "
        + "transitionDuration(using:) does not include: the coordinator's timing would be wrong.",
      sources: [
        .documented(
          .vcpgAlongside, "alongside animations join a UIView-based animator's context",
          at: "fact-alongside-with-animator"),
        .documented(
          .vcpgImplementingAnimators,
          "the listing calls completeTransition in the animation's completion",
          at: "fact-complete-transition-trusts-argument"),
        .documented(.uikitCompleteTransition, at: "fact-complete-transition-trusts-argument"),
      ]),
    GlossaryEntry(
      animateWithSpring,
      meaning:
        "Code starts a spring animation whose completion UIKit runs when the spring settles. "
        + "An animator may run its whole transition this way; alongside animations join it.",
      belongs:
        "Call completeTransition(_:) in the completion of the spring "
        + "animate(withDuration:delay:usingSpringWithDamping:…) once temporary views are removed.",
      avoid:
        "Don't guess when the spring animate(withDuration:delay:usingSpringWithDamping:…) has "
        + "settled with a timer: its completion is the one place the animation is known to be "
        + "over.",
      sources: [
        .documented(
          .vcpgAlongside, "alongside animations join a UIView-based animator's context",
          at: "fact-alongside-with-animator"),
        .observed(
          .logAviciiiphone2, "a spring animation in animateTransition"),
      ]),
    GlossaryEntry(
      transitionWithView,
      meaning:
        "Code animates the changes its block makes to a view's content as one transition, a "
        + "cross-dissolve or a flip. UIKit runs the completion when it is over.",
      belongs:
        "Swap a view's content inside transition(with:duration:options:animations:completion:) "
        + "and call completeTransition(_:) in its completion when it runs a transition.",
      sources: [.documented(.uikitViewTransitionWith, at: "fact-view-transitions")]),
    GlossaryEntry(
      transitionFromView,
      meaning:
        "Code replaces one view with another as one transition. UIKit adds the to-view to the "
        + "from-view's superview and removes the from-view (with .showHideTransitionViews, hides "
        + "one and shows the other), and runs the completion when it is over.",
      belongs:
        "Call completeTransition(_:) in the completion of "
        + "transition(from:to:duration:options:completion:) when it runs a transition.",
      avoid:
        "Don't add the to-view yourself before transition(from:to:duration:options:completion:) "
        + "without .showHideTransitionViews: UIKit adds it to the from-view's superview.",
      sources: [
        .documented(.uikitViewTransitionFromTo, at: "fact-view-transitions"),
        .documented(.uikitShowHideTransitionViews, at: "fact-view-transitions"),
      ]),
  ]
}
