import Foundation
import TransitTestSupport
import TransitTrace
import TransitUIKit

/// A scripted run: a presenting root view controller on screen, then the test's steps.
@MainActor
struct Run {
  let device: Simulator
  let root = PresentingViewController()
  let log: RecordBuffer

  /// Runs `steps` after launching `root`, and returns the run.
  static func start(_ steps: (Run) -> Void) throws -> Run {
    let log = RecordBuffer()
    var run: Run?
    try Simulator.run(scenario: "test", to: log) { device in
      let started = Run(device: device, log: log)
      device.window.rootViewController = started.root
      device.runUntilIdle()
      steps(started)
      run = started
    }
    return run!
  }

  var events: [Event] { log.events }

  /// Every call of transition `id`, as `caller → receiver name`.
  func calls(inTransition id: Int) -> [String] {
    events.filter { $0.transition == id }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  /// The appearance callbacks `viewController` received, in order.
  func appearance(of id: String) -> [String] {
    events.compactMap { event in
      guard let call = event.call, call.receiver == id,
        CallName.appearanceCallbacks.contains(call.name)
      else { return nil }
      return call.name.rawValue
    }
  }

  /// The participants freed, in the order the log records their releases.
  var releases: [String] {
    events.compactMap { event in
      if case .release(let release) = event.body { return release.participant }
      return nil
    }
  }

  /// The participants the log shows still alive after the transition that should have freed
  /// them, with the references that hold them.
  var retained: [String] {
    events.compactMap { event in
      guard case .retained(let retention) = event.body else { return nil }
      return retention.participant + (retention.path.map { " held by " + $0 } ?? "")
    }
  }

  /// The codes of the warnings and notes, in order.
  var diagnostics: [String] {
    events.compactMap { event in
      switch event.body {
      case .warning(let diagnostic): return "warning \(diagnostic.code)"
      case .note(let diagnostic): return "note \(diagnostic.code)"
      default: return nil
      }
    }
  }
}
