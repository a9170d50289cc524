import Foundation

/// UIKit's own animation for a push, a pop or a tab switch when the delegate vends no animator
/// (for navigation, the private `_UINavigationParallaxTransition`, which runs through the same
/// transition machinery as a delegate's animator in the reconstruction of UIKit 8.3).
///
/// Its calls are UIKit internals and are not logged; the view hierarchy changes it makes are.
/// With no duration (a push or pop without animation, a default tab switch) it completes at
/// once, inside the transition's begin stage.
@preconcurrency @MainActor
final class ContainerSystemAnimator: UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? TransitionContext else { return }
    let transition = context.underlyingTransition
    let simulator = transition.simulator
    let finish = {
      simulator.asUIKit(transition: transition.id) {
        transition.complete(!transition.transitionWasCancelled)
      }
    }
    simulator.asUIKit(transition: transition.id) {
      let container = transition.containerView
      if let toView = transition.toViewController.viewIfLoaded, toView.superview !== container {
        // A pop reveals the view beneath the one leaving.
        if transition.kind == .pop, let fromView = transition.fromViewController.viewIfLoaded,
          fromView.superview === container
        {
          container.insertSubview(toView, belowSubview: fromView)
        } else {
          container.addSubview(toView)
        }
      }
      transition.runAlongsideAnimations()
    }
    guard duration > 0 else {
      finish()
      return
    }
    simulator.runLoop.schedule(after: duration) { finish() }
  }
}
