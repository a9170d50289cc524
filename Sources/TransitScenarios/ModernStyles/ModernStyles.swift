import Foundation
import TransitUIKit

/// The presentation styles apps use since iOS 13 and 15: sheets with detents, a sheet that
/// refuses the swipe, a popover on an iPhone, and a current-context presentation
/// (docs/lifecycle.md#facts-sheets, #fact-adaptive-queries).
enum ModernStyles {
  static let sheetDetents = Scenario(
    name: "sheet-detents",
    summary: "A medium sheet dragged up to large, then swiped down past the smallest detent",
    source: "UISheetPresentationController.detents; sheetPresentationControllerDidChangeSelected"
      + "DetentIdentifier(_:); docs/lifecycle.md#fact-sheet-detent, #fact-sheet-swipe-order"
  ) { device in
    playDetents(device, dimming: .none)
  }

  /// sheet-detents with the screen's own dimming view behind the sheet, taken away when UIKit
  /// dismisses the sheet as well as on the screen's close path.
  static let sheetDetentsDimmed = Scenario(
    name: "sheet-detents-dimmed",
    summary: "sheet-detents with the home's own dimming view, removed when the swipe dismisses",
    source: "UISheetPresentationController.largestUndimmedDetentIdentifier; "
      + "presentationControllerDidDismiss(_:); docs/lifecycle.md#fact-presenter-views-outlive-sheet"
  ) { device in
    playDetents(device, dimming: .onEveryDismissal)
  }

  /// Opens the filters as a medium sheet, drags it up to large, then swipes it down past the
  /// smallest detent.
  @MainActor
  static func playDetents(_ device: Simulator, dimming: FiltersHomeViewController.Dimming) {
    let home = FiltersHomeViewController()
    home.dimming = dimming
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(home.openButton)
    device.runUntilIdle()
    device.wait(0.5)
    if let sheet = home.presentedViewController {
      device.pan(sheet.view, translation: CGPoint(x: 0, y: -300), duration: 0.3, steps: 3)
      device.runUntilIdle()
      device.wait(0.5)
      device.pan(sheet.view, translation: CGPoint(x: 0, y: 700), duration: 0.3, steps: 4)
    }
    device.runUntilIdle()
  }

  static let sheetModalInPresentation = Scenario(
    name: "sheet-modal-in-presentation",
    summary: "A sheet with unsaved edits refuses the swipe; the delegate is told of the attempt",
    source: "UIViewController.isModalInPresentation; Apple's \"Disabling the pull-down gesture "
      + "for a sheet\"; docs/lifecycle.md#fact-sheet-dismiss-delegate"
  ) { device in
    let home = FiltersHomeViewController()
    home.editsBeforeSwipe = true
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(home.openButton)
    device.runUntilIdle()
    device.wait(0.5)
    if let sheet = home.presentedViewController {
      device.pan(sheet.view, translation: CGPoint(x: 0, y: 700), duration: 0.3, steps: 4)
    }
    device.runUntilIdle()
  }

  static let popoverAdaptive = Scenario(
    name: "popover-adaptive",
    summary: "A .popover on an iPhone: first adapted to a sheet, then kept by its delegate",
    source: "UIModalPresentationStyle.popover; adaptivePresentationStyle(for:traitCollection:); "
      + "docs/lifecycle.md#fact-adaptive-queries"
  ) { device in
    let home = FiltersHomeViewController()
    device.window.rootViewController = home
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    home.showsPopover = true
    device.tap(home.openButton)
    device.runUntilIdle()
    device.wait(0.5)
    if let shown = home.presentedViewController { shown.dismiss(animated: true) }
    device.runUntilIdle()
    device.wait(0.5)
    home.popoverDelegate.keepsPopover = true
    device.tap(home.openButton)
    device.runUntilIdle()
  }

  static let currentContext = Scenario(
    name: "current-context",
    summary: "A list in a navigation controller that defines the context presents over it",
    source: "UIViewController.definesPresentationContext; UIModalPresentationStyle.currentContext; "
      + "View Controller Programming Guide, \"Presenting a View Controller\""
  ) { device in
    let panel = PanelViewController()
    let navigation = UINavigationController(rootViewController: panel)
    navigation.definesPresentationContext = true
    device.window.rootViewController = navigation
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    device.tap(panel.detailButton)
    device.runUntilIdle()
    device.wait(0.5)
    if let detail = navigation.presentedViewController { detail.dismiss(animated: true) }
    device.runUntilIdle()
  }

