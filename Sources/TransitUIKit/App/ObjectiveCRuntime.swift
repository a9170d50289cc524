import Foundation

/// The Objective-C runtime's method lists, as far as swizzling needs them: which implementation
/// a class's selector runs, for UIKit's methods that code commonly swizzles and for the
/// developer's own `@objc` methods.
///
/// On iOS every message is looked up by selector in its receiver's class and then its
/// superclasses, and `method_exchangeImplementations(_:_:)` swaps two entries of those lists
/// (Source: [objc-method-exchange], [objc-class-add-method]). Swift on Linux
/// dispatches by vtable, so the lists exist only where a swap can reach:
/// - each of UIKit's swizzlable methods (`swizzlable`) is a dispatcher, which runs the
///   implementation the table holds for the receiver's class when one was installed, and its
///   own body otherwise;
/// - `transit run` gives each `@objc` method of the developer's that a `#selector` names a
///   prologue (`forward(_:_:_:as:)`) that does the same, so that after a swap the method's
///   name, called as `self.swizzled_viewWillAppear(animated)`, runs UIKit's original, as on iOS.
///
/// Nothing is looked up until something is installed: until then each dispatcher costs one
/// read of a flag. Afterwards a dispatcher's search of its receiver's class chain is kept, by
/// class and selector, until something is installed for that selector, so a call costs one
/// read of a dictionary under the lock, not a walk of the chain.
public enum ObjectiveCRuntime {
  /// The selectors of UIKit's methods that are dispatchers, by the class that declares them:
  /// the appearance and layout callbacks, the status bar's questions, events, and a view's
  /// layer, which are what swizzling code commonly reaches (analytics of screens shown, touch
  /// visualizers, status bar managers).
  public static let swizzlable: [String: [String]] = [
    "UIViewController": [
      "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:",
      "viewDidDisappear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
    ],
    "UIView": ["layer", "layoutSubviews", "didMoveToSuperview", "didMoveToWindow"],
    "UIWindow": ["sendEvent:"],
    "UIApplication": ["sendEvent:"],
  ]

  /// A call in progress of an implementation the table ran: the receiver, the selector, and the
  /// class whose entry it was, so that a `super` call inside it looks above that class.
  private struct Activation {
    let receiver: ObjectIdentifier
    let selector: String
    let level: ObjectIdentifier
  }

