// The transition context, `UIViewControllerContextTransitioning`: what UIKit hands the animator
// and interactor, and the one call that ends the transition (VCPG-anim; H-trans; FACTS §3, §5).
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
        .documented("VCPG-anim", "all animation happens in containerView"),
        .documented("VCPG-anim", "add the to view; on dismissal remove the from view"),
      ]),
    GlossaryEntry(
      .viewControllerForKey,
      meaning:
        "The animator asks which view controller is on the from side or the to side. For a "
        + "presentation .to is the presented view controller; for a dismissal it is .from.",
      belongs:
        "Read both view controllers with viewController(forKey:) rather than keeping your own "
        + "references: the keys are right for present, dismiss, push and pop alike.",
      sources: [.documented("H-trans", "viewControllerForKey:")]),
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
        .documented("H-trans", "viewForKey: may return nil"),
        .inferred("DEC26", "no from-view for .custom without shouldRemovePresentersView"),
      ]),
    GlossaryEntry(
      .initialFrame,
      meaning:
        "The animator asks where a view controller's view starts. A zero rectangle means UIKit "
        + "does not know, and the animator decides.",
      belongs: "Use initialFrame(for:) as the from-view's starting frame when it is not zero.",
      sources: [.documented("H-trans", "initialFrameForViewController:")]),
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
        .documented("H-trans", "finalFrameForViewController:"),
        .inferred("DEC26", "the end frame is computed through the presentation controller"),
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
        .documented("VCPG-anim", "Listing 10-2: completeTransition(!transitionWasCancelled)"),
        .inferred("DEC26", "cancelInteractiveTransition sets the flag at once"),
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
        .documented("SYM", "update(_:) calls updateInteractiveTransition"),
        .inferred("DEC26", "update is ignored unless in flight"),
      ]),
    GlossaryEntry(
      .finishInteractiveTransition,
      meaning:
        "The context learns that the interaction finished: the animation will play forward to "
        + "the end. The coordinator's interaction handlers run inside this call.",
      belongs:
        "Let finish() call finishInteractiveTransition() for you, then complete with true.",
      sources: [
        .documented("SYM", "finish() calls finishInteractiveTransition"),
        .inferred("DEC26", "_interactivityDidChange: runs the handlers synchronously"),
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
        .documented("SYM", "cancel() calls cancelInteractiveTransition"),
        .documented("H-coord", "the handler runs before the will-calls"),
        .inferred("DEC26", "cancelInteractiveTransition sets the flag, then the handlers"),
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
        .documented("VCPG-anim", "The Custom Animation Sequence, Important"),
        .inferred("DEC26", "_UIViewControllerTransitionContext completeTransition:"),
        .observed("trace 09", "completeTransition: → transitionDidFinish: stacks"),
      ]),
  ]
}
