/// An animation's clock, as its `animation` record starts it and its `timing` records change it:
/// at any moment, how far through its curve the animation is, or that it no longer runs.
///
/// The clock is the animation's own time, in seconds from its start: a run of segments, each
/// from a moment of the virtual clock at an offset and a rate. The animation waits its delay,
/// then plays its duration; its fraction is how much of the duration has played (0 to 1), and
/// its progress the curve at that fraction. It ends when its clock runs past the end at a
/// positive rate or back to its start at a negative one, or when a record removes it, as Core
/// Animation removes a finished animation.
///
/// A segment that brings a new curve takes it up from where the animation stands: the new curve
/// is scaled to run from that progress to 1 ahead and to 0 behind, so the views do not jump, as a
/// property animator continued with new timing parameters does not.
public struct AnimationClock: Sendable, Hashable {
  /// One stretch of constant pace.
  public struct Segment: Sendable, Hashable {
    /// When the stretch begins, on the virtual clock.
    public var start: VirtualTime
    /// The animation's own time at `start`, in seconds.
    public var offset: Double
    /// Seconds of the animation's time per second of the virtual clock.
    public var rate: Double
    public var curve: TimingCurve
    /// The fraction the curve was taken up at, or nil for a curve that runs from the start.
    public var anchorFraction: Double?
    /// The progress the animation had there.
    public var anchorProgress: Double
  }

  public let duration: Double
  public let delay: Double
  public private(set) var segments: [Segment]
  /// When a record took the animation off, if one did.
  public private(set) var removedAt: VirtualTime?

  public init(_ start: AnimationStart) {
    duration = max(0, start.duration.isFinite ? start.duration : 0)
    delay = max(0, start.delay.isFinite ? start.delay : 0)
    segments = [
      Segment(
        start: start.time, offset: 0, rate: start.rate.isFinite ? start.rate : 1,
        curve: start.curve, anchorFraction: nil, anchorProgress: 0)
    ]
  }

  /// Applies a change of pace, curve or a removal.
  public mutating func apply(_ timing: AnimationTiming) {
    if timing.removed {
      if removedAt == nil { removedAt = timing.time }
      return
    }
    guard let last = segments.last else { return }
    let offset = timing.offset.flatMap { $0.isFinite ? $0 : nil } ?? self.offset(at: timing.time)
    var next = Segment(
      start: timing.time, offset: offset,
      rate: timing.rate.flatMap { $0.isFinite ? $0 : nil }
        ?? last.rate,
      curve: last.curve, anchorFraction: last.anchorFraction, anchorProgress: last.anchorProgress)
    if let curve = timing.curve {
      let fraction = self.fraction(ofOffset: offset)
      next.anchorProgress = mapped(fraction, in: last)
      next.anchorFraction = fraction
      next.curve = curve
    }
    // Segments stay in time order: a record dated earlier than the last counts from the last.
    if next.start < last.start { next.start = last.start }
    if next.start == last.start {
      segments[segments.count - 1] = next
    } else {
      segments.append(next)
    }
  }

  /// The segment in force at `time`, or nil before the animation began.
  func segment(at time: VirtualTime) -> Segment? {
    var chosen: Segment?
    for segment in segments.reversed() where segment.start <= time {
      chosen = segment
      break
    }
    return chosen
  }

  /// The animation's own time at `time`.
  public func offset(at time: VirtualTime) -> Double {
    guard let segment = segment(at: time) ?? segments.first else { return 0 }
    return segment.offset + segment.rate * max(0, time.seconds(since: segment.start))
  }

  /// The fraction of the duration played at an offset of the animation's own time.
  func fraction(ofOffset offset: Double) -> Double {
    guard duration > 0 else { return offset >= delay ? 1 : 0 }
    return min(max((offset - delay) / duration, 0), 1)
  }

  /// Whether the animation still changes the views at `time`: begun, not removed, and not run
  /// past either end.
  public func isRunning(at time: VirtualTime) -> Bool {
    if let removedAt, removedAt <= time { return false }
    guard let segment = segment(at: time) else { return false }
    let offset = segment.offset + segment.rate * time.seconds(since: segment.start)
    if segment.rate > 0 && offset >= delay + duration { return false }
    if segment.rate < 0 && offset <= 0 { return false }
    return true
  }

  /// Whether the animation is playing at `time`: running, and its clock not held.
  public func isMoving(at time: VirtualTime) -> Bool {
    isRunning(at: time) && (segment(at: time)?.rate ?? 0) != 0
  }

  /// Whether the animation will never change the views again after `time`, whatever the
  /// records that may follow: removed, or run past its end.
  public func hasEnded(by time: VirtualTime) -> Bool {
    if let removedAt, removedAt <= time { return true }
    guard let last = segments.last, last.start <= time else { return false }
    return !isRunning(at: time) && last.rate != 0
  }

  /// The animation's progress at `time` (0 at its start, 1 at its end, a spring overshooting
  /// between), or nil when it does not run then.
  public func progress(at time: VirtualTime) -> Double? {
    guard isRunning(at: time), let segment = segment(at: time) else { return nil }
    let offset = segment.offset + segment.rate * time.seconds(since: segment.start)
    return mapped(fraction(ofOffset: offset), in: segment)
  }

  /// The progress at `fraction` under the segment's curve, taken up at its anchor.
  func mapped(_ fraction: Double, in segment: Segment) -> Double {
    let curve = { (x: Double) in segment.curve.progress(at: x, duration: duration) }
    guard let anchor = segment.anchorFraction else { return curve(fraction) }
    return Self.anchored(
      fraction, anchor: anchor, progress: segment.anchorProgress, curve: curve(anchor),
      value: curve(fraction))
  }

  /// The curve's `value` at `fraction`, scaled so that it passes through `progress` at `anchor`
  /// (where the curve itself gives `curve`), and through 0 and 1 at the ends.
  static func anchored(
    _ fraction: Double, anchor: Double, progress: Double, curve: Double, value: Double
  ) -> Double {
    let epsilon = 1e-9
    if fraction >= anchor {
      if abs(1 - curve) > epsilon {
        return progress + (1 - progress) * (value - curve) / (1 - curve)
      }
      if 1 - anchor > epsilon {
        return progress + (1 - progress) * (fraction - anchor) / (1 - anchor)
      }
      return 1
    }
    if abs(curve) > epsilon { return progress * value / curve }
    return anchor > epsilon ? progress * fraction / anchor : 0
  }
}
