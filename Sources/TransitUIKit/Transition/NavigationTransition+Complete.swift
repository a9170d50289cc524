import Foundation
import TransitTrace

// The completion stage, synchronously inside `completeTransition(_:)`: the views and the stack
// settle, the did-callbacks (or, after a cancel, the reversed ones) are delivered, and the
// delegate hears `didShow`. The coordinator's completions and `animationEnded(_:)` follow in
// `Transition.complete(_:)` (FACTS (e) step 10).
extension NavigationTransition {
  private var uikit: String { ParticipantRegistry.uikitID }

  /// FACTS (e) steps 10.1-10.3: the from-view controller's `viewDidDisappear(_:)`, then the
  /// to-view controller's `viewDidAppear(_:)` (traces 01-03; unlike a full-screen modal), then
  /// `didShow` (trace 01).
  func finishNavigation() {
    if let fromView = fromViewController.viewIfLoaded, fromView.superview === containerView {
      fromView.removeFromSuperview()
    }
    navigationController.removeChildrenOffTheStack()
    fromViewController.endAppearance(caller: uikit)
    toViewController.endAppearance(caller: uikit)
    navigationController.tellDelegate(didShow: toViewController, animated: isAnimated)
  }

  /// A cancelled interactive push or pop: the stack goes back, and the view controller that was
  /// appearing is reversed first, then the one that was disappearing (DEC26
  /// `cancelBeginAppearanceTransition` on to, then from; trace 03: A.willDisappear,
  /// A.didDisappear, B.willAppear, B.didAppear). The delegate hears no `didShow`
  /// (BufferedNavigationController #5; openradar 21137690: no callback on a cancelled back
  /// swipe).
  func cancelNavigation() {
    if let toView = toViewController.viewIfLoaded, toView.superview === containerView {
      toView.removeFromSuperview()
    }
    if let fromView = fromViewController.viewIfLoaded, fromView.superview !== containerView {
      containerView.addSubview(fromView)
    }
    navigationController.setStack(previousStack, removingLeftovers: true)
    toViewController.cancelAppearance(caller: uikit)
    fromViewController.cancelAppearance(caller: uikit)
  }
}
