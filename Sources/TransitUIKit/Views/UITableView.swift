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
  /// Mirrors `rowHeight`: 44 points; `automaticDimension` also means 44 here, as text and
  /// Auto Layout are not measured.
  open var rowHeight: CGFloat = 44
  /// Mirrors `isEditing` and `setEditing(_:animated:)`: kept, and passed to each visible
  /// cell's `setEditing(_:animated:)`, as Apple's page for the table's method says
  /// [uikit-tableview-set-editing]; no editing control is shown and nothing commits an edit.
  /// While editing, a tap selects a row only with `allowsSelectionDuringEditing`.
  open var isEditing = false
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }
  open var estimatedRowHeight: CGFloat = 44
  open var sectionHeaderHeight: CGFloat = 0
  open var sectionFooterHeight: CGFloat = 0
  open var estimatedSectionHeaderHeight: CGFloat = 0
  open var estimatedSectionFooterHeight: CGFloat = 0
  /// Mirrors `tableHeaderView` and `tableFooterView`: above the first row and below the last,
  /// as tall as their frames.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  open var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }
  /// Mirrors the separators' settings, kept; nothing is drawn.
  open var separatorStyle = SeparatorStyle.singleLine
  open var separatorColor: UIColor? = .separator
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  open var separatorEffect: UIVisualEffect?
  /// Mirrors `backgroundView`: behind every cell, header and footer, as large as the table's
  /// visible bounds, not scrolling with its content.
  open var backgroundView: UIView? {
    didSet {
      if backgroundView !== oldValue, oldValue?.superview === self {
        oldValue?.removeFromSuperview()
      }
      setNeedsLayout()
    }
  }
  /// Mirrors `allowsSelection`: true by default; false, a tap selects no row outside editing
  /// mode, the only mode it affects (Apple's page).
  open var allowsSelection = true
  /// Mirrors `allowsMultipleSelection`: kept; a tap selects one row, the last.
  open var allowsMultipleSelection = false
  /// Mirrors `allowsSelectionDuringEditing`: false by default, so a tap on a row of a table in
  /// editing mode selects nothing, as Apple's page gives the default.
  open var allowsSelectionDuringEditing = false
  /// Mirrors `allowsMultipleSelectionDuringEditing`: kept, as `allowsMultipleSelection`.
  open var allowsMultipleSelectionDuringEditing = false
  open var style: Style { tableStyle }
  private let tableStyle: Style
  /// The number of rows in each section, as the data source last said.
  var rowCounts: [Int] = []
  /// The sections of a storyboard's static table (`dataMode="static"`), which its
  /// `UITableViewController` answers the data source's questions from; nil otherwise.
  var staticSections: [StaticTableSection]?

  /// Mirrors `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// Mirrors `UITableViewCell.SeparatorStyle` (`UITableView.SeparatorStyle` in older SDKs).
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  /// Mirrors `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }
  /// Mirrors `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  /// Mirrors `init(frame:style:)`. A table view always bounces vertically, its rows filling it
  /// or not, where a plain scroll view does not (docs/lifecycle.md#fact-scroll-view-rests-below-bars).
  public init(frame: CGRect, style: Style) {
    tableStyle = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  private var registered: [String: UITableViewCell.Type] = [:]
  private var cells: [IndexPath: UITableViewCell] = [:]
  /// The section header and footer views in view (`UITableView+SectionViews.swift`).
  var sectionViews: [SectionViewKey: UIView] = [:]
  /// The header and footer classes registered by identifier.
  private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// The header and footer views registered by nib, by reuse identifier.
  private var headerFooterNibs: [String: UINib] = [:]
  private var hasLoaded = false

  public override init(frame: CGRect) {
    tableStyle = .plain
    super.init(frame: frame)
    alwaysBounceVertical = true
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  public override init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
    alwaysBounceVertical = true
    itemTracker = ItemTouchTracker(hooks: trackerHooks)
  }

  // MARK: Cells

  /// A storyboard's prototype cells, by reuse identifier.
  private var prototypes: [String: () -> UIView] = [:]

  /// Registers a storyboard prototype cell.
  func registerPrototype(_ identifier: String, _ make: @escaping () -> UIView) {
    prototypes[identifier] = make
  }

  /// Mirrors `register(_:forCellReuseIdentifier:)` for a nib: its cell is the one it holds.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return }
    prototypes[identifier] = {
      (nib.instantiate(withOwner: nil).first { $0 is UITableViewCell } as? UIView)
        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }

  /// Mirrors `register(_:forCellReuseIdentifier:)`.
  public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier id: String) {
    registered[id] = cellClass
  }

  /// Mirrors `register(_:forCellReuseIdentifier:)` as UIKit declares it, for a class value
  /// typed `AnyClass` (a helper that registers any cell class by its name): nil unregisters the
  /// identifier, and a class that is not a cell, which Apple's page says it must be, stops the
  /// app.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier id: String) {
    registered[id] = reusableClass(
      cellClass, as: UITableViewCell.self, registering: "register(_:forCellReuseIdentifier:)")
  }

  /// Mirrors `register(_:forHeaderFooterViewReuseIdentifier:)` for a class value typed
  /// `AnyClass`, as the cells' form above.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier id: String) {
    headerFooterNibs[id] = nil
    headerFooterClasses[id] = reusableClass(
      aClass, as: UITableViewHeaderFooterView.self,
      registering: "register(_:forHeaderFooterViewReuseIdentifier:)")
  }

  /// Mirrors `register(_:forHeaderFooterViewReuseIdentifier:)`.
  public func register(
    _ viewClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier id: String
  ) {
    headerFooterNibs[id] = nil
    headerFooterClasses[id] = viewClass
  }

  /// Mirrors `register(_:forHeaderFooterViewReuseIdentifier:)` for a nib: its view is the
  /// first header or footer view it holds; nil unregisters the identifier.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier id: String) {
    headerFooterClasses[id] = nil
    headerFooterNibs[id] = nib
  }

  /// Mirrors `dequeueReusableHeaderFooterView(withIdentifier:)`: a new view of the class or
  /// from the nib registered for `id`, or nil when none is.
  public func dequeueReusableHeaderFooterView(withIdentifier id: String)
    -> UITableViewHeaderFooterView?
  {
    if let nib = headerFooterNibs[id] {
      return nib.instantiate(withOwner: nil).lazy.compactMap {
        $0 as? UITableViewHeaderFooterView
      }.first
    }
    return headerFooterClasses[id].map { $0.init(reuseIdentifier: id) }
  }

  /// Mirrors `headerView(forSection:)`: the section's header on screen, if it is one.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionViewKey(section: section, isFooter: false)]
      as? UITableViewHeaderFooterView
  }

  /// Mirrors `footerView(forSection:)`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionViewKey(section: section, isFooter: true)] as? UITableViewHeaderFooterView
  }

  /// Mirrors `dequeueReusableCell(withIdentifier:for:)`: a cell of the registered class.
  public func dequeueReusableCell(withIdentifier id: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = cells[indexPath] { return cell }
    if let prototype = prototypes[id], registered[id] == nil {
      let name = EngineContext.current?.cellID(in: self, at: rowIndex(of: indexPath))
      if let cell = CellNaming.$id.withValue(name, operation: prototype) as? UITableViewCell {
        return cell
      }
    }
    guard let cellClass = registered[id] else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(id) - must register a nib or a class for "
          + "the identifier or connect a prototype cell in a storyboard")
    }
    let name = EngineContext.current?.cellID(in: self, at: rowIndex(of: indexPath))
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

  /// Mirrors `indexPathsForSelectedRows`: nil when no row is selected, as UIKit's is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    guard let selected = itemTracker?.selected, !selected.isEmpty else { return nil }
    return selected.sorted()
  }

  /// Mirrors `reloadData()`: the rows load again at the next layout pass.
  public func reloadData() {
    hasLoaded = false
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let simulator = EngineContext.current else { return placeRows() }
    simulator.asUIKit(transition: nil) { placeRows() }
  }

  /// Mirrors `contentOffset`: scrolling shows the rows then in view, at the next layout pass.
  open override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue { setNeedsLayout() } }
  }

  /// Mirrors `numberOfSections` and `numberOfRows(inSection:)`: as the data source last said.
  public var numberOfSections: Int { rowCounts.count }
  public func numberOfRows(inSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// Mirrors `rect(forRowAt:)`: where the row is, in the table's content.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    rowFrames().first { $0.indexPath == indexPath }?.frame ?? .zero
  }

  /// Mirrors `indexPathForRow(at:)`.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    rowFrames().first { $0.frame.contains(point) }?.indexPath
  }

  /// Mirrors `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? { cells.keys.sorted() }

  /// Mirrors `deselectRow(at:animated:)`: a change made in code, which the delegate does not
  /// hear, as Apple's page says.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    itemTracker?.deselect(indexPath)
  }

  /// Mirrors `selectRow(at:animated:scrollPosition:)`; the delegate does not hear it.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return }
    itemTracker?.select(indexPath)
  }

  /// Mirrors `scrollToRow(at:at:animated:)`: the row's top at the top of the view, within the
  /// content.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let frame = rectForRow(at: indexPath)
    contentOffset.y = min(max(0, contentSize.height - bounds.height), max(0, frame.minY))
  }

  /// Mirrors `dequeueReusableCell(withIdentifier:)`: a cell of the registered class, or nil.
  public func dequeueReusableCell(withIdentifier id: String) -> UITableViewCell? {
    if registered[id] == nil, let prototype = prototypes[id] {
      return prototype() as? UITableViewCell
    }
    guard let cellClass = registered[id] else { return nil }
    return cellClass.init(style: .default, reuseIdentifier: id)
  }

  /// Mirrors `beginUpdates()`, `endUpdates()`, `performBatchUpdates(_:completion:)` and the row
  /// and section edits: the rows load again at the next layout pass.
  public func beginUpdates() {}
  public func endUpdates() { reloadData() }
  /// `performBatchUpdates(_:completion:)` given a block, which does not escape, as UIKit's
  /// header marks it (`UICollectionView.performBatchUpdates(_:completion:)` says why).
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
  }
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  /// The row's position counting every section before it, for its cell's id.
  private func rowIndex(of indexPath: IndexPath) -> Int {
    (0..<indexPath.section).reduce(indexPath.row) { $0 + numberOfRows(inSection: $1) }
  }

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    setNeedsLayout()
  }

  /// Where each row goes: the table header view first, then each section's header, its rows
  /// (each as tall as the delegate's `heightForRowAt` says, else `rowHeight`) and its footer,
  /// then the table footer view.
  private func rowFrames() -> [(indexPath: IndexPath, frame: CGRect)] {
    var frames: [(IndexPath, CGRect)] = []
    var y = tableHeaderView?.frame.height ?? 0
    let delegate = tableDelegate
    for section in rowCounts.indices {
      y += delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      for row in 0..<rowCounts[section] {
        let indexPath = IndexPath(row: row, section: section)
        var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height < 0 { height = estimatedRowHeight > 0 ? estimatedRowHeight : 44 }
        frames.append((indexPath, CGRect(x: 0, y: y, width: bounds.width, height: height)))
        y += height
      }
      y += delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    }
    return frames
  }

  /// At the first layout pass (and after `reloadData()`), asks the data source for the counts;
  /// then asks for the cell of each row newly in view, and takes away those no longer in view.
  private func placeRows() {
    if !hasLoaded {
      hasLoaded = true
      // In index order: each removal is a record, and a dictionary's order changes per process.
      for (_, cell) in cells.sorted(by: { $0.key < $1.key }) { cell.removeFromSuperview() }
      cells.removeAll()
      removeSectionViews()
      rowCounts = []
      if let dataSource {
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
          let count = ask(
            .tableViewNumberOfRows, args: ["section": .int(section)], result: Value.int
          ) {
            dataSource.tableView(self, numberOfRowsInSection: section)
          }
          rowCounts.append(max(0, count))
        }
      }
    }
    let frames = rowFrames()
    var bottom = (frames.last?.frame.maxY ?? (tableHeaderView?.frame.height ?? 0))
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
      if header.superview !== self { insertSubview(header, at: 0) }
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: bottom, width: bounds.width, height: footer.frame.height)
      if footer.superview !== self { addSubview(footer) }
      bottom += footer.frame.height
    }
    contentSize = CGSize(width: bounds.width, height: bottom)
    if let background = backgroundView {
      if background.frame != bounds { background.frame = bounds }
      if subviews.first !== background { insertSubview(background, at: 0) }
    }
    placeSectionViews()
    guard let dataSource else { return }
    let visible = frames.filter { $0.frame.intersects(bounds) }
    let shown = Set(visible.map(\.indexPath))
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) where !shown.contains(indexPath)
    {
      cell.removeFromSuperview()
      cells[indexPath] = nil
    }
    for (indexPath, frame) in visible {
      if let cell = cells[indexPath] {
        cell.frame = frame
        continue
      }
      let cell = ask(
        .tableViewCellForRow, args: ["indexPath": .indexPath(indexPath)],
        result: Value.view
      ) {
        dataSource.tableView(self, cellForRowAt: indexPath)
      }
      cell.frame = frame
      cell.contentView.frame = cell.bounds
      cells[indexPath] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
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
/// selected once tapped. Its style's labels and image view are in the content view, as on iOS;
/// the accessory and background views are kept.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// Mirrors `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// Mirrors `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  /// Mirrors `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// Mirrors `UITableViewCell.EditingStyle`: a table here shows no editing controls, even in
  /// editing mode, so a data source's `commit` is never called.
  public enum EditingStyle: Int, Sendable { case none, delete, insert }
  /// Mirrors `UITableViewCell.SeparatorStyle`.
  public typealias SeparatorStyle = UITableView.SeparatorStyle

  public let contentView = UIView()
  public let reuseIdentifier: String?
  open var selectionStyle = SelectionStyle.default
  open var isHighlighted = false
  open var isSelected = false
  open var accessoryType = AccessoryType.none
  open var accessoryView: UIView?
  open var editingAccessoryType = AccessoryType.none
  /// Mirrors `isEditing` and `setEditing(_:animated:)`, which a cell subclass overrides to
  /// follow its table into and out of editing mode (the table calls it on each visible cell);
  /// kept: no insertion, deletion or reordering control is shown.
  open var isEditing = false
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  open var backgroundView: UIView?
  open var selectedBackgroundView: UIView?
  open var multipleSelectionBackgroundView: UIView?
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 10
  open var focusStyle = 0
  private let cellStyle: CellStyle
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

  /// Mirrors `defaultContentConfiguration()` (iOS 14): a list cell's, by the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }
  private var labels: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)

  /// The initializer the table view calls for a registered class.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    cellStyle = style
    super.init(frame: .zero)
    installContentView(contentView)
  }

  /// Mirrors `init(frame:)`, UIView's, which `UITableViewCell()` calls: a cell of the default
  /// style with no reuse identifier.
  public override init(frame: CGRect) {
    reuseIdentifier = nil
    cellStyle = .default
    super.init(frame: frame)
    installContentView(contentView)
  }

  public override init?(coder: NSCoder) {
    reuseIdentifier = (coder as? InterfaceCoder)?.element.attributes["reuseIdentifier"]
    cellStyle = .default
    super.init(coder: coder)
    installContentView(contentView)
  }

  /// Mirrors `textLabel`: made the first time it is asked for, in the content view.
  open var textLabel: UILabel? {
    if let label = labels.text { return label }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 15, dy: 0))
    labels.text = label
    contentView.addSubview(label)
    return label
  }

  /// Mirrors `detailTextLabel`: nil for the default style, as on iOS.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let label = labels.detail { return label }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 15, dy: 0))
    labels.detail = label
    contentView.addSubview(label)
    return label
  }

  /// Mirrors `imageView`.
  open var imageView: UIImageView? {
    if let view = labels.image { return view }
    let view = UIImageView(frame: .zero)
    labels.image = view
    contentView.addSubview(view)
    return view
  }

  /// Mirrors `prepareForReuse()`; cells are not reused here, so the table never calls it.
  open func prepareForReuse() {}

  /// Mirrors `setSelected(_:animated:)` and `setHighlighted(_:animated:)`.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

/// What a registration given a class value typed `AnyClass` registers (as UIKit declares
/// `register(_:forCellReuseIdentifier:)` and its siblings), as `Base`: nil, which unregisters
/// the identifier, for nil; a class not of `Base`'s kind, which Apple's pages say it must be,
/// stops the app, naming the registering method.
func reusableClass<Base: AnyObject>(
  _ aClass: AnyClass?, as _: Base.Type, registering method: String
) -> Base.Type? {
  guard let aClass else { return nil }
  guard let type = aClass as? Base.Type else {
    preconditionFailure("\(method): \(aClass) is not a \(Base.self)")
  }
  return type
}
