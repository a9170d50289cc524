// The sources of the UIKit of the last ten years that Transit models: property animators and
// interruptible transitions, child containment, the page view controller and trait changes.
extension Source {
  /// The entries of this file, in the order `docs/sources.md` lists them within their groups.
  static let modern: [Source] = [
    vcpgContainer, appleSamplePhotoTransitioning, wwdc16Animations, wwdc23Traits,
    wwdc23WhatsNewInUIKit, appleAdaptingToTraits, appleAutomaticTraitTracking, appleHigLayout,
    uikitPropertyAnimator, uikitPropertyAnimatorDuration, uikitAnimatingState,
    uikitPauseAnimation, uikitStopAnimation, uikitFinishAnimation, uikitContinueAnimation,
    uikitPauseInteractiveTransition, uikitPercentPause, uikitPercentTimingCurve,
    uikitAddChild, uikitRemoveFromParent, uikitWillMoveToParent, uikitDidMoveToParent,
    uikitTransitionFromTo, uikitShouldForwardAppearance, uikitPageViewController,
    uikitPageBefore, uikitPageAfter, uikitPageWillTransition, uikitPageDidFinish,
    uikitPageSetViewControllers, uikitWillTransitionToTraits, uikitTraitCollectionDidChange,
    uikitRegisterForTraitChanges, uikitTraitChangeHandler, uikitUpdateContentUnavailable,
    uikitContentUnavailableConfiguration,
    viewControllerHeader,
    dec18RunCustomTransition, dec18PercentDriven, dec18TransitionContext, dec18Appearance,
    dec18PageViewController,
    logPhchan9Containment, logWisdomskyduan2015,
  ]

  // MARK: Apple's programming guides, articles and samples

  package static let vcpgContainer = Source(
    "vcpg-container", .formerReference, .formerReferenceQuoted,
    "View Controller Programming Guide, \"Implementing a Container View Controller\", quoted "
      + "by successfulcoder.com (2016)",
    .url("https://successfulcoder.com/2016/08/31/adding-and-removing-child-view-controllers/"),
    note: "The archived guide page (" + vcpg("ImplementingaContainerViewController.html")
      + ") could not be opened; this post quotes its steps. Adding a child: addChild, add the "
      + "view, its constraints, then the child's didMove(toParent:). Removing one: "
      + "willMove(toParent: nil), the constraints and the view removed, then removeFromParent.")

  package static let appleSamplePhotoTransitioning = Source(
    "apple-sample-photo-transitioning", .guides, .appleSample,
    "Apple sample \"PhotoTransitioning\" (a fully interactive and interruptible custom view "
      + "controller transition with UIViewPropertyAnimator)",
    .url(
      "https://developer.apple.com/library/content/samplecode/PhotoTransitioning/Introduction/Intro.html"
    ), status: .unchecked,
    note: "A finger put down on the photo during the transition interrupts it; lifted, the "
      + "property animator continues or reverses.")

  package static let wwdc16Animations = Source(
    "apple-wwdc16-216", .guides, .appleVideo,
    "WWDC16 session 216, \"Advances in UIKit Animations and Transitions\"",
    .url("https://developer.apple.com/videos/play/wwdc2016/216/"), status: .unchecked,
    note: "UIViewPropertyAnimator, interruptible transitions and interruptibleAnimator(using:).")

  package static let wwdc23Traits = Source(
    "apple-wwdc23-10057", .guides, .appleVideo,
    "WWDC23 session 10057, \"Unleash the UIKit trait system\"",
    .url("https://developer.apple.com/videos/play/wwdc2023/10057/"), status: .unchecked,
    note: "iOS 17: a view controller's traits are updated just before its "
      + "viewWillLayoutSubviews(), and trait change registrations replace "
      + "traitCollectionDidChange(_:).")

  package static let wwdc23WhatsNewInUIKit = Source(
    "apple-wwdc23-10055", .guides, .appleVideo,
    "WWDC23 session 10055, \"What's new in UIKit\"",
    .url("https://developer.apple.com/videos/play/wwdc2023/10055/"), status: .unchecked,
    note: "Xcode previews of UIKit with the #Preview macro, viewIsAppearing(_:), the trait "
      + "system, and empty states: a view controller's contentUnavailableConfiguration.")

