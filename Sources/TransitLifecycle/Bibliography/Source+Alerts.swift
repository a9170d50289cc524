// The sources of the everyday UIKit around transitions: the Cancel button's dismissal through
// the parent chain, alerts and their handlers, show(_:sender:) and split views, the modal
// transition styles, the navigation bar's hiding and search.
extension Source {
  /// Every entry of this file, in the order `docs/sources.md` lists them within their groups.
  static let everydayPresentation: [Source] = [
    uikitPresentingViewController, uikitPresentedViewController, uikitShow, uikitShowDetail,
    uikitTargetViewController, uikitAlertAction, uikitAlertActionInit, uikitAlertAddTextField,
    uikitAlertTextFields, uikitModalTransitionStyle,
    uikitCoverVertical, uikitCrossDissolve, uikitFlipHorizontal, uikitPartialCurl,
    uikitSplitIsCollapsed,
    uikitSplitCompactColumn, uikitSplitTopColumn, uikitSplitDidCollapse, uikitSplitShowDetail,
    uikitSplitSetViewController, uikitSplitDisplayModeOneBeside, uikitSplitDisplayModeTwoBeside,
    uikitSplitShowColumn, uikitSplitHideColumn, uikitSplitWillChangeDisplayMode,
    uikitSetNavigationBarHidden, uikitHidesBarsOnSwipe,
    uikitSafeAreaInsets, uikitDidPresentSearchController, uikitPresentSearchController,
    uikitPageCurl, uikitPageGestureRecognizers,
    dec26AlertDismiss, dec26AlertPresentationController, dec26AlertStyle, dec26AlertTransitioning,
    dec26AlertAddAction, dec26BuiltinAnimator, dec26SearchInit, dec18AlertDismiss,
    ghBlocksKit259, ghMaterialDialogs1885, ghMaterialDialogs2490, ghSdcAlertView306,
    blogZhaoxinSplit, blogCommandshiftSplit,
  ]

  // MARK: Apple's symbol pages

  package static let uikitPresentingViewController = page(
    "uikit-presenting-view-controller", "UIViewController.presentingViewController",
    "uiviewcontroller/presentingviewcontroller",
    note: "If the view controller was not presented modally but one of its ancestors was, the "
      + "view controller that presented the ancestor.")

  package static let uikitPresentedViewController = page(
    "uikit-presented-view-controller", "UIViewController.presentedViewController",
    "uiviewcontroller/presentedviewcontroller",
    note: "The view controller presented by this view controller, or by one of its ancestors.")

  package static let uikitShow = page(
    "uikit-show", "UIViewController.show(_:sender:)", "uiviewcontroller/show(_:sender:)",
    note: "UISplitViewController and UINavigationController override it; a navigation "
      + "controller pushes vc onto its stack.")

  package static let uikitShowDetail = page(
    "uikit-show-detail", "UIViewController.showDetailViewController(_:sender:)",
    "uiviewcontroller/showdetailviewcontroller(_:sender:)",
    note: "In a regular environment a split view controller installs vc as its detail; in a "
      + "compact one its implementation calls show(_:sender:).")

  package static let uikitTargetViewController = page(
    "uikit-target-view-controller", "UIViewController.targetViewController(forAction:sender:)",
    "uiviewcontroller/targetviewcontroller(foraction:sender:)",
    note: "The current view controller if it overrides the action's method, else the first "
      + "one up the hierarchy that does; nil if none.")

  package static let uikitAlertAction = page(
    "uikit-alert-action", "UIAlertAction", "uialertaction",
    note: "A handler to execute when the user taps the button; add the action to a "
      + "UIAlertController before displaying the alert.")

  package static let uikitAlertActionInit = page(
    "uikit-alert-action-init", "UIAlertAction.init(title:style:handler:)",
    "uialertaction/init(title:style:handler:)",
    note: "handler: a block to execute when the user selects the action.")

  package static let uikitAlertAddTextField = page(
    "uikit-alert-add-text-field", "UIAlertController.addTextField(configurationHandler:)",
    "uialertcontroller/addtextfield(configurationhandler:)",
    note: "The handler configures the text field prior to displaying the alert; call it more "
      + "than once for more fields. A text field can be added only if preferredStyle is alert.")

  package static let uikitAlertTextFields = page(
    "uikit-alert-text-fields", "UIAlertController.textFields", "uialertcontroller/textfields",
    note: "The text fields displayed by the alert, in the order in which they were added.")

  package static let uikitModalTransitionStyle = page(
    "uikit-modal-transition-style", "UIViewController.modalTransitionStyle",
    "uiviewcontroller/modaltransitionstyle", status: .linked,
    note: "The transition style to use when presenting the view controller; coverVertical by "
      + "default.")

