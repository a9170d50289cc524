import Foundation
import TransitTrace

// A navigation controller showing a view controller, and hiding its bar.
extension UINavigationController {
  /// `show(_:sender:)` on a navigation controller, logged, pushes with animation.
  func showByPushing(_ vc: UIViewController) {
    guard let simulator = EngineContext.current else {
      pushViewController(vc, animated: true)
      return
    }
    simulator.userCall(
      .show, on: self, args: ["vc": simulator.reference(vc, role: .presentedViewController)]
    ) {
      pushViewController(vc, animated: true)
    }
  }

  /// Hides or shows the bar, logged as `setNavigationBarHidden(_:animated:)`. The safe area of
  /// the view controller on top no longer (or again) takes the bar in, which the next layout
  /// pass delivers with `viewSafeAreaInsetsDidChange()` and a layout (Apple's safeAreaInsets
  /// page: the safe area reflects the area navigation bars do not cover). The bar's own
  /// slide is not drawn.
  func changeBarVisibility(hidden: Bool, animated: Bool) {
    guard let simulator = EngineContext.current else {
      navigationBar.isHidden = hidden
      return
    }
    simulator.userCall(
      .setNavigationBarHidden, on: self,
      args: ["hidden": .bool(hidden), "animated": .bool(animated)]
    ) {
      applyBarVisibility(hidden: hidden)
    }
  }

  /// Shows the change: the bar's visibility, and a layout of the content under it.
  func applyBarVisibility(hidden: Bool) {
    guard navigationBar.isHidden != hidden else { return }
    navigationBar.isHidden = hidden
    if isViewLoaded {
      view.setNeedsLayout()
      transitionView.setNeedsLayout()
    }
  }

  /// Puts the swipe recognizer on the view while `hidesBarsOnSwipe` is true, enabled only then.
  func installBarSwipe() {
    let recognizer = barHideOnSwipeGestureRecognizer
    recognizer.isEnabled = hidesBarsOnSwipe
    if hidesBarsOnSwipe, isViewLoaded, recognizer.view == nil {
      view.addGestureRecognizer(recognizer)
    }
  }

  /// An upward swipe hides the bar, a downward one shows it, when the finger lifts. UIKit does
  /// it through private methods, so nothing but the bar's visibility and the layout it causes
  /// reaches the log (docs/lifecycle.md#fact-bar-hiding).
  func barSwiped(_ recognizer: UIPanGestureRecognizer) {
    guard recognizer.state == .ended, hidesBarsOnSwipe else { return }
    let vertical = recognizer.translation(in: view).y
    guard vertical != 0 else { return }
    EngineContext.current?.asUIKit(transition: nil) { applyBarVisibility(hidden: vertical < 0) }
  }
}
