import Foundation
import Testing
import TransitTestSupport

/// The hints under compiler errors, for API Transit has in part: they say what it has.
@Suite("transit run hints")
struct RunHintTests {
  @Test("observing your own property is hinted toward what Transit observes")
  func keyPathObservation() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Card.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {
          var progress = 0.0 {
              willSet { willChangeValue(forKey: "progress") }
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
        "Error: Card.swift:5:19: error: cannot find 'willChangeValue' in scope",
        "            willSet { willChangeValue(forKey: \"progress\") }",
        "                      ^",
        "  hint: Transit observes UIKit's own properties (frame, bounds, alpha, isHidden, "
          + "transform, contentOffset, contentSize, preferredContentSize) with "
          + "observe(_:options:changeHandler:) or addObserver(_:forKeyPath:options:context:); "
          + "observing your own properties needs the Objective-C runtime, which Linux does not "
          + "have: call the code that reacts to the change where the change is made",
      ])
    #expect(lines.last?.hasSuffix("error; your files did not compile") == true)
  }

  @Test("an initializer through a class value that stays as written is hinted toward the table")
  func classValueInitializer() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Card.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {
          let badgeClass: UIView.Type = UILabel.self

          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(badgeClass.init(frame: .zero))
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
      lines.first
        == "Error: Card.swift:8:36: error: constructing an object of class type 'UIView' with a "
        + "metatype value must use a 'required' initializer", "\(result.stderr)")
    #expect(
      lines.contains {
        $0.hasPrefix("  hint: Objective-C sends an initializer to whatever class a class value")
          && $0.hasSuffix(
            "write the argument's type (`CGRect.zero`), or make the initializer "
              + "`required`")
      })
  }
}
