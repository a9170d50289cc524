import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A finger on a table or collection view cell, and on a button, asserted as whole call
/// histories: highlight on touch-down, then on touch-up unhighlight and select (Apple's
/// shouldHighlightItemAt; `ItemTouchTracker` gives the sources).
@MainActor
@Suite("Touches on cells and buttons")
struct TouchOrderTests {
  nonisolated static let touchDown = [
    "uikit → vc.cardGrid collectionView(_:shouldHighlightItemAt:)",
    "uikit → vc.cardGrid collectionView(_:didHighlightItemAt:)",
  ]

  nonisolated static let touchUp = [
    "uikit → vc.cardGrid collectionView(_:didUnhighlightItemAt:)",
    "uikit → vc.cardGrid collectionView(_:shouldSelectItemAt:)",
    "uikit → vc.cardGrid collectionView(_:didSelectItemAt:)",
  ]

  /// Touches a card of a grid set up by `configure`, holding it `duration` seconds.
  private func touchCard(
    _ item: Int = 1, holding duration: TimeInterval,
    _ configure: (CardGridViewController) -> Void = { _ in }
  ) throws -> (ListRun, CardGridViewController, start: Int) {
    let grid = CardGridViewController()
    configure(grid)
    var start = 0
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = grid
      device.runUntilIdle()
      device.wait(0.5)
      start = ListRun.lastSeq(of: log)
      let cell = try #require(grid.grid.cellForItem(at: IndexPath(item: item, section: 0)))
      device.touch(cell.contentView, holding: duration)
      device.runUntilIdle()
    }
    return (ListRun(events: log.events), grid, start)
  }

  @Test("the first layout asks for the number of items, then the cells in view")
  func loading() throws {
    let (run, grid, start) = try touchCard(holding: 0.1) { $0.delaysContentTouches = false }
    // 3 items of 380 points with 10 between them: the third starts at 780, in the 852-point
    // screen; a fourth would not be asked for.
    #expect(
      ListRun(events: run.events.filter { $0.seq <= start }).calls.filter {
        $0.contains("collectionView(")
      } == [
        "uikit → vc.cardGrid collectionView(_:numberOfItemsInSection:)",
        "uikit → vc.cardGrid collectionView(_:cellForItemAt:)",
        "uikit → vc.cardGrid collectionView(_:cellForItemAt:)",
        "uikit → vc.cardGrid collectionView(_:cellForItemAt:)",
      ])
    #expect(grid.grid.visibleCells.map(\.frame.minY) == [0, 390, 780])
  }

  @Test("reloadData() removes the old cells in index order at the next layout pass")
  func reload() throws {
    let grid = CardGridViewController()
    let log = RecordBuffer()
    var start = 0
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = grid
      device.runUntilIdle()
      start = ListRun.lastSeq(of: log)
      grid.grid.reloadData()
      device.runUntilIdle()
    }
    let removed = log.events.filter { $0.seq > start }.compactMap { event -> String? in
      guard case .view(let change) = event.body, change.name == .removeFromSuperview else {
        return nil
      }
      return change.view
    }
    // Each removal is a record, so the order must not depend on how a dictionary hashes.
    #expect(removed == ["grid.cell.0", "grid.cell.1", "grid.cell.2"])
    #expect(
      ListRun(events: log.events).calls(after: start).filter { $0.contains("collectionView(") }
        == [
          "uikit → vc.cardGrid collectionView(_:numberOfItemsInSection:)",
          "uikit → vc.cardGrid collectionView(_:cellForItemAt:)",
          "uikit → vc.cardGrid collectionView(_:cellForItemAt:)",
          "uikit → vc.cardGrid collectionView(_:cellForItemAt:)",
        ])
  }

  @Test("touch-down highlights; touch-up unhighlights, then selects")
  func tapOrder() throws {
    let (run, grid, start) = try touchCard(holding: 0.3) { $0.delaysContentTouches = false }
    #expect(run.calls(after: start) == Self.touchDown + Self.touchUp)
    #expect(
      run.touches == [
        "began on grid.cell.1.contentView → uikit", "ended on grid.cell.1.contentView → uikit",
      ])
    // No scroll-view delay: the highlight comes with the finger, the rest when it lifts.
    #expect(run.time(of: .collectionViewDidHighlight) == 0.5)
    #expect(run.time(of: .collectionViewDidUnhighlight) == 0.8)
    #expect(grid.selected == [1])
    #expect(grid.grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(grid.grid.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
    // Where didUnhighlight falls against shouldSelect is Transit's choice.
    #expect(run.diagnostics == ["note unhighlight-before-select-unverified"])
  }

  @Test("each delegate call is inside the touch that caused it")
  func causes() throws {
    let (run, _, _) = try touchCard(holding: 0.3) { $0.delaysContentTouches = false }
    let touches = run.events.filter {
      if case .gesture = $0.body { true } else { false }
    }
    try #require(touches.count == 2)
    let highlight = try #require(run.events.first { $0.call?.name == .collectionViewDidHighlight })
    let select = try #require(run.events.first { $0.call?.name == .collectionViewDidSelect })
    #expect(highlight.cause == touches[0].seq)
    #expect(select.cause == touches[1].seq)
  }

  @Test("shouldHighlight false bypasses the whole selection process")
  func highlightRefused() throws {
    let (run, grid, start) = try touchCard(holding: 0.3) {
      $0.delaysContentTouches = false
      $0.allowsHighlight = false
    }
    #expect(
      run.calls(after: start) == ["uikit → vc.cardGrid collectionView(_:shouldHighlightItemAt:)"])
    #expect(grid.selected.isEmpty)
    #expect(run.diagnostics.isEmpty)
  }

  @Test("shouldSelect false keeps the selection as it is")
  func selectionRefused() throws {
    let (run, grid, start) = try touchCard(holding: 0.3) {
      $0.delaysContentTouches = false
      $0.allowsSelection = false
    }
    #expect(run.calls(after: start) == Self.touchDown + Array(Self.touchUp.dropLast()))
    #expect(grid.selected.isEmpty)
    #expect(grid.grid.indexPathsForSelectedItems == [])
  }

  @Test("a delegate that implements only didSelect hears only that")
  func onlyDidSelect() throws {
    let (run, grid, start) = try touchCard(holding: 0.3) {
      $0.delaysContentTouches = false
      $0.implementsAll = false
    }
    #expect(run.calls(after: start) == ["uikit → vc.cardGrid collectionView(_:didSelectItemAt:)"])
    #expect(grid.selected == [1])
    #expect(run.diagnostics.isEmpty)
  }

  /// UIScrollView `delaysContentTouches` (the default) holds the touch-down back: a finger held
  /// long enough highlights late; a quick tap highlights only as it lifts.
  @Test(
    "delaysContentTouches holds the highlight back",
    arguments: [(0.3, 0.65, 0.8), (0.1, 0.6, 0.6)])
  func delayedHighlight(hold: TimeInterval, highlightAt: Double, selectAt: Double) throws {
    let (run, _, start) = try touchCard(holding: hold)
    #expect(run.calls(after: start) == Self.touchDown + Self.touchUp)
    #expect(run.time(of: .collectionViewDidHighlight) == highlightAt)
    #expect(run.time(of: .collectionViewDidSelect) == selectAt)
    #expect(
      run.diagnostics == [
        "note content-touch-delay-unverified", "note unhighlight-before-select-unverified",
      ])
  }

  @Test("a table view follows the same order, and willSelect can pick another row")
  func tableOrder() throws {
    let list = RowListViewController()
    list.redirectsTo = 0
    let log = RecordBuffer()
    var start = 0
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = list
      device.runUntilIdle()
      start = ListRun.lastSeq(of: log)
      let cell = try #require(list.table.cellForRow(at: IndexPath(row: 1, section: 0)))
      device.touch(cell, holding: 0.3)
      device.runUntilIdle()
    }
    let run = ListRun(events: log.events)
    #expect(
      run.calls(after: start) == [
        "uikit → vc.rowList tableView(_:shouldHighlightRowAt:)",
        "uikit → vc.rowList tableView(_:didHighlightRowAt:)",
        "uikit → vc.rowList tableView(_:didUnhighlightRowAt:)",
        "uikit → vc.rowList tableView(_:willSelectRowAt:)",
        "uikit → vc.rowList tableView(_:didSelectRowAt:)",
      ])
    let willSelect = try #require(run.events.first { $0.call?.name == .tableViewWillSelect })
    #expect(willSelect.call?.args["indexPath"] == .array([0, 1]))
    #expect(willSelect.call?.result == .array([0, 0]))
    #expect(list.selected == [0])
    #expect(list.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test("a button highlights on touch-down and sends its actions to its target")
  func button() throws {
    let screen = ButtonViewController()
    var start = 0
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = screen
      device.runUntilIdle()
      start = ListRun.lastSeq(of: log)
      device.touch(screen.button, holding: 0.2)
      device.runUntilIdle()
    }
    let run = ListRun(events: log.events)
    #expect(screen.events == ["down true", "up false"])
    #expect(run.touches == ["began on button → uikit", "ended on button → vc.button"])
    // The action runs as the target's code.
    #expect(
      run.calls(after: start) == [
        "vc.button → vc.button setNeedsStatusBarAppearanceUpdate()",
        "uikit → vc.button prefersStatusBarHidden",
      ])
    #expect(run.diagnostics.isEmpty)
  }
}
