// Who holds whom, and until when: Apple's pages for the weak delegates and the containers'
// children, the UIKit symbols that hold and let go, and the public reports of a released
// transitioning delegate and of a screen never freed (docs/lifecycle.md#facts-lifetime).
extension Source {
  // MARK: Apple's programming guides, articles and samples

  package static let appleSampleCustomPresentationFirst = Source(
    "apple-sample-custom-presentation-first", .guides, .appleSample,
    "Apple sample \"Custom View Controller Presentations and Transitions\" "
      + "(CustomTransitions), AAPLCustomPresentationFirstViewController.m",
    .url(
      "https://developer.apple.com/library/content/samplecode/CustomTransitions/Listings/CustomTransitions_Custom_Presentation_AAPLCustomPresentationFirstViewController_m.html"
    ),
    note: "Its comment: transitioningDelegate does not hold a strong reference, so the "
      + "presentation controller that is also the delegate is declared "
      + "NS_VALID_UNTIL_END_OF_SCOPE to live until present is called.")

  // MARK: Apple's symbol pages

  package static let uikitTransitioningDelegate = page(
    "uikit-transitioning-delegate", "UIViewController.transitioningDelegate",
    "uiviewcontroller/transitioningdelegate",
    note: "Declared `weak var transitioningDelegate`.")

  package static let uikitNavDelegate = page(
    "uikit-nav-delegate", "UINavigationController.delegate", "uinavigationcontroller/delegate",
    note: "Declared `weak var delegate`.")

  package static let uikitTabDelegate = page(
    "uikit-tab-delegate", "UITabBarController.delegate", "uitabbarcontroller/delegate",
    note: "Declared `weak var delegate`.")

  package static let uikitPcDelegate = page(
    "uikit-pc-delegate", "UIPresentationController.delegate", "uipresentationcontroller/delegate",
    note: "Declared `weak var delegate`.")

  package static let uikitControlAddTarget = page(
    "uikit-control-add-target", "UIControl.addTarget(_:action:for:)",
    "uicontrol/addtarget(_:action:for:)",
    note: "Apple's former reference text for this method said the target is not retained.")

  package static let uikitChildren = page(
    "uikit-children", "UIViewController.children", "uiviewcontroller/children",
    note: "The array of the view controller's children, which it keeps until each is "
      + "removed from it.")

  package static let uikitNavViewControllers = page(
    "uikit-nav-view-controllers", "UINavigationController.viewControllers",
    "uinavigationcontroller/viewcontrollers",
    note: "The view controllers on the navigation stack.")

  package static let uikitPageViewControllers = page(
    "uikit-page-view-controllers", "UIPageViewController.viewControllers",
    "uipageviewcontroller/viewcontrollers",
    note: "The view controllers the page view controller displays; the pages it does not "
      + "display are its data source's to keep.")

  // MARK: UIKit's binary, iOS 26.1 (23B85)

  /// A file of the public decompile of UIKitCore from iOS 26.1 (23B85) that the lifetime
  /// sources read.
  private static func lifetimeDecompile(_ file: String) -> String {
    "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/"
      + "6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/"
      + "UIKitCore.framework/UIKitCore/" + file
  }

  package static let dec26PresentationOwnership = Source(
    "dec26-presentation-ownership", .binary26, .binary,
    "UIKit 26.1: what a presentation controller holds",
    .symbol(
      "-[UIPresentationController _setPresentingViewController:]; -[UIPresentationController "
        + "_setPresentedViewController:]; -[UIPresentationController presentedViewController]; "
        + "-[UIPresentationController _sendDelegateWillPresentWithAdaptiveStyle:"
        + "transitionCoordinator:]",
      ios: "iOS 26.1 (23B85)", decompile: lifetimeDecompile("UIPresentationController.mm")),
    note: "The presenting view controller is stored strongly, the presented one strongly unless "
      + "the controller is told to store it weakly, and the delegate is loaded from a weak "
      + "reference.")

  package static let dec26ContextLetsGo = Source(
    "dec26-context-lets-go", .binary26, .binary,
    "UIKit 26.1: the context lets go of the animator and the interaction controller",
    .symbol(
      "-[_UIViewControllerTransitionContext _setAnimator:]; -[_UIViewControllerTransitionContext "
        + "_setInteractor:]; __77-[UIPresentationController runTransitionForCurrentStateAnimated:"
        + "handoffData:]_block_invoke_106",
      ios: "iOS 26.1 (23B85)",
      decompile: lifetimeDecompile("_UIViewControllerTransitionContext.mm")),
    note: "The presentation controller keeps the animator and interaction controller of the "
      + "transition it runs and hands them to the context; the context's completion handler "
      + "calls transitionDidFinish:, then animationEnded:, then sets the context's interactor "
      + "and animator to nil.")

  package static let dec26CoordinatorBlocks = Source(
    "dec26-coordinator-blocks", .binary26, .binary,
    "UIKit 26.1: the coordinator lets go of its blocks as it runs them",
    .symbol(
      "-[_UIViewControllerTransitionCoordinator _applyBlocks:releaseBlocks:]; "
        + "-[_UIViewControllerTransitionContext _runAlongsideCompletions]",
      ios: "iOS 26.1 (23B85)",
      decompile: lifetimeDecompile("_UIViewControllerTransitionCoordinator.mm")),
    note: "The coordinator's list of blocks is released before the blocks run, so each block "
      + "is freed once it has run.")

  package static let dec26GestureTarget = Source(
    "dec26-gesture-target", .binary26, .binary,
    "UIKit 26.1: a gesture recognizer's target is held weakly",
    .symbol(
      "-[UIGestureRecognizerTarget target]; -[UIGestureRecognizerTarget "
        + "_sendActionWithGestureRecognizer:]",
      ios: "iOS 26.1 (23B85)", decompile: lifetimeDecompile("UIGestureRecognizerTarget.mm")),
    note: "Both load the target from a weak reference.")

