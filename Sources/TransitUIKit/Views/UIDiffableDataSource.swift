import Foundation

/// Mirrors `UITableViewDiffableDataSource` (iOS 13): a table's data source that answers from
/// the snapshot last applied, and makes each row's cell with the app's cell provider.
///
/// `apply(_:animatingDifferences:completion:)` makes the snapshot the data source's answers at
/// once and shows it at the table's next layout pass, as `reloadData()` does: the rows'
/// insertions and deletions are not animated here, and the completion runs when `apply`
/// returns, before that layout pass.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  NSObject, UITableViewDataSource
{
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// Mirrors `defaultRowAnimation`; kept, as updates are not animated.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Mirrors `init(tableView:cellProvider:)`: becomes the table's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Mirrors `snapshot()`.
  open func snapshot() -> Snapshot { current }

  /// Mirrors `apply(_:animatingDifferences:completion:)`.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// Mirrors `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// Mirrors the `async` `apply(_:animatingDifferences:)` (iOS 15).
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Mirrors `itemIdentifier(for:)`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Mirrors `indexPath(for:)`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// Mirrors `sectionIdentifier(for:)` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  /// Mirrors `index(for:)` (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.count(inSectionAt: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = current.item(at: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      preconditionFailure(
        "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    return cell
  }

  /// Mirrors `tableView(_:titleForHeaderInSection:)`, for a subclass to override; kept, as the
  /// table shows no title here.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Mirrors `tableView(_:titleForFooterInSection:)`, for a subclass to override; kept.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Mirrors `tableView(_:canEditRowAt:)`, for a subclass to override.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Mirrors `tableView(_:canMoveRowAt:)`, for a subclass to override.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Mirrors `tableView(_:commit:forRowAt:)`, for a subclass to override; never asked, as the
  /// table shows no editing controls.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Mirrors `tableView(_:moveRowAt:to:)`, for a subclass to override; never asked.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// Mirrors `UICollectionViewDiffableDataSource` (iOS 13): a collection view's data source that
/// answers from the snapshot last applied, with the app's cell provider and, for headers and
/// footers, its supplementary view provider. Applied as the table's is: at the next layout
/// pass, without animating the differences.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  NSObject, UICollectionViewDataSource
{
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// Mirrors `supplementaryViewProvider`.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// Mirrors `init(collectionView:cellProvider:)`: becomes the collection view's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  open func snapshot() -> Snapshot { current }

  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// The outline each section was given with `apply(_:to:animatingDifferences:completion:)`.
  private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
  public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// Mirrors `apply(_:to:animatingDifferences:completion:)` (iOS 14): the section, added at the
  /// end if it is new, shows the outline's visible items.
  open func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = current
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Mirrors `snapshot(for:)` (iOS 14): the section's outline, or its items as root items.
  open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = SectionSnapshot()
    if current.indexOfSection(section) != nil {
      flat.append(current.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// Mirrors `sectionSnapshotHandlers` (iOS 14): kept; no outline disclosure is tapped here.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// Mirrors `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers<Item: Hashable> {
    public var shouldExpandItem: ((Item) -> Bool)?
    public var willExpandItem: ((Item) -> Void)?
    public var shouldCollapseItem: ((Item) -> Bool)?
    public var willCollapseItem: ((Item) -> Void)?
    public var snapshotForExpandingParentItem:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<
          Item
        >
      )?
    public init() {}
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.count(inSectionAt: section)
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = current.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      preconditionFailure(
        "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
    }
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    // No provider, or none for this kind: no view is shown (UIKit raises for a layout that
    // asks without a provider; Transit's layouts ask only for the elements they size).
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? AbsentSupplementaryView(frame: .zero)
  }
}
