import Foundation

/// Mirrors `UISplitViewControllerDelegate`'s methods for a column-style split view controller
/// (iOS 14). Every method is optional, as in UIKit: one the conforming type does not implement
/// is never called and never appears in the log.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: ObjectiveCMessaging {
  /// Asked as the interface collapses: which column shows on top. Transit proposes
  /// `.secondary`, the column a collapsed column-style split view shows when the delegate does
  /// not answer (inferred; docs/lifecycle.md#fact-split-collapse).
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// Asked as the interface expands: the display mode to expand to.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode

  /// Called before the display mode of the expanded interface changes (by `show(_:)`,
  /// `hide(_:)` or `preferredDisplayMode`).
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

  /// Called once the interface has collapsed: `isCollapsed` is true.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)

  /// Called once the interface has expanded: `isCollapsed` is false.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    OptionalRequirement.notImplemented(by: self)
    return proposedTopColumn
  }

  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode {
    OptionalRequirement.notImplemented(by: self)
    return proposedDisplayMode
  }

  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    OptionalRequirement.notImplemented(by: self)
  }
}
