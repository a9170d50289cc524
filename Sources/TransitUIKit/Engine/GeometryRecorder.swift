import Foundation
import TransitTrace

/// Writes the log's geometry channel (`docs/screen.md`): every change to a logged view's
/// geometry and look, the animations that change them, their clocks, and the finger.
///
/// A view joins the channel the first time a `view` record names it, with one `set` of every
/// property that differs from UIKit's defaults; from then on, each setter that changes it
/// writes what changed. A change made inside an animation (a block animation's closure, a
/// property animator's animations, UIKit's alongside animations) names the animation and gives
/// the values it animates from. Whatever sets a view, the app, UIKit or another part of the
/// engine, goes through the setters, so it is all recorded.
///
/// It also replays what it wrote (`ScreenGeometry`), so that a property animator stopped where it
/// stands can take the values the screen shows then, as UIKit does.
@preconcurrency @MainActor
final class GeometryRecorder {
  private let recorder: Recorder
  private let clock: () -> VirtualTime
  private var nextAnimation = 1
  /// The animations whose closures run now, innermost last; nil while animation is turned off
  /// (`UIView.performWithoutAnimation(_:)`).
  private var contexts: [RecordedAnimation?] = []
  /// What the log shows, replayed.
  private(set) var screen = ScreenGeometry()

  init(recorder: Recorder, clock: @escaping () -> VirtualTime) {
    self.recorder = recorder
    self.clock = clock
  }

  // MARK: Views

  /// Starts recording `view` if the log has not yet: one set of what differs from UIKit's
  /// defaults.
  func join(_ view: UIView, id: String) {
    guard view.loggedGeometry == nil, !recorder.isHalted else { return }
    let current = view.geometryProperties
    view.loggedGeometry = current
    let values = ViewProperties.changes(from: UIView.defaultGeometry, to: current)
    guard !values.isEmpty else { return }
    write(.set(ViewSet(time: clock(), view: id, values: values)))
  }

  /// Writes what changed on `view` since the log last heard of it.
  func record(_ view: UIView, id: String) {
    guard let previous = view.loggedGeometry, !recorder.isHalted else { return }
    let current = view.geometryProperties
    guard current != previous else { return }
    view.loggedGeometry = current
    let values = ViewProperties.changes(from: previous, to: current)
    guard let animation = contexts.last ?? nil, animation.animates,
      let from = ViewProperties.animatable(of: values, from: previous)
    else {
      write(.set(ViewSet(time: clock(), view: id, values: values)))
      return
    }
    writeStart(of: animation)
    write(
      .set(ViewSet(time: clock(), view: id, animation: animation.id, values: values, from: from)))
    animation.noteMove(of: view, id: id, from: from, to: ViewProperties.animatable(of: values))
  }

  // MARK: Animations

  /// A new animation, not yet in the log.
  func makeAnimation(
    duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve, cause: Int?,
    rate: Double = 1
  ) -> RecordedAnimation {
    defer { nextAnimation += 1 }
    return RecordedAnimation(
      id: nextAnimation, duration: duration, delay: delay, curve: curve, cause: cause,
      initialRate: rate)
  }

  /// Runs `body` with the changes it makes animated by `animation` (nil: not animated).
  func within<R>(_ animation: RecordedAnimation?, _ body: () -> R) -> R {
    contexts.append(animation)
    defer { contexts.removeLast() }
    return body()
  }

  /// The animation whose closures run now, if any.
  var currentAnimation: RecordedAnimation? { contexts.last ?? nil }

  /// Tells the log the animation's clock: at its own time `offset`, running at `rate`, along
  /// `curve`. Nothing is written for an animation that moved nothing, or for a clock the log
  /// already has.
  func setClock(of animation: RecordedAnimation, offset: Double, rate: Double, curve: TimingCurve) {
    guard animation.isWritten, !animation.isRemoved else { return }
    let lastCurve = animation.lastTiming?.curve ?? animation.curve
    if let last = animation.lastTiming, last.rate == rate, lastCurve == curve,
      abs(expectedOffset(animation) - offset) < 1e-5
    {
      return
    }
    animation.lastTiming = (offset, rate, curve)
    animation.lastTimingTime = clock()
    write(
      .timing(
        AnimationTiming(
          time: clock(), animation: animation.id, offset: offset, rate: rate,
          curve: curve != lastCurve ? curve : nil)))
  }

  /// The offset the log's clock of `animation` gives now.
  private func expectedOffset(_ animation: RecordedAnimation) -> Double {
    guard let last = animation.lastTiming else { return 0 }
    return last.offset + last.rate * clock().seconds(since: animation.lastTimingTime)
  }

  /// Takes the animation off the views: they show their model values.
  func remove(_ animation: RecordedAnimation) {
    guard animation.isWritten, !animation.isRemoved else { return }
    animation.isRemoved = true
    // One that ran to either end is off already.
    guard let running = screen.clock(animation.id), !running.hasEnded(by: clock()) else { return }
    write(.timing(AnimationTiming(time: clock(), animation: animation.id, removed: true)))
  }

  /// How `view` looks now on the log's screen.
  func appearance(of id: String) -> ViewAppearance {
    screen.appearance(of: id, at: clock())
  }

  private func writeStart(of animation: RecordedAnimation) {
    guard !animation.isWritten else { return }
    animation.isWritten = true
    animation.lastTiming = (0, animation.initialRate, animation.curve)
    animation.lastTimingTime = clock()
    write(
      .animation(
        AnimationStart(
          time: clock(), animation: animation.id, cause: animation.cause,
          duration: animation.duration, delay: animation.delay, curve: animation.curve,
          rate: animation.initialRate)))
  }

  // MARK: The finger

  /// Where the finger is, in window points, as the gesture being played moves it.
  var fingerLocation = CGPoint.zero
  /// Where the next gesture's finger comes down, when the scenario named a point rather than a
  /// view (`Simulator.tap(at:)`, `pan(at:translation:)`).
  var nextFingerStart: CGPoint?

  /// Puts the finger down at the centre of `view`, or where the scenario asked.
  func placeFinger(on view: UIView) {
    fingerLocation =
      nextFingerStart ?? view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    nextFingerStart = nil
  }

  /// Writes where the finger is, in window points.
  func finger(_ phase: Finger.Phase) {
    guard !recorder.isHalted else { return }
    let location = ScreenPoint(x: Double(fingerLocation.x), y: Double(fingerLocation.y))
    write(.finger(Finger(time: clock(), phase: phase, location: location)))
  }

  /// True while a drag holds the finger down: the drag wrote where it landed and writes where
  /// it lifts, so the gestures it makes only move it.
  var isDragging = false

  /// Writes the finger of a gesture record just written: a tap comes down and lifts at once.
  func finger(of gesture: Gesture) {
    if isDragging {
      if gesture.state == "began" || gesture.state == "changed" { finger(.moved) }
      return
    }
    switch gesture.state {
    case "began": finger(.began)
    case "changed": finger(.moved)
    case "cancelled", "failed": finger(.cancelled)
    case "ended":
      if gesture.kind != "pan" { finger(.began) }
      finger(.ended)
    default: break
    }
  }

  private func write(_ record: GeometryRecord) {
    screen.apply(record)
    recorder.record(geometry: record)
  }
}
