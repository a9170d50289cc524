import Foundation

/// Mirrors `UITabBarControllerDelegate`: hears of tab selections, and may vend the animator and
/// interaction controller for a tab switch. Every method is optional, as in UIKit: one the
/// conforming type does not implement is never called and never appears in the log.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: ObjectiveCMessaging {
  /// Asked before a selection the user makes by tapping a tab; never for a change made in code
  /// (Apple's page; docs/lifecycle.md#order-f-1). False keeps the current tab.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called after a selection the user made by tapping a tab, also when the tab was already
  /// selected; never for a change made in code (Apple's page; docs/lifecycle.md#order-f-7).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)

  /// Asked, for a tab bar controller given tabs (iOS 18), before a selection the user makes by
  /// tapping a tab; never for a change made in code, and in place of
  /// `tabBarController(_:shouldSelect:)`, which is not sent then (UIKit 18.2's
  /// `_tabBarItemClicked:`; docs/lifecycle.md#fact-tabs-delegate). False keeps the current tab.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool

  /// Called, for a tab bar controller given tabs (iOS 18), once the selected tab has changed:
  /// after a tap's switch, after a change made in code, and when setting the tabs first selects
  /// one; not when the selected tab is tapped again. `tabBarController(_:didSelect:)` is not
  /// sent then (UIKit 18.2's `_selectedLeafDidChange:previousLeaf:`;
  /// docs/lifecycle.md#fact-tabs-did-select-every-change).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)

  /// Asked for every switch, by tap or in code (Matt Neuburg's custom tab-bar transition
  /// example; docs/lifecycle.md#order-f-2); nil means UIKit's
  /// own switch, which does not animate.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// Asked only if `tabBarController(_:animationControllerForTransitionFrom:to:)` vended an
  /// animator (Matt Neuburg's example; docs/lifecycle.md#order-f-3).
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }
}
