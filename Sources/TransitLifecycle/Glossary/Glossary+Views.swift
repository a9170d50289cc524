// The view hierarchy: who adds what to which superview. During a transition this is where the
// container view is built and torn down, and nothing in it cleans itself up (the View
// Controller Programming Guide, "Implementing Your Animator Objects" and "Managing and Animating
// Custom Views"; docs/lifecycle.md#fact-animator-adds-to-view).
extension Glossary {
  /// `UIView`'s hierarchy changes Transit records.
  static let views: [GlossaryEntry] = [
    GlossaryEntry(
      .addSubview,
      meaning:
        "Code puts a view into a superview, in front of its siblings; a view that was elsewhere "
        + "moves. During a transition this is how the container view is filled: UIKit adds the "
        + "container to the window, the animator adds the to-view and its temporary views.",
      belongs:
        "In an animator, addSubview(_:) the to-view and any temporary views to the container "
        + "view; in viewDidLoad(), build your own view's subviews.",
      avoid:
        "Don't expect a view you addSubview(_:) to the container view to leave by itself: "
        + "nothing there is cleaned up for you, so remove temporary views in the animation's "
        + "completion.",
      sources: [
        .documented(
          .vcpgImplementingAnimators,
          "add the to view to the container view; all animation happens in containerView",
          at: "fact-animator-adds-to-view")
      ]),
    GlossaryEntry(
      .insertSubviewAt,
      meaning:
        "Code puts a view into a superview at a given position in its subviews, 0 being the "
        + "back. Presentation controllers use it to put chrome behind the presented view.",
      belongs:
        "Use insertSubview(_:at:) with 0 to put a dimming view behind everything else in the "
        + "container view.",
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle")
      ]),
    GlossaryEntry(
      .insertSubviewBelow,
      meaning:
        "Code puts a view into a superview just behind a sibling. Animators use it to slide the "
        + "new view in under the old one.",
      belongs:
        "Use insertSubview(_:belowSubview:) when the to-view must start hidden behind the "
        + "from-view.",
      sources: [
        .documented(
          .vcpgImplementingAnimators, "all animation happens in containerView",
          at: "fact-animator-adds-to-view")
      ]),
    GlossaryEntry(
      .insertSubviewAbove,
      meaning: "Code puts a view into a superview just in front of a sibling.",
      belongs:
        "Use insertSubview(_:aboveSubview:) when a view must cover one sibling but stay behind "
        + "the others.",
      sources: [
        .documented(
          .vcpgImplementingAnimators, "all animation happens in containerView",
          at: "fact-animator-adds-to-view")
      ]),
    GlossaryEntry(
      .bringSubviewToFront,
      meaning: "Code moves a view to the front of its siblings, without leaving its superview.",
      belongs:
        "Use bringSubviewToFront(_:) when a view already in the container must end on top.",
      sources: [
        .documented(
          .vcpgImplementingAnimators, "all animation happens in containerView",
          at: "fact-animator-adds-to-view")
      ]),
    GlossaryEntry(
      .sendSubviewToBack,
      meaning: "Code moves a view behind its siblings, without leaving its superview.",
      belongs: "Use sendSubviewToBack(_:) to push a backdrop behind the views being animated.",
      sources: [
        .documented(
          .vcpgImplementingAnimators, "all animation happens in containerView",
          at: "fact-animator-adds-to-view")
      ]),
    GlossaryEntry(
      .removeFromSuperview,
      meaning:
        "A view leaves its superview and takes its own subviews with it. When UIKit removes the "
        + "container view at the end of a dismissal, everything still inside goes too.",
      belongs:
        "Call removeFromSuperview() on temporary views in the animation's completion, and on "
        + "chrome in dismissalTransitionDidEnd(_:) when completed is true (or in "
        + "presentationTransitionDidEnd(_:) when it is false).",
      avoid:
        "Don't removeFromSuperview() chrome in dismissalTransitionWillBegin(): a cancelled "
        + "dismissal would leave the presented view without it.",
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .documented(
          .vcpgImplementingAnimators, "on dismissal remove the from view",
          at: "fact-animator-adds-to-view"),
      ]),
  ]
}
