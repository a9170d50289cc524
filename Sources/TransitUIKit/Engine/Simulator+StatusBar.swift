import TransitTrace

// The status bar: which view controller decides it, and when UIKit asks.
extension Simulator {
  /// `setNeedsStatusBarAppearanceUpdate()`: UIKit asks the view controller that controls the
  /// status bar for `prefersStatusBarHidden` at once.
  func statusBarAppearanceNeedsUpdate(from viewController: UIViewController) {
    userCall("setNeedsStatusBarAppearanceUpdate()", on: viewController) {
      _ = readStatusBarPreference()
    }
  }

  /// The view controller whose preferences the status bar follows: the topmost presented view
  /// controller that covers the screen or captures status bar appearance
  /// (`modalPresentationCapturesStatusBarAppearance`), else the root.
  var statusBarController: UIViewController? {
    guard var controller = window.rootViewController else { return nil }
    var candidate = controller.presentedViewController
    while let presented = candidate {
      let style = presented.modalPresentationStyle.resolved
      if style == .fullScreen || style == .overFullScreen
        || presented.modalPresentationCapturesStatusBarAppearance
      {
        controller = presented
      }
      candidate = presented.presentedViewController
    }
    return controller
  }

  /// Reads `prefersStatusBarHidden` of the controlling view controller, logged.
  @discardableResult
  func readStatusBarPreference() -> Bool {
    guard let controller = statusBarController else { return false }
    return getter("prefersStatusBarHidden", on: controller, result: Value.bool) {
      controller.prefersStatusBarHidden
    }
  }
}
