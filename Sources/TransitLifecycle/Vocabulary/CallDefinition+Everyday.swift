// The everyday UIKit around transitions: alerts, showing a view controller, split views, the
// navigation bar and search. Selectors from the UIKit SDK headers; Swift spellings from Apple's
// symbol pages. None has a channel but the alert's handler: no rule reads the others.
extension CallDefinition {
  /// The calls of alerts, showing, split views, the bar and search.
  static let everyday: [CallDefinition] =
    [
      CallDefinition(
        .addAction, in: "UIAlertController", receiver: .viewController, selectors: ["addAction:"],
        parameters: [.object("action")]),
      CallDefinition(
        .show, in: "UIViewController", receiver: .viewController,
        selectors: ["showViewController:sender:"], parameters: [.object("vc"), .object("sender")]),
      CallDefinition(
        .showDetailViewController, in: "UIViewController", receiver: .viewController,
        selectors: ["showDetailViewController:sender:"],
        parameters: [.object("vc"), .object("sender")]),
      CallDefinition(
        .targetViewControllerForAction, in: "UIViewController", receiver: .viewController,
        selectors: ["targetViewControllerForAction:sender:"],
        parameters: [.other("action"), .object("sender")], returns: .object),
      CallDefinition(
        .setNavigationBarHidden, in: "UINavigationController", receiver: .navigationController,
        selectors: ["setNavigationBarHidden:animated:"],
        parameters: [.bool("hidden"), .bool("animated")]),
      CallDefinition(
        .setViewControllerForColumn, in: "UISplitViewController", receiver: .viewController,
        selectors: ["setViewController:forColumn:"], parameters: [.object("vc"), .other("column")]),
      CallDefinition(
        .showColumn, in: "UISplitViewController", receiver: .viewController,
        selectors: ["showColumn:"], parameters: [.other("column")]),
      CallDefinition(
        .hideColumn, in: "UISplitViewController", receiver: .viewController,
        selectors: ["hideColumn:"], parameters: [.other("column")]),
      CallDefinition(
        .willChangeToDisplayMode, in: "UISplitViewControllerDelegate",
        receiver: .containerDelegate, selectors: ["splitViewController:willChangeToDisplayMode:"],
        parameters: [.object("svc"), .other("displayMode")]),
      CallDefinition(
        .topColumnForCollapsing, in: "UISplitViewControllerDelegate", receiver: .containerDelegate,
        selectors: ["splitViewController:topColumnForCollapsingToProposedTopColumn:"],
        parameters: [.object("svc"), .other("proposedTopColumn")], returns: .value),
      CallDefinition(
        .displayModeForExpanding, in: "UISplitViewControllerDelegate",
        receiver: .containerDelegate,
        selectors: ["splitViewController:displayModeForExpandingToProposedDisplayMode:"],
        parameters: [.object("svc"), .other("proposedDisplayMode")], returns: .value),
      CallDefinition(
        .splitViewControllerDidCollapse, in: "UISplitViewControllerDelegate",
        receiver: .containerDelegate, selectors: ["splitViewControllerDidCollapse:"],
        parameters: [.object("svc")]),
      CallDefinition(
        .splitViewControllerDidExpand, in: "UISplitViewControllerDelegate",
        receiver: .containerDelegate, selectors: ["splitViewControllerDidExpand:"],
        parameters: [.object("svc")]),
    ] + search

  /// The search controller's delegate and results updater.
  private static let search: [CallDefinition] =
    [
      (CallName.presentSearchController, "presentSearchController:"),
      (.willPresentSearchController, "willPresentSearchController:"),
      (.didPresentSearchController, "didPresentSearchController:"),
      (.willDismissSearchController, "willDismissSearchController:"),
      (.didDismissSearchController, "didDismissSearchController:"),
    ].map { name, selector in
      CallDefinition(
        name, in: "UISearchControllerDelegate", receiver: .containerDelegate,
        selectors: [selector], parameters: [.object("searchController")])
    } + [
      CallDefinition(
        .updateSearchResults, in: "UISearchResultsUpdating", receiver: .containerDelegate,
        selectors: ["updateSearchResultsForSearchController:"],
        parameters: [.object("searchController")])
    ]

  /// The handler of an alert's action, which UIKit runs in the completion of the alert's
  /// dismissal: a completion handler. It shares its name with the coordinator's interaction
  /// handler (`handler(_:)`), so it is not in the list by name; a record carrying the action's
  /// title and no context is this one (`CallVocabulary.definition(of:arguments:)`).
  package static let alertActionHandler = CallDefinition(
    .alertActionHandler, in: "closure", receiver: .uikit, kind: .closure, selectors: [],
    parameters: [.other("action")], channel: .completionHandler)
}

extension CallVocabulary {
  /// The definition of a call record, told apart by its arguments where two closures share a
  /// name: `handler(_:)` with an `action` and no `context` is an alert action's handler.
  package static func definition(of name: CallName, hasArgument: (String) -> Bool)
    -> CallDefinition?
  {
    if name == .alertActionHandler, hasArgument("action"), !hasArgument("context") {
      return CallDefinition.alertActionHandler
    }
    return definition(of: name)
  }
}
