import Foundation
import TransitUIKit

extension Navigation {
  /// The navigation delegate of the custom scenarios: it vends a slide animator for every push
  /// and pop, and drives a pop with a swipe from the left edge of the screen, the way apps with
  /// a custom pop animation replace the system's back swipe (a `UIScreenEdgePanGestureRecognizer`
  /// feeding a `UIPercentDrivenInteractiveTransition`). It also follows the shown screen through
  /// `willShow` and `didShow`.
  final class SlideTransitionController: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// Becomes `navigationController`'s delegate and installs the edge swipe on its view.
    func attach(to navigationController: UINavigationController) {
      self.navigationController = navigationController
      navigationController.delegate = self
      let edgeSwipe = UIScreenEdgePanGestureRecognizer(
        target: self, action: SlideTransitionController.handleEdgeSwipe)
      edgeSwipe.edges = .left
      navigationController.view.addGestureRecognizer(edgeSwipe)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      SlideAnimator(operation: operation)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      interaction
    }

    /// Updates the screen's chrome for the view controller about to be shown. During an
    /// interactive pop it runs before the user decides, so it is not followed by `didShow` if
    /// the pop is cancelled (docs/lifecycle.md#order-e-cancelled-pop).
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      navigationController.view.backgroundColor = viewController.view.backgroundColor
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      viewController.title = viewController.title ?? "\(type(of: viewController))"
    }

    /// Starts a pop when the swipe begins, follows the finger, and on release finishes past
    /// half the screen or cancels.
    private func handleEdgeSwipe(_ recognizer: UIScreenEdgePanGestureRecognizer) {
      guard let navigationController, let view = recognizer.view else { return }
      let progress = min(max(recognizer.translation(in: view).x / view.bounds.width, 0), 1)
      switch recognizer.state {
      case .began:
        guard navigationController.viewControllers.count > 1 else { return }
        interaction = UIPercentDrivenInteractiveTransition()
        navigationController.popViewController(animated: true)
      case .changed:
        interaction?.update(progress)
      case .ended, .cancelled:
        if progress > 0.5 && recognizer.state == .ended {
          interaction?.finish()
        } else {
          interaction?.cancel()
        }
        interaction = nil
      default:
        break
      }
    }
  }

  /// Slides the pushed screen in from the right over the list, which moves a third of the way
  /// left, and back out on a pop (the iOS 7 parallax, written by hand).
  final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
      self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      guard let fromView = transitionContext.view(forKey: .from),
        let toView = transitionContext.view(forKey: .to)
      else { return }
      let width = container.bounds.width
      let isPush = operation == .push
      if isPush {
        toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
      } else {
        toView.frame = container.bounds.offsetBy(dx: -width / 3, dy: 0)
        container.insertSubview(toView, belowSubview: fromView)
      }
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext), delay: 0,
        options: [.curveEaseOut]
      ) {
        toView.frame = container.bounds
        fromView.frame = container.bounds.offsetBy(dx: isPush ? -width / 3 : width, dy: 0)
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
  }
}
