import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// `UIAction` (iOS 14): a control's or a bar button item's closure-based action, run as the
/// code of the object that made it.
@MainActor
@Suite("Closure actions (UIAction)")
struct UIActionTests {
  /// A screen that closes itself from a button made with a primary action, in the style of
  /// today's apps, and also listens for the tap by target-action.
  final class CloseScreen: UIViewController {
    private(set) var heard: [String] = []
    lazy var closeButton = UIButton(
      type: .close,
      primaryAction: UIAction(title: "Close") { [weak self] action in
        self?.heard.append("primary action, sender \(action.sender is UIButton)")
        self?.setNeedsStatusBarAppearanceUpdate()
      })

    override func viewDidLoad() {
      super.viewDidLoad()
      closeButton.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
      closeButton.addTarget(self, action: CloseScreen.touchedUp, for: .touchUpInside)
      closeButton.addAction(
        UIAction { [weak self] _ in self?.heard.append("touch-up action") }, for: .touchUpInside)
      view.addSubview(closeButton)
    }

    private func touchedUp() { heard.append("touch-up target") }
  }

  @Test("a tap runs the primary action, with touch-up's actions and targets, in the order added")
  func primaryAction() throws {
    let screen = CloseScreen()
    var start = 0
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = screen
      device.runUntilIdle()
      start = ListRun.lastSeq(of: log)
      device.touch(screen.closeButton)
      device.runUntilIdle()
    }
    #expect(screen.closeButton.title(for: .normal) == "Close")
    #expect(screen.closeButton.buttonType == .close)
    #expect(
      screen.heard == [
        "primary action, sender true", "touch-up target", "touch-up action",
      ])
    let run = ListRun(events: log.events)
    // The touch runs the screen's code: the action was made in its viewDidLoad().
    #expect(run.touches.last?.hasSuffix("→ vc.closeScreen") == true)
    #expect(
      run.calls(after: start) == [
        "vc.closeScreen → vc.closeScreen setNeedsStatusBarAppearanceUpdate()",
        "uikit → vc.closeScreen prefersStatusBarHidden",
      ])
  }

  @Test("actions are unique by identifier; removal is per event; a disabled action does not run")
  func removal() throws {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    var heard: [String] = []
    let kept = UIAction(identifier: .init("kept")) { _ in heard.append("kept") }
    let removed = UIAction(identifier: .init("removed")) { _ in heard.append("removed") }
    let disabled = UIAction(attributes: .disabled) { _ in heard.append("disabled") }
    button.addAction(kept, for: .touchUpInside)
    button.addAction(removed, for: .touchUpInside)
    button.addAction(disabled, for: .touchUpInside)
    button.removeAction(identifiedBy: .init("removed"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(heard == ["kept"])
    // Added again under the same identifier, as a cell configured twice does: it replaces the
    // first, and runs once.
    button.addAction(
      UIAction(identifier: .init("kept")) { _ in heard.append("kept again") }, for: .touchUpInside)
    heard = []
    button.sendActions(for: .touchUpInside)
    #expect(heard == ["kept again"])
    // Removed for one event, an action still runs for the others it was added for.
    let both = UIAction { _ in heard.append("both") }
    button.addAction(both, for: [.touchDown, .touchUpInside])
    button.removeAction(both, for: .touchUpInside)
    heard = []
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    #expect(heard == ["kept again", "both"])
  }

  /// A presented form whose Close item is made with a primary action.
  final class FormScreen: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .close,
        primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }
  }

  final class HomeScreen: UIViewController {}

  @Test("a bar button item's primary action runs when its button is tapped: the form dismisses")
  func barButtonItem() throws {
    let home = HomeScreen()
    let form = UINavigationController(rootViewController: FormScreen())
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      device.window.rootViewController = home
      device.runUntilIdle()
      home.present(form, animated: true)
      device.runUntilIdle()
      #expect(device.tapButton(titled: "Close") != nil)
      device.runUntilIdle()
    }
    #expect(home.presentedViewController == nil)
    let run = ListRun(events: log.events)
    #expect(run.touches.last?.hasSuffix("→ vc.formScreen") == true)
    #expect(
      run.calls(after: 0).contains("vc.formScreen → vc.formScreen dismiss(animated:completion:)"))
  }

  /// A screen whose button runs its own action first, then a helper's target-action.
  final class SplitScreen: UIViewController {
    final class Helper { func tapped() {} }
    let helper = Helper()
    lazy var button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Go") { [weak self] _ in
        self?.setNeedsStatusBarAppearanceUpdate()
      })
    override func viewDidLoad() {
      super.viewDidLoad()
      button.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
      button.addTarget(helper, action: Helper.tapped, for: .touchUpInside)
      view.addSubview(button)
    }
  }

  @Test(
    "the touch names whose code runs first: an action added before a target is the action's owner's"
  )
  func touchNamesFirstAction() throws {
    let screen = SplitScreen()
    let run = try ListRun.start(screen) { device in
      device.touch(screen.button)
      device.runUntilIdle()
    }
    #expect(run.touches.last?.hasSuffix("→ vc.splitScreen") == true)
  }
}
