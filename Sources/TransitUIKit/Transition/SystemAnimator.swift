import Foundation
import TransitTrace

/// UIKit's own animator, used when no delegate vends one: the cover-vertical slide of the
/// built-in modal styles, the slide of a sheet, a popover's zoom, and a navigation controller's
/// parallax push and pop.
///
/// It takes part in the log under the class name it has on a device
/// (`TransitLifecycle.UIKitClassName`, which says where each name comes from). UIKit calls it as
/// it calls a delegate's animator, and it animates with a block animation whose completion calls
/// `completeTransition(_:)`, so the completion stage nests as public crash stacks show it
/// (docs/lifecycle.md#fact-system-animators): the animation's completion, then
/// `completeTransition(_:)`, then the presentation controller's `transitionDidFinish`, the
/// app's completion and the coordinator's completions. It does not implement
/// `animationEnded(_:)`: no symbol dump shows it on these classes.
///
/// A sheet the user swipes down is dismissed on a new `_UISheetAnimationController`, driven by
/// a `UIPercentDrivenInteractiveTransition` UIKit makes for the swipe (`SheetSwipeInteraction`):
/// the sheet animator then vends its `UIViewPropertyAnimator` from `interruptibleAnimator(using:)`
/// and the property animator's completion calls `completeTransition(_:)` with
/// `!transitionWasCancelled` (UIKit 18.2's `-[_UISheetAnimationController
/// interruptibleAnimatorForTransition:]` and its blocks,
/// docs/lifecycle.md#fact-sheet-swipe-interaction).
/// Only that dismissal vends one here: the other sheet transitions keep the block animation.
@preconcurrency @MainActor
final class SystemAnimator: UIViewControllerAnimatedTransitioning, DeclaredClassName {
  enum Kind {
    /// `.fullScreen`, `.overFullScreen` and the current-context styles.
    case builtin
    /// `.pageSheet` and `.formSheet`, and a popover adapted to a sheet.
    case sheet
    /// A popover that stays a popover.
    case popover
    /// A navigation controller's push or pop.
    case navigation
  }

  let kind: Kind
  /// Whether it vends an interruptible animator: a sheet's swipe dismissal.
  let vendsInterruptibleAnimator: Bool
  /// The swipe's property animator, once `interruptibleAnimator(using:)` made it.
  private var propertyAnimator: UIViewPropertyAnimator?

  init(kind: Kind, vendsInterruptibleAnimator: Bool = false) {
    self.kind = kind
    self.vendsInterruptibleAnimator = vendsInterruptibleAnimator
  }

  var declaredClassName: String {
    switch kind {
    case .builtin: return UIKitClassName.builtinAnimator
    case .sheet: return UIKitClassName.sheetAnimator
    case .popover: return UIKitClassName.popoverAnimator
    case .navigation: return UIKitClassName.navigationAnimator
    }
  }

  /// The built-in modal animation takes 0.4 s and the parallax push 0.35 s (a debugger session
  /// on a device); Transit gives a sheet and a popover the same 0.4 s.
  var duration: TimeInterval { kind == .navigation ? 0.35 : 0.4 }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  /// Puts the incoming view in place and animates it; the block animation's completion calls
  /// `completeTransition(_:)`. A sheet's swipe drives the same animation from its interaction.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? TransitionContext else { return }
    let transition = context.underlyingTransition
    placeIncomingView(in: transition)
    UIView.animate(
      withDuration: transition.isAnimated ? duration : 0, delay: 0, options: [.curveEaseInOut],
      animations: {},
      completion: { _ in
        let didComplete = !transition.transitionWasCancelled
        if didComplete { self.removeOutgoingView(of: transition) }
        context.completeTransition(didComplete)
      })
  }

  /// The sheet animator's property animator for a swipe's dismissal, the same one on every
  /// call: it adds an animation (the container's background, for an interactive transition) and
  /// a completion that calls `completeTransition(!transitionWasCancelled)`, as UIKit 18.2's
  /// `_UISheetAnimationController` does. Its timing curve is private to UIKit, so Transit gives
  /// it the animator's duration and an ease-in-out curve. The completion also takes the sheet's
  /// view out of the container, as this animator's block animation does.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    guard vendsInterruptibleAnimator, let context = transitionContext as? TransitionContext else {
      OptionalRequirement.notImplemented()
      return UIViewPropertyAnimator(duration: 0, curve: .linear)
    }
    if let propertyAnimator { return propertyAnimator }
    let transition = context.underlyingTransition
    let made = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    made.addAnimations {}
    made.addCompletion { _ in
      let didComplete = !context.transitionWasCancelled
      if didComplete { self.removeOutgoingView(of: transition) }
      context.completeTransition(didComplete)
    }
    propertyAnimator = made
    return made
  }

  private func placeIncomingView(in transition: Transition) {
    let container = transition.containerView
    if let modal = transition as? ModalTransition {
      if modal.isPresentation, let presentedView = modal.presentedView {
        presentedView.frame = modal.presentationController.frameOfPresentedViewInContainerView
        container.addSubview(presentedView)
      } else if !modal.isPresentation, modal.removesPresentersView,
        let presentersView = modal.presenting.viewIfLoaded
      {
        container.insertSubview(presentersView, at: 0)
      }
      return
    }
    guard let toView = transition.toViewController.viewIfLoaded, toView.superview !== container
    else { return }
    // A pop reveals the view beneath the one leaving.
    if transition.kind == .pop, let fromView = transition.fromViewController.viewIfLoaded,
      fromView.superview === container
    {
      container.insertSubview(toView, belowSubview: fromView)
    } else {
      container.addSubview(toView)
    }
  }

  /// A dismissal takes the presented view out of the container when it completes.
  private func removeOutgoingView(of transition: Transition) {
    guard let modal = transition as? ModalTransition, !modal.isPresentation else { return }
    modal.presentedView?.removeFromSuperview()
  }
}
