import Foundation
import TransitTrace

/// Mirrors `UICollectionViewDataSource`: the items and their cells. Both methods are required.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: ObjectiveCMessaging {
  /// Asked at the collection view's first layout pass.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Asked for each item in view, after the number of items; dequeue the cell here.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Asked first, at the first layout pass; optional, one section when not implemented. Not
  /// logged.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Asked for each supplementary element in view (a flow layout's section header or footer);
  /// optional, none shown when not implemented (`UICollectionView+Supplementary`). Not logged.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Mirrors `UICollectionViewDelegate` for highlighting and selection. Every method is optional,
/// as in UIKit: one the conforming type does not implement is never called and never appears in
/// the log. UIKit calls them only for the user's touches, never for changes made in code (Apple's
/// UICollectionViewDelegate pages).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Asked when a finger comes down on a cell; false means no highlight and no selection at all
  /// (Apple's page). Not implemented means true.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool

  /// Called after the cell's `isHighlighted` became true.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// Called when the finger lifts, before the selection (`ItemTouchTracker`).
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Asked when the finger lifts on the cell; false keeps the selection as it is.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// Called after the cell's `isSelected` became true.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Mirrors the context menu questions: the menu a long press on items offers (iOS 16, and the
  /// one-item form of iOS 13), and the tap on its preview. Kept and never asked, as
  /// `UIContextMenuConfiguration` says.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    OptionalRequirement.notImplemented(by: self)
    return true
  }

  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}

// The collection view's side of a touch on a cell: its delegate calls, logged under UIKit's
// names, for `ItemTouchTracker` to make in UIKit's order.
extension UICollectionView {
  var trackerHooks: ItemTouchTracker.Hooks {
    ItemTouchTracker.Hooks(
      indexPath: { [unowned self] view in
        var candidate: UIView? = view
        while let current = candidate, current !== self {
          if let cell = current as? UICollectionViewCell, let found = indexPath(for: cell) {
            return found
          }
          candidate = current.superview
        }
        return nil
      },
      setHighlighted: { [unowned self] in cellForItem(at: $0)?.isHighlighted = $1 },
      setSelected: { [unowned self] in cellForItem(at: $0)?.isSelected = $1 },
      shouldHighlight: { [unowned self] indexPath in
        ask(.collectionViewShouldHighlight, indexPath) { delegate in
          delegate.collectionView(self, shouldHighlightItemAt: indexPath)
        }
      },
      didHighlight: { [unowned self] indexPath in
        tell(.collectionViewDidHighlight, indexPath) { delegate in
          delegate.collectionView(self, didHighlightItemAt: indexPath)
        }
      },
      didUnhighlight: { [unowned self] indexPath in
        tell(.collectionViewDidUnhighlight, indexPath) { delegate in
          delegate.collectionView(self, didUnhighlightItemAt: indexPath)
        }
      },
      selection: { [unowned self] indexPath in
        ask(.collectionViewShouldSelect, indexPath) { delegate in
          delegate.collectionView(self, shouldSelectItemAt: indexPath)
        }.map { $0 ? indexPath : nil }
      },
      didSelect: { [unowned self] indexPath in
        tell(.collectionViewDidSelect, indexPath) { delegate in
          delegate.collectionView(self, didSelectItemAt: indexPath)
        }
      },
      cell: { [unowned self] in cellForItem(at: $0) },
      owner: { [unowned self] in collectionDelegate },
      selectable: { [unowned self] in
        isEditing ? allowsSelectionDuringEditing : allowsSelection
      })
  }

  /// An optional delegate question; nil when there is no delegate or it does not implement it.
  private func ask(
    _ name: CallName, _ indexPath: IndexPath,
    _ body: (any UICollectionViewDelegate) -> Bool
  ) -> Bool? {
    guard let delegate = collectionDelegate else { return nil }
    guard let simulator = EngineContext.current else { return body(delegate) }
    return simulator.optionalRequest(
      name, on: delegate,
      args: simulator.listArguments(
        "collectionView", self, ["indexPath": .indexPath(indexPath)]),
      result: Value.bool
    ) { delegate in
      body(delegate)
    }
  }

  /// An optional delegate notification.
  private func tell(
    _ name: CallName, _ indexPath: IndexPath, _ body: (any UICollectionViewDelegate) -> Void
  ) {
    guard let delegate = collectionDelegate else { return }
    guard let simulator = EngineContext.current else { return body(delegate) }
    simulator.optionalCallback(
      name, on: delegate,
      args: simulator.listArguments(
        "collectionView", self, ["indexPath": .indexPath(indexPath)])
    ) { delegate in
      body(delegate)
    }
  }
}
