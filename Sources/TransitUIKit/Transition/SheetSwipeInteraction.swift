import Foundation
import TransitTrace

/// UIKit's own drag on a page or form sheet (iOS 13+; detents iOS 15): a pan that moves the
/// sheet between its detents, and that dismisses it once it goes below the smallest one.
///
/// It is UIKit's code, so its gesture and interaction calls are filed under `uikit`. The
/// developer sees what it causes:
/// - a drag that ends on another detent: `selectedDetentIdentifier` changes and the delegate
///   hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, once, when the
///   finger lifts; it is not a transition, so no appearance callback (Apple's page; UIKit 18.2's
///   `UISheetPresentationController`; docs/lifecycle.md#fact-sheet-detent);
/// - a drag below the smallest detent: UIKit reads `isModalInPresentation`, asks
///   `presentationControllerShouldDismiss(_:)` when it is false, and starts an interactive
///   `dismiss(animated:completion:)` that finishes past half the smallest detent's height or
///   snaps back (docs/lifecycle.md#fact-sheet-swipe-order); a cancelled one reverses the
///   appearance callbacks (Eureka PR #1037; docs/lifecycle.md#fact-cancel-modal-dismissal);
/// - during that dismissal the drag drives the `UIPercentDrivenInteractiveTransition` UIKit made
///   for it (`ModalTransition.startSheetSwipe`): `update(_:)` with the progress, at most 0.99,
///   once as the dismissal starts and on every move, then `finish()` or `cancel()` when the
///   finger lifts. These are UIKit 18.2's `-[UISheetPresentationController
///   _startInteractiveTransitionWithProgress:fromViewController:completion:]`,
///   `_updateInteractiveTransitionWithProgress:` and
///   `_completeInteractiveTransition:duration:timingCurve:`, which call the interaction
///   controller's `updateInteractiveTransition:`, `finishInteractiveTransition` and
///   `cancelInteractiveTransition` (the Objective-C names of `update(_:)`, `finish()` and
///   `cancel()`); the same methods are in the 26.1 build. Before finishing or cancelling UIKit
///   also sets the interaction controller's `completionSpeed` and `timingCurve` from its own
///   sheet duration and curve, whose values are private: Transit leaves both as they are, so the
///   sheet animator's property animator plays the rest at its own pace
///   (docs/lifecycle.md#fact-sheet-swipe-interaction);
/// - a refused swipe: `presentationControllerDidAttemptToDismiss(_:)` when the finger lifts
///   (Apple's "Disabling the pull-down gesture for a sheet").
@preconcurrency @MainActor
final class SheetSwipeInteraction {
  private unowned let simulator: Simulator
  private weak var presented: UIViewController?
  /// The interaction controller UIKit made for the dismissal this drag started.
  weak var interaction: UIPercentDrivenInteractiveTransition?
  /// The sheet's height when the finger went down, and that of its smallest detent.
  private var startHeight: CGFloat = 0
  private var smallestHeight: CGFloat = 1
  /// The drag went below the smallest detent and UIKit refused to dismiss.
  private var refused = false

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

  private var sheet: UISheetPresentationController? {
    presented?.presentation as? UISheetPresentationController
  }

