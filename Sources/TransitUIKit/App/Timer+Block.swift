import Foundation

/// Mirrors `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the virtual run loop.
///
/// Linux's Foundation has the method, and schedules the timer on a real run loop that never
/// runs in a program `transit run` makes; a method of the same signature declared here would be
/// ambiguous with Foundation's, so the rewrite names this one (`Timer.scheduledTimer(
/// withTimeInterval:` becomes `Timer.transitTimer  (withTimeInterval:`). The timer behaves as
/// the target-selector form does (`Timer+TargetAction.swift`): it fires `interval` seconds of
/// virtual time later, each firing a run-loop turn of its own, and a repeating timer again every
/// interval until it is invalidated; an interval of 0 or less is taken as 0.1 milliseconds
/// (Apple's page for the method). The block runs as the code of the object that scheduled the
/// timer, so its calls name that object as their caller, as a main queue block's do.
extension Timer {
  /// Mirrors `scheduledTimer(withTimeInterval:repeats:block:)`.
  @preconcurrency @MainActor
  public class func transitTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let interval = interval > 0 ? interval : 0.0001
    let owner = EngineContext.current?.recorder.currentParticipant
    // Foundation's closure holds only the timer's own slot for the block, which invalidating
    // the timer empties, so what the block captures is let go then, as on iOS.
    let timer = TargetActionTimer(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: { timer in
        // Fired on the main actor: by the virtual run loop, or by the app's own `fire()`.
        nonisolated(unsafe) let fired = timer
        MainActor.assumeIsolated { (fired as? TargetActionTimer)?.blockAction?(fired) }
      })
    timer.blockAction = { fired in
      guard let owner, let recorder = EngineContext.current?.recorder else {
        return block(fired)
      }
      recorder.inside(seq: nil, participant: owner, transition: nil) { block(fired) }
    }
    timer.repeatsFiring = repeats
    timer.scheduleOnVirtualRunLoop(after: interval)
    return timer
  }
}
