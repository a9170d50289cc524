/// The names of the private classes UIKit runs its own transitions with, as they appear on a
/// device: in crash stacks, debugger sessions and `description`s that developers published, and
/// in symbol dumps of UIKitCore. A log names UIKit's own animator, context and presentation
/// controller with them, so a reader can match it against a crash stack.
///
/// Where a class name comes from: `UIViewControllerBuiltinTransitionViewAnimator` from an
/// iOS 14 stack of a page-sheet presentation and a debugger session (0.4 s);
/// `_UINavigationParallaxTransition` from an iOS 10.3 crash stack of a push (0.35 s in the same
/// debugger session); `_UISheetAnimationController` from symbol dumps of UIKitCore (iOS 15 and
/// later); `_UIViewControllerOneToOneTransitionContext` from a method-timing trace on a device;
/// `_UIViewControllerTransitionCoordinator` from the iOS 10 and iOS 14 stacks; the presentation
/// controllers of the built-in styles from the iOS 18.2 UIKitCore decompile, one file per
/// class, and `description`s developers printed (`presented with:
/// <_UIFullscreenPresentationController …>`). docs/lifecycle.md#fact-system-animators names the
/// public sources.
package enum UIKitClassName {
  /// The animator of the built-in modal styles (cover vertical): it drives a `UITransitionView`.
  package static let builtinAnimator = "UIViewControllerBuiltinTransitionViewAnimator"
  /// The animator of page and form sheets since iOS 15.
  package static let sheetAnimator = "_UISheetAnimationController"
  /// The animator of a popover that stays a popover.
  package static let popoverAnimator = "_UIModernPopoverAnimationController"
  /// The animator of a navigation controller's own push and pop.
  package static let navigationAnimator = "_UINavigationParallaxTransition"
  /// The animator of an alert and of an action sheet (UIKit 26.1's
  /// `_UIAlertControllerAnimatedTransitioning`, vended by the alert's own
  /// `_UIAlertControllerTransitioningDelegate`).
  package static let alertAnimator = "_UIAlertControllerAnimatedTransitioning"
  /// One of the animators a search controller vends for its own presentation (UIKit 26.1's
  /// `-[UISearchController _animatorForBarPresentationStyle:dismissing:]` chooses among them).
  package static let searchAnimator = "_UISearchControllerTransplantSearchBarAnimator"
  /// The zoom of iOS 18 (`UIViewController.Transition.zoom`), which UIKit 18's
  /// `-[_UIZoomViewControllerTransition _transitionControllerForViewController:inContainer:
  /// isAppearing:]` vends for the view controller zoomed into.
  package static let zoomAnimator = "_UIZoomTransitionController"
  /// The presentation controller of a search controller.
  package static let searchPresentationController = "_UISearchPresentationController"
  /// The context UIKit hands an animator in a modal or navigation transition.
  package static let transitionContext = "_UIViewControllerOneToOneTransitionContext"
  /// The coordinator of a modal or navigation transition.
  package static let transitionCoordinator = "_UIViewControllerTransitionCoordinator"

  /// The presentation controllers of the built-in styles.
  package static let fullScreenPresentationController = "_UIFullscreenPresentationController"
  package static let overFullScreenPresentationController =
    "_UIOverFullscreenPresentationController"
  package static let currentContextPresentationController =
    "_UICurrentContextPresentationController"
  package static let overCurrentContextPresentationController =
    "_UIOverCurrentContextPresentationController"
  package static let sheetPresentationController = "UISheetPresentationController"
  package static let popoverPresentationController = "UIPopoverPresentationController"
  /// The presentation controllers of an alert, of an action sheet in a compact width, and of
  /// one in a regular width, a popover (UIKit 26.1's
  /// `-[UIAlertController _presentationControllerForPresentedController:presentingController:sourceController:]`).
  package static let alertPresentationController = "_UIAlertControllerAlertPresentationController"
  package static let actionSheetCompactPresentationController =
    "_UIAlertControllerActionSheetCompactPresentationController"
  package static let actionSheetRegularPresentationController =
    "_UIAlertControllerActionSheetRegularPresentationController"

  /// The presentation controllers UIKit makes for its own styles.
  package static let presentationControllers: Set<String> = [
    fullScreenPresentationController, overFullScreenPresentationController,
    currentContextPresentationController, overCurrentContextPresentationController,
    sheetPresentationController, popoverPresentationController, alertPresentationController,
    actionSheetCompactPresentationController, actionSheetRegularPresentationController,
    searchPresentationController,
  ]

  /// UIKit's own animators: a log whose animator has one of these classes shows UIKit's
  /// standard animation, not a delegate's.
  package static let animators: Set<String> = [
    builtinAnimator, sheetAnimator, popoverAnimator, navigationAnimator, alertAnimator,
    searchAnimator, zoomAnimator,
  ]
}

extension UIKitClassName {
  /// UIKit's container view controllers, whose own appearance callbacks come with those of the
  /// child on screen in them: a push, a tab switch or a page swipe inside one leaves it on
  /// screen and silent (docs/lifecycle.md#fact-child-forwarding).
  package static let containers: Set<String> = [
    "UINavigationController", "UITabBarController", "UIPageViewController",
    "UISplitViewController",
  ]
}
