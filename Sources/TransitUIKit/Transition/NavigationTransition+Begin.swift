import Foundation
import TransitTrace

// The begin stage, at the navigation controller's next layout pass (DEC26
// `startDeferredTransitionIfNeeded`): the incoming view loads, both view controllers get their
// will-callbacks, the delegate hears `willShow`, and the animator starts.
extension NavigationTransition {
  /// FACTS (e) steps 5-9. The incoming view controller's `viewDidLoad()` comes before the
  /// outgoing one's `viewWillDisappear(_:)` (traces 01, 02); the from-view controller's
  /// will-callback comes first (traces 01-03), and `willShow` after both (trace 01). There is
  /// no second `transitionDuration(using:)`: the context takes the cached one (NAV83, DEC26).
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
