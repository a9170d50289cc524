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

  /// A property of non-optional type (`isTranslucent`, `barStyle`): what was set on the proxy,
  /// or nil when nothing was.
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value>) -> Value? {
    get { AppearanceRegistry.current.value(of: viewClass, keyPath) as? Value }
    nonmutating set {
      guard let newValue else { return }
      AppearanceRegistry.current.record(viewClass, keyPath, newValue) { view in
        guard let view = view as? View else { return }
        view[keyPath: keyPath] = newValue
      }
    }
  }

  /// Records a setting one of the class's appearance methods makes (`setBackgroundImage(_:for:)`
  /// and the like), under `key`, the method and its state, so that a later call for the same
  /// state replaces it.
  func record(_ key: String, _ value: Any?, apply: @escaping @MainActor (View) -> Void) {
    AppearanceRegistry.current.record(viewClass, key, value) { view in
      guard let view = view as? View else { return }
      apply(view)
    }
  }
}

extension AppearanceProxy where View: UINavigationBar {
  /// Mirrors the proxy's `setBackgroundImage(_:for:)`.
  public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
    record("setBackgroundImage(_:for:) \(barMetrics.rawValue)", image) {
      $0.setBackgroundImage(image, for: barMetrics)
    }
  }
}

extension AppearanceProxy where View: UIButton {
  /// Mirrors the proxy's `setTitleColor(_:for:)`.
  public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    record("setTitleColor(_:for:) \(state.rawValue)", color) { $0.setTitleColor(color, for: state) }
  }

  /// Mirrors the proxy's `setBackgroundImage(_:for:)`.
  public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    record("setBackgroundImage(_:for:) \(state.rawValue)", image) {
      $0.setBackgroundImage(image, for: state)
    }
  }
}

/// The settings the app made on appearance proxies, by class, in the order made: the run's
/// own, or, outside a run, the process's.
@MainActor
final class AppearanceRegistry {
  private struct Setting {
    /// The property's key path, or the appearance method and its state.
    let key: AnyHashable
    let value: Any?
    let apply: @MainActor (UIView) -> Void
  }

  private var settings: [ObjectIdentifier: [Setting]] = [:]

  private static let detached = AppearanceRegistry()

  static var current: AppearanceRegistry { EngineContext.current?.appearance ?? detached }

  func record(
    _ viewClass: AnyClass, _ key: AnyHashable, _ value: Any?,
    apply: @escaping @MainActor (UIView) -> Void
  ) {
    var list = settings[ObjectIdentifier(viewClass), default: []]
    list.removeAll { $0.key == key }
    list.append(Setting(key: key, value: value, apply: apply))
    settings[ObjectIdentifier(viewClass)] = list
  }

  func value(of viewClass: AnyClass, _ key: AnyHashable) -> Any? {
    settings[ObjectIdentifier(viewClass)]?.last { $0.key == key }?.value ?? nil
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
