// The calls of the UIKit of the last ten years that Transit's engine makes: property animators
// and interruptible transitions (iOS 10), child containment (iOS 5), the scroll-style page view
// controller (iOS 6), trait changes (iOS 8, registration iOS 17) and the zoom's providers
// (iOS 18). Selectors from the UIKit SDK headers; Swift spellings from Apple's symbol pages;
// parameters as the engine's log names them.
extension CallDefinition {
  /// The modern calls the engine logs, with the channel a rule about them reads.
  static let modern: [CallDefinition] = [
    CallDefinition(
      .interruptibleAnimator, in: "UIViewControllerAnimatedTransitioning", receiver: .animator,
      selectors: ["interruptibleAnimatorForTransition:"],
      parameters: [.object("transitionContext")], returns: .object, channel: .animator),
    CallDefinition(
      .pause, in: "UIPercentDrivenInteractiveTransition", receiver: .interactionController,
      selectors: ["pauseInteractiveTransition"], channel: .interaction),
    CallDefinition(
      .pauseInteractiveTransition, in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, selectors: ["pauseInteractiveTransition"], channel: .context),
    CallDefinition(
      .addAnimations, in: "UIViewPropertyAnimator", receiver: .propertyAnimator,
      selectors: ["addAnimations:"], parameters: [.other("animation")]),
    CallDefinition(
      .addCompletion, in: "UIViewPropertyAnimator", receiver: .propertyAnimator,
      selectors: ["addCompletion:"], parameters: [.other("completion")]),
    CallDefinition(
      .startAnimation, in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["startAnimation"]),
    CallDefinition(
      .startAnimationAfterDelay, in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["startAnimationAfterDelay:"], parameters: [.number("delay")]),
    CallDefinition(
      .pauseAnimation, in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["pauseAnimation"]),
    CallDefinition(
      .stopAnimation, in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["stopAnimation:"], parameters: [.bool("withoutFinishing")]),
    CallDefinition(
      .finishAnimation, in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["finishAnimationAtPosition:"], parameters: [.other("finalPosition")]),
    CallDefinition(
      .continueAnimation, in: "UIViewImplicitlyAnimating", receiver: .propertyAnimator,
      selectors: ["continueAnimationWithTimingParameters:durationFactor:"],
      parameters: [.other("parameters"), .number("durationFactor")]),
    CallDefinition(
      .fractionComplete, in: "UIViewAnimating", receiver: .propertyAnimator, kind: .property,
      selectors: ["fractionComplete", "setFractionComplete:"], parameters: [.number("newValue")]),
    CallDefinition(
      .isReversed, in: "UIViewAnimating", receiver: .propertyAnimator, kind: .property,
      selectors: ["isReversed", "setReversed:"], older: ["reversed"],
      parameters: [.bool("newValue")]),
    CallDefinition(
      .addChild, in: "UIViewController", receiver: .viewController,
      selectors: ["addChildViewController:"], older: ["addChildViewController(_:)"],
      parameters: [.object("childController")], channel: .containment),
    CallDefinition(
      .removeFromParent, in: "UIViewController", receiver: .viewController,
      selectors: ["removeFromParentViewController"], older: ["removeFromParentViewController()"],
      channel: .containment),
    CallDefinition(
      .willMoveToParent, in: "UIViewController", receiver: .viewController,
      selectors: ["willMoveToParentViewController:"],
      older: ["willMove(toParentViewController:)", "willMoveToParentViewController(_:)"],
      parameters: [.object("parent")], channel: .containment),
    CallDefinition(
      .didMoveToParent, in: "UIViewController", receiver: .viewController,
      selectors: ["didMoveToParentViewController:"],
      older: ["didMove(toParentViewController:)", "didMoveToParentViewController(_:)"],
      parameters: [.object("parent")], channel: .containment),
    CallDefinition(
      .transitionFromTo, in: "UIViewController", receiver: .viewController,
      selectors: [
        "transitionFromViewController:toViewController:duration:options:animations:completion:"
      ],
      older: [
        "transitionFromViewController(_:toViewController:duration:options:animations:completion:)"
      ],
      parameters: [
        .object("fromViewController"), .object("toViewController"), .number("duration"),
        .other("animations"), .other("completion"),
      ], channel: .containment),
    CallDefinition(
      .setPageViewControllers, in: "UIPageViewController", receiver: .viewController,
      selectors: ["setViewControllers:direction:animated:completion:"],
      parameters: [
        .other("viewControllers"), .other("direction"), .bool("animated"), .other("completion"),
      ], channel: .requests),
    CallDefinition(
      .pageViewControllerBefore, in: "UIPageViewControllerDataSource", receiver: .pageDelegate,
      selectors: ["pageViewController:viewControllerBeforeViewController:"],
      older: ["pageViewController(_:viewControllerBeforeViewController:)"],
      parameters: [.object("pageViewController"), .object("viewController")], returns: .object,
      channel: .containerRequests),
    CallDefinition(
      .pageViewControllerAfter, in: "UIPageViewControllerDataSource", receiver: .pageDelegate,
      selectors: ["pageViewController:viewControllerAfterViewController:"],
      older: ["pageViewController(_:viewControllerAfterViewController:)"],
      parameters: [.object("pageViewController"), .object("viewController")], returns: .object,
      channel: .containerRequests),
    CallDefinition(
      .pageWillTransition, in: "UIPageViewControllerDelegate", receiver: .pageDelegate,
      selectors: ["pageViewController:willTransitionToViewControllers:"],
      older: ["pageViewController(_:willTransitionToViewControllers:)"],
      parameters: [.object("pageViewController"), .other("pendingViewControllers")],
      channel: .containerNotifications),
    CallDefinition(
      .pageDidFinishAnimating, in: "UIPageViewControllerDelegate", receiver: .pageDelegate,
      selectors: [
        "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:"
      ],
      parameters: [
        .object("pageViewController"), .bool("finished"), .other("previousViewControllers"),
        .bool("transitionCompleted"),
      ], channel: .containerNotifications),
    CallDefinition(
      .traitCollectionDidChange, in: "UITraitEnvironment", receiver: .viewController,
      selectors: ["traitCollectionDidChange:"], parameters: [.other("previousTraitCollection")],
      channel: .traits),
    CallDefinition(
      .willTransitionToTraits, in: "UIContentContainer", receiver: .viewController,
      selectors: ["willTransitionToTraitCollection:withTransitionCoordinator:"],
      older: ["willTransitionToTraitCollection(_:withTransitionCoordinator:)"],
      parameters: [.other("newCollection"), .object("coordinator")], channel: .traits),
    CallDefinition(
      .registerForTraitChanges, in: "UITraitChangeObservable", receiver: .viewController,
      selectors: ["registerForTraitChanges:withHandler:"],
      older: ["registerForTraitChanges(_:target:action:)", "registerForTraitChanges(_:action:)"],
      parameters: [.other("traits"), .other("handler")], returns: .object, channel: .traits),
    CallDefinition(
      .traitChangeHandler, in: "closure", receiver: .uikit, kind: .closure, selectors: [],
      parameters: [.object("traitEnvironment"), .other("previousTraitCollection")],
      channel: .traits),
    CallDefinition(
      .zoomSourceViewProvider, in: "closure", receiver: .uikit, kind: .closure, selectors: [],
      parameters: [.object("sourceViewController"), .object("zoomedViewController")],
      returns: .object),
    CallDefinition(
      .zoomSourceBarButtonItemProvider, in: "closure", receiver: .uikit, kind: .closure,
      selectors: [],
      parameters: [.object("sourceViewController"), .object("zoomedViewController")],
      returns: .object),
  ]
}
