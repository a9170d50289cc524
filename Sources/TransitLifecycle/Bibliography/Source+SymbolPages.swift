// Apple's documentation pages for the UIKit symbols Transit mirrors.
extension Source {
  /// The page of a symbol, from its path under Apple's documentation of `framework` (UIKit's
  /// unless named: `quartzcore` for Core Animation's).
  static func page(
    _ id: String, _ name: String, _ path: String, framework: String = "uikit",
    status: Status = .checked, note: String = ""
  ) -> Source {
    Source(
      id, .symbolPages, .symbolPage, name,
      .url("https://developer.apple.com/documentation/\(framework)/" + path), status: status,
      note: note)
  }

  // MARK: Apple's symbol pages

  package static let uikitResponderTouchesBegan = page(
    "uikit-responder-touches-began", "UIResponder.touchesBegan(_:with:)",
    "uiresponder/touchesbegan(_:with:)",
    note: "The default implementation forwards the message up the responder chain; a subclass "
      + "that handles touches itself should override all four touch methods.")

  package static let uikitResponderNext = page(
    "uikit-responder-next", "UIResponder.next", "uiresponder/next",
    note: "A view's next responder is the view controller that manages it, if it has one, "
      + "else its superview; a view controller's is its view's superview; a window's is the "
      + "application.")

  package static let uikitApplicationSendEvent = page(
    "uikit-application-send-event", "UIApplication.sendEvent(_:)", "uiapplication/sendevent(_:)",
    note: "Dispatches an event to the appropriate responder objects in the app; a UIApplication "
      + "subclass may intercept incoming events by overriding it, and must dispatch each one it "
      + "intercepts by calling super.")

  package static let uikitWindowSendEvent = page(
    "uikit-window-send-event", "UIWindow.sendEvent(_:)", "uiwindow/sendevent(_:)",
    note: "The UIApplication object calls it to dispatch events to the window; the window "
      + "dispatches touch events to the view in which the touch occurred.")

  package static let uikitEvent = page(
    "uikit-event", "UIEvent", "uievent",
    note: "Touch events are delivered to the view in which the touch originally occurred; during "
      + "a multi-touch sequence UIKit reuses the same UIEvent object when it delivers updated "
      + "touch data, so an app should not retain it.")

  package static let uikitEventTimestamp = page(
    "uikit-event-timestamp", "UIEvent.timestamp", "uievent/timestamp",
    note: "The time when the event occurred, in seconds since system startup.")

  package static let uikitTouch = page(
    "uikit-touch", "UITouch", "uitouch",
    note: "A touch object persists throughout a multi-touch sequence and carries the view or "
      + "window in which the touch occurred, its location, a timestamp and its phase; its "
      + "timestamp page gives the time the touch occurred or was last changed, in seconds since "
      + "system startup.")

  package static let uikitGestureCancelsTouches = page(
    "uikit-gesture-cancels-touches", "UIGestureRecognizer.cancelsTouchesInView",
    "uigesturerecognizer/cancelstouchesinview",
    note: "True by default: once the recognizer recognizes, pending touches are not delivered "
      + "to the view and those delivered are cancelled with touchesCancelled(_:with:).")

  package static let uikitGestureDelaysTouchesBegan = page(
    "uikit-gesture-delays-touches-began", "UIGestureRecognizer.delaysTouchesBegan",
    "uigesturerecognizer/delaystouchesbegan",
    note: "False by default; when true, the view gets touchesBegan(_:with:) only if the "
      + "recognizer fails.")

  package static let uikitGestureDelaysTouchesEnded = page(
    "uikit-gesture-delays-touches-ended", "UIGestureRecognizer.delaysTouchesEnded",
    "uigesturerecognizer/delaystouchesended",
    note: "True by default: the view's touchesEnded(_:with:) waits until the recognizer fails, "
      + "or is cancelled if it recognizes.")

  package static let uikitPresentationController = page(
    "uikit-presentation-controller", "UIPresentationController",
    "uipresentationcontroller")

  package static let uikitPresentationWillBegin = page(
    "uikit-presentation-will-begin", "UIPresentationController.presentationTransitionWillBegin()",
    "uipresentationcontroller/presentationtransitionwillbegin()")

