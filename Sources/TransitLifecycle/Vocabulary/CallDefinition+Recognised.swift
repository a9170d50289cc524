// UIKit calls Transit's engine does not make yet, which an imported log keeps as printed: the
// lifecycle methods around loading and layout, containment, property animators, sheets, adaptive
// presentation and page view controllers. Selectors from the UIKit SDK headers; Swift spellings
// from Apple's symbol pages. No rule judges them.
extension CallDefinition {
  /// UIKit calls Transit recognises in an app's console output without modelling them.
  static let recognised: [CallDefinition] = [
    CallDefinition(
      "init(coder:)", in: "UIViewController", receiver: .viewController,
      selectors: ["initWithCoder:"], status: .recognised),
    CallDefinition(
      "init(nibName:bundle:)", in: "UIViewController", receiver: .viewController,
      selectors: ["initWithNibName:bundle:"], status: .recognised),
    CallDefinition(
      "awakeFromNib()", in: "NSObject", receiver: .viewController, selectors: ["awakeFromNib"],
      older: ["awakeFromNib"], status: .recognised),
    CallDefinition(
      "loadView()", in: "UIViewController", receiver: .viewController, selectors: ["loadView"],
      status: .recognised),
    CallDefinition(
      "loadViewIfNeeded()", in: "UIViewController", receiver: .viewController,
      selectors: ["loadViewIfNeeded"], status: .recognised),
    CallDefinition(
      "viewWillLayoutSubviews()", in: "UIViewController", receiver: .viewController,
      selectors: ["viewWillLayoutSubviews"], status: .recognised),
    CallDefinition(
      "viewDidLayoutSubviews()", in: "UIViewController", receiver: .viewController,
      selectors: ["viewDidLayoutSubviews"], status: .recognised),
    CallDefinition(
      "updateViewConstraints()", in: "UIViewController", receiver: .viewController,
      selectors: ["updateViewConstraints"], status: .recognised),
    CallDefinition(
      "viewSafeAreaInsetsDidChange()", in: "UIViewController", receiver: .viewController,
      selectors: ["viewSafeAreaInsetsDidChange"], status: .recognised),
    CallDefinition(
      "viewLayoutMarginsDidChange()", in: "UIViewController", receiver: .viewController,
      selectors: ["viewLayoutMarginsDidChange"], status: .recognised),
    CallDefinition(
      "didReceiveMemoryWarning()", in: "UIViewController", receiver: .viewController,
      selectors: ["didReceiveMemoryWarning"], status: .recognised),
    CallDefinition(
      "prepare(for:sender:)", in: "UIViewController", receiver: .viewController,
      selectors: ["prepareForSegue:sender:"],
      older: ["prepareForSegue(_:sender:)", "prepareForSegue"], status: .recognised),
    CallDefinition(
      "shouldPerformSegue(withIdentifier:sender:)", in: "UIViewController",
      receiver: .viewController, selectors: ["shouldPerformSegueWithIdentifier:sender:"],
      returns: .value, status: .recognised),
    CallDefinition(
      "performSegue(withIdentifier:sender:)", in: "UIViewController", receiver: .viewController,
      selectors: ["performSegueWithIdentifier:sender:"], status: .recognised),
    CallDefinition(
      "deinit", in: "NSObject", receiver: .viewController, selectors: ["dealloc"],
      status: .recognised),
    CallDefinition(
      "textFieldShouldBeginEditing(_:)", in: "UITextFieldDelegate", receiver: .viewController,
      selectors: ["textFieldShouldBeginEditing:"], returns: .value, status: .recognised),
    CallDefinition(
      "textFieldDidBeginEditing(_:)", in: "UITextFieldDelegate", receiver: .viewController,
      selectors: ["textFieldDidBeginEditing:"], status: .recognised),
    CallDefinition(
      "interruptibleAnimator(using:)", in: "UIViewControllerAnimatedTransitioning",
      receiver: .animator, selectors: ["interruptibleAnimatorForTransition:"], returns: .object,
      status: .recognised),
    CallDefinition(
      "pause()", in: "UIPercentDrivenInteractiveTransition", receiver: .interactionController,
      selectors: ["pauseInteractiveTransition"], status: .recognised),
    CallDefinition(
      "pauseInteractiveTransition()", in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, selectors: ["pauseInteractiveTransition"], status: .recognised),
    CallDefinition(
      "popToViewController(_:animated:)", in: "UINavigationController",
      receiver: .navigationController, selectors: ["popToViewController:animated:"],
      returns: .object, status: .recognised),
    CallDefinition(
      "addAnimations(_:)", in: "UIViewPropertyAnimator", receiver: .propertyAnimator,
      selectors: ["addAnimations:"], status: .recognised),
    CallDefinition(
      "addAnimations(_:delayFactor:)", in: "UIViewPropertyAnimator", receiver: .propertyAnimator,
      selectors: ["addAnimations:delayFactor:"], status: .recognised),
    CallDefinition(
      "addCompletion(_:)", in: "UIViewPropertyAnimator", receiver: .propertyAnimator,
      selectors: ["addCompletion:"], status: .recognised),
    CallDefinition(
      "startAnimation()", in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["startAnimation"], status: .recognised),
    CallDefinition(
      "startAnimation(afterDelay:)", in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["startAnimationAfterDelay:"], status: .recognised),
    CallDefinition(
      "pauseAnimation()", in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["pauseAnimation"], status: .recognised),
    CallDefinition(
      "stopAnimation(_:)", in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["stopAnimation:"], parameters: [.bool("withoutFinishing")], status: .recognised),
    CallDefinition(
      "finishAnimation(at:)", in: "UIViewAnimating", receiver: .propertyAnimator,
      selectors: ["finishAnimationAtPosition:"], status: .recognised),
    CallDefinition(
      "continueAnimation(withTimingParameters:durationFactor:)", in: "UIViewImplicitlyAnimating",
      receiver: .propertyAnimator,
      selectors: ["continueAnimationWithTimingParameters:durationFactor:"], status: .recognised),
    CallDefinition(
      "fractionComplete", in: "UIViewAnimating", receiver: .propertyAnimator, kind: .property,
      selectors: ["fractionComplete", "setFractionComplete:"], status: .recognised),
    CallDefinition(
      "isReversed", in: "UIViewAnimating", receiver: .propertyAnimator, kind: .property,
      selectors: ["isReversed", "setReversed:"], older: ["reversed"], status: .recognised),
    CallDefinition(
      "state", in: "UIViewAnimating", receiver: .propertyAnimator, kind: .getter,
      selectors: ["state"], returns: .value, status: .recognised),
    CallDefinition(
      "isRunning", in: "UIViewAnimating", receiver: .propertyAnimator, kind: .getter,
      selectors: ["isRunning"], older: ["running"], returns: .value, status: .recognised),
    CallDefinition(
      "detents", in: "UISheetPresentationController", receiver: .presentationController,
      kind: .property, selectors: ["detents", "setDetents:"], status: .recognised),
    CallDefinition(
      "selectedDetentIdentifier", in: "UISheetPresentationController",
      receiver: .presentationController, kind: .property,
      selectors: ["selectedDetentIdentifier", "setSelectedDetentIdentifier:"], status: .recognised),
    CallDefinition(
      "largestUndimmedDetentIdentifier", in: "UISheetPresentationController",
      receiver: .presentationController, kind: .property,
      selectors: ["largestUndimmedDetentIdentifier", "setLargestUndimmedDetentIdentifier:"],
      status: .recognised),
    CallDefinition(
      "prefersGrabberVisible", in: "UISheetPresentationController",
      receiver: .presentationController, kind: .property,
      selectors: ["prefersGrabberVisible", "setPrefersGrabberVisible:"], status: .recognised),
    CallDefinition(
      "animateChanges(_:)", in: "UISheetPresentationController", receiver: .presentationController,
      selectors: ["animateChanges:"], status: .recognised),
    CallDefinition(
      "invalidateDetents()", in: "UISheetPresentationController", receiver: .presentationController,
      selectors: ["invalidateDetents"], status: .recognised),
    CallDefinition(
      "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
      in: "UISheetPresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["sheetPresentationControllerDidChangeSelectedDetentIdentifier:"],
      status: .recognised),
    CallDefinition(
      "isModalInPresentation", in: "UIViewController", receiver: .viewController, kind: .property,
      selectors: ["isModalInPresentation", "setModalInPresentation:"],
      older: ["modalInPresentation"], status: .recognised),
    CallDefinition(
      "presentationControllerShouldDismiss(_:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["presentationControllerShouldDismiss:"],
      returns: .value, status: .recognised),
    CallDefinition(
      "presentationControllerDidAttemptToDismiss(_:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["presentationControllerDidAttemptToDismiss:"], status: .recognised),
    CallDefinition(
      "presentationControllerWillDismiss(_:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["presentationControllerWillDismiss:"],
      status: .recognised),
    CallDefinition(
      "presentationControllerDidDismiss(_:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["presentationControllerDidDismiss:"],
      status: .recognised),
    CallDefinition(
      "adaptivePresentationStyle(for:traitCollection:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["adaptivePresentationStyleForPresentationController:traitCollection:"],
      older: ["adaptivePresentationStyleFor(_:traitCollection:)"], returns: .value,
      status: .recognised),
    CallDefinition(
      "adaptivePresentationStyle(for:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate,
      selectors: ["adaptivePresentationStyleForPresentationController:"],
      older: ["adaptivePresentationStyleForPresentationController(_:)"], returns: .value,
      status: .recognised),
    CallDefinition(
      "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["presentationController:viewControllerForAdaptivePresentationStyle:"],
      returns: .object, status: .recognised),
    CallDefinition(
      "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:"],
      status: .recognised),
    CallDefinition(
      "presentationController(_:prepareAdaptivePresentationController:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["presentationController:prepareAdaptivePresentationController:"],
      status: .recognised),
    CallDefinition(
      "prepareForPopoverPresentation(_:)", in: "UIPopoverPresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["prepareForPopoverPresentation:"],
      status: .recognised),
    CallDefinition(
      "popoverPresentationControllerShouldDismissPopover(_:)",
      in: "UIPopoverPresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["popoverPresentationControllerShouldDismissPopover:"], returns: .value,
      status: .recognised),
    CallDefinition(
      "popoverPresentationControllerDidDismissPopover(_:)",
      in: "UIPopoverPresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["popoverPresentationControllerDidDismissPopover:"], status: .recognised),
    CallDefinition(
      "definesPresentationContext", in: "UIViewController", receiver: .viewController,
      kind: .property, selectors: ["definesPresentationContext", "setDefinesPresentationContext:"],
      status: .recognised),
    CallDefinition(
      "addChild(_:)", in: "UIViewController", receiver: .viewController,
      selectors: ["addChildViewController:"], older: ["addChildViewController(_:)"],
      status: .recognised),
    CallDefinition(
      "removeFromParent()", in: "UIViewController", receiver: .viewController,
      selectors: ["removeFromParentViewController"], older: ["removeFromParentViewController()"],
      status: .recognised),
    CallDefinition(
      "willMove(toParent:)", in: "UIViewController", receiver: .viewController,
      selectors: ["willMoveToParentViewController:"],
      older: ["willMove(toParentViewController:)", "willMoveToParentViewController(_:)"],
      parameters: [.object("parent")], status: .recognised),
    CallDefinition(
      "didMove(toParent:)", in: "UIViewController", receiver: .viewController,
      selectors: ["didMoveToParentViewController:"],
      older: ["didMove(toParentViewController:)", "didMoveToParentViewController(_:)"],
      parameters: [.object("parent")], status: .recognised),
    CallDefinition(
      "shouldAutomaticallyForwardAppearanceMethods", in: "UIViewController",
      receiver: .viewController, kind: .getter,
      selectors: ["shouldAutomaticallyForwardAppearanceMethods"],
      older: ["shouldAutomaticallyForwardAppearanceMethods()"], returns: .value, status: .recognised
    ),
    CallDefinition(
      "transition(from:to:duration:options:animations:completion:)", in: "UIViewController",
      receiver: .viewController,
      selectors: [
        "transitionFromViewController:toViewController:duration:options:animations:completion:"
      ],
      older: [
        "transitionFromViewController(_:toViewController:duration:options:animations:completion:)"
      ], status: .recognised),
    CallDefinition(
      "setViewControllers(_:direction:animated:completion:)", in: "UIPageViewController",
      receiver: .viewController, selectors: ["setViewControllers:direction:animated:completion:"],
      status: .recognised),
    CallDefinition(
      "pageViewController(_:viewControllerBefore:)", in: "UIPageViewControllerDataSource",
      receiver: .pageDelegate,
      selectors: ["pageViewController:viewControllerBeforeViewController:"],
      older: ["pageViewController(_:viewControllerBeforeViewController:)"], returns: .object,
      status: .recognised),
    CallDefinition(
      "pageViewController(_:viewControllerAfter:)", in: "UIPageViewControllerDataSource",
      receiver: .pageDelegate, selectors: ["pageViewController:viewControllerAfterViewController:"],
      older: ["pageViewController(_:viewControllerAfterViewController:)"], returns: .object,
      status: .recognised),
    CallDefinition(
      "presentationCount(for:)", in: "UIPageViewControllerDataSource", receiver: .pageDelegate,
      selectors: ["presentationCountForPageViewController:"],
      older: ["presentationCountForPageViewController(_:)"], returns: .value, status: .recognised),
    CallDefinition(
      "presentationIndex(for:)", in: "UIPageViewControllerDataSource", receiver: .pageDelegate,
      selectors: ["presentationIndexForPageViewController:"],
      older: ["presentationIndexForPageViewController(_:)"], returns: .value, status: .recognised),
    CallDefinition(
      "pageViewController(_:willTransitionTo:)", in: "UIPageViewControllerDelegate",
      receiver: .pageDelegate, selectors: ["pageViewController:willTransitionToViewControllers:"],
      older: ["pageViewController(_:willTransitionToViewControllers:)"], status: .recognised),
    CallDefinition(
      "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
      in: "UIPageViewControllerDelegate", receiver: .pageDelegate,
      selectors: [
        "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:"
      ], status: .recognised),
    CallDefinition(
      "traitCollectionDidChange(_:)", in: "UITraitEnvironment", receiver: .viewController,
      selectors: ["traitCollectionDidChange:"], status: .recognised),
    CallDefinition(
      "willTransition(to:with:)", in: "UIContentContainer", receiver: .viewController,
      selectors: ["willTransitionToTraitCollection:withTransitionCoordinator:"],
      older: ["willTransitionToTraitCollection(_:withTransitionCoordinator:)"], status: .recognised),
    CallDefinition(
      "registerForTraitChanges(_:handler:)", in: "UITraitChangeObservable",
      receiver: .viewController, selectors: ["registerForTraitChanges:withHandler:"],
      older: ["registerForTraitChanges(_:target:action:)", "registerForTraitChanges(_:action:)"],
      status: .recognised),
  ]
}
