import Foundation
import TransitTrace

// The begin stage, on the run-loop turn after the request: the container view is installed, the
// presentation controller's will-begin hook runs, the will-appearance callbacks are delivered
// and the animator starts. The order is UIKit 26.1's
// `-[UIPresentationController runTransitionForCurrentStateAnimated:handoffData:]` as
// docs/lifecycle.md#order-a (steps 7-14) and #order-b (steps 3-9) give it, with the two
// `transitionDuration(using:)` calls around `viewWillAppear(_:)` of aviciiiphone's device log.
extension ModalTransition {
  func beginPresentation() {
    // A current-context presentation happens over the view controller that defines the
    // context: the container goes into that view's superview (UIKit 18.2's
    // `_presentWithAnimationController:inWindow:interactionController:animated:handoffData:`).
    let host =
      (shouldPresentInContext ? presenting.viewIfLoaded?.superview : nil) ?? simulator.window
    let container = TransitionContainerView(transition: id, frame: host.bounds)
    containerView = container
    presentationController.containerView = container
    simulator.presentationControllers.append(presentationController)
    enter(
      .began,
      TransitionChange(
        state: .began, container: simulator.viewID(container), interactive: isInteractiveStart))

    presentationController.removesPresentersView = readShouldRemovePresentersView()
    host.addSubview(container)
    presentationController.presentersHome = presenting.viewIfLoaded?.superview
    if removesPresentersView, let presentersView = presenting.viewIfLoaded {
      // A presentation controller that removes the presenter's view first moves it into the
      // container, and puts it back when it is dismissed (Apple's CustomTransitions sample;
      // UIKit 26.1's transition body).
      container.insertSubview(presentersView, at: 0)
    }
    presentationHook(.presentationTransitionWillBegin) {
      presentationController.presentationTransitionWillBegin()
    }
    presentedView = readPresentedView()
    _ = askDuration()
    if removesPresentersView {
      presenting.beginAppearance(false, animated: isAnimated, caller: ParticipantRegistry.uikitID)
    }
    presented.beginAppearance(true, animated: isAnimated, caller: ParticipantRegistry.uikitID)
    updateStatusBarControl()
    _ = frameOfPresentedView()
    duration = askDuration()
    bindParticipants()
    startAnimator()
  }

  func beginDismissal() {
    containerView = presentationController.containerView ?? simulator.window
    enter(
      .began,
      TransitionChange(
        state: .began, container: simulator.viewID(containerView),
        interactive: isInteractiveStart))
    // UIKit asks again on dismissal: whether the presenter gets its callbacks is evaluated each
    // time appearance is forwarded (UIKit 26.1's
    // `-[UIPresentationController _shouldDisablePresentersAppearanceCallbacks]`).
    presentationController.removesPresentersView = readShouldRemovePresentersView()
    presentationHook(.dismissalTransitionWillBegin) {
      presentationController.dismissalTransitionWillBegin()
    }
    if isSheetSwipe { tellDelegateWillDismiss() }
    presentedView = readPresentedView()
    _ = askDuration()
    // A stack dismissed from below: every view controller of it still on screen disappears,
    // the top-most first; one a full-screen presentation above covers is off screen already.
    leaving =
      stackAbove.isEmpty
      ? [presented]
      : (stackAbove.reversed() + [presented]).filter {
        $0.appearState == .appeared || $0.appearState == .appearing
      }
    for viewController in leaving {
      viewController.beginAppearance(
        false, animated: isAnimated, caller: ParticipantRegistry.uikitID)
    }
    if removesPresentersView {
      presenting.beginAppearance(true, animated: isAnimated, caller: ParticipantRegistry.uikitID)
    }
    updateStatusBarControl()
    duration = askDuration()
    bindParticipants()
    startAnimator()
  }

  private var isInteractiveStart: Bool { interactor != nil && initiallyInteractive }

  /// Whether the presentation happens over the view controller that defines the context.
  private var shouldPresentInContext: Bool {
    style == .currentContext || style == .overCurrentContext
  }

  /// A sheet dismissed by a swipe tells the delegate once the dismissal begins, after the
  /// will-begin hook and before the presented view controller's will-callback (UIKit 18.2's
  /// `_sendDismissalsAsNeeded`, reached from the sheet's `transitionWillBegin:`;
  /// docs/lifecycle.md#fact-sheet-swipe-order). A dismissal in code tells it nothing (Apple's
  /// presentationControllerWillDismiss(_:) page).
  private func tellDelegateWillDismiss() {
    let controller = presentationController
    guard let delegate = controller.delegate else { return }
    simulator.optionalCallback(
      .presentationControllerWillDismiss, on: delegate,
      args: ["presentationController": simulator.reference(controller)]
    ) { delegate in
      delegate.presentationControllerWillDismiss(controller)
    }
  }

  /// Reads `shouldRemovePresentersView` just before the will-begin hook, as the first thing of
  /// UIKit 26.1's transition body does.
  func readShouldRemovePresentersView() -> Bool {
    let controller = presentationController
    guard logsPresentationController else { return controller.shouldRemovePresentersView }
    return simulator.getter(
      .shouldRemovePresentersView, on: controller, role: .presentationController,
      result: Value.bool
    ) {
      controller.shouldRemovePresentersView
    }
  }
}

/// The view a modal transition happens in: UIKit's `UITransitionView`.
final class TransitionContainerView: UIView {
  let transitionID: Int

  init(transition: Int, frame: CGRect) {
    transitionID = transition
    super.init(frame: frame)
  }

  override var traceClassName: String { "UITransitionView" }
}
