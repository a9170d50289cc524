import Foundation
import TransitTrace

/// UIKit's presentation controllers for `UIAlertController` (UIKit 26.1's `-[UIAlertController
/// _presentationControllerForPresentedController:presentingController:sourceController:]`): an
/// alert's, and an action sheet's in a compact width. They keep the presenter's view, so the
/// presenter gets no appearance callbacks, and dim what is behind the alert. UIKit internals:
/// their hooks are not logged.
final class AlertPresentationController: UIPresentationController, DeclaredClassName {
  let isActionSheet: Bool

  init(alert: UIAlertController) {
    isActionSheet = alert.preferredStyle == .actionSheet
    super.init(presentedViewController: alert, presenting: nil)
    isSystemController = true
  }

  var declaredClassName: String {
    isActionSheet
      ? UIKitClassName.actionSheetCompactPresentationController
      : UIKitClassName.alertPresentationController
  }

  override var presentationStyle: UIModalPresentationStyle { .custom }
  override var shouldRemovePresentersView: Bool { false }
  override var shouldPresentInFullscreen: Bool { true }
}

/// UIKit's presentation controller of an action sheet in a regular width: a popover
/// (`_UIAlertControllerActionSheetRegularPresentationController`).
final class ActionSheetPopoverPresentationController: UIPopoverPresentationController {
  init(alert: UIAlertController) {
    super.init(presentedViewController: alert, presenting: nil)
    isSystemController = true
  }

  override var declaredClassName: String {
    UIKitClassName.actionSheetRegularPresentationController
  }

  /// UIKit chose the popover for the regular width itself; it does not adapt again.
  override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    .none
  }

  /// Whether the popover knows where to point.
  var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}

extension Simulator {
  /// The presentation controller UIKit makes for an alert or an action sheet, with the short
  /// id the log gives it.
  func alertPresentationController(for alert: UIAlertController) -> UIPresentationController {
    let controller: UIPresentationController
    if alert.isPopoverActionSheet {
      controller = ActionSheetPopoverPresentationController(alert: alert)
      recorder.participants.choose(
        "pc.actionSheet", role: .presentationController, for: controller)
    } else {
      controller = AlertPresentationController(alert: alert)
      recorder.participants.choose(
        alert.preferredStyle == .alert ? "pc.alert" : "pc.actionSheet",
        role: .presentationController, for: controller)
    }
    return controller
  }
}
