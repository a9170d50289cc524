import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// List view controllers' subclasses override the delegate methods they implement, as parallax
/// and shelf screens do: `scrollViewDidScroll(_:)`, `tableView(_:willDisplay:forRowAt:)`, a
/// collection view controller's supplementary views.
@MainActor
@Suite("List controller overrides")
struct ListControllerOverrideTests {
  final class Parallax: UITableViewController {
    var shown: [Int] = []
    var offsets: [CGFloat] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.rowHeight = 200
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      10
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    override func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      // Told before the cell is shown: it is not in the table yet.
      #expect(cell.superview == nil)
      shown.append(indexPath.row)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset.y)
    }
  }

  @Test("a table controller's overrides are told of each row shown and each scroll")
  func tableOverrides() throws {
    let parallax = Parallax()
    try Simulator.run(scenario: "parallax", to: RecordBuffer()) { device in
      device.window.rootViewController = parallax
      device.runUntilIdle()
      // 200-point rows, the content resting 59 points down below the status bar's safe area:
      // rows 0 to 3 in view, row 4 just below the screen's edge.
      #expect(parallax.shown == [0, 1, 2, 3])
      #expect(parallax.tableView.indexPathsForSelectedRows == nil)
      parallax.offsets = []
      parallax.tableView.contentOffset = CGPoint(x: 0, y: 600)
      device.runUntilIdle()
      #expect(parallax.offsets == [600])
      #expect(parallax.shown == [0, 1, 2, 3, 4, 5, 6, 7])
      device.tap(at: CGPoint(x: 100, y: 100))
      device.runUntilIdle()
      #expect(parallax.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }
  }

  final class Shelf: UICollectionViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
      collectionView.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "title")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 3 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
    }

    override func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let title = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath)
      title.accessibilityIdentifier = "shelf.title.\(indexPath.section)"
      return title
    }
  }

  @Test("a collection controller's supplementary view override shows the section title")
  func collectionOverride() throws {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 48)
    let shelf = Shelf(collectionViewLayout: layout)
    try Simulator.run(scenario: "shelf", to: RecordBuffer()) { device in
      device.window.rootViewController = shelf
      device.runUntilIdle()
      let titles = shelf.collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionHeader)
      #expect(titles.map(\.accessibilityIdentifier) == ["shelf.title.0"])
      #expect(titles.map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 48)])
      #expect(shelf.collectionView.visibleCells.first?.frame.minY == 48)
    }
  }
}
