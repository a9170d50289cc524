import Foundation
import TransitUIKit

extension SheetBugs {
  /// dimming-sheet's delegate: the dimming presentation controller, dimming-sheet's slide
  /// animator (with the variant's animator mistake), and an interaction controller while a drag
  /// pulls the sheet in.
  final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let variant: Variant
    var interaction: UIPercentDrivenInteractiveTransition?

    init(variant: Variant) { self.variant = variant }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      DimmingPresentationController(
        presentedViewController: presented, presenting: presenting, variant: variant)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      DimmingSheet.SlideAnimator(isPresenting: true, mistake: variant.animatorMistake)
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      DimmingSheet.SlideAnimator(isPresenting: false, mistake: variant.animatorMistake)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      interaction
    }
  }

  /// dimming-sheet's presentation controller. With `forwardsAppearance`, it tells the
  /// presenter it disappears and reappears, which UIKit does not do when the presenter's view
  /// stays (docs/lifecycle.md#fact-presenter-silent-unless-removed), and cancels a forwarded change by beginning the other direction
  /// (Douglas Hill).
  final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    let variant: Variant

    init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?, variant: Variant
    ) {
      self.variant = variant
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      dimmingView.accessibilityIdentifier = "dimmingView"
      dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
      dimmingView.alpha = 0
      dimmingView.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: DimmingPresentationController.dimmingTapped))
    }

    /// The mistake of forwardsWhileUIKitForwards: the presenter's view is removed, so UIKit
    /// forwards its appearance as well.
    override var shouldRemovePresentersView: Bool { variant == .forwardsWhileUIKitForwards }

    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      let width = (bounds.width / 2).rounded(.down)
      return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
      guard let containerView else { return }
      dimmingView.frame = containerView.bounds
      containerView.insertSubview(dimmingView, at: 0)
      presentedViewController.transitionCoordinator?.animate(
        alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
      if variant.forwardsAppearance {
        presentingViewController.beginAppearanceTransition(false, animated: true)
      }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      if !completed { dimmingView.removeFromSuperview() }
      if variant.forwardsAppearance {
        if !completed { presentingViewController.beginAppearanceTransition(true, animated: true) }
        presentingViewController.endAppearanceTransition()
      }
    }

    override func dismissalTransitionWillBegin() {
      if variant == .removesChromeInWillBegin {
        // The mistake: the chrome goes at once, though a cancelled dismissal would keep it.
        dimmingView.removeFromSuperview()
      } else {
        presentedViewController.transitionCoordinator?.animate(
          alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
      }
      if variant.forwardsAppearance {
        presentingViewController.beginAppearanceTransition(true, animated: true)
      }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if completed { dimmingView.removeFromSuperview() }
      // The mistake of forgetsToEndAppearance: the forwarded appearance is never ended.
      if variant.forwardsAppearance && variant != .forgetsToEndAppearance {
        if !completed { presentingViewController.beginAppearanceTransition(false, animated: true) }
        presentingViewController.endAppearanceTransition()
      }
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
