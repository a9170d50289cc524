import Foundation

/// Mirrors `Timer`'s target-selector form, which Linux's Foundation leaves out for want of the
/// Objective-C runtime, on the virtual run loop.
///
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` schedules the timer on the
/// main run loop, which here is the virtual one: it fires `timeInterval` seconds of virtual time
/// later, each firing a run-loop turn of its own, and a repeating timer again every
/// `timeInterval` seconds until it is invalidated. The timer holds its target strongly until it
/// is invalidated, and the run loop holds the timer while it is scheduled (Apple's pages for
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and `invalidate()`: "The
/// timer maintains a strong reference to target until it (the timer) is invalidated"; a timer
/// that does not repeat invalidates itself after it fires). The message is sent as
/// `perform(_:with:)` sends it, with the timer as its argument, so a method that takes the timer
/// or nothing is called, through the `Selector` `transit run` writes for `#selector`. An
/// interval of 0 or less is taken as 0.1 milliseconds, as Apple's page says.
extension Timer {
  /// Mirrors `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
  @preconcurrency @MainActor
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    let timer = TargetActionTimer.made(
      interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    timer.scheduleOnVirtualRunLoop(after: timer.firstInterval)
    return timer
  }

}

#if !canImport(Darwin)
  extension Timer {
    /// Mirrors `Timer()`: a timer scheduled nowhere, which never fires; a property that holds
    /// a timer until one is scheduled starts with it. Linux's Timer does not inherit NSObject's
    /// `init()`, which an extension may not override, so `Timer()` reaches this one; on Apple's
    /// platforms it is NSObject's own.
    public convenience init(_: Void = ()) {
      self.init(fire: .distantFuture, interval: 0, repeats: false, block: { _ in })
      invalidate()
    }
  }
#endif

/// A timer made by the target-selector form: its user info, and the message it sends.
final class TargetActionTimer: Timer {
  var storedUserInfo: Any?
  /// The target and selector, let go when the timer is invalidated.
  var message: TimerMessage?
  /// The block of the block form, let go when the timer is invalidated (Foundation's timer keeps
  /// the closure it was made with for its whole life, so that one only calls this).
  var blockAction: (@MainActor (Timer) -> Void)?
  var repeatsFiring = false
  /// The interval the timer was made with, which Foundation's `timeInterval` reports as 0 for a
  /// timer that does not repeat: its first firing comes that long after it is scheduled.
  var firstInterval: TimeInterval = 0
  /// Whether the timer is on the virtual run loop, so that adding it again does nothing.
  private(set) var isScheduled = false

  override var userInfo: Any? { storedUserInfo }

  /// A target-selector timer not yet scheduled: `interval` (0 or less taken as 0.1
  /// milliseconds, as Apple's page says) and the message it sends, with the timer as its
  /// argument.
  static func made(
    interval ti: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> TargetActionTimer {
    let interval = ti > 0 ? ti : 0.0001
    // The block reaches the message through the timer, so invalidating it lets the target go.
    let timer = TargetActionTimer(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: { timer in
        // Fired on the main actor: by the virtual run loop, or by the app's own `fire()`.
        nonisolated(unsafe) let fired = timer
        MainActor.assumeIsolated { (fired as? TargetActionTimer)?.message?.send(with: fired) }
      })
    timer.storedUserInfo = userInfo
    timer.message = TimerMessage(target: target as AnyObject, selector: selector)
    timer.repeatsFiring = repeats
    timer.firstInterval = interval
    return timer
  }

  override func invalidate() {
    super.invalidate()
    message = nil
    blockAction = nil
  }

  /// Fires the timer `seconds` from now on the virtual run loop, as long as it is valid, and
  /// again every interval while it repeats.
  @MainActor
  func scheduleOnVirtualRunLoop(after seconds: TimeInterval) {
    guard let simulator = EngineContext.current else { return }
    isScheduled = true
    // The run loop holds the timer while it is scheduled, as the main run loop does. A
    // repeating timer does not keep the run loop from going idle: it sleeps between firings.
    simulator.runLoop.schedule(after: seconds, keepsAwake: !repeatsFiring) { [weak simulator] in
      guard let simulator, !simulator.isHalted, self.isValid else { return }
      self.fire()
      if self.repeatsFiring, self.isValid {
        self.scheduleOnVirtualRunLoop(after: seconds)
      } else {
        self.invalidate()
      }
    }
  }
}

/// A timer's target and selector; the target is held strongly, as a timer holds it.
final class TimerMessage: @unchecked Sendable {
  let target: AnyObject
  let selector: Selector

  init(target: AnyObject, selector: Selector) {
    self.target = target
    self.selector = selector
  }

  @MainActor
  func send(with timer: Timer) {
    _ = selector.send?(target, timer)
  }
}
