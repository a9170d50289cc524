import Foundation
import TransitTrace

/// One finger sequence as the touch methods of the view under the finger see it, beside the
/// gesture recognizers it reaches (`GestureArbiter`), for a view that no control or list tracks.
///
/// "The window delivers touch objects to gesture recognizers before it delivers them to the
/// view" (Apple, Event Handling Guide for iOS, "Gesture Recognizers Get the First Opportunity
/// to Recognize a Touch"), so each phase goes to the recognizers first, their actions are sent,
/// and then the view's `touchesBegan(_:with:)`, `touchesMoved(_:with:)`, `touchesEnded(_:with:)`
/// or `touchesCancelled(_:with:)` is called; UIResponder forwards what the view does not handle
/// up the responder chain. Three properties of the recognizers in play change that, each as
/// Apple's page for it says:
/// - `delaysTouchesBegan` (false by default): while such a recognizer is still possible, the
///   view does not see the touch begin; once it fails the view gets `touchesBegan` late, and if
///   it recognizes the view sees nothing of the sequence.
/// - `cancelsTouchesInView` (true by default): once such a recognizer recognizes, the view gets
///   `touchesCancelled` instead of the touches that remain; a view that never saw the touch
///   begin gets nothing.
/// - `delaysTouchesEnded` (true by default): the view's `touchesEnded` waits until the
///   recognizers are decided. Here every recognizer is decided when the finger lifts (a double
///   tap fails at once, where a device waits a moment for the second tap), so the view's
///   `touchesEnded` always comes after the recognizers' actions, and the property changes
///   nothing that can be seen.
///
/// docs/lifecycle.md#fact-view-touches.
///
/// When a class of the developer's on the responder chain implements a touch method (what
/// `transit run` recorded of their classes, `SelectorTable`), each phase the view sees is a
/// `touch` record naming the app, as a control's touch names its target, and what the methods
/// do runs inside it, as the app's code; otherwise the calls are made without a record, as
/// nothing of UIKit's own does anything with them.
@preconcurrency @MainActor
final class ViewTouches {
  private unowned let simulator: Simulator
  let touch: UITouch
  /// The sequence's one event, which every touch method is given (`UIEvent`).
  let event: UIEvent
  let view: UIView
  /// Whether the view's phases are written as `touch` records.
  let records: Bool
  /// Whether the records write where the finger is; false where a drag writes it.
  private let movesFinger: Bool
  /// Whether the view has seen `touchesBegan`.
  private var began = false
  /// Whether the view has seen the sequence's end (ended or cancelled), or never will.
  private var over = false
  /// Whether UIKit ignores the touch, a transition running (`ignoresTouches(seq:)`).
  private var ignored = false

  /// The selectors of UIResponder's touch methods, as `transit run` records a class's methods.
  private static let touchSelectors = [
    "touchesBegan:with:", "touchesMoved:with:", "touchesEnded:with:", "touchesCancelled:with:",
  ].map { Selector($0) }

  init(simulator: Simulator, event: UIEvent, touch: UITouch, view: UIView, movesFinger: Bool) {
    self.simulator = simulator
    self.event = event
    self.touch = touch
    self.view = view
    self.movesFinger = movesFinger
    records = Self.chainHandlesTouches(from: view)
  }

  /// Whether a responder from `view` up the chain is of a class that implements a touch method.
  static func chainHandlesTouches(from view: UIView) -> Bool {
    var responder: UIResponder? = view
    var depth = 0
    while let current = responder, depth < 256 {
      let type: AnyClass = Swift.type(of: current)
      if touchSelectors.contains(where: { SelectorTable.instancesRespond(type, to: $0) }) {
        return true
      }
      responder = current.next
      depth += 1
    }
    return false
  }

  /// The recognizers saw the finger land.
  func afterBegan() {
    guard !over else { return }
    if cancelledByRecognizer() {
      over = true
    } else if !heldByRecognizer() {
      deliverBegan()
    }
  }

  /// The recognizers saw the finger move.
  func afterMoved() {
    guard !over else { return }
    if cancelledByRecognizer() {
      cancel()
    } else if !began {
      guard !heldByRecognizer() else { return }
      deliverBegan()
      deliver(nil) { view.touchesMoved([touch], with: event) }
    } else {
      deliver(nil) { view.touchesMoved([touch], with: event) }
    }
  }

  /// The finger lifted and the recognizers are decided; `recognized` are those that recognized.
  func afterEnded(recognized: [UIGestureRecognizer]) {
    guard !over else { return }
    if recognized.contains(where: \.cancelsTouchesInView) {
      cancel()
      return
    }
    if !began { deliverBegan() }
    over = true
    deliver("ended") { view.touchesEnded([touch], with: event) }
    if records, movesFinger { simulator.geometry.isDragging = false }
  }

  private func deliverBegan() {
    began = true
    deliver("began") { view.touchesBegan([touch], with: event) }
    // The touch records write the finger; the recognizers' records then leave it be.
    if records, movesFinger { simulator.geometry.isDragging = true }
  }

  /// The view gets `touchesCancelled` if it saw the touch begin, and nothing more.
  private func cancel() {
    over = true
    guard began else { return }
    let phase = touch.phase
    touch.phase = .cancelled
    deliver("cancelled") { view.touchesCancelled([touch], with: event) }
    touch.phase = phase
    if records, movesFinger { simulator.geometry.isDragging = false }
  }

  /// Whether a recognizer that cancels the view's touches has recognized.
  private func cancelledByRecognizer() -> Bool {
    simulator.gestureArbiter.inPlay.contains {
      $0.cancelsTouchesInView && [.began, .changed, .ended].contains($0.currentState)
    }
  }

  /// Whether a recognizer that delays the touch's beginning is still deciding.
  private func heldByRecognizer() -> Bool {
    simulator.gestureArbiter.inPlay.contains {
      $0.delaysTouchesBegan && $0.currentState == .possible
    }
  }

  /// Calls the view's touch method for one phase: inside a `touch` record named `phase` when
  /// the phase is recorded, unless UIKit ignores the touch.
  private func deliver(_ phase: String?, _ body: () -> Void) {
    guard !simulator.isHalted else { return }
    guard records else {
      if !simulator.ignoresTouchesNow { body() }
      return
    }
    guard let phase else {
      if !ignored { body() }
      return
    }
    // The touch runs the developer's code (a view's or a view controller's override), so the
    // record names the app as its target and the calls that code makes name the app as caller.
    let seq = simulator.recordTouch(
      phase, on: view, target: nil, owner: ParticipantRegistry.appID, movesFinger: movesFinger)
    if !ignored, phase != "cancelled" { ignored = simulator.ignoresTouches(seq: seq) }
    guard !ignored else { return }
    simulator.recorder.inside(
      seq: seq, participant: ParticipantRegistry.appID, transition: nil, body)
  }
}