  package static let appleAutomaticTraitTracking = Source(
    "apple-automatic-trait-tracking", .guides, .appleArticle,
    "Apple article \"Automatic trait tracking\"",
    .url("https://developer.apple.com/documentation/uikit/automatic-trait-tracking"),
    status: .unchecked,
    note: "Lists a view controller's layout update methods: viewWillLayoutSubviews(), "
      + "viewDidLayoutSubviews(), updateViewConstraints() and "
      + "updateContentUnavailableConfiguration(using:).")

  package static let appleAdaptingToTraits = Source(
    "apple-adapting-to-traits", .guides, .appleArticle,
    "Apple article \"Adapting your app when traits change\"",
    .url("https://developer.apple.com/documentation/uikit/adapting-your-app-when-traits-change"),
    status: .unchecked)

  package static let appleHigLayout = Source(
    "apple-hig-layout", .guides, .appleArticle,
    "Apple Human Interface Guidelines, \"Layout\" (its size-class tables)",
    .url("https://developer.apple.com/design/human-interface-guidelines/layout"),
    status: .unchecked,
    note: "Which iPhones and iPads are compact or regular in each orientation.")

  // MARK: Apple's symbol pages

  package static let uikitPropertyAnimator = page(
    "uikit-property-animator", "UIViewPropertyAnimator", "uiviewpropertyanimator",
    status: .checked)

  package static let uikitPropertyAnimatorDuration = page(
    "uikit-property-animator-duration", "UIViewPropertyAnimator.duration",
    "uiviewpropertyanimator/duration", status: .checked,
    note: "Animations added later run for (1 - fractionComplete) × duration.")

  package static let uikitAnimatingState = page(
    "uikit-animating-state", "UIViewAnimatingState", "uiviewanimatingstate", status: .unchecked)

  package static let uikitPauseAnimation = page(
    "uikit-pause-animation", "UIViewAnimating.pauseAnimation()",
    "uiviewanimating/pauseanimation()", status: .unchecked)

  package static let uikitStopAnimation = page(
    "uikit-stop-animation", "UIViewAnimating.stopAnimation(_:)",
    "uiviewanimating/stopanimation(_:)", status: .unchecked)

  package static let uikitFinishAnimation = page(
    "uikit-finish-animation", "UIViewAnimating.finishAnimation(at:)",
    "uiviewanimating/finishanimation(at:)", status: .unchecked)

  package static let uikitContinueAnimation = page(
    "uikit-continue-animation",
    "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)",
    "uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)",
    status: .checked,
    note: "durationFactor multiplies the original duration to give the new one.")

  package static let uikitPauseInteractiveTransition = page(
    "uikit-pause-interactive-transition",
    "UIViewControllerContextTransitioning.pauseInteractiveTransition()",
    "uiviewcontrollercontexttransitioning/pauseinteractivetransition()", status: .unchecked)

  package static let uikitPercentPause = page(
    "uikit-percent-pause", "UIPercentDrivenInteractiveTransition.pause()",
    "uipercentdriveninteractivetransition/pause()", status: .unchecked)

  package static let uikitPercentTimingCurve = page(
    "uikit-percent-timing-curve", "UIPercentDrivenInteractiveTransition.timingCurve",
    "uipercentdriveninteractivetransition/timingcurve", status: .unchecked)

  package static let uikitAddChild = page(
    "uikit-add-child", "UIViewController.addChild(_:)", "uiviewcontroller/addchild(_:)",
    status: .unchecked)

  package static let uikitRemoveFromParent = page(
    "uikit-remove-from-parent", "UIViewController.removeFromParent()",
    "uiviewcontroller/removefromparent()", status: .unchecked)

  package static let uikitWillMoveToParent = page(
    "uikit-will-move-to-parent", "UIViewController.willMove(toParent:)",
    "uiviewcontroller/willmove(toparent:)", status: .unchecked)

  package static let uikitDidMoveToParent = page(
    "uikit-did-move-to-parent", "UIViewController.didMove(toParent:)",
    "uiviewcontroller/didmove(toparent:)", status: .unchecked)

  package static let uikitTransitionFromTo = page(
    "uikit-transition-from-to",
    "UIViewController.transition(from:to:duration:options:animations:completion:)",
    "uiviewcontroller/transition(from:to:duration:options:animations:completion:)",
    status: .unchecked)

  package static let uikitShouldForwardAppearance = page(
    "uikit-should-forward-appearance",
    "UIViewController.shouldAutomaticallyForwardAppearanceMethods",
    "uiviewcontroller/shouldautomaticallyforwardappearancemethods", status: .checked)