  package static let uikitCoverVertical = page(
    "uikit-cover-vertical", "UIModalTransitionStyle.coverVertical",
    "uimodaltransitionstyle/coververtical",
    note: "The presented view slides up from the bottom of the screen, and back down on "
      + "dismissal; the default transition style.")

  package static let uikitCrossDissolve = page(
    "uikit-cross-dissolve", "UIModalTransitionStyle.crossDissolve",
    "uimodaltransitionstyle/crossdissolve",
    note: "The current view fades out while the new view fades in; the reverse on dismissal.")

  package static let uikitFlipHorizontal = page(
    "uikit-flip-horizontal", "UIModalTransitionStyle.flipHorizontal",
    "uimodaltransitionstyle/fliphorizontal",
    note: "A 3D flip from right to left reveals the new view as if on the back of the previous "
      + "one; the reverse on dismissal.")

  package static let uikitPartialCurl = page(
    "uikit-partial-curl", "UIModalTransitionStyle.partialCurl",
    "uimodaltransitionstyle/partialcurl",
    note: "A corner of the current view curls up to reveal the presented view underneath, and "
      + "unfurls back on top of it on dismissal. Only with fullScreen, over a full-screen "
      + "parent, or UIKit raises an exception; a view controller presented this way cannot "
      + "present another.")

  package static let uikitSplitIsCollapsed = page(
    "uikit-split-is-collapsed", "UISplitViewController.isCollapsed",
    "uisplitviewcontroller/iscollapsed",
    note: "Collapsing happens when the split view controller transitions from a horizontally "
      + "regular to a horizontally compact environment; collapsed, viewControllers holds one. "
      + "The value changes once the collapse or expansion has finished and its delegate "
      + "methods have been called.")

  package static let uikitSplitCompactColumn = page(
    "uikit-split-compact-column", "UISplitViewController.Column.compact",
    "uisplitviewcontroller/column/compact",
    note: "A view controller set for this column is shown when isCollapsed is true (iOS 14).")

  package static let uikitSplitTopColumn = page(
    "uikit-split-top-column",
    "UISplitViewControllerDelegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
    "uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)",
    status: .linked,
    note: "Asks which column to show on top when the interface collapses; column style only.")

  package static let uikitSplitDidCollapse = page(
    "uikit-split-did-collapse", "UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)",
    "uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)",
    note: "Called after the interface has collapsed, once isCollapsed is true; column-style "
      + "split views only.")

  package static let uikitSplitShowDetail = page(
    "uikit-split-show-detail", "UISplitViewController.showDetailViewController(_:sender:)",
    "uisplitviewcontroller/showdetailviewcontroller(_:sender:)",
    note: "Presents vc as the secondary view controller, in the way that suits the current "
      + "size class.")

  package static let uikitSplitSetViewController = page(
    "uikit-split-set-view-controller", "UISplitViewController.setViewController(_:for:)",
    "uisplitviewcontroller/setviewcontroller(_:for:)",
    note: "Presents the view controller in the column; column style (iOS 14) only.")

  package static let uikitSplitDisplayModeOneBeside = page(
    "uikit-split-display-mode-one-beside", "UISplitViewController.DisplayMode.oneBesideSecondary",
    "uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary",
    note: "One sidebar tiled beside the secondary view controller: the primary column of a "
      + "double-column interface, the supplementary column of a triple-column one; available "
      + "for the tile and displace split behaviors.")

  package static let uikitSplitDisplayModeTwoBeside = page(
    "uikit-split-display-mode-two-beside", "UISplitViewController.DisplayMode.twoBesideSecondary",
    "uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary",
    note: "Triple-column interfaces only: the primary column, then the supplementary, then the "
      + "secondary, side by side; the tile split behavior.")

  package static let uikitSplitShowColumn = page(
    "uikit-split-show-column", "UISplitViewController.show(_:)", "uisplitviewcontroller/show(_:)",
    note: "The interface transitions to the closest display mode available for the current "
      + "split behavior where the column is fully visible (iOS 14).")

  package static let uikitSplitHideColumn = page(
    "uikit-split-hide-column", "UISplitViewController.hide(_:)", "uisplitviewcontroller/hide(_:)",
    note: "The interface transitions to the closest display mode available for the current "
      + "split behavior where the column is hidden; the secondary column cannot be hidden.")

  package static let uikitSplitWillChangeDisplayMode = page(
    "uikit-split-will-change-display-mode",
    "UISplitViewControllerDelegate.splitViewController(_:willChangeTo:)",
    "uisplitviewcontrollerdelegate/splitviewcontroller(_:willchangeto:)",
    note: "Called when the split view controller's display mode is about to change, with the "
      + "new mode.")

