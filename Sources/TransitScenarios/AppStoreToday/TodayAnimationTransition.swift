import Foundation
import TransitUIKit

extension AppStoreToday {
  /// Grows the card out of its row and back: the detail's view takes the row's card frame and
  /// springs to full screen, its image grows from the card's size to the full width, its close
  /// button fades in, and the tab bar slides off the bottom of the screen; closing does it all
  /// in reverse, with a stiffer spring.
  final class TodayAnimationTransition: NSObject, UIViewControllerAnimatedTransitioning {
    enum AnimationType {
      case present
      case dismiss
    }

    private static let duration: TimeInterval = 1
    let animationType: AnimationType

    init(animationType: AnimationType) {
      self.animationType = animationType
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      switch animationType {
      case .present: animatePresentation(using: transitionContext)
      case .dismiss: animateDismissal(using: transitionContext)
      }
    }

    /// The card is presented from the tab bar controller, the root, so that is the from-view
    /// controller; the row comes from its Today tab.
    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning)
    {
      guard let tabs = transitionContext.viewController(forKey: .from) as? UITabBarController,
        let today = tabs.viewControllers?.first as? TodayViewController,
        let detail = transitionContext.viewController(forKey: .to) as? CardDetailViewController,
        let row = today.selectedCell
      else { return }
      let container = transitionContext.containerView
      detail.view.frame = row.convert(row.bgBackView.frame, to: tabs.view)
      detail.imageView.frame.size = Metrics.cardFrame.size
      container.addSubview(detail.view)

      UIView.animate(
        withDuration: Self.duration, delay: 0, usingSpringWithDamping: 0.5,
        initialSpringVelocity: 0
      ) {
        detail.view.frame = container.bounds
        detail.imageView.frame.size = CGSize(
          width: Metrics.screenSize.width, height: Metrics.detailImageHeight)
        detail.closeButton.alpha = 1
        tabs.tabBar.frame.origin.y = Metrics.screenSize.height
      } completion: { finished in
        transitionContext.completeTransition(finished)
      }
    }

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
      guard
        let detail = transitionContext.viewController(forKey: .from) as? CardDetailViewController,
        let tabs = transitionContext.viewController(forKey: .to) as? UITabBarController,
        let today = tabs.viewControllers?.first as? TodayViewController,
        let row = today.selectedCell
      else { return }

      UIView.animate(
        withDuration: Self.duration - 0.3, delay: 0, usingSpringWithDamping: 0.8,
        initialSpringVelocity: 0
      ) {
        detail.view.frame = row.convert(row.bgBackView.frame, to: tabs.view)
        detail.view.layer.cornerRadius = Metrics.cardCornerRadius
        detail.imageView.frame.size = Metrics.cardFrame.size
        detail.closeButton.alpha = 0
        tabs.tabBar.frame.origin.y = Metrics.screenSize.height - tabs.tabBar.frame.height
      } completion: { finished in
        transitionContext.completeTransition(finished)
        // The clone puts the tab bar back on top of the tab bar controller's view afterwards.
        tabs.view.addSubview(tabs.tabBar)
      }
    }
  }
}
