import Foundation
import Testing
import TransitTestSupport

/// A navigation controller with a bar class of the app's own,
/// `UINavigationController(navigationBarClass:toolbarClass:)`, as apps make a bar with a shadow
/// or a custom height: the bar is of that class, its overrides run, and it keeps the back button.
@Suite("transit run: a navigation bar class of the app's own")
struct RunNavigationBarClassTests {
  static let app = """
    import UIKit

    final class ShadowBar: UINavigationBar {
        override func layoutSubviews() {
            super.layoutSubviews()
            print("shadow bar laid out")
        }
    }

    final class TallBar: UINavigationBar {
        let tag2: Int
        override init(frame: CGRect) {
            tag2 = 7
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class ListViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "List"
            let open = UIButton(type: .system, primaryAction: UIAction(title: "Open") { [weak self] _ in
                self?.navigationController?.pushViewController(UIViewController(), animated: true)
            })
            open.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
            view.addSubview(open)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let navigation = UINavigationController(navigationBarClass: ShadowBar.self, toolbarClass: nil)
            navigation.viewControllers = [ListViewController()]
            print("bar is \\(type(of: navigation.navigationBar))")
            let tall = UINavigationController(navigationBarClass: TallBar.self, toolbarClass: UIToolbar.self)
            print("tall bar's tag \\((tall.navigationBar as? TallBar)?.tag2 ?? 0)")
            print("plain bar is \\(type(of: UINavigationController(navigationBarClass: nil, toolbarClass: nil).navigationBar))")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
            return true
        }
    }

    """

  @Test("the bar is of the app's class, its layout override runs, and Back, found by title, pops")
  func barClass() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: bars
      steps:
        - wait: 1
        - tap: {button: Open}
        - wait: 1
        - tap: {button: List}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        """
        bar is ShadowBar
        tall bar's tag 7
        plain bar is UINavigationBar
        shadow bar laid out

        """), "\(result.stdout)")
    let records = try harness.records("log.jsonl")
    let names = records.compactMap { $0.event?.call?.name.rawValue }
    #expect(names.filter { $0 == "pushViewController(_:animated:)" }.count == 1)
    #expect(names.filter { $0 == "popViewController(animated:)" }.count == 1)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
