import Foundation
import TransitTrace

// The completion stage, synchronously inside `completeTransition(_:)`: the views and the stack
// settle, the did-callbacks (or, after a cancel, the reversed ones) are delivered, and the
// delegate hears `didShow`. The coordinator's completions and `animationEnded(_:)` follow in
// `Transition.complete(_:)` (docs/lifecycle.md#order-e-10).
extension NavigationTransition {
  private var uikit: String { ParticipantRegistry.uikitID }

  /// docs/lifecycle.md#order-e-10, steps 1-3: the from-view controller's `viewDidDisappear(_:)`,
  /// then the to-view controller's `viewDidAppear(_:)` (the Vast, readke.com and Wang Ling
  /// device logs; unlike a full-screen modal), then `didShow` (the Vast log).
  func finishNavigation() {
    if let fromView = fromViewController.viewIfLoaded, fromView.superview === containerView {
      fromView.removeFromSuperview()
    }
    navigationController.removeChildrenOffTheStack(transition: id)
    fromViewController.endAppearance(caller: uikit, began: false)
    toViewController.endAppearance(caller: uikit, began: true)
    navigationController.tellDelegate(didShow: toViewController, animated: isAnimated)
  }

  /// A cancelled interactive push or pop: the stack goes back, and the view controller that was
  /// appearing is reversed first, then the one that was disappearing (UIKit 26.1 calls
  /// `cancelBeginAppearanceTransition` on to, then from; Wang Ling's 2014 log: A.willDisappear,
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
    navigationController.setStack(previousStack, removingLeftovers: true, departing: false)
    toViewController.cancelAppearance(caller: uikit)
    fromViewController.cancelAppearance(caller: uikit)
  }
}
