import TransitTrace

/// The engine's run loop and clock: virtual time that moves only from one timer to the next.
///
/// Each timer firing is one run-loop turn; after every turn the `endOfTurn` observer runs, the
/// way Core Animation commits and lays out at the end of a real turn. Timers due at the same time
/// fire in the order they were scheduled, so a run is the same every time.
@preconcurrency @MainActor
final class VirtualRunLoop {
  /// The current virtual time.
  private(set) var now = VirtualTime.zero
  private var timers: [Timer] = []
  /// How many pending timers keep the run loop awake (all but repeating `Timer`s' firings).
  private var wakingCount = 0
  private var nextOrder = 0
  /// Runs after every turn: the layout pass.
  var endOfTurn: () -> Void = {}
  /// The messages `perform(_:with:afterDelay:)` and its siblings queued and not yet sent, by
  /// their timer's handle, for `cancelPreviousPerformRequests(withTarget:)`.
  var performRequests: [Int: PerformRequest] = [:]

  private struct Timer {
    let time: VirtualTime
    let order: Int
    /// False for a repeating `Timer`'s firing: a run loop sleeps between them, so they alone
    /// do not keep it from being idle.
    let keepsAwake: Bool
    let action: () -> Void
  }

  /// Schedules `action` to run as its own turn `seconds` from now; returns a handle for `cancel`.
  @discardableResult
  func schedule(
    after seconds: Double, keepsAwake: Bool = true, _ action: @escaping () -> Void
  ) -> Int {
    schedule(at: now + max(0, seconds), keepsAwake: keepsAwake, action)
  }

  /// Schedules `action` to run as its own turn at `time`.
  @discardableResult
  func schedule(
    at time: VirtualTime, keepsAwake: Bool = true, _ action: @escaping () -> Void
  ) -> Int {
    let timer = Timer(
      time: max(time, now), order: nextOrder, keepsAwake: keepsAwake, action: action)
    nextOrder += 1
    let index =
      timers.firstIndex { ($0.time, $0.order) > (timer.time, timer.order) } ?? timers.count
    timers.insert(timer, at: index)
    if keepsAwake { wakingCount += 1 }
    return timer.order
  }

  /// Removes a timer that has not fired yet.
  func cancel(_ handle: Int) {
    guard let index = timers.firstIndex(where: { $0.order == handle }) else { return }
    if timers.remove(at: index).keepsAwake { wakingCount -= 1 }
  }

  /// Removes every pending timer; used when a run ends early.
  func cancelAll() {
    timers.removeAll()
    wakingCount = 0
    performRequests.removeAll()
  }

  /// Runs `action` as one turn at the current time.
  func turn(_ action: () -> Void) {
    action()
    endOfTurn()
  }

  /// Fires the earliest timer as one turn, advancing the clock to it. Returns false when idle.
  @discardableResult
  func runNextTimer() -> Bool {
    guard !timers.isEmpty else { return false }
    var timer: Timer? = timers.removeFirst()
    if timer!.keepsAwake { wakingCount -= 1 }
    now = max(now, timer!.time)
    timer!.action()
    // The block, and what it captured, goes before the turn ends, as UIKit's autorelease pool
    // drains at the end of the turn: what it alone kept alive is freed in this turn.
    timer = nil
    endOfTurn()
    return true
  }

  /// Fires every timer due up to `time`, then leaves the clock at `time`.
  func run(until time: VirtualTime) {
    while let next = timers.first?.time, next <= time {
      runNextTimer()
    }
    now = max(now, time)
  }

  /// Whether a timer other than a repeating `Timer`'s firing is pending.
  var keepsAwake: Bool { wakingCount > 0 }

  /// When the earliest pending timer is due.
  var nextTime: VirtualTime? { timers.first?.time }

  /// Moves the clock forward without firing anything; only for ending a stuck run.
  func advance(to time: VirtualTime) {
    now = max(now, time)
  }
}
