import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// `transit run` with a scenario that names no root: the app launches as iOS launches it, through
/// its own app delegate (and scene delegate), and its screen is the root of the window the
/// delegate made key and visible.
@Suite("transit run: the app delegate launches the app")
struct RunAppLaunchTests {
  static let appDelegate = """
      import UIKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              print("willFinishLaunching, window \\(window == nil ? "none" : "set")")
              return true
          }

          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              print("didFinishLaunching")
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = UINavigationController(rootViewController: ShelfViewController())
              window?.makeKeyAndVisible()
              return true
          }

          func applicationDidBecomeActive(_ application: UIApplication) {
              print("didBecomeActive")
          }
      }

    """

  static let sceneApp = """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              print("didFinishLaunching")
              return true
          }

          func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
              print("configurationForConnecting")
              return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
          }

          func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
          }
      }

      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
              guard let windowScene = (scene as? UIWindowScene) else { return }
              print("willConnectTo")
              window = UIWindow(windowScene: windowScene)
          window?.frame = windowScene.coordinateSpace.bounds
          window?.windowScene = windowScene
              window?.rootViewController = UINavigationController(rootViewController: ShelfViewController())
              window?.makeKeyAndVisible()
          }

          func sceneDidDisconnect(_ scene: UIScene) {}
          func sceneDidBecomeActive(_ scene: UIScene) { print("sceneDidBecomeActive") }
          func sceneWillResignActive(_ scene: UIScene) {}
          func sceneWillEnterForeground(_ scene: UIScene) { print("sceneWillEnterForeground") }
          func sceneDidEnterBackground(_ scene: UIScene) {}
      }

    """

  static let shelf = """
      import UIKit

      final class ShelfViewController: UIViewController {
          private let openButton = UIButton(type: .system)

          override func viewDidLoad() {
              super.viewDidLoad()
              print("shelf viewDidLoad, in a navigation controller: \\(navigationController != nil)")
              title = "Shelf"
              openButton.setTitle("Open", for: .normal)
              openButton.accessibilityIdentifier = "open"
              openButton.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
              openButton.addTarget(self, action: #selector(openBook), for: .touchUpInside)
              view.addSubview(openButton)
          }

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              print("shelf viewDidAppear")
          }

          @objc private func openBook() {
              let book = BookViewController()
              book.modalPresentationStyle = .fullScreen
              present(book, animated: true)
          }
      }

      final class BookViewController: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              print("book viewDidAppear")
          }
      }

    """

  static let scenario = """
    scenario: shelf-launch
    summary: The app delegate builds a navigation controller root; a tap presents a book
    steps:
      - wait: 0.5
      - tap: {id: open}
      - wait: 1

    """

  @Test("an app delegate's navigation controller root: launched, shown, tapped; the log conforms")
  func appDelegateLaunch() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/AppDelegate.swift", Self.appDelegate)
    try harness.write("App/Shelf.swift", Self.shelf)
    try harness.write("launch.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "App", "--scenario", "launch.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "willFinishLaunching, window none",
        "didFinishLaunching",
        // The window shows its root once made key and visible, still inside the launch.
        "shelf viewDidLoad, in a navigation controller: true",
        "didBecomeActive",
        "shelf viewDidAppear",
        "book viewDidAppear",
      ])
    let records = try harness.records("log.jsonl")
    let notes = records.compactMap { record -> String? in
      guard case .note(let note)? = record.event?.body else { return nil }
      return note.code
    }
    #expect(notes.first == "app-launched")
    // The root appears as a launched app's does, then the book covers it full screen.
    let appearing = [
      "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()",
      "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
    ]
    #expect(
      calls(to: "UINavigationController", in: records)
        == ["pushViewController(_:animated:)"] + appearing + [
          "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ])
    #expect(
      calls(to: "ShelfViewController", in: records)
        == appearing + [
          "viewSafeAreaInsetsDidChange()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
          "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ])
    #expect(
      calls(to: "BookViewController", in: records) == [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "prefersStatusBarHidden",
        "viewSafeAreaInsetsDidChange()", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "viewDidAppear(_:)",
      ])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("a scene delegate connects after the app delegate's launch and makes the window")
  func sceneDelegateLaunch() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/AppDelegate.swift", Self.sceneApp)
    try harness.write("App/Shelf.swift", Self.shelf)
    try harness.write("launch.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "App", "--scenario", "launch.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "didFinishLaunching",
        "configurationForConnecting",
        "willConnectTo",
        "shelf viewDidLoad, in a navigation controller: true",
        "sceneWillEnterForeground",
        "sceneDidBecomeActive",
        "shelf viewDidAppear",
        "book viewDidAppear",
      ])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("no root and no app delegate: refused at the scenario's first line, saying what to do")
  func nothingToLaunch() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Shelf.swift", Self.shelf)
    try harness.write("launch.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "App", "--scenario", "launch.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "launch.yaml:1:1: no view controller has 'root: true', and no class of your app's files "
          + "conforms to UIApplicationDelegate"))
  }

  @Test("an app delegate that makes no window: refused, naming it, as nothing is on screen")
  func noWindow() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "App/AppDelegate.swift",
      """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
      }

      """)
    try harness.write("App/Shelf.swift", Self.shelf)
    try harness.write("launch.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "App", "--scenario", "launch.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "launch.yaml:1:1: the app launched through AppDelegate's "
          + "application(_:didFinishLaunchingWithOptions:), which made no window key and visible"))
  }
}
