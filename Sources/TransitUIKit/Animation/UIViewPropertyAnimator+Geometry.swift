import Foundation
import TransitTrace

// The property animator's animations as the geometry channel records them: one animation for
// the closures it runs when it starts, one more for each closure added while it runs (which
// plays over what is left of the duration, Apple's `addAnimations(_:)`), and every change of
// its clock. Where it ends or is stopped, its views take the values UIKit gives them
// (`UIViewAnimatingPosition`: the values before the animations at `.start`, those the closures
// set at `.end`).
extension UIViewPropertyAnimator {
  /// An animation recorded for the animator, and the fraction of the animator's duration it
  /// began at.
  struct RecordedPart {
    let animation: RecordedAnimation
    let joinedAt: CGFloat
  }

  /// A new recorded animation on this animator's clock, from its current fraction on.
  func makeRecordedAnimation(rate: Double? = nil) -> RecordedAnimation? {
    guard let simulator else { return nil }
    let joinedAt = currentFraction
    // Starting to run, it follows its own curve at once.
    let curve = (rate ?? 0) != 0 ? TimingCurve(timingParameters) : geometryCurve
    let animation = simulator.geometry.makeAnimation(
      duration: duration * Double(1 - joinedAt), curve: curve,
      cause: simulator.recorder.currentCause, rate: rate ?? geometryRate)
    recordedParts.append(RecordedPart(animation: animation, joinedAt: joinedAt))
    return animation
  }

  /// The animation a transition's alongside animations join: one more on this clock, while the
  /// animator is active.
  func joiningAnimation() -> RecordedAnimation? {
    guard state == .active else { return nil }
    return makeRecordedAnimation()
  }

  /// Seconds of animation time per second while it runs, or 0 while it waits.
  var geometryRate: Double {
    guard isRunning, secondsPerLength > 0 else { return 0 }
    return (reversed ? -1 : 1) * duration / secondsPerLength
  }

  /// The curve its animations follow now: its timing parameters, or a straight line while it is
  /// paused and scrubbed, as `scrubsLinearly` says (Apple, UIViewPropertyAnimator
  /// `scrubsLinearly`).
  var geometryCurve: TimingCurve {
    if scrubsLinearly, state == .active, !isRunning { return .linear }
    return TimingCurve(timingParameters)
  }

  /// Tells the log the clock of each of its animations.
  func syncGeometry() {
    guard let geometry = simulator?.geometry else { return }
    let fraction = currentFraction
    let rate = geometryRate
    let curve = geometryCurve
    for part in recordedParts {
      let offset = Double(fraction - part.joinedAt) * duration
      geometry.setClock(of: part.animation, offset: offset, rate: rate, curve: curve)
    }
  }

  /// Ends its recorded animations with the views at `position`: the values before the
  /// animations, those after, or those on screen now.
  ///
  /// With `keepingParts`, the animations stay known after they are taken off, for the
  /// `finishAnimation(at:)` that follows `stopAnimation(false)`.
  func settleGeometry(at position: UIViewAnimatingPosition, keepingParts: Bool = false) {
    guard let geometry = simulator?.geometry else {
      recordedParts.removeAll()
      return
    }
    let parts = recordedParts
    if !keepingParts { recordedParts.removeAll() }
    var settled: [(UIView, ViewProperties)] = []
    for part in parts {
      for moved in part.animation.moved {
        guard let view = moved.view else { continue }
        switch position {
        case .start: settled.append((view, moved.from))
        case .end: settled.append((view, moved.to))
        case .current:
          let shown = geometry.appearance(of: moved.id).properties
          settled.append((view, Self.restricted(shown, to: moved.to)))
        }
      }
    }
    for part in parts { geometry.remove(part.animation) }
    geometry.within(nil) {
      for (view, values) in settled { view.apply(values) }
    }
  }

  /// The properties of `values` that `keys` gives.
  static func restricted(_ values: ViewProperties, to keys: ViewProperties) -> ViewProperties {
    var result = ViewProperties()
    if keys.frame != nil { result.frame = values.frame }
    if keys.bounds != nil { result.bounds = values.bounds }
    if keys.center != nil { result.center = values.center }
    if keys.alpha != nil { result.alpha = values.alpha }
    if keys.transform != nil { result.transform = values.transform }
    if keys.cornerRadius != nil { result.cornerRadius = values.cornerRadius }
    if keys.backgroundColor != nil { result.backgroundColor = values.backgroundColor }
    return result
  }
}
