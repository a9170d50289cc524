import Foundation
import TransitTrace
import TransitUIKit

/// An animator that runs its transition with a property animator and hands it out as its
/// interruptible animator, as WWDC16 session 216 and Apple's PhotoTransitioning sample do: one
/// animator per transition, made on the first call, and completing the transition from its
/// completion.
@MainActor
final class InterruptibleTestAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  var duration: TimeInterval = 0.4
  /// The misuse the same-instance rule is about: a new property animator on every call.
  var makesNewAnimatorEachCall = false
  private var current: UIViewPropertyAnimator?

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let current, !makesNewAnimatorEachCall { return current }
    let moving = transitionContext.view(forKey: presenting ? .to : .from)
    if presenting, let moving { transitionContext.containerView.addSubview(moving) }
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
      moving?.alpha = self.presenting ? 1 : 0
    }
    animator.addCompletion { position in
      if !self.presenting && position == .end { moving?.removeFromSuperview() }
      transitionContext.completeTransition(position == .end)
    }
    current = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    current = nil
  }
}

/// A delegate vending a plain presentation controller, interruptible animators, and the
/// interaction controllers the test sets.
@MainActor
final class InterruptibleTestDelegate: UIViewControllerTransitioningDelegate {
  let presentAnimator = InterruptibleTestAnimator(presenting: true)
  let dismissAnimator = InterruptibleTestAnimator(presenting: false)
  var presentationInteraction: UIPercentDrivenInteractiveTransition?
  var dismissalInteraction: UIPercentDrivenInteractiveTransition?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    UIPresentationController(presentedViewController: presented, presenting: presenting)
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
