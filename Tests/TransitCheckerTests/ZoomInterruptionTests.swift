import Foundation
import Testing
import TransitChecker
import TransitTrace
import TransitUIKit

/// docs/lifecycle.md#fact-zoom-interrupted: a zoom push turned back by a pop completes first,
/// then the pop runs in the same turn; the checker takes that log as any push and pop, and the
/// zoom's own push and pop conform as the parallax's do.
@MainActor
@Suite("Zoom transitions, interrupted")
struct ZoomInterruptionTests {
  /// Pushes a photo that zooms from a thumbnail, then pops after `popAfter` seconds.
  private func run(popAfter delay: TimeInterval) throws -> CheckReport {
    let log = RecordBuffer()
    try Simulator.run(scenario: "zoom-interrupted", to: log) { device in
      let grid = UIViewController()
      let navigationController = UINavigationController(rootViewController: grid)
      device.window.rootViewController = navigationController
      device.runUntilIdle()
      let thumbnail = UIView(frame: CGRect(x: 20, y: 160, width: 110, height: 110))
      grid.view.addSubview(thumbnail)
      let photo = UIViewController()
      photo.preferredTransition = .zoom { _ in thumbnail }
      navigationController.pushViewController(photo, animated: true)
      device.wait(delay)
      navigationController.popViewController(animated: true)
      device.runUntilIdle()
    }
    return try Checker().check(text: log.text, path: "zoom-interrupted.jsonl")
  }

  @Test("a pop during the zoom push: both transitions run, and the log conforms")
  func popDuringPushConforms() throws {
    let report = try run(popAfter: 0.1)
    #expect(report.violations.map(\.rule.id) == [], "\(report.violations.map(\.message))")
    #expect(report.transitions == 2)
    #expect(report.timesJudged("appearance.will-did-balanced") > 0)
    #expect(report.timesJudged("transition.complete-transition-called") == 2)
  }

  @Test("a pop after the zoom push has ended conforms the same way")
  func popAfterPushConforms() throws {
    let report = try run(popAfter: 1)
    #expect(report.violations.map(\.rule.id) == [], "\(report.violations.map(\.message))")
    #expect(report.transitions == 2)
  }
}
