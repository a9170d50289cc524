import Foundation
import TransitUIKit

/// docs/lifecycle.md#order-g: presentations with no transitioning delegate. UIKit's own presentation
/// controller and animation, so only the appearance callbacks, the completions and the
/// coordinator's blocks show. Full screen gives the presenter its callbacks; a page sheet,
/// the default since iOS 13, does not.
enum DefaultStyles {
  static let fullScreen = Scenario(
    name: "fullscreen-default",
    summary: "A .fullScreen presentation and dismissal with UIKit's own animation",
    source: "UIModalPresentationStyle.fullScreen; betterhee, \"LifeCycle\" (2022); "
      + "docs/lifecycle.md#order-g"
  ) { device in
    presentAndDismiss(style: .fullScreen, in: device)
  }

  static let pageSheet = Scenario(
    name: "page-sheet-default",
    summary: "A .pageSheet presentation and dismissal: the presenter gets no callbacks",
    source: "UIModalPresentationStyle.automatic; yeahg_dev, TIL 29.10.21; "
      + "docs/lifecycle.md#contradiction-default-style"
  ) { device in
    presentAndDismiss(style: .pageSheet, in: device)
  }

  static let pageSheetSwipeCancelled = Scenario(
    name: "page-sheet-swipe-cancelled",
    summary: "A page sheet swiped down a third of the way and let go: the dismissal cancels",
    source: "Eureka PR #1037; Hero issue #204; docs/lifecycle.md#fact-cancel-modal-dismissal"
  ) { device in
    let home = HomeViewController()
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    home.style = .pageSheet
    device.tap(home.openButton)
    device.runUntilIdle()
    device.wait(1)
    if let settings = home.presentedViewController {
      device.pan(settings.view, translation: CGPoint(x: 0, y: 260), duration: 0.3, steps: 6)
    }
    device.runUntilIdle()
  }

  @MainActor
  private static func presentAndDismiss(style: UIModalPresentationStyle, in device: Simulator) {
    let home = HomeViewController()
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    home.style = style
    device.tap(home.openButton)
    device.runUntilIdle()
    device.wait(1)
    if let settings = home.presentedViewController as? SettingsViewController {
      device.tap(settings.doneButton)
    }
    device.runUntilIdle()
  }

  /// The presenting screen: a button that presents the settings with completion handlers.
  final class HomeViewController: UIViewController {
    var style = UIModalPresentationStyle.fullScreen
    private(set) var openButton = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      openButton = UIView(frame: CGRect(x: 40, y: 400, width: 313, height: 50))
      openButton.accessibilityIdentifier = "settingsButton"
      openButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: HomeViewController.openSettings))
      view.addSubview(openButton)
    }

    private func openSettings(_ recognizer: UITapGestureRecognizer) {
      let settings = SettingsViewController()
      settings.modalPresentationStyle = style
      present(settings, animated: true) {
        settings.loadedAt = "presented"
      }
    }
  }

  /// The presented screen. Like many real screens it animates something alongside the
  /// transition from `viewWillAppear(_:)`, which shows where the coordinator's blocks run.
  final class SettingsViewController: UIViewController {
    private(set) var doneButton = UIView()
    var loadedAt = ""

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      doneButton = UIView(frame: CGRect(x: 300, y: 20, width: 70, height: 44))
      doneButton.accessibilityIdentifier = "doneButton"
      doneButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: SettingsViewController.done))
      view.addSubview(doneButton)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      transitionCoordinator?.animate(
        alongsideTransition: { _ in self.doneButton.alpha = 1 },
        completion: { context in self.loadedAt = context.isCancelled ? "" : "shown" })
    }

    private func done(_ recognizer: UITapGestureRecognizer) {
      dismiss(animated: true) {
        self.loadedAt = "dismissed"
      }
    }
  }
}
