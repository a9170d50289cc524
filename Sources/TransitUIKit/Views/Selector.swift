import Foundation

/// Mirrors Objective-C's `Selector`: the name of a method, as UIKit's target-action APIs take
/// it.
///
/// Linux has no Objective-C runtime to send a message by its name, so Transit's target-action
/// APIs take method references (`transit run` rewrites `#selector(f)` in an `action:` argument
/// into one). Elsewhere `transit run` rewrites `#selector(f)` naming a method of a class the
/// developer's files declare into `Selector("f", Class.f)`: the name, and the method, which
/// `perform(_:with:afterDelay:)` and its siblings send. A selector made from a name alone
/// (`Selector("name")`, `NSSelectorFromString(_:)`) is kept and compared, and never sent.
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The method's Objective-C name: `cancel:`.
  public let name: String
  /// Sends the message to a target with an argument; false when the target is not of the
  /// method's class or the argument not of its type, or the selector is a name alone.
  let send: (@MainActor (AnyObject, Any?) -> Bool)?
  /// The method as the Objective-C runtime's tables hold it (`class_getInstanceMethod(_:_:)`),
  /// with the class that declares it; nil for a selector that is a name alone.
  let invoke: (@MainActor (AnyObject, Any) -> Any)?
  let owner: AnyClass?
  /// Whether an object is of the method's class (or a subclass), so that the selector can be
  /// sent to it: how a nil-targeted action finds its responder. Nil for a name alone.
  let accepts: ((AnyObject) -> Bool)?

  /// Mirrors `Selector(_:)`: a selector for the method named `name`.
  public init(_ name: String) {
    self.name = name
    send = nil
    invoke = nil
    owner = nil
    accepts = nil
  }

  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// A selector for a method that takes nothing, as `transit run` writes `#selector(f)`.
  public init<Target: AnyObject, Result>(
    _ name: String, _ method: @escaping (Target) -> () -> Result
  ) {
    self.name = name
    let method = MethodBox(method)
    send = { target, _ in
      guard let target = target as? Target else { return false }
      _ = method.value(target)()
      return true
    }
    invoke = { target, _ in method.value(target as! Target)() }
    owner = Target.self
    accepts = { $0 is Target }
  }

  /// A selector for a property's getter, as `transit run` writes `#selector(getter: p)`.
  public init<Target: AnyObject, Result>(_ name: String, getter: @escaping (Target) -> Result) {
    self.name = name
    let getter = MethodBox(getter)
    send = { target, _ in
      guard let target = target as? Target else { return false }
      _ = getter.value(target)
      return true
    }
    invoke = { target, _ in getter.value(target as! Target) }
    owner = Target.self
    accepts = { $0 is Target }
  }

  /// A selector for a method that takes one argument, as `transit run` writes `#selector(f(_:))`.
  public init<Target: AnyObject, Argument, Result>(
    _ name: String, _ method: @escaping (Target) -> (Argument) -> Result
  ) {
    self.name = name
    let method = MethodBox(method)
    send = { target, argument in
      guard let target = target as? Target, let argument = argument as? Argument else {
        return false
      }
      _ = method.value(target)(argument)
      return true
    }
    invoke = { target, argument in method.value(target as! Target)(argument as! Argument) }
    owner = Target.self
    accepts = { $0 is Target }
  }

  /// A selector for a method of more arguments, or a class method, as `transit run` writes
  /// `#selector(f(_:_:))`: its name alone, since nothing Transit has sends it.
  @_disfavoredOverload
  public init<Function>(_ name: String, _ method: Function) {
    self.init(name)
  }

  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  public var description: String { name }
}

/// A method reference, called only on the main actor, where Transit's engine and the
/// developer's code run: it is made wherever the selector is written, and never crosses threads.
/// The initializers take the method without `@MainActor` (a global actor's function type is
/// `@Sendable` in this module's language mode, which a developer's unapplied method in Swift 5
/// mode is not), and the selector sends it from the main actor only.
private struct MethodBox<Method>: @unchecked Sendable {
  let value: Method
  init(_ value: Method) { self.value = value }
}

/// Mirrors `NSStringFromSelector(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// Mirrors `NSSelectorFromString(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

extension Selector {
  /// The selector Swift gives a method in Objective-C, from its Swift name as `#function`
  /// writes it: `f(_:b:)` is `f:b:`, `f(a:)` is `fA:`, `f()` is `f`, as `transit run` names
  /// `#selector(f(a:))`.
  init(swiftName: String) {
    guard let open = swiftName.firstIndex(of: "(") else {
      self.init(swiftName)
      return
    }
    var name = String(swiftName[..<open])
    let labels = swiftName[swiftName.index(after: open)...].split(
      separator: ":", omittingEmptySubsequences: true
    ).filter { $0 != ")" }
    for (index, label) in labels.enumerated() {
      if index == 0 {
        if label != "_" { name += label.prefix(1).uppercased() + label.dropFirst() }
      } else if label != "_" {
        name += label
      }
      name += ":"
    }
    self.init(name)
  }
}
