// The everyday UIKit around transitions: a view controller's own view and its layout, the
// Cancel button's dismissal, alerts, `show(_:sender:)` and split views, the modal transition
// styles, the navigation bar, search and a page-curl page view controller.
extension Source {
  /// Every entry of this file, in the order `docs/sources.md` lists them within their groups.
  static let everyday: [Source] = [
    vcpgViewLayout,
    uikitLoadView,
    uikitViewWillLayoutSubviews,
    uikitViewDidLayoutSubviews,
    uikitUpdateViewConstraints,
    uikitViewSafeAreaInsetsDidChange,
    blogHaomeiwenSafeArea,
    blogKkboxLayout,
    uikitAdjustedContentInset,
    uikitContentInsetAutomatic,
    uikitContentInsetScrollableAxes,
    uikitZoomScale,
    uikitViewForZooming,
    uikitLayoutMargins,
    uikitImageIsEqual,
    blogGreatytcScrollViewOffset,
    blogJianshuTableViewBounces,
    appleAppLaunchSequence,
    appleRespondingToLaunch,
    uikitSceneWillConnect,
    uikitWindowRootViewController,
    uikitViewTransitionWith,
    uikitViewTransitionFromTo,
    uikitShowHideTransitionViews,
  ]

  // MARK: View transitions

  package static let uikitViewTransitionWith = page(
    "uikit-view-transition-with", "UIView.transition(with:duration:options:animations:completion:)",
    "uiview/transition(with:duration:options:animations:completion:)",
    note: "Creates a transition animation for the container view: the animations block makes "
      + "the changes; a duration of 0 or less makes them without animation.")

  package static let uikitViewTransitionFromTo = page(
    "uikit-view-transition-from-to", "UIView.transition(from:to:duration:options:completion:)",
    "uiview/transition(from:to:duration:options:completion:)",
    note: "By default the from-view is removed from its superview and the to-view added to the "
      + "from-view's superview as part of the transition.")

  package static let uikitShowHideTransitionViews = page(
    "uikit-show-hide-transition-views", "UIView.AnimationOptions.showHideTransitionViews",
    "uiview/animationoptions/showhidetransitionviews",
    note: "With it, the views are hidden or shown instead of removed or added; both must already "
      + "be in the parent's hierarchy.")

  // MARK: The app's launch

  package static let appleAppLaunchSequence = Source(
    "apple-app-launch-sequence", .guides, .appleArticle,
    "Apple article \"About the app launch sequence\"",
    .url("https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence"),
    note: "Its diagram's order: main(), UIApplicationMain, "
      + "application(_:willFinishLaunchingWithOptions:), view controller state restoration, "
      + "application(_:didFinishLaunchingWithOptions:), then the UI starts with the connection "
      + "to a UIWindowScene, scene(_:willConnectTo:options:).")

  package static let appleRespondingToLaunch = Source(
    "apple-responding-to-launch", .guides, .appleArticle,
    "Apple article \"Responding to the launch of your app\"",
    .url("https://developer.apple.com/documentation/uikit/responding-to-the-launch-of-your-app"),
    note: "At launch UIKit creates the UIApplication object and the app delegate, starts the main "
      + "event loop, then connects the app's scenes; an app using scenes still has its app "
      + "delegate handle launch.")

  package static let uikitWindowRootViewController = page(
    "uikit-window-root-view-controller", "UIWindow.rootViewController",
    "uiwindow/rootviewcontroller",
    note: "Assigning a view controller installs its view as the window's content view, sized "
      + "to track the window; the old views are removed first.")

  package static let uikitSceneWillConnect = page(
    "uikit-scene-will-connect", "UISceneDelegate.scene(_:willConnectTo:options:)",
    "uiscenedelegate/scene(_:willconnectto:options:)")

  // MARK: A view controller's own view

  package static let vcpgViewLayout = Source(
    "vcpg-view-layout", .guides, .appleGuide,
    "View Controller Programming Guide, \"Displaying Your Views at Runtime\" and \"Managing "
      + "View Layout\"",
    .url(vcpg("DefiningYourSubclass.html")), status: .unchecked,
    note: "viewWillAppear(_:), then the layout of the views, then viewDidAppear(_:); during a "
      + "layout, the traits are updated, then viewWillLayoutSubviews(), the root view's "
      + "layoutSubviews(), then viewDidLayoutSubviews(). The archived page was not opened; its "
      + "text is quoted on mirrors of the guide.")

  package static let uikitLoadView = page(
    "uikit-load-view", "UIViewController.loadView()", "uiviewcontroller/loadview()",
    status: .linked,
    note: "Called when the view is requested and is nil; never call it directly.")

  package static let uikitViewWillLayoutSubviews = page(
    "uikit-view-will-layout-subviews", "UIViewController.viewWillLayoutSubviews()",
    "uiviewcontroller/viewwilllayoutsubviews()",
    note: "When a view's bounds change, the view adjusts the position of its subviews; the "
      + "view controller hears this before.")

