import Foundation

/// A timer made first and scheduled later: `Timer(timeInterval:target:selector:userInfo:repeats:)`
/// makes a timer that is not yet on any run loop, and `RunLoop.main.add(_:forMode:)` schedules it
/// on the main run loop, which here is the virtual one.
///
/// Apple's page for `init(timeInterval:target:selector:userInfo:repeats:)` says the timer must be
/// added to a run loop with `add(_:forMode:)`, and fires `ti` seconds after that
/// [foundation-timer-init-target-selector]; so a toast or a
/// banner that makes its dismissal timer as it appears, and schedules it once its fade-in ends,
/// is dismissed that many seconds after the fade-in, not after the timer was made. Linux's
/// Foundation has no target-selector form for want of the Objective-C runtime, so this one is
/// Transit's, a protocol extension's initializer so that it makes the same `TargetActionTimer`
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` makes (with its `userInfo`),
/// which a class's convenience initializer could not.
public protocol TimerTargetActionMaking {}

extension Timer: TimerTargetActionMaking {}

extension TimerTargetActionMaking where Self: Timer {
  /// Mirrors `init(timeInterval:target:selector:userInfo:repeats:)`: a timer that fires `ti`
  /// seconds after it is added to the main run loop, sending `aSelector` to `aTarget` with the
  /// timer as its argument. An interval of 0 or less is taken as 0.1 milliseconds.
  @preconcurrency @MainActor
  public init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    let timer = TargetActionTimer.made(
      interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    // `Self` is `Timer` or a class above TargetActionTimer's: the form is declared on Timer only.
    self = timer as! Self
  }
}

/// The main run loop for the timers an app adds to it, on the virtual run loop.
///
/// `transit run` rewrites `RunLoop.main` and `RunLoop.current` where `.add(_:forMode:)` follows
/// into `TransitLoop` (padded to the same length), as it rewrites the main queue
/// (`MainQueueRewrite`): Foundation's `add(_:forMode:)` on Linux schedules on a real run loop
/// that never runs in a program `transit run` makes, and a method of the same signature in an
/// extension of `RunLoop` would be ambiguous with it. The virtual run loop has one mode, so the
/// mode is kept in nothing: a timer added for `.common` or `.default` fires alike (the tracking
/// mode is not simulated apart, `RunLoop+Tracking.swift`).
@preconcurrency @MainActor
public enum TransitLoop {
  /// Mirrors `RunLoop.add(_:forMode:)` for a timer: schedules a timer made by the
  /// target-selector initializer to fire its interval from now, and a repeating timer Foundation
  /// made every interval. A timer added in a second mode fires as it did, once at each fire
  /// date, as a run loop fires a timer in whichever of its modes it runs
  /// [foundation-runloop-add-timer]; an invalidated timer is not added. A timer Foundation made
  /// that does not repeat is handed to Foundation's run loop: its interval cannot be read back
  /// (Foundation reports 0 for it), so it never fires here.
  public static func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    guard timer.isValid else { return }
    if let timer = timer as? TargetActionTimer {
      guard !timer.isScheduled else { return }
      timer.scheduleOnVirtualRunLoop(after: timer.firstInterval)
    } else if timer.timeInterval > 0, EngineContext.current != nil {
      guard AssociatedObjects.get(timer, &foreignTimerScheduledKey) == nil else { return }
      AssociatedObjects.set(timer, &foreignTimerScheduledKey, true, weakly: false)
      scheduleForeign(timer, every: timer.timeInterval)
    } else {
      RunLoop.main.add(timer, forMode: mode)
    }
  }

  /// Mirrors `RunLoop.add(_:forMode:)` for a port, which the rewrite reaches too: Foundation's.
  public static func add(_ port: Port, forMode mode: RunLoop.Mode) {
    RunLoop.main.add(port, forMode: mode)
  }

  /// Fires `timer` every `interval` while it is valid; the run loop holds it meanwhile.
  private static func scheduleForeign(_ timer: Timer, every interval: TimeInterval) {
    guard let simulator = EngineContext.current else { return }
    simulator.runLoop.schedule(after: interval, keepsAwake: false) { [weak simulator] in
      guard let simulator, !simulator.isHalted, timer.isValid else { return }
      timer.fire()
      scheduleForeign(timer, every: interval)
    }
  }
}

/// Marks a repeating timer Foundation made once it is on the virtual run loop.
private nonisolated(unsafe) var foreignTimerScheduledKey: UInt8 = 0
