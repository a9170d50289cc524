import Foundation
import TransitTrace

// The begin stage, at the navigation controller's next layout pass (UIKit 26.1's
// `-[_UIViewControllerTransitionConductor startDeferredTransitionIfNeeded]`): the incoming view
// loads, both view controllers get their
// will-callbacks, the delegate hears `willShow`, and the animator starts.
extension NavigationTransition {
  /// docs/lifecycle.md#order-e, steps 5-9. The incoming view controller's `viewDidLoad()` comes
  /// before the outgoing one's `viewWillDisappear(_:)` (the Vast and readke.com device logs);
  /// the from-view controller's will-callback comes first (those and Wang Ling's log), and
  /// `willShow` after both (the Vast log). There is no second `transitionDuration(using:)`: the
  /// context takes the cached one (the reconstruction of UIKit 8.3; UIKit 26.1's
  /// `_UIViewControllerTransitionConductor`).
  func begin() {
    containerView = navigationController.transitionView
    enter(
      .began,
      TransitionChange(
        state: .began, container: simulator.viewID(containerView),
        interactive: interactor != nil && initiallyInteractive))
    let toView = toViewController.view!
    if toView.superview !== containerView { toView.frame = containerView.bounds }
    let uikit = ParticipantRegistry.uikitID
    fromViewController.beginAppearance(false, animated: isAnimated, caller: uikit)
    toViewController.beginAppearance(true, animated: isAnimated, caller: uikit)
    navigationController.tellDelegate(willShow: toViewController, animated: isAnimated)
    bindParticipants()
    startAnimator()
  }
}
