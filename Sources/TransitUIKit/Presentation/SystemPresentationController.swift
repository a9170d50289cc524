import Foundation

/// UIKit's own presentation controller for a standard style (`.fullScreen`, `.pageSheet`…).
///
/// Its hooks are UIKit internals a developer cannot override or see, so they are not logged;
/// only what it does to the appearance callbacks and the view hierarchy shows.
final class SystemPresentationController: UIPresentationController {
  let style: UIModalPresentationStyle

  init(
    style: UIModalPresentationStyle, presentedViewController: UIViewController,
    presenting: UIViewController
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var isSystemController: Bool { true }
  override var presentationStyle: UIModalPresentationStyle { style }
  override var shouldRemovePresentersView: Bool { style.removesPresentersView }
  override var shouldPresentInFullscreen: Bool { style != .pageSheet && style != .formSheet }

  /// A page sheet leaves a strip of the presenter showing at the top.
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    switch style {
    case .pageSheet, .formSheet:
      let top: CGFloat = 59
      return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    default:
      return bounds
    }
  }
}
