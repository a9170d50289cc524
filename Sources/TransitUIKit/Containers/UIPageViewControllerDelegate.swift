import Foundation

/// Mirrors `UIPageViewControllerDataSource`: vends the pages before and after a page, as the
/// user swipes. Both methods are required, as in UIKit; nil means there is no page that way.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: ObjectiveCMessaging {
  /// The page before `viewController`, or nil at the first page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?

  /// The page after `viewController`, or nil at the last page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

/// Mirrors `UIPageViewControllerDelegate`. Every method is optional; both are called only for
/// a swipe, never for `setViewControllers(_:direction:animated:completion:)` (Apple's pages for
/// the two methods: "gesture-driven transition").
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: ObjectiveCMessaging {
  /// Called when the user starts a swipe that reveals `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])

  /// Called when the swipe's animation has ended, after the pages' did-callbacks;
  /// `completed` is false when the user let go early and the swipe went back.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}
