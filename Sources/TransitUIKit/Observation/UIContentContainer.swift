import Foundation

/// Mirrors `UIContentContainer`, which view controllers and presentation controllers adopt:
/// size and trait changes, and the preferred content size of children.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIViewController {
  /// Tells whoever lays this view controller out that its preferred content size changed: the
  /// parent view controller, for a child; the presentation controller, for a view controller it
  /// presents. A child or presented view controller asks for a size through
  /// `preferredContentSize`, and its parent or presentation controller hears it in
  /// `preferredContentSizeDidChange(forChildContentContainer:)` (WWDC 2014 session 228, "A Look
  /// Inside Presentation Controllers"; Apple's CustomTransitions sample code resizes its
  /// presented view there). No source says when UIKit sends it; Transit sends it from the
  /// setter, at once. Not logged: the log records the lifecycle's calls, and this is layout.
  func preferredContentSizeChanged() {
    if let parent {
      parent.preferredContentSizeDidChange(forChildContentContainer: self)
    } else if presentingViewController != nil,
      let controller = originalPresentationController ?? presentation
    {
      controller.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }
}
