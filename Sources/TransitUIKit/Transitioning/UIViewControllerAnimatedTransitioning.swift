import Foundation

/// Mirrors `UIViewControllerAnimatedTransitioning`: the animator that moves the views.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: ObjectiveCMessaging {
  /// Required. UIKit asks twice before starting the animation (aviciiiphone's device log;
  /// docs/lifecycle.md#fact-transition-duration-twice), and a
  /// `UIPercentDrivenInteractiveTransition` asks a third time.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  /// Required. Add the to-view to the container, animate, then call `completeTransition(_:)`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

  /// Optional. Called last, after the completion handlers (docs/lifecycle.md#order-a-16-6).
  func animationEnded(_ transitionCompleted: Bool)

  /// Optional (iOS 10). The animation as an interruptible animator, which makes the transition
  /// interruptible. UIKit asks for it right after `animateTransition(using:)` or
  /// `startInteractiveTransition(_:)`, and a `UIPercentDrivenInteractiveTransition` asks first,
  /// instead of calling `animateTransition(using:)`; every call of one transition must return
  /// the same object (UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:);
  /// UIKit 18.2's `_UIViewControllerTransitioningRunCustomTransitionWithRequest`).
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    OptionalRequirement.notImplemented(by: self)
    // Never used: the engine takes the decline and ignores what is returned.
    return UIViewPropertyAnimator(duration: 0, curve: .linear)
  }
}

/// Mirrors `UIViewControllerInteractiveTransitioning`: drives a transition from a gesture.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: ObjectiveCMessaging {
  /// Required. Called instead of `animateTransition(using:)`; it is up to the interaction
  /// controller to start the animation (the UIViewControllerTransitioning.h header comments).
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)

  /// Optional. Read by UIKit right after the interaction controller is vended; when it is not
  /// implemented the transition starts interactively (docs/lifecycle.md#order-c-2; UIKit 26.1's
  /// transition context).
  var wantsInteractiveStart: Bool { get }

  /// Optional. How fast the rest of the animation plays after the interaction ends.
  var completionSpeed: CGFloat { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var wantsInteractiveStart: Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public var completionSpeed: CGFloat {
    OptionalRequirement.notImplemented(by: self)
    return 1
  }
}