  package static let uikitViewDidLayoutSubviews = page(
    "uikit-view-did-layout-subviews", "UIViewController.viewDidLayoutSubviews()",
    "uiviewcontroller/viewdidlayoutsubviews()",
    note: "Called after the view adjusted the positions of its subviews.")

  package static let uikitUpdateViewConstraints = page(
    "uikit-update-view-constraints", "UIViewController.updateViewConstraints()",
    "uiviewcontroller/updateviewconstraints()", status: .linked,
    note: "Called when the view controller's view needs to update its constraints; an override "
      + "calls super last.")

  package static let uikitViewSafeAreaInsetsDidChange = page(
    "uikit-view-safe-area-insets-did-change", "UIViewController.viewSafeAreaInsetsDidChange()",
    "uiviewcontroller/viewsafeareainsetsdidchange()", status: .linked,
    note: "Called when the safe area insets of the view controller's root view change.")

  package static let blogHaomeiwenSafeArea = Source(
    "blog-haomeiwen-safe-area", .posts, .blogPost,
    "adalillian, \"view出现的顺序\" (2020): when viewSafeAreaInsetsDidChange is called",
    .url("https://www.haomeiwen.com/subject/aedzsqtx.html"),
    note: "viewDidLoad, viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, "
      + "viewDidAppear.")

  package static let uikitAdjustedContentInset = page(
    "uikit-adjusted-content-inset", "UIScrollView.adjustedContentInset",
    "uiscrollview/adjustedcontentinset",
    note: "The insets from the content area to the scroll view's bounds, the safe area's "
      + "included as contentInsetAdjustmentBehavior decides.")

  package static let uikitContentInsetAutomatic = page(
    "uikit-content-inset-automatic", "UIScrollView.ContentInsetAdjustmentBehavior.automatic",
    "uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic",
    note: "Content is always adjusted vertically when the scroll view is the content view of a "
      + "view controller displayed by a navigation or tab bar controller.")

  package static let uikitZoomScale = page(
    "uikit-zoom-scale", "UIScrollView.zoomScale", "uiscrollview/zoomscale", status: .unchecked,
    note: "How much the content is scaled, 1 by default, between minimumZoomScale and "
      + "maximumZoomScale (both 1 by default); Transit scales the delegate's zooming view by it "
      + "and sizes the content to the scaled view.")

  package static let uikitViewForZooming = page(
    "uikit-view-for-zooming", "UIScrollViewDelegate.viewForZooming(in:)",
    "uiscrollviewdelegate/viewforzooming(in:)", status: .unchecked,
    note: "The view to scale when zooming; without one, the scroll view does not zoom.")

  package static let uikitLayoutMargins = page(
    "uikit-layout-margins", "UIView.layoutMargins", "uiview/layoutmargins", status: .unchecked,
    note: "The default spacing to use when laying out content; 8 points on each side for a view "
      + "that is not a view controller's root view; layoutMarginsGuide follows it, and "
      + "layoutMarginsDidChange() is called when it changes.")

  package static let uikitImageIsEqual = page(
    "uikit-image-is-equal", "UIImage, \"Comparing images\"", "uiimage", status: .unchecked,
    note: "isEqual(_:) is the reliable way to tell whether two images hold the same image "
      + "data, as two images of one asset may be distinct objects.")

  package static let uikitContentInsetScrollableAxes = page(
    "uikit-content-inset-scrollable-axes",
    "UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes",
    "uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes",
    note: "The top and bottom insets take the safe area when the content is taller than the "
      + "scroll view or alwaysBounceVertical is true; left and right likewise for the width.")

  package static let blogGreatytcScrollViewOffset = Source(
    "blog-greatytc-scroll-view-offset", .posts, .blogPost,
    "\"automaticallyAdjustsScrollViewInsets\" tested on iOS 9, 10 and 11 (greatytc.com)",
    .url("https://greatytc.com/p/42c9fbc03396"),
    note: "A scroll view or table view under a navigation controller's bar: printed in "
      + "viewDidAppear, contentOffset.y is -64 and adjustedContentInset.top 64.")

  package static let blogJianshuTableViewBounces = Source(
    "blog-jianshu-table-view-bounces", .posts, .blogPost,
    "bounces, alwaysBounceVertical and alwaysBounceHorizontal compared (jianshu.com)",
    .url("https://www.jianshu.com/p/f3e5bf5192ef"),
    note: "A table view's alwaysBounceVertical is YES by default and alwaysBounceHorizontal NO; "
      + "a scroll view's and a collection view's are both NO.")

  package static let blogKkboxLayout = Source(
    "blog-kkbox-layout", .posts, .blogPost,
    "KKBOX iOS guide, \"xib 在 UIViewController lifecycle 的陷阱\" (frame logs)",
    .url("https://kkbox.github.io/kkbox-ios-dev/autolayout/lifecycle_autolayout.html"),
    note: "Frames logged in loadView, viewDidLoad, viewWillAppear, updateViewConstraints, "
      + "viewDidLayoutSubviews and viewDidAppear: updateViewConstraints comes before each "
      + "viewDidLayoutSubviews, the first pair before viewDidAppear.")
}
