import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitUIKit

@MainActor
final class ChildViewController: UIViewController {}

@MainActor
final class SecondChildViewController: UIViewController {}

/// A container that adds its child in `viewDidLoad()`, the way Apple's guide shows.
@MainActor
final class EmbeddingViewController: UIViewController {
  let child = ChildViewController()

  override func viewDidLoad() {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// A container that forwards its children's appearance by hand.
@MainActor
final class ManualContainerViewController: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Child containment: `addChild(_:)`, `removeFromParent()`, `willMove(toParent:)` and
/// `didMove(toParent:)`, and the children's appearance, automatic or by hand.
@MainActor
@Suite("Child containment")
struct ContainmentTests {
  /// Every call after launch, as `caller → receiver name`.
  static func calls(_ run: Run, after seq: Int) -> [String] {
    run.events.filter { $0.seq > seq }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  @Test("a child added on screen appears with its view; removed, it disappears")
  func addAndRemoveOnScreen() throws {
    var launched = 0
    let run = try Run.start { run in
      launched = run.events.last?.seq ?? 0
      let child = ChildViewController()
      run.root.addChild(child)
      run.root.view.addSubview(child.view)
      child.didMove(toParent: run.root)
      run.device.runUntilIdle()
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      run.device.runUntilIdle()
      #expect(run.root.children.isEmpty && child.parent == nil)
    }
    #expect(
      Self.calls(run, after: launched) == [
        "app → vc.presenting addChild(_:)", "uikit → vc.child willMove(toParent:)",
        "uikit → vc.child viewDidLoad()", "uikit → vc.child viewWillAppear(_:)",
        "app → vc.child didMove(toParent:)", "uikit → vc.child viewIsAppearing(_:)",
        "uikit → vc.child viewDidAppear(_:)",
        "app → vc.child willMove(toParent:)", "uikit → vc.child viewWillDisappear(_:)",
        "app → vc.child removeFromParent()", "uikit → vc.child didMove(toParent:)",
        "uikit → vc.child viewDidDisappear(_:)",
      ])
    let parents = run.events.compactMap { event -> String? in
      guard let call = event.call, call.name.baseName.hasSuffix("Move") else { return nil }
      return call.args["parent"]?.stringValue ?? "nil"
    }
    #expect(parents == ["vc.presenting", "vc.presenting", "nil", "nil"])
  }

  @Test("a child embedded in viewDidLoad() hears its parent's appearance after the parent")
  func forwardedFromParent() throws {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = EmbeddingViewController()
      device.runUntilIdle()
    }
    let calls = log.events.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
    #expect(
      calls == [
        "uikit → vc.embedding viewDidLoad()", "vc.embedding → vc.embedding addChild(_:)",
        "uikit → vc.child willMove(toParent:)", "uikit → vc.child viewDidLoad()",
        "vc.embedding → vc.child didMove(toParent:)",
        "uikit → vc.embedding viewWillAppear(_:)", "uikit → vc.child viewWillAppear(_:)",
        "uikit → vc.embedding viewIsAppearing(_:)", "uikit → vc.child viewIsAppearing(_:)",
        "uikit → vc.embedding viewDidAppear(_:)", "uikit → vc.child viewDidAppear(_:)",
      ])
  }

  @Test(
    "a container that forwards by hand: only its own begin and end calls reach the child",
    arguments: [false, true])
  func manualForwarding(endsTwice: Bool) throws {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      let container = ManualContainerViewController()
      device.window.rootViewController = container
      device.runUntilIdle()
      let child = ChildViewController()
      container.addChild(child)
      child.view.frame = container.view.bounds
      child.beginAppearanceTransition(true, animated: false)
      container.view.addSubview(child.view)
      child.endAppearanceTransition()
      if endsTwice { child.endAppearanceTransition() }
      child.didMove(toParent: container)
      device.runUntilIdle()
    }
    let calls = log.events.compactMap { event -> String? in
      switch event.body {
      case .call(let call) where call.receiver == "vc.child" && event.orderCall != nil:
        return "\(call.callerID) → \(call.name)"
      case .warning(let warning): return "warning \(warning.code)"
      default: return nil
      }
    }
    #expect(
      calls == [
        "uikit → willMove(toParent:)", "uikit → viewDidLoad()",
        "app → beginAppearanceTransition(_:animated:)", "uikit → viewWillAppear(_:)",
        "app → endAppearanceTransition()", "uikit → viewIsAppearing(_:)",
        "uikit → viewDidAppear(_:)",
      ]
        + (endsTwice
          ? ["app → endAppearanceTransition()", "warning unbalanced-appearance-transitions"] : [])
        + ["app → didMove(toParent:)"])
  }

  @Test("transition(from:to:) drives both children's appearance; the container moves them")
  func childTransition() throws {
    var launched = 0
    let run = try Run.start { run in
      let first = ChildViewController()
      run.root.addChild(first)
      run.root.view.addSubview(first.view)
      first.didMove(toParent: run.root)
      run.device.runUntilIdle()
      launched = run.events.last?.seq ?? 0
      let second = SecondChildViewController()
      first.willMove(toParent: nil)
      run.root.addChild(second)
      run.root.transition(
        from: first, to: second, duration: 0.3, animations: { second.view.alpha = 1 }
      ) { _ in
        first.removeFromParent()
        second.didMove(toParent: run.root)
      }
      run.device.runUntilIdle()
      #expect(run.root.children.map { $0 === second } == [true])
      #expect(first.viewIfLoaded?.superview == nil && second.view.superview === run.root.view)
    }
    #expect(
      Self.calls(run, after: launched) == [
        "app → vc.child willMove(toParent:)", "app → vc.presenting addChild(_:)",
        "uikit → vc.secondChild willMove(toParent:)",
        "app → vc.presenting transition(from:to:duration:options:animations:completion:)",
        "uikit → vc.secondChild viewDidLoad()", "uikit → vc.child viewWillDisappear(_:)",
        "uikit → vc.secondChild viewWillAppear(_:)", "uikit → vc.secondChild viewIsAppearing(_:)",
        "uikit → vc.child viewDidDisappear(_:)", "uikit → vc.secondChild viewDidAppear(_:)",
        "uikit → app completion(_:)", "app → vc.child removeFromParent()",
        "uikit → vc.child didMove(toParent:)", "app → vc.secondChild didMove(toParent:)",
      ])
    let completion = run.events.first { $0.call?.name == .completionWithArgument }
    #expect(completion?.time == VirtualTime(seconds: 0.3))
  }

  @Test("transition(from:to:) between view controllers that are not both children is refused")
  func childTransitionRefused() throws {
    let run = try Run.start { run in
      let first = ChildViewController()
      run.root.addChild(first)
      run.root.view.addSubview(first.view)
      run.root.transition(
        from: first, to: SecondChildViewController(), duration: 0.3, animations: nil)
      run.device.runUntilIdle()
    }
    #expect(run.diagnostics == ["warning child-transition-refused"])
  }
}