  package static let uikitPageViewController = page(
    "uikit-page-view-controller", "UIPageViewController", "uipageviewcontroller", status: .unchecked
  )

  package static let uikitPageBefore = page(
    "uikit-page-before",
    "UIPageViewControllerDataSource.pageViewController(_:viewControllerBefore:)",
    "uipageviewcontrollerdatasource/pageviewcontroller(_:viewcontrollerbefore:)", status: .unchecked
  )

  package static let uikitPageAfter = page(
    "uikit-page-after", "UIPageViewControllerDataSource.pageViewController(_:viewControllerAfter:)",
    "uipageviewcontrollerdatasource/pageviewcontroller(_:viewcontrollerafter:)", status: .unchecked)

  package static let uikitPageWillTransition = page(
    "uikit-page-will-transition",
    "UIPageViewControllerDelegate.pageViewController(_:willTransitionTo:)",
    "uipageviewcontrollerdelegate/pageviewcontroller(_:willtransitionto:)",
    status: .unchecked,
    note: "Called before a gesture-driven transition begins.")

  package static let uikitPageDidFinish = page(
    "uikit-page-did-finish",
    "UIPageViewControllerDelegate.pageViewController(_:didFinishAnimating:"
      + "previousViewControllers:transitionCompleted:)",
    "uipageviewcontrollerdelegate/pageviewcontroller(_:didfinishanimating:"
      + "previousviewcontrollers:transitioncompleted:)",
    status: .unchecked,
    note: "Called after a gesture-driven transition completes.")

  package static let uikitPageSetViewControllers = page(
    "uikit-page-set-view-controllers",
    "UIPageViewController.setViewControllers(_:direction:animated:completion:)",
    "uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)", status: .unchecked)

  package static let uikitWillTransitionToTraits = page(
    "uikit-will-transition-to-traits", "UIContentContainer.willTransition(to:with:)",
    "uicontentcontainer/willtransition(to:with:)",
    status: .unchecked,
    note: "Called before the traits change and before traitCollectionDidChange(_:).")

  package static let uikitTraitCollectionDidChange = page(
    "uikit-trait-collection-did-change", "UITraitEnvironment.traitCollectionDidChange(_:)",
    "uitraitenvironment/traitcollectiondidchange(_:)",
    status: .unchecked,
    note: "Deprecated in iOS 17 in favour of the trait change registration APIs.")

  package static let uikitRegisterForTraitChanges = page(
    "uikit-register-for-trait-changes",
    "UITraitChangeObservable.registerForTraitChanges(_:handler:)",
    "uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)", status: .unchecked)

  package static let uikitTraitChangeHandler = page(
    "uikit-trait-change-handler", "UITraitChangeObservable.TraitChangeHandler",
    "uitraitchangeobservable-67e94/traitchangehandler", status: .unchecked,
    note: "The handler is generic over the trait environment it is given; refer to the "
      + "observed object through that parameter, not a captured self.")

  package static let uikitUpdateContentUnavailable = page(
    "uikit-update-content-unavailable-configuration",
    "UIViewController.updateContentUnavailableConfiguration(using:)",
    "uiviewcontroller/updatecontentunavailableconfiguration(using:)", status: .unchecked,
    note: "Override it to set contentUnavailableConfiguration for the state; don't call it, "
      + "call setNeedsUpdateContentUnavailableConfiguration() to ask the system for an update.")

  package static let uikitContentUnavailableConfiguration = page(
    "uikit-content-unavailable-configuration", "UIViewController.contentUnavailableConfiguration",
    "uiviewcontroller/contentunavailableconfiguration-4b95e", status: .unchecked,
    note: "A content-unavailable view the view controller manages, commonly a "
      + "UIContentUnavailableConfiguration.")

  // MARK: SDK header comments

  package static let viewControllerHeader = Source(
    "sdk-uiviewcontroller-h", .headers, .sdkHeader,
    "UIKit SDK header UIViewController.h (iOS 10.3 SDK), header comments",
    .url(
      "https://github.com/xybp888/iOS-SDKs/blob/368c9fb22e450ca5cbf1596e885fc6bd2cb6171c/iPhoneOS10.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h"
    ), status: .unchecked,
    note: "The comment above addChildViewController: (it calls willMove but not didMove; "
      + "removeFromParentViewController calls didMove(nil) but not willMove), "
      + "transitionFromViewController:… failing for containers that forward appearance by hand, "
      + "and the comments on targetViewControllerForAction:sender: (itself or the nearest "
      + "ancestor that overrides the action) and showViewController:sender: (calls it first, "
      + "and presents when the answer is self).")

