// The calls of modal presentation beyond the custom-transition core, as Swift spells them:
// adaptivity (iOS 8.3), the adaptive delegate's dismissal questions (iOS 13), sheets and their
// detents (iOS 15), and the one private step of UIKit that public crash stacks name.
extension CallName {
  // UIPresentationController: adaptivity. The presentation controller's own
  // `adaptivePresentationStyle(for:)` takes a trait collection; the delegate's method of the
  // same Swift name takes the presentation controller (the variant iOS 8.3 superseded). The
  // receiver tells them apart.
  public static let adaptivePresentationStyle: CallName = "adaptivePresentationStyle(for:)"

  /// UIKit's private `-[UIPresentationController transitionDidFinish:]`, which
  /// `completeTransition(_:)` calls on the presentation controller: the did-end hook, the
  /// did-callbacks and the app's completion run inside it. Public crash stacks show the frame
  /// on devices (iOS 10 to 18); it has no Swift spelling, so the log writes it as Swift would.
  public static let transitionDidFinish: CallName = "transitionDidFinish(_:)"

  // UIAdaptivePresentationControllerDelegate.
  public static let adaptivePresentationStyleForTraits: CallName =
    "adaptivePresentationStyle(for:traitCollection:)"
  public static let viewControllerForAdaptiveStyle: CallName =
    "presentationController(_:viewControllerForAdaptivePresentationStyle:)"
  public static let prepareAdaptivePresentationController: CallName =
    "presentationController(_:prepare:)"
  public static let willPresentWithAdaptiveStyle: CallName =
    "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)"
  public static let presentationControllerShouldDismiss: CallName =
    "presentationControllerShouldDismiss(_:)"
  public static let presentationControllerDidAttemptToDismiss: CallName =
    "presentationControllerDidAttemptToDismiss(_:)"
  public static let presentationControllerWillDismiss: CallName =
    "presentationControllerWillDismiss(_:)"
  public static let presentationControllerDidDismiss: CallName =
    "presentationControllerDidDismiss(_:)"

  /// `UIViewController.isModalInPresentation`, which UIKit reads when a swipe would dismiss a
  /// sheet.
  public static let isModalInPresentation: CallName = "isModalInPresentation"

  // UISheetPresentationController: a property set in code is named by the property, as
  // `#function` names a Swift setter, with the new value as `newValue`.
  public static let detents: CallName = "detents"
  public static let selectedDetentIdentifier: CallName = "selectedDetentIdentifier"
  public static let largestUndimmedDetentIdentifier: CallName = "largestUndimmedDetentIdentifier"
  public static let prefersGrabberVisible: CallName = "prefersGrabberVisible"
  public static let animateChanges: CallName = "animateChanges(_:)"
  /// The closure given to `animateChanges(_:)`, run by UIKit inside the call.
  public static let changes: CallName = "changes()"

  // UISheetPresentationControllerDelegate.
  public static let sheetDidChangeSelectedDetent: CallName =
    "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
}
