import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A row's swipe and a list's pull, as a finger does them
/// (docs/lifecycle.md#fact-row-swipe-actions, #fact-pull-to-refresh).
@MainActor
@Suite("Row swipes and pulls")
struct RowSwipeTests {
  final class Rows: UITableViewController {
    var heard: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell()
    }

    override func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      heard.append("trailing \(indexPath.row)")
      return UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
          heard.append("delete \(indexPath.row)")
          done(true)
        }
      ])
    }

    override func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      heard.append("leading \(indexPath.row)")
      let configuration = UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
          heard.append("flag \(indexPath.row)")
          done(false)
        }
      ])
      configuration.performsFirstActionWithFullSwipe = fullSwipe
      return configuration
    }

    var fullSwipe = true
    func edgePanned(_ recognizer: UIScreenEdgePanGestureRecognizer) {
      if recognizer.state == .ended { heard.append("edge") }
    }
    func refreshed(_ control: UIRefreshControl) {
      heard.append("refresh \(control.isRefreshing)")
    }
  }

  /// Rows 0, 1 and 2 are at window y 103, 147 and 191, 44 points high, below the bar.
  private func run(_ rows: Rows, _ steps: (Simulator) -> Void) throws {
    try Simulator.run(scenario: "rows", to: RecordBuffer()) { device in
      let navigation = UINavigationController(rootViewController: rows)
      navigation.view.addGestureRecognizer(
        {
          let edge = UIScreenEdgePanGestureRecognizer(
            target: rows, action: Rows.edgePanned)
          edge.edges = .left
          return edge
        }())
      device.window.rootViewController = navigation
      device.runUntilIdle()
      steps(device)
      device.runUntilIdle()
    }
  }

  private func shownActions(_ rows: Rows) -> Int {
    rows.tableView.subviews.filter { $0 is SwipeActionsView }.count
  }

  @Test("a full swipe runs the first action only when the configuration allows it")
  func fullSwipe() throws {
    for allowed in [true, false] {
      let rows = Rows()
      rows.fullSwipe = allowed
      try run(rows) { device in
        device.pan(at: CGPoint(x: 60, y: 170), translation: CGPoint(x: 300, y: 0))
        // A short swipe shows the action and runs nothing.
        device.pan(at: CGPoint(x: 60, y: 214), translation: CGPoint(x: 80, y: 0))
      }
      #expect(
        rows.heard
          == (allowed ? ["leading 1", "flag 1", "leading 2"] : ["leading 1", "leading 2"]))
      // The flag's completion hid row 1's actions; a swipe on row 2 hides row 1's otherwise.
      #expect(shownActions(rows) == 1)
    }
  }

  @Test("a swipe from the screen's edge is the edge pan's, and the row is asked nothing")
  func edgeFirst() throws {
    let rows = Rows()
    try run(rows) { device in
      device.pan(at: CGPoint(x: 5, y: 170), translation: CGPoint(x: 300, y: 0))
    }
    #expect(rows.heard == ["edge"])
    #expect(shownActions(rows) == 0)
  }

  @Test("a vertical drag asks no row; a tap on Delete runs it and its completion hides it")
  func trailing() throws {
    let rows = Rows()
    try run(rows) { device in
      device.pan(at: CGPoint(x: 200, y: 170), translation: CGPoint(x: 0, y: -60))
      device.pan(at: CGPoint(x: 200, y: 170), translation: CGPoint(x: -100, y: 0))
      #expect(device.tapButton(titled: "Delete") != nil)
      #expect(device.button(titled: "Delete") == nil)
    }
    #expect(rows.heard == ["trailing 1", "delete 1"])
  }

  @Test("a pull from the top past 100 points refreshes once, until endRefreshing()")
  func pull() throws {
    let rows = Rows()
    let control = UIRefreshControl()
    control.addTarget(rows, action: Rows.refreshed, for: .valueChanged)
    rows.refreshControl = control
    try run(rows) { device in
      device.pan(at: CGPoint(x: 200, y: 300), translation: CGPoint(x: 0, y: 99))
      #expect(rows.heard.isEmpty)
      #expect(rows.tableView.contentOffset.y == -103)
      device.pan(at: CGPoint(x: 200, y: 300), translation: CGPoint(x: 0, y: 200))
      // Refreshing already: a second pull sends nothing.
      device.pan(at: CGPoint(x: 200, y: 300), translation: CGPoint(x: 0, y: 200))
      #expect(control.isRefreshing)
      control.endRefreshing()
      device.pan(at: CGPoint(x: 200, y: 300), translation: CGPoint(x: 0, y: 200))
    }
    #expect(rows.heard == ["refresh true", "refresh true"])
    #expect(rows.tableView.contentOffset.y == -103)
  }
}
