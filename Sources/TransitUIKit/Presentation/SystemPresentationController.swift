import Foundation
import TransitTrace

/// UIKit's own presentation controller for `.fullScreen`, `.overFullScreen`, `.currentContext`
/// and `.overCurrentContext`: private classes whose answers the iOS 18.2 UIKitCore decompile
/// shows, one file per class (`_UIFullscreenPresentationController` removes the presenter's
/// view and covers the screen, `_UIOverFullscreenPresentationController` keeps it,
/// `_UICurrentContextPresentationController` removes the view of the view controller that
/// defines the context and takes its frame, `_UIOverCurrentContextPresentationController` keeps
/// it).
///
/// Its hooks are UIKit internals a developer cannot override, so they are not logged; the log
/// names it only where UIKit's own code calls it (`transitionDidFinish(_:)`) or the app hands
/// it around.
final class SystemPresentationController: UIPresentationController, DeclaredClassName {
  let style: UIModalPresentationStyle

  init(style: UIModalPresentationStyle, presentedViewController: UIViewController) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: nil)
  }

  var declaredClassName: String {
    switch style {
    case .overFullScreen: return UIKitClassName.overFullScreenPresentationController
    case .currentContext: return UIKitClassName.currentContextPresentationController
    case .overCurrentContext: return UIKitClassName.overCurrentContextPresentationController
    default: return UIKitClassName.fullScreenPresentationController
    }
  }

  override var presentationStyle: UIModalPresentationStyle { style }
  override var shouldRemovePresentersView: Bool { style.removesPresentersView }
  /// The current-context controllers answer false, which makes UIKit respect
  /// `definesPresentationContext`.
  override var shouldPresentInFullscreen: Bool {
    style != .currentContext && style != .overCurrentContext
  }

  /// A current-context presentation covers the view controller that defines the context.
  override var frameOfPresentedViewInContainerView: CGRect {
    if style == .currentContext || style == .overCurrentContext,
      let frame = presentingViewController.viewIfLoaded?.frame
    {
      return frame
    }
    return containerView?.bounds ?? .zero
  }
}
