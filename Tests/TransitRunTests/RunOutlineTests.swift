import Foundation
import Testing
import TransitTestSupport

/// A sidebar's outline, `NSDiffableDataSourceSectionSnapshot` (iOS 14), applied to a section of
/// a collection view's diffable data source: the section shows the visible items, and a row of
/// an expanded parent is tapped by its text.
@Suite("transit run: an outline applied to a section")
struct RunOutlineTests {
  static let app = """
    import UIKit

    final class SidebarViewController: UIViewController, UICollectionViewDelegate {
        enum Section { case main }
        private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
            list.delegate = self
            view.addSubview(list)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: list) { list, indexPath, item in
                list.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { print("expanding \\($0)") }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruits", "Vegetables"])
            outline.append(["Apple", "Pear"], to: "Fruits")
            outline.insert(["Fig"], after: "Apple")
            outline.append(["Leek"], to: "Vegetables")
            outline.expand(["Fruits"])
            dataSource.apply(outline, to: .main, animatingDifferences: false)
            let shown = dataSource.snapshot(for: .main)
            print("items \\(shown.items)")
            print("shown \\(dataSource.snapshot().itemIdentifiers)")
            print("Fig: level \\(shown.level(of: "Fig")), parent \\(shown.parent(of: "Fig") ?? "none"); Leek visible \\(shown.isVisible("Leek"))")
            print("Fruits' own: \\(shown.snapshot(of: "Fruits").items)")
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            print("picked \\(dataSource.itemIdentifier(for: indexPath) ?? "none")")
        }
    }

    """

  @Test("the section shows the visible items, depth first, and a child row is tapped by its text")
  func outline() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Sidebar.swift", Self.app)
    try harness.write(
      "case.yaml",
      "scenario: sidebar\nviewControllers:\n  SidebarViewController: {swift: true, root: true}\n"
        + "steps:\n  - wait: 1\n  - tap: {button: Fig}\n  - wait: 1\n")
    let result = try harness.transit(["run", "Sidebar.swift", "--scenario", "case.yaml"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        """
        items ["Fruits", "Apple", "Fig", "Pear", "Vegetables", "Leek"]
        shown ["Fruits", "Apple", "Fig", "Pear", "Vegetables"]
        Fig: level 1, parent Fruits; Leek visible false
        Fruits' own: ["Apple", "Fig", "Pear"]
        picked Fig

        """), "\(result.stdout)")
  }
}