  package static let uikitPresentationDidEnd = page(
    "uikit-presentation-did-end", "UIPresentationController.presentationTransitionDidEnd(_:)",
    "uipresentationcontroller/presentationtransitiondidend(_:)")

  package static let uikitDismissalWillBegin = page(
    "uikit-dismissal-will-begin", "UIPresentationController.dismissalTransitionWillBegin()",
    "uipresentationcontroller/dismissaltransitionwillbegin()")

  package static let uikitDismissalDidEnd = page(
    "uikit-dismissal-did-end", "UIPresentationController.dismissalTransitionDidEnd(_:)",
    "uipresentationcontroller/dismissaltransitiondidend(_:)")

  package static let uikitShouldRemovePresentersView = page(
    "uikit-should-remove-presenters-view", "UIPresentationController.shouldRemovePresentersView",
    "uipresentationcontroller/shouldremovepresentersview")

  package static let uikitPresentedView = page(
    "uikit-presented-view", "UIPresentationController.presentedView",
    "uipresentationcontroller/presentedview", status: .unchecked)

  package static let uikitFrameOfPresentedView = page(
    "uikit-frame-of-presented-view", "UIPresentationController.frameOfPresentedViewInContainerView",
    "uipresentationcontroller/frameofpresentedviewincontainerview")

  package static let uikitContainerWillLayout = page(
    "uikit-container-will-layout", "UIPresentationController.containerViewWillLayoutSubviews()",
    "uipresentationcontroller/containerviewwilllayoutsubviews()")

  package static let uikitContainerDidLayout = page(
    "uikit-container-did-layout", "UIPresentationController.containerViewDidLayoutSubviews()",
    "uipresentationcontroller/containerviewdidlayoutsubviews()")

  package static let uikitContainerView = page(
    "uikit-container-view", "UIPresentationController.containerView",
    "uipresentationcontroller/containerview")

  package static let uikitCompleteTransition = page(
    "uikit-complete-transition", "UIViewControllerContextTransitioning.completeTransition(_:)",
    "uiviewcontrollercontexttransitioning/completetransition(_:)")

  package static let uikitAnimationEnded = page(
    "uikit-animation-ended", "UIViewControllerAnimatedTransitioning.animationEnded(_:)",
    "uiviewcontrolleranimatedtransitioning/animationended(_:)")

  package static let uikitAnimateTransition = page(
    "uikit-animate-transition", "UIViewControllerAnimatedTransitioning.animateTransition(using:)",
    "uiviewcontrolleranimatedtransitioning/animatetransition(using:)")

  package static let uikitTransitionDuration = page(
    "uikit-transition-duration", "UIViewControllerAnimatedTransitioning.transitionDuration(using:)",
    "uiviewcontrolleranimatedtransitioning/transitionduration(using:)", status: .linked)

  package static let uikitInterruptibleAnimator = page(
    "uikit-interruptible-animator",
    "UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)",
    "uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)")

  package static let uikitStartInteractiveTransition = page(
    "uikit-start-interactive-transition",
    "UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)",
    "uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)")

  package static let uikitWantsInteractiveStart = page(
    "uikit-wants-interactive-start",
    "UIViewControllerInteractiveTransitioning.wantsInteractiveStart",
    "uiviewcontrollerinteractivetransitioning/wantsinteractivestart")

  package static let uikitPercentDriven = page(
    "uikit-percent-driven", "UIPercentDrivenInteractiveTransition",
    "uipercentdriveninteractivetransition")

  package static let uikitPercentUpdate = page(
    "uikit-percent-update", "UIPercentDrivenInteractiveTransition.update(_:)",
    "uipercentdriveninteractivetransition/update(_:)")

  package static let uikitPercentFinish = page(
    "uikit-percent-finish", "UIPercentDrivenInteractiveTransition.finish()",
    "uipercentdriveninteractivetransition/finish()", status: .linked)

  package static let uikitPercentCancel = page(
    "uikit-percent-cancel", "UIPercentDrivenInteractiveTransition.cancel()",
    "uipercentdriveninteractivetransition/cancel()", status: .linked)

