import Foundation
import Testing

@testable import TransitUIKit

/// A custom collection layout that overrides `invalidateLayout(with:)`, as paging layouts do to
/// keep their offsets, and what it may read of the context.
@MainActor
@Suite("Collection layout invalidation")
struct CollectionLayoutInvalidationTests {
  final class PagingLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      contexts.append(context)
      super.invalidateLayout(with: context)
    }

    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      CGPoint(x: (proposedContentOffset.x / 300).rounded() * 300, y: 0)
    }
  }

  @Test("invalidateLayout() reaches invalidateLayout(with:) with a context of everything")
  func invalidation() {
    let layout = PagingLayout()
    layout.invalidateLayout()
    #expect(layout.contexts.count == 1)
    #expect(layout.contexts.first?.invalidateEverything == true)
    let context = layout.invalidationContext(forBoundsChange: .zero)
    context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    layout.invalidateLayout(with: context)
    #expect(layout.contexts.last?.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
    // UIKit asks where scrolling stops only after a fling; the override answers when asked.
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 420, y: 0), withScrollingVelocity: .zero)
        == CGPoint(x: 300, y: 0))
  }
}