  private func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let presented, let sheet, let bounds = sheet.containerView?.bounds else { return }
    let drag = recognizer.translation(in: nil).y
    switch recognizer.state {
    case .began:
      startHeight = sheet.height(of: sheet.restingDetentOrSmallest, in: bounds)
      smallestHeight = max(
        1, sheet.detentsBySize(in: bounds).first.map { sheet.height(of: $0, in: bounds) } ?? 1)
      refused = false
      interaction = nil
    case .changed:
      let below = drag - (startHeight - smallestHeight)
      let progress = min(max(0, below) / smallestHeight, 0.99)
      if let interaction {
        interaction.update(progress)
      } else if below > 0, !refused {
        if shouldBeginDismissal(of: presented, sheet) {
          simulator.startSheetDismissal(of: presented, interaction: self)
          interaction?.update(progress)
        } else {
          refused = true
        }
      }
    case .ended, .cancelled:
      if let interaction {
        let finishes = interaction.percentComplete > 0.5 && recognizer.state == .ended
        finishes ? interaction.finish() : interaction.cancel()
      } else if refused {
        tellDelegateOfAttempt(sheet)
      } else if recognizer.state == .ended {
        settle(sheet, atHeight: startHeight - drag, in: bounds)
      }
    default:
      break
    }
  }

  /// Whether UIKit lets the swipe dismiss: not while `isModalInPresentation` is true (the
  /// delegate is then not asked), not while the sheet presents something, and otherwise as the
  /// delegate answers (Apple's "Disabling the pull-down gesture for a sheet"; UIKit 18.2's
  /// `_shouldDismissByDragging`).
  private func shouldBeginDismissal(
    of presented: UIViewController, _ sheet: UISheetPresentationController
  ) -> Bool {
    guard !isModalInPresentation(presented), presented.presentedViewController == nil else {
      return false
    }
    guard let delegate = sheet.delegate else {
      simulator.noteReleased(
        sheet.delegateStorage.released, property: "presentationController.delegate", of: sheet,
        code: "adaptive-delegate-released",
        instead: "the swipe dismisses the sheet, and no delegate hears of it")
      return true
    }
    let answer = simulator.optionalRequest(
      .presentationControllerShouldDismiss, on: delegate,
      args: ["presentationController": simulator.reference(sheet)], result: Value.bool
    ) { delegate in
      delegate.presentationControllerShouldDismiss(sheet)
    }
    return answer ?? true
  }

  /// Whether `controller` or a child of it on screen, at any depth, is modal in presentation,
  /// each read in turn until one says so. Apple's "Disabling the pull-down gesture for a sheet"
  /// sets `isModalInPresentation` on the navigation controller's root view controller it
  /// presents, and the swipe is refused: UIKit reads more than the presented view controller.
  /// Which children it reads no source says; Transit reads those whose views are in the window
  /// (a navigation controller's top, a tab bar controller's selected tab), parents first
  /// (docs/lifecycle.md#fact-sheet-dismiss-delegate).
  private func isModalInPresentation(_ controller: UIViewController) -> Bool {
    let isModal = simulator.getter(
      .isModalInPresentation, on: controller, result: Value.bool
    ) { controller.isModalInPresentation }
    if isModal { return true }
    return controller.children.contains {
      $0.viewIfLoaded?.window != nil && isModalInPresentation($0)
    }
  }

  /// A refused swipe tells the delegate once the finger lifts, from a block UIKit dispatches
  /// (UIKit 18.2's `_sendDidAttemptToDismiss`).
  private func tellDelegateOfAttempt(_ sheet: UISheetPresentationController) {
    refused = false
    guard let delegate = sheet.delegate else { return }
    let simulator = simulator
    simulator.runLoop.schedule(after: 0) {
      simulator.asUIKit(transition: nil) {
        simulator.optionalCallback(
          .presentationControllerDidAttemptToDismiss, on: delegate,
          args: ["presentationController": simulator.reference(sheet)]
        ) { delegate in
          delegate.presentationControllerDidAttemptToDismiss(sheet)
        }
      }
    }
  }

  /// The sheet comes to rest at the detent nearest where the finger left it; a new detent is
  /// the user's selection, which the delegate hears (not a transition).
  private func settle(
    _ sheet: UISheetPresentationController, atHeight height: CGFloat, in bounds: CGRect
  ) {
    let old = sheet.restingDetentOrSmallest
    let nearest =
      sheet.detentsBySize(in: bounds).min {
        abs(sheet.height(of: $0, in: bounds) - height)
          < abs(sheet.height(of: $1, in: bounds) - height)
      } ?? old
    guard nearest != old else { return }
    sheet.restingDetent = nearest
    presented?.viewIfLoaded?.frame = sheet.frameOfPresentedViewInContainerView
    sheet.containerView?.setNeedsLayout()
    guard let delegate = sheet.delegate as? any UISheetPresentationControllerDelegate else {
      return
    }
    simulator.optionalCallback(
      .sheetDidChangeSelectedDetent, on: delegate,
      args: ["sheetPresentationController": simulator.reference(sheet)]
    ) { delegate in
      delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
  }
}

extension Simulator {
  /// UIKit dismisses a swiped sheet by asking the sheet's presenting view controller to
  /// dismiss, without deferring the transition to the next run-loop turn, so that the dismissal
  /// has begun, and the interaction controller can take the drag's progress, before the pan
  /// handler returns (UIKit 18.2 and 26.1's `-[UISheetPresentationController
  /// _startInteractiveTransitionWithProgress:fromViewController:completion:]`, which calls
  /// `dismissViewControllerAnimated:completion:` on `presentingViewController` inside
  /// `+[UIViewController _performWithoutDeferringTransitionsAllowingAnimation:actions:]`). The
  /// delegate hears `presentationControllerWillDismiss(_:)` once the dismissal begins.
  func startSheetDismissal(of presented: UIViewController, interaction: SheetSwipeInteraction) {
    asUIKit(transition: nil) {
      pendingSheetInteraction = interaction
      (presented.presentingViewController ?? presented).dismiss(animated: true)
      pendingSheetInteraction = nil
    }
  }
}
