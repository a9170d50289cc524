import TransitTrace

// Interruptible transitions, child containment, page swipes, trait changes and sheets: each rule kept
// by a new scenario's golden trace and broken by its misuse scenario, or by the same trace
// with one record moved, removed or duplicated.
extension RuleCases {
  static let modern: Cases = [
    "animator.interruptible-same-instance": (
      .trace("interruptible-card"), .trace("bug-interruptible-animator-new-each-call")
    ),
    "animator.interruptible-after-start": (
      .trace("interruptible-card"),
      .edited("interruptible-card", "UIKit's question before the interaction starts") {
        try $0.move(
          .call(.interruptibleAnimator, transition: 1, nth: 1),
          before: .call(.startInteractiveTransition, transition: 1))
      }
    ),
    "containment.did-move-after-add-child": (
      .trace("child-containment"), .trace("bug-child-without-did-move")
    ),
    "dismiss.presenter-views-removed": (
      .trace("sheet-detents-dimmed"), .trace("bug-dimming-view-left-behind")
    ),
    "sheet.will-dismiss-before-disappear": (
      .trace("sheet-detents"),
      .edited(
        "sheet-detents", "presentationControllerWillDismiss after the sheet's viewWillDisappear"
      ) {
        try $0.move(
          .call(.presentationControllerWillDismiss, transition: 2),
          after: .call(.viewWillDisappear, on: "vc.filters"))
      }
    ),
    "sheet.detent-drag-no-appearance": (
      .trace("sheet-detents"),
      .edited("sheet-detents", "the sheet's viewWillDisappear outside a transition mid-drag") {
        try $0.duplicate(.call(.viewWillDisappear, on: "vc.filters")) { event in
          event.transition = nil
          event.cause = nil
        }
        try $0.move(.call(.viewWillDisappear, on: "vc.filters", nth: 1), after: .pan("changed"))
      }
    ),
    "sheet.refused-swipe-no-dismissal": (
      .trace("sheet-modal-in-presentation"),
      .edited(
        "sheet-modal-in-presentation",
        "presentationControllerWillDismiss where didAttemptToDismiss was"
      ) {
        try $0.modify(.call(.presentationControllerDidAttemptToDismiss)) {
          $0.rename(.presentationControllerWillDismiss)
        }
      }
    ),
    "sheet.did-dismiss-after-disappear": (
      .trace("sheet-detents"),
      .edited(
        "sheet-detents", "presentationControllerDidDismiss before the sheet's viewDidDisappear"
      ) {
        try $0.move(
          .call(.presentationControllerDidDismiss, transition: 2),
          before: .call(.viewDidDisappear, on: "vc.filters"))
      }
    ),
    "containment.will-move-before-remove": (
      .trace("child-containment"),
      .edited("child-containment", "no willMove(toParent: nil) before removing now-playing") {
        try $0.remove(.call(.willMoveToParent, on: "vc.nowPlaying", nth: 1))
      }
    ),
    "page.will-transition-before-appearance": (
      .trace("page-swipe"),
      .edited("page-swipe", "willTransitionTo after the pending page's viewWillAppear") {
        try $0.move(
          .call(.pageWillTransition, transition: 1),
          after: .call(.viewWillAppear, on: "vc.features"))
      }
    ),
    "page.did-finish-after-appearance": (
      .trace("page-swipe"),
      .edited("page-swipe", "didFinishAnimating before the new page's viewDidAppear") {
        try $0.move(
          .call(.pageDidFinishAnimating, transition: 1),
          before: .call(.viewDidAppear, on: "vc.features"))
      }
    ),
    "page.did-finish-once": (
      .trace("page-swipe-cancelled"),
      .edited("page-swipe", "didFinishAnimating twice") {
        try $0.duplicate(.call(.pageDidFinishAnimating, transition: 1))
      }
    ),
    "trait.will-transition-before-change": (
      .trace("child-containment"),
      .edited("child-containment", "willTransition(to:with:) after the trait change") {
        try $0.move(
          .call(.willTransitionToTraits, on: "vc.musicLibrary"),
          after: .call(.traitCollectionDidChange, on: "vc.musicLibrary"))
      }
    ),
  ]
}
