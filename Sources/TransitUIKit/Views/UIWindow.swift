import Foundation

/// The app's window: the root of the view hierarchy, holding the root view controller's view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Setting it installs the view controller's view in the window, with its appearance
  /// callbacks, as UIKit does when an app launches.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      EngineContext.current?.install(rootViewController: rootViewController, replacing: oldValue)
    }
  }

  public private(set) var isKeyWindow = false

  public func makeKeyAndVisible() {
    isKeyWindow = true
  }

  override var traceClassName: String { "UIWindow" }
}
