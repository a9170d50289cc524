import Foundation
import TransitTrace

/// Mirrors `UICollectionView` for one section of cells in a flow layout: enough for a screen of
/// cards that presents a card when it is tapped.
///
/// The cells load at the collection view's first layout pass, as in UIKit: the data source is
/// asked for the number of items, then for the cell of each item that is in view. A touch on a
/// cell (`Simulator.touch(_:holding:)`) highlights and selects it in UIKit's order, calling the
/// delegate's optional methods (`ItemTouchTracker`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Mirrors `dataSource`, which UIKit holds weakly.
  public weak var dataSource: (any UICollectionViewDataSource)?
  /// The delegate (UIScrollView's `delegate`) as a collection view delegate. UIKit narrows the
  /// property's type to `UICollectionViewDelegate` through Objective-C, which a Swift override
  /// cannot do; assigning `collectionView.delegate = self` works the same.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }
  open var collectionViewLayout: UICollectionViewLayout
  /// Mirrors `isPrefetchingEnabled` and `prefetchDataSource`: kept; cells are made as they come
  /// into view, and nothing is fetched ahead.
  open var isPrefetchingEnabled = true
  open weak var prefetchDataSource: AnyObject?
  /// Mirrors `backgroundView`: a subview behind every cell and supplementary view, filling the
  /// collection view's visible bounds, which does not scroll with its content.
  open var backgroundView: UIView? {
    didSet {
      if backgroundView !== oldValue, oldValue?.superview === self {
        oldValue?.removeFromSuperview()
      }
      setNeedsLayout()
    }
  }

  /// Mirrors `allowsSelection`: true by default; false, a tap selects no item outside editing
  /// mode, as the table view's.
  open var allowsSelection = true
  /// Mirrors `allowsMultipleSelection`: kept; a tap selects one item, the last.
  open var allowsMultipleSelection = false
  /// Mirrors `isEditing` (iOS 14): kept; list cells' editing accessories are not shown. While
  /// editing, a tap selects an item only with `allowsSelectionDuringEditing`.
  open var isEditing = false
  /// Mirrors `allowsSelectionDuringEditing` (iOS 14): false by default, as Apple's page gives.
  open var allowsSelectionDuringEditing = false
  /// Mirrors `allowsMultipleSelectionDuringEditing` (iOS 14): kept.
  open var allowsMultipleSelectionDuringEditing = false

  private var registered: [String: UICollectionViewCell.Type] = [:]
  private var cells: [IndexPath: UICollectionViewCell] = [:]
  private var hasLoaded = false
  private var layoutIsValid = false
  /// The updates of the batch `performBatchUpdates(_:completion:)` is gathering, if any.
  var batchedUpdates: [UICollectionViewUpdateItem]?
  /// The number of items in each section, as the data source last said.
  private var itemCounts: [Int] = []
  /// Supplementary views' registrations, and those on screen (`UICollectionView+Supplementary`).
  var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
  var supplementaryNibs: [SupplementaryKey: UINib] = [:]
  var supplementaryViews: [SupplementaryPlace: UICollectionReusableView] = [:]

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  public override init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  /// Mirrors `ScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

  /// Mirrors `ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Mirrors `numberOfSections`: as the data source last said (1 when it does not say).
  public var numberOfSections: Int { itemCounts.count }

  /// Mirrors `numberOfItems(inSection:)`: as the data source last said.
  public func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Mirrors `layoutAttributesForItem(at:)`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Mirrors `indexPathsForVisibleItems`.
  public var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

  /// Mirrors `scrollToItem(at:at:animated:)`: scrolls so the item's top (or left) edge is at
  /// the top (or left) of the view, within the content.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let vertical =
      (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
    let limit = CGPoint(
      x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    contentOffset =
      vertical
      ? CGPoint(x: contentOffset.x, y: min(limit.y, max(0, frame.minY)))
      : CGPoint(x: min(limit.x, max(0, frame.minX)), y: contentOffset.y)
  }

  /// Mirrors `deselectItem(at:animated:)`: a change made in code, which the delegate does not
  /// hear, as Apple's page says.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    itemTracker?.deselect(indexPath)
  }

  /// Mirrors `selectItem(at:animated:scrollPosition:)`; the delegate does not hear it.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return }
    itemTracker?.select(indexPath)
  }

  /// Mirrors `setCollectionViewLayout(_:animated:)`.
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
    layout.collectionView = self
    relayoutItems()
  }

  /// Mirrors `reloadSections(_:)`: the items load again at the next layout pass.
  public func reloadSections(_ sections: IndexSet) { reloadData() }

  /// The layout is no longer valid: the items go where it says at the next layout pass.
  func relayoutItems() {
    layoutIsValid = false
    setNeedsLayout()
  }

  // MARK: Cells

  /// A storyboard's prototype cells, by reuse identifier.
  private var prototypes: [String: () -> UIView] = [:]

  /// Registers a storyboard prototype cell.
  func registerPrototype(_ identifier: String, _ make: @escaping () -> UIView) {
    prototypes[identifier] = make
  }

  /// Mirrors `register(_:forCellWithReuseIdentifier:)` for a nib: its cell is the one it holds.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else { return }
    prototypes[identifier] = {
      (nib.instantiate(withOwner: nil).first { $0 is UICollectionViewCell } as? UIView)
        ?? UICollectionViewCell(frame: .zero)
    }
  }

  /// Mirrors `register(_:forCellWithReuseIdentifier:)`.
  public func register(
    _ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier id: String
  ) {
    registered[id] = cellClass
  }

  /// Mirrors `register(_:forCellWithReuseIdentifier:)` as UIKit declares it, for a class value
  /// typed `AnyClass`: nil unregisters the identifier, and a class that is not a cell, which
  /// Apple's page says it must be, stops the app.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier id: String) {
    registered[id] = reusableClass(
      cellClass, as: UICollectionViewCell.self,
      registering: "register(_:forCellWithReuseIdentifier:)")
  }

  /// Mirrors `dequeueReusableCell(withReuseIdentifier:for:)`: a cell of the registered class.
  public func dequeueReusableCell(withReuseIdentifier id: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = cells[indexPath] { return cell }
    if let prototype = prototypes[id], registered[id] == nil {
      let index = (0..<indexPath.section).reduce(indexPath.item) {
        $0 + numberOfItems(inSection: $1)
      }
      let name = EngineContext.current?.cellID(in: self, at: index)
      if let cell = CellNaming.$id.withValue(name, operation: prototype) as? UICollectionViewCell {
        return cell
      }
    }
    guard let cellClass = registered[id] else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(id) - "
          + "must register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    let index = (0..<indexPath.section).reduce(indexPath.item) { $0 + numberOfItems(inSection: $1) }
    let name = EngineContext.current?.cellID(in: self, at: index)
    return CellNaming.$id.withValue(name) { cellClass.init(frame: .zero) }
  }

  /// Mirrors `cellForItem(at:)`: the cell on screen for `indexPath`, if any.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells[indexPath]
  }

  /// Mirrors `indexPath(for:)`.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// Mirrors `indexPathForItem(at:)`: the item whose frame, as the layout gave it at the last
  /// layout pass, holds `point` (in the collection view's content), or nil. Where items overlap, the one drawn on
  /// top (the highest `zIndex`, then the last in item order) answers, as a touch there lands on
  /// it.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -1, dy: -1)
    return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
      .filter {
        $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
          && numberOfItems(inSection: $0.indexPath.section) > $0.indexPath.item
      }
      .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
  }

  /// Mirrors `visibleCells`, in item order.
  public var visibleCells: [UICollectionViewCell] {
    cells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Mirrors `indexPathsForSelectedItems`.
  public var indexPathsForSelectedItems: [IndexPath]? {
    itemTracker.map { $0.selected.sorted() }
  }

  /// Mirrors `reloadData()`: the cells load again at the next layout pass.
  public func reloadData() {
    hasLoaded = false
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let simulator = EngineContext.current else { return placeItems() }
    simulator.asUIKit(transition: nil) { placeItems() }
  }

  /// Mirrors `contentOffset`: scrolling shows the items the layout puts in view, at the next
  /// layout pass.
  open override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue { setNeedsLayout() } }
  }

  /// At the first layout pass (and after `reloadData()`), asks the data source for the counts;
  /// lays the items out where the layout says, when it is not valid; then asks for the cell of
  /// each item newly in view, and takes away those no longer in view.
  private func placeItems() {
    if let backgroundView {
      if backgroundView.frame != bounds { backgroundView.frame = bounds }
      if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
    }
    let reloading = !hasLoaded
    if !hasLoaded {
      hasLoaded = true
      layoutIsValid = false
      // In index order: each removal is a record, and a dictionary's order changes per process.
      for (_, cell) in cells.sorted(by: { $0.key < $1.key }) { cell.removeFromSuperview() }
      cells.removeAll()
      itemCounts = []
      guard let dataSource else { return }
      let sections = max(0, dataSource.numberOfSections(in: self))
      for section in 0..<sections {
        let count = ask(
          .collectionViewNumberOfItems, args: ["section": .int(section)], result: Value.int
        ) {
          dataSource.collectionView(self, numberOfItemsInSection: section)
        }
        itemCounts.append(max(0, count))
      }
    }
    guard let dataSource else { return }
    let layout = collectionViewLayout
    if !layoutIsValid || layout.shouldInvalidateLayout(forBoundsChange: bounds) {
      layoutIsValid = true
      layout.prepare()
      contentSize = layout.collectionViewContentSize
    }
    let elements = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
    let visible = elements.filter { $0.representedElementCategory == .cell }
      .filter { numberOfItems(inSection: $0.indexPath.section) > $0.indexPath.item }
      .sorted { $0.indexPath < $1.indexPath }
    let shown = Set(visible.map(\.indexPath))
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) where !shown.contains(indexPath)
    {
      cell.removeFromSuperview()
      cells[indexPath] = nil
    }
    for attributes in visible {
      let indexPath = attributes.indexPath
      if let cell = cells[indexPath] {
        cell.frame = attributes.frame
        continue
      }
      let cell = ask(
        .collectionViewCellForItem, args: ["indexPath": .indexPath(indexPath)],
        result: Value.view
      ) {
        dataSource.collectionView(self, cellForItemAt: indexPath)
      }
      cell.frame = attributes.frame
      cell.alpha = attributes.alpha
      cells[indexPath] = cell
      addSubview(cell)
    }
    placeSupplementaryViews(elements, reloading: reloading, dataSource: dataSource)
  }

  /// A required data source call, logged as UIKit's call to the app.
  private func ask<R>(
    _ name: CallName, args: Arguments, result: @escaping (R) -> Value, _ body: () -> R
  ) -> R {
    guard let simulator = EngineContext.current, let dataSource else { return body() }
    let args = simulator.listArguments("collectionView", self, args)
    return simulator.getter(name, on: dataSource, args: args, result: result, body)
  }
}

