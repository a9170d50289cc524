import Foundation
import TransitTrace

/// Delivers one finger sequence (down, moves, up) to the gesture recognizers it reaches, and
/// decides which of them recognize, as UIKit's gesture environment does.
///
/// The recognizers are those of the view under the finger and of every view around it, tried
/// from the view under the finger outwards and, on one view, in the order it added them. Each
/// event goes to each recognizer (`touchesBegan`, `touchesMoved`, `touchesEnded`), whose own
/// code (or a subclass's) asks to change its `state`; an attempt to leave `.possible` is then
/// arbitrated, in this order, each step from Apple's page for it:
/// 1. `gestureRecognizer(_:shouldReceive:)` was asked for the new touch before the recognizer's
///    `touchesBegan(_:with:)`; a recognizer refused it sees none of this sequence.
/// 2. Failure requirements: `require(toFail:)`, the subclass's `shouldRequireFailure(of:)` and
///    `shouldBeRequiredToFail(by:)`, and the delegates' `shouldRequireFailureOf` and
///    `shouldBeRequiredToFailBy` ("called once per attempt to recognize"). While a required
///    recognizer is still possible the attempt waits; when it fails the attempt goes on; when it
///    recognizes this one fails.
/// 3. `gestureRecognizerShouldBegin(_:)` of the delegate, then of the view: false fails it.
/// 4. A recognizer that already recognized prevents this one unless either delegate answers true
///    to `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` (or `canPrevent(_:)` /
///    `canBePrevented(by:)` say otherwise); once this one recognizes, it prevents the others
///    still possible on the same terms.
/// The targets' actions are sent once the event has gone to every recognizer, one gesture
/// record each. Where two recognizers with no relationship between them would both recognize,
/// the first tried wins, which no source confirms, and the log says so in a note.
@preconcurrency @MainActor
final class GestureArbiter {
  /// The recognizers of the sequence under way, in the order they are tried.
  private var active: [UIGestureRecognizer] = []
  /// Recognition attempts waiting for a required recognizer to fail, with the state asked for.
  private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
  /// Recognizers whose state changed during the event, to send their actions after it.
  private var changed: [UIGestureRecognizer] = []
  /// The delegates' answers about failure requirements, asked once per pair and sequence.
  private var requirements: [Pair: Bool] = [:]
  /// Whether a touch event is being delivered, so a state change is the recognizer's decision.
  private var delivering = false
  weak var simulator: Simulator?

  /// The recognizers of the sequence under way that saw its first touch, in the order tried;
  /// the view under the finger gets its touches according to their states (`ViewTouches`).
  var inPlay: [UIGestureRecognizer] { active }

  private struct Pair: Hashable {
    let waiter: ObjectIdentifier
    let required: ObjectIdentifier
  }

  // MARK: The sequence

  /// Starts a sequence: asks each recognizer's delegate whether it should receive the touch,
  /// then sends `touchesBegan(_:with:)` to those that do, with `event`, the sequence's one
  /// event (`UIEvent`).
  func begin(_ candidates: [UIGestureRecognizer], event: UIEvent) {
    let touches = Array(event.allTouches ?? [])
    active = []
    waiting = []
    requirements = [:]
    for recognizer in candidates where recognizer.isEnabled && recognizer.view != nil {
      let receives = touches.allSatisfy {
        recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true
      }
      guard receives else { continue }
      recognizer.currentState = .possible
      recognizer.touchPoints = touches.map(\.point)
      if let pan = recognizer as? UIPanGestureRecognizer {
        pan.currentTranslation = .zero
        pan.currentVelocity = .zero
      }
      active.append(recognizer)
    }
    deliver(touches) { $0.touchesBegan($1, with: event) }
  }

