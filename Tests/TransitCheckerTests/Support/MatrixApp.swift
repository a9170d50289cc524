import Foundation
import TransitTrace
import TransitUIKit

/// One configuration of a present-then-dismiss run: the style, the transition objects, and how
/// the dismissal goes.
struct MatrixConfiguration: Sendable, CustomStringConvertible {
  enum Dismissal: String, Sendable, CaseIterable {
    case plain
    case interactiveFinished
    case interactiveCancelled
  }

  let style: UIModalPresentationStyle
  /// Whether a transitioning delegate vends animators (always, for `.custom`).
  let delegate: Bool
  /// For `.custom`: what the presentation controller's `shouldRemovePresentersView` returns.
  let removesPresenter: Bool
  let animated: Bool
  let dismissal: Dismissal

  var description: String {
    "\(style) delegate:\(delegate) removes:\(removesPresenter) animated:\(animated) \(dismissal)"
  }

  /// Every meaningful combination.
  static let all: [MatrixConfiguration] = {
    var configurations: [MatrixConfiguration] = []
    let styles: [UIModalPresentationStyle] = [
      .custom, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext,
      .overCurrentContext,
    ]
    for style in styles {
      for delegate in style == .custom ? [true] : [false, true] {
        for removes in style == .custom ? [false, true] : [false] {
          for animated in [true, false] {
            let dismissals: [Dismissal] = delegate ? Dismissal.allCases : [.plain]
            for dismissal in dismissals {
              configurations.append(
                MatrixConfiguration(
                  style: style, delegate: delegate, removesPresenter: removes,
                  animated: animated, dismissal: dismissal))
            }
          }
        }
      }
    }
    return configurations
  }()

  /// Presents a sheet and dismisses it as configured, and returns the log.
  @MainActor
  func run() throws -> RecordBuffer {
    let log = RecordBuffer()
    try Simulator.run(scenario: "matrix", to: log) { device in
      let host = HostViewController()
      device.window.rootViewController = host
      device.runUntilIdle()
      let transitions = MatrixDelegate(removesPresenter: removesPresenter)
      let sheet = SheetViewController()
      sheet.modalPresentationStyle = style
      if delegate { sheet.transitioningDelegate = transitions }
      host.present(sheet, animated: animated) { sheet.completions += 1 }
      device.runUntilIdle()
      device.wait(1)
      switch dismissal {
      case .plain:
        sheet.dismiss(animated: animated) { sheet.completions += 1 }
      case .interactiveFinished, .interactiveCancelled:
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.dismissalInteraction = interaction
        sheet.dismiss(animated: animated)
        device.wait(0.1)
        interaction.update(dismissal == .interactiveFinished ? 0.7 : 0.2)
        device.wait(0.1)
        dismissal == .interactiveFinished ? interaction.finish() : interaction.cancel()
      }
      device.runUntilIdle()
      _ = transitions
    }
    return log
  }
}

@MainActor
final class HostViewController: UIViewController {}

@MainActor
final class SheetViewController: UIViewController {
  var completions = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    transitionCoordinator?.animate(alongsideTransition: { _ in }, completion: { _ in })
  }
}

/// A presentation controller that adds a chrome view and removes it where the View Controller Programming
/// Guide, "Managing and Animating Custom Views", says.
@MainActor
final class MatrixPresentationController: UIPresentationController {
  var removesPresenter = false
  let chrome = UIView()

  override var shouldRemovePresentersView: Bool { removesPresenter }

  override func presentationTransitionWillBegin() {
    chrome.accessibilityIdentifier = "chrome"
    containerView?.insertSubview(chrome, at: 0)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { chrome.removeFromSuperview() }
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { chrome.removeFromSuperview() }
  }
}

/// An animator in the documented pattern (View Controller Programming Guide, "Implementing Your
/// Animator Objects").
@MainActor
final class MatrixAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let moving = transitionContext.view(forKey: presenting ? .to : .from)
    if presenting, let moving { container.addSubview(moving) }
    if !presenting, let back = transitionContext.view(forKey: .to) {
      container.insertSubview(back, at: 0)
    }
    UIView.animate(withDuration: 0.3) {
      moving?.alpha = self.presenting ? 1 : 0
    } completion: { _ in
      let finished = !transitionContext.transitionWasCancelled
      if !self.presenting && finished { moving?.removeFromSuperview() }
      transitionContext.completeTransition(finished)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}

/// Vends the presentation controller (for `.custom`), the animators, and the dismissal's
/// interaction controller while a test drives one.
@MainActor
final class MatrixDelegate: UIViewControllerTransitioningDelegate {
  let removesPresenter: Bool
  var dismissalInteraction: UIPercentDrivenInteractiveTransition?

  init(removesPresenter: Bool) { self.removesPresenter = removesPresenter }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = MatrixPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.removesPresenter = removesPresenter
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    MatrixAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    MatrixAnimator(presenting: false)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    dismissalInteraction
  }
}
