import Foundation
import TransitInterfaceBuilder
import TransitTrace

/// Mirrors `UISceneDelegate`; its methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISceneDelegate: ObjectiveCMessaging {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// Mirrors `UIWindowSceneDelegate`: a scene delegate with the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// Mirrors `UISceneSession`: the session of the app's one scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// Mirrors `UISceneSession.Role`.
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  public let role: Role
  public let persistentIdentifier = "transit-scene"
  open var userInfo: [String: Any]?

  init(role: Role) { self.role = role }
}

/// Mirrors `UISceneConfiguration`, which the app delegate returns for a connecting scene.
/// Transit's app has one scene, whose delegate is the files' `UIWindowSceneDelegate` class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  open var sceneClass: AnyClass?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}

/// Mirrors `UICoordinateSpace`, for the bounds a scene delegate sizes its window with.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  var bounds: CGRect { get }
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A view is a coordinate space; so is a window, and a scene's (its window). A space that is
/// not a view converts as the window does.
///
/// The four conversions are not optimized: Swift 6.3.1's optimizer crashes compiling them in a
/// release build (a verification error in `OwnershipModelEliminator` on their specialization
/// for a concrete space), and each is one cast and one call.
extension UIView: UICoordinateSpace {
  @_optimize(none)
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(point, to: coordinateSpace as? UIView)
  }

  @_optimize(none)
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(point, from: coordinateSpace as? UIView)
  }

  @_optimize(none)
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    convert(rect, to: coordinateSpace as? UIView)
  }

  @_optimize(none)
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    convert(rect, from: coordinateSpace as? UIView)
  }
}

extension UIWindowScene {
  /// Mirrors `coordinateSpace`: the scene's window, the size of the screen.
  public var coordinateSpace: any UICoordinateSpace {
    windows.first ?? UIWindow(frame: UIScreen.main.bounds)
  }
}

extension UIScene {
  /// Mirrors `UIScene.ConnectionOptions`: a launch from the Home Screen brings none.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {}
}

extension Simulator {
  /// Launches the app as UIKit does when the user taps its icon (Apple's "About the app launch
  /// sequence"): the app object gets `delegate` (held for the whole run, as
  /// `UIApplicationMain` holds it), which hears `application(_:willFinishLaunchingWithOptions:)`
  /// and `application(_:didFinishLaunchingWithOptions:)`. With a scene delegate, the app
  /// delegate is then asked `application(_:configurationForConnecting:options:)`, and the scene
  /// delegate hears `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
  /// `sceneDidBecomeActive(_:)`; without one, the app delegate hears
  /// `applicationDidBecomeActive(_:)`. The app's screen is the root of the window it made key
  /// and visible.
  ///
  /// `mainStoryboard`, the storyboard the app's `Info.plist` names, is loaded as UIKit loads it:
  /// a window whose root is the storyboard's initial view controller, given to the app
  /// delegate's `window` before `application(_:willFinishLaunchingWithOptions:)` (the launch
  /// sequence's fourth step), or to the scene delegate's before
  /// `scene(_:willConnectTo:options:)` (`UIWindowSceneDelegate.window`); UIKit makes it key and
  /// visible once the delegate's method has returned. Returns why the app cannot run here: it
  /// showed no screen.
  public func launchApp(
    delegate: UIApplicationDelegate, sceneDelegate: UIWindowSceneDelegate?,
    mainStoryboard: String? = nil
  ) -> String? {
    let app = UIApplication.shared
    app.launchedDelegate = delegate
    app.delegate = delegate
    let delegateName = String(describing: Swift.type(of: delegate))
    if let mainStoryboard,
      InterfaceBuilderClasses.documents[mainStoryboard]?.document.kind != .storyboard
    {
      return "the app's Info.plist names the main storyboard '\(mainStoryboard)', which is not "
        + "among the paths given: give its folder, or its \(mainStoryboard).storyboard"
    }
    var message =
      "UIKit launched the app: "
      + (mainStoryboard.map { "it loaded the main storyboard \($0), " } ?? "")
      + "it made \(delegateName), the app delegate, and called its "
      + "application(_:willFinishLaunchingWithOptions:) and "
      + "application(_:didFinishLaunchingWithOptions:)"
    if let sceneDelegate {
      message +=
        ", then connected the window scene to \(String(describing: Swift.type(of: sceneDelegate))) "
        + "with scene(_:willConnectTo:options:)"
    }
    message += ". The app's screen is the root of the window it made key and visible."
    recorder.record(
      .note(
        Diagnostic(participant: ParticipantRegistry.uikitID, code: "app-launched", message: message)
      ))
    // The main storyboard's window, with its initial view controller.
    let mainWindow: () -> UIWindow? = {
      guard let mainStoryboard,
        let root = UIStoryboard(name: mainStoryboard, bundle: nil)
          .instantiateInitialViewController()
      else { return nil }
      let made = UIWindow(frame: UIScreen.main.bounds)
      made.rootViewController = root
      return made
    }
    var storyboardWindow: UIWindow?
    if sceneDelegate == nil, let made = mainWindow() {
      (delegate as? any UIApplicationDelegateWindow)?.window = made
      storyboardWindow = made
    }
    _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    if let sceneDelegate {
      let scene = UIWindowScene.scene(of: window)
      let options = UIScene.ConnectionOptions()
      _ = delegate.application(app, configurationForConnecting: scene.session, options: options)
      scene.delegate = sceneDelegate
      if let made = mainWindow() {
        sceneDelegate.window = made
        storyboardWindow = made
      }
      sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
      showStoryboardWindow(storyboardWindow)
      sceneDelegate.sceneWillEnterForeground(scene)
      sceneDelegate.sceneDidBecomeActive(scene)
    } else {
      showStoryboardWindow(storyboardWindow)
      delegate.applicationDidBecomeActive(app)
    }
    guard window.rootViewController != nil else {
      let who =
        sceneDelegate.map {
          String(describing: Swift.type(of: $0)) + "'s scene(_:willConnectTo:options:)"
        }
        ?? delegateName + "'s application(_:didFinishLaunchingWithOptions:)"
      return "the app launched through \(who), which made no window key and visible with a "
        + "root view controller (window.rootViewController = …; window.makeKeyAndVisible()), "
        + "so it shows no screen, and no Info.plist among the paths names a main storyboard: "
        + "give the app's Info.plist, or name the first screen with {swift: true, root: true}"
    }
    return nil
  }

  /// UIKit makes the main storyboard's window key and visible after the delegate's launch, unless
  /// the delegate made a window of its own key meanwhile.
  private func showStoryboardWindow(_ made: UIWindow?) {
    guard let made, window.rootViewController == nil else { return }
    made.makeKeyAndVisible()
  }
}
