import Foundation

/// Mirrors the main dispatch queue (`DispatchQueue.main`) for the blocks an app hands it, on
/// the virtual run loop, where Linux's real main queue never runs: Transit's program has no
/// real run loop to drain it.
///
/// `transit run` rewrites `DispatchQueue.main` where `.async` or `.asyncAfter` follows it into
/// `TransitMainQueue` (and `DispatchTime.now` into `TransitClock.now`), so
/// `DispatchQueue.main.async { … }` reaches `async(group:qos:flags:execute:)` here. The main
/// queue belongs to the main thread, and an app started by `UIApplicationMain` has its blocks
/// run by the main run loop (Apple's page for `DispatchQueue.main`, [dispatch-main-queue]);
/// dispatch queues are first-in, first-out (the Concurrency Programming Guide's "Dispatch
/// Queues"). So a block given to `async` runs at the run loop's next turn, never inside the call
/// that gave it, and one given to `asyncAfter` at its deadline, in virtual time; blocks run in
/// the order they are due, those due together in the order they were given. Each runs in a turn
/// of its own, as the code of the object whose code gave it (its calls name that object as their
/// caller), and the run loop holds it until then, so a pending block keeps the run going. A
/// block given from another thread than the main one, or outside a simulation, goes to the real
/// main queue, which never runs in a program `transit run` makes.
public enum TransitMainQueue {
  /// Mirrors `async(group:qos:flags:execute:)`: runs `work` at the run loop's next turn.
  public static func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @MainActor () -> Void
  ) {
    schedule(afterNanoseconds: 0, group: group, work)
  }

  /// Mirrors `async(execute:)` with a work item: performs it at the run loop's next turn,
  /// unless it is cancelled by then.
  public static func async(execute workItem: DispatchWorkItem) {
    schedule(afterNanoseconds: 0, group: nil, performing: workItem)
  }

  /// Mirrors `async(group:execute:)` with a work item.
  public static func async(group: DispatchGroup, execute workItem: DispatchWorkItem) {
    schedule(afterNanoseconds: 0, group: group, performing: workItem)
  }

  /// Mirrors `asyncAfter(deadline:qos:flags:execute:)` where the deadline is written from
  /// `.now()`: runs `work` at the deadline, in virtual time.
  public static func asyncAfter(
    deadline: TransitDeadline, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @MainActor () -> Void
  ) {
    schedule(afterNanoseconds: deadline.nanosecondsFromVirtualNow, group: nil, work)
  }

  /// Mirrors `asyncAfter(deadline:qos:flags:execute:)` with a `DispatchTime` the app computed
  /// (`let when = DispatchTime.now() + delay`), read on the virtual clock `TransitClock` keeps.
  public static func asyncAfter<Deadline: DispatchDeadline>(
    deadline: Deadline, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @MainActor () -> Void
  ) {
    schedule(afterNanoseconds: deadline.nanosecondsFromVirtualNow, group: nil, work)
  }

  /// Mirrors `asyncAfter(deadline:execute:)` with a work item: performs it at the deadline,
  /// unless it is cancelled by then (the usual way to put off or call off a delayed block).
  public static func asyncAfter(deadline: TransitDeadline, execute workItem: DispatchWorkItem) {
    schedule(afterNanoseconds: deadline.nanosecondsFromVirtualNow, group: nil, performing: workItem)
  }

  /// Mirrors `asyncAfter(deadline:execute:)` with a work item and a computed `DispatchTime`.
  public static func asyncAfter<Deadline: DispatchDeadline>(
    deadline: Deadline, execute workItem: DispatchWorkItem
  ) {
    schedule(afterNanoseconds: deadline.nanosecondsFromVirtualNow, group: nil, performing: workItem)
  }

  /// Queues a work item, performed when due unless it is cancelled by then.
  private static func schedule(
    afterNanoseconds nanoseconds: Int64, group: DispatchGroup?,
    performing workItem: DispatchWorkItem
  ) {
    // The item is performed on the main thread only, where it was given.
    nonisolated(unsafe) let item = workItem
    schedule(afterNanoseconds: nanoseconds, group: group) {
      if !item.isCancelled { item.perform() }
    }
  }

  /// How many main-queue blocks are running now, one inside another's turn.
  @MainActor private static var runningBlocks = 0

  /// Queues `work` on the virtual run loop, `nanoseconds` from now (at the next turn for 0 or
  /// less; never for `Int64.max`, a deadline of `.distantFuture`), as the code running now.
  ///
  /// A block queued by the app's own code keeps the run from going idle until it has run; one
  /// queued by a main-queue block does not, as a repeating timer does not: a block that queues
  /// itself again (a carousel that advances every few seconds, a countdown) would otherwise keep
  /// the run going for ever. It still runs when the scenario's steps wait past its deadline.
  private static func schedule(
    afterNanoseconds nanoseconds: Int64, group: DispatchGroup?,
    _ work: @escaping @MainActor () -> Void
  ) {
    nonisolated(unsafe) let work = work
    func real() { DispatchQueue.main.async(group: group) { MainActor.assumeIsolated { work() } } }
    guard Thread.isMainThread else { return real() }
    MainActor.assumeIsolated {
      guard let simulator = EngineContext.current else { return real() }
      // A block due at `.distantFuture` never runs, and keeps nothing waiting for it.
      guard nanoseconds != .max, !simulator.isHalted else { return }
      let owner = simulator.recorder.currentParticipant
      group?.enter()
      simulator.runLoop.schedule(
        after: Double(max(0, nanoseconds)) / 1e9, keepsAwake: runningBlocks == 0
      ) { [weak simulator] in
        defer { group?.leave() }
        guard let simulator, !simulator.isHalted else { return }
        runningBlocks += 1
        defer { runningBlocks -= 1 }
        simulator.recorder.inside(seq: nil, participant: owner, transition: nil) { work() }
      }
    }
  }
}

