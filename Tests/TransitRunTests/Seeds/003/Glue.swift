import UIKit

// What the post's three delegate extensions need around them, written as on iOS: the view
// controller and tab bar controller they extend, a navigation controller for the navigation
// delegate, and the slide animator they vend (the post links its own SlideInAnimator, which
// slides the new view in from the right over a snapshot of the old one).

final class CustomPresentSlideAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning
{
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to),
      let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
    else { return }
    let containerView = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    snapshot.frame = transitionContext.initialFrame(for: fromVC)
    containerView.addSubview(toVC.view)
    containerView.addSubview(snapshot)
    toVC.view.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        snapshot.frame.origin.x = -finalFrame.width
        toVC.view.frame = finalFrame
      },
      completion: { _ in
        snapshot.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

class CustomViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    transitioningDelegate = self
    navigationController?.delegate = self
    let presentButton = UIButton(frame: CGRect(x: 40, y: 400, width: 313, height: 44))
    presentButton.accessibilityIdentifier = "present"
    presentButton.addTarget(self, action: #selector(presentTapped), for: .touchUpInside)
    view.addSubview(presentButton)
    let pushButton = UIButton(frame: CGRect(x: 40, y: 480, width: 313, height: 44))
    pushButton.accessibilityIdentifier = "push"
    pushButton.addTarget(self, action: #selector(pushTapped), for: .touchUpInside)
    view.addSubview(pushButton)
  }

  @objc func presentTapped() {
    // The delegate is set before `present`: UIKit asks it for the animator before the presented
    // view loads, so one set in the presented controller's `viewDidLoad()` would come too late
    // (docs/lifecycle.md#fact-viewdidload-position).
    let next = CustomViewController()
    next.transitioningDelegate = self
    present(next, animated: true)
  }

  @objc func pushTapped() {
    navigationController?.pushViewController(CustomViewController(), animated: true)
  }
}

class CustomTabbarViewController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    viewControllers = [
      UINavigationController(rootViewController: CustomViewController()), CustomViewController(),
    ]
  }
}
