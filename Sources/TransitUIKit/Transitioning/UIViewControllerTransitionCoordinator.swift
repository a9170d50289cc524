import Foundation

/// Mirrors `UIViewControllerTransitionCoordinatorContext`: the state of a transition, as seen
/// by alongside animations and completion blocks. Reading it is not logged.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInteractive: Bool { get }
  /// Whether the transition can be paused and resumed (iOS 10).
  var isInterruptible: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Mirrors `UIViewControllerTransitionCoordinator`: lets code outside the animator join a
/// transition. Registering blocks is logged, and so is every run of them.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// The animation runs with the transition's own animations; the completion runs after the
  /// transition completes, after the present or dismiss completion (docs/lifecycle.md#order-a-16-5;
  /// UIKit 26.1's completeTransition:).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs when the transition stops being interactive: on `finish()` or `cancel()`, before any
  /// reversed appearance callback (the UIViewControllerTransitionCoordinator.h header comments).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
