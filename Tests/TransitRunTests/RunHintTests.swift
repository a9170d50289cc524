import Foundation
import Testing
import TransitTestSupport

/// The hints under compiler errors, for API Transit has in part: they say what it has.
@Suite("transit run hints")
struct RunHintTests {
  @Test("observing by a key-path string is hinted toward observe(_:options:changeHandler:)")
  func keyPathObservation() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Card.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addObserver(self, forKeyPath: "frame", options: [.new], context: nil)
          }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Card.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "Error: Card.swift:6:14: error: value of type 'UIView' has no member 'addObserver'",
        "            view.addObserver(self, forKeyPath: \"frame\", options: [.new], context: nil)",
        "                 ^",
        "  hint: Transit observes UIKit's own properties (frame, bounds, alpha, isHidden, "
          + "transform, contentOffset, contentSize, preferredContentSize) with "
          + "observe(_:options:changeHandler:); observing by a key-path string "
          + "(addObserver(_:forKeyPath:)) or your own properties needs the Objective-C runtime, "
          + "which Linux does not have: call the code that reacts to the change where the change "
          + "is made",
      ])
    #expect(lines.last?.hasSuffix("errors; your files did not compile") == true)
  }
}
