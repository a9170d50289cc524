import Foundation

/// Mirrors `NotificationCenter`'s target-selector registration, `addObserver(_:selector:name:object:)`,
/// which Linux's Foundation leaves out for want of the Objective-C runtime.
///
/// `transit run` rewrites `#selector(f)` passed as its `selector:` into a method reference,
/// `{ $0.f }`, as it does for target-action. A notification posted with the name (any name, if
/// `nil`) and from the object (any object, if `nil`) calls the method on the observer, which the
/// centre holds weakly: since iOS 9 an observer that goes away is no longer sent anything
/// (Apple's `removeObserver(_:)` page), and `removeObserver(_:)` ends its registrations at once.
extension NotificationCenter {
  /// `addObserver(_:selector:name:object:)` for a method that takes the notification.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> @MainActor (Notification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    let method = MainThreadBox(selector)
    register(observer, name: name, object: object) { target, note in method.value(target)(note) }
  }

  /// `addObserver(_:selector:name:object:)` for a method that takes an `NSNotification`.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> @MainActor (NSNotification) -> Void,
    name: Notification.Name?, object: Any?
  ) {
    let method = MainThreadBox(selector)
    register(observer, name: name, object: object) { target, note in
      method.value(target)(
        NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
    }
  }

  /// `addObserver(_:selector:name:object:)` for a method that takes nothing.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> @MainActor () -> Void,
    name: Notification.Name?, object: Any?
  ) {
    let method = MainThreadBox(selector)
    register(observer, name: name, object: object) { target, _ in method.value(target)() }
  }

  /// Mirrors `removeObserver(_:)`: ends every registration of `observer`, those made with a
  /// selector as well as the block observers Foundation keeps.
  public func removeObserver(_ observer: AnyObject) {
    for token in SelectorObservers.tokens(of: observer, in: self, name: nil) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any)
  }

  /// Mirrors `removeObserver(_:name:object:)`: ends `observer`'s registrations for `name`
  /// (all of them, if `nil`).
  public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
    for token in SelectorObservers.tokens(of: observer, in: self, name: name) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any, name: name, object: object)
  }

  private func register<Observer: AnyObject>(
    _ observer: Observer, name: Notification.Name?, object: Any?,
    call: @escaping @MainActor (Observer, Notification) -> Void
  ) {
    let target = WeakTarget(observer)
    let call = MainThreadBox(call)
    let token = addObserver(forName: name, object: object, queue: nil) { note in
      let delivered = MainThreadBox(note)
      MainActor.assumeIsolated {
        guard let observer = target.object as? Observer else { return }
        call.value(observer, delivered.value)
      }
    }
    SelectorObservers.add(token, of: observer, in: self, name: name)
  }
}

/// The block observers standing for selector registrations, by centre and observer, so that
/// `removeObserver(_:)` finds them. An entry whose observer went away is dropped when the
/// observer's identifier is next registered or removed.
private enum SelectorObservers {
  struct Entry {
    weak var observer: AnyObject?
    let token: NSObjectProtocol
    let name: Notification.Name?
  }

  nonisolated(unsafe) static var entries: [ObjectIdentifier: [ObjectIdentifier: [Entry]]] = [:]
  static let lock = NSLock()

  static func add(
    _ token: NSObjectProtocol, of observer: AnyObject, in center: NotificationCenter,
    name: Notification.Name?
  ) {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(observer)
    var forCenter = entries[ObjectIdentifier(center), default: [:]]
    let kept = forCenter[key, default: []].filter { $0.observer === observer }
    forCenter[key] = kept + [Entry(observer: observer, token: token, name: name)]
    entries[ObjectIdentifier(center)] = forCenter
  }

  /// Takes out and returns the tokens of `observer`'s registrations for `name` (all, if `nil`).
  static func tokens(
    of observer: AnyObject, in center: NotificationCenter, name: Notification.Name?
  ) -> [NSObjectProtocol] {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(observer)
    guard var forCenter = entries[ObjectIdentifier(center)], let list = forCenter[key] else {
      return []
    }
    let live = list.filter { $0.observer === observer }
    let removed = live.filter { name == nil || $0.name == name }
    let remaining = live.filter { !(name == nil || $0.name == name) }
    forCenter[key] = remaining.isEmpty ? nil : remaining
    entries[ObjectIdentifier(center)] = forCenter
    return removed.map(\.token)
  }
}

/// The observer, held weakly by the block Foundation keeps.
private final class WeakTarget: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// A value carried into the main actor from a notification's delivery, which Foundation makes
/// on the thread that posted: UIKit posts on the main thread, where Transit's engine runs, so
/// the value never crosses threads.
private struct MainThreadBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
