import Foundation
import TransitTrace

#if !canImport(Darwin)
  /// Mirrors `CFTimeInterval`, seconds. Declared where Foundation has no Core Foundation types
  /// (Linux); on Apple's platforms it is Core Foundation's own.
  public typealias CFTimeInterval = Double
#endif

/// Mirrors `CACurrentMediaTime()`: the time Core Animation's clock reads, in seconds. Here the
/// clock is the scenario's virtual one: the seconds since the run began, so that code which
/// times a gesture or an animation by subtracting two readings measures virtual time, as every
/// duration in the log is. Zero outside a run.
// swift-format-ignore: AlwaysUseLowerCamelCase
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
  guard let simulator = EngineContext.current else { return 0 }
  return Double(simulator.now.microseconds) / 1_000_000
}
