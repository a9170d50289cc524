import Foundation

/// Mirrors `UIViewControllerTransitioningDelegate`: vends the objects of a custom modal
/// transition. Every method is optional, as in UIKit: one the conforming type does not
/// implement is never called and never appears in the log.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: ObjectiveCMessaging {
  /// Asked when `present(_:animated:completion:)` starts; nil means UIKit's standard animation.
  /// docs/lifecycle.md#order-a-3.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// Asked when a dismissal starts. docs/lifecycle.md#order-b-1.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?

  /// Asked only if `animationController(forPresented:presenting:source:)` returned an animator.
  /// docs/lifecycle.md#order-a-4; View Controller Programming Guide, "The Custom Animation
  /// Sequence".
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// Asked only if `animationController(forDismissed:)` returned an animator.
  /// docs/lifecycle.md#order-b-2.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?

  /// Asked first, and only for `.custom` presentations. docs/lifecycle.md#order-a-1; View
  /// Controller Programming Guide, "The Custom Presentation Process".
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }
}
