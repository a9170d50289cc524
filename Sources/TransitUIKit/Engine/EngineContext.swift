/// The simulator a piece of UIKit-shaped code runs in.
///
/// UIKit is ambient (`UIView.animate` is a class method, `UIView()` needs no window), so the
/// engine is too; a task-local rather than a global keeps parallel tests, each with its own
/// simulator, apart.
enum EngineContext {
  @TaskLocal static var current: Simulator?
}

/// How an optional protocol requirement says it was not implemented.
///
/// Swift has no optional protocol requirements outside Objective-C, and a default in a protocol
/// extension looks the same to a caller as a real implementation. So every default
/// implementation of an optional requirement reports itself here; the engine then treats the
/// method as missing, as UIKit does with `respondsToSelector:`, and the call never reaches the log.
public enum OptionalRequirement {
  /// Called by the default implementation of an optional requirement, with its `#function`
  /// and the object it runs on.
  ///
  /// A type that decides at run time whether it implements an optional method (as an object
  /// described by a scenario file does) calls it from its implementation to decline, the way an
  /// Objective-C class overrides `responds(to:)`. The object tells a decline of the receiver
  /// UIKit called from one of another object the receiver called in turn (a delegate proxy
  /// handing the message to a target that lacks it): only the receiver's counts.
  @preconcurrency @MainActor
  public static func notImplemented(_ function: String = #function, by object: AnyObject? = nil) {
    EngineContext.current?.recorder.markNotImplemented(
      function, by: object.map(ObjectIdentifier.init))
  }
}
