// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation

/// The Objective-C runtime's associated objects, which Linux does not have: a value kept for an
/// object under a key (the address of a static variable), as `objc_setAssociatedObject(_:_:_:_:)`
/// keeps it.
///
/// The table is keyed by the object's identity and holds the object itself weakly, so an entry
/// whose object has gone (or whose identity a new object reuses) is never answered. The values
/// of a freed object are let go at the end of the run-loop turn it was freed in (`Lifetimes`
/// sweeps the table before writing the turn's releases), where Objective-C lets them go while
/// the object is deallocated; and the leak check follows an object's associated values as it
/// follows its stored properties. `OBJC_ASSOCIATION_ASSIGN` holds the value weakly (Objective-C
/// holds it unretained, which would dangle instead).
enum AssociatedObjects {
  /// One object's values by key.
  final class Entry {
    weak var owner: AnyObject?
    var strong: [UnsafeRawPointer: Any] = [:]
    var weak: [UnsafeRawPointer: WeakValue] = [:]
    init(owner: AnyObject) { self.owner = owner }
  }

  struct WeakValue {
    weak var value: AnyObject?
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  /// The table's size after the last sweep: a set sweeps again once the table doubles, so the
  /// table stays in proportion to the objects alive.
  nonisolated(unsafe) private static var sweptCount = 0

  /// The entry of `object` if it is still that object's.
  private static func entry(of object: AnyObject) -> Entry? {
    let identity = ObjectIdentifier(object)
    guard let entry = entries[identity] else { return nil }
    guard entry.owner === object else {
      entries[identity] = nil
      return nil
    }
    return entry
  }

  static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, weakly: Bool) {
    var released: Any?
    lock.lock()
    let entry =
      Self.entry(of: object)
      ?? {
        let made = Entry(owner: object)
        entries[ObjectIdentifier(object)] = made
        return made
      }()
    released = entry.strong.removeValue(forKey: key)
    entry.weak[key] = nil
    if let value {
      if weakly {
        entry.weak[key] = WeakValue(value: value as AnyObject)
      } else {
        entry.strong[key] = value
      }
    }
    if entries.count > 2 * max(sweptCount, 64) { released = (released, sweepLocked()) }
    lock.unlock()
    // The old value is let go outside the lock: its deinit may associate again.
    released = nil
  }

  static func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = Self.entry(of: object) else { return nil }
    if let value = entry.strong[key] { return value }
    return entry.weak[key]?.value
  }

  static func removeAll(_ object: AnyObject) {
    lock.lock()
    let entry = Self.entry(of: object)
    entries[ObjectIdentifier(object)] = nil
    lock.unlock()
    _ = entry
  }

  /// The values `object` holds strongly, for the leak check.
  static func strongValues(of object: AnyObject) -> [Any] {
    lock.lock()
    defer { lock.unlock() }
    return Self.entry(of: object).map { Array($0.strong.values) } ?? []
  }

  /// Lets go of the values of objects that have gone.
  static func sweep() {
    lock.lock()
    let released = sweepLocked()
    lock.unlock()
    _ = released
  }

  /// The entries of freed objects, taken out of the table; let go by the caller, unlocked.
  private static func sweepLocked() -> [Entry] {
    var released: [Entry] = []
    for (identity, entry) in entries where entry.owner == nil {
      released.append(entry)
      entries[identity] = nil
    }
    sweptCount = entries.count
    return released
  }
}

#if !canImport(ObjectiveC)
  /// Mirrors `objc_AssociationPolicy`.
  public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
  }

  /// Mirrors `objc_setAssociatedObject(_:_:_:_:)`: keeps `value` for `object` under `key` (nil
  /// removes it). A value that is not a class instance is kept as it is; an object that is not
  /// one is boxed anew at each call, as on Apple's platforms, so nothing stays associated with
  /// it. The copying policies keep the value itself.
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    AssociatedObjects.set(
      object as AnyObject, key, value, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
  }

  /// Mirrors `objc_getAssociatedObject(_:_:)`.
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object as AnyObject, key)
  }

  /// Mirrors `objc_removeAssociatedObjects(_:)`.
  public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object as AnyObject)
  }
#endif

#if !canImport(Darwin)
  /// Mirrors Core Foundation's `CFGetRetainCount(_:)`, which Linux's Foundation does not
  /// export: the object's strong reference count, as libraries read it to check that a closure
  /// kept no reference to what it was lent. The count is Swift's own, which the Objective-C
  /// runtime's matches for a Swift object.
  public func CFGetRetainCount(_ object: AnyObject?) -> Int {
    object.map { Int(_getRetainCount($0)) } ?? 0
  }
#endif
