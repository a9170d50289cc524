/// A record of the log's geometry channel: what code set on a view, an animation that changes
/// views over time, a change of an animation's pace, or where the finger is.
///
/// Geometry records carry no `seq`: they are not events. The diagram, the checker and `diff`
/// read events, so a log's geometry changes none of them, and a log without geometry (an app's
/// console, an older log) is as complete as ever for every other projection. Each record carries
/// its virtual time `t`, and its place in the file puts it after the event before it: what a
/// call set is written after the call's own record.
///
/// ```
/// {"type":"set","t":0,"view":"card","frame":[20,120,353,200],"backgroundColor":"#ff2d55ff"}
/// {"type":"animation","t":0.5,"animation":1,"cause":31,"duration":0.6,"curve":"easeInOut"}
/// {"type":"set","t":0.5,"view":"card","animation":1,"frame":[0,0,393,852],"from":{"frame":[20,120,353,200]}}
/// {"type":"timing","t":0.8,"animation":1,"offset":0.3,"rate":0}
/// {"type":"finger","t":1,"state":"moved","location":[196,500]}
/// ```
///
/// `docs/screen.md` describes the channel and how a screen is replayed from it.
public enum GeometryRecord: Sendable, Hashable {
  /// `"type":"set"`: properties of one view changed.
  case set(ViewSet)
  /// `"type":"animation"`: an animation began to change views.
  case animation(AnimationStart)
  /// `"type":"timing"`: an animation's pace changed, or it was taken off.
  case timing(AnimationTiming)
  /// `"type":"finger"`: the user's finger came down, moved or lifted.
  case finger(Finger)

  /// The virtual time of the record.
  public var time: VirtualTime {
    switch self {
    case .set(let set): return set.time
    case .animation(let start): return start.time
    case .timing(let timing): return timing.time
    case .finger(let finger): return finger.time
    }
  }
}

/// Properties of one view changed: `frame`, `alpha`, `transform`… set by code, by layout, or by
/// UIKit.
///
/// A set inside an animation names it and gives, in `from`, the value each animated property had
/// before: the view shows the old value moving to the new one as the animation plays, while its
/// model value (what code reads back) is the new one at once, as UIKit's are. A property set in
/// the same record without a `from` value (`isHidden`, `clipsToBounds`, which do not animate)
/// changes at once.
public struct ViewSet: Sendable, Hashable {
  public var time: VirtualTime
  /// The view's id, as `view` records name it.
  public var view: String
  /// The animation the change is part of, or nil for a change shown at once.
  public var animation: Int?
  /// The new values; a property left out did not change.
  public var values: ViewProperties
  /// For an animated change, the values the animated properties had before it.
  public var from: ViewProperties?

  public init(
    time: VirtualTime, view: String, animation: Int? = nil, values: ViewProperties,
    from: ViewProperties? = nil
  ) {
    self.time = time
    self.view = view
    self.animation = animation
    self.values = values
    self.from = from
  }
}

/// An animation began: `UIView.animate(…)`, a property animator's animations, or UIKit's own.
///
/// Its clock is the animation's own time, in seconds from its start: it waits `delay`, then
/// plays `duration` seconds along `curve`. The clock runs at `rate` (1 unless the animation
/// starts held, as a percent-driven interaction holds it) until a `timing` record changes it.
public struct AnimationStart: Sendable, Hashable {
  public var time: VirtualTime
  /// The animation's number, unique in the log.
  public var animation: Int
  /// The `seq` of the call inside which it began (`animate(withDuration:…)`,
  /// `startAnimation()`); its completion is the closure call whose `block` is that `seq`.
  public var cause: Int?
  public var duration: Double
  public var delay: Double
  public var curve: TimingCurve
  /// How fast its clock runs at first: 1, or 0 when held.
  public var rate: Double

  public init(
    time: VirtualTime, animation: Int, cause: Int? = nil, duration: Double, delay: Double = 0,
    curve: TimingCurve = .easeInOut, rate: Double = 1
  ) {
    self.time = time
    self.animation = animation
    self.cause = cause
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.rate = rate
  }
}

/// An animation's clock changed: paused (`rate` 0), scrubbed (a new `offset`), reversed (a
/// negative `rate`), sped up, given a new curve, or, with `removed`, taken off the views.
///
/// An animation also ends by itself when its clock runs past its end, or back past its start.
public struct AnimationTiming: Sendable, Hashable {
  public var time: VirtualTime
  public var animation: Int
  /// The animation's own time at `time`, in seconds from its start (delay included).
  public var offset: Double?
  /// Seconds of the animation's time per second of the clock: 1 plays, 0 holds, -1 plays back.
  public var rate: Double?
  /// The curve the rest of the animation follows, from where it is.
  public var curve: TimingCurve?
  /// The animation is taken off: the views show their model values.
  public var removed: Bool

  public init(
    time: VirtualTime, animation: Int, offset: Double? = nil, rate: Double? = nil,
    curve: TimingCurve? = nil, removed: Bool = false
  ) {
    self.time = time
    self.animation = animation
    self.offset = offset
    self.rate = rate
    self.curve = curve
    self.removed = removed
  }
}

/// Where the user's finger is, in window points, as a gesture or touch steps.
public struct Finger: Sendable, Hashable {
  /// How the finger moved, as `UITouch.Phase` names it.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    case began, moved, ended, cancelled
  }

  public var time: VirtualTime
  public var phase: Phase
  public var location: ScreenPoint

  public init(time: VirtualTime, phase: Phase, location: ScreenPoint) {
    self.time = time
    self.phase = phase
    self.location = location
  }

  /// Whether the finger is on the screen after this record.
  public var isDown: Bool { phase == .began || phase == .moved }
}
