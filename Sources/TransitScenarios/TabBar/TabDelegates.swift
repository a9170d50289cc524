import Foundation
import TransitUIKit

extension TabBar {
  /// A tab bar delegate that only decides and listens: it allows every tab and records the
  /// selected one, as analytics code does. It vends no animator, so UIKit switches on its own.
  final class TabSelectionTracker: NSObject, UITabBarControllerDelegate {
    private(set) var selected: [String] = []

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      selected.append("\(type(of: viewController))")
    }
  }

  /// The tab bar delegate of the animated scenarios: the same decisions, plus a slide animator
  /// for every switch and, while a swipe drives the switch, an interaction controller.
  final class TabTransitionController: NSObject, UITabBarControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    private(set) var selected: [String] = []

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      selected.append("\(type(of: viewController))")
    }

    func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      let tabs = tabBarController.viewControllers ?? []
      let fromIndex = tabs.firstIndex { $0 === fromVC } ?? 0
      let toIndex = tabs.firstIndex { $0 === toVC } ?? 0
      return TabSlideAnimator(towardsLeft: toIndex > fromIndex)
    }

    func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      interaction
    }
  }

  /// Slides the new tab in from the side of its button and the old one out the other side.
  final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let towardsLeft: Bool

    init(towardsLeft: Bool) {
      self.towardsLeft = towardsLeft
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      guard let fromView = transitionContext.view(forKey: .from),
        let toView = transitionContext.view(forKey: .to)
      else { return }
      let offset = towardsLeft ? container.bounds.width : -container.bounds.width
      toView.frame = container.bounds.offsetBy(dx: offset, dy: 0)
      container.addSubview(toView)
      UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
        toView.frame = container.bounds
        fromView.frame = container.bounds.offsetBy(dx: -offset, dy: 0)
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
  }
}
