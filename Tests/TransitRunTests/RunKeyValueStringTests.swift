import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Key-value observing by a key-path string, as code written before Swift's key paths does it:
/// an animator registers for a button's `frame` with a context of its own, overrides NSObject's
/// `observeValue(forKeyPath:of:change:context:)` and hands other contexts to `super`; it is
/// told each change with the values its options asked for, until it removes itself.
@Suite("transit run: key-value observing by a key-path string")
struct RunKeyValueStringTests {
  static let app = """
    import UIKit

    private var buttonContext = 0

    open class MenuAnimator: NSObject {
        let button: UIView

        init(button: UIView) {
            self.button = button
            super.init()
            button.addObserver(self, forKeyPath: "frame", options: [.new, .old], context: &buttonContext)
            button.addObserver(self, forKeyPath: "alpha", options: [.initial, .new], context: nil)
        }

        func stop() {
            button.removeObserver(self, forKeyPath: "frame", context: &buttonContext)
            button.removeObserver(self, forKeyPath: "alpha")
        }

        override open func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
        ) {
            if context == &buttonContext {
                let old = change?[.oldKey] as? CGRect
                let new = change?[.newKey] as? CGRect
                print("\\(keyPath ?? "-") moved from \\(old?.minY ?? -1) to \\(new?.minY ?? -1)")
            } else {
                print("\\(keyPath ?? "-") is \\(change?[.newKey] as? CGFloat ?? -1), handed on")
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
    }

    final class HomeViewController: UIViewController {
        let button = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        var animator: MenuAnimator?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
            animator = MenuAnimator(button: button)
            button.frame.origin.y = 140
            button.frame.origin.y = 140
            button.alpha = 0.5
            animator?.stop()
            button.frame.origin.y = 180
            print("done")
        }
    }

    """

  @Test("an observer by key-path string hears each change of a view's frame until removed")
  func frameObserver() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Home.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: case
      viewControllers:
        HomeViewController: {swift: true, root: true}
      steps:
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "alpha is 1.0, handed on",
        "frame moved from 100.0 to 140.0",
        "alpha is 0.5, handed on",
        "done",
      ], "\(result.stderr)")
  }
}