  /// A class and a selector, with the class a dispatcher's search stops at.
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let selector: String
    let until: ObjectIdentifier?
  }

  /// Where a search of a class chain for a selector ends: the class whose entry answers it, with
  /// the implementation, or nil when none does.
  private typealias Resolution = (level: AnyClass, imp: IMP)?

  private static let lock = NSLock()
  /// The installed implementations, by class and selector.
  nonisolated(unsafe) private static var table: [ObjectIdentifier: [String: IMP]] = [:]
  /// UIKit's original implementations, made when first asked for, so that each keeps its
  /// identity (`method_getImplementation(_:)` twice gives the same `IMP`).
  nonisolated(unsafe) private static var originals: [ObjectIdentifier: [String: IMP]] = [:]
  /// Set once anything is installed: the dispatchers' one read until then.
  nonisolated(unsafe) private static var isActive = false
  /// The classes, by selector, that declare no UIKit original of it: asked once each.
  nonisolated(unsafe) private static var misses: Set<Key> = []
  /// What a search from a receiver's class found, by selector, so that a dispatcher walks the
  /// chain once per class and selector rather than on each call; a selector's entries go when
  /// anything is installed for it.
  nonisolated(unsafe) private static var resolved: [String: [Key: Resolution]] = [:]
  /// How many times a search from each receiver's class walked its chain, for the tests that
  /// check the searches are kept.
  nonisolated(unsafe) private static var walks: [ObjectIdentifier: Int] = [:]
  nonisolated(unsafe) private static var activations: [Activation] = []
  /// The developer's method the table is about to run as an implementation: its prologue runs
  /// its body instead of looking the selector up again.
  nonisolated(unsafe) private static var entering: (receiver: ObjectIdentifier, selector: String)?

  // MARK: Reading and writing the table

  /// The implementation `type`'s own entry for `selector` runs: the one installed, else UIKit's
  /// original when `type` declares a swizzlable method of that name.
  static func ownImplementation(_ type: AnyClass, _ selector: String) -> IMP? {
    lock.lock()
    defer { lock.unlock() }
    return ownImplementationLocked(type, selector)
  }

  private static func ownImplementationLocked(_ type: AnyClass, _ selector: String) -> IMP? {
    let key = ObjectIdentifier(type)
    if let installed = table[key]?[selector] { return installed }
    if let original = originals[key]?[selector] { return original }
    let miss = Key(type: key, selector: selector, until: nil)
    if misses.contains(miss) { return nil }
    guard let made = UIKitOriginals.make(type, selector) else {
      misses.insert(miss)
      return nil
    }
    originals[key, default: [:]][selector] = made
    return made
  }

  /// The class from `type` upwards whose own entry answers `selector`, with the implementation.
  static func lookUp(_ type: AnyClass, _ selector: String) -> (AnyClass, IMP)? {
    lock.lock()
    defer { lock.unlock() }
    var current: AnyClass? = type
    while let found = current {
      if let imp = ownImplementationLocked(found, selector) { return (found, imp) }
      current = superclass(of: found)
    }
    return nil
  }

  /// Makes `imp` the implementation of `type`'s own entry for `selector`.
  static func install(_ type: AnyClass, _ selector: String, _ imp: IMP) {
    lock.lock()
    defer { lock.unlock() }
    table[ObjectIdentifier(type), default: [:]][selector] = imp
    resolved[selector] = nil
    isActive = true
  }

  /// How many times a dispatcher or prologue searched `type`'s chain for a receiver of that
  /// class, rather than reading what an earlier search found.
  package static func walkCount(_ type: AnyClass) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return walks[ObjectIdentifier(type)] ?? 0
  }

  /// Registers the developer's `override` of a swizzlable UIKit member, written in an extension
  /// of a UIKit class, as the class's own implementation: `transit run` renames the member
  /// (Swift on Linux cannot override from an extension) and registers it here when the program
  /// starts, where on iOS the category's method is in the class's list from the start.
  public static func registerOverride<Target: AnyObject>(
    _ type: Target.Type, _ selector: String,
    _ body: @escaping @MainActor (Target, Any) -> Any, file: StaticString = #file,
    line: UInt = #line
  ) {
    guard declaresSwizzlable(type, selector) else {
      let names = swizzlable.sorted { $0.key < $1.key }.map {
        "\($0.key): \($0.value.joined(separator: " "))"
      }
      fatalError(
        "this override in an extension of \(type) needs the Objective-C runtime: Transit's "
          + "UIKit dispatches by selector only \(names.joined(separator: "; ")); move the "
          + "override into a subclass of \(type)", file: file, line: line)
    }
    let imp = IMP(selector: selector, owner: type, entersDirectly: true) { receiver, argument in
      body(receiver as! Target, argument)
    }
    install(type, selector, imp)
  }

  /// Whether `type` or a superclass declares `selector` among UIKit's dispatchers.
  static func declaresSwizzlable(_ type: AnyClass, _ selector: String) -> Bool {
    var current: AnyClass? = type
    while let found = current {
      if swizzlable[className(found)]?.contains(selector) == true { return true }
      current = superclass(of: found)
    }
    return false
  }

  static func superclass(of type: AnyClass) -> AnyClass? { _getSuperclass(type) }

  static func className(_ type: AnyClass) -> String {
    let full = String(reflecting: type)
    let plain = full.prefix { $0 != "<" }
    return String(plain.split(separator: ".").last ?? plain)
  }

  // MARK: Dispatch

  /// The dispatcher of UIKit's method `selector`, declared by `declaring`: the result of the
  /// implementation installed for `receiver`'s class (searched from that class up to
  /// `declaring`), or nil when UIKit's own body is to run.
  @discardableResult
  public static func dispatch<Result>(
    _ receiver: AnyObject, _ declaring: AnyClass, _ selector: String, _ argument: Any,
    as result: Result.Type = Result.self
  ) -> Result? {
    guard isActive else { return nil }
    return send(receiver, selector, argument, until: declaring, own: nil, as: result)
  }

  /// The prologue `transit run` gives a developer's `@objc` method named `selector`, declared by
  /// `owner`: the result of the implementation the method's entry holds when a swap or
  /// `method_setImplementation(_:_:)` put another one there, or nil when the method's own body
  /// is to run (nothing installed, or the table is running this body as an implementation).
  public static func forward<Result>(
    _ receiver: AnyObject, _ owner: AnyClass, _ selector: String, _ argument: Any,
    as result: Result.Type = Result.self
  ) -> Result? {
    guard isActive else { return nil }
    lock.lock()
    if let pending = entering, pending.receiver == ObjectIdentifier(receiver),
      pending.selector == selector
    {
      entering = nil
      lock.unlock()
      return nil
    }
    lock.unlock()
    return send(receiver, selector, argument, until: nil, own: owner, as: result)
  }

  /// Runs the implementation the table holds for `selector` in `receiver`'s class chain, from
  /// the class of the innermost call of it in progress upwards (a `super` call inside an
  /// implementation looks above its class), stopping at `until` when given. Nil when the entry
  /// found is the caller's own body: UIKit's original of `until`, or the method of `own`.
  private static func send<Result>(
    _ receiver: AnyObject, _ selector: String, _ argument: Any, until: AnyClass?,
    own: AnyClass?, as result: Result.Type
  ) -> Result? {
    let identity = ObjectIdentifier(receiver)
    lock.lock()
    let active =
      activations.isEmpty
      ? nil : activations.last { $0.receiver == identity && $0.selector == selector }
    let found: Resolution
    if let active {
      // A call inside an implementation the table ran searches above that implementation's
      // class: rare, and not kept.
      var current: AnyClass? = type(of: receiver)
      while let level = current, ObjectIdentifier(level) != active.level {
        current = superclass(of: level)
      }
      found = resolveLocked(from: current.flatMap(superclass(of:)), selector, until: until)
    } else {
      let key = Key(
        type: ObjectIdentifier(type(of: receiver)), selector: selector,
        until: until.map(ObjectIdentifier.init))
      if let kept = resolved[selector]?[key] {
        found = kept
      } else {
        walks[key.type, default: 0] += 1
        found = resolveLocked(from: type(of: receiver), selector, until: until)
        resolved[selector, default: [:]][key] = .some(found)
      }
    }
    lock.unlock()
    guard let (level, imp) = found else { return nil }
    if let until, imp.isOriginal(of: until, selector) { return nil }
    if let own, imp.isOriginal(of: own, selector) { return nil }
    return run(imp, on: receiver, argument, level: level, selector: selector) as? Result
  }

  /// The class from `start` upwards whose own entry answers `selector`, stopping at `until`.
  private static func resolveLocked(from start: AnyClass?, _ selector: String, until: AnyClass?)
    -> Resolution
  {
    var current = start
    while let found = current {
      if let imp = ownImplementationLocked(found, selector) { return (found, imp) }
      if let until, found == until { return nil }
      current = superclass(of: found)
    }
    return nil
  }

  /// Runs `imp` on `receiver` as the entry of `selector` in `level`.
  private static func run(
    _ imp: IMP, on receiver: AnyObject, _ argument: Any, level: AnyClass, selector: String
  ) -> Any? {
    let identity = ObjectIdentifier(receiver)
    lock.lock()
    activations.append(Activation(receiver: identity, selector: selector, level: .init(level)))
    if !imp.entersDirectly { entering = (identity, imp.selector) }
    lock.unlock()
    defer {
      lock.lock()
      if let index = activations.lastIndex(where: {
        $0.receiver == identity && $0.selector == selector
      }) {
        activations.remove(at: index)
      }
      // A method whose prologue never ran (an override of it in a subclass that does not call
      // super) leaves no mark for a later call.
      if let pending = entering, pending.receiver == identity, pending.selector == imp.selector {
        entering = nil
      }
      lock.unlock()
    }
    return imp.call(receiver, argument)
  }

  /// Forgets every installed implementation, for tests that swizzle.
  package static func reset() {
    lock.lock()
    defer { lock.unlock() }
    table = [:]
    resolved = [:]
    activations = []
    entering = nil
    isActive = false
  }
}
