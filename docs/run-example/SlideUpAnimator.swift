import UIKit

/// Slides the sheet up from below the screen, or back down.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        print(#function)
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else { return }
        let shown = transitionContext.finalFrame(for: sheet)
        let hidden = shown.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        if isPresenting {
            transitionContext.containerView.addSubview(sheet.view)
            sheet.view.frame = hidden
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            sheet.view.frame = self.isPresenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        print(#function)
    }
}
