import Foundation
import TransitTrace

// Touch events as iOS sends them. The window has hit-tested the finger before anything is sent
// (the engine's `viewHit(at:)`, or the view the scenario names); then each time the finger
// lands, moves or lifts, the application's `sendEvent(_:)` hands the event to the window's,
// whose own body delivers its touches, first to the gesture recognizers and then to the view
// (Apple's `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)` pages). What the window
// delivers is the engine's own handling of the phase, which the event carries
// (`UIEvent.delivery`): an override or a swizzled `sendEvent(_:)` that does not call the
// original swallows it, and then no recognizer, control or view hears of the phase.
// docs/lifecycle.md#fact-send-event.
extension Simulator {
  /// The window touch events go to: the app's own once it made one key and visible (so its
  /// class's `sendEvent(_:)` sees them), otherwise the simulator's.
  var eventWindow: UIWindow { appWindow ?? window }

  /// Sends one phase of `event`'s touches through `UIApplication.shared.sendEvent(_:)`, stamped
  /// with the virtual clock's time; `delivery` is what the window's own `sendEvent(_:)` runs.
  /// The caller has set each touch's phase and location.
  func send(_ event: UIEvent, _ delivery: @escaping () -> Void) {
    let time = Double(now.microseconds) / 1_000_000
    event.timestamp = time
    for touch in event.allTouches ?? [] { touch.timestamp = time }
    event.delivery = delivery
    UIApplication.shared.sendEvent(event)
    if event.delivery != nil { noteSwallowed(event) }
    event.delivery = nil
  }

  /// Says, once per finger sequence, that the app's `sendEvent(_:)` kept an event from the
  /// window's delivery, so a reader knows why the step did nothing.
  private func noteSwallowed(_ event: UIEvent) {
    guard !event.wasSwallowed else { return }
    event.wasSwallowed = true
    let phase = (event.allTouches?.first?.phase).map { "\($0)" } ?? "touch"
    let windowClass = ObjectiveCRuntime.className(Swift.type(of: eventWindow))
    let diagnostic = Diagnostic(
      participant: ParticipantRegistry.appID, code: "touch-event-not-delivered",
      message:
        "No recognizer, control or view saw this finger (from its \(phase) on): "
        + "UIApplication.sendEvent(_:), or the sendEvent(_:) of the window (\(windowClass)), "
        + "returned without calling through to deliver the event, which swallows it on iOS too "
        + "(docs/lifecycle.md#fact-send-event).")
    recorder.record(.note(diagnostic))
  }
}
