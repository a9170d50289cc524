import Testing
import TransitChecker
import TransitTrace
import TransitUIKit

/// A request UIKit queues on a coordinator is not misuse; one it refuses is
/// (docs/lifecycle.md#fact-request-while-in-flight).
@MainActor
@Suite("Requests during a transition")
struct DeferredRequestTests {
  static func run(_ steps: (UIViewController, Simulator) -> Void) throws -> CheckReport {
    let log = RecordBuffer()
    try Simulator.run(scenario: "requests", to: log) { device in
      let root = UIViewController()
      device.window.rootViewController = root
      device.runUntilIdle()
      steps(root, device)
    }
    return try Checker().check(text: log.text, path: "requests.jsonl")
  }

  @Test("a present from the view controller being presented waits, and conforms")
  func deferredConforms() throws {
    let report = try Self.run { root, device in
      let first = UIViewController()
      first.modalPresentationStyle = .fullScreen
      root.present(first, animated: true)
      let second = UIViewController()
      second.modalPresentationStyle = .fullScreen
      first.present(second, animated: true)
      device.runUntilIdle()
    }
    #expect(report.violations.map(\.rule.id) == [])
    #expect(report.transitions == 2)
  }

  @Test("a second present from the busy presenter is refused, and breaks the rule")
  func refusedBreaks() throws {
    let report = try Self.run { root, device in
      let first = UIViewController()
      first.modalPresentationStyle = .fullScreen
      root.present(first, animated: true)
      root.present(UIViewController(), animated: true)
      device.runUntilIdle()
    }
    #expect(report.violations.map(\.rule.id) == ["modal.no-request-in-flight"])
  }
}
