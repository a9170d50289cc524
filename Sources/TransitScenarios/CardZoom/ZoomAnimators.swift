import Foundation
import TransitUIKit

extension CardZoom {
  /// Grows a card from the tapped tile to the swatch's place, over a white backdrop that fades
  /// in, then reveals the presented view and removes its stand-ins.
  final class ZoomInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let tuning: Tuning
    private let referenceView: UIView

    init(tuning: Tuning, referenceView: UIView) {
      self.tuning = tuning
      self.referenceView = referenceView
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      tuning.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard let swatch = transitionContext.viewController(forKey: .to) as? SwatchViewController
      else { return }
      let container = transitionContext.containerView

      let backdrop = UIView(frame: container.bounds)
      backdrop.accessibilityIdentifier = "backdrop"
      backdrop.backgroundColor = .white
      backdrop.alpha = 0
      container.addSubview(backdrop)

      let card = UIView(frame: container.convert(referenceView.bounds, from: referenceView))
      card.accessibilityIdentifier = "zoomingCard"
      card.backgroundColor = swatch.color
      container.addSubview(card)

      // The real view waits, hidden, in its final place until the card has landed.
      swatch.view.isHidden = true
      container.addSubview(swatch.view)
      let target = swatch.swatchView?.frame ?? container.bounds

      UIView.animate(
        withDuration: tuning.duration, delay: 0, usingSpringWithDamping: tuning.damping,
        initialSpringVelocity: tuning.springVelocity, options: [.beginFromCurrentState]
      ) {
        backdrop.alpha = 1
        card.frame = target
      } completion: { _ in
        backdrop.removeFromSuperview()
        card.removeFromSuperview()
        swatch.view.isHidden = false
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
  }

  /// Shrinks the swatch back into its tile. It is the dismissal's animator and, so that UIKit
  /// calls `startInteractiveTransition(_:)` instead of `animateTransition(using:)`, its
  /// interaction controller too; the animation runs on its own once started.
  final class ZoomOutAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    private let tuning: Tuning
    private let referenceView: UIView

    init(tuning: Tuning, referenceView: UIView) {
      self.tuning = tuning
      self.referenceView = referenceView
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      tuning.duration
    }

    /// Unused: the dismissal always starts through `startInteractiveTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      guard let swatch = transitionContext.viewController(forKey: .from) as? SwatchViewController,
        let swatchView = swatch.swatchView
      else { return }
      swatch.view.isHidden = true
      let container = transitionContext.containerView
      let card = UIView(frame: container.convert(swatchView.frame, from: swatch.view))
      card.accessibilityIdentifier = "shrinkingCard"
      card.backgroundColor = swatch.color
      container.addSubview(card)

      UIView.animate(
        withDuration: tuning.duration, delay: 0, usingSpringWithDamping: tuning.damping,
        initialSpringVelocity: tuning.springVelocity, options: [.beginFromCurrentState]
      ) {
        card.frame = container.convert(self.referenceView.bounds, from: self.referenceView)
      } completion: { _ in
        transitionContext.completeTransition(true)
      }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
  }
}
