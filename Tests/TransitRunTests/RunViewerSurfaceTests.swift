import Foundation
import Testing
import TransitTestSupport

/// An image viewer's screen as Agrume-style libraries write it, run as written: a Close item
/// whose target and action are set after it is made, an Escape key command, a navigation bar
/// the screen makes itself, an interaction of its own, and a push off a view's centre.
@Suite("transit run: an image viewer's UIKit (key commands, set actions, app-made bars)")
struct RunViewerSurfaceTests {
  static let app = """
    import UIKit

    final class Fling: NSObject, UIInteraction {
        weak var view: UIView?
        func willMove(to view: UIView?) { print("interaction will move") }
        func didMove(to view: UIView?) {
            self.view = view
            print("interaction on \\(view?.accessibilityIdentifier ?? "nothing")")
        }
    }

    final class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let open = UIButton(type: .system)
            open.accessibilityIdentifier = "open"
            open.frame = CGRect(x: 100, y: 300, width: 160, height: 44)
            open.addTarget(self, action: #selector(openViewer), for: .touchUpInside)
            view.addSubview(open)
        }

        @objc private func openViewer() {
            present(UINavigationController(rootViewController: ViewerViewController()), animated: true)
        }
    }

    final class ViewerViewController: UIViewController {
        private let overlayBar = UINavigationBar()
        private let photo = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        private var animator: UIDynamicAnimator?

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escPressed))]
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let closeButton = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            closeButton.target = self
            closeButton.action = #selector(close)
            navigationItem.rightBarButtonItem = closeButton
            overlayBar.items = [UINavigationItem(title: "Photo")]
            print("overlay shows \\(overlayBar.topItem?.title ?? "nothing")")
            photo.accessibilityIdentifier = "photo"
            view.addSubview(photo)
            photo.addInteraction(Fling())
            print("key command \\(keyCommands?.first?.input ?? "none")")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let animator = UIDynamicAnimator(referenceView: view)
            let push = UIPushBehavior(items: [photo], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -40), for: photo)
            animator.addBehavior(push)
            self.animator = animator
        }

        @objc private func escPressed() { print("escape") }

        @objc private func close() {
            print("turned \\(atan2(photo.transform.b, photo.transform.a) > 0 ? "clockwise" : "not at all")")
            dismiss(animated: true)
        }
    }

    """

  @Test("the Close item's set action dismisses; the key command is kept and never sent")
  func viewerScreen() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App.swift", Self.app)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        steps: "  - tap: {id: open}\n  - wait: 1\n  - tap: {button: Done}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "App.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        overlay shows Photo
        interaction will move
        interaction on photo
        key command UIKeyInputEscape
        turned clockwise

        """)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
