import Foundation
import TransitUIKit

extension SlideTransitions {
  /// A tab bar controller with two colour screens that is its own delegate and slides between
  /// them with the slide animator, as the blog post's `CustomTabbarViewController` does.
  final class CustomTabbarViewController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
      super.viewDidLoad()
      let first = CustomViewController(colorIndex: 0)
      first.title = "first"
      let second = CustomViewController(colorIndex: 1)
      second.title = "second"
      viewControllers = [first, second]
      delegate = self
    }

    func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      SlideInAnimator()
    }
  }
}
