import Foundation
import TransitTrace

// A finger put down at a point of the screen, for code whose views the scenario cannot name:
// UIKit hit-tests the window (`hitTest(_:with:)`), and the touch goes to the gesture recognizers
// of the view hit and of every view around it, which compete for it (`GestureArbiter`), and to
// the nearest view that tracks touches itself (a control, a table or collection view's cell);
// where none does, the view hit gets the touch methods of a responder (`ViewTouches`).
// A control's own action wins over a tap recognizer on a view around it: "if you have a single
// tap gesture recognizer attached to a button's parent view, and the user taps the button, then
// the button's action method receives the touch event instead of the gesture recognizer"
// (Apple, Event Handling Guide for iOS, "Interacting with Other User Interface Controls").
extension Simulator {
  /// The view the window hit-tests at `point` (window coordinates), if any.
  public func viewHit(at point: CGPoint) -> UIView? {
    window.hitTest(point, with: nil)
  }

  /// The enabled recognizers a finger on `hit` reaches: those of `hit` and of every view around
  /// it, from `hit` outwards, each view's in the order it added them.
  func recognizers(reaching hit: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var candidate: UIView? = hit
    while let view = candidate {
      found += (view.gestureRecognizers ?? []).filter(\.isEnabled)
      candidate = view.superview
    }
    return found
  }

  /// Taps at `point` in the window, holding the finger down `duration` seconds. Returns the
  /// view whose recognizer or control took the tap, or nil when nothing there responds to one
  /// (nothing happens then).
  @discardableResult
  public func tap(at point: CGPoint, holding duration: TimeInterval = 0.1) -> UIView? {
    guard !isHalted, let hit = viewHit(at: point) else { return nil }
    let tracker = nearestTracker(for: hit)
    var candidates = recognizers(reaching: hit)
    if let control = tracker as? UIControl {
      // The control's action wins over single-tap recognizers of the views around it.
      candidates.removeAll {
        guard let tap = $0 as? UITapGestureRecognizer, let view = tap.view else { return false }
        return view !== control && control.isDescendant(of: view)
          && tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
      }
    }
    let mayRecognize = candidates.contains { recognizer in
      switch recognizer {
      case let tap as UITapGestureRecognizer: tap.numberOfTapsRequired == 1
      case let press as UILongPressGestureRecognizer: press.minimumPressDuration <= duration
      case is UIPanGestureRecognizer, is UISwipeGestureRecognizer, is UIPinchGestureRecognizer,
        is UIRotationGestureRecognizer:
        false
      default: true
      }
    }
    let finger = UITouch(at: point, view: hit, window: eventWindow)
    let event = UIEvent(touches: [finger])
    let viewTouches =
      tracker == nil ? touchesForView(hit, event: event, movesFinger: true) : nil
    // A developer's touch method on the responder chain takes the finger whatever the
    // recognizers make of it; otherwise, as before, the sequence is played only when a
    // recognizer there may take it.
    let viewHandles = viewTouches?.records == true
    if mayRecognize || viewHandles {
      finishScriptTurn()
      let recognized = press(
        candidates, event: event, holding: duration, viewTouches: viewTouches)
      if let first = recognized.first {
        return first.view
      }
      if viewHandles { return hit }
    }
    guard let tracker, let trackerView = tracker as? UIView else { return nil }
    geometry.nextFingerStart = point
    touch(hit, holding: duration)
    return trackerView
  }

  /// The finger sequence of a tap: down where `touch` lands, held `duration` seconds when a
  /// long press or a developer's touch method waits for it (and begins meanwhile), lifted; the
  /// view under the finger sees each phase after the recognizers (`ViewTouches`).
  private func press(
    _ candidates: [UIGestureRecognizer], event: UIEvent, holding duration: TimeInterval,
    viewTouches: ViewTouches?
  ) -> [UIGestureRecognizer] {
    guard let touch = event.allTouches?.first else { return [] }
    geometry.fingerLocation = touch.point
    var recognized: [UIGestureRecognizer] = []
    let presses = Set(
      candidates.compactMap { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration }
        .filter { $0 <= duration })
    guard !presses.isEmpty || viewTouches?.records == true else {
      // Nothing waits for the finger to stay down: the tap is one run-loop turn, as a tap on a
      // view the scenario names.
      runLoop.turn {
        send(event) { [unowned self] in
          gestureArbiter.begin(candidates, event: event)
          viewTouches?.afterBegan()
        }
        touch.phase = .ended
        send(event) { [unowned self] in
          recognized = gestureArbiter.end(event)
          viewTouches?.afterEnded(recognized: recognized)
        }
      }
      return recognized
    }
    let start = runLoop.now
    runLoop.schedule(at: start) { [unowned self] in
      send(event) { [unowned self] in
        gestureArbiter.begin(candidates, event: event)
        viewTouches?.afterBegan()
      }
    }
    for delay in presses.sorted() {
      runLoop.schedule(at: start + delay) { [unowned self] in
        touch.phase = .stationary
        gestureArbiter.held(event, for: delay)
      }
    }
    runLoop.schedule(at: start + duration) { [unowned self] in
      touch.phase = .ended
      send(event) { [unowned self] in
        recognized = gestureArbiter.end(event)
        viewTouches?.afterEnded(recognized: recognized)
      }
    }
    runLoop.run(until: start + duration)
    return recognized
  }

  /// Drags a finger from `point` by `translation`; the recognizers of the view hit and of the
  /// views around it compete for it. Returns the view of the recognizer that recognized, or nil
  /// when nothing there responds to a pan.
  @discardableResult
  public func pan(
    at point: CGPoint, translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 6
  ) -> UIView? {
    guard !isHalted, let hit = viewHit(at: point) else { return nil }
    let candidates = recognizers(reaching: hit)
    let touch = UITouch(at: point, view: hit, window: eventWindow)
    let event = UIEvent(touches: [touch])
    let viewTouches =
      nearestTracker(for: hit) == nil
      ? touchesForView(hit, event: event, movesFinger: false) : nil
    let viewHandles = viewTouches?.records == true
    guard !candidates.isEmpty || viewHandles else { return nil }
    finishScriptTurn()
    let recognized = drag(
      candidates, event: event, translation: translation, duration: duration, steps: steps,
      viewTouches: viewTouches)
    return recognized.first?.view ?? (viewHandles ? hit : nil)
  }

  /// The nearest view from `hit` outwards that tracks a touch on `hit` itself.
  private func nearestTracker(for hit: UIView) -> (any TouchTracking)? {
    var candidate: UIView? = hit
    while let view = candidate {
      if let tracker = view as? any TouchTracking, tracker.tracksTouch(on: hit) { return tracker }
      candidate = view.superview
    }
    return nil
  }
}
