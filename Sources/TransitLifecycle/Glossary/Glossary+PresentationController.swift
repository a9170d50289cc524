// `UIPresentationController`: the object that owns a presentation from its first frame to the
// end of its dismissal (the View Controller Programming Guide, "Creating Custom Presentations";
// docs/lifecycle.md#facts-begin and #facts-appearance).
extension Glossary {
  /// `UIPresentationController`'s properties and hooks, in the order UIKit uses them.
  static let presentationController: [GlossaryEntry] = [
    GlossaryEntry(
      .shouldRemovePresentersView,
      meaning:
        "UIKit reads whether the presenting view controller's view leaves the window once the "
        + "presentation completes. The answer also decides the presenter's appearance callbacks: "
        + "true for .fullScreen, false by default for a UIPresentationController, and with false "
        + "the presenter gets none in either direction.",
      belongs:
        "Return true from shouldRemovePresentersView only when the presented view covers the "
        + "whole screen for good; UIKit then takes the presenter's view away and calls its "
        + "viewWillDisappear(_:) and viewDidDisappear(_:).",
      avoid:
        "With shouldRemovePresentersView false, don't wait for the presenter's "
        + "viewWillDisappear(_:) or viewWillAppear(_:): it stays on screen and UIKit sends none.",
      sources: [
        .documented(
          .presentationControllerHeader, "the comment on shouldRemovePresentersView",
          at: "fact-should-remove-presenters-view"),
        .documented(.uikitShouldRemovePresentersView, at: "fact-should-remove-presenters-view"),
        .inferred(.dec26DisablePresentersAppearance, at: "fact-presenter-silent-unless-removed"),
        .observed(.blogSplinter2015, at: "fact-presenter-silent-unless-removed"),
        .observed(.ghSpstorkcontroller19, at: "fact-presenter-silent-unless-removed"),
        .observed(.ghPresentr143, at: "fact-presenter-silent-unless-removed"),
      ]),
    GlossaryEntry(
      .presentationTransitionWillBegin,
      meaning:
        "The presentation's body has started: UIKit has installed the container view and is "
        + "about to start the animations. It comes on the run-loop turn after present, before "
        + "UIKit reads presentedView or calls the animator, so it is the presentation "
        + "controller's moment to put its own views on screen.",
      belongs:
        "In presentationTransitionWillBegin(), add chrome views (a dimming or blur view) to the "
        + "container view and schedule their fade-in with the transition coordinator's "
        + "animate(alongsideTransition:completion:).",
      avoid:
        "Leave the presented view's frame and animation to the animator, which reads "
        + "frameOfPresentedViewInContainerView through finalFrame(for:); "
        + "presentationTransitionWillBegin() only sets the stage.",
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .inferred(
          .dec26RunTransition, "the transition-view block calls the will-begin hook",
          at: "fact-will-begin-first"),
        .documented(
          .vcpgPresentationProcess, "presentationTransitionWillBegin before presentedView",
          at: "fact-presented-view-after-will-begin"),
      ]),
    GlossaryEntry(
      .presentedView,
      meaning:
        "UIKit reads which view to animate: the presented view controller's view, or a view "
        + "that wraps it. It reads it right after the will-begin hook and may read it again "
        + "later, so it must be cheap.",
      belongs:
        "Return presentedView quickly: the presented view controller's view or one of its "
        + "ancestors, already set up.",
      avoid:
        "Don't build the view hierarchy in presentedView: it must already be configured when "
        + "UIKit reads it, and UIKit may read it several times.",
      sources: [
        .documented(
          .vcpgPresentationProcess, "presentedView may be called several times",
          at: "fact-presented-view-after-will-begin"),
        .documented(.uikitPresentedView, at: "fact-presented-view-after-will-begin"),
        .inferred(
          .dec26RunTransition, "the to view is fetched through presentedView",
          at: "fact-presented-view-after-will-begin"),
      ]),
    GlossaryEntry(
      .frameOfPresentedViewInContainerView,
      meaning:
        "UIKit asks where the presented view ends up inside the container view. It reads it to "
        + "compute the transition's final frame for the presented view controller, after "
        + "viewWillAppear(_:), and again whenever the animator asks finalFrame(for:).",
      belongs:
        "Compute frameOfPresentedViewInContainerView from the container view's bounds and return "
        + "it quickly; it is the one place the presented view's size is decided.",
      avoid:
        "Don't set frames or add views in frameOfPresentedViewInContainerView: UIKit may read it "
        + "several times. The animator applies it through finalFrame(for:), and "
        + "containerViewWillLayoutSubviews() keeps it applied.",
      sources: [
        .documented(
          .vcpgPresentationProcess,
          "frameOfPresentedViewInContainerView may be called several times",
          at: "fact-final-frame-from-presentation-controller"),
        .documented(
          .uikitFrameOfPresentedView, at: "fact-final-frame-from-presentation-controller"),
        .inferred(
          .dec26RunTransition, "the end frame is computed through the presentation controller",
          at: "fact-final-frame-from-presentation-controller"),
      ]),
    GlossaryEntry(
      .containerViewWillLayoutSubviews,
      meaning:
        "The container view is about to lay out its subviews and tells the presentation "
        + "controller. It happens at a layout pass (after the animator has started, on "
        + "rotation, when bounds change), not at a fixed step; on iOS 26 it is not forwarded "
        + "while dismissing.",
      belongs:
        "In containerViewWillLayoutSubviews(), set the presented view's frame to "
        + "frameOfPresentedViewInContainerView and size your chrome to the container's bounds, "
        + "so a rotation keeps them right.",
      avoid:
        "Don't add views or start animations in containerViewWillLayoutSubviews(): it can run "
        + "many times.",
      sources: [
        .documented(
          .vcpgPresentationProcess,
          "called during the animation process; layout hooks before the animation runs",
          at: "fact-layout-hooks-next-pass"),
        .inferred(
          .dec26ContainerWillLayout, "not forwarded while dismissing",
          at: "fact-layout-hooks-next-pass"),
        .documented(.uikitContainerWillLayout, at: "fact-layout-hooks-next-pass"),
      ]),
    GlossaryEntry(
      .containerViewDidLayoutSubviews,
      meaning:
        "The container view has laid out its subviews and tells the presentation controller. "
        + "Like its will- counterpart it follows layout passes, not the transition's steps.",
      belongs:
        "In containerViewDidLayoutSubviews(), adjust what depends on the final layout, such as a "
        + "shadow path around the presented view.",
      avoid:
        "Don't change frames in containerViewDidLayoutSubviews() that would ask for another "
        + "layout pass.",
      sources: [
        .documented(
          .vcpgPresentationProcess,
          "called during the animation process; layout hooks before the animation runs",
          at: "fact-layout-hooks-next-pass"),
        .documented(.uikitContainerWillLayout, at: "fact-layout-hooks-next-pass"),
      ]),
    GlossaryEntry(
      .presentationTransitionDidEnd,
      meaning:
        "The presentation is over and UIKit says whether it completed. It is the first thing "
        + "UIKit does inside completeTransition(_:), with the same flag: true means the "
        + "presented view controller is on screen, false that the presentation was cancelled.",
      belongs:
        "In presentationTransitionDidEnd(_:), when completed is false, remove the chrome views "
        + "you added in presentationTransitionWillBegin(); nothing else removes them.",
      avoid:
        "Don't remove the chrome in presentationTransitionDidEnd(_:) when completed is true: it "
        + "stays for as long as the presentation does, until dismissalTransitionDidEnd(_:).",
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .documented(.uikitPresentationDidEnd, at: "fact-custom-views-lifecycle"),
        .inferred(
          .dec26TransitionDidFinish, "the presenter's _currentTransitionDidComplete",
          at: "fact-did-end-first"),
      ]),
    GlossaryEntry(
      .dismissalTransitionWillBegin,
      meaning:
        "The dismissal's body has started: UIKit is about to start the animator, so the "
        + "presentation controller can send its chrome out with the presented view.",
      belongs:
        "In dismissalTransitionWillBegin(), fade the chrome out through the transition "
        + "coordinator's animate(alongsideTransition:completion:).",
      avoid:
        "Don't remove views in dismissalTransitionWillBegin(): an interactive dismissal can "
        + "still be cancelled and the presented view would stay without its chrome (the guide's "
        + "\"add any custom views\" here is a copy-paste slip; see "
        + "docs/lifecycle.md#contradiction-vcpg-slips).",
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .inferred(.dec26RunTransition, "the dismissal's transition body", at: "order-b"),
      ]),
    GlossaryEntry(
      .dismissalTransitionDidEnd,
      meaning:
        "The dismissal's animations are over and UIKit says whether it completed. It comes first "
        + "inside completeTransition(_:): true means the presented view controller left the "
        + "screen, false that the user cancelled and it stays.",
      belongs:
        "In dismissalTransitionDidEnd(_:), remove the chrome views, and only when completed is "
        + "true.",
      avoid:
        "Never remove them in dismissalTransitionWillBegin(): an interactive dismissal can still "
        + "be cancelled, and the chrome would be gone while the sheet stays.",
      sources: [
        .documented(.vcpgCustomViews, at: "fact-custom-views-lifecycle"),
        .documented(.uikitDismissalDidEnd, at: "fact-custom-views-lifecycle"),
      ]),
  ]
}
