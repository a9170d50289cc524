// The transition context, `UIViewControllerContextTransitioning`: what UIKit hands the animator
// and interactor, and the one call that ends the transition (the View Controller Programming
// Guide, "The Custom Animation Sequence"; the UIViewControllerTransitioning.h header comments;
// docs/lifecycle.md#facts-interactive and #facts-misuse).
extension Glossary {
  /// The context's getters, then its interactive calls, then `completeTransition(_:)`.
  static let context: [GlossaryEntry] = [
    GlossaryEntry(
      .containerView,
      meaning:
        "The animator asks for the view the whole transition happens in. UIKit made it (a "
        + "UITransitionView in the window) when the transition began; after a presentation it "
        + "stays behind the presented view until the dismissal ends.",
      belongs:
        "Add to containerView every view that should be seen during the transition: the "
        + "to-view, snapshots, a backdrop.",
      avoid:
        "Don't expect views in containerView to go away on their own: nothing there cleans "
        + "itself up, and what you add stays until you remove it or the container leaves with "
        + "the dismissal.",
      sources: [
        .documented(
          .vcpgImplementingAnimators,
          "all animation happens in containerView; add the to view; on dismissal remove the from view",
          at: "fact-animator-adds-to-view")
      ]),
    GlossaryEntry(
      .viewControllerForKey,
      meaning:
        "The animator asks which view controller is on the from side or the to side. For a "
        + "presentation .to is the presented view controller; for a dismissal it is .from.",
      belongs:
        "Read both view controllers with viewController(forKey:) rather than keeping your own "
        + "references: the keys are right for present, dismiss, push and pop alike.",
      sources: [
        .documented(
          .transitioningHeader, "the comment on viewControllerForKey:", at: "fact-view-for-key-nil")
      ]),
    GlossaryEntry(
      .viewForKey,
      meaning:
        "The animator asks for the view to animate on one side. It may be nil, meaning \"leave "
        + "that view alone\": a .custom presentation that keeps the presenter's view has no "
        + "from-view.",
      belongs:
        "Prefer view(forKey:) to viewController.view, and skip the side for which it returns "
        + "nil.",
      avoid:
        "Don't add the presenter's view to the container when view(forKey: .from) is nil: it is "
        + "still in the window where it was.",
      sources: [
        .documented(
          .transitioningHeader, "viewForKey: may return nil", at: "fact-view-for-key-nil"),
        .inferred(
          .dec26RunTransition, "no from view for .custom unless shouldRemovePresentersView",
          at: "fact-view-for-key-nil"),
      ]),
    GlossaryEntry(
      .initialFrame,
      meaning:
        "The animator asks where a view controller's view starts. A zero rectangle means UIKit "
        + "does not know, and the animator decides.",
      belongs: "Use initialFrame(for:) as the from-view's starting frame when it is not zero.",
      sources: [
        .documented(
          .transitioningHeader, "the comment on initialFrameForViewController:",
          at: "fact-final-frame-from-presentation-controller")
      ]),
    GlossaryEntry(
      .finalFrame,
      meaning:
        "The animator asks where a view controller's view must end. For the presented view "
        + "UIKit asks the presentation controller's frameOfPresentedViewInContainerView.",
      belongs:
        "Animate the to-view to finalFrame(for:), so the presentation controller decides its "
        + "size in one place.",
      avoid:
        "Don't hard-code the final frame in the animator when finalFrame(for:) gives one; a "
        + "rotation would then disagree with the presentation controller.",
      sources: [
        .documented(
          .transitioningHeader, "the comment on finalFrameForViewController:",
          at: "fact-final-frame-from-presentation-controller"),
        .inferred(
          .dec26RunTransition, "the end frame is computed through the presentation controller",
          at: "fact-final-frame-from-presentation-controller"),
      ]),
    GlossaryEntry(
      .transitionWasCancelled,
      meaning:
        "The animator reads whether the interaction was cancelled. It became true inside "
        + "cancelInteractiveTransition() and stays so; completeTransition(false) alone does not "
        + "set it.",
      belongs:
        "Pass !transitionContext.transitionWasCancelled to completeTransition(_:) in your "
        + "animation's completion.",
      sources: [
        .documented(
          .vcpgImplementingAnimators, "the listing passes !transitionWasCancelled",
          at: "fact-complete-transition-trusts-argument"),
        .documented(.uikitCompleteTransition, at: "fact-complete-transition-trusts-argument"),
        .inferred(
          .dec26ContextInteraction,
          "cancelInteractiveTransition sets transitionWasCancelled at once",
          at: "fact-cancel-sets-flag-then-handlers"),
      ]),
    GlossaryEntry(
      .updateInteractiveTransition,
      meaning:
        "The context moves the paused transition animation to a fraction of its length. A "
        + "percent-driven interactor calls it from update(_:).",
      belongs:
        "Let update(_:) call updateInteractiveTransition(_:) for you, unless you write your own "
        + "interactor.",
      avoid:
        "Don't call updateInteractiveTransition(_:) after finishing or cancelling: UIKit "
        + "ignores it.",
      sources: [
        .documented(
          .uikitPercentUpdate, "update(_:) calls updateInteractiveTransition",
          at: "fact-percent-calls-forward"),
        .inferred(
          .dec26ContextInteraction,
          "updateInteractiveTransition: is ignored unless the context is in flight",
          at: "fact-update-before-start"),
      ]),
    GlossaryEntry(
      .finishInteractiveTransition,
      meaning:
        "The context learns that the interaction finished: the animation will play forward to "
        + "the end. The coordinator's interaction handlers run inside this call.",
      belongs:
        "Let finish() call finishInteractiveTransition() for you, then complete with true.",
      sources: [
        .documented(
          .uikitPercentFinish, "finish() calls finishInteractiveTransition",
          at: "fact-percent-calls-forward"),
        .inferred(
          .dec26ContextInteraction, "_interactivityDidChange: runs the handlers synchronously",
          at: "fact-cancel-sets-flag-then-handlers"),
      ]),
    GlossaryEntry(
      .cancelInteractiveTransition,
      meaning:
        "The context learns that the interaction was cancelled: transitionWasCancelled becomes "
        + "true and the animation will play back. The coordinator's interaction handlers run "
        + "inside this call, before any reversed will-callback.",
      belongs:
        "Let cancel() call cancelInteractiveTransition() for you, then complete with false.",
      sources: [
        .documented(
          .uikitPercentCancel, "cancel() calls cancelInteractiveTransition",
          at: "fact-percent-calls-forward"),
        .documented(
          .transitionCoordinatorHeader, "the handler runs before the will-calls",
          at: "fact-cancel-sets-flag-then-handlers"),
        .documented(.uikitNotifyWhenInteractionChanges, at: "fact-cancel-sets-flag-then-handlers"),
        .inferred(
          .dec26ContextInteraction,
          "cancelInteractiveTransition sets transitionWasCancelled, then runs the handlers",
          at: "fact-cancel-sets-flag-then-handlers"),
      ]),
    GlossaryEntry(
      .completeTransition,
      meaning:
        "The animator tells UIKit the animation is over and whether the transition completed. "
        + "Everything after it runs inside this call, in order: the did-end hook, the "
        + "did-appearance callbacks, the present or dismiss completion, the coordinator's "
        + "completions, and animationEnded(_:) last.",
      belongs:
        "Call completeTransition(!transitionContext.transitionWasCancelled) exactly once, from "
        + "the completion of your animation, on every path (early returns included).",
      avoid:
        "Don't forget completeTransition(_:): until it comes, UIKit ignores touches and nothing "
        + "after the transition runs. A second call is ignored, and a constant true after a "
        + "cancel finishes a transition the user cancelled.",
      sources: [
        .documented(
          .vcpgCustomAnimationSequence, "its Important note",
          at: "fact-complete-transition-required"),
        .inferred(
          .dec26CompleteTransition, "the presentation controller's completion runs inside it",
          at: "fact-completion-inside-complete-transition"),
        .inferred(.dec26TransitionDidFinish, at: "fact-completion-inside-complete-transition"),
        .observed(.ghTzimagepicker402, at: "fact-completion-inside-complete-transition"),
      ]),
  ]
}
