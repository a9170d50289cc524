import Foundation
import TransitTrace

/// A view that tracks touches itself, as UIKit's controls, table views and collection views do
/// in `touchesBegan(_:with:)` and `touchesEnded(_:with:)`, rather than through a gesture
/// recognizer.
@preconcurrency @MainActor
protocol TouchTracking: AnyObject {
  /// How long UIKit holds the touch-down back from this view; a scroll view with
  /// `delaysContentTouches` waits to tell a tap from a scroll.
  var touchDelay: TimeInterval { get }
  /// Whether a finger on `view` (this view or one inside it) is this view's to track.
  func tracksTouch(on view: UIView) -> Bool
  /// The object whose code the lifted finger runs, named as the touch's target; nil for UIKit.
  func touchTarget(on view: UIView) -> AnyObject?
  /// `touchesBegan(_:with:)`: the finger came down on `view`.
  func touchBegan(on view: UIView)
  /// `touchesEnded(_:with:)`: the finger lifted, still on `view`.
  func touchEnded(on view: UIView)
}

/// A view whose touch may run a `UIAction` rather than a target's action.
@preconcurrency @MainActor
protocol ActionOwning {
  /// Whose code the `UIAction` a lifted finger runs is, when no target-action comes first.
  var touchActionOwner: String? { get }
}

// Touches on views that track them (a button, a table or collection view cell). Each phase is
// a `gesture` record of kind `touch`, on its own run-loop turn, and what the view does runs
// inside it, so the calls it makes name the touch as their cause.
extension Simulator {
  /// How long a scroll view holds a touch back from its content when `delaysContentTouches` is
  /// true. The documentation says only that it waits "until it can determine if scrolling is
  /// the intent"; no source gives the figure, so Transit chooses 0.15 s and says so in a note
  /// when the delay shapes a run.
  public static let contentTouchDelay: TimeInterval = 0.15

  /// Puts a finger on `view`, holds it there for `duration` seconds, and lifts it.
  ///
  /// The view that tracks the touch is `view` or the nearest view around it that tracks touches
  /// (a button, a table or collection view); it gets the touch through `view`'s touch methods,
  /// which UIResponder forwards up the responder chain, so a subclass's override sees it first. A scroll view that delays content touches sees the
  /// touch-down `Simulator.contentTouchDelay` seconds after the finger lands, or, when the
  /// finger lifts sooner, right before the touch-up (UIScrollView `delaysContentTouches`).
  public func touch(_ view: UIView, holding duration: TimeInterval = 0.1) {
    guard !isHalted else { return }
    finishScriptTurn()
    guard let tracker = touchTracker(for: view) else {
      preconditionFailure("\(viewID(view)) is in no view that tracks touches")
    }
    let start = runLoop.now
    let duration = max(0, duration)
    let delay = tracker.touchDelay
    geometry.placeFinger(on: view)
    // The finger reaches the tracker as on a device: each phase through the application's
    // and the window's `sendEvent(_:)` (`send(_:_:)`), then the touch methods of the view it
    // landed on, which forward up the responder chain to the control or list (`UIResponder`).
    let touch = UITouch(
      at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), view: view,
      window: eventWindow)
    let touches: Set<UITouch> = [touch]
    let event = UIEvent(touches: [touch])
    var downSeq: Int?
    // Whether the window delivered the touch-down, which a `sendEvent(_:)` may swallow.
    var landed = false
    var delivered = false
    var ignored = false
    runLoop.schedule(at: start) { [unowned self] in
      send(event) { [unowned self] in
        landed = true
        let seq = recordTouch("began", on: view, target: nil)
        downSeq = seq
        ignored = ignoresTouches(seq: seq)
        guard delay == 0, !ignored else { return }
        delivered = true
        inside(downSeq) { view.touchesBegan(touches, with: event) }
      }
    }
    if delay > 0, delay < duration {
      // The scroll view holds back the touch-down the window delivered; no new event comes.
      runLoop.schedule(at: start + delay) { [unowned self] in
        guard landed, !ignored else { return }
        noteContentTouchDelay(delivery: "\(JSONNumber.format(delay)) s after the finger landed")
        delivered = true
        inside(downSeq) { view.touchesBegan(touches, with: event) }
      }
    }
    runLoop.schedule(at: start + duration) { [unowned self] in
      touch.phase = .ended
      send(event) { [unowned self] in
        let target = ignored ? nil : tracker.touchTarget(on: view)
        let owner =
          ignored || target != nil ? nil : (tracker as? any ActionOwning)?.touchActionOwner
        let upSeq = recordTouch("ended", on: view, target: target, owner: owner)
        // A touch UIKit ignored as it began stays ignored; one that began before a transition
        // started is ignored from the moment the transition runs.
        guard !ignored, !ignoresTouches(seq: upSeq) else { return }
        inside(upSeq) {
          if !delivered {
            if delay > 0 { noteContentTouchDelay(delivery: "when the finger lifted") }
            touch.phase = .began
            view.touchesBegan(touches, with: event)
            touch.phase = .ended
          }
          view.touchesEnded(touches, with: event)
        }
      }
    }
    runLoop.run(until: start + duration)
  }

  func touchTracker(for view: UIView) -> (any TouchTracking)? {
    var candidate: UIView? = view
    while let current = candidate {
      if let tracker = current as? any TouchTracking, tracker.tracksTouch(on: view) {
        return tracker
      }
      candidate = current.superview
    }
    return nil
  }

  /// A touch record naming `target`, else `owner` (the participant whose `UIAction` the touch
  /// runs), else UIKit, as whose code the touch runs.
  /// `movesFinger` is false where the finger's own records are written by the drag that moves
  /// it (`drag(_:touch:translation:duration:steps:viewTouches:)`).
  func recordTouch(
    _ state: String, on view: UIView, target: AnyObject?, owner: String? = nil,
    movesFinger: Bool = true
  ) -> Int {
    let targetID = target.map { participantID($0) } ?? owner ?? ParticipantRegistry.uikitID
    let touch = Gesture(kind: "touch", state: state, view: viewID(view), target: targetID)
    let seq = recorder.record(.gesture(touch), transition: .some(nil), cause: .some(nil))
    if movesFinger { geometry.finger(state == "began" ? .began : .ended) }
    return seq
  }

  /// Runs `body` inside the touch record `seq`, as UIKit's touch handling (which then calls the
  /// list's delegate, or a control's targets).
  private func inside(_ seq: Int?, _ body: () -> Void) {
    guard !isHalted else { return }
    recorder.inside(seq: seq, participant: ParticipantRegistry.uikitID, transition: nil, body)
  }

  private func noteContentTouchDelay(delivery: String) {
    let diagnostic = Diagnostic(
      participant: ParticipantRegistry.uikitID, code: "content-touch-delay-unverified",
      message:
        "A scroll view with delaysContentTouches holds a touch-down back until it can tell a tap "
        + "from a scroll; no source gives how long. Transit delivers it after "
        + "\(JSONNumber.format(Self.contentTouchDelay)) s, here \(delivery).")
    recorder.record(.note(diagnostic))
  }
}
