import Foundation
import TransitTrace

/// UIKit's own swipe-to-dismiss of a page or form sheet (iOS 13+): a pan on the sheet that
/// starts an interactive dismissal, follows the finger, and finishes past half the sheet's
/// height or snaps back below it.
///
/// It is UIKit's code, so its gesture and interaction calls are filed under `uikit`. The
/// developer sees what it causes: `dismiss(animated:completion:)` on the sheet, the
/// `UIAdaptivePresentationControllerDelegate` callbacks, and the appearance callbacks, which a
/// cancelled swipe reverses: viewWillDisappear, viewWillAppear, viewIsAppearing, viewDidAppear
/// (Eureka PR #1037; docs/lifecycle.md#fact-cancel-modal-dismissal).
@preconcurrency @MainActor
final class SheetSwipeInteraction: UIViewControllerInteractiveTransitioning {
  private unowned let simulator: Simulator
  private weak var presented: UIViewController?
  private weak var transition: Transition?

  init(simulator: Simulator, presented: UIViewController) {
    self.simulator = simulator
    self.presented = presented
  }

  /// Installs the sheet's pan recognizer on the presented view.
  static func install(on presented: UIViewController, in simulator: Simulator) {
    guard let view = presented.viewIfLoaded else { return }
    let interaction = SheetSwipeInteraction(simulator: simulator, presented: presented)
    let recognizer = UIPanGestureRecognizer(
      target: interaction, action: SheetSwipeInteraction.handlePan)
    recognizer.isSystemRecognizer = true
    recognizer.systemTarget = interaction
    view.addGestureRecognizer(recognizer)
  }

  private func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let presented else { return }
    switch recognizer.state {
    case .began:
      guard shouldBeginDismissal(of: presented) else { return }
      simulator.startSheetDismissal(of: presented, interaction: self)
    case .changed:
      guard let transition, let height = presented.viewIfLoaded?.bounds.height, height > 0 else {
        return
      }
      transition.updateInteraction(max(0, recognizer.translation(in: nil).y) / height)
    case .ended, .cancelled:
      guard let transition else { return }
      let finishes = transition.percentComplete > 0.5 && recognizer.state == .ended
      transition.endInteraction(cancelled: !finishes)
    default:
      break
    }
  }

  /// Asks the presentation controller's delegate, if it implements the question (iOS 13+).
  private func shouldBeginDismissal(of presented: UIViewController) -> Bool {
    guard let controller = presented.presentationController,
      let delegate = controller.delegate
    else { return true }
    let answer = simulator.optionalRequest(
      "presentationControllerShouldDismiss(_:)", on: delegate,
      args: ["presentationController": simulator.reference(controller)], result: Value.bool
    ) {
      delegate.presentationControllerShouldDismiss(controller)
    }
    return answer ?? true
  }

  var wantsInteractiveStart: Bool { true }
  var completionSpeed: CGFloat { 1 }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? TransitionContext else { return }
    transition = context.underlyingTransition
    context.underlyingTransition.animator?.animateTransition(using: context)
  }
}

extension Simulator {
  /// UIKit dismisses a swiped sheet through the sheet's own `dismiss(animated:completion:)`,
  /// after telling the presentation controller's delegate it will.
  func startSheetDismissal(of presented: UIViewController, interaction: SheetSwipeInteraction) {
    asUIKit(transition: nil) {
      if let controller = presented.presentationController, let delegate = controller.delegate {
        optionalCallback(
          "presentationControllerWillDismiss(_:)", on: delegate,
          args: ["presentationController": reference(controller)]
        ) {
          delegate.presentationControllerWillDismiss(controller)
        }
      }
      pendingSheetInteraction = interaction
      presented.dismiss(animated: true)
      pendingSheetInteraction = nil
    }
  }
}
