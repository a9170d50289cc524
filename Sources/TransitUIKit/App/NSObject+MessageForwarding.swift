import Foundation

/// Mirrors the part of `NSObjectProtocol` that answers for messages, which Linux's Foundation
/// lacks: `responds(to:)` and `forwardingTarget(for:)`.
///
/// `NSObject` and UIKit's delegate, data source and transitioning protocols adopt it, as on iOS
/// they inherit `NSObjectProtocol`, so `delegate.responds(to: selector)` compiles on any of
/// them. An object answers as `NSObject` does unless its class overrides the methods, which
/// `transit run` turns into a `MessageForwarding` conformance (Swift cannot override a method
/// declared in an extension).
public protocol ObjectiveCMessaging: AnyObject {}

extension ObjectiveCMessaging {
  /// Mirrors `responds(to:)`: the class's override, or else `NSObject`'s answer, whether the
  /// object's class or one of its superclasses implements the method
  /// (`NSObject.instancesRespond(to:)`).
  public func responds(to selector: Selector!) -> Bool {
    guard let selector else { return false }
    if let forwarding = self as? any MessageForwarding,
      let answer = forwarding.overriddenResponds(to: selector)
    {
      return answer
    }
    return SelectorTable.instancesRespond(type(of: self), to: selector)
  }

  /// Mirrors `forwardingTarget(for:)`: the class's override, or else `NSObject`'s answer, nil.
  public func forwardingTarget(for selector: Selector!) -> Any? {
    guard let selector else { return nil }
    return (self as? any MessageForwarding)?.overriddenForwardingTarget(for: selector)
  }
}

// On a Mac, Foundation's NSObject has them all, answered by the Objective-C runtime.
#if !canImport(Darwin)
  extension NSObject: ObjectiveCMessaging {
    /// Mirrors `instancesRespond(to:)`: whether the class or one of its superclasses implements
    /// the method, as `transit run` recorded the methods of the developer's classes
    /// (`SelectorTable`).
    public class func instancesRespond(to selector: Selector!) -> Bool {
      guard let selector else { return false }
      return SelectorTable.instancesRespond(self, to: selector)
    }
  }
#endif

/// A class's own `responds(to:)` and `forwardingTarget(for:)`, which `transit run` makes of the
/// developer's overrides of them: each answers the class's method, and nil where the class
/// leaves it to `NSObject`.
///
/// UIKit asks a delegate `respondsToSelector:` before it sends an optional message, and the
/// Objective-C runtime hands a message the receiver does not implement to its
/// `forwardingTarget(for:)`; Transit's engine does both through this protocol
/// (`Simulator.sendOptional`).
public protocol MessageForwarding: AnyObject {
  func overriddenResponds(to selector: Selector) -> Bool?
  func overriddenForwardingTarget(for selector: Selector) -> Any?
}

extension MessageForwarding {
  public func overriddenResponds(to selector: Selector) -> Bool? { nil }
  public func overriddenForwardingTarget(for selector: Selector) -> Any? { nil }
}

/// The methods each of the developer's classes implements, by Objective-C selector name, which
/// `transit run` registers when the program starts: the answer of `NSObject`'s
/// `responds(to:)` and `instancesRespond(to:)`, which on iOS read the Objective-C runtime.
///
/// A class is found by its name without module or generic arguments. Transit's own UIKit
/// classes are not listed: a method a class inherits from UIKit without overriding it is
/// answered no.
public enum SelectorTable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var methods: [String: Set<String>] = [:]

  /// Records the selectors of the methods the class `name` declares, in its body or extensions.
  public static func register(_ name: String, selectors: [String]) {
    lock.lock()
    defer { lock.unlock() }
    methods[name, default: []].formUnion(selectors)
  }

  /// Whether `type` or a superclass of it declares the method `selector` names.
  static func instancesRespond(_ type: AnyClass, to selector: Selector) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    var current: AnyClass? = type
    var depth = 0
    while let found = current, depth < 64 {
      if methods[name(of: found)]?.contains(selector.name) == true { return true }
      current = _getSuperclass(found)
      depth += 1
    }
    return false
  }

  /// `Module.Outer.Proxy<Module.Target>` is `Proxy`.
  private static func name(of type: AnyClass) -> String {
    let full = String(reflecting: type)
    let plain = full.prefix { $0 != "<" }
    return String(plain.split(separator: ".").last ?? plain)
  }
}

extension SelectorTable {
  /// NSObject's `forwardingTarget(for:)`, nil, which `transit run` calls where the developer's
  /// override calls `super.forwardingTarget(for:)` (`MessageForwarding`).
  public static func superForwardingTarget(for selector: Selector!) -> Any? { nil }
}
