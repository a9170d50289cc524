import Foundation

#if !canImport(Darwin)
  /// Mirrors `NSKeyValueChangeKey`: the keys of the change an observer is told.
  public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
  }

  /// An object told of changes by `observeValue(forKeyPath:of:change:context:)`, NSObject's
  /// method on iOS. Linux's Foundation has no key-value observing, so `transit run`'s rewrite
  /// makes a class that declares the method conform to this instead of overriding NSObject's.
  public protocol KeyValueStringObserving: AnyObject {
    func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?)
  }

  extension NSObject {
    /// What `super.observeValue(forKeyPath:of:change:context:)` becomes in the rewrite: NSObject's
    /// own, which has nothing to do for a change its subclass does not handle (on iOS it raises
    /// for an observation nobody registered, which cannot happen here).
    public static func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {}
  }

  /// Key-value observing by a key-path string (`addObserver(_:forKeyPath:options:context:)`),
  /// for the properties of UIKit's that tell their observers when they are set (those
  /// `observe(_:options:changeHandler:)` takes): a change calls the observer's
  /// `observeValue(forKeyPath:of:change:context:)` with the new and old values its options
  /// asked for, as Foundation does. The observer is not retained, as on iOS.
  extension KeyValueObservable {
    /// Mirrors `addObserver(_:forKeyPath:options:context:)`. A key path none of UIKit's
    /// properties here tells about is registered, and its observer never called.
    @preconcurrency @MainActor
    public func addObserver(
      _ observer: NSObject, forKeyPath keyPath: String,
      options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
      StringObservations.add(
        observer: observer, of: self, keyPath: keyPath, options: options, context: context)
    }

    /// Mirrors `removeObserver(_:forKeyPath:)`.
    @preconcurrency @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
      StringObservations.remove(observer: observer, of: self, keyPath: keyPath, context: nil)
    }

    /// Mirrors `removeObserver(_:forKeyPath:context:)`.
    @preconcurrency @MainActor
    public func removeObserver(
      _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
      StringObservations.remove(observer: observer, of: self, keyPath: keyPath, context: context)
    }
  }

  /// The observations made by key-path string, each an `NSKeyValueObservation` held here until
  /// it is removed or its observer or object goes.
  @preconcurrency @MainActor
  enum StringObservations {
    private struct Entry {
      weak var observer: NSObject?
      weak var object: AnyObject?
      let keyPath: String
      let context: UnsafeMutableRawPointer?
      let observation: NSKeyValueObservation
    }

    private static var entries: [Entry] = []

    static func add(
      observer: NSObject, of object: AnyObject, keyPath: String,
      options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?
    ) {
      entries.removeAll { $0.observer == nil || $0.object == nil }
      guard let read = reader(keyPath, of: object) else {
        entries.append(
          Entry(
            observer: observer, object: object, keyPath: keyPath, context: context,
            observation: NSKeyValueObservation()))
        return
      }
      var last = read(object)
      let observation = NSKeyValueObservation()
      // Neither the observer nor the object is held: the registry lets go of both as on iOS.
      observation.observe(object) { [weak observer, weak object] in
        guard let observer, let object else { return }
        let value = read(object)
        guard !value.equals(last) else { return }
        let old = last.value
        last = value
        tell(observer, object, keyPath, change(options, new: value.value, old: old), context)
      }
      entries.append(
        Entry(
          observer: observer, object: object, keyPath: keyPath, context: context,
          observation: observation))
      if options.contains(.initial) {
        tell(observer, object, keyPath, change(options, new: last.value, old: nil), context)
      }
    }

    /// The change an observer is told, with the values `options` ask for.
    private static func change(
      _ options: NSKeyValueObservingOptions, new: Any, old: Any?
    ) -> [NSKeyValueChangeKey: Any] {
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
      if options.contains(.new) { change[.newKey] = new }
      if options.contains(.old), let old { change[.oldKey] = old }
      return change
    }

    private static func tell(
      _ observer: NSObject, _ object: AnyObject, _ keyPath: String,
      _ change: [NSKeyValueChangeKey: Any], _ context: UnsafeMutableRawPointer?
    ) {
      guard let receiver = observer as? any KeyValueStringObserving else { return }
      receiver.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    static func remove(
      observer: NSObject, of object: AnyObject, keyPath: String,
      context: UnsafeMutableRawPointer?
    ) {
      guard
        let index = entries.lastIndex(where: {
          $0.observer === observer && $0.object === object && $0.keyPath == keyPath
            && (context == nil || $0.context == context)
        })
      else { return }
      entries.remove(at: index).observation.invalidate()
    }

    /// A value read for comparison: what it is, and whether another is the same.
    struct Reading {
      let value: Any
      let equals: (Any) -> Bool
      func equals(_ other: Reading) -> Bool { equals(other.value) }
    }

    private static func reading<Value: Equatable>(_ value: Value) -> Reading {
      Reading(value: value, equals: { ($0 as? Value) == value })
    }

    /// How to read the property `keyPath` names on `object`, for the properties that tell
    /// their observers; nil for another. The reader is handed the object, so as not to hold it.
    private static func reader(
      _ keyPath: String, of object: AnyObject
    ) -> ((AnyObject) -> Reading)? {
      if object is UIScrollView {
        switch keyPath {
        case "contentOffset": return { reading(($0 as! UIScrollView).contentOffset) }
        case "contentSize": return { reading(($0 as! UIScrollView).contentSize) }
        case "contentInset": return { reading(($0 as! UIScrollView).contentInset) }
        default: break
        }
      }
      if object is UIView {
        switch keyPath {
        case "frame": return { reading(($0 as! UIView).frame) }
        case "bounds": return { reading(($0 as! UIView).bounds) }
        case "center": return { reading(($0 as! UIView).center) }
        case "alpha": return { reading(($0 as! UIView).alpha) }
        case "hidden", "isHidden": return { reading(($0 as! UIView).isHidden) }
        case "transform": return { reading(($0 as! UIView).transform) }
        default: break
        }
      }
      if object is UIViewController, keyPath == "preferredContentSize" {
        return { reading(($0 as! UIViewController).preferredContentSize) }
      }
      return nil
    }
  }
#endif
