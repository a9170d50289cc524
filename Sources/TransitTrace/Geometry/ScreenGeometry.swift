/// Folds a log's geometry records into how each view looks at any moment: its model values,
/// and the animations running on them.
///
/// An animated change adds to the view, for each channel it moves, the difference between the
/// old value and the new one, scaled by what is left of the animation (1 minus its progress):
/// the view shows the old value at the animation's start and the model value at its end. Two
/// animations of one property add up, so a second animation that starts while the first runs
/// carries the view on from where it is, as UIKit's additive animations have since iOS 8 (Apple,
/// WWDC 2014 session 236, "Building Interruptible and Responsive Interactions").
///
/// The fold moves forward: `appearance(of:at:)` answers for moments at or after the last record
/// applied, and an animation that has ended is forgotten.
///
///     var geometry = ScreenGeometry()
///     for case .geometry(let record) in records { geometry.apply(record) }
///     let card = geometry.appearance(of: "card", at: geometry.time)
public struct ScreenGeometry: Sendable {
  /// An animation's share of one channel of one view.
  struct Contribution: Sendable, Hashable {
    var animation: Int
    var channel: Int
    /// The old value less the new: what the view still lacks at the animation's start.
    var delta: Double
  }

  /// A view's model values and the animations on them.
  struct ViewModel: Sendable {
    var channels = GeometryChannel.defaults
    var isHidden = false
    var clipsToBounds = false
    var contributions: [Contribution] = []
  }

  private var views: [String: ViewModel] = [:]
  private var clocks: [Int: AnimationClock] = [:]
  /// The finger's last record, if any.
  public private(set) var finger: Finger?
  /// The time of the last record applied.
  public private(set) var time = VirtualTime.zero

  public init() {}

  /// Whether any record has set `view`.
  public func hasSet(_ view: String) -> Bool { views[view] != nil }

  /// Whether some animation is playing at `time`, its clock not held.
  public func hasMovingAnimation(at time: VirtualTime) -> Bool {
    clocks.values.contains { $0.isMoving(at: time) }
  }

  /// The clock of the animation numbered `animation`, while it may still run.
  public func clock(_ animation: Int) -> AnimationClock? { clocks[animation] }

  /// Applies one record.
  public mutating func apply(_ record: GeometryRecord) {
    if record.time > time { time = record.time }
    switch record {
    case .set(let set):
      apply(set)
    case .animation(let start):
      clocks[start.animation] = AnimationClock(start)
    case .timing(let timing):
      clocks[timing.animation]?.apply(timing)
      if timing.removed { forget(timing.animation) }
    case .finger(let finger):
      self.finger = finger
    }
    pruneEnded()
  }

  private mutating func apply(_ set: ViewSet) {
    var model = views[set.view] ?? ViewModel()
    let assigned = GeometryChannel.assignments(of: set.values)
    if let animation = set.animation, let from = set.from, clocks[animation] != nil {
      var old: [Int: Double] = [:]
      for (channel, value) in GeometryChannel.assignments(of: from) {
        old[channel.rawValue] = value
      }
      // An angle moves the short way round, as the decomposed rotation it stands for does.
      for (channel, value) in assigned {
        guard let previous = old[channel.rawValue] else { continue }
        var delta = previous - value
        if channel == .rotation { delta = Self.shortestTurn(delta) }
        if delta != 0 {
          model.contributions.append(
            Contribution(animation: animation, channel: channel.rawValue, delta: delta))
        }
      }
    }
    for (channel, value) in assigned { model.channels[channel.rawValue] = value }
    if let hidden = set.values.isHidden { model.isHidden = hidden }
    if let clips = set.values.clipsToBounds { model.clipsToBounds = clips }
    views[set.view] = model
  }

  /// `angle` brought within half a turn either way.
  public static func shortestTurn(_ angle: Double) -> Double {
    let turn = 2 * Double.pi
    var value = angle.truncatingRemainder(dividingBy: turn)
    if value > Double.pi { value -= turn }
    if value < -Double.pi { value += turn }
    return value
  }

  /// How `view` looks at `time`: its model values with the animations running then applied;
  /// UIKit's defaults for a view no record has set.
  public func appearance(of view: String, at time: VirtualTime) -> ViewAppearance {
    guard let model = views[view] else {
      return ViewAppearance(
        channels: GeometryChannel.defaults, isHidden: false, clipsToBounds: false)
    }
    var channels = model.channels
    var progress: [Int: Double?] = [:]
    for contribution in model.contributions {
      let value: Double?
      if let known = progress[contribution.animation] {
        value = known
      } else {
        value = clocks[contribution.animation]?.progress(at: time)
        progress[contribution.animation] = .some(value)
      }
      guard let value else { continue }
      channels[contribution.channel] += contribution.delta * (1 - value)
    }
    return ViewAppearance(
      channels: channels, isHidden: model.isHidden, clipsToBounds: model.clipsToBounds)
  }

  /// The model values of `view`: what code reads back, every animation aside.
  public func model(of view: String) -> ViewAppearance {
    let model = views[view] ?? ViewModel()
    return ViewAppearance(
      channels: model.channels, isHidden: model.isHidden, clipsToBounds: model.clipsToBounds)
  }

  /// The views an animation moves, in the order it first moved them.
  public func views(movedBy animation: Int) -> [String] {
    views.filter { $0.value.contributions.contains { $0.animation == animation } }.keys.sorted()
  }

  /// Forgets animations that can no longer change anything.
  private mutating func pruneEnded() {
    let ended = clocks.filter { $0.value.hasEnded(by: time) }.map(\.key)
    for animation in ended { forget(animation) }
  }

  private mutating func forget(_ animation: Int) {
    clocks[animation] = nil
    for (id, var model) in views
    where model.contributions.contains(where: { $0.animation == animation }) {
      model.contributions.removeAll { $0.animation == animation }
      views[id] = model
    }
  }
}
