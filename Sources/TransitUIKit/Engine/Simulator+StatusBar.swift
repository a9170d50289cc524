import TransitTrace

// The status bar: which view controller decides it, and when UIKit asks.
//
// Control passes from a presenter to the view controller it presents only when that one is
// presented full screen, or sets `modalPresentationCapturesStatusBarAppearance` (Apple's
// modalPresentationCapturesStatusBarAppearance page: "status bar appearance control is transferred
// from the presenting to the presented view controller only if the presented controller's
// modalPresentationStyle value is fullScreen"). iOS 8.3-9 gave it to any custom presentation
// controller's presented view controller (openradar 22565293, PSPDFKit 2015); Transit models
// current iOS, as documented. A container passes control on to `childForStatusBarHidden`.
extension Simulator {
  /// `setNeedsStatusBarAppearanceUpdate()`: UIKit asks the view controller that controls the
  /// status bar for `prefersStatusBarHidden` at once, which is why calling it inside
  /// `UIView.animate` animates the change (the App Store clone behind the appstore-today
  /// scenario; aunnnn/AnimatableStatusBarViewController).
  func statusBarAppearanceNeedsUpdate(from viewController: UIViewController) {
    userCall(.setNeedsStatusBarAppearanceUpdate, on: viewController) {
      if let controller = statusBarController() { _ = readStatusBarPreference(of: controller) }
    }
  }

  /// The view controller whose preferences the status bar follows: from the window's root,
  /// each presented view controller that takes control, then the children containers name.
  ///
  /// With `stoppingAt`, the presentation of that view controller and those above it are left
  /// out: the controller before it is presented, or after it is dismissed.
  func statusBarController(stoppingAt excluded: UIViewController? = nil) -> UIViewController? {
    guard var controller = window.rootViewController else { return nil }
    var candidate = controller.presentedViewController
    while let presented = candidate, presented !== excluded {
      if takesStatusBar(presented) { controller = presented }
      candidate = presented.presentedViewController
    }
    var visited: [UIViewController] = [controller]
    while let child = controller.childForStatusBarHidden,
      !visited.contains(where: { $0 === child })
    {
      controller = child
      visited.append(child)
    }
    return controller
  }

  /// Whether the status bar follows `presented` while it is presented (Apple's
  /// modalPresentationCapturesStatusBarAppearance page).
  private func takesStatusBar(_ presented: UIViewController) -> Bool {
    presented.resolvedModalPresentationStyle == .fullScreen
      || presented.modalPresentationCapturesStatusBarAppearance
  }

  /// Reads `prefersStatusBarHidden` of `controller`, logged: a getter UIKit calls on the app.
  ///
  /// The containers UIKit passes through to reach it (`childForStatusBarHidden`) are not
  /// logged; they are UIKit's own answers unless the app overrides them.
  @discardableResult
  func readStatusBarPreference(of controller: UIViewController) -> Bool {
    getter(.prefersStatusBarHidden, on: controller, result: Value.bool) {
      controller.prefersStatusBarHidden
    }
  }
}
