import Foundation
import TransitUIKit

/// A screen whose button raises a sheet on `RiseAnimator`, which dims the screen behind and
/// keeps a closure that brings it back when the sheet has gone.
///
/// The closure is stored in the animator, which the host's `RiseTransition` keeps for every
/// presentation. With `capturesWeakly` it captures the sheet weakly, as it should; without, it
/// captures the sheet itself, and the animator keeps the dismissed sheet alive through it.
final class RisingSheetHost: UIViewController, OpeningScreen {
  let openButton = UIView(frame: CGRect(x: 20, y: 760, width: 353, height: 50))
  /// Kept here: UIKit holds `transitioningDelegate` weakly.
  private let rise: RiseTransition

  init(capturesWeakly: Bool) {
    rise = RiseTransition(capturesWeakly: capturesWeakly)
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    openButton.accessibilityIdentifier = "showSheet"
    openButton.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: RisingSheetHost.showSheet))
    view.addSubview(openButton)
  }

  private func showSheet(_ tap: UITapGestureRecognizer) {
    let sheet = RisingSheet()
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = rise
    present(sheet, animated: true)
  }
}

/// The sheet, with a button that closes it.
final class RisingSheet: UIViewController, ClosingScreen {
  let closeButton: UIView? = UIView(frame: CGRect(x: 333, y: 420, width: 44, height: 44))
  let dragHandle: UIView? = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    guard let closeButton else { return }
    closeButton.accessibilityIdentifier = "closeButton"
    closeButton.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: RisingSheet.close))
    view.addSubview(closeButton)
  }

  private func close(_ tap: UITapGestureRecognizer) {
    dismiss(animated: true)
  }
}

/// Vends the same `RiseAnimator` for the presentation and the dismissal.
final class RiseTransition: NSObject, UIViewControllerTransitioningDelegate {
  private let animator: RiseAnimator

  init(capturesWeakly: Bool) {
    animator = RiseAnimator(capturesWeakly: capturesWeakly)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    animator
  }
}

/// Raises the sheet over the dimmed screen, and lowers it; keeps `restore`, a closure that
/// undoes the dimming, from the presentation to the end of the dismissal.
final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let capturesWeakly: Bool
  /// What the dismissal runs once the sheet is gone.
  private var restore: (() -> Void)?

  init(capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let isPresenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
    guard let sheet = transitionContext.viewController(forKey: isPresenting ? .to : .from),
      let presenter = transitionContext.viewController(forKey: isPresenting ? .from : .to)
    else { return }
    let container = transitionContext.containerView
    let raised = container.bounds.offsetBy(dx: 0, dy: container.bounds.height / 2)
    let lowered = raised.offsetBy(dx: 0, dy: container.bounds.height / 2)
    if isPresenting {
      sheet.view.frame = lowered
      container.addSubview(sheet.view)
      if capturesWeakly {
        restore = { [weak sheet] in
          presenter.view.alpha = 1
          sheet?.view.alpha = 1
        }
      } else {
        restore = {
          presenter.view.alpha = 1
          sheet.view.alpha = 1
        }
      }
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      sheet.view.frame = isPresenting ? raised : lowered
      if isPresenting { presenter.view.alpha = 0.6 }
    } completion: { _ in
      if !isPresenting { self.restore?() }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
