import Foundation

/// Mirrors `UIApplication.shared`: the app, whose window is the simulator's.
///
/// What affects the screen is real: `windows`, `keyWindow` and the scenes' windows are the
/// simulator's one window, and the status bar's frame is the safe area's top. The rest is inert
/// and says so: the status bar style the app asks for is kept, not drawn; URLs do not open;
/// `beginIgnoringInteractionEvents()` is kept and changes nothing.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// Mirrors `UIApplication.shared`.
  public static let shared = UIApplication()

  /// Mirrors `next`: the app delegate when it is a responder, the end of the chain otherwise,
  /// as Apple's `next` page says.
  open override var next: UIResponder? { delegate as? UIResponder }

  /// Mirrors `UIApplication.State`.
  public enum State: Int, Sendable { case active, inactive, background }

  /// Mirrors `delegate`: the app delegate, set when the app is launched through it.
  open weak var delegate: (any UIApplicationDelegate)?
  /// The delegate the launch made, which the app keeps, as `UIApplicationMain` does.
  var launchedDelegate: (any UIApplicationDelegate)?
  public private(set) var applicationState = State.active
  open var isIdleTimerDisabled = false
  open var applicationIconBadgeNumber = 0
  /// Mirrors the deprecated `statusBarStyle`, kept and not drawn.
  open var statusBarStyle = UIStatusBarStyle.default
  open var isStatusBarHidden = false
  public private(set) var isIgnoringInteractionEvents = false

  /// Mirrors `sendEvent(_:)`: hands the event to the window of its touches (the key window when
  /// it has none), whose `sendEvent(_:)` delivers them. Every touch of a scenario comes through
  /// here, one event per phase, as on iOS, where Apple's page tells an app that intercepts
  /// events here to dispatch each by calling `super`: an implementation swizzled in
  /// (`ObjectiveCRuntime`), or an override in an extension, that does not call the original
  /// swallows the event.
  open func sendEvent(_ event: UIEvent) {
    if ObjectiveCRuntime.dispatch(self, UIApplication.self, "sendEvent:", event, as: Void.self)
      != nil
    {
      return
    }
    originalSendEvent(event)
  }

  final func originalSendEvent(_ event: UIEvent) {
    (event.allTouches?.first?.window ?? keyWindow)?.sendEvent(event)
  }

  /// Mirrors `windows`: the simulator's window, when a scenario runs.
  open var windows: [UIWindow] { EngineContext.current.map { [$0.window] } ?? [] }

  /// Mirrors `keyWindow`.
  open var keyWindow: UIWindow? { windows.first }

  /// Mirrors `connectedScenes`: one window scene holding the window.
  open var connectedScenes: Set<UIScene> {
    guard let window = keyWindow else { return [] }
    return [UIWindowScene.scene(of: window)]
  }

  /// Mirrors `statusBarFrame`: the top of the safe area, the width of the window.
  open var statusBarFrame: CGRect {
    guard let window = keyWindow else { return .zero }
    return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
  }

  /// Mirrors the deprecated `statusBarOrientation`: follows the window, as the scene's
  /// `interfaceOrientation` does.
  open var statusBarOrientation: UIInterfaceOrientation {
    keyWindow?.windowScene?.interfaceOrientation ?? .portrait
  }

  /// Mirrors `userInterfaceLayoutDirection`: left to right.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  open func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }
  open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
    isStatusBarHidden = hidden
  }

  open func beginIgnoringInteractionEvents() { isIgnoringInteractionEvents = true }
  open func endIgnoringInteractionEvents() { isIgnoringInteractionEvents = false }

  /// Mirrors `canOpenURL(_:)`: nothing opens here.
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Mirrors `openURL(_:)` (deprecated in iOS 10): nothing opens, so false.
  @discardableResult
  open func openURL(_ url: URL) -> Bool { false }

  /// Mirrors `openSettingsURLString`, the URL of the app's page in Settings, which does not open
  /// here.
  public static let openSettingsURLString = "app-settings:"

  /// Mirrors `open(_:options:completionHandler:)`: nothing opens; the handler hears false.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// Mirrors `supportedInterfaceOrientations(for:)`: the app's default orientations for the
  /// view controllers of a window that name none, which the app's `Info.plist` lists; Transit
  /// does not read that list, and answers an iPhone app's usual three, all but upside down, as
  /// `UIViewController.supportedInterfaceOrientations` does.
  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    .allButUpsideDown
  }

  /// Mirrors `sendAction(_:to:from:for:)`: sends `action` to `target` or, for a nil target, up
  /// the responder chain to the first responder of the method's class (Apple's page: "the app
  /// sends the message to the first responder, from whence it progresses up the responder
  /// chain"), and says whether one took it. Transit has no first responder (no keyboard), so
  /// the search starts at the sender, where it starts for a control's nil-targeted action; a
  /// selector of a method of UIKit's (`#selector(UIResponder.resignFirstResponder)`, the common
  /// way to put a keyboard away) is a name alone, which reaches no one: false, as on iOS when
  /// nothing is first responder.
  @discardableResult
  open func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    guard let send = action.send, let accepts = action.accepts else { return false }
    let receiver =
      target.map { $0 as AnyObject } ?? (sender as? UIResponder)?.firstInChain(accepting: accepts)
    guard let receiver, accepts(receiver) else { return false }
    guard let simulator = EngineContext.current else { return send(receiver, sender) }
    return simulator.asCode(of: receiver) { send(receiver, sender) }
  }

  /// Mirrors `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
  }

  /// Mirrors `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Mirrors the notification names code observes; nothing posts them here.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
}

