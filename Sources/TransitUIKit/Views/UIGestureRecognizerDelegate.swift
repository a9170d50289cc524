import Foundation

/// Mirrors `UIGestureRecognizerDelegate`. Every method is optional, as in UIKit. Transit asks
/// `gestureRecognizerShouldBegin(_:)` when a gesture would begin (a pan's first move, a tap's
/// lift) and, on false, the gesture fails and its target hears nothing, as the documentation
/// says. The other questions are about recognizers competing for one touch, which Transit's
/// one-finger steps never make; they are not asked. The calls are not logged.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

extension UIGestureRecognizer {
  /// Whether delivering `state` is the gesture beginning: a continuous gesture's `.began`, a
  /// discrete one's `.ended` (a tap is recognized when the finger lifts).
  func isBeginning(_ state: State) -> Bool {
    self is UIPanGestureRecognizer ? state == .began : state == .ended
  }

  /// The delegate's answer to `gestureRecognizerShouldBegin(_:)`; true without a delegate.
  func delegateAllowsBegin() -> Bool {
    delegate?.gestureRecognizerShouldBegin(self) ?? true
  }
}
