import Foundation

/// A message queued by `perform(_:with:afterDelay:)` or
/// `performSelector(onMainThread:with:waitUntilDone:)`: the run loop holds its target and
/// argument until it is sent, as Apple's page for `perform(_:with:afterDelay:)` says.
struct PerformRequest {
  let target: NSObject
  let selector: Selector
  let argument: Any?
}

/// Mirrors `NSObject`'s messages sent by selector, on the virtual run loop, which Linux's
/// Foundation leaves out for want of the Objective-C runtime.
///
/// `transit run` rewrites `#selector(f)` that names a method of a class the developer's files
/// declare into a `Selector` that carries the method, so these send it; a selector made from a
/// name alone is sent nowhere, and a message whose target is not of the method's class, or
/// whose argument is not of its parameter's type, is dropped. Source: Apple's pages for
/// `perform(_:with:afterDelay:)` ("performed ... on the current thread ... after a delay";
/// a delay of 0 still waits for the run loop's next turn), for
/// `performSelector(onMainThread:with:waitUntilDone:)` (on the main thread with `wait` true,
/// the message is sent at once; otherwise it is queued for the main run loop) and for
/// `cancelPreviousPerformRequests(withTarget:selector:object:)`.
extension NSObject {
  /// Mirrors `perform(_:)`: sends the message now.
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
    _ = aSelector.send?(self, nil)
    return nil
  }

  /// Mirrors `perform(_:with:)`: sends the message with `object` now.
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    _ = aSelector.send?(self, object)
    return nil
  }

  /// Mirrors `perform(_:with:afterDelay:)`: sends the message `delay` seconds of virtual time
  /// from now, in a run-loop turn of its own.
  @preconcurrency @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    queue(aSelector, with: anArgument, after: delay)
  }

  /// Mirrors `perform(_:with:afterDelay:inModes:)`; the virtual run loop has one mode.
  @preconcurrency @MainActor
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    queue(aSelector, with: anArgument, after: delay)
  }

  /// Mirrors `performSelector(onMainThread:with:waitUntilDone:)`: Transit's engine runs on the
  /// main thread, so with `wait` true the message is sent now, and otherwise in the run loop's
  /// next turn.
  @preconcurrency @MainActor
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
  ) {
    if wait {
      _ = aSelector.send?(self, arg)
    } else {
      queue(aSelector, with: arg, after: 0)
    }
  }

  /// Mirrors `performSelector(onMainThread:with:waitUntilDone:modes:)`.
  @preconcurrency @MainActor
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
    modes array: [String]?
  ) {
    performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
  }

  /// Mirrors `cancelPreviousPerformRequests(withTarget:)`: drops every message queued for
  /// `aTarget` with `perform(_:with:afterDelay:)`.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    cancelRequests { $0.target === aTarget as AnyObject }
  }

  /// Mirrors `cancelPreviousPerformRequests(withTarget:selector:object:)`: drops the messages
  /// queued for `aTarget` with this selector and an argument equal to `anArgument`.
  @preconcurrency @MainActor
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    cancelRequests {
      $0.target === aTarget as AnyObject && $0.selector == aSelector
        && Self.isEqual($0.argument, anArgument)
    }
  }

  @MainActor
  private func queue(_ selector: Selector, with argument: Any?, after delay: TimeInterval) {
    guard let runLoop = EngineContext.current?.runLoop else { return }
    var handle = 0
    handle = runLoop.schedule(after: delay) { [weak runLoop] in
      guard let request = runLoop?.performRequests.removeValue(forKey: handle) else { return }
      _ = request.selector.send?(request.target, request.argument)
    }
    runLoop.performRequests[handle] = PerformRequest(
      target: self, selector: selector, argument: argument)
  }

  @MainActor
  private class func cancelRequests(where matches: (PerformRequest) -> Bool) {
    guard let runLoop = EngineContext.current?.runLoop else { return }
    for (handle, request) in runLoop.performRequests where matches(request) {
      runLoop.cancel(handle)
      runLoop.performRequests[handle] = nil
    }
  }

  /// Whether two arguments are equal as `isEqual(_:)` compares them: both absent, the same
  /// object, or equal values.
  private static func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
      if let left = lhs as? NSObject, let right = rhs as? NSObject { return left.isEqual(right) }
      if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
      return type(of: lhs) is AnyClass && lhs as AnyObject === rhs as AnyObject
    default: return false
    }
  }
}
