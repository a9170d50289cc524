import Foundation

// A finger put down at a point of the screen, for code whose views the scenario cannot name:
// UIKit hit-tests the window (`hitTest(_:with:)`), and the touch goes to the nearest view, from
// the one hit outwards, that responds to it: a view with a gesture recognizer of the kind, or
// one that tracks touches itself (a control, a table or collection view's cell). The nearest
// wins: "if you have a single tap gesture recognizer attached to a button's parent view, and
// the user taps the button, then the button's action method receives the touch event instead
// of the gesture recognizer" (Apple, Event Handling Guide for iOS, "Interacting with Other User
// Interface Controls").
extension Simulator {
  /// The view the window hit-tests at `point` (window coordinates), if any.
  public func viewHit(at point: CGPoint) -> UIView? {
    window.hitTest(point, with: nil)
  }

  /// Taps at `point` in the window, holding the finger down `duration` seconds. Returns the
  /// view that took the tap, or nil when nothing there responds to one (nothing happens then).
  @discardableResult
  public func tap(at point: CGPoint, holding duration: TimeInterval = 0.1) -> UIView? {
    guard !isHalted, let hit = viewHit(at: point) else { return nil }
    var candidate: UIView? = hit
    while let view = candidate {
      if view.gestureRecognizers?.contains(where: { $0 is UITapGestureRecognizer && $0.isEnabled })
        == true
      {
        geometry.nextFingerStart = point
        tap(view)
        return view
      }
      if let tracker = view as? any TouchTracking, tracker.tracksTouch(on: hit) {
        geometry.nextFingerStart = point
        touch(hit, holding: duration)
        return view
      }
      candidate = view.superview
    }
    return nil
  }

  /// Drags a finger from `point` by `translation`, as `pan(_:translation:duration:steps:)`
  /// does on the nearest view from the one hit outwards with an enabled pan recognizer. Returns
  /// that view, or nil when nothing there responds to a pan.
  @discardableResult
  public func pan(
    at point: CGPoint, translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 6
  ) -> UIView? {
    guard !isHalted, let hit = viewHit(at: point) else { return nil }
    var candidate: UIView? = hit
    while let view = candidate {
      if view.gestureRecognizers?.contains(where: { $0 is UIPanGestureRecognizer && $0.isEnabled })
        == true
      {
        geometry.nextFingerStart = point
        pan(view, translation: translation, duration: duration, steps: steps)
        return view
      }
      candidate = view.superview
    }
    return nil
  }
}
