// iOS 18's zoom transition: the providers UIKit runs (docs/lifecycle.md#fact-zoom-transition).
extension Glossary {
  static let zoom: [GlossaryEntry] = [
    GlossaryEntry(
      .zoomSourceViewProvider,
      meaning:
        "UIKit asks the zoom's source view provider for the view to zoom from or back to. It "
        + "asks at a push or a presentation and again at the pop or the dismissal, inside the "
        + "zoom's animateTransition(using:) once the views are in the container; UIKit may ask "
        + "more than once in one transition.",
      belongs:
        "In sourceViewProvider(_:), look the source view up again each time, from the context's "
        + "zoomedViewController (the item it shows now) and sourceViewController, and return "
        + "nil when it is not on screen.",
      avoid:
        "Don't capture the view the zoom first came from: the detail screen may have moved to "
        + "another item, or the cell may have been reused, by the time it zooms back.",
      sources: [
        .documented(
          .uikitTransitionZoom, "called when it presents and when it dismisses",
          at: "fact-zoom-transition"),
        .documented(
          .zoomTransitionHeaders, "may be called multiple times", at: "fact-zoom-transition"),
        .documented(
          .appleFluidTransitions, "look up the current item's thumbnail from the context",
          at: "fact-zoom-transition"),
      ]),
    GlossaryEntry(
      .zoomSourceBarButtonItemProvider,
      meaning:
        "UIKit asks a zoom from a bar button item (iOS 26) for the item to zoom from or back "
        + "to. It asks when the zoom's sourceViewProvider(_:) would be asked.",
      belongs:
        "In sourceBarButtonItemProvider(_:), return the item the navigation bar shows now, or "
        + "nil.",
      sources: [
        .documented(.uikitTransitionZoomBarButton, at: "fact-zoom-transition")
      ]),
  ]
}
