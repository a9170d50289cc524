import Foundation
import TransitUIKit

/// A gallery whose photo opens full screen with a fade, through `FadeTransition`, a
/// transitioning delegate that vends a fade for the presentation and for the dismissal.
///
/// With `keepsTransition` the gallery keeps the delegate in a stored property, as it must:
/// UIKit holds `transitioningDelegate` weakly. Without, the delegate is a local constant of
/// the method that presents, as in BubbleTransition issue #38: it lives until that method
/// returns, so the presentation fades, and is freed then, so the dismissal does not.
final class FadingGallery: UIViewController, OpeningScreen {
  let openButton = UIView(frame: CGRect(x: 20, y: 120, width: 353, height: 353))
  private let keepsTransition: Bool
  private var fade: FadeTransition?

  init(keepsTransition: Bool) {
    self.keepsTransition = keepsTransition
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    openButton.accessibilityIdentifier = "photo"
    openButton.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: FadingGallery.showPhoto))
    view.addSubview(openButton)
  }

  private func showPhoto(_ tap: UITapGestureRecognizer) {
    let viewer = PhotoViewController()
    viewer.modalPresentationStyle = .fullScreen
    let transition = FadeTransition()
    viewer.transitioningDelegate = transition
    if keepsTransition { fade = transition }
    present(viewer, animated: true)
  }
}

/// The photo, full screen, with a button that closes it.
final class PhotoViewController: UIViewController, ClosingScreen {
  let closeButton: UIView? = UIView(frame: CGRect(x: 333, y: 59, width: 44, height: 44))
  let dragHandle: UIView? = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    guard let closeButton else { return }
    closeButton.accessibilityIdentifier = "closeButton"
    closeButton.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: PhotoViewController.close))
    view.addSubview(closeButton)
  }

  private func close(_ tap: UITapGestureRecognizer) {
    dismiss(animated: true)
  }
}

/// Vends a fade for the presentation and one for the dismissal.
final class FadeTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    FadeAnimator(isPresenting: false)
  }
}

/// Fades the presented view in, or out.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else { return }
    let container = transitionContext.containerView
    if isPresenting {
      view.alpha = 0
      container.addSubview(view)
    } else if let gallery = transitionContext.view(forKey: .to) {
      // The full-screen presentation took the gallery's view away; it comes back beneath.
      container.insertSubview(gallery, at: 0)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      view.alpha = self.isPresenting ? 1 : 0
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
