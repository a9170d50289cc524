// UIKit calls Transit's engine does not make yet, which an imported log keeps as printed: the
// lifecycle methods around creation, a property animator's state, sheets, adaptive
// presentation and a page view controller's page count. Selectors from the UIKit SDK headers;
// Swift spellings from Apple's symbol pages. No rule judges them, except the sheet rules,
// which order the adaptive delegate's `presentationControllerWillDismiss(_:)` and
// `presentationControllerDidDismiss(_:)` against the sheet's appearance callbacks, and hold a
// swipe refused by `isModalInPresentation` or `presentationControllerShouldDismiss(_:)` to
// starting no dismissal before `presentationControllerDidAttemptToDismiss(_:)`; and
// `present.adaptive-style-before-animator`, which puts the adaptive-style questions before
// the animator request.
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
      "loadViewIfNeeded()", in: "UIViewController", receiver: .viewController,
      selectors: ["loadViewIfNeeded"], status: .recognised),
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
      "popToViewController(_:animated:)", in: "UINavigationController",
      receiver: .navigationController, selectors: ["popToViewController:animated:"],
      returns: .object, status: .recognised),
    CallDefinition(
      "addAnimations(_:delayFactor:)", in: "UIViewPropertyAnimator", receiver: .propertyAnimator,
      selectors: ["addAnimations:delayFactor:"], status: .recognised),
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
      older: ["modalInPresentation"], channel: .adaptiveDelegate, status: .recognised),
    CallDefinition(
      "presentationControllerShouldDismiss(_:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["presentationControllerShouldDismiss:"],
      returns: .value, channel: .adaptiveDelegate, status: .recognised),
    CallDefinition(
      "presentationControllerDidAttemptToDismiss(_:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["presentationControllerDidAttemptToDismiss:"], channel: .adaptiveDelegate,
      status: .recognised),
    CallDefinition(
      "presentationControllerWillDismiss(_:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["presentationControllerWillDismiss:"],
      channel: .adaptiveDelegate, status: .recognised),
    CallDefinition(
      "presentationControllerDidDismiss(_:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate, selectors: ["presentationControllerDidDismiss:"],
      channel: .adaptiveDelegate, status: .recognised),
    CallDefinition(
      "adaptivePresentationStyle(for:traitCollection:)",
      in: "UIAdaptivePresentationControllerDelegate", receiver: .adaptiveDelegate,
      selectors: ["adaptivePresentationStyleForPresentationController:traitCollection:"],
      older: ["adaptivePresentationStyleFor(_:traitCollection:)"], returns: .value,
      channel: .adaptiveQueries, status: .recognised),
    CallDefinition(
      "adaptivePresentationStyle(for:)", in: "UIAdaptivePresentationControllerDelegate",
      receiver: .adaptiveDelegate,
      selectors: ["adaptivePresentationStyleForPresentationController:"],
      older: ["adaptivePresentationStyleForPresentationController(_:)"], returns: .value,
      channel: .adaptiveQueries, status: .recognised),
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
      "shouldAutomaticallyForwardAppearanceMethods", in: "UIViewController",
      receiver: .viewController, kind: .getter,
      selectors: ["shouldAutomaticallyForwardAppearanceMethods"],
      older: ["shouldAutomaticallyForwardAppearanceMethods()"], returns: .value, status: .recognised
    ),
    CallDefinition(
      "presentationCount(for:)", in: "UIPageViewControllerDataSource", receiver: .pageDelegate,
      selectors: ["presentationCountForPageViewController:"],
      older: ["presentationCountForPageViewController(_:)"], returns: .value, status: .recognised),
    CallDefinition(
      "presentationIndex(for:)", in: "UIPageViewControllerDataSource", receiver: .pageDelegate,
      selectors: ["presentationIndexForPageViewController:"],
      older: ["presentationIndexForPageViewController(_:)"], returns: .value, status: .recognised),
  ]
}
