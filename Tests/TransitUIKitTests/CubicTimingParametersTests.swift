import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A property animator on a Bézier curve of the developer's, as transition libraries give their
/// animators (`UICubicTimingParameters(controlPoint1:controlPoint2:)`).
@MainActor
@Suite("Cubic timing parameters")
struct CubicTimingParametersTests {
  @Test("control points give the animations that Bézier curve; a named curve gives its own")
  func controlPoints() {
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(TimingCurve(custom) == .cubic(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1))
    #expect(custom.timingDescription == "cubic(0.2, 0.8, 0.3, 1)")
    #expect(custom.timingCurveType == .cubic)
    let named = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(TimingCurve(named) == .easeIn)
    #expect(named.timingDescription == "easeIn")
    #expect(
      [named.controlPoint1, named.controlPoint2] == [
        CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1),
      ])
  }

  @Test("an animator with control points records its animation on that curve")
  func animatorFollowsTheCurve() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let log = RecordBuffer()
    try Simulator.run(scenario: "bezier", to: log) { device in
      let home = UIViewController()
      device.window.rootViewController = home
      device.runUntilIdle()
      home.view.addSubview(card)
      let animator = UIViewPropertyAnimator(
        duration: 1,
        timingParameters: UICubicTimingParameters(
          controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1)))
      animator.addAnimations { card.frame.origin.y = 200 }
      animator.startAnimation()
      device.runUntilIdle()
    }
    let curves = log.records.compactMap { record -> TimingCurve? in
      guard case .geometry(.animation(let start)) = record else { return nil }
      return start.curve
    }
    #expect(curves == [.cubic(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1)])
    #expect(card.frame.minY == 200)
  }
}
