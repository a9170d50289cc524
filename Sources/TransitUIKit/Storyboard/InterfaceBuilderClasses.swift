import Foundation
import TransitInterfaceBuilder

/// What the program `transit run` builds knows of the developer's classes for storyboards and
/// nibs: how to make each class a document names (`customClass`), and how to connect each
/// class's outlets, actions and inspectable properties, since Linux has no Objective-C runtime
/// to look them up by name. The entry point registers the makers; each file's rewrite registers
/// its classes' connections.
@preconcurrency @MainActor
public enum InterfaceBuilderClasses {
  /// How to make an object of a class by name, given the decoder of its element.
  public enum Maker {
    case viewController((NSCoder) -> UIViewController?)
    case view((NSCoder) -> UIView?)
    case segue((String?, UIViewController, UIViewController) -> UIStoryboardSegue)
    case object(() -> AnyObject)
    case gestureRecognizer(() -> UIGestureRecognizer)
    case layout(() -> UICollectionViewLayout)
  }

  struct Setter {
    let accepts: (AnyObject) -> Bool
    let set: (AnyObject, Any?) -> Void
  }

  struct Action {
    let accepts: (AnyObject) -> Bool
    let send: (AnyObject, Any?) -> Void
  }

  static var makers: [String: Maker] = [:]
  /// Outlets and inspectable properties, by name.
  static var setters: [String: [Setter]] = [:]
  /// Outlet collections, by name.
  static var collections: [String: [Setter]] = [:]
  /// Action methods, by Objective-C selector (`close:`).
  static var actions: [String: [Action]] = [:]
  /// The storyboards and nibs the program was given, by name.
  static var documents: [String: InterfaceIndex] = [:]

  /// Registers how to make `name`.
  public static func register(_ name: String, _ maker: Maker) {
    makers[name] = maker
  }

  /// Registers the outlet or inspectable property `name` of `Owner`.
  public static func register<Owner: AnyObject>(
    property name: String, of type: Owner.Type, _ set: @escaping (Owner, Any?) -> Void
  ) {
    setters[name, default: []].append(
      Setter(accepts: { $0 is Owner }, set: { set($0 as! Owner, $1) }))
  }

  /// Registers the outlet collection `name` of `Owner`.
  public static func register<Owner: AnyObject>(
    collection name: String, of type: Owner.Type, _ set: @escaping (Owner, [AnyObject]) -> Void
  ) {
    collections[name, default: []].append(
      Setter(accepts: { $0 is Owner }, set: { set($0 as! Owner, ($1 as? [AnyObject]) ?? []) }))
  }

  /// Registers the action method whose selector is `selector` on `Owner`.
  public static func register<Owner: AnyObject>(
    action selector: String, of type: Owner.Type, _ send: @escaping (Owner, Any?) -> Void
  ) {
    actions[selector, default: []].append(
      Action(accepts: { $0 is Owner }, send: { send($0 as! Owner, $1) }))
  }

  /// Reads the storyboards and nibs at `paths`, which `transit run` checked before compiling.
  public static func load(paths: [String]) throws {
    for path in paths {
      let index = try InterfaceIndex(InterfaceDocument(path: path))
      documents[index.document.name] = index
    }
  }

  /// Sets `name` on `owner`; false when no class of the owner's declares it.
  @discardableResult
  static func set(_ name: String, on owner: AnyObject, to value: Any?) -> Bool {
    guard let setter = setters[name]?.last(where: { $0.accepts(owner) }) else { return false }
    setter.set(owner, value)
    return true
  }

  @discardableResult
  static func set(collection name: String, on owner: AnyObject, to values: [AnyObject]) -> Bool {
    guard let setter = collections[name]?.last(where: { $0.accepts(owner) }) else { return false }
    setter.set(owner, values)
    return true
  }

  /// The action `selector` of `target`, if its class declares one.
  static func action(_ selector: String, of target: AnyObject) -> ((Any?) -> Void)? {
    guard let action = actions[selector]?.last(where: { $0.accepts(target) }) else { return nil }
    return { [weak target] sender in
      guard let target else { return }
      action.send(target, sender)
    }
  }
}

/// Assigns a connected object to an outlet, whatever its declared type: what `transit run`'s
/// rewrite calls for each `@IBOutlet`.
@MainActor
public func transitConnect<T>(_ slot: inout T?, _ value: Any?) {
  if let value = InterfaceValue.convert(value, to: T.self) { slot = value }
}

@MainActor
public func transitConnect<T>(_ slot: inout T, _ value: Any?) {
  if let value = InterfaceValue.convert(value, to: T.self) { slot = value }
}

/// Assigns an outlet collection.
@MainActor
public func transitConnect<T>(collection slot: inout [T]?, _ values: [AnyObject]) {
  slot = values.compactMap { $0 as? T }
}

@MainActor
public func transitConnect<T>(collection slot: inout [T], _ values: [AnyObject]) {
  slot = values.compactMap { $0 as? T }
}

/// The argument an action method takes, from its sender.
public func transitArgument<T>(_ value: Any?) -> T {
  if let value = value as? T { return value }
  if let none = Optional<Any>.none as? T { return none }
  preconditionFailure("an Interface Builder action's sender \(value as Any) is not a \(T.self)")
}

/// The values a document's runtime attributes carry, converted to a property's type.
enum InterfaceValue {
  static func convert<T>(_ value: Any?, to type: T.Type) -> T? {
    if let value = value as? T { return value }
    guard let number = value as? Double else { return nil }
    switch type {
    case is CGFloat.Type: return CGFloat(number) as? T
    case is Float.Type: return Float(number) as? T
    case is Int.Type: return Int(number) as? T
    case is CGFloat?.Type: return CGFloat?(CGFloat(number)) as? T
    default: return nil
    }
  }
}
