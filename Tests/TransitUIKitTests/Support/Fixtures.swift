import Foundation
import TransitTrace
import TransitUIKit

// Transition code written the way the blog posts and the View Controller Programming Guide write it, small enough that a test can
// state its whole call history.

@MainActor
final class PresentingViewController: UIViewController {}

@MainActor
final class PresentedViewController: UIViewController {
  var completions: [String] = []
}

/// A presentation controller with a chrome view added in will-begin and removed where the programming guide
/// says: after a cancelled presentation, or after a completed dismissal.
@MainActor
final class TestPresentationController: UIPresentationController {
  var removesPresenter = false
  let chrome = UIView()

  override var shouldRemovePresentersView: Bool { removesPresenter }

  override func presentationTransitionWillBegin() {
    chrome.accessibilityIdentifier = "chrome"
    containerView?.insertSubview(chrome, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.chrome.alpha = 1 }, completion: { _ in })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { chrome.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.chrome.alpha = 0 }, completion: { _ in })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { chrome.removeFromSuperview() }
  }
}

/// An animator in the documented pattern (View Controller Programming Guide, "Implementing Your
/// Animator Objects").
@MainActor
final class TestAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  var duration: TimeInterval = 0.3
  /// Misuse switches for the tests of what UIKit does when an animator gets it wrong.
  var completes = true
  var completesTwice = false
  var alwaysPassesTrue = false
  var addsToView = true
  /// The context of the transition it animates last.
  private(set) var context: UIViewControllerContextTransitioning?

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    let container = transitionContext.containerView
    let moving = transitionContext.view(forKey: presenting ? .to : .from)
    if presenting, addsToView, let moving { container.addSubview(moving) }
    UIView.animate(withDuration: duration) {
      moving?.alpha = self.presenting ? 1 : 0
    } completion: { _ in
      guard self.completes else { return }
      let finished = self.alwaysPassesTrue || !transitionContext.transitionWasCancelled
      if !self.presenting && finished { moving?.removeFromSuperview() }
      transitionContext.completeTransition(finished)
      if self.completesTwice { transitionContext.completeTransition(finished) }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}

/// A delegate that vends everything, with the interaction controllers set by the test.
@MainActor
final class TestTransitioningDelegate: UIViewControllerTransitioningDelegate {
  var removesPresenter = false
  var presentationInteraction: UIPercentDrivenInteractiveTransition?
  var dismissalInteraction: UIPercentDrivenInteractiveTransition?
  let presentAnimator = TestAnimator(presenting: true)
  let dismissAnimator = TestAnimator(presenting: false)

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = TestPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.removesPresenter = removesPresenter
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    presentAnimator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    dismissAnimator
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    presentationInteraction
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    dismissalInteraction
  }
}

/// A delegate that implements only the animator requests, as many real ones do.
@MainActor
final class AnimatorOnlyDelegate: UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    TestAnimator(presenting: true)
  }
}
