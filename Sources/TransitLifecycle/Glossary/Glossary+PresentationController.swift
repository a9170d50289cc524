// `UIPresentationController`: the object that owns a presentation from its first frame to the
// end of its dismissal (FACTS §1 and §2; VCPG-pres).
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
        .documented("H-pc", "shouldRemovePresentersView"),
        .inferred("DEC26", "_shouldDisablePresentersAppearanceCallbacks"),
        .observed("FACTS §2", "splinter.com.au 2015; SPStorkController #19; Presentr #143"),
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
        .documented("VCPG-pres", "Managing and Animating Custom Views"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated: block 1"),
        .observed("AXL", "presentationTransitionWillBegin before presentedView"),
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
        .documented("VCPG-pres", "presentedView may be called several times"),
        .documented("SYM", "presentedView"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, the to-view fetch"),
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
        .documented("VCPG-pres", "frameOfPresentedViewInContainerView may be called several times"),
        .inferred("DEC26", "the end frame is computed through the presentation controller"),
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
        .documented("VCPG-pres", "called during the animation process"),
        .inferred("DEC26", "_containerViewWillLayoutSubviews, skipped while dismissing"),
        .observed("AXL", "layout hooks before the animation runs"),
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
        .documented("VCPG-pres", "called during the animation process"),
        .observed("AXL", "layout hooks before the animation runs"),
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
        .documented("VCPG-pres", "Adding and Removing Custom Views"),
        .documented("SYM", "presentationTransitionDidEnd(_:)"),
        .inferred("DEC26", "transitionDidFinish:, _currentTransitionDidComplete"),
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
        + "\"add any custom views\" here is a copy-paste slip, FACTS contradiction 3).",
      sources: [
        .documented("VCPG-pres", "Managing and Animating Custom Views"),
        .inferred("DEC26", "runTransitionForCurrentStateAnimated:, dismissal"),
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
        .documented("VCPG-pres", "Managing and Animating Custom Views"),
        .documented("SYM", "dismissalTransitionDidEnd(_:)"),
      ]),
  ]
}