  // MARK: GitHub issues, pull requests and code

  package static let ghBubbleTransition38 = Source(
    "gh-bubbletransition-38", .issues, .issue,
    "BubbleTransition issue #38: self.transitioningDelegate not retained",
    .url("https://github.com/andreamazz/BubbleTransition/issues/38"),
    note: "A delegate made in the presenting method: presented with the custom transition, "
      + "transitioningDelegate is nil at dismissal, which runs the regular animation.")

  package static let ghXCoordinator164 = Source(
    "gh-xcoordinator-164", .issues, .issue,
    "XCoordinator issue #164: dismissal animation not working",
    .url("https://github.com/QuickBirdEng/XCoordinator/issues/164"),
    note: "The presentation animates, the dismissal gets the default animation; the "
      + "maintainer: the animation is the transitioningDelegate, held weakly, so the app must "
      + "hold it.")

  package static let ghBrightecTransition4 = Source(
    "gh-brightec-transition-4", .issues, .issue,
    "brightec/CustomViewControllerTransition PR #4: strong transitioning delegate reference",
    .url("https://github.com/brightec/CustomViewControllerTransition/pull/4"),
    note: "EXC_BAD_ACCESS on dismissal (2015), fixed by keeping the delegate strongly.")

  package static let ghAnimatedTransitionKit78 = Source(
    "gh-animatedtransitionkit-78", .issues, .issue,
    "AnimatedTransitionKit PR #78: delegate and transition deallocated during an "
      + "interactive completion",
    .url("https://github.com/pisces/AnimatedTransitionKit/pull/78"))

  package static let ghPresentr108 = Source(
    "gh-presentr-108", .issues, .issue,
    "Presentr issue #108: dismissTransitionType doesn't work",
    .url("https://github.com/IcaliaLabs/Presentr/issues/108"),
    note: "The maintainer: keep a strong reference to the Presentr object, or it will not "
      + "exist when dismissing and cannot animate.")

  package static let ghZfDragable45 = Source(
    "gh-zfdragable-45", .issues, .issue,
    "ZFDragableModalTransition PR #45: ensure the modal controller gets released after the "
      + "transition",
    .url("https://github.com/zoonooz/ZFDragableModalTransition/pull/45"),
    note: "The animator kept the dismissed controller alive after the animation completed; "
      + "fixed by holding it weakly.")

  package static let ghTeehanLaxTransitions8 = Source(
    "gh-teehanlax-transitions-8", .issues, .issue,
    "UIViewController-Transitions-Example issue #8: a cancelled interactive transition "
      + "doesn't release the view controller",
    .url("https://github.com/TeehanLax/UIViewController-Transitions-Example/issues/8"))

  /// The lifetime sources, in the order `docs/sources.md` lists them within their groups.
  static let lifetime: [Source] = [
    appleSampleCustomPresentationFirst, uikitTransitioningDelegate, uikitNavDelegate,
    uikitTabDelegate, uikitPcDelegate,
    uikitControlAddTarget, uikitChildren, uikitNavViewControllers, uikitPageViewControllers,
    dec26PresentationOwnership, dec26ContextLetsGo, dec26CoordinatorBlocks, dec26GestureTarget,
    ghBubbleTransition38, ghXCoordinator164, ghBrightecTransition4, ghAnimatedTransitionKit78,
    ghPresentr108, ghZfDragable45, ghTeehanLaxTransitions8, ghTwitterProfile14,
    quartzDisplayLinkInit, quartzDisplayLinkAdd, quartzDisplayLinkInvalidate,
    dispatchMainQueue,
  ]

  package static let quartzDisplayLinkInit = page(
    "qc-display-link-init", "CADisplayLink.init(target:selector:)",
    "cadisplaylink/init(target:selector:)", framework: "quartzcore",
    note: "The selector is called with the display link as its argument; \"the newly "
      + "constructed display link retains the target.\"")

  package static let quartzDisplayLinkAdd = page(
    "qc-display-link-add", "CADisplayLink.add(to:forMode:)", "cadisplaylink/add(to:formode:)",
    framework: "quartzcore",
    note: "The display link notifies its target when the system needs new frames; the run loop "
      + "retains the display link, and invalidate() removes it from all run loops.")

  package static let quartzDisplayLinkInvalidate = page(
    "qc-display-link-invalidate", "CADisplayLink.invalidate()", "cadisplaylink/invalidate()",
    framework: "quartzcore",
    note: "Removes the display link from all run loop modes, so the system releases it; the "
      + "display link also releases the target.")

  package static let dispatchMainQueue = page(
    "dispatch-main-queue", "DispatchQueue.main", "dispatchqueue/main", framework: "dispatch",
    note: "The main queue is associated with the app's main thread, and an app started by "
      + "UIApplicationMain(_:_:_:_:) runs the blocks submitted to it. `transit run` runs the "
      + "blocks given to the main queue's async and asyncAfter on the virtual run loop, in the "
      + "order they are due, as dispatch queues are first-in, first-out (the Concurrency "
      + "Programming Guide's \"Dispatch Queues\").")

  package static let ghTwitterProfile14 = Source(
    "gh-twitterprofile-14", .issues, .issue,
    "TwitterProfile issue #14: It is an error to release a paused or stopped property animator",
    .url("https://github.com/OfTheWolf/TwitterProfile/issues/14"),
    note: "UIKit's exception, quoted: a paused or stopped property animator must finish "
      + "animating, or be stopped and finished, before it is released.")
}