  package static let uikitPercentCompletionSpeed = page(
    "uikit-percent-completion-speed", "UIPercentDrivenInteractiveTransition.completionSpeed",
    "uipercentdriveninteractivetransition/completionspeed")

  package static let uikitNotifyWhenInteractionChanges = page(
    "uikit-notify-when-interaction-changes",
    "UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)",
    "uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)")

  package static let uikitNotifyWhenInteractionEnds = page(
    "uikit-notify-when-interaction-ends",
    "UIViewControllerTransitionCoordinator.notifyWhenInteractionEnds(_:)",
    "uiviewcontrollertransitioncoordinator/notifywheninteractionends(_:)")

  package static let uikitAnimateAlongside = page(
    "uikit-animate-alongside",
    "UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)",
    "uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)",
    status: .linked)

  package static let uikitTransitionCoordinator = page(
    "uikit-transition-coordinator", "UIViewController.transitionCoordinator",
    "uiviewcontroller/transitioncoordinator")

  package static let uikitStyleFullScreen = page(
    "uikit-style-full-screen", "UIModalPresentationStyle.fullScreen",
    "uimodalpresentationstyle/fullscreen")

  package static let uikitStyleOverFullScreen = page(
    "uikit-style-over-full-screen", "UIModalPresentationStyle.overFullScreen",
    "uimodalpresentationstyle/overfullscreen")

  package static let uikitStyleAutomatic = page(
    "uikit-style-automatic", "UIModalPresentationStyle.automatic",
    "uimodalpresentationstyle/automatic", status: .linked)

  package static let uikitModalPresentationStyle = page(
    "uikit-modal-presentation-style", "UIViewController.modalPresentationStyle",
    "uiviewcontroller/modalpresentationstyle", status: .linked,
    note: "Where Apple says .automatic maps to .pageSheet for most view controllers; that "
      + "sentence was not re-read while writing.")

  package static let uikitBeginAppearanceTransition = page(
    "uikit-begin-appearance-transition", "UIViewController.beginAppearanceTransition(_:animated:)",
    "uiviewcontroller/beginappearancetransition(_:animated:)")

  package static let uikitEndAppearanceTransition = page(
    "uikit-end-appearance-transition", "UIViewController.endAppearanceTransition()",
    "uiviewcontroller/endappearancetransition()")

  package static let uikitViewIsAppearing = page(
    "uikit-view-is-appearing", "UIViewController.viewIsAppearing(_:)",
    "uiviewcontroller/viewisappearing(_:)")

  package static let uikitViewWillAppear = page(
    "uikit-view-will-appear", "UIViewController.viewWillAppear(_:)",
    "uiviewcontroller/viewwillappear(_:)")

  package static let uikitViewDidAppear = page(
    "uikit-view-did-appear", "UIViewController.viewDidAppear(_:)",
    "uiviewcontroller/viewdidappear(_:)",
    note: "Notifies the view controller that its view was added to a view hierarchy.")

  package static let uikitViewDidLoad = page(
    "uikit-view-did-load", "UIViewController.viewDidLoad()", "uiviewcontroller/viewdidload()",
    note: "Called after the view controller has loaded its view hierarchy into memory; a view "
      + "is loaded before it can be added to a window.")

  package static let uikitPresent = page(
    "uikit-present", "UIViewController.present(_:animated:completion:)",
    "uiviewcontroller/present(_:animated:completion:)")

  package static let uikitDismiss = page(
    "uikit-dismiss", "UIViewController.dismiss(animated:completion:)",
    "uiviewcontroller/dismiss(animated:completion:)")

  package static let uikitIsModalInPresentation = page(
    "uikit-is-modal-in-presentation", "UIViewController.isModalInPresentation",
    "uiviewcontroller/ismodalinpresentation")

  package static let uikitModalPresentationCapturesStatusBar = page(
    "uikit-modal-presentation-captures-status-bar",
    "UIViewController.modalPresentationCapturesStatusBarAppearance",
    "uiviewcontroller/modalpresentationcapturesstatusbarappearance")

  package static let uikitSetNeedsStatusBarUpdate = page(
    "uikit-set-needs-status-bar-update", "UIViewController.setNeedsStatusBarAppearanceUpdate()",
    "uiviewcontroller/setneedsstatusbarappearanceupdate()")

