import Foundation
import Testing
import TransitTestSupport

/// Messages sent by selector (`perform(_:with:afterDelay:)`,
/// `performSelector(onMainThread:with:waitUntilDone:)`, a `Selector` kept in a menu's rows) and
/// an unused `import SwiftUI`, as menus and sheets written for iOS use them.
@Suite("transit run: messages sent by selector")
struct RunPerformTests {
  /// A menu whose rows keep the selector of the screen each opens, sent when a row is chosen,
  /// with a reminder queued and one cancelled.
  static let menu = """
    import UIKit
    import SwiftUI

    enum MenuRow: CaseIterable {
        case details, remind

        var action: Selector {
            switch self {
            case .details: return #selector(MenuViewController.showDetails)
            case .remind: return #selector(MenuViewController.remind(_:))
            }
        }
    }

    class MenuViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("load at \\(CACurrentMediaTime())")
            performSelector(onMainThread: MenuRow.details.action, with: nil, waitUntilDone: false)
            perform(MenuRow.remind.action, with: "soon", afterDelay: 0.5)
            perform(#selector(remind(_:)), with: "never", afterDelay: 0.7)
            perform(#selector(self.tick), with: nil, afterDelay: 1)
            perform(NSSelectorFromString("tick"), with: nil, afterDelay: 1.5)
            print("queued")
        }

        @objc func showDetails() {
            print("details at \\(CACurrentMediaTime())")
            NSObject.cancelPreviousPerformRequests(
                withTarget: self, selector: #selector(remind(_:)), object: "never")
        }

        @objc func remind(_ text: String) {
            print("remind \\(text) at \\(CACurrentMediaTime())")
        }

        @objc func tick() {
            print("tick at \\(CACurrentMediaTime())")
            performSelector(onMainThread: #selector(showDetails), with: nil, waitUntilDone: true)
            perform(#selector(remind(_:)), with: "now")
            perform(#selector(remind(_:)), with: 7)
        }
    }

    """

  @Test("queued messages are sent on the virtual clock, in their own turns, and can be cancelled")
  func sentOnTheClock() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Menu.swift", Self.menu)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "MenuViewController", steps: "  - wait: 2"))
    let result = try harness.transit([
      "run", "Menu.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The row's selector is sent in the next turn (waitUntilDone: false), and cancels the
    // reminder queued for "never"; the tick sends at once what it waits for; a selector made
    // from a name alone, and an argument of another type than the method's, are sent nowhere.
    #expect(
      result.stdout.split(separator: "\n") == [
        "load at 0.0", "queued", "details at 0.0", "remind soon at 0.5", "tick at 1.0",
        "details at 1.0", "remind now at 1.0",
      ])
  }

  @Test("an unused import of SwiftUI compiles; a SwiftUI name is told SwiftUI is not simulated")
  func swiftUI() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Sheet.swift",
      """
      import UIKit
      import SwiftUI

      class SheetViewController: UIViewController {
          #if canImport(SwiftUI)
          let body = UIHostingController(rootView: Text("sheet"))
          #endif
          override func viewDidLoad() {
              super.viewDidLoad()
              print("loaded")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "SheetViewController", steps: "  - wait: 1"))
    let run = ["run", "Sheet.swift", "--scenario", "case.yaml", "--output", "log.jsonl"]
    let result = try harness.transit(run)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "loaded\n")

    try harness.write(
      "Sheet.swift",
      """
      import UIKit
      import SwiftUI

      class SheetViewController: UIViewController {
          let body = UIHostingController(rootView: Text("sheet"))
      }

      """)
    let failed = try harness.transit(run)
    #expect(failed.status == 2)
    #expect(
      failed.stderr.contains("Sheet.swift:5:16: error: cannot find 'UIHostingController' in scope"),
      "\(failed.stderr)")
    #expect(failed.stderr.contains("hint: SwiftUI is not simulated"))
  }
}