  /// The fingers of `event` moved by `delta`, at `velocity` points per second.
  func move(_ event: UIEvent, by delta: CGPoint, velocity: CGPoint) {
    let touches = Array(event.allTouches ?? [])
    for recognizer in active {
      recognizer.touchPoints = touches.map(\.point)
      if let pan = recognizer as? UIPanGestureRecognizer {
        pan.currentTranslation.x += delta.x
        pan.currentTranslation.y += delta.y
        pan.currentVelocity = velocity
      }
    }
    deliver(touches) { $0.touchesMoved($1, with: event) }
  }

  /// The fingers of `event` have stayed down `duration` seconds: long presses that wait that
  /// long begin. No event is sent for a finger that stays still; the recognizers' own timers
  /// decide.
  func held(_ event: UIEvent, for duration: TimeInterval) {
    let touches = Array(event.allTouches ?? [])
    deliver(touches) { recognizer, touches in
      guard let press = recognizer as? UILongPressGestureRecognizer,
        press.minimumPressDuration <= duration
      else { return }
      press.pressHeld(touches: touches.count)
    }
  }

  /// The fingers of `event` lifted: the sequence ends, and every recognizer gets ready for the
  /// next one. Returns the recognizers that recognized.
  @discardableResult
  func end(_ event: UIEvent) -> [UIGestureRecognizer] {
    let touches = Array(event.allTouches ?? [])
    deliver(touches) { $0.touchesEnded($1, with: event) }
    let recognized = active.filter { recognizedDuringSequence.contains(ObjectIdentifier($0)) }
    for recognizer in active {
      recognizer.currentState = .possible
      recognizer.touchPoints = []
      recognizer.reset()
    }
    active = []
    waiting = []
    recognizedDuringSequence = []
    return recognized
  }

  private var recognizedDuringSequence: Set<ObjectIdentifier> = []

  /// Sends one event to every recognizer still in play, then the actions of those whose state
  /// changed.
  private func deliver(
    _ touches: [UITouch], _ send: (UIGestureRecognizer, Set<UITouch>) -> Void
  ) {
    let set = Set(touches)
    delivering = true
    for recognizer in active where recognizer.currentState != .failed {
      guard recognizer.isEnabled else {
        recognizer.currentState = .failed
        continue
      }
      send(recognizer, set)
    }
    delivering = false
    let due = changed
    changed = []
    for recognizer in due { sendActions(of: recognizer) }
  }

  // MARK: State changes

  /// A recognizer asks for `state` (its `state` setter): arbitrated during a sequence, set as
  /// asked otherwise.
  func recognizer(_ recognizer: UIGestureRecognizer, wants state: UIGestureRecognizer.State) {
    guard delivering, active.contains(where: { $0 === recognizer }) else {
      return recognizer.setState(state)
    }
    let current = recognizer.currentState
    switch (current, state) {
    case (.possible, .began), (.possible, .ended):
      attempt(recognizer, to: state)
    case (.possible, .failed), (.possible, .cancelled):
      fail(recognizer)
    case (.began, _), (.changed, _):
      recognizer.currentState = state
      noteChange(recognizer)
    default:
      recognizer.currentState = state
    }
  }

  private func attempt(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
    waiting.removeAll { $0.recognizer === recognizer }
    let others = active.filter { $0 !== recognizer }
    for other in others where requires(recognizer, toFail: other) {
      switch other.currentState {
      case .possible:
        waiting.append((recognizer, state))
        return
      case .failed, .cancelled:
        continue
      default:
        return fail(recognizer)
      }
    }
    let allowed =
      (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
    guard allowed else { return fail(recognizer) }
    for other in others where hasRecognized(other) && !simultaneous(recognizer, other) {
      if other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
        return fail(recognizer)
      }
    }
    recognizer.currentState = state
    recognizedDuringSequence.insert(ObjectIdentifier(recognizer))
    noteChange(recognizer)
    for other in others where other.currentState == .possible {
      if waiting.contains(where: { $0.recognizer === other }), requires(other, toFail: recognizer) {
        fail(other)
      } else if !simultaneous(recognizer, other), recognizer.canPrevent(other),
        other.canBePrevented(by: recognizer)
      {
        if competes(recognizer, other) { noteCompetition(winner: recognizer, loser: other) }
        fail(other)
      }
    }
  }

