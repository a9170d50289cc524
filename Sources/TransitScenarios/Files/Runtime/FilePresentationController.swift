import Foundation
import TransitUIKit

/// A presentation controller a scenario file describes: it places the presented view by a
/// frame rule and manages one chrome view the way the example of the View Controller
/// Programming Guide, "Creating Custom Presentations", does: added in
/// will-begin, faded alongside the transition, removed after a cancelled presentation or a
/// completed dismissal.
@MainActor
final class FilePresentationController: UIPresentationController, DeclaredClassName {
  let spec: ScenarioFile.PresentationControllerSpec
  /// The chrome view, when the file gives one.
  let chrome: UIView?

  init(
    spec: ScenarioFile.PresentationControllerSpec, presented: UIViewController,
    presenting: UIViewController?
  ) {
    self.spec = spec
    chrome = spec.chrome.map { _ in UIView() }
    super.init(presentedViewController: presented, presenting: presenting)
    if let chrome, let chromeSpec = spec.chrome {
      chrome.accessibilityIdentifier = chromeSpec.id
      chrome.backgroundColor = UIColor(white: 0, alpha: chromeSpec.alpha)
      chrome.alpha = 0
      if chromeSpec.tapDismisses {
        chrome.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: FilePresentationController.chromeTapped))
      }
    }
  }

  var declaredClassName: String { spec.className }

  override var shouldRemovePresentersView: Bool { spec.shouldRemovePresentersView }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    switch spec.frame {
    case .full:
      return bounds
    case .rightHalf:
      let width = (bounds.width / 2).rounded(.down)
      return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    case .bottomHalf:
      let height = (bounds.height / 2).rounded(.down)
      return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    case .fixed(let frame):
      return frame
    }
  }

  override func presentationTransitionWillBegin() {
    guard let chrome, let containerView else { return }
    chrome.frame = containerView.bounds
    chrome.alpha = 0
    containerView.insertSubview(chrome, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in chrome.alpha = 1 }, completion: nil)
    } else {
      chrome.alpha = 1
    }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { chrome?.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    guard let chrome else { return }
    if spec.mistakes.contains(.removesChromeInWillBegin) {
      chrome.removeFromSuperview()
      return
    }
    guard let coordinator = presentedViewController.transitionCoordinator else {
      chrome.alpha = 0
      return
    }
    coordinator.animate(alongsideTransition: { _ in chrome.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { chrome?.removeFromSuperview() }
  }

  /// On a rotation the chrome follows the new size with the rotation's animation.
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard let chrome else { return }
    coordinator.animate(
      alongsideTransition: { _ in chrome.frame = CGRect(origin: .zero, size: size) },
      completion: nil)
  }

  override func containerViewWillLayoutSubviews() {
    guard let chrome else { return }
    chrome.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  private func chromeTapped(_ recognizer: UITapGestureRecognizer) {
    presentedViewController.dismiss(animated: true)
  }
}
