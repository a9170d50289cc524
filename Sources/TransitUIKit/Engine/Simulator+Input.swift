import Foundation
import TransitTrace

// The user's touches. Each touch event is its own run-loop turn and a `gesture` record; the
// handler runs inside it, so the calls it makes name the gesture as their cause and the
// handler's object as their caller. Each phase of the finger goes through
// `UIApplication.sendEvent(_:)` to the window, which delivers it (`send(_:_:)`).
extension Simulator {
  /// Taps `view`, firing its tap gesture recognizer: the finger comes down on the view and lifts
  /// in the same run-loop turn, and the view's own recognizers compete for it
  /// (`GestureArbiter`).
  public func tap(_ view: UIView) {
    guard !isHalted else { return }
    guard recognizer(UITapGestureRecognizer.self, on: view) != nil else {
      preconditionFailure("\(viewID(view)) has no enabled UITapGestureRecognizer to tap")
    }
    finishScriptTurn()
    geometry.placeFinger(on: view)
    let touch = UITouch(at: .zero, view: view, window: eventWindow, isPlacedOnView: true)
    let event = UIEvent(touches: [touch])
    let viewTouches = touchesForView(view, event: event, movesFinger: true)
    runLoop.turn {
      send(event) { [unowned self] in
        gestureArbiter.begin(view.gestureRecognizers ?? [], event: event)
        viewTouches?.afterBegan()
      }
      touch.phase = .ended
      send(event) { [unowned self] in
        let recognized = gestureArbiter.end(event)
        viewTouches?.afterEnded(recognized: recognized)
      }
    }
  }

  /// Drags a finger across `view` by `translation` over `duration` seconds in `steps` moves,
  /// then lifts it: `.began`, `.changed` once per step, `.ended`, for the view's own
  /// recognizers (`GestureArbiter`).
  ///
  /// The recognizer's translation accumulates from where the handler last left it, so a handler
  /// that resets it with `setTranslation(_:in:)` sees deltas, as on a device.
  public func pan(
    _ view: UIView, translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 6
  ) {
    guard !isHalted else { return }
    guard recognizer(UIPanGestureRecognizer.self, on: view) != nil else {
      preconditionFailure("\(viewID(view)) has no enabled UIPanGestureRecognizer to drag")
    }
    finishScriptTurn()
    let start = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let touch = UITouch(at: start, view: view, window: eventWindow, isPlacedOnView: true)
    let event = UIEvent(touches: [touch])
    drag(
      view.gestureRecognizers ?? [], event: event, translation: translation, duration: duration,
      steps: steps, viewTouches: touchesForView(view, event: event, movesFinger: false))
  }

  /// The finger sequence of a drag: down where the finger lands, one move per step, and the lift
  /// with the last; the log's finger lands and lifts with it, whatever the recognizers make of
  /// it. A pan begins at the first move that takes the finger beyond
  /// `UIPanGestureRecognizer.hysteresis` from where it landed, with the translation and the
  /// velocity it has then.
  @discardableResult
  func drag(
    _ candidates: [UIGestureRecognizer], event: UIEvent, translation: CGPoint,
    duration: TimeInterval, steps: Int, viewTouches: ViewTouches? = nil
  ) -> [UIGestureRecognizer] {
    guard let touch = event.allTouches?.first else { return [] }
    let start = runLoop.now
    let steps = max(1, steps)
    let velocity = CGPoint(
      x: translation.x / CGFloat(duration), y: translation.y / CGFloat(duration))
    let origin = touch.point
    var recognized: [UIGestureRecognizer] = []
    runLoop.schedule(at: start) { [unowned self] in
      geometry.fingerLocation = origin
      geometry.finger(.began)
      geometry.isDragging = true
      send(event) { [unowned self] in
        gestureArbiter.begin(candidates, event: event)
        viewTouches?.afterBegan()
      }
      touch.phase = .moved
    }
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      runLoop.schedule(at: start + duration * Double(fraction)) { [unowned self] in
        let next = CGPoint(
          x: origin.x + translation.x * fraction, y: origin.y + translation.y * fraction)
        let delta = CGPoint(x: next.x - touch.point.x, y: next.y - touch.point.y)
        touch.previousPoint = touch.point
        touch.point = next
        geometry.fingerLocation = next
        send(event) { [unowned self] in
          gestureArbiter.move(event, by: delta, velocity: velocity)
          viewTouches?.afterMoved()
        }
      }
    }
    // The finger lifts before the recognizers hear of it, so what a pan's end makes the app do
    // comes after the lift, as the touch's end causes it on a device.
    runLoop.schedule(at: start + duration) { [unowned self] in
      touch.phase = .ended
      geometry.finger(.ended)
      send(event) { [unowned self] in
        recognized = gestureArbiter.end(event)
        viewTouches?.afterEnded(recognized: recognized)
      }
      geometry.isDragging = false
    }
    runLoop.run(until: start + duration)
    return recognized
  }

  /// The touches the view under the finger sees beside its recognizers, unless a control or a
  /// list tracks the touch there, which it does on its own terms (`touch(_:holding:)`).
  func touchesForView(_ view: UIView, event: UIEvent, movesFinger: Bool) -> ViewTouches? {
    guard touchTracker(for: view) == nil, let touch = event.allTouches?.first else { return nil }
    return ViewTouches(
      simulator: self, event: event, touch: touch, view: view, movesFinger: movesFinger)
  }

  private func recognizer<Recognizer: UIGestureRecognizer>(
    _ type: Recognizer.Type, on view: UIView
  ) -> Recognizer? {
    view.gestureRecognizers?.lazy.compactMap { $0 as? Recognizer }.first { $0.isEnabled }
  }

  /// Whether UIKit ignores the touch recorded at `seq`: while a transition without an
  /// interaction controller is running, the window scene ignores interaction events (UIKit 26.1;
  /// docs/lifecycle.md#fact-touches-ignored-during-transition). A touch that comes before the
  /// transition began (a second tap in the same
  /// run-loop turn) still reaches the app, which is how a double tap presents twice.
  func ignoresTouches(seq: Int) -> Bool {
    guard let running = transitionIgnoringTouches else { return false }
    recorder.inside(seq: seq, participant: ParticipantRegistry.uikitID, transition: running.id) {
      note(
        about: running.context, code: "touch-ignored-during-transition",
        "UIKit ignores this touch: \(running.summary) is running without an interaction "
          + "controller, and the window scene ignores interaction events until it completes "
          + "(docs/lifecycle.md#fact-touches-ignored-during-transition).")
    }
    return true
  }

  /// Whether UIKit ignores a touch now, for touches that write no record of their own.
  var ignoresTouchesNow: Bool { transitionIgnoringTouches != nil }

  /// The transition running without an interaction controller, during which the window scene
  /// ignores interaction events.
  private var transitionIgnoringTouches: Transition? {
    transitions.first { $0.state != .requested && !$0.hasCompleted && $0.interactor == nil }
  }
}
