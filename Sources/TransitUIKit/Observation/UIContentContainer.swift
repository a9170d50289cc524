import Foundation

/// Mirrors `UIContentContainer`, which view controllers and presentation controllers adopt:
/// size and trait changes, and the preferred content size of children.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
