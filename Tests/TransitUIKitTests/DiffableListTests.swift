import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// Lists as apps write them since iOS 14: diffable data sources, cell registrations, content
/// configurations and compositional layouts.
@MainActor
@Suite("Diffable lists, registrations and compositional layouts")
struct DiffableListTests {
  enum Section: Hashable { case recent, all }

  /// A table of photos from a diffable data source, whose row presents the photo.
  final class PhotoList: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<Section, String>!
    private(set) var selected: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "photo")
      dataSource = UITableViewDiffableDataSource(tableView: tableView) { table, indexPath, name in
        let cell = table.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = name
        content.secondaryText = "\(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
      snapshot.appendSections([.recent, .all])
      snapshot.appendItems(["Beach"], toSection: .recent)
      snapshot.appendItems(["Forest", "Lake"], toSection: .all)
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
      selected.append(name)
      present(UIViewController(), animated: true)
    }
  }

  static func texts(in view: UIView) -> [String] {
    view.subviews.flatMap { subview -> [String] in
      ((subview as? UILabel)?.text.map { [$0] } ?? []) + texts(in: subview)
    }
  }

  @Test("a diffable table shows the snapshot's rows, configured, and a row's tap selects its item")
  func diffableTable() throws {
    let list = PhotoList()
    let run = try ListRun.start(list) { device in
      let table: UITableView = list.tableView
      #expect(table.numberOfSections == 2)
      #expect(table.numberOfRows(inSection: 1) == 2)
      let lake = try? #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
      #expect(lake.map { Self.texts(in: $0.contentView) } == ["Lake", "1.1"])
      device.touch(try! #require(lake))
      device.runUntilIdle()
      // A new snapshot: Forest deleted, River inserted before Lake.
      var snapshot = list.dataSource.snapshot()
      snapshot.deleteItems(["Forest"])
      snapshot.insertItems(["River"], beforeItem: "Lake")
      list.dataSource.apply(snapshot)
      device.runUntilIdle()
      #expect(list.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "River")
    }
    #expect(list.selected == ["Lake"])
    #expect(list.presentedViewController != nil)
    // The row's tap selects it, and the delegate's code presents, as the log shows it.
    let calls = run.calls(after: 0).filter {
      $0.contains("didSelectRowAt") || $0.contains("present(")
    }
    #expect(
      calls == [
        "uikit → vc.photoList tableView(_:didSelectRowAt:)",
        "vc.photoList → vc.photoList present(_:animated:completion:)",
      ])
  }

  @Test("a snapshot keeps its sections and items in order, and finds them")
  func snapshotOperations() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.all])
    snapshot.insertSections([.recent], beforeSection: .all)
    snapshot.appendItems([1, 2, 3])
    snapshot.appendItems([9], toSection: .recent)
    snapshot.moveItem(1, afterItem: 3)
    snapshot.insertItems([4], afterItem: 2)
    snapshot.reconfigureItems([9])
    #expect(snapshot.sectionIdentifiers == [.recent, .all])
    #expect(snapshot.itemIdentifiers == [9, 2, 4, 3, 1])
    #expect(snapshot.itemIdentifiers(inSection: .all) == [2, 4, 3, 1])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == .all)
    #expect(snapshot.indexOfItem(3) == 3)
    #expect(snapshot.numberOfItems == 5 && snapshot.numberOfItems(inSection: .recent) == 1)
    #expect(snapshot.reconfiguredItemIdentifiers == [9])
    snapshot.deleteSections([.recent])
    #expect(snapshot.numberOfSections == 1 && snapshot.indexOfItem(9) == nil)
  }

  /// A grid of cards: two a row, 100 points high, 10 points apart, from a cell registration.
  final class Cards: UIViewController {
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    static func layout() -> UICollectionViewCompositionalLayout {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 10)
      return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      collection.frame = view.bounds
      view.addSubview(collection)
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collection) {
        collection, indexPath, title in
        collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["A", "B", "C"])
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test("a compositional grid places each card where its group and item say")
  func compositionalGrid() throws {
    let cards = Cards()
    _ = try ListRun.start(cards) { _ in
      let frames = (0..<3).compactMap {
        cards.collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
      }
      let width = cards.collection.bounds.width
      let half = (width - 20) / 2
      #expect(
        frames == [
          CGRect(x: 15, y: 20, width: half - 10, height: 100),
          CGRect(x: 10 + half + 5, y: 20, width: half - 10, height: 100),
          CGRect(x: 15, y: 130, width: half - 10, height: 100),
        ])
      let cell = cards.collection.cellForItem(at: IndexPath(item: 1, section: 0))
      #expect(cell.map { Self.texts(in: $0.contentView) } == ["B"])
      #expect(cards.collection.collectionViewLayout.collectionViewContentSize.height == 230)
    }
  }

  @Test("a list layout gives full-width rows of 44 points")
  func listLayout() throws {
    final class Settings: UIViewController {
      lazy var collection = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
      var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
      override func viewDidLoad() {
        super.viewDidLoad()
        collection.frame = view.bounds
        view.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
          cell, _, number in
          var content = UIListContentConfiguration.valueCell()
          content.text = "Row \(number)"
          cell.contentConfiguration = content
          cell.accessories = [.disclosureIndicator()]
        }
        dataSource = .init(collectionView: collection) { collection, indexPath, number in
          collection.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot)
      }
    }
    let settings = Settings()
    _ = try ListRun.start(settings) { _ in
      let width = settings.collection.bounds.width
      let second = settings.collection.cellForItem(at: IndexPath(item: 1, section: 0))
      #expect(second?.frame == CGRect(x: 20, y: 44, width: width - 40, height: 44))
    }
  }
}
