// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation

/// Mirrors the Objective-C runtime's `IMP`: a method's implementation, which a class's entry for
/// a selector runs. Two `IMP`s are equal when they are the same implementation, as the
/// runtime's function pointers are.
public final class IMP: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The selector the implementation was written for, and the class that declares it.
  let selector: String
  let owner: ObjectIdentifier
  let ownerName: String
  /// Whether `call` runs the body itself (UIKit's originals, a renamed override), rather than
  /// the developer's method by name, whose prologue must then let its body run.
  let entersDirectly: Bool
  private let body: @MainActor (AnyObject, Any) -> Any

  init(
    selector: String, owner: AnyClass, entersDirectly: Bool,
    body: @escaping @MainActor (AnyObject, Any) -> Any
  ) {
    self.selector = selector
    self.owner = ObjectIdentifier(owner)
    self.ownerName = ObjectiveCRuntime.className(owner)
    self.entersDirectly = entersDirectly
    self.body = body
  }

  /// The implementation of a developer's method, as its `#selector` carries it; nil for a
  /// selector that names a method only.
  convenience init?(_ selector: Selector, owner: AnyClass? = nil, entersDirectly: Bool = false) {
    guard let invoke = selector.invoke, let declaring = owner ?? selector.owner else {
      return nil
    }
    self.init(
      selector: selector.name, owner: declaring, entersDirectly: entersDirectly, body: invoke)
  }

  /// Whether this is the implementation `type` declares for `selector`.
  func isOriginal(of type: AnyClass, _ selector: String) -> Bool {
    owner == ObjectIdentifier(type) && self.selector == selector
  }

  func call(_ receiver: AnyObject, _ argument: Any) -> Any {
    let input = MainThreadBox(value: (receiver, argument))
    return MainActor.assumeIsolated {
      MainThreadBox(value: body(input.value.0, input.value.1))
    }.value
  }

  public static func == (lhs: IMP, rhs: IMP) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { "-[\(ownerName) \(selector)]" }
}

/// A value carried into and out of the main actor's closure: every call runs on the main
/// thread, where Transit's engine and the developer's code run.
private struct MainThreadBox<Value>: @unchecked Sendable {
  let value: Value
}

/// Mirrors the Objective-C runtime's `Method`: a class's entry for a selector, whose
/// implementation `method_exchangeImplementations(_:_:)` and `method_setImplementation(_:_:)`
/// change.
public struct Method: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The class whose entry it is, and the selector.
  let type: AnyClass
  let selector: Selector

  public static func == (lhs: Method, rhs: Method) -> Bool {
    lhs.type == rhs.type && lhs.selector == rhs.selector
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(selector)
  }
  public var description: String {
    "-[\(ObjectiveCRuntime.className(type)) \(selector.name)]"
  }
}

#if !canImport(ObjectiveC)
  /// Mirrors `object_getClass(_:)`: the class of `object`, nil for nil. No object here
  /// changes its class (`object_setClass` is not simulated), so it is the object's own.
  public func object_getClass(_ object: Any?) -> AnyClass? {
    guard let object else { return nil }
    return type(of: object as AnyObject)
  }

  /// Mirrors `class_getInstanceMethod(_:_:)`: the entry that answers `name` for instances of
  /// `cls`, its own or a superclass's; nil when none does. UIKit's swizzlable methods
  /// (`ObjectiveCRuntime.swizzlable`) have entries, and so does a developer's method whose
  /// `#selector` names it with its class (`transit run` carries the method in the selector);
  /// other methods of UIKit's are dispatched by Swift, which nothing can swap, so there is none.
  public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls else { return nil }
    if let (owner, _) = ObjectiveCRuntime.lookUp(cls, name.name) {
      return Method(type: owner, selector: name)
    }
    guard let owner = name.owner, isSubclass(cls, of: owner), let imp = IMP(name) else {
      return nil
    }
    // The method's entry is made when first asked for, holding its own implementation.
    ObjectiveCRuntime.install(owner, name.name, imp)
    return Method(type: owner, selector: name)
  }

  /// Mirrors `class_getSuperclass(_:)`.
  public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? {
    cls.flatMap { _getSuperclass($0) }
  }

  /// Mirrors `method_getName(_:)`.
  public func method_getName(_ m: Method) -> Selector { m.selector }

  /// Mirrors `method_getImplementation(_:)`: what the entry runs now.
  public func method_getImplementation(_ m: Method) -> IMP {
    guard let imp = ObjectiveCRuntime.ownImplementation(m.type, m.selector.name) else {
      preconditionFailure("\(m) has no implementation")
    }
    return imp
  }

  /// Mirrors `method_setImplementation(_:_:)`: the entry runs `imp` from now on; returns what it
  /// ran before.
  @discardableResult
  public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    let previous = method_getImplementation(m)
    ObjectiveCRuntime.install(m.type, m.selector.name, imp)
    return previous
  }

  /// Mirrors `method_exchangeImplementations(_:_:)`: each entry runs what the other ran. After
  /// `method_exchangeImplementations(viewWillAppear, swizzled)`, UIKit's call of
  /// `viewWillAppear(_:)` runs the developer's `swizzled_viewWillAppear(_:)`, and its call of
  /// `swizzled_viewWillAppear(_:)` runs UIKit's original.
  public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    let first = method_getImplementation(m1)
    let second = method_getImplementation(m2)
    ObjectiveCRuntime.install(m1.type, m1.selector.name, second)
    ObjectiveCRuntime.install(m2.type, m2.selector.name, first)
  }

  /// Mirrors `method_getTypeEncoding(_:)`. Transit keeps no type encodings: an implementation
  /// carries its Swift types, so nil, which `class_addMethod(_:_:_:_:)` accepts.
  public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

  /// Mirrors `class_addMethod(_:_:_:_:)`: gives `cls` its own entry for `name` running `imp`,
  /// unless it has one (an inherited entry does not count, as on iOS); returns whether it added.
  @discardableResult
  public func class_addMethod(
    _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
  ) -> Bool {
    guard let cls, ObjectiveCRuntime.ownImplementation(cls, name.name) == nil else {
      return false
    }
    ObjectiveCRuntime.install(cls, name.name, imp)
    return true
  }

  /// Mirrors `class_replaceMethod(_:_:_:_:)`: `cls`'s own entry for `name` runs `imp`; returns
  /// what that entry ran before, nil when `cls` had none of its own.
  @discardableResult
  public func class_replaceMethod(
    _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
  ) -> IMP? {
    guard let cls else { return nil }
    let previous = ObjectiveCRuntime.ownImplementation(cls, name.name)
    ObjectiveCRuntime.install(cls, name.name, imp)
    return previous
  }

  private func isSubclass(_ type: AnyClass, of ancestor: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let found = current {
      if found == ancestor { return true }
      current = class_getSuperclass(found)
    }
    return false
  }
#endif
