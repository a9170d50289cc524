import Foundation
import TransitUIKit

extension InterruptibleCard {
  /// The transitioning delegate: a plain presentation controller, the card animator, and two
  /// percent-driven interactions. `grab` is vended for every presentation with
  /// `wantsInteractiveStart` false, so a tap plays the card open while a finger can still catch
  /// it; `pull` is vended for a dismissal only while a drag drives it.
  final class CardTransitionController: UIViewControllerTransitioningDelegate {
    let grab = UIPercentDrivenInteractiveTransition()
    let pull = UIPercentDrivenInteractiveTransition()
    var cardFrame = CGRect.zero
    var isDragging = false
    /// Set by the misuse scenario: the animators make a new property animator on every call.
    var animatorsMakeNewAnimatorEachCall = false
    /// Which interaction the finger drives now, and where it caught the card.
    private var driven: UIPercentDrivenInteractiveTransition?
    private var caughtAt: CGFloat = 0

    init() {
      grab.wantsInteractiveStart = false
    }

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
      let animator = CardAnimator(opening: true, cardFrame: cardFrame)
      animator.makesNewAnimatorEachCall = animatorsMakeNewAnimatorEachCall
      return animator
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      CardAnimator(opening: false, cardFrame: cardFrame)
    }

    func interactionControllerForPresentation(
      using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      grab
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      isDragging ? pull : nil
    }

    // MARK: The finger

    /// A finger lands on the card while it opens: the presentation holds where it is.
    func catchPresentation() {
      grab.pause()
      caughtAt = grab.percentComplete
      driven = grab
    }

    /// The finger moves by `travel` drag lengths: down undoes an opening, and closes an open
    /// card.
    func follow(travel: CGFloat) {
      if let driven, driven === grab {
        driven.update(min(max(caughtAt - travel, 0), 1))
      } else {
        driven = pull
        pull.update(min(max(travel, 0), 1))
      }
    }

    /// The finger lifts: a throw down sends an opening card back and closes an open one, with
    /// a spring that starts at the finger's speed.
    func letGo(velocity: CGFloat) {
      guard let interaction = driven else { return }
      interaction.timingCurve = UISpringTimingParameters(
        dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: velocity / 1000))
      let closes = interaction === grab ? velocity > 0 : interaction.percentComplete > 0.5
      if interaction === grab ? closes : !closes {
        interaction.cancel()
      } else {
        interaction.finish()
      }
      driven = nil
      isDragging = false
    }
  }

  /// Runs each transition on one `UIViewPropertyAnimator`, made on the first call of
  /// `interruptibleAnimator(using:)` and returned on every later one, and completes the
  /// transition from its completion.
  final class CardAnimator: UIViewControllerAnimatedTransitioning {
    let opening: Bool
    let cardFrame: CGRect
    /// Set by the misuse scenario: a new property animator on every call.
    var makesNewAnimatorEachCall = false
    private var running: UIViewPropertyAnimator?

    init(opening: Bool, cardFrame: CGRect) {
      self.opening = opening
      self.cardFrame = cardFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
      -> UIViewImplicitlyAnimating
    {
      if let running, !makesNewAnimatorEachCall { return running }
      let card = transitionContext.view(forKey: opening ? .to : .from)
      let container = transitionContext.containerView
      if opening, let card {
        card.frame = cardFrame
        container.addSubview(card)
      }
      let finalFrame = opening ? container.bounds : cardFrame
      let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.85) {
        card?.frame = finalFrame
      }
      animator.addCompletion { position in
        if position == .end && !self.opening { card?.removeFromSuperview() }
        transitionContext.completeTransition(position == .end)
      }
      running = animator
      return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
      running = nil
    }
  }
}
