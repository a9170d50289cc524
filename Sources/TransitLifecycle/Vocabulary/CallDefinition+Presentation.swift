// The calls of a view controller's presentation and of the objects that take part in it: the
// appearance callbacks, the transitioning delegate, the presentation controller, the animator,
// the interaction controller, the transition context and coordinator, the closures UIKit runs
// and the view hierarchy. Selectors from the UIKit SDK headers; Swift spellings from Apple's
// symbol pages (uikit-* in docs/sources.md).
extension CallDefinition {
  /// The calls of presentation and transitions.
  static let presentation: [CallDefinition] = [
    CallDefinition(
      .viewDidLoad, in: "UIViewController", receiver: .viewController, selectors: ["viewDidLoad"]),
    CallDefinition(
      .viewWillAppear, in: "UIViewController", receiver: .viewController,
      selectors: ["viewWillAppear:"], older: ["viewWillAppear", "viewWillAppear()"],
      parameters: [.bool("animated")], channel: .appearance),
    CallDefinition(
      .viewIsAppearing, in: "UIViewController", receiver: .viewController,
      selectors: ["viewIsAppearing:"], older: ["viewIsAppearing"], parameters: [.bool("animated")],
      channel: .appearance),
    CallDefinition(
      .viewDidAppear, in: "UIViewController", receiver: .viewController,
      selectors: ["viewDidAppear:"], older: ["viewDidAppear", "viewDidAppear()"],
      parameters: [.bool("animated")], channel: .appearance),
    CallDefinition(
      .viewWillDisappear, in: "UIViewController", receiver: .viewController,
      selectors: ["viewWillDisappear:"], older: ["viewWillDisappear", "viewWillDisappear()"],
      parameters: [.bool("animated")], channel: .appearance),
    CallDefinition(
      .viewDidDisappear, in: "UIViewController", receiver: .viewController,
      selectors: ["viewDidDisappear:"], older: ["viewDidDisappear", "viewDidDisappear()"],
      parameters: [.bool("animated")], channel: .appearance),
    CallDefinition(
      .beginAppearanceTransition, in: "UIViewController", receiver: .viewController,
      selectors: ["beginAppearanceTransition:animated:"],
      parameters: [.bool("isAppearing"), .bool("animated")], channel: .appearance),
    CallDefinition(
      .endAppearanceTransition, in: "UIViewController", receiver: .viewController,
      selectors: ["endAppearanceTransition"], channel: .appearance),
    CallDefinition(
      .viewWillTransitionToSize, in: "UIViewController", receiver: .viewController,
      selectors: ["viewWillTransitionToSize:withTransitionCoordinator:"],
      older: [
        "viewWillTransitionToSize(_:withTransitionCoordinator:)",
        "viewWillTransitionTo(_:withTransitionCoordinator:)",
      ], parameters: [.other("size"), .object("coordinator")]),
    CallDefinition(
      .present, in: "UIViewController", receiver: .viewController,
      selectors: ["presentViewController:animated:completion:"],
      older: [
        "presentViewController(_:animated:completion:)", "presentModalViewController:animated:",
      ], parameters: [.object("viewControllerToPresent"), .bool("flag"), .other("completion")],
      channel: .requests),
    CallDefinition(
      .dismiss, in: "UIViewController", receiver: .viewController,
      selectors: ["dismissViewControllerAnimated:completion:"],
      older: [
        "dismissViewControllerAnimated(_:completion:)", "dismissModalViewControllerAnimated:",
      ], parameters: [.bool("flag"), .other("completion")], channel: .requests),
    CallDefinition(
      .presentationControllerForPresented, in: "UIViewControllerTransitioningDelegate",
      receiver: .transitioningDelegate,
      selectors: [
        "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:"
      ],
      older: [
        "presentationControllerForPresentedViewController(_:presentingViewController:sourceViewController:)"
      ], parameters: [.object("presented"), .object("presenting"), .object("source")],
      returns: .object, channel: .delegate),
    CallDefinition(
      .animationControllerForPresented, in: "UIViewControllerTransitioningDelegate",
      receiver: .transitioningDelegate,
      selectors: [
        "animationControllerForPresentedController:presentingController:sourceController:"
      ],
      older: [
        "animationControllerForPresentedController(_:presentingController:sourceController:)"
      ], parameters: [.object("presented"), .object("presenting"), .object("source")],
      returns: .object, channel: .delegate),
    CallDefinition(
      .animationControllerForDismissed, in: "UIViewControllerTransitioningDelegate",
      receiver: .transitioningDelegate, selectors: ["animationControllerForDismissedController:"],
      older: ["animationControllerForDismissedController(_:)"], parameters: [.object("dismissed")],
      returns: .object, channel: .delegate),
    CallDefinition(
      .interactionControllerForPresentation, in: "UIViewControllerTransitioningDelegate",
      receiver: .transitioningDelegate, selectors: ["interactionControllerForPresentation:"],
      older: ["interactionControllerForPresentation(_:)"], parameters: [.object("animator")],
      returns: .object, channel: .delegate),
    CallDefinition(
      .interactionControllerForDismissal, in: "UIViewControllerTransitioningDelegate",
      receiver: .transitioningDelegate, selectors: ["interactionControllerForDismissal:"],
      older: ["interactionControllerForDismissal(_:)"], parameters: [.object("animator")],
      returns: .object, channel: .delegate),
    CallDefinition(
      .presentationTransitionWillBegin, in: "UIPresentationController",
      receiver: .presentationController, selectors: ["presentationTransitionWillBegin"],
      channel: .presentationController),
    CallDefinition(
      .presentationTransitionDidEnd, in: "UIPresentationController",
      receiver: .presentationController, selectors: ["presentationTransitionDidEnd:"],
      older: ["presentationTransitionDidEnd"], parameters: [.bool("completed")],
      channel: .presentationController),
    CallDefinition(
      .dismissalTransitionWillBegin, in: "UIPresentationController",
      receiver: .presentationController, selectors: ["dismissalTransitionWillBegin"],
      channel: .presentationController),
    CallDefinition(
      .dismissalTransitionDidEnd, in: "UIPresentationController", receiver: .presentationController,
      selectors: ["dismissalTransitionDidEnd:"], older: ["dismissalTransitionDidEnd"],
      parameters: [.bool("completed")], channel: .presentationController),
    CallDefinition(
      .presentedView, in: "UIPresentationController", receiver: .presentationController,
      kind: .getter, selectors: ["presentedView"], older: ["presentedView()"], returns: .object,
      channel: .presentationController),
    CallDefinition(
      .frameOfPresentedViewInContainerView, in: "UIPresentationController",
      receiver: .presentationController, kind: .getter,
      selectors: ["frameOfPresentedViewInContainerView"],
      older: ["frameOfPresentedViewInContainerView()"], returns: .value,
      channel: .presentationController),
    CallDefinition(
      .shouldRemovePresentersView, in: "UIPresentationController",
      receiver: .presentationController, kind: .getter, selectors: ["shouldRemovePresentersView"],
      older: ["shouldRemovePresentersView()"], returns: .value, channel: .presentationController),
    CallDefinition(
      .shouldPresentInFullscreen, in: "UIPresentationController", receiver: .presentationController,
      kind: .getter, selectors: ["shouldPresentInFullscreen"],
      older: ["shouldPresentInFullscreen()"], returns: .value, channel: .presentationController),
    CallDefinition(
      .containerViewWillLayoutSubviews, in: "UIPresentationController",
      receiver: .presentationController, selectors: ["containerViewWillLayoutSubviews"],
      channel: .presentationController),
    CallDefinition(
      .containerViewDidLayoutSubviews, in: "UIPresentationController",
      receiver: .presentationController, selectors: ["containerViewDidLayoutSubviews"],
      channel: .presentationController),
    CallDefinition(
      .transitionDuration, in: "UIViewControllerAnimatedTransitioning", receiver: .animator,
      selectors: ["transitionDuration:"], older: ["transitionDuration(_:)"],
      parameters: [.object("transitionContext")], returns: .value, channel: .animator),
    CallDefinition(
      .animateTransition, in: "UIViewControllerAnimatedTransitioning", receiver: .animator,
      selectors: ["animateTransition:"], older: ["animateTransition(_:)"],
      parameters: [.object("transitionContext")], channel: .animator),
    CallDefinition(
      .animationEnded, in: "UIViewControllerAnimatedTransitioning", receiver: .animator,
      selectors: ["animationEnded:"], older: ["animationEnded"],
      parameters: [.bool("transitionCompleted")], channel: .animator),
    CallDefinition(
      .startInteractiveTransition, in: "UIViewControllerInteractiveTransitioning",
      receiver: .interactionController, selectors: ["startInteractiveTransition:"],
      older: ["startInteractiveTransition"], parameters: [.object("transitionContext")],
      channel: .animator),
    CallDefinition(
      .wantsInteractiveStart, in: "UIViewControllerInteractiveTransitioning",
      receiver: .interactionController, kind: .getter, selectors: ["wantsInteractiveStart"],
      returns: .value, channel: .animator),
    CallDefinition(
      .completionSpeed, in: "UIViewControllerInteractiveTransitioning",
      receiver: .interactionController,
      kind: .getter, selectors: ["completionSpeed"], returns: .value),
    CallDefinition(
      .update, in: "UIPercentDrivenInteractiveTransition", receiver: .interactionController,
      selectors: ["updateInteractiveTransition:"], older: ["updateInteractiveTransition(_:)"],
      parameters: [.number("percentComplete")], channel: .interaction),
    CallDefinition(
      .finish, in: "UIPercentDrivenInteractiveTransition", receiver: .interactionController,
      selectors: ["finishInteractiveTransition"], older: ["finishInteractiveTransition()"],
      channel: .interaction),
    CallDefinition(
      .cancel, in: "UIPercentDrivenInteractiveTransition", receiver: .interactionController,
      selectors: ["cancelInteractiveTransition"], older: ["cancelInteractiveTransition()"],
      channel: .interaction),
    CallDefinition(
      .completeTransition, in: "UIViewControllerContextTransitioning", receiver: .transitionContext,
      selectors: ["completeTransition:"], older: ["completeTransition"],
      parameters: [.bool("didComplete")], channel: .context),
    CallDefinition(
      .updateInteractiveTransition, in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, selectors: ["updateInteractiveTransition:"],
      older: ["updateInteractiveTransition"], parameters: [.number("percentComplete")],
      channel: .context),
    CallDefinition(
      .finishInteractiveTransition, in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, selectors: ["finishInteractiveTransition"], channel: .context),
    CallDefinition(
      .cancelInteractiveTransition, in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, selectors: ["cancelInteractiveTransition"], channel: .context),
    CallDefinition(
      .containerView, in: "UIViewControllerContextTransitioning", receiver: .transitionContext,
      kind: .getter, selectors: ["containerView"], older: ["containerView()"], returns: .object,
      channel: .context),
    CallDefinition(
      .viewControllerForKey, in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, selectors: ["viewControllerForKey:"],
      older: ["viewControllerForKey(_:)"], parameters: [.other("key")], returns: .object,
      channel: .context),
    CallDefinition(
      .viewForKey, in: "UIViewControllerContextTransitioning", receiver: .transitionContext,
      selectors: ["viewForKey:"], older: ["viewForKey(_:)"], parameters: [.other("key")],
      returns: .object, channel: .context),
    CallDefinition(
      .initialFrame, in: "UIViewControllerContextTransitioning", receiver: .transitionContext,
      selectors: ["initialFrameForViewController:"], older: ["initialFrameForViewController(_:)"],
      parameters: [.object("vc")], returns: .value, channel: .context),
    CallDefinition(
      .finalFrame, in: "UIViewControllerContextTransitioning", receiver: .transitionContext,
      selectors: ["finalFrameForViewController:"], older: ["finalFrameForViewController(_:)"],
      parameters: [.object("vc")], returns: .value, channel: .context),
    CallDefinition(
      .transitionWasCancelled, in: "UIViewControllerContextTransitioning",
      receiver: .transitionContext, kind: .getter, selectors: ["transitionWasCancelled"],
      older: ["transitionWasCancelled()"], returns: .value, channel: .context),
    CallDefinition(
      .animateAlongsideTransition, in: "UIViewControllerTransitionCoordinator",
      receiver: .transitionCoordinator, selectors: ["animateAlongsideTransition:completion:"],
      older: ["animateAlongsideTransition(_:completion:)"],
      parameters: [.other("animation"), .other("completion")], returns: .value,
      channel: .coordinator),
    CallDefinition(
      .notifyWhenInteractionChanges, in: "UIViewControllerTransitionCoordinator",
      receiver: .transitionCoordinator, selectors: ["notifyWhenInteractionChangesUsingBlock:"],
      parameters: [.other("handler")], channel: .coordinator),
    CallDefinition(
      .alongsideTransition, in: "closure",
      receiver: .uikit, kind: .closure, selectors: [], parameters: [.object("context")],
      channel: .coordinator),
    CallDefinition(
      .completion, in: "closure", receiver: .uikit,
      kind: .closure, selectors: [], channel: .completionHandler),
    CallDefinition(
      .completionWithArgument,
      in: "closure",
      receiver: .uikit, kind: .closure, selectors: [],
      parameters: [.object("context"), .bool("finished")]),
    CallDefinition(
      .interactionChanged, in: "closure",
      receiver: .uikit, kind: .closure, selectors: [], parameters: [.object("context")],
      channel: .coordinator),
    CallDefinition(.addSubview, in: "UIView", receiver: .view, selectors: ["addSubview:"]),
    CallDefinition(
      .insertSubviewAt, in: "UIView", receiver: .view, selectors: ["insertSubview:atIndex:"],
      older: ["insertSubview(_:atIndex:)"]),
    CallDefinition(
      .insertSubviewBelow, in: "UIView", receiver: .view, selectors: ["insertSubview:belowSubview:"]
    ),
    CallDefinition(
      .insertSubviewAbove, in: "UIView", receiver: .view, selectors: ["insertSubview:aboveSubview:"]
    ),
    CallDefinition(
      .bringSubviewToFront, in: "UIView", receiver: .view, selectors: ["bringSubviewToFront:"],
      older: ["bringSubview(toFront:)"]),
    CallDefinition(
      .sendSubviewToBack, in: "UIView", receiver: .view, selectors: ["sendSubviewToBack:"],
      older: ["sendSubview(toBack:)"]),
    CallDefinition(
      .removeFromSuperview, in: "UIView", receiver: .view, selectors: ["removeFromSuperview"]),
  ]
}
