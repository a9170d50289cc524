import Foundation

/// Mirrors `UICollectionViewUpdateItem`: one insertion, deletion, reload or move, as the layout
/// hears of it in `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
  /// Mirrors `UICollectionViewUpdateItem.Action`.
  public enum Action: Int, Sendable { case insert, delete, reload, move, none }

  public let indexPathBeforeUpdate: IndexPath?
  public let indexPathAfterUpdate: IndexPath?
  public let updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
    super.init()
  }
}

// Changes to the items: the layout hears them in `prepare(forCollectionViewUpdates:)`, the
// items load again, and the layout hears `finalizeCollectionViewUpdates()`, as Apple's pages
// for those two methods say. A batch gathers its changes and applies them at its end.
extension UICollectionView {
  /// Mirrors `insertItems(at:)`.
  public func insertItems(at indexPaths: [IndexPath]) {
    apply(indexPaths.map { UICollectionViewUpdateItem(before: nil, after: $0, action: .insert) })
  }

  /// Mirrors `deleteItems(at:)`.
  public func deleteItems(at indexPaths: [IndexPath]) {
    apply(indexPaths.map { UICollectionViewUpdateItem(before: $0, after: nil, action: .delete) })
  }

  /// Mirrors `reloadItems(at:)`.
  public func reloadItems(at indexPaths: [IndexPath]) {
    apply(indexPaths.map { UICollectionViewUpdateItem(before: $0, after: $0, action: .reload) })
  }

  /// Mirrors `moveItem(at:to:)`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    apply([UICollectionViewUpdateItem(before: indexPath, after: newIndexPath, action: .move)])
  }

  /// Mirrors `performBatchUpdates(_:completion:)` given a block: the block does not escape, as
  /// UIKit's header marks it (`NS_NOESCAPE`, [sdk-uitableview-batch-updates-h]), which Swift imports as a non-escaping optional
  /// closure and no Swift declaration can spell; so a block that reads the view controller's
  /// properties without `self.` compiles, as on iOS. It goes through the optional form below,
  /// so a subclass's override of that form still runs.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
  }

  /// Mirrors `performBatchUpdates(_:completion:)`: the changes the block makes, applied as one.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    // A batch inside another joins it.
    guard batchedUpdates == nil else {
      updates?()
      completion?(true)
      return
    }
    batchedUpdates = []
    updates?()
    let gathered = batchedUpdates ?? []
    batchedUpdates = nil
    commit(gathered)
    completion?(true)
  }

  private func apply(_ items: [UICollectionViewUpdateItem]) {
    if batchedUpdates != nil {
      batchedUpdates?.append(contentsOf: items)
    } else {
      commit(items)
    }
  }

  private func commit(_ items: [UICollectionViewUpdateItem]) {
    collectionViewLayout.prepare(forCollectionViewUpdates: items)
    reloadData()
    collectionViewLayout.finalizeCollectionViewUpdates()
  }
}