  // MARK: UIKit's binary, iOS 18.2 (22C152)

  package static let dec18RunCustomTransition = Source(
    "dec18-run-custom-transition", .binary18, .binary,
    "UIKit 18.2: starting a custom animator, then asking for its interruptible animator",
    .symbol(
      "_UIViewControllerTransitioningRunCustomTransitionWithRequest (its block that calls "
        + "startInteractiveTransition: or animateTransition:, then "
        + "interruptibleAnimatorForTransition: and _setInterruptible:)",
      ios: "iOS 18.2 (22C152)", decompile: nil),
    note: "No single file to link; the same block is in the 26.1 build.")

  package static let dec18PercentDriven = Source(
    "dec18-percent-driven", .binary18, .binary,
    "UIKit 18.2: UIPercentDrivenInteractiveTransition with an interruptible animator",
    .symbol(
      "-[UIPercentDrivenInteractiveTransition _startInterruptibleTransition:]; "
        + "-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]; "
        + "-[UIPercentDrivenInteractiveTransition _continueInterruptibleTransitionFromPercent"
        + "Complete:reversed:]; -[UIPercentDrivenInteractiveTransition "
        + "_updateInteractiveTransition:percent:isFinished:didComplete:]",
      ios: "iOS 18.2 (22C152)",
      decompile: decompile18("UIPercentDrivenInteractiveTransition.m")),
    note: "Asks interruptibleAnimatorForTransition: instead of calling animateTransition:, pauses "
      + "or starts it by wantsInteractiveStart; update sets fractionComplete; finish and cancel "
      + "set reversed and continue with timingCurve (or when completionSpeed is not 1), else "
      + "start it, before telling the context.")

  package static let dec18TransitionContext = Source(
    "dec18-transition-context", .binary18, .binary,
    "UIKit 18.2: the transition context paused and its interactivity changes",
    .symbol(
      "-[_UIViewControllerTransitionContext pauseInteractiveTransition]; "
        + "-[_UIViewControllerTransitionContext _interactivityDidChange:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("_UIViewControllerTransitionContext.m")),
    note: "Pausing needs an interruptible context in flight that is not interactive; it runs "
      + "the interaction change handlers.")

  package static let dec18Appearance = Source(
    "dec18-appearance", .binary18, .binary,
    "UIKit 18.2: appearance transitions begun, ended, and driven by a view moving to a window",
    .symbol(
      "-[UIViewController _endAppearanceTransition:] (the string \"Unbalanced calls to "
        + "begin/end appearance transitions for %@.\"); -[UIViewController "
        + "viewDidMoveToWindow:shouldAppearOrDisappear:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("UIViewController.m")),
    status: .unchecked)

  package static let dec18PageViewController = Source(
    "dec18-page-view-controller", .binary18, .binary,
    "UIKit 18.2: UIPageViewController's scroll callbacks",
    .symbol(
      "-[UIPageViewController queuingScrollView:willManuallyScroll:toRevealView:concealView:"
        + "animated:]; -[UIPageViewController queuingScrollView:didEndManualScroll:toRevealView:"
        + "direction:animated:didFinish:didComplete:]",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("UIPageViewController.m")),
    status: .unchecked,
    note: "willTransitionTo, then appearance begins (new page, then the old); at the end the "
      + "revealed page ends first, then the others, then didFinishAnimating. Appearance only "
      + "while the page view controller is on screen.")

  // MARK: Device logs

  package static let logPhchan9Containment = Source(
    "log-phchan9-containment", .deviceLogs, .deviceLog,
    "phchan9, \"Note About ViewController Containment\" (2016, a child added in viewDidLoad)",
    .url("https://github.com/phchan9/til/blob/master/ios/note-about-viewController-containment.md"),
    note: "With addChild: the parent's viewWillAppear, the child's, the parent's viewDidAppear, "
      + "the child's.")

  package static let logWisdomskyduan2015 = Source(
    "log-wisdomskyduan-2015", .deviceLogs, .deviceLog,
    "wisdomskyduan, \"iOS UIPageViewController test note\" (2015, iOS 9.1 simulator)",
    .url("http://wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html"),
    status: .unchecked,
    note: "The first drag asks viewControllerAfter, then viewControllerBefore; a second drag "
      + "asks nothing; after a completed swipe the new page's next neighbour is asked, after "
      + "didFinishAnimating.")
}