/// Mirrors `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// Mirrors `UIApplicationDelegate`, which an app's delegate conforms to; its methods are
/// optional, as in UIKit. A scenario file that names a root starts the app itself, and nothing
/// calls them; one that names none has the app launched through them (`Simulator.launchApp`).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: ObjectiveCMessaging {
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

/// The app delegate's `window`, an optional requirement of `UIApplicationDelegate` on iOS
/// (`optional var window: UIWindow? { get set }`). `transit run` makes each class of the
/// developer's that adopts `UIApplicationDelegate` and declares `window` adopt this protocol
/// too, as it does for the optional requirements of the developer's own protocols
/// (`OptionalRequirements`), so UIKit reaches the window through it.
@preconcurrency @MainActor
public protocol UIApplicationDelegateWindow: AnyObject {
  var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
  /// Mirrors `window` read through a delegate whose class is not known
  /// (`UIApplication.shared.delegate?.window`): a double optional, as Swift imports an optional
  /// property requirement, nil when the delegate declares no `window` and else its window, so
  /// `delegate?.window??.rootViewController` and `if let window = delegate?.window` read as on
  /// iOS. A class's own `window` is what its code and a variable of its type reach.
  public var window: UIWindow?? {
    (self as? any UIApplicationDelegateWindow).map { $0.window }
  }

  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func applicationDidBecomeActive(_ application: UIApplication) {}

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

/// Mirrors `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Mirrors `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached, foregroundActive, foregroundInactive, background
  }
  public var activationState: ActivationState { .foregroundActive }
  /// Mirrors `delegate`, which the scene holds strongly, as UIKit's does.
  open var delegate: (any UISceneDelegate)?
  /// Mirrors `session`.
  public internal(set) var session = UISceneSession(role: .windowApplication)
}

/// Mirrors `UIWindowScene`: the scene of the simulator's window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  public private(set) var windows: [UIWindow] = []
  open var keyWindow: UIWindow? { windows.first }
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
  open var interfaceOrientation: UIInterfaceOrientation {
    guard let window = windows.first else { return .portrait }
    return window.bounds.width > window.bounds.height ? .landscapeRight : .portrait
  }

  private static var scenes: [ObjectIdentifier: UIWindowScene] = [:]

  /// The one scene of `window`, made the first time it is asked for.
  static func scene(of window: UIWindow) -> UIWindowScene {
    if let scene = scenes[ObjectIdentifier(window)], scene.windows.first === window {
      return scene
    }
    let scene = UIWindowScene()
    scene.windows = [window]
    scenes[ObjectIdentifier(window)] = scene
    return scene
  }
}

/// Mirrors `UIStatusBarManager`: the status bar's frame is the safe area's top.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  weak var scene: UIWindowScene?
  init(scene: UIWindowScene) { self.scene = scene }

  open var statusBarFrame: CGRect {
    guard let window = scene?.windows.first else { return .zero }
    return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
  }
  open var isStatusBarHidden: Bool { false }
  open var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIWindow {
  /// Mirrors `windowScene`: the one scene. Setting it changes nothing, as there is no other.
  public var windowScene: UIWindowScene? {
    get { UIWindowScene.scene(of: self) }
    set {}
  }
}

extension UIApplication {
  /// Mirrors key-value coding on the class, which code that must also build for app extensions
  /// (where `shared` is unavailable) uses to reach the app: `sharedApplication`, the name
  /// `#keyPath(UIApplication.shared)` stands for on iOS, or `shared` as Transit's rewrite of it
  /// gives, is the app. Another key is nil here, where iOS raises NSUnknownKeyException.
  public class func value(forKey key: String) -> Any? {
    ["shared", "sharedApplication"].contains(key) ? shared : nil
  }

  /// Mirrors `value(forKeyPath:)` on the class, for a path of one key, as `value(forKey:)`.
  public class func value(forKeyPath keyPath: String) -> Any? {
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false)
    guard keys.count == 1, let key = keys.first else { return nil }
    return value(forKey: String(key))
  }
}
