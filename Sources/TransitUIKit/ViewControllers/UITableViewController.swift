import Foundation

/// Mirrors `UITableViewController`: a view controller whose view is a table view, with itself as
/// the table's data source and delegate.
///
/// A subclass overrides the table methods it implements, as in UIKit. The delegate methods it
/// leaves alone answer as unimplemented optional methods do, so UIKit neither calls nor logs
/// them; the data source's two required methods give no rows until overridden.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// Mirrors `init(style:)`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  private let style: UITableView.Style

  /// Mirrors `tableView`: the view, as a table view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Mirrors `setEditing(_:animated:)`: the table view's editing follows the controller's.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  /// Mirrors `refreshControl`: the table view's (`UIRefreshControl`).
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Mirrors `clearsSelectionOnViewWillAppear`; kept.
  open var clearsSelectionOnViewWillAppear = true

  /// Mirrors `loadView()`: the table view of the storyboard scene or nib the controller was made
  /// with, where there is one, with the data source and delegate its outlets connect (the
  /// controller, where none does); otherwise a table view of the window's size, with the
  /// controller as both (Apple's `UITableViewController` page).
  open override func loadView() {
    if loadInterfaceView() {
      // Its outlets connect the data source and delegate; those left unconnected are the
      // controller.
      if let table = viewIfLoaded as? UITableView {
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
      }
      return
    }
    let table = UITableView(frame: EngineContext.current?.window.bounds ?? UIScreen.portrait)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  // MARK: UITableViewDataSource

  /// No rows, or a static table's (a storyboard's `dataMode="static"`): a subclass of a static
  /// table's controller calls `super` for them, as on iOS.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSection(section)?.cells.count ?? 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.staticCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.notImplemented(by: self)
    return indexPath
  }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView.staticSections?.count ?? 1
  }

  /// The table's row height, or a static cell's own, where the storyboard gives it one.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.staticSection(indexPath.section).flatMap { section in
      section.rowHeights.indices.contains(indexPath.row) ? section.rowHeights[indexPath.row] : nil
    } ?? tableView.rowHeight
  }

  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  // MARK: Editing, swipe actions and context menus

  // Kept for a subclass to override and never asked: the table shows no editing controls, no
  // swiped row and no menu (`UIContextualAction`, `UIContextMenuConfiguration`).

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    OptionalRequirement.notImplemented(by: self)
    return .delete
  }

  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  open func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  // MARK: UIScrollViewDelegate

  // The scroll view's delegate methods, which a subclass overrides as on iOS; not logged.

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

extension UITableView {
  /// Mirrors `UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
}
