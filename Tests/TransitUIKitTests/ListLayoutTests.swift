import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Lists lay their cells out where UIKit does, so a finger at a point lands on the cell a device
/// shows there: a flow layout from its delegate's sizes, insets and spacings; a table's rows from
/// the delegate's heights, under its header view.
@MainActor
@Suite("List layout")
struct ListLayoutTests {
  /// A gallery of cards in the style of the App Store-like card libraries: two columns of
  /// 170 × 220 cards, a wide first card, 16 points of inset, 12 between lines.
  final class Gallery: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    let layout = UICollectionViewFlowLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      collection.frame = view.bounds
      collection.dataSource = self
      collection.delegate = self
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
      view.addSubview(collection)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 9 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      indexPath.item == 0 ? CGSize(width: 361, height: 300) : CGSize(width: 170, height: 220)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 12 }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test("a flow layout sizes and spaces items as its delegate says; taps land on them")
  func flowLayout() throws {
    let gallery = Gallery()
    try Simulator.run(scenario: "gallery", to: RecordBuffer()) { device in
      device.window.rootViewController = gallery
      device.runUntilIdle()
      let frames = gallery.collection.visibleCells.map(\.frame)
      // The content, taller than the screen, rests 59 points down below the status bar's safe
      // area: 852 points show the wide card and three lines of two, the third from 792.
      #expect(
        frames == [
          CGRect(x: 16, y: 16, width: 361, height: 300),
          CGRect(x: 16, y: 328, width: 170, height: 220),
          CGRect(x: 207, y: 328, width: 170, height: 220),
          CGRect(x: 16, y: 560, width: 170, height: 220),
          CGRect(x: 207, y: 560, width: 170, height: 220),
          CGRect(x: 16, y: 792, width: 170, height: 220),
          CGRect(x: 207, y: 792, width: 170, height: 220),
        ])
      #expect(gallery.collection.contentSize == CGSize(width: 393, height: 16 + 300 + 4 * 232 + 16))
      #expect(gallery.collection.contentOffset == CGPoint(x: 0, y: -59))
      device.tap(at: CGPoint(x: 300, y: 600 + 59))
      // Scrolling shows the lines then in view, the last one too.
      gallery.collection.contentOffset = CGPoint(x: 0, y: 400)
      device.runUntilIdle()
      #expect(gallery.collection.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4, 5, 6, 7, 8])
    }
    #expect(gallery.selected == [IndexPath(item: 4, section: 0)])
  }

  /// A settings-like list: a 120-point header, rows of 60 points but a taller first one.
  final class Settings: UITableViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
      tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      20
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      indexPath.row == 0 ? 100 : tableView.rowHeight
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
      tableView.deselectRow(at: indexPath, animated: true)
    }
  }

  @Test("a table places rows under its header view, each as tall as the delegate says")
  func tableRows() throws {
    let settings = Settings()
    try Simulator.run(scenario: "settings", to: RecordBuffer()) { device in
      device.window.rootViewController = settings
      device.runUntilIdle()
      let table: UITableView = settings.tableView
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
      #expect(
        table.rectForRow(at: IndexPath(row: 2, section: 0))
          == CGRect(x: 0, y: 280, width: 393, height: 60))
      #expect(table.contentSize == CGSize(width: 393, height: 120 + 100 + 19 * 60))
      // Resting 59 points down, below the status bar's safe area: rows 0 to 10 in view.
      #expect(table.visibleCells.count == 11)
      #expect(table.visibleCells.first?.textLabel?.text == "Row 0")
      device.tap(at: CGPoint(x: 200, y: 300 + 59))
      #expect(table.indexPathForSelectedRow == nil)
    }
    #expect(settings.selected == [IndexPath(row: 2, section: 0)])
  }
}
