import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Where a list's content rests: below the bars, as its adjusted content inset says
/// (docs/lifecycle.md#fact-scroll-view-rests-below-bars).
@MainActor
@Suite("Scroll views at rest")
struct ScrollViewRestTests {
  final class Rows: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell()
    }
  }

  /// The content offset of a three-row table in a navigation controller, once shown.
  private func restingOffset(adjusting: Bool, bouncing: Bool = true, inset: CGFloat = 0) throws
    -> CGPoint
  {
    let rows = Rows()
    rows.automaticallyAdjustsScrollViewInsets = adjusting
    #expect(rows.tableView.alwaysBounceVertical)
    rows.tableView.alwaysBounceVertical = bouncing
    rows.tableView.contentInset.top = inset
    var offset = CGPoint.zero
    try Simulator.run(scenario: "rows", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: rows)
      device.runUntilIdle()
      offset = rows.tableView.contentOffset
    }
    return offset
  }

  @Test(
    "a short list in a navigation controller starts below the bar, unless its controller opts out")
  func belowTheBar() throws {
    // Adjusted vertically whether or not its rows fill the screen: the bar ends at 103.
    #expect(try restingOffset(adjusting: true) == CGPoint(x: 0, y: -103))
    // Opted out, it is adjusted only along an axis that scrolls: a table view always bounces
    // vertically, so three rows still start below the bar (iOS 11's familiar surprise)...
    #expect(try restingOffset(adjusting: false) == CGPoint(x: 0, y: -103))
    // ...unless it is told not to bounce, and then three rows do not scroll.
    #expect(try restingOffset(adjusting: false, bouncing: false) == .zero)
    // An inset the app gives moves nothing: the app sets the offset that goes with it.
    #expect(try restingOffset(adjusting: false, bouncing: false, inset: 100) == .zero)
  }

  @Test("a table view always bounces vertically; a scroll view and a collection view do not")
  func tableViewsBounce() {
    #expect(UITableView(frame: .zero, style: .plain).alwaysBounceVertical)
    #expect(UITableView(frame: .zero).alwaysBounceVertical)
    #expect(!UITableView(frame: .zero).alwaysBounceHorizontal)
    #expect(!UIScrollView(frame: .zero).alwaysBounceVertical)
    #expect(
      !UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        .alwaysBounceVertical)
  }
}