/// The deadline `.now() + delay` makes for `TransitMainQueue.asyncAfter`: nanoseconds of the
/// virtual clock, as `DispatchTime` counts them on the real one.
public struct TransitDeadline: Sendable, Hashable, Comparable {
  /// Nanoseconds of virtual time since the run began.
  public var nanoseconds: Int64

  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// Mirrors `DispatchTime.now()`: the virtual clock's time.
  public static func now() -> TransitDeadline {
    TransitDeadline(nanoseconds: TransitClock.nanoseconds)
  }

  /// Mirrors `DispatchTime.distantFuture`: never due.
  public static let distantFuture = TransitDeadline(nanoseconds: .max)

  public static func < (lhs: TransitDeadline, rhs: TransitDeadline) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// Mirrors `DispatchTime + Double`: `seconds` later.
  public static func + (time: TransitDeadline, seconds: Double) -> TransitDeadline {
    time.adding(TransitClock.nanoseconds(seconds))
  }

  /// Mirrors `DispatchTime - Double`: `seconds` earlier.
  public static func - (time: TransitDeadline, seconds: Double) -> TransitDeadline {
    time.adding(-TransitClock.nanoseconds(seconds))
  }

  /// Mirrors `DispatchTime + DispatchTimeInterval` (`.now() + .milliseconds(300)`).
  public static func + (time: TransitDeadline, interval: DispatchTimeInterval) -> TransitDeadline {
    time.adding(TransitClock.nanoseconds(interval))
  }

  /// Mirrors `DispatchTime - DispatchTimeInterval`.
  public static func - (time: TransitDeadline, interval: DispatchTimeInterval) -> TransitDeadline {
    time.adding(-TransitClock.nanoseconds(interval))
  }

  /// How far the deadline is from the virtual clock's now.
  var nanosecondsFromVirtualNow: Int64 {
    guard nanoseconds != .max else { return .max }
    let (delay, overflow) = nanoseconds.subtractingReportingOverflow(TransitClock.nanoseconds)
    return overflow ? .min : delay
  }

  private func adding(_ delta: Int64) -> TransitDeadline {
    guard nanoseconds != .max else { return self }
    let (sum, overflow) = nanoseconds.addingReportingOverflow(delta)
    return TransitDeadline(nanoseconds: overflow ? (delta > 0 ? .max : .min) : sum)
  }
}

/// A deadline `TransitMainQueue.asyncAfter` reads off the virtual clock: `DispatchTime`.
public protocol DispatchDeadline {
  /// How far the deadline is from the virtual clock's now, in nanoseconds.
  var nanosecondsFromVirtualNow: Int64 { get }
}