  package static let uikitPrefersStatusBarHidden = page(
    "uikit-prefers-status-bar-hidden", "UIViewController.prefersStatusBarHidden",
    "uiviewcontroller/prefersstatusbarhidden", status: .unchecked)

  package static let uikitViewWillTransition = page(
    "uikit-view-will-transition", "UIContentContainer.viewWillTransition(to:with:)",
    "uicontentcontainer/viewwilltransition(to:with:)", status: .unchecked)

  package static let uikitTabShouldSelect = page(
    "uikit-tab-should-select", "UITabBarControllerDelegate.tabBarController(_:shouldSelect:)",
    "uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)")

  package static let uikitTabDidSelect = page(
    "uikit-tab-did-select", "UITabBarControllerDelegate.tabBarController(_:didSelect:)",
    "uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)")

  package static let uikitTabAnimationController = page(
    "uikit-tab-animation-controller",
    "UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)",
    "uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)")

  package static let uikitTabInteractionController = page(
    "uikit-tab-interaction-controller",
    "UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)",
    "uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)")

  package static let uikitNavAnimationController = page(
    "uikit-nav-animation-controller",
    "UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)",
    "uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)")

  package static let uikitNavInteractionController = page(
    "uikit-nav-interaction-controller",
    "UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)",
    "uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)")

  package static let uikitNavWillShow = page(
    "uikit-nav-will-show",
    "UINavigationControllerDelegate.navigationController(_:willShow:animated:)",
    "uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)")

  package static let uikitNavDidShow = page(
    "uikit-nav-did-show",
    "UINavigationControllerDelegate.navigationController(_:didShow:animated:)",
    "uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)", status: .linked)

  package static let uikitPopToRoot = page(
    "uikit-pop-to-root", "UINavigationController.popToRootViewController(animated:)",
    "uinavigationcontroller/poptorootviewcontroller(animated:)")

  package static let uikitPrepareForSegue = page(
    "uikit-prepare-for-segue", "UIViewController.prepare(for:sender:)",
    "uiviewcontroller/prepare(for:sender:)", status: .unchecked)

  package static let uikitShouldPerformSegue = page(
    "uikit-should-perform-segue", "UIViewController.shouldPerformSegue(withIdentifier:sender:)",
    "uiviewcontroller/shouldperformsegue(withidentifier:sender:)", status: .unchecked)

  package static let uikitPerformSegue = page(
    "uikit-perform-segue", "UIViewController.performSegue(withIdentifier:sender:)",
    "uiviewcontroller/performsegue(withidentifier:sender:)", status: .unchecked)

  package static let uikitPopViewController = page(
    "uikit-pop-view-controller", "UINavigationController.popViewController(animated:)",
    "uinavigationcontroller/popviewcontroller(animated:)",
    note: "Removes the top view controller and makes the new top of the stack the active view "
      + "controller, displaying its view.")

  package static let uikitPopToViewController = page(
    "uikit-pop-to-view-controller", "UINavigationController.popToViewController(_:animated:)",
    "uinavigationcontroller/poptoviewcontroller(_:animated:)", status: .unchecked)

  package static let uikitSetViewControllers = page(
    "uikit-set-view-controllers", "UINavigationController.setViewControllers(_:animated:)",
    "uinavigationcontroller/setviewcontrollers(_:animated:)")

  package static let uikitPcShouldDismiss = page(
    "uikit-pc-should-dismiss",
    "UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)")

  package static let uikitPcWillDismiss = page(
    "uikit-pc-will-dismiss",
    "UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)")

  package static let uikitPcDidDismiss = page(
    "uikit-pc-did-dismiss",
    "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)", status: .linked
  )

  package static let uikitPcDidAttemptToDismiss = page(
    "uikit-pc-did-attempt-to-dismiss",
    "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)",
    status: .unchecked)

  package static let uikitAdaptiveStyleForTraits = page(
    "uikit-adaptive-style-for-traits",
    "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)",
    "uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)",
    status: .unchecked)

  package static let uikitViewControllerForAdaptiveStyle = page(
    "uikit-view-controller-for-adaptive-style",
    "UIAdaptivePresentationControllerDelegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:viewcontrollerforadaptivepresentationstyle:)",
    status: .unchecked)

