import Foundation
import TransitUIKit

extension CardZoom {
  /// Vends the objects of the zoom, and dismisses the swatch when it is dragged far enough.
  ///
  /// It implements all five delegate methods, as the blog post's delegate does, and says no to an
  /// interactive presentation.
  final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let tuning = Tuning()
    private let zoomIn: ZoomInAnimator
    private let zoomOut: ZoomOutAnimator
    private weak var presentation: UIPresentationController?
    private var dragDistance: CGFloat = 0

    init(referenceView: UIView) {
      zoomIn = ZoomInAnimator(tuning: tuning, referenceView: referenceView)
      zoomOut = ZoomOutAnimator(tuning: tuning, referenceView: referenceView)
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let controller = UIPresentationController(
        presentedViewController: presented, presenting: source)
      // Reading `presented.view` loads it, which is why the presented view controller's
      // viewDidLoad() shows up between this call and the animator request.
      presented.view.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: CardTransitioningDelegate.handlePan))
      presentation = controller
      return controller
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      zoomIn
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      zoomOut
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      zoomOut
    }

    /// Follows the finger while dragging; on release, dismisses past the threshold or snaps back.
    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
      guard let presented = presentation?.presentedViewController else { return }
      let translation = recognizer.translation(in: presented.view)
      switch recognizer.state {
      case .changed:
        dragDistance = abs(translation.y)
        presented.view.alpha = max(0.4, 1 - dragDistance / 600)
        presented.view.transform = CGAffineTransform(translationX: 0, y: translation.y)
      case .ended, .cancelled:
        presented.view.alpha = 1
        if dragDistance > tuning.dismissThreshold {
          presented.dismiss(animated: true)
        } else {
          dragDistance = 0
          UIView.animate(withDuration: 0.1) {
            presented.view.transform = .identity
          }
        }
      default:
        break
      }
    }
  }
}