  package static let uikitSetNavigationBarHidden = page(
    "uikit-set-navigation-bar-hidden", "UINavigationController.setNavigationBarHidden(_:animated:)",
    "uinavigationcontroller/setnavigationbarhidden(_:animated:)",
    note: "Sets whether the navigation bar is hidden; an animated change lasts "
      + "hideShowBarDuration.")

  package static let uikitHidesBarsOnSwipe = page(
    "uikit-hides-bars-on-swipe", "UINavigationController.hidesBarsOnSwipe",
    "uinavigationcontroller/hidesbarsonswipe",
    note: "An upward swipe hides the navigation bar and toolbar; a downward swipe shows them "
      + "again. barHideOnSwipeGestureRecognizer is the pan that does it.")

  package static let uikitSafeAreaInsets = page(
    "uikit-safe-area-insets", "UIView.safeAreaInsets", "uiview/safeareainsets",
    note: "The safe area reflects the area not covered by navigation bars, tab bars, toolbars "
      + "and other ancestors; for a view controller's root view it accounts for the status bar "
      + "and other visible bars.")

  package static let uikitDidPresentSearchController = page(
    "uikit-did-present-search-controller",
    "UISearchControllerDelegate.didPresentSearchController(_:)",
    "uisearchcontrollerdelegate/didpresentsearchcontroller(_:)",
    note: "Called after the search controller's view is presented; only for an automatic "
      + "presentation, not when the delegate presents it itself.")

  package static let uikitPresentSearchController = page(
    "uikit-present-search-controller", "UISearchControllerDelegate.presentSearchController(_:)",
    "uisearchcontrollerdelegate/presentsearchcontroller(_:)",
    note: "Implement it to present the search controller yourself; otherwise it presents its "
      + "results automatically.")

  package static let uikitPageCurl = page(
    "uikit-page-curl", "UIPageViewController.TransitionStyle.pageCurl",
    "uipageviewcontroller/transitionstyle-swift.enum/pagecurl",
    note: "A page-turning animation between view controllers; with a data source, it follows "
      + "the user's finger during a navigation gesture.")

  package static let uikitPageGestureRecognizers = page(
    "uikit-page-gesture-recognizers", "UIPageViewController.gestureRecognizers",
    "uipageviewcontroller/gesturerecognizers",
    note: "The gesture recognizers configured to handle user interaction, initially attached to "
      + "a view in the page view controller's hierarchy.")

  // MARK: UIKit's binary, iOS 26.1 (23B85)

  private static let alertFile = "UIAlertController.mm"
  private static let build26 = "6d54c2612d4e4ddfd6b2236405288f4598b24635"

  package static let dec26AlertDismiss = Source(
    "dec26-alert-dismiss", .binary26, .binary,
    "UIKit 26.1: an alert dismissed by its action",
    .symbol(
      "-[UIAlertController _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:"
        + "dismissCompletion:]",
      ios: "iOS 26.1 (23B85)", decompile: decompile26(alertFile, at: build26)),
    note: "Asks the alert's presentingViewController to dismiss it, animated, and invokes the "
      + "triggering action's handlers (_invokeHandlersForAction:) in that dismissal's "
      + "completion block.")

  package static let dec26AlertPresentationController = Source(
    "dec26-alert-presentation-controller", .binary26, .binary,
    "UIKit 26.1: the presentation controller of an alert",
    .symbol(
      "-[UIAlertController _presentationControllerForPresentedController:presentingController:"
        + "sourceController:]",
      ios: "iOS 26.1 (23B85)", decompile: decompile26(alertFile, at: build26)),
    note: "_UIAlertControllerAlertPresentationController for an alert; for an action sheet, "
      + "_UIAlertControllerActionSheetCompactPresentationController, or "
      + "_UIAlertControllerActionSheetRegularPresentationController (a popover presentation "
      + "controller) when it presents as a popover.")

  package static let dec26AlertStyle = Source(
    "dec26-alert-style", .binary26, .binary,
    "UIKit 26.1: the presentation style UIKit gives an alert",
    .symbol(
      "-[UIAlertController _modalPresentationStyleForResolvedStyle]",
      ios: "iOS 26.1 (23B85)", decompile: decompile26(alertFile, at: build26)),
    note: "UIModalPresentationCustom (4) for an alert and for an action sheet on an iPhone; "
      + "UIModalPresentationPopover (7) for an action sheet on an iPad.")

  package static let dec26AlertTransitioning = Source(
    "dec26-alert-transitioning", .binary26, .binary,
    "UIKit 26.1: the alert's own transitioning delegate",
    .symbol(
      "+[UIAlertController _createTransitioningDelegateForIdiom:]",
      ios: "iOS 26.1 (23B85)", decompile: decompile26(alertFile, at: build26)),
    note: "Made in initWithNibName:bundle: and set as the alert's transitioningDelegate: a "
      + "_UIAlertControllerTransitioningDelegate, which vends "
      + "_UIAlertControllerAnimatedTransitioning.")

