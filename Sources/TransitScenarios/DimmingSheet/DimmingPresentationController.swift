import Foundation
import TransitUIKit

extension DimmingSheet {
  /// The programming guide's example presentation controller: it owns a dimming view, sizes the presented view
  /// to the right half of the container, and adds and removes the dimming view in the hooks the
  /// guide names for them.
  final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      dimmingView.accessibilityIdentifier = "dimmingView"
      dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
      dimmingView.alpha = 0
      dimmingView.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: DimmingPresentationController.dimmingTapped))
    }

    /// The right half of the container.
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      let width = (bounds.width / 2).rounded(.down)
      return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
      guard let containerView else { return }
      dimmingView.frame = containerView.bounds
      dimmingView.alpha = 0
      containerView.insertSubview(dimmingView, at: 0)
      if let coordinator = presentedViewController.transitionCoordinator {
        coordinator.animate(
          alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
      } else {
        dimmingView.alpha = 1
      }
    }

    /// A cancelled presentation takes its chrome with it.
    override func presentationTransitionDidEnd(_ completed: Bool) {
      if !completed {
        dimmingView.removeFromSuperview()
      }
    }

    override func dismissalTransitionWillBegin() {
      guard let coordinator = presentedViewController.transitionCoordinator else {
        dimmingView.alpha = 0
        return
      }
      coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    /// Only a dismissal that went through removes the chrome; a cancelled one keeps it.
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if completed {
        dimmingView.removeFromSuperview()
      }
    }

    /// On a rotation, the dimming view follows the new size with the rotation's animation; the
    /// presented view gets its new frame in the layout pass that follows.
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(
        alongsideTransition: { _ in self.dimmingView.frame = CGRect(origin: .zero, size: size) },
        completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
      dimmingView.frame = containerView?.bounds ?? .zero
      presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
      presentedViewController.dismiss(animated: true)
    }
  }
}
