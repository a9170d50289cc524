import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// UIKit ignores interaction events while a transition without an interaction controller runs
/// (UIKit 26.1; docs/lifecycle.md#fact-touches-ignored-during-transition): a touch in that time is logged and goes nowhere. A touch in the same
/// run-loop turn as the one that started the transition still arrives, which is how a double
/// tap presents twice (scenario bug-present-during-transition).
@MainActor
@Suite("Touches during a transition")
struct TouchDuringTransitionTests {
  /// A screen whose tap target and button both present a custom sheet.
  final class OpeningViewController: UIViewController {
    let delegate = TestTransitioningDelegate()
    let tapTarget = UIView()
    let button = UIButton()
    private(set) var opened = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tapTarget.accessibilityIdentifier = "tapTarget"
      tapTarget.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: OpeningViewController.open))
      view.addSubview(tapTarget)
      button.accessibilityIdentifier = "openButton"
      button.addTarget(self, action: OpeningViewController.openFromButton, for: .touchUpInside)
      view.addSubview(button)
    }

    private func open(_ recognizer: UITapGestureRecognizer) { openFromButton() }

    private func openFromButton() {
      opened += 1
      let sheet = PresentedViewController()
      sheet.modalPresentationStyle = .custom
      sheet.transitioningDelegate = delegate
      present(sheet, animated: true)
    }
  }

  private func run(_ steps: (Simulator, OpeningViewController) -> Void) throws -> (
    Run, OpeningViewController
  ) {
    let screen = OpeningViewController()
    let run = try Run.start { run in
      run.root.addChild(screen)
      run.root.view.addSubview(screen.view)
      screen.didMove(toParent: run.root)
      run.device.runUntilIdle()
      steps(run.device, screen)
      run.device.runUntilIdle()
    }
    return (run, screen)
  }

  private func gestures(_ run: Run) -> [String] {
    run.events.compactMap { event in
      guard case .gesture(let gesture) = event.body else { return nil }
      return "\(gesture.kind) \(gesture.state) → \(gesture.target)"
    }
  }

  @Test("a tap while a presentation animates is logged and ignored")
  func tapIgnored() throws {
    let (run, screen) = try run { device, screen in
      device.tap(screen.tapTarget)
      device.wait(0.1)
      device.tap(screen.tapTarget)
    }
    #expect(screen.opened == 1)
    #expect(gestures(run) == ["tap ended → vc.opening", "tap ended → vc.opening"])
    #expect(run.diagnostics == ["note touch-ignored-during-transition"])
    let note = try #require(
      run.events.first {
        if case .note = $0.body { true } else { false }
      })
    #expect(note.transition == 1)
    let ignoredTap = run.events.last {
      if case .gesture = $0.body { $0.seq < note.seq } else { false }
    }
    #expect(note.cause == ignoredTap?.seq)
  }

  @Test("a tap after the presentation ends reaches the app again")
  func tapAfterwards() throws {
    let (run, screen) = try run { device, screen in
      device.tap(screen.tapTarget)
      device.wait(0.5)
      device.tap(screen.tapTarget)
    }
    // The second tap arrives; presenting from a view controller that already presents is the
    // app's mistake, which UIKit reports, but it is not an ignored touch.
    #expect(screen.opened == 2)
    #expect(!run.diagnostics.contains("note touch-ignored-during-transition"))
  }

  @Test("a button touched while a presentation animates does not send its action")
  func buttonIgnored() throws {
    let (run, screen) = try run { device, screen in
      device.tap(screen.tapTarget)
      device.wait(0.05)
      device.touch(screen.button, holding: 0.1)
    }
    #expect(screen.opened == 1)
    #expect(
      gestures(run) == ["tap ended → vc.opening", "touch began → uikit", "touch ended → uikit"])
    #expect(run.diagnostics == ["note touch-ignored-during-transition"])
  }
}
