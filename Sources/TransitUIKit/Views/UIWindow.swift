import Foundation

/// The app's window: the root of the view hierarchy, holding the root view controller's view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Setting it installs the view controller's view in the window, with its appearance
  /// callbacks, as UIKit does when an app launches.
  ///
  /// The simulator has one screen, its own window. A window the app makes (in its delegate's
  /// `application(_:didFinishLaunchingWithOptions:)`, say) loads its root's view when given it,
  /// as assigning the property installs the view (Apple's `rootViewController` page), and shows
  /// it on that screen, with its appearance, once made key and visible; from then on whatever
  /// root it is given.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue, let engine = EngineContext.current else { return }
      if engine.window === self {
        engine.install(rootViewController: rootViewController, replacing: oldValue)
      } else if isKeyWindow {
        engine.window.rootViewController = rootViewController
      } else if let rootViewController {
        engine.asUIKit(transition: nil) { _ = rootViewController.view }
      }
    }
  }

  public private(set) var isKeyWindow = false

  public func makeKeyAndVisible() {
    isKeyWindow = true
    guard let engine = EngineContext.current, engine.window !== self, let rootViewController
    else { return }
    engine.window.rootViewController = rootViewController
  }

  override var traceClassName: String { "UIWindow" }
}
