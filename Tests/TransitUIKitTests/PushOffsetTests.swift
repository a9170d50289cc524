import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A push applied off an item's centre (`setTargetOffsetFromCenter(_:for:)`), as a photo
/// viewer flings a photo it was dragged by a corner: the item moves and turns.
@MainActor
@Suite("Push behaviours' target offsets")
struct PushOffsetTests {
  /// Pushes a 100 × 100 view to the right for a second, at `offset` from its centre, in
  /// `mode`; returns the view.
  private func pushed(at offset: UIOffset?, mode: UIPushBehavior.Mode) throws -> UIView {
    let photo = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    try Simulator.run(scenario: "fling", to: RecordBuffer()) { simulator in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
      container.addSubview(photo)
      let animator = UIDynamicAnimator(referenceView: container)
      let push = UIPushBehavior(items: [photo], mode: mode)
      push.pushDirection = CGVector(dx: 1, dy: 0)
      if let offset { push.setTargetOffsetFromCenter(offset, for: photo) }
      animator.addBehavior(push)
      simulator.wait(1)
    }
    return photo
  }

  @Test("the offset is kept per item, and is the centre until set")
  func offsetIsKept() {
    let photo = UIView()
    let other = UIView()
    let push = UIPushBehavior(items: [photo, other], mode: .continuous)
    #expect(push.targetOffsetFromCenter(for: photo) == UIOffset(horizontal: 0, vertical: 0))
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 10, vertical: -20), for: photo)
    #expect(push.targetOffsetFromCenter(for: photo) == UIOffset(horizontal: 10, vertical: -20))
    #expect(push.targetOffsetFromCenter(for: other) == UIOffset(horizontal: 0, vertical: 0))
  }

  @Test(
    "a push at the centre moves without turning; off centre it turns the item too",
    arguments: [UIPushBehavior.Mode.continuous, .instantaneous])
  func offCentreTurns(mode: UIPushBehavior.Mode) throws {
    let centred = try pushed(at: nil, mode: mode)
    #expect(centred.center.x > 150)
    #expect(centred.transform == .identity)
    // A push to the right above the centre turns the item clockwise on screen, where y grows
    // downwards (a positive angle); below the centre, the other way.
    let top = try pushed(at: UIOffset(horizontal: 0, vertical: -40), mode: mode)
    #expect(top.center.x > 150)
    #expect(atan2(top.transform.b, top.transform.a) > 0)
    let bottom = try pushed(at: UIOffset(horizontal: 0, vertical: 40), mode: mode)
    #expect(atan2(bottom.transform.b, bottom.transform.a) < 0)
  }
}