  /// The recognizer fails, and attempts that were waiting for it go on.
  private func fail(_ recognizer: UIGestureRecognizer) {
    recognizer.currentState = .failed
    waiting.removeAll { $0.recognizer === recognizer }
    let resumed = waiting.filter { requires($0.recognizer, toFail: recognizer) }
    for (waiter, state) in resumed where waiter.currentState == .possible {
      attempt(waiter, to: state)
    }
  }

  private func noteChange(_ recognizer: UIGestureRecognizer) {
    if !changed.contains(where: { $0 === recognizer }) { changed.append(recognizer) }
  }

  private func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizedDuringSequence.contains(ObjectIdentifier(recognizer))
      && recognizer.currentState != .failed
  }

  /// Whether `waiter` may recognize only once `other` has failed.
  private func requires(_ waiter: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
    if waiter.requiredToFail.contains(where: { $0.recognizer === other }) { return true }
    let pair = Pair(waiter: ObjectIdentifier(waiter), required: ObjectIdentifier(other))
    if let known = requirements[pair] { return known }
    let answer =
      waiter.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiter)
      || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
    requirements[pair] = answer
    return answer
  }

  /// Whether either delegate lets the two recognize at the same time.
  private func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
        == true
  }

  /// Two recognizers of the same kind of gesture, neither required to fail for the other: the
  /// one that wins depends on an order no source gives.
  private func competes(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
    winner.isContinuous == loser.isContinuous && winner.kind == loser.kind
      && !requires(winner, toFail: loser) && !requires(loser, toFail: winner)
  }

  private func noteCompetition(winner: UIGestureRecognizer, loser: UIGestureRecognizer) {
    guard let simulator else { return }
    let diagnostic = Diagnostic(
      participant: ParticipantRegistry.uikitID, code: "gesture-competition-unverified",
      message:
        "Two \(winner.kind) recognizers took this touch with nothing between them: "
        + "\(describe(winner)) recognized and kept \(describe(loser)) from recognizing. Which "
        + "of two such recognizers UIKit lets win is not documented; Transit tries the view "
        + "under the finger first, then the views around it, and on one view the recognizer "
        + "added first. require(toFail:) or the delegate's "
        + "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) decide it on a device too.")
    simulator.recorder.record(.note(diagnostic))
  }

  private func describe(_ recognizer: UIGestureRecognizer) -> String {
    let view = recognizer.view.map { simulator?.viewID($0) ?? "?" } ?? "no view"
    return "\(type(of: recognizer)) on \(view)"
  }

  // MARK: Actions

  /// One gesture record for the recognizer's new state, and its targets' actions inside it.
  private func sendActions(of recognizer: UIGestureRecognizer) {
    let state = recognizer.currentState
    guard state != .failed, state != .possible else { return }
    guard let simulator, !simulator.isHalted, let view = recognizer.view else { return }
    guard let target = recognizer.target ?? recognizer.systemTarget else { return }
    let translation = (recognizer as? UIPanGestureRecognizer).map {
      (x: Double($0.currentTranslation.x), y: Double($0.currentTranslation.y))
    }
    let targetID =
      recognizer.isSystemRecognizer
      ? ParticipantRegistry.uikitID : simulator.participantID(target)
    let gesture = Gesture(
      kind: recognizer.kind, state: state.rawValue, view: simulator.viewID(view),
      target: targetID, translation: translation)
    let seq = simulator.recorder.record(
      .gesture(gesture), transition: .some(nil), cause: .some(nil))
    simulator.geometry.finger(of: gesture)
    if simulator.ignoresTouches(seq: seq) { return }
    simulator.recorder.inside(seq: seq, participant: targetID, transition: nil) {
      recognizer.sendActions()
    }
  }
}
