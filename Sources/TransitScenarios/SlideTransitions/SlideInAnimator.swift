import Foundation
import TransitUIKit

extension SlideTransitions {
  /// Slides the new screen in from the right while a snapshot of the old one slides out to the
  /// left, the same for a presentation, a push, a pop and a tab switch: it asks the context only
  /// for the view controllers and their frames.
  ///
  /// The old screen moves as a snapshot (`snapshotView(afterScreenUpdates:)`), so its real view
  /// is left where it is for UIKit to deal with when the transition completes.
  final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard let fromVC = transitionContext.viewController(forKey: .from),
        let toVC = transitionContext.viewController(forKey: .to),
        let snapshot = fromVC.view.snapshotView(afterScreenUpdates: true)
      else { return }
      let container = transitionContext.containerView
      let startFrame = transitionContext.initialFrame(for: fromVC)
      let endFrame = transitionContext.finalFrame(for: toVC)

      snapshot.frame = startFrame
      container.addSubview(toVC.view)
      container.addSubview(snapshot)
      toVC.view.frame = endFrame.offsetBy(dx: endFrame.width, dy: 0)

      UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
        snapshot.frame.origin.x = -endFrame.width
        toVC.view.frame = endFrame
      } completion: { _ in
        snapshot.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    /// Implemented, as the blog post's animator does, so the log shows where UIKit calls it.
    func animationEnded(_ transitionCompleted: Bool) {}
  }
}