extension DispatchTime: DispatchDeadline {
  /// The deadline's distance from `TransitClock.now()`, which `transit run` makes
  /// `DispatchTime.now()` in the app's code, so `DispatchTime.now() + delay` is `delay` away.
  public var nanosecondsFromVirtualNow: Int64 {
    guard self != .distantFuture else { return .max }
    let now = TransitClock.now().uptimeNanoseconds
    return uptimeNanoseconds >= now
      ? Int64(clamping: uptimeNanoseconds - now) : -Int64(clamping: now - uptimeNanoseconds)
  }
}

/// Mirrors `DispatchTime.now()` on the virtual clock, for the app's code: `transit run` rewrites
/// `DispatchTime.now` into `TransitClock.now`, so a time the app computes from it and hands to
/// the main queue's `asyncAfter` is read in virtual time, and the same run gives the same log.
/// The time is the virtual clock's, counted from the real clock's reading when the program first
/// asked, so a deadline handed to another queue still lies ahead of the real clock.
public enum TransitClock {
  /// Mirrors `DispatchTime.now()`: on the main thread of a simulation, the virtual clock's
  /// time; elsewhere (another thread, whose code waits on the real clock), the real clock's.
  public static func now() -> DispatchTime {
    guard let virtual = virtualNanoseconds else { return DispatchTime.now() }
    return DispatchTime(uptimeNanoseconds: origin &+ UInt64(clamping: virtual))
  }

  /// The real clock's reading the virtual clock's zero stands for.
  private static let origin: UInt64 = DispatchTime.now().uptimeNanoseconds

  /// `CFAbsoluteTimeGetCurrent()` as `now()` reads the clock (`transit run` rewrites the call
  /// to this): on the main thread of a simulation, the real date when first asked plus the
  /// virtual clock's time, so code that times a gesture by two readings (a pan's velocity)
  /// measures virtual time; elsewhere the real clock's seconds since 1 January 2001.
  public static func absolute() -> Double {
    guard let virtual = virtualNanoseconds else { return Date().timeIntervalSinceReferenceDate }
    return absoluteOrigin + Double(virtual) / 1e9
  }

  /// The real date the virtual clock's zero stands for, in `absolute()`.
  private static let absoluteOrigin = Date().timeIntervalSinceReferenceDate

  /// The virtual clock's time in nanoseconds, 0 outside a simulation.
  static var nanoseconds: Int64 { virtualNanoseconds ?? 0 }

  /// The virtual clock's time in nanoseconds on the main thread of a simulation, else nil.
  private static var virtualNanoseconds: Int64? {
    guard Thread.isMainThread else { return nil }
    return MainActor.assumeIsolated {
      EngineContext.current.map {
        $0.now.microseconds.multipliedReportingOverflow(by: 1000).partialValue
      }
    }
  }

  /// `seconds` in nanoseconds, rounded, pinned to what `Int64` holds, 0 for NaN.
  static func nanoseconds(_ seconds: Double) -> Int64 {
    let value = (seconds * 1e9).rounded()
    guard !value.isNaN else { return 0 }
    return Int64(Swift.min(Swift.max(value, -9.2e18), 9.2e18))
  }

  /// An interval in nanoseconds, pinned to what `Int64` holds; `.never` is as far as the clock
  /// goes.
  static func nanoseconds(_ interval: DispatchTimeInterval) -> Int64 {
    func scaled(_ count: Int, _ unit: Int64) -> Int64 {
      let (value, overflow) = Int64(count).multipliedReportingOverflow(by: unit)
      return overflow ? (count > 0 ? .max : .min) : value
    }
    switch interval {
    case .seconds(let count): return scaled(count, 1_000_000_000)
    case .milliseconds(let count): return scaled(count, 1_000_000)
    case .microseconds(let count): return scaled(count, 1000)
    case .nanoseconds(let count): return Int64(count)
    case .never: return .max
    @unknown default: return 0
    }
  }
}

#if !canImport(Darwin)
  /// Mirrors Core Foundation's `CFAbsoluteTime`, seconds since 1 January 2001, which
  /// Foundation on Linux does not export; on Apple's platforms it is Core Foundation's own.
  public typealias CFAbsoluteTime = CFTimeInterval

  /// Mirrors `CFAbsoluteTimeGetCurrent()`, which Foundation on Linux does not export either, for
  /// code that names it without calling it; a call is rewritten to `TransitClock.absolute()`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { TransitClock.absolute() }
#endif
