import Foundation

/// Mirrors `UINavigationControllerDelegate`: hears of every push and pop, and may vend the
/// animator and interaction controller for them. Every method is optional, as in UIKit: one the
/// conforming type does not implement is never called and never appears in the log.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: ObjectiveCMessaging {
  /// Called at the start of the transition's body, after both view controllers' will-callbacks
  /// (the Vast device log; docs/lifecycle.md#order-e-8).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Called inside `completeTransition(true)`, after both did-callbacks and before the
  /// coordinator's completions (the Vast device log; docs/lifecycle.md#order-e-10-3); never after
  /// a cancelled interactive pop (BufferedNavigationController issue #5).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)

  /// Asked synchronously inside an animated push or pop; nil means UIKit's standard animation
  /// (Apple's page; the reconstruction of UIKit 8.3's push path; docs/lifecycle.md#order-e-1).
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// Asked only if `navigationController(_:animationControllerFor:from:to:)` vended an animator,
  /// after its `transitionDuration(using:)` (UIKit 8.3; docs/lifecycle.md#order-e-3).
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }
}
