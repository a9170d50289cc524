// The sources of what a user's finger does to a list: the pull that refreshes it and the swipe
// that opens a row's actions.
extension Source {
  /// This group's sources, in the order `docs/sources.md` lists them within their groups.
  static let lists: [Source] = [
    uikitRefreshControl, uikitRefreshControlBeginRefreshing, uikitTvTrailingSwipeActions,
    uikitTvLeadingSwipeActions, uikitContextualActionHandler,
    uikitSwipePerformsFirstActionWithFullSwipe, uikitListTrailingSwipeProvider,
  ]

  package static let uikitRefreshControl = page(
    "uikit-refresh-control", "UIRefreshControl", "uirefreshcontrol",
    note: "When the user drags the top of the scrollable content area downward, the scroll view "
      + "reveals the refresh control, begins animating its progress indicator, and notifies the "
      + "app through the control's target-action (.valueChanged); the app updates its content "
      + "and dismisses the control. No distance for the pull is given.")

  package static let uikitRefreshControlBeginRefreshing = page(
    "uikit-refresh-control-begin-refreshing", "UIRefreshControl.beginRefreshing()",
    "uirefreshcontrol/beginrefreshing()",
    note: "Tells the control that a refresh was started programmatically; call endRefreshing() "
      + "when it ends, to return the control to its default state.")

  package static let uikitTvTrailingSwipeActions = page(
    "uikit-tv-trailing-swipe-actions",
    "UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
    "uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)",
    status: .unchecked,
    note: "Returns the swipe actions to display on the trailing edge of the row; nil shows the "
      + "table's default set of actions.")

  package static let uikitTvLeadingSwipeActions = page(
    "uikit-tv-leading-swipe-actions",
    "UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
    "uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)",
    note: "The actions to display when the user swipes the row, on its leading edge (the left "
      + "side, swiped from left to right, in a left-to-right language); nil shows the table's "
      + "default set of actions.")

  package static let uikitContextualActionHandler = page(
    "uikit-contextual-action-handler", "UIContextualAction.Handler",
    "uicontextualaction/handler-swift.typealias",
    note: "Called when the user selects the action, with the action, the view in which it was "
      + "displayed, and a completion handler to call after performing it: true if the action "
      + "was performed, false if it could not be.")

  package static let uikitSwipePerformsFirstActionWithFullSwipe = page(
    "uikit-swipe-performs-first-action-with-full-swipe",
    "UISwipeActionsConfiguration.performsFirstActionWithFullSwipe",
    "uiswipeactionsconfiguration/performsfirstactionwithfullswipe",
    note: "When true, a full swipe in the row performs the first action of actions; true by "
      + "default. How far a full swipe goes is not given.")

  package static let uikitListTrailingSwipeProvider = page(
    "uikit-list-trailing-swipe-provider",
    "UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider",
    "uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider",
    note: "iOS 14: the closure that provides the actions to display when swiping on the "
      + "trailing edge of a list's cell; leadingSwipeActionsConfigurationProvider does the "
      + "leading edge.")
}
