/// Each `bug-*` scenario's correct twin: the same app and the same steps without the one
/// mistake, so that a diff of the two parts where the mistake does and nowhere else. The twins
/// are not built-in scenarios: they exist for `transit diff`'s precision test.
package enum BugTwins {
  /// The twin of the `bug-*` scenario called `name`, if it has one.
  package static func twin(of name: String) -> Scenario? {
    switch name {
    case "bug-missing-complete-transition", "bug-complete-transition-twice":
      return ZoomBugs.completesOnce
    case "bug-present-during-transition": return ZoomBugs.tappedOnce
    case "bug-views-removed-in-will-begin", "bug-to-view-not-added": return SheetBugs.plain
    case "bug-complete-true-after-cancel": return SheetBugs.plainCancelled
    case "bug-unbalanced-appearance", "bug-double-appearance-forwarding":
      return SheetBugs.forwarding
    case "bug-interruptible-animator-new-each-call": return ModernBugs.sameInterruptibleAnimator
    case "bug-child-without-did-move": return ModernBugs.childWithDidMove
    case "bug-dimming-view-left-behind": return ModernStyles.sheetDetentsDimmed
    default: return nil
    }
  }
}
