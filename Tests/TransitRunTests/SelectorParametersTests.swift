import Foundation
import Testing
import TransitCompile
import TransitTestSupport

/// A `#selector` given to a library's own initializer that takes the action as a `Selector` and
/// passes it on to UIKit, as gesture-recognizer libraries write one.
@Suite("Selectors given to the developer's own functions")
struct SelectorParametersTests {
  static let recognizers = """
    import UIKit

    final class EdgeDragRecognizer: UIPanGestureRecognizer {
        let edge: UIRectEdge
        required init(edge: UIRectEdge, target: Any? = nil, action: Selector? = nil) {
            self.edge = edge
            super.init(target: target, action: action)
        }
    }

    extension UIGestureRecognizer {
        @discardableResult
        convenience init(addTo view: UIView, target: Any, action: Selector) {
            self.init(target: target, action: action)
            view.addGestureRecognizer(self)
        }
    }

    class DrawerViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(EdgeDragRecognizer(edge: .left, target: self, action: #selector(dragged(_:))))
            UITapGestureRecognizer(addTo: view, target: self, action: #selector(self.tapped))
            let plain = UITapGestureRecognizer(target: self, action: #selector(tapped))
            plain.numberOfTapsRequired = 2
            view.addGestureRecognizer(plain)
        }

        @objc private func dragged(_ recognizer: EdgeDragRecognizer) {
            print("drag \\(recognizer.edge == .left ? "from the left" : "elsewhere")")
        }

        @objc func tapped() { print("tapped") }
    }

    """

  @Test("the rewrite writes a Selector that keeps the method for the developer's own function")
  func rewrite() {
    var parameters = SelectorParameters()
    parameters.collect(Self.recognizers)
    let rewrite = SourceRewrite.rewrite(
      source: Self.recognizers, path: "Drawer.swift", selectors: parameters)
    let lines = SourceRewriteTests.body(rewrite).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[21]
        == #"        view.addGestureRecognizer(EdgeDragRecognizer(edge: .left, target: self, action: Selector("dragged:", DrawerViewController.dragged(_:))))"#
    )
    #expect(
      lines[22]
        == #"        UITapGestureRecognizer(addTo: view, target: self, action: Selector("tapped", DrawerViewController.tapped))"#
    )
    // UIKit's own initializer keeps taking a method reference.
    #expect(
      lines[23]
        == "        let plain = UITapGestureRecognizer(target: self, action: { $0.tapped }    )")
  }

  @Test("the recognizers send the action through the selector their initializer was given")
  func run() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Drawer.swift", Self.recognizers)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "DrawerViewController",
        steps: """
            - tap: {at: [200, 400]}
            - wait: 1
            - pan: {at: [200, 400], translation: [100, 0], duration: 0.2, steps: 2}
          """))
    let result = try harness.transit([
      "run", "Drawer.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The pan begins at the first step, once the finger has moved, changes at the second and
    // ends as it lifts.
    #expect(
      result.stdout.split(separator: "\n") == [
        "tapped", "drag from the left", "drag from the left", "drag from the left",
      ])
  }
}
