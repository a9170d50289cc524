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

  private var registered: [String: UICollectionViewCell.Type] = [:]
  private var cells: [IndexPath: UICollectionViewCell] = [:]
  private var hasLoaded = false

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  public override init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  // MARK: Cells

  /// Mirrors `register(_:forCellWithReuseIdentifier:)`.
  public func register(
    _ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier id: String
  ) {
    registered[id] = cellClass
  }

  /// Mirrors `dequeueReusableCell(withReuseIdentifier:for:)`: a cell of the registered class.
  public func dequeueReusableCell(withReuseIdentifier id: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = cells[indexPath] { return cell }
    guard let cellClass = registered[id] else {
      preconditionFailure("no cell class is registered for reuse identifier \(id)")
    }
    let name = EngineContext.current?.cellID(in: self, at: indexPath.item)
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
    guard !hasLoaded else { return }
    hasLoaded = true
    guard let simulator = EngineContext.current else { return loadCells() }
    simulator.asUIKit(transition: nil) { loadCells() }
  }

  /// Asks the data source for the items and the cells of those in view, and adds the cells.
  private func loadCells() {
    // In index order: each removal is a record, and a dictionary's order changes per process.
    for (_, cell) in cells.sorted(by: { $0.key < $1.key }) { cell.removeFromSuperview() }
    cells.removeAll()
    guard let dataSource else { return }
    let count = ask(.collectionViewNumberOfItems, args: ["section": 0], result: Value.int) {
      dataSource.collectionView(self, numberOfItemsInSection: 0)
    }
    let layout = collectionViewLayout
    for item in 0..<max(0, count) {
      let indexPath = IndexPath(item: item, section: 0)
      let frame = layout.frameForItem(at: item, in: bounds.size)
      guard frame.intersects(bounds) else { break }
      let cell = ask(
        .collectionViewCellForItem, args: ["indexPath": .indexPath(indexPath)],
        result: Value.view
      ) {
        dataSource.collectionView(self, cellForItemAt: indexPath)
      }
      cell.frame = frame
      cells[indexPath] = cell
      addSubview(cell)
    }
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

/// Mirrors `UICollectionViewLayout`: where each item goes.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  public init() {}

  /// The frame of item `item` of the only section in a collection view of `size`.
  open func frameForItem(at item: Int, in size: CGSize) -> CGRect { .zero }
}

/// Mirrors `UICollectionViewFlowLayout` in one vertical column: items of `itemSize`, centred,
/// one below the other.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var itemSize = CGSize(width: 50, height: 50)
  open var sectionInset = UIEdgeInsets.zero
  open var minimumLineSpacing: CGFloat = 10

  open override func frameForItem(at item: Int, in size: CGSize) -> CGRect {
    let x =
      sectionInset.left + (size.width - sectionInset.left - sectionInset.right - itemSize.width) / 2
    let y = sectionInset.top + CGFloat(item) * (itemSize.height + minimumLineSpacing)
    return CGRect(origin: CGPoint(x: x, y: y), size: itemSize)
  }
}

/// Mirrors `UICollectionViewCell`: a cell with a content view, highlighted while a finger is on
/// it and selected once tapped.
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
  public let contentView = UIView()
  open var isHighlighted = false
  open var isSelected = false

  /// The initializer the collection view calls for a registered class.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
    installContentView(contentView)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView(contentView)
  }
}
