import Foundation
import Testing
import TransitTestSupport

/// A developer's screens as today's apps write them, run as written: closure actions, a button
/// configuration, overridden `present` and `dismiss`, a header view subclass with its own
/// initializer, bar appearances.
@Suite("transit run: today's UIKit (UIAction, configurations, appearances, header views)")
struct RunModernUIKitTests {
  static let app = """
    import UIKit

    final class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Settings"
            let open = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
                self?.present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
            })
            open.accessibilityIdentifier = "open"
            open.frame = CGRect(x: 100, y: 300, width: 160, height: 44)
            view.addSubview(open)
        }

        override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
            print("presenting \\(type(of: viewControllerToPresent))")
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
    }

    final class SectionHeader: UITableViewHeaderFooterView {
        let badge = UILabel()
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class SettingsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            navigationItem.standardAppearance = appearance
            navigationItem.scrollEdgeAppearance = appearance
            navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })
            tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
            header?.badge.text = "General"
            print("header \\(header?.badge.text ?? "none")")
            return header
        }

        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            print("dismissing")
            super.dismiss(animated: flag, completion: completion)
        }
    }

    """

  @Test("a configured button presents through an override; a Cancel item's action dismisses")
  func modernScreens() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.app)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        steps: "  - tap: {id: open}\n  - wait: 1\n  - tap: {button: Cancel}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        presenting UINavigationController
        header General
        dismissing

        """)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
