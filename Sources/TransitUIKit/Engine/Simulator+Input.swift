import Foundation
import TransitTrace

// The user's touches. Each touch event is its own run-loop turn and a `gesture` record; the
// handler runs inside it, so the calls it makes name the gesture as their cause and the
// handler's object as their caller.
extension Simulator {
  /// Taps `view`, firing its tap gesture recognizer.
  public func tap(_ view: UIView) {
    guard !isHalted else { return }
    guard let recognizer = recognizer(UITapGestureRecognizer.self, on: view) else {
      preconditionFailure("\(viewID(view)) has no enabled UITapGestureRecognizer to tap")
    }
    finishScriptTurn()
    geometry.placeFinger(on: view)
    runLoop.turn { deliver(recognizer, .ended) }
  }

  /// Drags a finger across `view` by `translation` over `duration` seconds in `steps` moves,
  /// then lifts it: `.began`, `.changed` once per step, `.ended`.
  ///
  /// The recognizer's translation accumulates from where the handler last left it, so a handler
  /// that resets it with `setTranslation(_:in:)` sees deltas, as on a device.
  public func pan(
    _ view: UIView, translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 6
  ) {
    guard !isHalted else { return }
    guard let recognizer = recognizer(UIPanGestureRecognizer.self, on: view) else {
      preconditionFailure("\(viewID(view)) has no enabled UIPanGestureRecognizer to drag")
    }
    finishScriptTurn()
    let start = runLoop.now
    let steps = max(1, steps)
    let velocity = CGPoint(
      x: translation.x / CGFloat(duration), y: translation.y / CGFloat(duration))
    geometry.placeFinger(on: view)
    let origin = geometry.fingerLocation
    runLoop.schedule(at: start) { [unowned self] in
      geometry.fingerLocation = origin
      recognizer.currentTranslation = .zero
      recognizer.currentVelocity = .zero
      deliver(recognizer, .began)
    }
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let previous = CGFloat(step - 1) / CGFloat(steps)
      runLoop.schedule(at: start + duration * Double(fraction)) { [unowned self] in
        recognizer.currentTranslation.x += translation.x * (fraction - previous)
        recognizer.currentTranslation.y += translation.y * (fraction - previous)
        recognizer.currentVelocity = velocity
        geometry.fingerLocation = CGPoint(
          x: origin.x + translation.x * fraction, y: origin.y + translation.y * fraction)
        deliver(recognizer, .changed)
      }
    }
    runLoop.schedule(at: start + duration) { [unowned self] in
      deliver(recognizer, .ended)
      recognizer.state = .possible
    }
    runLoop.run(until: start + duration)
  }

  private func recognizer<Recognizer: UIGestureRecognizer>(
    _ type: Recognizer.Type, on view: UIView
  ) -> Recognizer? {
    view.gestureRecognizers?.lazy.compactMap { $0 as? Recognizer }.first { $0.isEnabled }
  }

  private func deliver(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    guard !isHalted, let view = recognizer.view, let target = recognizer.target else { return }
    if recognizer.state == .failed, state != .began { return }
    if recognizer.isBeginning(state), !recognizer.delegateAllowsBegin() {
      recognizer.state = .failed
      return
    }
    recognizer.state = state
    let translation = (recognizer as? UIPanGestureRecognizer).map {
      (x: Double($0.currentTranslation.x), y: Double($0.currentTranslation.y))
    }
    let targetID =
      recognizer.isSystemRecognizer ? ParticipantRegistry.uikitID : participantID(target)
    let gesture = Gesture(
      kind: recognizer.kind, state: state.rawValue, view: viewID(view), target: targetID,
      translation: translation)
    let seq = recorder.record(.gesture(gesture), transition: .some(nil), cause: .some(nil))
    geometry.finger(of: gesture)
    if ignoresTouches(seq: seq) { return }
    recorder.inside(seq: seq, participant: targetID, transition: nil) {
      recognizer.action(recognizer)
    }
  }

  /// Whether UIKit ignores the touch recorded at `seq`: while a transition without an
  /// interaction controller is running, the window scene ignores interaction events (UIKit 26.1;
  /// docs/lifecycle.md#fact-touches-ignored-during-transition). A touch that comes before the
  /// transition began (a second tap in the same
  /// run-loop turn) still reaches the app, which is how a double tap presents twice.
  func ignoresTouches(seq: Int) -> Bool {
    guard
      let running = transitions.first(where: {
        $0.state != .requested && !$0.hasCompleted && $0.interactor == nil
      })
    else { return false }
    recorder.inside(seq: seq, participant: ParticipantRegistry.uikitID, transition: running.id) {
      note(
        about: running.context, code: "touch-ignored-during-transition",
        "UIKit ignores this touch: \(running.summary) is running without an interaction "
          + "controller, and the window scene ignores interaction events until it completes "
          + "(docs/lifecycle.md#fact-touches-ignored-during-transition).")
    }
    return true
  }
}
