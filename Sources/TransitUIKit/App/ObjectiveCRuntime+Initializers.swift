import Foundation

/// An initializer called through a class value, as Objective-C sends `init…` to whatever class
/// `+alloc` was sent to: `cls.init()` where `cls` is an `NSObject.Type` found by name.
///
/// Swift accepts `cls.init(…)` on a metatype value only for a `required` initializer, or, on
/// Apple's platforms, for any initializer imported from Objective-C, which the runtime finds by
/// selector in the receiving class. Linux's Foundation makes `NSObject.init()` an ordinary Swift
/// initializer, so the call is refused ("constructing an object of class type 'NSObject' with a
/// metatype value must use a 'required' initializer"). `transit run` writes `cls.init(a: x)` as
/// `ObjectiveCRuntime.alloc(cls)(a: x)`, whose arguments reach `dynamicallyCall` by label, and the
/// initializer is looked up by name (`init(a:)`) in the table `ObjectiveCRuntime` keeps:
/// - Transit's UIKit registers its classes' initializers that code makes through a class value
///   (`NSObject`'s `init()`, a view's `init(frame:)`, UIKit's private `_UICustomBlurEffect`);
/// - `transit run` registers each initializer the developer's classes declare, and the `init()`
///   a class that declares none inherits from `NSObject`, `UIView` or `UIViewController`.
///
/// A `required` initializer makes the receiving class itself, so it answers for subclasses
/// that inherit it; any other answers for its own class only, as a Swift initializer makes an
/// object of the class that declares it. A class with no entry stops the program with a
/// message that names the class and the initializer.
@dynamicCallable
public struct ObjectiveCAllocation<Instance> {
  /// The class the initializer is sent to.
  let type: Instance.Type

  /// Sends the initializer named by the arguments' labels (`init()`, `init(frame:)`,
  /// `init(_:)`), with their values. On the main actor, as UIKit's initializers are, and
  /// `@preconcurrency` as UIKit is imported: an object made through a class value from a
  /// method of a plain `NSObject` subclass, which is not isolated to the main actor, compiles
  /// in Swift 5 mode as `cls.init(…)` does on iOS.
  @preconcurrency @MainActor
  public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>)
    -> Instance
  {
    let labels = arguments.map { $0.key.isEmpty ? "_:" : $0.key + ":" }.joined()
    let name = "init(\(labels))"
    guard let made = ObjectiveCRuntime.construct(type, name, arguments.map(\.value)) else {
      fatalError(
        "\(type) has no initializer \(name) that transit run can call through a class value: "
          + "Swift without the Objective-C runtime can make an object from a class value only "
          + "through an initializer registered for it (the developer's classes' own "
          + "initializers, and those of Transit's UIKit classes that code makes so)")
    }
    guard let instance = made as? Instance else {
      preconditionFailure(
        "\(name) of \(type) made \(Swift.type(of: made)), not an \(Instance.self)")
    }
    return instance
  }
}

extension ObjectiveCRuntime {
  /// An initializer's entry: whether it answers for subclasses (a `required` one), and what
  /// makes the object, given the receiving class and the arguments in order.
  struct Initializer {
    let inherited: Bool
    let make: @MainActor (AnyClass, [Any]) -> AnyObject
  }

  private static let initializerLock = NSLock()
  /// The registered initializers, by class and name (`init(frame:)`).
  nonisolated(unsafe) private static var initializers: [ObjectIdentifier: [String: Initializer]] =
    builtInInitializers

  /// Mirrors `+alloc` sent to a class value: the object the next `init…` makes will be of
  /// `type`, the class the value holds at run time. `transit run` writes `cls.init(…)` as
  /// `ObjectiveCRuntime.alloc(cls)(…)`.
  public static func alloc<Instance>(_ type: Instance.Type) -> ObjectiveCAllocation<Instance> {
    ObjectiveCAllocation(type: type)
  }

  /// Registers `make` as `type`'s initializer `name`, which it declares; for subclasses too when
  /// it is `required`, in which case `make` is given the receiving class.
  public static func registerInitializer<Declaring: AnyObject>(
    _ type: Declaring.Type, _ name: String, required: Bool = false,
    _ make: @escaping @MainActor (Declaring.Type, [Any]) -> Declaring
  ) {
    let entry = Initializer(inherited: required) { receiving, arguments in
      make(receiving as! Declaring.Type, arguments)
    }
    initializerLock.lock()
    defer { initializerLock.unlock() }
    initializers[ObjectIdentifier(type), default: [:]][name] = entry
  }

