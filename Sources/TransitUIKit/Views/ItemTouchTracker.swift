import Foundation
import TransitTrace

/// How a table or collection view turns a touch on one of its cells into highlight and
/// selection calls to its delegate, in UIKit's order.
///
/// Touch-down: the delegate is asked `shouldHighlight` (true when not implemented); false
/// "bypasses the entire selection process", so nothing else follows; true sets the cell's
/// `isHighlighted` and calls `didHighlight` (Apple's `collectionView(_:shouldHighlightItemAt:)`
/// page).
///
/// Touch-up, synchronously inside `touchesEnded(_:with:)` (OBSERVED: crash stacks read
/// `touchesEnded:withEvent:` → `_selectItemAtIndexPath:animated:scrollPosition:notifyDelegate:`
/// → `collectionView:didSelectItemAtIndexPath:`): the highlight comes off first
/// (`didUnhighlight`), then the delegate is asked `shouldSelect` (`willSelect` for a table), the
/// cell's `isSelected` is set and `didSelect` is called. The highlight coming off before the
/// selection is what UITableViewCell shows (`setHighlighted(false)` before `setSelected(true)`,
/// logged in blog.csdn.net/weixin_34293141/article/details/92645402) and what PSTCollectionView,
/// written against iOS 6's UICollectionView, does; where `didUnhighlight` falls relative to
/// `shouldSelect` no source shows, so a delegate that implements `shouldSelect` or `willSelect`
/// gets a note.
@preconcurrency @MainActor
final class ItemTouchTracker {
  /// What the tracker needs from its table or collection view: cells, and the delegate calls,
  /// each logged by the view under UIKit's name for it.
  struct Hooks {
    /// The index path of the cell `view` is in, if any.
    var indexPath: (UIView) -> IndexPath?
    /// Sets a cell's `isHighlighted`.
    var setHighlighted: (IndexPath, Bool) -> Void
    /// Sets a cell's `isSelected`.
    var setSelected: (IndexPath, Bool) -> Void
    /// `shouldHighlight`; nil when the delegate does not implement it.
    var shouldHighlight: (IndexPath) -> Bool?
    var didHighlight: (IndexPath) -> Void
    var didUnhighlight: (IndexPath) -> Void
    /// `shouldSelect` or `willSelect`: nil when not implemented, else the index path to select
    /// (nil inside for none).
    var selection: (IndexPath) -> IndexPath??
    var didSelect: (IndexPath) -> Void
    /// The cell on screen at an index path.
    var cell: (IndexPath) -> UIView? = { _ in nil }
    /// The view the delegate is the delegate of, for notes; nil outside a simulator.
    var owner: () -> AnyObject?
    /// Whether a touch may select a cell now: `allowsSelection`, or while the view is editing
    /// `allowsSelectionDuringEditing` alone (Apple's `UITableView.allowsSelection` page: it
    /// "affects cell selection only when the table view isn't in editing mode").
    var selectable: () -> Bool = { true }
  }

  private let hooks: Hooks
  /// The item under the finger, highlighted, waiting for the finger to lift.
  private var pending: IndexPath?
  private(set) var selected: Set<IndexPath> = []

  init(hooks: Hooks) {
    self.hooks = hooks
  }

  func indexPath(containing view: UIView) -> IndexPath? {
    hooks.indexPath(view)
  }

  /// The finger came down on a cell (or the scroll view let the touch-down through).
  func touchBegan(on view: UIView) {
    pending = nil
    // A list that allows no selection now neither highlights nor selects, and asks its delegate
    // nothing: Apple's `allowsSelection` and `allowsSelectionDuringEditing` pages say only that
    // users cannot select; that the highlight questions go too is Transit's choice
    // (docs/lifecycle.md#fact-list-selection-allowed). The collection view's pages say nothing
    // of editing on `allowsSelection`; it is read as the table view's.
    guard hooks.selectable(), let indexPath = hooks.indexPath(view) else { return }
    if hooks.shouldHighlight(indexPath) == false { return }
    hooks.setHighlighted(indexPath, true)
    hooks.didHighlight(indexPath)
    pending = indexPath
  }

  /// The finger lifted on the cell it came down on.
  func touchEnded(on view: UIView) {
    guard let indexPath = pending else { return }
    pending = nil
    hooks.setHighlighted(indexPath, false)
    hooks.didUnhighlight(indexPath)
    let target: IndexPath?
    if let answer = hooks.selection(indexPath) {
      target = answer
      noteUnhighlightOrder()
    } else {
      target = indexPath
    }
    guard let target else { return }
    // Single selection: the previously selected item loses its selection.
    for old in selected where old != target { hooks.setSelected(old, false) }
    selected = [target]
    hooks.setSelected(target, true)
    // A storyboard segue from the cell performs before the delegate hears of the selection, as
    // developers report of UIKit; no source Transit could check gives the order.
    if let cell = hooks.cell(target), let segue = cell.selectionSegue {
      segue.trigger(sender: cell, from: cell)
    }
    hooks.didSelect(target)
  }

  /// A selection made in code: the cell's `isSelected` changes, and the delegate hears nothing.
  func select(_ indexPath: IndexPath) {
    for old in selected where old != indexPath { hooks.setSelected(old, false) }
    selected = [indexPath]
    hooks.setSelected(indexPath, true)
  }

  /// A deselection made in code; the delegate hears nothing.
  func deselect(_ indexPath: IndexPath) {
    guard selected.remove(indexPath) != nil else { return }
    hooks.setSelected(indexPath, false)
  }

  private func noteUnhighlightOrder() {
    guard let simulator = EngineContext.current, let owner = hooks.owner() else { return }
    simulator.note(
      about: owner, code: "unhighlight-before-select-unverified",
      "The highlight comes off before the selection (UITableViewCell logs, PSTCollectionView), "
        + "but whether UIKit calls didUnhighlight before or after asking shouldSelect (willSelect "
        + "for a table view) is not established. Transit calls didUnhighlight first.")
  }
}