  package static let uikitPrepareAdaptive = page(
    "uikit-prepare-adaptive",
    "UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)",
    status: .unchecked)

  package static let uikitWillPresentWithAdaptiveStyle = page(
    "uikit-will-present-with-adaptive-style",
    "UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
    "uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:)",
    status: .unchecked)

  package static let uikitSheetDetents = page(
    "uikit-sheet-detents",
    "UISheetPresentationController.detents",
    "uisheetpresentationcontroller/detents",
    status: .unchecked)

  package static let uikitSheetSelectedDetent = page(
    "uikit-sheet-selected-detent",
    "UISheetPresentationController.selectedDetentIdentifier",
    "uisheetpresentationcontroller/selecteddetentidentifier",
    status: .unchecked)

  package static let uikitSheetLargestUndimmed = page(
    "uikit-sheet-largest-undimmed",
    "UISheetPresentationController.largestUndimmedDetentIdentifier",
    "uisheetpresentationcontroller/largestundimmeddetentidentifier",
    status: .unchecked)

  package static let uikitSheetPrefersGrabber = page(
    "uikit-sheet-prefers-grabber",
    "UISheetPresentationController.prefersGrabberVisible",
    "uisheetpresentationcontroller/prefersgrabbervisible",
    status: .unchecked)

  package static let uikitSheetAnimateChanges = page(
    "uikit-sheet-animate-changes",
    "UISheetPresentationController.animateChanges(_:)",
    "uisheetpresentationcontroller/animatechanges(_:)",
    status: .unchecked)

  package static let uikitSheetDidChangeDetent = page(
    "uikit-sheet-did-change-detent",
    "UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
    "uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)",
    status: .unchecked)

  package static let uikitCvShouldHighlight = page(
    "uikit-cv-should-highlight",
    "UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)",
    "uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)")

  package static let uikitCvDidHighlight = page(
    "uikit-cv-did-highlight", "UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)",
    "uicollectionviewdelegate/collectionview(_:didhighlightitemat:)", status: .unchecked)

  package static let uikitCvDidUnhighlight = page(
    "uikit-cv-did-unhighlight", "UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)",
    "uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)")

  package static let uikitCvShouldSelect = page(
    "uikit-cv-should-select", "UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)",
    "uicollectionviewdelegate/collectionview(_:shouldselectitemat:)", status: .unchecked)

  package static let uikitCvDidSelect = page(
    "uikit-cv-did-select", "UICollectionViewDelegate.collectionView(_:didSelectItemAt:)",
    "uicollectionviewdelegate/collectionview(_:didselectitemat:)")

  package static let uikitCvDataSource = page(
    "uikit-cv-data-source", "UICollectionViewDataSource",
    "uicollectionviewdatasource", status: .unchecked)

  package static let uikitTvShouldHighlight = page(
    "uikit-tv-should-highlight", "UITableViewDelegate.tableView(_:shouldHighlightRowAt:)",
    "uitableviewdelegate/tableview(_:shouldhighlightrowat:)")

  package static let uikitTvDidHighlight = page(
    "uikit-tv-did-highlight", "UITableViewDelegate.tableView(_:didHighlightRowAt:)",
    "uitableviewdelegate/tableview(_:didhighlightrowat:)")

  package static let uikitTvDidUnhighlight = page(
    "uikit-tv-did-unhighlight", "UITableViewDelegate.tableView(_:didUnhighlightRowAt:)",
    "uitableviewdelegate/tableview(_:didunhighlightrowat:)")

  package static let uikitTvWillSelect = page(
    "uikit-tv-will-select", "UITableViewDelegate.tableView(_:willSelectRowAt:)",
    "uitableviewdelegate/tableview(_:willselectrowat:)", status: .unchecked)

  package static let uikitTvDidSelect = page(
    "uikit-tv-did-select", "UITableViewDelegate.tableView(_:didSelectRowAt:)",
    "uitableviewdelegate/tableview(_:didselectrowat:)", status: .unchecked)

  package static let uikitTvDataSource = page(
    "uikit-tv-data-source", "UITableViewDataSource",
    "uitableviewdatasource", status: .unchecked)
}
