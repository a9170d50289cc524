import Foundation
import TransitTrace

/// Mirrors `CADisplayLink`: a timer that calls its target at the screen's refresh, on the
/// virtual clock.
///
/// The screen refreshes 60 times a second (an iPhone without ProMotion; `UIScreen`'s
/// `maximumFramesPerSecond`), frame `k` at `k / 60` s of virtual time. Once added to a run loop,
/// the link sends its message at every frame (or every few, for a lower preferred rate), each
/// in a run-loop turn of its own, with `timestamp` the frame's time and `targetTimestamp` the
/// next callback's, until it is paused, removed from its modes or invalidated. What Apple's
/// pages say and Transit does:
/// - `init(target:selector:)`: "The newly constructed display link retains the target."
/// - `add(to:forMode:)`: "The run loop retains the display link."
/// - `invalidate()`: removes the link from all run loop modes, so the run loop lets it go, and
///   "the display link also releases the target". Removing it from its last mode
///   (`remove(from:forMode:)`) lets the run loop let go of it, but not of the target.
/// - `isPaused`: a paused link sends nothing until it is resumed.
/// - `preferredFramesPerSecond` (0, the default, is the screen's rate) and
///   `preferredFrameRateRange`: the rate is rounded to a whole number of frames between calls.
///
/// The main run loop runs in its default mode and, while a control or a scroll view tracks a
/// touch, in `.tracking`; `.common` stands for both. A link added only in another mode (a name
/// the app made, such as the empty one a blur view's link takes while it is not tracking) never
/// fires, as the run loop never runs in that mode (Threading Programming Guide, "Run Loop
/// Modes"; `apple-run-loop-modes` in docs/sources.md). The virtual run loop does not tell
/// tracking apart, so a link in the default mode fires while a scroll view is tracking too.
/// Frames alone do not keep the run loop from going idle: a link left running fires while
/// something else is pending (an animation, a transition in flight), as a repeating timer does.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
  /// The screen's refresh rate, frames per second.
  nonisolated static let screenRate = 60

  /// The target, held until `invalidate()`, and the message sent to it.
  private var target: AnyObject?
  private let selector: Selector
  /// The run loop modes the link was added in; none means the run loop does not hold it.
  private var modes: Set<RunLoop.Mode> = []
  /// The modes the main run loop runs in, or that stand for them.
  nonisolated private static let mainRunLoopModes: Set<RunLoop.Mode> = [
    .default, .common, .tracking,
  ]
  /// The run-loop timer of the next callback, while one is scheduled.
  private var pendingFrame: Int?

  /// Mirrors `timestamp`: the time of the frame the last callback was for, in
  /// `CACurrentMediaTime()`'s seconds; 0 before the first.
  public private(set) var timestamp: CFTimeInterval = 0

  /// Mirrors `targetTimestamp`: when the frame after the last callback's is shown.
  public private(set) var targetTimestamp: CFTimeInterval = 0

  /// Mirrors `duration`: the time between the screen's refreshes.
  public var duration: CFTimeInterval { 1 / CFTimeInterval(Self.screenRate) }

  /// Mirrors `isPaused`: while true, the target is not called.
  public var isPaused = false {
    didSet {
      guard isPaused != oldValue else { return }
      if isPaused { cancelFrame() } else { scheduleFrame() }
    }
  }

  /// Mirrors `preferredFramesPerSecond`: 0 for the screen's own rate.
  public var preferredFramesPerSecond = 0 { didSet { rescheduleFrame() } }

  /// Mirrors the deprecated `frameInterval`: how many frames pass between calls, 1 or more.
  public var frameInterval: Int {
    get { framesPerCall }
    set { preferredFramesPerSecond = Self.screenRate / max(1, newValue) }
  }

  /// Mirrors `preferredFrameRateRange` (iOS 15): its preferred rate, or else its maximum, is
  /// the rate asked for.
  public var preferredFrameRateRange = CAFrameRateRange.default {
    didSet {
      let rate = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum
      preferredFramesPerSecond = rate > 0 ? Int(rate.rounded()) : 0
    }
  }

  /// Mirrors `init(target:selector:)`: the selector is sent with the link as its argument.
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
    super.init()
  }

  /// Mirrors `add(to:forMode:)`: the run loop holds the link and calls it from the next frame.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard target != nil else { return }
    modes.insert(mode)
    scheduleFrame()
  }

  /// Mirrors `remove(from:forMode:)`: out of its last mode, the run loop lets go of the link.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.remove(mode)
    if modes.isEmpty { cancelFrame() }
  }

  /// Mirrors `invalidate()`: out of every mode, and the target let go.
  public func invalidate() {
    modes.removeAll()
    cancelFrame()
    target = nil
  }

  /// How many of the screen's frames pass between two calls.
  private var framesPerCall: Int {
    guard preferredFramesPerSecond > 0, preferredFramesPerSecond < Self.screenRate else {
      return 1
    }
    let frames = (Double(Self.screenRate) / Double(preferredFramesPerSecond)).rounded()
    return max(1, Int(frames))
  }

  /// The time of the screen's frame `index`.
  static func frameTime(_ index: Int64) -> VirtualTime {
    VirtualTime(microseconds: (index * 1_000_000 + Int64(screenRate / 2)) / Int64(screenRate))
  }

  /// The index of the first frame after `time`.
  static func frame(after time: VirtualTime) -> Int64 {
    var index = time.microseconds * Int64(screenRate) / 1_000_000
    while frameTime(index) <= time { index += 1 }
    return index
  }

  private func rescheduleFrame() {
    guard pendingFrame != nil else { return }
    cancelFrame()
    scheduleFrame()
  }

  private func cancelFrame() {
    guard let pendingFrame else { return }
    EngineContext.current?.runLoop.cancel(pendingFrame)
    self.pendingFrame = nil
  }

  /// Schedules the next callback, at the frame `index` or else the next one after now, when
  /// the link is added, valid and not paused. The run loop's timer holds the link, as the run
  /// loop does.
  private func scheduleFrame(at index: Int64? = nil) {
    guard pendingFrame == nil, !modes.isDisjoint(with: Self.mainRunLoopModes), !isPaused,
      target != nil,
      let simulator = EngineContext.current
    else { return }
    let index = max(index ?? 0, Self.frame(after: simulator.now))
    let time = Self.frameTime(index)
    pendingFrame = simulator.runLoop.schedule(at: time, keepsAwake: false) { [self] in
      pendingFrame = nil
      guard !simulator.isHalted, let target else { return }
      let next = index + Int64(framesPerCall)
      timestamp = Self.seconds(time)
      targetTimestamp = Self.seconds(Self.frameTime(next))
      _ = selector.send?(target, self)
      scheduleFrame(at: next)
    }
  }

  private static func seconds(_ time: VirtualTime) -> CFTimeInterval {
    Double(time.microseconds) / 1_000_000
  }
}

/// Mirrors `CAFrameRateRange` (iOS 15): the frame rates a display link or animation accepts.
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  /// Mirrors `init(minimum:maximum:preferred:)`.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// Mirrors `default`: the screen's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Mirrors `isEqual(to:)`.
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

extension UIScreen {
  /// Mirrors `displayLink(withTarget:selector:)`: a display link for this screen, not yet added
  /// to a run loop.
  public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
    CADisplayLink(target: target, selector: sel)
  }

  /// Mirrors `maximumFramesPerSecond`: 60, an iPhone without ProMotion.
  public var maximumFramesPerSecond: Int { CADisplayLink.screenRate }
}
