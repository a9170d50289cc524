import Foundation

/// Mirrors `UIAppearance`: a class's appearance proxy, whose settings each view of the class
/// made afterwards starts with.
///
/// `UINavigationBar.appearance().tintColor = .red` records the value for the class; a view of
/// that class or a subclass made later gets it as it is made, so a value the app then sets on
/// the view itself wins, and the more specific class's setting wins over its superclass's
/// (Apple's "UIAppearance": "customize the appearance of all instances of a class"). Reading a
/// property of the proxy gives what was set on it, and nil when nothing was, as on iOS.
///
/// UIKit applies a proxy's settings as the view enters a window, so a setting made after the
/// view was made but before it is shown reaches it there, and not here; and it lets a proxy
/// take any property marked `UI_APPEARANCE_SELECTOR`. Here a proxy takes the properties of
/// optional type (colours, fonts, text attributes, images), through `@dynamicMemberLookup`,
/// since Swift's `Self` cannot stand for the view class in a proxy of another type.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance {}

extension UIAppearance where Self: UIView {
  /// Mirrors `appearance()`: the proxy for this class.
  public static func appearance() -> AppearanceProxy<Self> { AppearanceProxy(viewClass: self) }
}

/// What `appearance()` returns here: the settings of one view class's proxy.
@preconcurrency @MainActor
@dynamicMemberLookup
public struct AppearanceProxy<View: UIView> {
  let viewClass: View.Type

  /// A property of the class's views: what was set on the proxy, or nil. Implicitly unwrapped,
  /// as UIKit's `tintColor` and `textColor` are, so code that returns one as non-optional
  /// compiles as on iOS.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value?>)
    -> Value!
  {
    get { AppearanceRegistry.current.value(of: viewClass, keyPath) as? Value }
    nonmutating set {
      AppearanceRegistry.current.record(viewClass, keyPath, newValue) { view in
        guard let view = view as? View else { return }
        view[keyPath: keyPath] = newValue
      }
    }
  }
}

/// The settings the app made on appearance proxies, by class, in the order made: the run's
/// own, or, outside a run, the process's.
@MainActor
final class AppearanceRegistry {
  private struct Setting {
    let keyPath: AnyKeyPath
    let value: Any?
    let apply: @MainActor (UIView) -> Void
  }

  private var settings: [ObjectIdentifier: [Setting]] = [:]

  private static let detached = AppearanceRegistry()

  static var current: AppearanceRegistry { EngineContext.current?.appearance ?? detached }

  func record(
    _ viewClass: AnyClass, _ keyPath: AnyKeyPath, _ value: Any?,
    apply: @escaping @MainActor (UIView) -> Void
  ) {
    var list = settings[ObjectIdentifier(viewClass), default: []]
    list.removeAll { $0.keyPath == keyPath }
    list.append(Setting(keyPath: keyPath, value: value, apply: apply))
    settings[ObjectIdentifier(viewClass)] = list
  }

  func value(of viewClass: AnyClass, _ keyPath: AnyKeyPath) -> Any? {
    settings[ObjectIdentifier(viewClass)]?.last { $0.keyPath == keyPath }?.value ?? nil
  }

  /// Gives a view just made its classes' settings, the most general class's first.
  func apply(to view: UIView) {
    guard !settings.isEmpty else { return }
    var classes: [AnyClass] = []
    var current: AnyClass? = type(of: view)
    while let viewClass = current {
      classes.append(viewClass)
      if viewClass == UIView.self { break }
      current = _getSuperclass(viewClass)
    }
    for viewClass in classes.reversed() {
      for setting in settings[ObjectIdentifier(viewClass)] ?? [] { setting.apply(view) }
    }
  }
}
