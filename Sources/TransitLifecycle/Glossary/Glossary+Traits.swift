// Trait changes on a rotation (docs/lifecycle.md#facts-traits).
extension Glossary {
  static let traits: [GlossaryEntry] = [
    GlossaryEntry(
      .willTransitionToTraits,
      meaning:
        "UIKit tells the view controller its size classes are about to change, with the "
        + "coordinator of the change. It comes before viewWillTransition(to:with:) and any "
        + "traitCollectionDidChange(_:); the default implementation passes it on to the "
        + "children, and a presentation controller passes it to the presented view controller.",
      belongs:
        "In willTransition(to:with:), call super, then register alongside animations that move "
        + "to the new layout.",
      avoid:
        "Don't read traitCollection in willTransition(to:with:) expecting the new values: they "
        + "are in newCollection, and arrive later.",
      sources: [
        .documented(
          .uikitWillTransitionToTraits, "before traits change and before traitCollectionDidChange",
          at: "fact-will-transition-traits-first")
      ]),
    GlossaryEntry(
      .traitCollectionDidChange,
      meaning:
        "The view controller's traits have changed. Since iOS 17 UIKit updates a view "
        + "controller's traits just before it lays out, so parents hear it before their children "
        + "and each view controller as the layout of the rotation reaches it. Deprecated in iOS "
        + "17, and still called.",
      belongs:
        "In traitCollectionDidChange(_:), compare traitCollection with the previous collection "
        + "and switch layouts only for what changed; in new code, register for the traits you "
        + "use with registerForTraitChanges(_:handler:).",
      sources: [
        .documented(.uikitTraitCollectionDidChange, at: "fact-trait-change-at-layout"),
        .documented(
          .wwdc23Traits, "traits update before viewWillLayoutSubviews",
          at: "fact-trait-change-at-layout"),
      ]),
    GlossaryEntry(
      .registerForTraitChanges,
      meaning:
        "The view controller asks to hear when one of the named traits changes (iOS 17). UIKit "
        + "runs the handler with the view controller and its previous traits, when it updates the "
        + "view controller's traits.",
      belongs:
        "Call registerForTraitChanges(_:handler:) in viewDidLoad() for exactly the traits the "
        + "view uses, and update the layout in the handler.",
      sources: [
        .documented(.uikitRegisterForTraitChanges, at: "fact-trait-registration"),
        .documented(.appleAdaptingToTraits, at: "fact-trait-registration"),
      ]),
    GlossaryEntry(
      .traitChangeHandler,
      meaning:
        "UIKit runs a handler registered with registerForTraitChanges(_:handler:): one of its "
        + "traits changed. It comes after the view controller's traitCollectionDidChange(_:), as "
        + "the layout of the change reaches the view controller.",
      belongs: "In the handler(_:_:), compare the previous traits and update the layout.",
      sources: [
        .documented(.uikitRegisterForTraitChanges, at: "fact-trait-registration"),
        .documented(.wwdc23Traits, at: "fact-trait-change-at-layout"),
      ]),
  ]
}
