import Foundation
import TransitUIKit

extension AppStoreMenu {
  /// The menu's transition controller: the transitioning delegate of every card it opens. It
  /// knows which card was tapped, so that the content grows out of that card and shrinks back
  /// into it.
  final class AppContentTransitionController: NSObject, UIViewControllerTransitioningDelegate {
    var indexPath: IndexPath?
    weak var collectionView: UICollectionView?

    /// The tapped card's frame on screen.
    private var cardFrame: CGRect {
      guard let indexPath, let cell = collectionView?.cellForItem(at: indexPath) else {
        return .zero
      }
      return cell.convert(cell.bounds, to: nil)
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
      AppContentAnimator(isPresenting: true, cardFrame: cardFrame)
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      AppContentAnimator(isPresenting: false, cardFrame: cardFrame)
    }
  }

  /// Springs the content out of the card's frame to its place on screen, its corners going
  /// from the card's radius to square, and back again on dismissal.
  final class AppContentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let cardFrame: CGRect

    init(isPresenting: Bool, cardFrame: CGRect) {
      self.isPresenting = isPresenting
      self.cardFrame = cardFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      let key: UITransitionContextViewKey = isPresenting ? .to : .from
      guard let contentView = transitionContext.view(forKey: key) else { return }
      var endFrame = cardFrame
      if isPresenting, let content = transitionContext.viewController(forKey: .to) {
        endFrame = transitionContext.finalFrame(for: content)
        contentView.frame = cardFrame
        contentView.layer.cornerRadius = 20
        container.addSubview(contentView)
      }
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext), delay: 0,
        usingSpringWithDamping: 0.8, initialSpringVelocity: 0
      ) {
        contentView.frame = endFrame
        contentView.layer.cornerRadius = self.isPresenting ? 0 : 20
      } completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        if !self.isPresenting && completed { contentView.removeFromSuperview() }
        transitionContext.completeTransition(completed)
      }
    }
  }
}
