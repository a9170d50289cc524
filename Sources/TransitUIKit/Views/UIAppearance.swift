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

/// Mirrors `UIAppearanceContainer`: a class whose instances an appearance proxy can be limited
/// to views inside of (views and view controllers adopt it).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
  /// Mirrors `appearance()`: the proxy for this class.
  public static func appearance() -> AppearanceProxy<Self> {
    AppearanceProxy(viewClass: self, containers: [])
  }

  /// Mirrors `appearance(whenContainedInInstancesOf:)`: the proxy for this class's views inside
  /// instances of `containerTypes`, outermost last. Its settings are kept and read back, and
  /// reach no view: UIKit applies them as a view enters a window inside such containers, and
  /// Transit applies a proxy's settings as a view is made, before it has any container.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> AppearanceProxy<Self> {
    AppearanceProxy(viewClass: self, containers: containerTypes.map { ObjectIdentifier($0) })
  }
}

/// What `appearance()` returns here: the settings of one view class's proxy.
@preconcurrency @MainActor
@dynamicMemberLookup
public struct AppearanceProxy<View: UIView> {
  let viewClass: View.Type
  /// The container classes a contained proxy is limited to; empty for the class's own.
  let containers: [ObjectIdentifier]

  /// A property of the class's views: what was set on the proxy, or nil. Implicitly unwrapped,
  /// as UIKit's `tintColor` and `textColor` are, so code that returns one as non-optional
  /// compiles as on iOS.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value?>)
    -> Value!
  {
    get { AppearanceRegistry.current.value(of: viewClass, containers, keyPath) as? Value }
    nonmutating set {
      AppearanceRegistry.current.record(viewClass, containers, keyPath, newValue) { view in
        guard let view = view as? View else { return }
        view[keyPath: keyPath] = newValue
      }
    }
  }

  /// A property of non-optional type (`isTranslucent`, `barStyle`): what was set on the proxy,
  /// or nil when nothing was.
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value>) -> Value? {
    get { AppearanceRegistry.current.value(of: viewClass, containers, keyPath) as? Value }
    nonmutating set {
      guard let newValue else { return }
      AppearanceRegistry.current.record(viewClass, containers, keyPath, newValue) { view in
        guard let view = view as? View else { return }
        view[keyPath: keyPath] = newValue
      }
    }
  }

  /// Records a setting one of the class's appearance methods makes (`setBackgroundImage(_:for:)`
  /// and the like), under `key`, the method and its state, so that a later call for the same
  /// state replaces it.
  func record(_ key: String, _ value: Any?, apply: @escaping @MainActor (View) -> Void) {
    AppearanceRegistry.current.record(viewClass, containers, key, value) { view in
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

  /// A proxy: its view class and the container classes it is limited to.
  private struct ProxyKey: Hashable {
    let viewClass: ObjectIdentifier
    let containers: [ObjectIdentifier]
  }

  private var settings: [ProxyKey: [Setting]] = [:]

  private static let detached = AppearanceRegistry()

  static var current: AppearanceRegistry { EngineContext.current?.appearance ?? detached }

  func record(
    _ viewClass: AnyClass, _ containers: [ObjectIdentifier], _ key: AnyHashable, _ value: Any?,
    apply: @escaping @MainActor (UIView) -> Void
  ) {
    let proxy = ProxyKey(viewClass: ObjectIdentifier(viewClass), containers: containers)
    var list = settings[proxy, default: []]
    list.removeAll { $0.key == key }
    list.append(Setting(key: key, value: value, apply: apply))
    settings[proxy] = list
  }

  func value(of viewClass: AnyClass, _ containers: [ObjectIdentifier], _ key: AnyHashable)
    -> Any?
  {
    let proxy = ProxyKey(viewClass: ObjectIdentifier(viewClass), containers: containers)
    return settings[proxy]?.last { $0.key == key }?.value ?? nil
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
      let proxy = ProxyKey(viewClass: ObjectIdentifier(viewClass), containers: [])
      for setting in settings[proxy] ?? [] { setting.apply(view) }
    }
  }
}
