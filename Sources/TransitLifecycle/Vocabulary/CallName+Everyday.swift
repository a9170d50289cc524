// The everyday UIKit around transitions: alerts, showing a view controller, split views, the
// navigation bar, search.
extension CallName {
  // UIAlertController.
  public static let addAction: CallName = "addAction(_:)"
  /// The handler of a `UIAlertAction`, run by UIKit: named by the parameter that took it, as
  /// the coordinator's interaction handler is; an alert's carries the action's title (`action`)
  /// and no `context`.
  public static let alertActionHandler: CallName = "handler(_:)"
}

extension CallName {
  // UISearchControllerDelegate and UISearchResultsUpdating.
  public static let presentSearchController: CallName = "presentSearchController(_:)"
  public static let willPresentSearchController: CallName = "willPresentSearchController(_:)"
  public static let didPresentSearchController: CallName = "didPresentSearchController(_:)"
  public static let willDismissSearchController: CallName = "willDismissSearchController(_:)"
  public static let didDismissSearchController: CallName = "didDismissSearchController(_:)"
  public static let updateSearchResults: CallName = "updateSearchResults(for:)"
}

extension CallName {
  // UIViewController: showing.
  public static let show: CallName = "show(_:sender:)"
  public static let showDetailViewController: CallName = "showDetailViewController(_:sender:)"
  public static let targetViewControllerForAction: CallName =
    "targetViewController(forAction:sender:)"
}

extension CallName {
  // UINavigationController: the bar.
  public static let setNavigationBarHidden: CallName = "setNavigationBarHidden(_:animated:)"
}

extension CallName {
  // UISplitViewController (column style, iOS 14) and its delegate.
  public static let setViewControllerForColumn: CallName = "setViewController(_:for:)"
  public static let showColumn: CallName = "show(_:)"
  public static let hideColumn: CallName = "hide(_:)"
  public static let willChangeToDisplayMode: CallName = "splitViewController(_:willChangeTo:)"
  public static let topColumnForCollapsing: CallName =
    "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
  public static let displayModeForExpanding: CallName =
    "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"
  public static let splitViewControllerDidCollapse: CallName = "splitViewControllerDidCollapse(_:)"
  public static let splitViewControllerDidExpand: CallName = "splitViewControllerDidExpand(_:)"
}