  /// The object `type`'s initializer `name` makes from `arguments`: `type`'s own entry, else a
  /// superclass's `required` one; nil when none answers.
  @MainActor
  static func construct(_ type: Any.Type, _ name: String, _ arguments: [Any]) -> AnyObject? {
    guard let receiving = type as? AnyClass else { return nil }
    var current: AnyClass? = receiving
    while let found = current {
      initializerLock.lock()
      let entry = initializers[ObjectIdentifier(found)]?[name]
      initializerLock.unlock()
      if let entry, found == receiving || entry.inherited {
        return entry.make(receiving, arguments)
      }
      current = superclass(of: found)
    }
    return nil
  }

  /// The argument at `index` of an initializer called through a class value, as the type its
  /// parameter declares. A number passes as another number type, as Objective-C passes a
  /// literal `1.0` to a `CGFloat` parameter.
  public static func argument<Value>(
    _ arguments: [Any], _ index: Int, as type: Value.Type = Value.self, of name: String
  ) -> Value {
    guard index < arguments.count else {
      preconditionFailure("\(name) was called with \(arguments.count) arguments")
    }
    let value = arguments[index]
    if let exact = value as? Value { return exact }
    if let converted = InterfaceValue.convert(boxedNumber(value), to: type) { return converted }
    preconditionFailure(
      "\(name)'s argument \(index + 1) is \(Swift.type(of: value)), not \(Value.self)")
  }

  /// Transit's UIKit classes' initializers that code makes objects with through a class value:
  /// `NSObject`'s, which every class found by name has on iOS, UIKit's private blur class,
  /// which blur libraries find by name (`_UICustomBlurEffect`), a view's and a view
  /// controller's, and the `required` ones of cells, reusable views and layers, which made
  /// through a subclass's class value make that subclass.
  private static var builtInInitializers: [ObjectIdentifier: [String: Initializer]] {
    func entry<T: AnyObject>(_ make: @escaping @MainActor () -> T) -> Initializer {
      Initializer(inherited: false) { _, _ in make() }
    }
    func required<T: AnyObject>(
      _ type: T.Type, _ make: @escaping @MainActor (T.Type, [Any]) -> T
    ) -> Initializer {
      Initializer(inherited: true) { receiving, arguments in
        make(receiving as! T.Type, arguments)
      }
    }
    return [
      ObjectIdentifier(UICollectionReusableView.self): [
        "init(frame:)": required(UICollectionReusableView.self) { type, arguments in
          type.init(frame: argument(arguments, 0, as: CGRect.self, of: "init(frame:)"))
        }
      ],
      ObjectIdentifier(UITableViewCell.self): [
        "init(style:reuseIdentifier:)": required(UITableViewCell.self) { type, arguments in
          let name = "init(style:reuseIdentifier:)"
          return type.init(
            style: argument(arguments, 0, as: UITableViewCell.CellStyle.self, of: name),
            reuseIdentifier: argument(arguments, 1, as: String?.self, of: name))
        }
      ],
      ObjectIdentifier(UITableViewHeaderFooterView.self): [
        "init(reuseIdentifier:)": required(UITableViewHeaderFooterView.self) { type, arguments in
          type.init(
            reuseIdentifier: argument(arguments, 0, as: String?.self, of: "init(reuseIdentifier:)"))
        }
      ],
      ObjectIdentifier(CALayer.self): [
        "init()": required(CALayer.self) { type, _ in type.init() },
        "init(layer:)": required(CALayer.self) { type, arguments in
          type.init(layer: argument(arguments, 0, as: Any.self, of: "init(layer:)"))
        },
      ],
      ObjectIdentifier(NSObject.self): ["init()": entry { NSObject() }],
      ObjectIdentifier(_UICustomBlurEffect.self): ["init()": entry { _UICustomBlurEffect() }],
      ObjectIdentifier(UIView.self): [
        "init()": entry { UIView() },
        "init(frame:)": Initializer(inherited: false) { _, arguments in
          UIView(frame: argument(arguments, 0, as: CGRect.self, of: "init(frame:)"))
        },
      ],
      ObjectIdentifier(UIViewController.self): ["init()": entry { UIViewController() }],
    ]
  }
}
