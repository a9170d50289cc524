// The everyday UIKit around transitions: alerts, showing a view controller, split views, the
// navigation bar and search (docs/lifecycle.md#facts-everyday).
extension Glossary {
  /// The keyframe animation UIKit's own flip runs.
  static let animateKeyframes: CallName =
    "animateKeyframes(withDuration:delay:options:animations:completion:)"

  /// Alerts, showing, split views, the bar and search, in that order.
  static let everyday: [GlossaryEntry] =
    [
      GlossaryEntry(
        .addAction,
        meaning:
          "Code adds a button to an alert or an action sheet, handing over the handler UIKit "
          + "runs when the user taps it. An alert has at most one .cancel action.",
        belongs:
          "Add every action with addAction(_:) before you present the alert; put what the button "
          + "does in the handler.",
        avoid:
          "Don't addAction(_:) a second .cancel action: UIKit raises an exception.",
        sources: [
          .documented(.uikitAlertAction, at: "fact-alert-handler-after-dismissal"),
          .documented(
            .dec26AlertAddAction, "the assertion on a second cancel action",
            at: "fact-alert-presentation"),
        ]),
      GlossaryEntry(
        .show,
        meaning:
          "Code shows a view controller in a primary context without knowing its container. "
          + "UIKit finds the container with targetViewController(forAction:sender:): a "
          + "navigation controller pushes, a split view controller places it, none presents it.",
        belongs:
          "Call show(_:sender:) from a screen that may live in a navigation controller or a "
          + "split view; override it only in a container of your own.",
        avoid:
          "Don't expect show(_:sender:) to push when no navigation controller is up the "
          + "parent chain: it presents instead.",
        sources: [
          .documented(.uikitShow, at: "fact-show-target"),
          .documented(
            .viewControllerHeader, "the comment on showViewController:sender:",
            at: "fact-show-target"),
        ]),
      GlossaryEntry(
        .showDetailViewController,
        meaning:
          "Code shows a view controller as a detail. A split view "
          + "controller installs it as its secondary column when expanded, and shows it with "
          + "show(_:sender:) when collapsed; without one UIKit presents it.",
        belongs:
          "Call showDetailViewController(_:sender:) from a split view's primary column to "
          + "change the detail.",
        sources: [
          .documented(.uikitShowDetail, at: "fact-show-target"),
          .documented(.uikitSplitShowDetail, at: "fact-split-collapse"),
        ]),
      GlossaryEntry(
        .targetViewControllerForAction,
        meaning:
          "UIKit asks which view controller handles showing: this one if it overrides the "
          + "action's method, else the nearest ancestor that does, else nil.",
        belongs:
          "Override targetViewController(forAction:sender:) only to redirect showing in a "
          + "container of your own.",
        sources: [
          .documented(.uikitTargetViewController, at: "fact-show-target"),
          .documented(
            .viewControllerHeader, "the comment on targetViewControllerForAction:sender:",
            at: "fact-show-target"),
        ]),
      GlossaryEntry(
        .setNavigationBarHidden,
        meaning:
          "Code hides or shows the navigation bar. The safe area of the screen on top changes "
          + "with it, so UIKit calls viewSafeAreaInsetsDidChange() and lays the screen out again.",
        belongs:
          "Call setNavigationBarHidden(_:animated:) from viewWillAppear(_:) of a screen that "
          + "shows no bar, and again from viewWillDisappear(_:) to bring the bar back.",
        avoid:
          "Don't lay out content against a fixed bar height: follow the safe area, which "
          + "setNavigationBarHidden(_:animated:) changes.",
        sources: [
          .documented(.uikitSetNavigationBarHidden, at: "fact-bar-hiding"),
          .documented(.uikitSafeAreaInsets, at: "fact-bar-hiding"),
          .documented(.uikitHidesBarsOnSwipe, at: "fact-bar-hiding"),
        ]),
      GlossaryEntry(
        .setViewControllerForColumn,
        meaning:
          "Code puts a view controller in a column of a column-style split view controller. "
          + "UIKit (iOS 14) wraps one that is not a navigation controller in one, and pushes "
          + "it on the column's navigation controller if the column has one already.",
        belongs:
          "Call setViewController(_:for:) once per column when you build the split view; "
          + "change the detail later with showDetailViewController(_:sender:).",
        avoid:
          "Don't setViewController(_:for: .secondary) with a new screen each time a row is "
          + "chosen: each one is pushed on the secondary column's stack.",
        sources: [
          .documented(.uikitSplitSetViewController, at: "fact-split-collapse"),
          .observed(.blogZhaoxinSplit, "Apple's reply to FB8640357", at: "fact-split-collapse"),
        ]),
      GlossaryEntry(
        .topColumnForCollapsing,
        meaning:
          "UIKit asks the split view controller's delegate which column shows when the "
          + "interface collapses to one column in a compact width.",
        belongs:
          "Return .primary from splitViewController(_:topColumnForCollapsingToProposedTopColumn:) "
          + "when nothing is selected yet, so an iPhone starts on the list.",
        sources: [
          .documented(.uikitSplitTopColumn, at: "fact-split-collapse"),
          .documented(.uikitSplitIsCollapsed, at: "fact-split-collapse"),
        ]),
      GlossaryEntry(
        .displayModeForExpanding,
        meaning:
          "UIKit asks the split view controller's delegate which display mode to use as the "
          + "interface expands to several columns in a regular width.",
        sources: [.documented(.uikitSplitIsCollapsed, at: "fact-split-collapse")]),
      GlossaryEntry(
        .showColumn,
        meaning:
          "Code asks the split view controller to show a column: the interface moves to the "
          + "closest display mode of its split behavior where the column is fully visible.",
        belongs:
          "Call show(.primary) from a button that reveals the sidebar; on an expanded "
          + "three-column split view it brings the primary column beside the other two.",
        sources: [.documented(.uikitSplitShowColumn, at: "fact-split-display-modes")]),
      GlossaryEntry(
        .hideColumn,
        meaning:
          "Code asks the split view controller to hide a column: the interface moves to the "
          + "closest display mode of its split behavior where the column is hidden.",
        belongs: "Call hide(.primary) once the user has chosen in the sidebar.",
        avoid: "Don't hide(.secondary): UIKit does not hide the secondary column.",
        sources: [.documented(.uikitSplitHideColumn, at: "fact-split-display-modes")]),
      GlossaryEntry(
        .willChangeToDisplayMode,
        meaning:
          "UIKit tells the split view controller's delegate the display mode it is about to "
          + "change to; the columns that mode shows enter the window after.",
        belongs:
          "Add or remove the controls that show a hidden column in "
          + "splitViewController(_:willChangeTo:).",
        sources: [
          .documented(.uikitSplitWillChangeDisplayMode, at: "fact-split-display-modes"),
          .documented(.uikitSplitDisplayModeOneBeside, at: "fact-split-display-modes"),
        ]),
      GlossaryEntry(
        .splitViewControllerDidCollapse,
        meaning:
          "The split view interface has collapsed to one column and isCollapsed is true; UIKit "
          + "tells the delegate.",
        belongs:
          "Adjust what the collapsed interface shows in splitViewControllerDidCollapse(_:).",
        sources: [.documented(.uikitSplitDidCollapse, at: "fact-split-collapse")]),
      GlossaryEntry(
        .splitViewControllerDidExpand,
        meaning:
          "The split view interface has expanded to several columns and isCollapsed is false; "
          + "UIKit tells the delegate.",
        sources: [.documented(.uikitSplitIsCollapsed, at: "fact-split-collapse")]),
    ] + search + [
      GlossaryEntry(
        animateKeyframes,
        meaning:
          "Code starts a keyframe animation whose completion UIKit runs when its time is up. "
          + "UIKit's own flipHorizontal animator flips the two views this way.",
        belongs:
          "Call completeTransition(_:) in the completion of "
          + "animateKeyframes(withDuration:delay:options:animations:completion:) when it runs a "
          + "transition.",
        sources: [
          .inferred(
            .dec26BuiltinAnimator, "the flips run a keyframe animation",
            at: "fact-transition-styles")
        ])
    ]

