import Foundation
import TransitTrace

/// Mirrors `UITableViewDataSource`: the rows and their cells. Both methods are required.
@preconcurrency @MainActor
public protocol UITableViewDataSource: ObjectiveCMessaging {
  /// Asked at the table view's first layout pass.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Asked for each row in view, after the number of rows; dequeue the cell here.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// Asked first, at the first layout pass; optional, one section when not implemented. Not
  /// logged.
  func numberOfSections(in tableView: UITableView) -> Int

  /// Mirrors `tableView(_:titleForHeaderInSection:)` and `titleForFooterInSection`: optional,
  /// no title when not implemented. A section whose delegate gives no view of its own shows its
  /// title in a header or footer view of UIKit's, in the room its height leaves. Not logged.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Mirrors the data source's editing methods: whether a row can be edited or moved (all can,
  /// Apple's pages say, when not implemented), what a tap on a row's Delete or Insert commits,
  /// and where a moved row went. Kept and never asked: the table shows no editing controls, and
  /// a swiped row shows only the delegate's swipe actions, never a default Delete
  /// (`UIScrollView+RowSwipe.swift`, `UITableView.isEditing`).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}

/// Mirrors `UITableViewDelegate` for highlighting and selection. Every method is optional, as in
/// UIKit: one the conforming type does not implement is never called and never appears in the
/// log. UIKit calls them only for the user's touches, never for changes made in code (Apple's
/// UITableViewDelegate pages).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Asked when a finger comes down on a row; false means no highlight and no selection.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Called after the cell's `isHighlighted` became true.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// Called when the finger lifts, before the selection (`ItemTouchTracker`).
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// Asked when the finger lifts on the row: the row to select instead, or nil for none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Called after the cell's `isSelected` became true.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// Asked for each row's height as the table lays its rows out; `rowHeight` when not
  /// implemented. Not logged: it places rows, and the frames are what a log's touches show.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// Asked for a section's header or footer view as it comes into view, when its height is
  /// above zero; nil (the default) shows none. Not logged, as the heights are not.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// Told just before a row's cell is shown, after the data source made it (Apple's
  /// `tableView(_:willDisplay:forRowAt:)` page: the last change before the cell is drawn). Not
  /// logged, as the cells' other calls at layout are not.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Mirrors the swipe and editing questions (iOS 11): the actions a row swiped from either
  /// edge shows, asked unlogged when a swipe on the row ends (`RowSwipeHandler`); its editing
  /// style and its Delete button's title, kept and never asked.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?

  /// Mirrors the context menu questions (iOS 13): the menu a long press on a row offers, and
  /// the tap on its preview. Kept and never asked, as `UIContextMenuConfiguration` says.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
}

extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    OptionalRequirement.notImplemented(by: self)
    return .delete
  }

  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }

  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }

  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    OptionalRequirement.notImplemented(by: self)
    return indexPath
  }

  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    OptionalRequirement.notImplemented(by: self)
  }
}

// The table view's side of a touch on a row: its delegate calls, logged under UIKit's names, for
// `ItemTouchTracker` to make in UIKit's order.
extension UITableView {
  var trackerHooks: ItemTouchTracker.Hooks {
    ItemTouchTracker.Hooks(
      indexPath: { [unowned self] view in
        var candidate: UIView? = view
        while let current = candidate, current !== self {
          if let cell = current as? UITableViewCell, let found = indexPath(for: cell) {
            return found
          }
          candidate = current.superview
        }
        return nil
      },
      setHighlighted: { [unowned self] in cellForRow(at: $0)?.isHighlighted = $1 },
      setSelected: { [unowned self] in cellForRow(at: $0)?.isSelected = $1 },
      shouldHighlight: { [unowned self] indexPath in
        ask(.tableViewShouldHighlight, indexPath, result: Value.bool) { delegate in
          delegate.tableView(self, shouldHighlightRowAt: indexPath)
        }
      },
      didHighlight: { [unowned self] indexPath in
        tell(.tableViewDidHighlight, indexPath) { delegate in
          delegate.tableView(self, didHighlightRowAt: indexPath)
        }
      },
      didUnhighlight: { [unowned self] indexPath in
        tell(.tableViewDidUnhighlight, indexPath) { delegate in
          delegate.tableView(self, didUnhighlightRowAt: indexPath)
        }
      },
      selection: { [unowned self] indexPath in
        ask(
          .tableViewWillSelect, indexPath, result: { $0.map(Value.indexPath) ?? .null }
        ) { delegate in
          delegate.tableView(self, willSelectRowAt: indexPath)
        }
      },
      didSelect: { [unowned self] indexPath in
        tell(.tableViewDidSelect, indexPath) { delegate in
          delegate.tableView(self, didSelectRowAt: indexPath)
        }
      },
      cell: { [unowned self] in cellForRow(at: $0) },
      owner: { [unowned self] in tableDelegate },
      selectable: { [unowned self] in
        isEditing ? allowsSelectionDuringEditing : allowsSelection
      })
  }

  /// An optional delegate question; nil when there is no delegate or it does not implement it.
  private func ask<R>(
    _ name: CallName, _ indexPath: IndexPath, result: @escaping (R) -> Value,
    _ body: (any UITableViewDelegate) -> R
  ) -> R? {
    guard let delegate = tableDelegate else { return nil }
    guard let simulator = EngineContext.current else { return body(delegate) }
    return simulator.optionalRequest(
      name, on: delegate,
      args: simulator.listArguments("tableView", self, ["indexPath": .indexPath(indexPath)]),
      result: result
    ) { delegate in
      body(delegate)
    }
  }

  /// An optional delegate notification.
  private func tell(
    _ name: CallName, _ indexPath: IndexPath, _ body: (any UITableViewDelegate) -> Void
  ) {
    guard let delegate = tableDelegate else { return }
    guard let simulator = EngineContext.current else { return body(delegate) }
    simulator.optionalCallback(
      name, on: delegate,
      args: simulator.listArguments("tableView", self, ["indexPath": .indexPath(indexPath)])
    ) { delegate in
      body(delegate)
    }
  }
}
