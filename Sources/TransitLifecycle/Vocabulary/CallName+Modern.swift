// The calls of the UIKit of the last ten years that Transit records, as Swift spells them:
// property animators and interruptible transitions (iOS 10), child containment (iOS 5), the
// scroll-style page view controller (iOS 6) and trait changes (iOS 8, registration iOS 17).
extension CallName {
  // UIViewPropertyAnimator, UIViewAnimating and UIViewImplicitlyAnimating. A property set in
  // code is named by the property, as `#function` names a Swift setter, with the new value as
  // `newValue`.
  public static let addAnimations: CallName = "addAnimations(_:)"
  public static let addCompletion: CallName = "addCompletion(_:)"
  public static let startAnimation: CallName = "startAnimation()"
  public static let startAnimationAfterDelay: CallName = "startAnimation(afterDelay:)"
  public static let pauseAnimation: CallName = "pauseAnimation()"
  public static let stopAnimation: CallName = "stopAnimation(_:)"
  public static let finishAnimation: CallName = "finishAnimation(at:)"
  public static let continueAnimation: CallName =
    "continueAnimation(withTimingParameters:durationFactor:)"
  public static let fractionComplete: CallName = "fractionComplete"
  public static let isReversed: CallName = "isReversed"

  // UIViewControllerAnimatedTransitioning, UIViewControllerContextTransitioning and
  // UIPercentDrivenInteractiveTransition (whose `pauseInteractiveTransition` Swift calls
  // `pause()`).
  public static let interruptibleAnimator: CallName = "interruptibleAnimator(using:)"
  public static let pauseInteractiveTransition: CallName = "pauseInteractiveTransition()"
  public static let pause: CallName = "pause()"

  // UIViewController: child containment.
  public static let addChild: CallName = "addChild(_:)"
  public static let removeFromParent: CallName = "removeFromParent()"
  public static let willMoveToParent: CallName = "willMove(toParent:)"
  public static let didMoveToParent: CallName = "didMove(toParent:)"
  public static let transitionFromTo: CallName =
    "transition(from:to:duration:options:animations:completion:)"

  // UIPageViewController, its data source and its delegate.
  public static let setPageViewControllers: CallName =
    "setViewControllers(_:direction:animated:completion:)"
  public static let pageViewControllerBefore: CallName =
    "pageViewController(_:viewControllerBefore:)"
  public static let pageViewControllerAfter: CallName =
    "pageViewController(_:viewControllerAfter:)"
  public static let pageWillTransition: CallName = "pageViewController(_:willTransitionTo:)"
  public static let pageDidFinishAnimating: CallName =
    "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"

  // Traits: UIContentContainer, UITraitEnvironment and UITraitChangeObservable.
  public static let willTransitionToTraits: CallName = "willTransition(to:with:)"
  public static let traitCollectionDidChange: CallName = "traitCollectionDidChange(_:)"
  public static let registerForTraitChanges: CallName = "registerForTraitChanges(_:handler:)"
  /// The handler given to `registerForTraitChanges(_:handler:)`, run with the view controller
  /// and its previous trait collection.
  public static let traitChangeHandler: CallName = "handler(_:_:)"

  // The zoom transition (iOS 18): the providers given to `UIViewController.Transition.zoom`,
  // named by the parameter that took them, as an alert action's handler is.
  /// The source view provider of `zoom(options:sourceViewProvider:)`, run by UIKit when it zooms
  /// in and when it zooms out; it returns the view to zoom from or back to.
  public static let zoomSourceViewProvider: CallName = "sourceViewProvider(_:)"
  /// The source bar button item provider of `zoom(options:sourceBarButtonItemProvider:)`
  /// (iOS 26).
  public static let zoomSourceBarButtonItemProvider: CallName = "sourceBarButtonItemProvider(_:)"
}
