import Foundation
import TransitUIKit

extension AppStoreToday {
  /// Puts a blur between the Today list and the card, and keeps the list on screen under it.
  ///
  /// Because it keeps the presenter's view (`shouldRemovePresentersView` is false), UIKit gives
  /// the presenter no appearance callbacks (docs/lifecycle.md#fact-presenter-silent-unless-removed), so this controller gives them by hand:
  /// `beginAppearanceTransition` in each will-begin hook and `endAppearanceTransition` in each
  /// did-end hook, one pair per direction, as libraries that recreate the suppressed callbacks
  /// do (BubbleTransition PR #33; docs/lifecycle.md#fact-forwarding-by-hand).
  final class CardPresentationController: UIPresentationController {
    private lazy var blurView = UIVisualEffectView(effect: nil)

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
      guard let container = containerView else { return }
      blurView.accessibilityIdentifier = "blurView"
      blurView.frame = container.bounds
      blurView.alpha = 0
      container.addSubview(blurView)

      presentingViewController.beginAppearanceTransition(false, animated: false)
      presentedViewController.transitionCoordinator?.animate(
        alongsideTransition: { _ in
          self.blurView.effect = UIBlurEffect(style: .light)
          self.blurView.alpha = 1
        }, completion: { _ in })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      presentingViewController.endAppearanceTransition()
    }

    override func dismissalTransitionWillBegin() {
      presentingViewController.beginAppearanceTransition(true, animated: true)
      presentedViewController.transitionCoordinator?.animate(
        alongsideTransition: { _ in self.blurView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      presentingViewController.endAppearanceTransition()
      if completed { blurView.removeFromSuperview() }
    }
  }
}
