import Foundation

/// Mirrors `UINavigationControllerDelegate`: hears of every push and pop, and may vend the
/// animator and interaction controller for them. Every method is optional, as in UIKit: one the
/// conforming type does not implement is never called and never appears in the log.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called at the start of the transition's body, after both view controllers' will-callbacks
  /// (trace 01; FACTS (e) step 8).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Called inside `completeTransition(true)`, after both did-callbacks and before the
  /// coordinator's completions (trace 01; FACTS (e) step 10.3); never after a cancelled
  /// interactive pop (BufferedNavigationController #5).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)

  /// Asked synchronously inside an animated push or pop; nil means UIKit's standard animation
  /// (SYM; NAV83; FACTS (e) step 1).
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// Asked only if `navigationController(_:animationControllerFor:from:to:)` vended an animator,
  /// after its `transitionDuration(using:)` (NAV83; FACTS (e) step 3).
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
    OptionalRequirement.notImplemented()
  }

  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    OptionalRequirement.notImplemented()
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    OptionalRequirement.notImplemented()
    return nil
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    OptionalRequirement.notImplemented()
    return nil
  }
}
