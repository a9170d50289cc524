/// Mirrors `UIAdaptivePresentationControllerDelegate`. Every method is optional: one the
/// conforming type does not implement is never called and never appears in the log.
///
/// Set it on the presentation controller before `present`, as apps do since iOS 13
/// (`vc.presentationController?.delegate = self`): reading `presentationController` creates the
/// controller the presentation will use (UIKit 18.2's getter), so the delegate is kept.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: ObjectiveCMessaging {
  /// Asked inside `present` for the style to use with `traitCollection`; `.none` keeps the
  /// style. Preferred over `adaptivePresentationStyle(for:)` since iOS 8.3 (Apple's page).
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle

  /// The iOS 8 question, asked only in a horizontally compact environment and only when the
  /// trait-collection variant is not implemented; it may answer `.fullScreen`,
  /// `.overFullScreen` or `.none` (Apple's page).
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle

  /// Asked when the presentation adapts: the view controller to show in the adapted style.
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?

  /// Called when the presentation adapts, with the presentation controller of the adapted
  /// style, to configure it (iOS 15).
  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController)

  /// Called inside `present`, once the transition's coordinator exists, with the adapted style
  /// or `.none` (UIKit 18.2's `_presentViewController:withAnimationController:completion:`).
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)

  /// Asked when a swipe would dismiss a sheet; false keeps it. Not asked when the presented
  /// view controller's `isModalInPresentation` is true, nor for a dismissal in code (Apple's
  /// "Disabling the pull-down gesture for a sheet").
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called when a swipe was refused: `isModalInPresentation` is true or
  /// `presentationControllerShouldDismiss(_:)` returned false.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  /// Called when a swipe-down dismissal starts (not for a dismissal in code).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called when a swipe-down dismissal completed (not when it was cancelled, nor for a
  /// dismissal in code).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    OptionalRequirement.notImplemented(by: self)
    return .none
  }

  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    OptionalRequirement.notImplemented(by: self)
    return .none
  }

  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    OptionalRequirement.notImplemented(by: self)
  }
}
