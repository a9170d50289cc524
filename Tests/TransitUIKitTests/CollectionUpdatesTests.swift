import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A collection view's changes as its layout hears of them, and a layout whose items UIKit
/// Dynamics moves, in the style of a springy action-sheet layout.
@MainActor
@Suite("Collection updates and dynamic layouts")
struct CollectionUpdatesTests {
  /// A flow layout that records what it hears of the collection view's changes.
  final class RecordingLayout: UICollectionViewFlowLayout {
    var heard: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      heard.append(
        "prepare "
          + updateItems.map { item in
            let before = item.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-"
            let after = item.indexPathAfterUpdate.map { "\($0.item)" } ?? "-"
            return "\(item.updateAction.rawValue):\(before)→\(after)"
          }.joined(separator: ","))
    }

    override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      heard.append("finalize")
    }
  }

  @Test("a batch's changes reach the layout as one, each change alone as its own")
  func updates() {
    let layout = RecordingLayout()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.performBatchUpdates({
      collection.insertItems(at: [IndexPath(item: 2, section: 0)])
      collection.performBatchUpdates({
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      })
      collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
    })
    collection.reloadItems(at: [IndexPath(item: 4, section: 0)])
    #expect(
      layout.heard == [
        "prepare 0:-→2,1:0→-,3:3→1", "finalize", "prepare 2:4→4", "finalize",
      ])
  }

  @Test("gravity pulls a layout's attributes until a boundary stops them, and the layout asks")
  func dynamicLayout() throws {
    try Simulator.run(scenario: "sheet", to: RecordBuffer()) { simulator in
      let layout = UICollectionViewFlowLayout()
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      let animator = UIDynamicAnimator(collectionViewLayout: layout)
      let gravity = UIGravityBehavior(items: [attributes])
      let floor = UICollisionBehavior(items: [attributes])
      floor.addBoundary(
        withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 200),
        to: CGPoint(x: 400, y: 200))
      var steps = 0
      gravity.action = { steps += 1 }
      animator.addBehavior(gravity)
      animator.addBehavior(floor)
      #expect(animator.isRunning)
      simulator.wait(2)
      #expect(!animator.isRunning)
      #expect(attributes.frame.maxY == 200)
      #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === attributes)
      #expect(animator.items(in: CGRect(x: 0, y: 150, width: 10, height: 10)).count == 1)
      // 150 points at 1,000 points a second squared: 33 frames; then rest.
      #expect(steps > 33 && steps < 60)
    }
  }

  @Test("gravity's and a push's direction read and set as an angle and a magnitude")
  func directions() {
    let gravity = UIGravityBehavior(items: [])
    #expect(gravity.magnitude == 1)
    #expect(gravity.angle == .pi / 2)
    gravity.magnitude = 2
    #expect(abs(gravity.gravityDirection.dy - 2) < 1e-9 && abs(gravity.gravityDirection.dx) < 1e-9)
    let push = UIPushBehavior(items: [], mode: .instantaneous)
    push.setAngle(0, magnitude: 3)
    #expect(push.pushDirection == CGVector(dx: 3, dy: 0))
    push.angle = .pi
    #expect(abs(push.pushDirection.dx + 3) < 1e-9 && abs(push.magnitude - 3) < 1e-9)
  }
}
