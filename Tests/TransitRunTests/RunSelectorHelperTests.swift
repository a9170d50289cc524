import Foundation
import Testing
import TransitTestSupport

/// `#selector(f)` passed to a helper of the developer's that takes a `Selector` and hands it on
/// to UIKit, as menu and drawer libraries make their recognizers: the helper gets a selector
/// that keeps the method, and UIKit's `init(target:action:)` and `addTarget(_:action:for:)`
/// send it.
@Suite("transit run: selectors through helpers")
struct RunSelectorHelperTests {
  static let source = """
    import UIKit

    extension UIPanGestureRecognizer {
        convenience init?(addTo view: UIView?, target: Any, action: Selector) {
            guard let view = view else { return nil }
            self.init(target: target, action: action)
            view.addGestureRecognizer(self)
        }
    }

    extension UIButton {
        func onTap(_ target: Any, action: Selector) {
            addTarget(target, action: action, for: .touchUpInside)
        }
    }

    class HomeViewController: UIViewController {
        let menuButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            _ = UIPanGestureRecognizer(addTo: view, target: self, action: #selector(handlePan(_:)))
            menuButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            menuButton.accessibilityIdentifier = "menu"
            menuButton.onTap(self, action: #selector(openMenu))
            view.addSubview(menuButton)
        }

        @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
            if recognizer.state == .ended { print("pan ended") }
        }

        @objc func openMenu() {
            print("menu opened")
        }
    }

    """

  @Test("a recognizer and a button made through Selector helpers send their actions")
  func helpers() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.source)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        steps: """
            - wait: 0.5
            - tap: {id: menu}
            - pan: {at: [200, 500], translation: [0, 200], duration: 0.3, steps: 6}
            - wait: 1
          """))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n") == ["menu opened", "pan ended"])
  }
}