  /// A screen whose button opens the filters: a medium/large sheet, or a popover.
  final class FiltersHomeViewController: UIViewController {
    private(set) var openButton = UIView()
    var showsPopover = false
    /// The sheet refuses a swipe once the user has edited something.
    var editsBeforeSwipe = false
    /// Whether the screen dims itself behind the sheet, and where it takes the dimming away.
    var dimming = Dimming.none
    /// The screen's own dimming view, for a sheet UIKit leaves undimmed at its medium detent.
    let dimmingView = UIView()
    let sheetDelegate = FiltersSheetDelegate()
    let popoverDelegate = FiltersPopoverDelegate()

    /// Where the screen's own dimming view is taken away.
    enum Dimming {
      /// The screen does not dim itself.
      case none
      /// Only on the screen's own close path, `closeFilters()`, which calls dismiss: a sheet
      /// the user drags away leaves the dimming behind.
      case onCloseOnly
      /// Also when UIKit dismisses the sheet itself, in
      /// `presentationControllerDidDismiss(_:)`.
      case onEveryDismissal
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      openButton = UIView(frame: CGRect(x: 300, y: 60, width: 70, height: 44))
      openButton.accessibilityIdentifier = "filtersButton"
      openButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: FiltersHomeViewController.open))
      view.addSubview(openButton)
      dimmingView.accessibilityIdentifier = "dimmingView"
      dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    /// The screen's own way to close the filters: dismiss, then take the dimming away.
    func closeFilters() {
      presentedViewController?.dismiss(animated: true) {
        self.dimmingView.removeFromSuperview()
      }
    }

    private func open(_ recognizer: UITapGestureRecognizer) {
      let filters = FiltersViewController()
      if showsPopover {
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.sourceView = openButton
        filters.popoverPresentationController?.delegate = popoverDelegate
      } else if let sheet = filters.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.delegate = sheetDelegate
        if dimming != .none {
          // UIKit leaves the content undimmed at the medium detent; the screen wants it dimmed.
          sheet.largestUndimmedDetentIdentifier = .medium
        }
      }
      filters.isModalInPresentation = editsBeforeSwipe
      sheetDelegate.didDismiss =
        dimming == .onEveryDismissal ? { [dimmingView] in dimmingView.removeFromSuperview() } : nil
      present(filters, animated: true)
      guard dimming != .none else { return }
      // The dimming comes in with the sheet's animation, over the screen's own view.
      transitionCoordinator?.animate(alongsideTransition: { _ in
        self.dimmingView.frame = self.view.bounds
        self.view.addSubview(self.dimmingView)
      })
    }
  }

  /// The filters: a list of switches.
  final class FiltersViewController: UIViewController {}

  /// The sheet's delegate: it lets a clean sheet go and hears each detent the user picks.
  final class FiltersSheetDelegate: UISheetPresentationControllerDelegate {
    /// What the presenter asked to run once UIKit has dismissed the sheet itself.
    var didDismiss: (() -> Void)?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      true
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {}

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss?()
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {}
  }

  /// The popover's delegate: on an iPhone it lets the popover adapt, until told to keep it.
  final class FiltersPopoverDelegate: UIAdaptivePresentationControllerDelegate {
    var keepsPopover = false

    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      keepsPopover ? .none : .formSheet
    }
  }

  /// A list shown in a navigation controller: its detail is presented in the current context,
  /// which UIKit finds by walking up to the navigation controller that defines it.
  final class PanelViewController: UIViewController {
    private(set) var detailButton = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      detailButton = UIView(frame: CGRect(x: 20, y: 140, width: 200, height: 44))
      detailButton.accessibilityIdentifier = "detailButton"
      detailButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: PanelViewController.showDetail))
      view.addSubview(detailButton)
    }

    private func showDetail(_ recognizer: UITapGestureRecognizer) {
      let detail = FiltersViewController()
      detail.modalPresentationStyle = .currentContext
      present(detail, animated: true)
    }
  }
}