  package static let dec26AlertAddAction = Source(
    "dec26-alert-add-action", .binary26, .binary,
    "UIKit 26.1: adding an action to an alert",
    .symbol(
      "-[UIAlertController addAction:]", ios: "iOS 26.1 (23B85)",
      decompile: decompile26(alertFile, at: build26)),
    note: "A second .cancel action fails an assertion: \"UIAlertController can only have one "
      + "action with a style of UIAlertActionStyleCancel\".")

  package static let dec26BuiltinAnimator = Source(
    "dec26-builtin-animator", .binary26, .binary,
    "UIKit 26.1: the animator of the modal transition styles",
    .symbol(
      "-[UIViewControllerBuiltinTransitionViewAnimator animateTransition:]",
      ios: "iOS 26.1 (23B85)",
      decompile: decompile26("UIViewControllerBuiltinTransitionViewAnimator.mm", at: build26)),
    note: "Made with the style's transition (initWithTransition:). The flips put both views "
      + "in a _UIFlippingView and run a keyframe animation; its completion adds the to-view "
      + "to the container, removes the from-view and the flipping view, then calls "
      + "completeTransition. The other styles run UITransitionView's "
      + "transition:fromView:toView:.")

  package static let dec26SearchInit = Source(
    "dec26-search-init", .binary26, .binary,
    "UIKit 26.1: how a search controller presents",
    .symbol(
      "-[UISearchController _commonInit]", ios: "iOS 26.1 (23B85)",
      decompile: decompile26("UISearchController.mm", at: build26)),
    note: "modalPresentationStyle UIModalPresentationCustom (4), modalTransitionStyle "
      + "crossDissolve (2), and the search controller its own transitioningDelegate.")

  // MARK: UIKit's binary, iOS 18.2 (22C152)

  package static let dec18AlertDismiss = Source(
    "dec18-alert-dismiss", .binary18, .binary,
    "UIKit 18.2: an alert dismissed by its action",
    .symbol(
      "-[UIAlertController _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:"
        + "dismissCompletion:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("UIAlertController.m")),
    note: "As in iOS 26.1: the handlers run in the completion of the dismissal the presenting "
      + "view controller performs.")

  // MARK: GitHub issues, pull requests and code

  package static let ghBlocksKit259 = Source(
    "gh-blockskit-259", .issues, .issue,
    "BlocksKit issue #259 (2014): on an iOS 8 iPad, an action sheet's button handler runs "
      + "while the sheet is still presented (\"which is already presenting\")",
    .url("https://github.com/BlocksKit/BlocksKit/issues/259"))

  package static let ghMaterialDialogs1885 = Source(
    "gh-material-dialogs-1885", .issues, .issue,
    "material-components-ios issue #1885 (2017): \"UIAlertController … invokes its action "
      + "block after dismissal\"",
    .url("https://github.com/material-components/material-components-ios/issues/1885"))

  package static let ghMaterialDialogs2490 = Source(
    "gh-material-dialogs-2490", .issues, .issue,
    "material-components-ios PR #2490 (2017): call action handlers after the alert has been "
      + "dismissed, to match UIAlertController",
    .url("https://github.com/material-components/material-components-ios/pull/2490"))

  package static let ghSdcAlertView306 = Source(
    "gh-sdcalertview-306", .issues, .issue,
    "SDCAlertView issue #306 (2020): UIKit's exception for an action sheet presented as a "
      + "popover without a source view or bar button item",
    .url("https://github.com/sberrevoets/SDCAlertView/issues/306"))

  // MARK: Blog posts and Q&A pages

  package static let blogZhaoxinSplit = Source(
    "blog-zhaoxin-split", .posts, .blogPost,
    "zhaoxin, \"Strongly Recommend You to Add Your Own UINavigationControllers even in iOS 14 "
      + "when Using UISplitViewController\" (2020), with Apple's reply to FB8640357",
    .url("https://zhaoxin.pro/technology/15993960076329.html"),
    note: "Quotes Apple: a child view controller that is not a navigation controller gets one "
      + "made for it; Apple's reply: one set for the secondary column when it already has a "
      + "navigation controller is pushed on that stack.")

  package static let blogCommandshiftSplit = Source(
    "blog-commandshift-split", .posts, .blogPost,
    "Richard Turton, \"Understanding split view controller\" (commandshift, 2016)",
    .url("http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/"),
    note: "A split view controller starts expanded and collapses when it is added to the "
      + "window in a compact width, or when the width becomes compact.")
}
