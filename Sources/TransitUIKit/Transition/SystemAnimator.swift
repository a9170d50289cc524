import Foundation

/// UIKit's own animation for a modal transition when the delegate vends no animator: the sheet
/// or full-screen cover slides up on presentation and down on dismissal.
///
/// Its calls are UIKit internals and are not logged; the view hierarchy changes it makes are.
@preconcurrency @MainActor
final class SystemAnimator: UIViewControllerAnimatedTransitioning {
  let style: UIModalPresentationStyle

  init(style: UIModalPresentationStyle) {
    self.style = style
  }

  /// UIKit's modal slide takes about half a second; the figure only sets virtual time.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.5
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? TransitionContext,
      let transition = context.underlyingTransition as? ModalTransition
    else { return }
    let simulator = transition.simulator
    simulator.asUIKit(transition: transition.id) {
      let container = transition.containerView
      if transition.isPresentation, let presentedView = transition.presentedView {
        presentedView.frame = transition.presentationController.frameOfPresentedViewInContainerView
        container.addSubview(presentedView)
      } else if !transition.isPresentation, transition.removesPresentersView,
        let presentersView = transition.presenting.viewIfLoaded
      {
        container.insertSubview(presentersView, at: 0)
      }
      transition.runAlongsideAnimations()
    }
    let finish: (Bool) -> Void = { _ in
      simulator.asUIKit(transition: transition.id) {
        let didComplete = !transition.transitionWasCancelled
        if !transition.isPresentation && didComplete {
          transition.presentedView?.removeFromSuperview()
        }
        transition.complete(didComplete)
      }
    }
    if transition.isInteractive {
      // Scrubbed by the interaction, then played on or back (the percent-driven pattern).
      transition.isDrivenByPercent = true
      transition.drivenAnimations.append(
        .init(delay: 0, duration: transition.duration, fire: finish))
      return
    }
    let duration = transition.isAnimated ? transition.duration : 0
    simulator.runLoop.schedule(after: duration) { finish(true) }
  }
}
