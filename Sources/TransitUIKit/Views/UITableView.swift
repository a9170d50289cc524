import Foundation
import TransitTrace

/// Mirrors `UITableView` for one section of rows of equal height: enough for a list of cards
/// that presents a card when one is tapped.
///
/// The rows load at the table view's first layout pass, as in UIKit: the data source is asked
/// for the number of rows, then for the cell of each row that is in view. A touch on a cell
/// (`Simulator.touch(_:holding:)`) highlights and selects it in UIKit's order, calling the
/// delegate's optional methods (`ItemTouchTracker`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// Mirrors `dataSource`, which UIKit holds weakly.
  public weak var dataSource: (any UITableViewDataSource)?
  /// The delegate (UIScrollView's `delegate`) as a table view delegate. UIKit narrows the
  /// property's type to `UITableViewDelegate` through Objective-C, which a Swift override
  /// cannot do; assigning `tableView.delegate = self` works the same.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
  /// Mirrors `rowHeight`.
  open var rowHeight: CGFloat = 44

  private var registered: [String: UITableViewCell.Type] = [:]
  private var cells: [IndexPath: UITableViewCell] = [:]
  private var hasLoaded = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  // MARK: Cells

  /// Mirrors `register(_:forCellReuseIdentifier:)`.
  public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier id: String) {
    registered[id] = cellClass
  }

  /// Mirrors `dequeueReusableCell(withIdentifier:for:)`: a cell of the registered class.
  public func dequeueReusableCell(withIdentifier id: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = cells[indexPath] { return cell }
    guard let cellClass = registered[id] else {
      preconditionFailure("no cell class is registered for reuse identifier \(id)")
    }
    let name = EngineContext.current?.cellID(in: self, at: indexPath.row)
    return CellNaming.$id.withValue(name) {
      cellClass.init(style: .default, reuseIdentifier: id)
    }
  }

  /// Mirrors `cellForRow(at:)`: the cell on screen for `indexPath`, if any.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cells[indexPath]
  }

  /// Mirrors `indexPath(for:)`.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// Mirrors `visibleCells`, in row order.
  public var visibleCells: [UITableViewCell] {
    cells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Mirrors `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? {
    itemTracker?.selected.first
  }

  /// Mirrors `reloadData()`: the rows load again at the next layout pass.
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

  /// Asks the data source for the rows and the cells of those in view, and adds the cells.
  private func loadCells() {
    // In index order: each removal is a record, and a dictionary's order changes per process.
    for (_, cell) in cells.sorted(by: { $0.key < $1.key }) { cell.removeFromSuperview() }
    cells.removeAll()
    guard let dataSource else { return }
    let count = ask(.tableViewNumberOfRows, args: ["section": 0], result: Value.int) {
      dataSource.tableView(self, numberOfRowsInSection: 0)
    }
    for row in 0..<max(0, count) {
      let indexPath = IndexPath(row: row, section: 0)
      let frame = CGRect(
        x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
      guard frame.intersects(bounds) else { break }
      let cell = ask(
        .tableViewCellForRow, args: ["indexPath": .indexPath(indexPath)],
        result: Value.view
      ) {
        dataSource.tableView(self, cellForRowAt: indexPath)
      }
      cell.frame = frame
      cell.contentView.frame = cell.bounds
      cells[indexPath] = cell
      addSubview(cell)
    }
  }

  /// A required data source call, logged as UIKit's call to the app.
  private func ask<R>(
    _ name: CallName, args: Arguments, result: @escaping (R) -> Value, _ body: () -> R
  ) -> R {
    guard let simulator = EngineContext.current, let dataSource else { return body() }
    let args = simulator.listArguments("tableView", self, args)
    return simulator.getter(name, on: dataSource, args: args, result: result, body)
  }
}

/// Mirrors `UITableViewCell`: a row with a content view, highlighted while a finger is on it and
/// selected once tapped.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// Mirrors `UITableViewCell.CellStyle`.
  public enum CellStyle: Sendable { case `default`, value1, value2, subtitle }
  /// Mirrors `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Sendable { case none, blue, gray, `default` }

  public let contentView = UIView()
  public let reuseIdentifier: String?
  open var selectionStyle = SelectionStyle.default
  open var isHighlighted = false
  open var isSelected = false

  /// The initializer the table view calls for a registered class.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    installContentView(contentView)
  }

  public override init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    installContentView(contentView)
  }
}
