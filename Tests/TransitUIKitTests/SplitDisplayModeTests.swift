import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// A column-style split view's display modes (docs/lifecycle.md#fact-split-display-modes): the
/// preferred mode, and the closest mode `show(_:)` and `hide(_:)` move to for each split
/// behavior, with the delegate told before each change.
@MainActor
@Suite("Split view display modes")
struct SplitDisplayModeTests {
  final class ColumnViewController: UIViewController {}

  /// Sets its preferred display mode in `viewDidLoad()`, as apps do.
  final class MailSplitViewController: UISplitViewController {
    var modeInLoad: DisplayMode?

    override func viewDidLoad() {
      super.viewDidLoad()
      if let modeInLoad { preferredDisplayMode = modeInLoad }
    }
  }

  final class Delegate: UISplitViewControllerDelegate {
    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
  }

  /// A three-column split view launched in a regular width, then `steps`; the modes the
  /// delegate heard, and the display mode after each step.
  static func run(
    behavior: UISplitViewController.SplitBehavior = .automatic,
    modeInLoad: UISplitViewController.DisplayMode? = nil,
    _ steps: [(UISplitViewController) -> Void]
  ) throws -> (heard: [String], modes: [String], appeared: [String]) {
    let log = RecordBuffer()
    var modes: [String] = []
    let delegate = Delegate()
    try Simulator.run(scenario: "test", to: log) { device in
      let split = MailSplitViewController(style: .tripleColumn)
      split.modeInLoad = modeInLoad
      split.preferredSplitBehavior = behavior
      split.delegate = delegate
      for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
        split.setViewController(ColumnViewController(), for: column)
      }
      device.window.rootViewController = split
      device.window.makeKeyAndVisible()
      device.runUntilIdle()
      // An iPad app's window made wide: the split view expands.
      device.resize(to: CGSize(width: 1180, height: 820))
      device.runUntilIdle()
      modes.append(split.displayMode.description)
      for step in steps {
        step(split)
        device.runUntilIdle()
        modes.append(split.displayMode.description)
      }
    }
    let calls = log.events.compactMap(\.call)
    let heard = calls.filter { $0.name.rawValue == "splitViewController(_:willChangeTo:)" }
      .map { $0.args["displayMode"]?.description ?? "-" }
    let appeared = calls.filter { $0.name.rawValue == "viewDidAppear(_:)" }.map(\.receiver)
    withExtendedLifetime(delegate) {}
    return (heard, modes, appeared)
  }

  @Test("a mode set in viewDidLoad() is the one the split view expands to, and no one is told")
  func modeInViewDidLoad() throws {
    let run = try Self.run(modeInLoad: .twoBesideSecondary, [])
    #expect(run.heard.isEmpty)
    #expect(run.modes == ["twoBesideSecondary"])
    // The primary, supplementary and secondary columns' roots all appear.
    #expect(Set(["vc.column", "vc.column.2", "vc.column.3"]).isSubset(of: Set(run.appeared)))
    // Without it, the primary stays off screen.
    let plain = try Self.run([])
    #expect(plain.modes == ["oneBesideSecondary"])
    #expect(!plain.appeared.contains("vc.column"))
  }

  @Test(
    "show and hide move to the closest mode of the split behavior",
    arguments: [
      (UISplitViewController.SplitBehavior.tile, "twoBesideSecondary", "oneBesideSecondary"),
      (.overlay, "twoOverSecondary", "oneOverSecondary"),
      (.displace, "twoDisplaceSecondary", "oneBesideSecondary"),
    ])
  func showAndHide(
    behavior: UISplitViewController.SplitBehavior, shown: String, hidden: String
  ) throws {
    let run = try Self.run(
      behavior: behavior,
      [
        { $0.show(.primary) }, { $0.hide(.primary) }, { $0.hide(.supplementary) },
        { $0.hide(.secondary) },
      ])
    #expect(run.modes == ["oneBesideSecondary", shown, hidden, "secondaryOnly", "secondaryOnly"])
    #expect(run.heard == [shown, hidden, "secondaryOnly"])
  }
}
