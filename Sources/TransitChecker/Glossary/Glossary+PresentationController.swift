import TransitTrace

extension Glossary {
  /// `UIPresentationController`'s hooks.
  static let presentationController: [GlossaryEntry] = [
    GlossaryEntry(
      .presentationTransitionWillBegin,
      meaning:
        "UIKit has installed the container view and is about to start the presentation's "
        + "animations: the presentation controller's moment to put its own views on screen.",
      belongs:
        "Add chrome views (a dimming or blur view) to the container view and schedule their "
        + "fade-in with the transition coordinator's animate(alongsideTransition:completion:).",
      avoid:
        "Leave the presented view's frame and animation to the animator, which reads "
        + "frameOfPresentedViewInContainerView through finalFrame(for:).",
      sources: [
        Citation(.documented, "VCPG-pres", "Managing and Animating Custom Views"),
        Citation(.inferred, "DEC26", "runTransitionForCurrentStateAnimated: block 1"),
      ]),
    GlossaryEntry(
      .dismissalTransitionDidEnd,
      meaning:
        "The dismissal's animations are over; completed tells whether the presented view "
        + "controller left the screen or the user cancelled and it stays.",
      belongs: "Remove the chrome views here, and only when completed is true.",
      avoid:
        "Never remove them in dismissalTransitionWillBegin(): an interactive dismissal can still "
        + "be cancelled, and the chrome would be gone while the sheet stays.",
      sources: [
        Citation(.documented, "VCPG-pres", "Managing and Animating Custom Views"),
        Citation(.documented, "SYM", "dismissalTransitionDidEnd(_:)"),
      ]),
  ]
}
