import Foundation
import TransitTrace

/// A push or a pop in a navigation controller.
///
/// Its stages follow docs/lifecycle.md#order-e, one file each: `+Request` (synchronously
/// inside `pushViewController`/`popViewController`), `+Begin` (the navigation controller's next
/// layout pass) and `+Complete` (inside `completeTransition(_:)`).
@preconcurrency @MainActor
final class NavigationTransition: Transition {
  let navigationController: UINavigationController
  let operation: UINavigationController.Operation
  /// The stack before the request, restored by a cancelled interactive transition.
  let previousStack: [UIViewController]
  let newStack: [UIViewController]

  /// UIKit's own push and pop take about a third of a second; the figure only sets virtual time.
  static let systemDuration: TimeInterval = 0.35

  init(
    simulator: Simulator, id: Int, navigationController: UINavigationController,
    from: UIViewController, to: UIViewController, operation: UINavigationController.Operation,
    newStack: [UIViewController], animated: Bool
  ) {
    self.navigationController = navigationController
    self.operation = operation
    previousStack = navigationController.stack
    self.newStack = newStack
    super.init(
      simulator: simulator, id: id, kind: operation == .pop ? .pop : .push, from: from, to: to,
      animated: animated)
  }

  /// No presentation style applies to a push or a pop.
  override var presentationStyle: UIModalPresentationStyle { .none }

  override var containerViewController: UIViewController? { navigationController }

  /// The context and its coordinator exist from inside an animated push or pop on (UIKit 8.3 creates
  /// them there); a push or pop without animation has none.
  override var isCoordinatorAvailable: Bool { isAnimated }

  override var summary: String {
    let moving = operation == .pop ? fromViewController : toViewController
    return "the \(operation) of \(simulator.participantID(moving))"
  }

  // MARK: The context's answers

  /// Both views take part in a push or a pop.
  override func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromViewController.viewIfLoaded : toViewController.viewIfLoaded
  }

  /// The from-view starts where it is; the to-view's start is for the animator to choose.
  override func initialFrame(for viewController: UIViewController) -> CGRect {
    viewController === fromViewController ? containerView.bounds : .zero
  }

  /// The to-view ends filling the container; the from-view's end is for the animator to choose.
  override func finalFrame(for viewController: UIViewController) -> CGRect {
    viewController === toViewController ? containerView.bounds : .zero
  }

  override func finish(didComplete: Bool) {
    asUIKit {
      if didComplete {
        finishNavigation()
      } else {
        cancelNavigation()
      }
    }
  }
}
