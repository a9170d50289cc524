import Foundation
import Testing
import TransitTestSupport

/// A tab bar controller as iOS 18 apps build it, run as written: `UITabBarController(tabs:)`
/// with `UITab`s and a `UISearchTab`, a delegate that answers `shouldSelectTab` and hears
/// `didSelectTab` (and implements the classic `didSelect`, which UIKit does not send with tabs),
/// and taps on the tabs found by their titles.
@Suite("transit run: iOS 18's tabs (UITab, UISearchTab, the delegate's tab methods)")
struct RunTabsTests {
  static let app = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            return true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    final class ScreenViewController: UIViewController {
        let name: String

        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            print("\\(name) viewDidLoad")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("\\(name) viewWillAppear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            print("\\(name) viewDidDisappear")
        }
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate, UITabBarControllerDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            let tabBarController = UITabBarController(tabs: [
                UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in
                    print("make home")
                    return ScreenViewController(name: "home")
                },
                UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { tab in
                    print("make \\(tab.identifier)")
                    return ScreenViewController(name: "library")
                },
                UISearchTab { _ in
                    print("make search")
                    return UINavigationController(rootViewController: ScreenViewController(name: "search"))
                },
            ])
            tabBarController.mode = .tabSidebar
            tabBarController.delegate = self
            let search = tabBarController.tabs[2]
            print("tabs: \\(tabBarController.tabs.map(\\.identifier)), viewControllers: \\(tabBarController.viewControllers == nil ? "nil" : "set")")
            print("selected: \\(tabBarController.selectedTab?.identifier ?? "none"), index \\(tabBarController.selectedIndex)")
            print("search: \\(search.title), kept: \\(search.viewController === search.viewController), tab: \\(search.viewController?.tab === search)")
            print("found: \\(tabBarController.tab(forIdentifier: "library")?.title ?? "none")")
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = tabBarController
            window?.makeKeyAndVisible()
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            print("should select \\(tab.identifier)")
            return tab.identifier != "library"
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
            print("did select \\(selectedTab.identifier), was \\(previousTab?.identifier ?? "none")")
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            print("didSelect, never sent with tabs")
        }
    }

    """

  static let scenario = """
    scenario: tabs-app
    summary: An iOS 18 tab bar controller built with tabs; its tabs tapped by their titles
    steps:
      - wait: 0.5
      - tap: {button: Search}
      - wait: 0.5
      - tap: {button: Library}
      - wait: 0.5
      - tap: {button: Search}
      - wait: 0.5

    """

  @Test(
    "providers run once as the tabs are set; a tap asks shouldSelectTab and tells didSelectTab"
  )
  func tapsByTitle() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/App.swift", Self.app)
    try harness.write("tabs.yaml", Self.scenario)
    let result = try harness.transit([
      "run", "App", "--scenario", "tabs.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "make home", "make library", "make search",
        "tabs: [\"home\", \"library\", \"com.apple.UIKit.Search\"], viewControllers: nil",
        "selected: home, index 0",
        "search: Search, kept: true, tab: true",
        "found: Library",
        "home viewDidLoad", "home viewWillAppear",
        // The Search tab, found by its title: asked, switched, then told.
        "should select com.apple.UIKit.Search",
        "search viewDidLoad", "search viewWillAppear", "home viewDidDisappear",
        "did select com.apple.UIKit.Search, was home",
        // Refused: nothing changes.
        "should select library",
        // The selected tab again: asked, and nothing else.
        "should select com.apple.UIKit.Search",
      ], "\(result.stdout)")
    let records = try harness.records("log.jsonl")
    let delegateCalls = calls(to: "SceneDelegate", in: records)
    #expect(
      delegateCalls == [
        "tabBarController(_:shouldSelectTab:)", "tabBarController(_:didSelectTab:previousTab:)",
        "tabBarController(_:shouldSelectTab:)", "tabBarController(_:shouldSelectTab:)",
      ], "\(delegateCalls)")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
    // Each tab's button is listed by its tab's title, ready to tap.
    let touchable = try harness.transit([
      "run", "App", "--scenario", "tabs.yaml", "--list-touchable",
    ])
    for title in ["Home", "Library", "Search"] {
      #expect(touchable.stdout.contains("tap: {button: \(title)}"), "\(touchable.stdout)")
    }
  }
}