/// Mirrors `UICollectionReusableView`, the superclass of cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The initializer the collection view calls for a registered class.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `reuseIdentifier`.
  open var reuseIdentifier: String? { nil }
  /// Mirrors `prepareForReuse()`: cells are not reused here, so the collection view never
  /// calls it.
  open func prepareForReuse() {}
}

/// Mirrors `UICollectionViewCell`: a cell with a content view, highlighted while a finger is on
/// it and selected once tapped.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  public let contentView = UIView()
  open var isHighlighted = false
  open var isSelected = false
  /// Mirrors `backgroundView`: behind the content view, as large as the cell.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      if let backgroundView {
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }
  /// Mirrors `selectedBackgroundView` and `multipleSelectionBackgroundView`: kept; a selection
  /// is not drawn.
  open var selectedBackgroundView: UIView?
  open var multipleSelectionBackgroundView: UIView?
  /// Mirrors `contentConfiguration` (iOS 14): the view it makes fills the content view
  /// (`UIListContentConfiguration.swift`).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContentView = contentView.show(
        contentConfiguration, replacing: configuredContentView)
    }
  }
  var configuredContentView: UIView?
  /// Mirrors `backgroundConfiguration` (iOS 14); kept, never drawn.
  open var backgroundConfiguration: UIBackgroundConfiguration?

  /// The initializer the collection view calls for a registered class.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    installContentView(contentView)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView(contentView)
  }
}
