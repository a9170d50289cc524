import Foundation

/// Mirrors the time conversions of a layer's media timing (`CAMediaTiming`).
///
/// Each layer keeps a local time of its own: its parent's time, less its `beginTime`, scaled by
/// its `speed`, plus its `timeOffset` (Apple's "Core Animation Programming Guide", "Customizing
/// the Timing of an Animation": "each layer has its own local time", and `convertTime(_:from:)`
/// converts between them). A view's layer's parent is its superview's layer, and the topmost
/// layer's parent time is `CACurrentMediaTime()`, which here reads the virtual clock. So the
/// guide's way of pausing a layer (`speed = 0`, `timeOffset` set to the layer's time) and of
/// resuming it (`beginTime` moved by the time paused) computes the same times as on iOS. The
/// animations Transit runs, though, keep to the clock at speed 1: a paused layer's animation is
/// not held back or scrubbed by these values.
extension CALayer {
  /// The layer whose time this layer's time is reckoned from: its superlayer, or for a view's
  /// layer, the superview's layer.
  private var timingParent: CALayer? {
    superlayer ?? owningView?.superview?.layer
  }

  /// This layer's local time for its parent's time `time`.
  private func localTime(fromParent time: CFTimeInterval) -> CFTimeInterval {
    (time - beginTime) * CFTimeInterval(speed) + timeOffset
  }

  /// The parent's time for this layer's local time `time`; a stopped layer (`speed` 0) holds
  /// one local time for every parent time, so its `beginTime` stands for them.
  private func parentTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
    speed == 0 ? beginTime : (time - timeOffset) / CFTimeInterval(speed) + beginTime
  }

  /// The global time (the time of the topmost layer's parent) for this layer's local `time`.
  private func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
    var time = time
    var layer: CALayer? = self
    while let current = layer {
      time = current.parentTime(fromLocal: time)
      layer = current.timingParent
    }
    return time
  }

  /// This layer's local time for a global `time`.
  private func localTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let current = layer {
      chain.append(current)
      layer = current.timingParent
    }
    return chain.reversed().reduce(time) { $1.localTime(fromParent: $0) }
  }

  /// Mirrors `convertTime(_:from:)`: `t` in `l`'s time (the global time when `l` is nil), in
  /// this layer's time.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(fromGlobal: l.map { $0.globalTime(fromLocal: t) } ?? t)
  }

  /// Mirrors `convertTime(_:to:)`: `t` in this layer's time, in `l`'s time (the global time
  /// when `l` is nil).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let global = globalTime(fromLocal: t)
    return l.map { $0.localTime(fromGlobal: global) } ?? global
  }
}
