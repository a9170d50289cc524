import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A presentation controller that keeps the presenter's view and gives the presenter the
/// appearance callbacks UIKit withholds, by hand, one balanced pair per direction
/// (docs/lifecycle.md#fact-forwarding-by-hand).
@MainActor
final class ForwardingPresentationController: UIPresentationController {
  override func presentationTransitionWillBegin() {
    presentingViewController.beginAppearanceTransition(false, animated: true)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    presentingViewController.endAppearanceTransition()
  }

  override func dismissalTransitionWillBegin() {
    presentingViewController.beginAppearanceTransition(true, animated: true)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    presentingViewController.endAppearanceTransition()
  }
}

/// Vends the forwarding presentation controller and the test animators.
@MainActor
final class ForwardingDelegate: UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    ForwardingPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    TestAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    TestAnimator(presenting: false)
  }
}

/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` called by hand: the
/// callbacks they cause are UIKit's calls, inside them, and come on top of UIKit's own
/// callbacks to the presented view controller.
@MainActor
@Suite("Appearance forwarded by hand")
struct AppearanceForwardingTests {
  @Test("a presentation controller forwards the presenter's appearance in its hooks")
  func forwardedByHand() throws {
    let delegate = ForwardingDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      presented.dismiss(animated: true)
      run.device.runUntilIdle()
    }
    // docs/lifecycle.md#order-a, with the presenter's callbacks inside the hooks that forward them: the
    // will-callback inside presentationTransitionWillBegin, the did-callback inside
    // presentationTransitionDidEnd, so before the presented view controller's viewDidAppear.
    #expect(
      run.calls(inTransition: 1) == [
        "app → vc.presenting present(_:animated:completion:)",
        "uikit → delegate.forwarding presentationController(forPresented:presenting:source:)",
        "uikit → vc.presented viewDidLoad()",
        "uikit → delegate.forwarding animationController(forPresented:presenting:source:)",
        "uikit → pc.forwarding shouldRemovePresentersView",
        "uikit → pc.forwarding presentationTransitionWillBegin()",
        "pc.forwarding → vc.presenting beginAppearanceTransition(_:animated:)",
        "uikit → vc.presenting viewWillDisappear(_:)",
        "uikit → pc.forwarding presentedView",
        "uikit → animator.test transitionDuration(using:)",
        "uikit → vc.presented viewWillAppear(_:)",
        "uikit → pc.forwarding frameOfPresentedViewInContainerView",
        "uikit → animator.test transitionDuration(using:)",
        "uikit → animator.test animateTransition(using:)",
        "animator.test → ctx.1 containerView",
        "animator.test → ctx.1 view(forKey:)",
        "animator.test → uikit animate(withDuration:animations:completion:)",
        "uikit → pc.forwarding containerViewWillLayoutSubviews()",
        "uikit → pc.forwarding containerViewDidLayoutSubviews()",
        "uikit → vc.presented viewIsAppearing(_:)",
        "uikit → animator.test completion(_:)",
        "animator.test → ctx.1 transitionWasCancelled",
        "animator.test → ctx.1 completeTransition(_:)",
        "uikit → pc.forwarding presentationTransitionDidEnd(_:)",
        "pc.forwarding → vc.presenting endAppearanceTransition()",
        "uikit → vc.presenting viewDidDisappear(_:)",
        "uikit → vc.presented viewDidAppear(_:)",
        "uikit → animator.test animationEnded(_:)",
      ])
    // docs/lifecycle.md#order-b, the same way round.
    #expect(
      run.calls(inTransition: 2) == [
        "app → vc.presented dismiss(animated:completion:)",
        "uikit → delegate.forwarding animationController(forDismissed:)",
        "uikit → pc.forwarding shouldRemovePresentersView",
        "uikit → pc.forwarding dismissalTransitionWillBegin()",
        "pc.forwarding → vc.presenting beginAppearanceTransition(_:animated:)",
        "uikit → vc.presenting viewWillAppear(_:)",
        "uikit → pc.forwarding presentedView",
        "uikit → animator.test.2 transitionDuration(using:)",
        "uikit → vc.presented viewWillDisappear(_:)",
        "uikit → animator.test.2 transitionDuration(using:)",
        "uikit → animator.test.2 animateTransition(using:)",
        "animator.test.2 → ctx.2 containerView",
        "animator.test.2 → ctx.2 view(forKey:)",
        "animator.test.2 → uikit animate(withDuration:animations:completion:)",
        "uikit → vc.presenting viewIsAppearing(_:)",
        "uikit → animator.test.2 completion(_:)",
        "animator.test.2 → ctx.2 transitionWasCancelled",
        "animator.test.2 → ctx.2 completeTransition(_:)",
        "uikit → pc.forwarding dismissalTransitionDidEnd(_:)",
        "pc.forwarding → vc.presenting endAppearanceTransition()",
        "uikit → vc.presenting viewDidAppear(_:)",
        "uikit → vc.presented viewDidDisappear(_:)",
        "uikit → animator.test.2 animationEnded(_:)",
      ])
    // Each forwarded callback runs inside the call that forwarded it.
    let begin = try #require(run.events.first { $0.call?.name == .beginAppearanceTransition })
    let willDisappear = try #require(
      run.events.first { $0.call?.name == .viewWillDisappear && $0.transition == 1 })
    #expect(willDisappear.cause == begin.seq)
  }
}