  /// The search controller's delegate and results updater.
  private static let search: [GlossaryEntry] = [
    GlossaryEntry(
      .presentSearchController,
      meaning:
        "UIKit hands the delegate the search controller to present itself, instead of "
        + "presenting it. UIKit calls no will- or did-present method then.",
      belongs:
        "Implement presentSearchController(_:) only to present the search controller your own "
        + "way; call present(_:animated:completion:) in it.",
      sources: [.documented(.uikitPresentSearchController, at: "fact-search-presentation")]),
    GlossaryEntry(
      .willPresentSearchController,
      meaning:
        "The search is about to become active and UIKit is about to present the search "
        + "controller over the view controller that defines the presentation context.",
      sources: [.documented(.uikitDidPresentSearchController, at: "fact-search-presentation")]),
    GlossaryEntry(
      .didPresentSearchController,
      meaning:
        "The search controller's presentation is over and the search is active; UIKit calls "
        + "it only when it presented the search controller itself.",
      sources: [.documented(.uikitDidPresentSearchController, at: "fact-search-presentation")]),
    GlossaryEntry(
      .willDismissSearchController,
      meaning: "The search is about to end and UIKit is about to dismiss the search controller.",
      sources: [.documented(.uikitDidPresentSearchController, at: "fact-search-presentation")]),
    GlossaryEntry(
      .didDismissSearchController,
      meaning: "The search controller's dismissal is over and the search is no longer active.",
      sources: [.documented(.uikitDidPresentSearchController, at: "fact-search-presentation")]),
    GlossaryEntry(
      .updateSearchResults,
      meaning:
        "UIKit asks the results updater to update the results: when the search bar becomes "
        + "the first responder and each time its text changes.",
      belongs:
        "Filter and reload the results controller's list in updateSearchResults(for:).",
      sources: [.documented(.uikitPresentSearchController, at: "fact-search-presentation")]),
  ]

  /// The handler of an alert's action, told apart from the coordinator's interaction handler
  /// of the same name by the `addAction(_:)` that handed it over.
  static let alertActionHandler = GlossaryEntry(
    .alertActionHandler,
    meaning:
      "The user tapped an alert's action, and UIKit runs its handler once the alert is gone. "
      + "It runs in the completion of the alert's dismissal, after the alert's "
      + "viewDidDisappear(_:).",
    belongs:
      "In the handler(_:) of a UIAlertAction, present the next screen or pop: the alert is "
      + "already gone, so the presenter can present again.",
    avoid:
      "Don't dismiss the alert yourself in handler(_:): UIKit has dismissed it already.",
    sources: [
      .inferred(.dec26AlertDismiss, at: "fact-alert-handler-after-dismissal"),
      .inferred(.dec18AlertDismiss, at: "fact-alert-handler-after-dismissal"),
      .observed(
        .ghMaterialDialogs1885, "UIAlertController invokes its action block after dismissal",
        at: "fact-alert-handler-after-dismissal"),
    ])
}
