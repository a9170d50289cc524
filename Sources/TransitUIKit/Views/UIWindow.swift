import Foundation

/// The app's window: the root of the view hierarchy, holding the root view controller's view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Mirrors `UIWindow.Level`: where a window stands among the app's windows.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
  }

  /// Mirrors `sendEvent(_:)`, which `UIApplication.sendEvent(_:)` calls for each touch event:
  /// its own body delivers the event's touches, first to the gesture recognizers of the view
  /// the finger landed on and of the views around it, then to that view's touch methods, as
  /// Apple's `sendEvent(_:)` page and the Event Handling Guide's "Gesture Recognizers Get the
  /// First Opportunity to Recognize a Touch" say. A subclass's override, or an implementation
  /// swizzled in (`ObjectiveCRuntime`), sees every event first, and delivers it by calling
  /// `super` or the original; one that does not swallows it, and nothing sees the touches.
  /// An event the app makes itself carries no touches of the engine's, and delivers nothing.
  open func sendEvent(_ event: UIEvent) {
    if ObjectiveCRuntime.dispatch(self, UIWindow.self, "sendEvent:", event, as: Void.self)
      != nil
    {
      return
    }
    originalSendEvent(event)
  }

  final func originalSendEvent(_ event: UIEvent) {
    event.deliver()
  }

  /// Mirrors `next`: a window's next responder is the application, as Apple's `next` page
  /// says, so a touch no view or view controller handles goes on to the app.
  open override var next: UIResponder? { UIApplication.shared }

  /// Mirrors `windowLevel`: kept; Transit does not order the app's windows by it.
  open var windowLevel = Level.normal

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
      } else if isShown {
        engine.window.rootViewController = rootViewController
      } else if let rootViewController {
        engine.asUIKit(transition: nil) { _ = rootViewController.view }
      }
    }
  }

  public private(set) var isKeyWindow = false
  /// Whether `makeKeyAndVisible()` showed it: a window only made key stays hidden, and its
  /// root never takes the screen.
  private var isShown = false

  /// Mirrors `init(frame:)` and `init(windowScene:)`, UIWindow's designated initializers, so
  /// a subclass's initializer may call either; every window here is the size it is given, or
  /// the screen's for a scene's.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public init(windowScene: UIWindowScene) {
    super.init(frame: UIScreen.main.bounds)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `makeKey()`: the window becomes the key window, without being shown.
  public func makeKey() {
    isKeyWindow = true
  }

  /// Mirrors `makeKeyAndVisible()`. A window of the app's own takes the touch events from then
  /// on (`Simulator.eventWindow`), so its class's `sendEvent(_:)` sees them, while its root is
  /// shown on the simulator's screen.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isShown = true
    guard let engine = EngineContext.current, engine.window !== self else { return }
    engine.appWindow = self
    guard let rootViewController else { return }
    engine.window.rootViewController = rootViewController
  }

  override var traceClassName: String { "UIWindow" }
}
