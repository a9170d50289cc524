import Foundation

/// Mirrors `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
  public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
  public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
  public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// Mirrors `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion, removal, replacement
}

/// Mirrors `NSKeyValueObservedChange`: what changed, as the options asked.
public struct NSKeyValueObservedChange<Value> {
  public let kind: NSKeyValueChange
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet? = nil
  public let isPrior: Bool
}

/// Mirrors `NSKeyValueObservation`: an observation, alive while the object returned is kept;
/// `invalidate()` ends it.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
  fileprivate var check: (() -> Void)?
  fileprivate weak var object: AnyObject?

  public func invalidate() {
    check = nil
    if let object { KeyValueObservers.remove(self, from: object) }
  }

  /// Starts the observation of `object`: `check` runs at each set of a property it tells about.
  func observe(_ object: AnyObject, check: @escaping () -> Void) {
    self.object = object
    self.check = check
    KeyValueObservers.add(self, to: object)
  }

  isolated deinit {
    if let object { KeyValueObservers.remove(self, from: object) }
  }
}

/// Key-value observing of UIKit's own properties, without the Objective-C runtime: the
/// properties that place and show a view (`frame`, `bounds`, `center`, `alpha`, `isHidden`,
/// `transform`) and a scroll view's `contentOffset`, `contentSize` and `contentInset` tell their
/// observers when they are set, and each observation compares its key path's value with the last
/// it saw, calling its handler when it changed (`Equatable` values) or on every set (others), as
/// UIKit's KVO-compliant properties do. A developer's own `@objc dynamic` property has no such
/// hook here: its observation hears only `.initial`.
public protocol KeyValueObservable: AnyObject {}

// `observe` is `@preconcurrency`: NSObject's is nonisolated on iOS, so code written for Swift 5
// calls it from an object that is not on the main actor (a helper class's initializer), and
// is warned, not refused. Transit's engine runs on the main actor, where the call is made.
extension KeyValueObservable {
  /// Mirrors `observe(_:options:changeHandler:)` for a value that can be compared.
  @preconcurrency @MainActor
  public func observe<Value: Equatable>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    observation(of: keyPath, options: options, changed: !=, changeHandler: changeHandler)
  }

  /// Mirrors `observe(_:options:changeHandler:)` for a value that cannot be compared: the
  /// handler hears every set of a property UIKit tells about.
  @preconcurrency @MainActor
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    observation(
      of: keyPath, options: options, changed: { _, _ in true }, changeHandler: changeHandler)
  }

  /// An observation that calls `changeHandler` at each set of the property `keyPath` reads
  /// whose new value `changed` from the last one seen, and first with `.initial`.
  @MainActor
  private func observation<Value>(
    of keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions,
    changed: @escaping (Value, Value) -> Bool,
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation()
    var last = self[keyPath: keyPath]
    observation.object = self
    observation.check = { [weak self] in
      guard let self else { return }
      let value = self[keyPath: keyPath]
      guard changed(value, last) else { return }
      let old = last
      last = value
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? old : nil, isPrior: false))
    }
    KeyValueObservers.add(observation, to: self)
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
          isPrior: false))
    }
    return observation
  }
}

extension NSObject: KeyValueObservable {}

/// The observations of each object, held weakly.
@preconcurrency @MainActor
enum KeyValueObservers {
  private struct Weak {
    weak var observation: NSKeyValueObservation?
  }

  private static var byObject: [ObjectIdentifier: [Weak]] = [:]

  static func add(_ observation: NSKeyValueObservation, to object: AnyObject) {
    byObject[ObjectIdentifier(object), default: []].append(Weak(observation: observation))
  }

  static func remove(_ observation: NSKeyValueObservation, from object: AnyObject) {
    byObject[ObjectIdentifier(object)]?.removeAll {
      $0.observation == nil || $0.observation === observation
    }
  }

  /// A property of `object` UIKit tells about was set: each observation checks its key path.
  static func didSet(_ object: AnyObject) {
    guard let list = byObject[ObjectIdentifier(object)], !list.isEmpty else { return }
    for entry in list { entry.observation?.check?() }
  }
}
