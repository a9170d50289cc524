import Foundation
import TransitUIKit

extension DimmingSheet {
  /// Vends the dimming presentation controller and a slide animator; it vends an interaction
  /// controller only while a drag is pulling the sheet in. It does not implement
  /// `interactionControllerForDismissal(using:)`, so UIKit never asks for one.
  final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      SlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      SlideAnimator(isPresenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      interaction
    }
  }

  /// Slides the sheet in from the right edge and back out, into the frame the presentation
  /// controller gives it (View Controller Programming Guide, "Customizing the Transition
  /// Animations").
  final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// An animator mistake developers report in public issues, made at the place it happens; the
    /// bug
    /// scenarios (`SheetBugs`) vend this animator with one.
    enum Mistake {
      /// The sheet is framed but never added to the container view.
      case forgetsToAddTheView
      /// completeTransition(_:) is passed true even after a cancel.
      case completesTrueAfterCancel
    }

    let isPresenting: Bool
    let mistake: Mistake?

    init(isPresenting: Bool, mistake: Mistake? = nil) {
      self.isPresenting = isPresenting
      self.mistake = mistake
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
      guard let controller = transitionContext.viewController(forKey: key),
        let sheet = transitionContext.view(forKey: isPresenting ? .to : .from)
      else { return }
      let shown = isPresenting ? transitionContext.finalFrame(for: controller) : sheet.frame
      let offscreen = shown.offsetBy(dx: shown.width, dy: 0)
      if isPresenting {
        sheet.frame = offscreen
        if mistake != .forgetsToAddTheView { container.addSubview(sheet) }
      }
      // On a dismissal, the presenter's view goes back under the sheet if the presentation
      // took it away; view(forKey: .to) is nil when it did not (View Controller Programming
      // Guide, "Implementing Your Animator Objects"; the UIViewControllerTransitioning.h header
      // comments).
      var addedBack: UIView?
      if !isPresenting, let presentersView = transitionContext.view(forKey: .to),
        presentersView.superview !== container
      {
        container.insertSubview(presentersView, belowSubview: sheet)
        addedBack = presentersView
      }
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext), delay: 0,
        options: [.curveEaseOut]
      ) {
        sheet.frame = self.isPresenting ? shown : offscreen
      } completion: { _ in
        let finished =
          self.mistake == .completesTrueAfterCancel
          ? true : !transitionContext.transitionWasCancelled
        if !self.isPresenting && finished {
          sheet.removeFromSuperview()
        }
        // UIKit leaves the to-view in place after a cancelled dismissal (CustomTransitions).
        if !finished { addedBack?.removeFromSuperview() }
        transitionContext.completeTransition(finished)
      }
    }
  }
}
