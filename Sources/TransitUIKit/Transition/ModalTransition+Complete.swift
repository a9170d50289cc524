import Foundation
import TransitTrace

// The completion stage, synchronously inside `completeTransition(_:)` (UIKit 26.1's
// `-[UIPresentationController transitionDidFinish:]`; docs/lifecycle.md#order-a-16,
// #order-b-11 and #order-d-10, steps 1-4 of each): the did-end hook,
// the relationship and view hierarchy changes, the did-appearance callbacks (or, after a
// cancel, the reversed ones) and the completion handler. The coordinator's completions and
// `animationEnded(_:)` follow in `Transition.complete(_:)`.
extension ModalTransition {
  private var uikit: String { ParticipantRegistry.uikitID }

  func finishPresentation(didComplete: Bool) {
    presentationHook(.presentationTransitionDidEnd, args: ["completed": .bool(didComplete)]) {
      presentationController.presentationTransitionDidEnd(didComplete)
    }
    // The presenter's action ends before the appearance callbacks and the completion, so a
    // present issued from the completion is not refused (UIKit 18.2's
    // `_didFinishPresentTransition`).
    holdsPresenterAction = false
    guard didComplete else {
      tearDown()
      // The view controller that was appearing is reversed first, then the one that was
      // disappearing (UIKit 26.1 calls cancelBeginAppearanceTransition on to, then from).
      presented.cancelAppearance(caller: uikit)
      if removesPresentersView { presenting.cancelAppearance(caller: uikit) }
      skipCompletionAfterCancel()
      return
    }
    presentationController.state = .presented
    if removesPresentersView, !curlsPresentersView {
      // The presenter's views are removed after the presentation completes (Apple's
      // UIModalPresentationStyle.fullScreen page); a partial curl leaves the presenter's view
      // curled up over the presented one.
      presenting.viewIfLoaded?.removeFromSuperview()
    }
    // The presented view controller's did-callback comes before the presenter's, as betterhee's
    // .fullScreen log shows (docs/lifecycle.md#fact-did-order-modal).
    presented.endAppearance(caller: uikit, began: true)
    if removesPresentersView { presenting.endAppearance(caller: uikit, began: false) }
    if presentationController is UISheetPresentationController {
      SheetSwipeInteraction.install(on: presented, in: simulator)
    }
    runCompletion()
  }

  func finishDismissal(didComplete: Bool) {
    presentationHook(.dismissalTransitionDidEnd, args: ["completed": .bool(didComplete)]) {
      presentationController.dismissalTransitionDidEnd(didComplete)
    }
    holdsPresenterAction = false
    guard didComplete else {
      presentationController.state = .presented
      if removesPresentersView { presenting.cancelAppearance(caller: uikit) }
      for viewController in leaving { viewController.cancelAppearance(caller: uikit) }
      skipCompletionAfterCancel()
      return
    }
    // The relationship is torn down before the appearance callbacks: `presentingViewController`
    // is already nil in the dismissed view controller's viewDidDisappear (WinObjC #2114).
    tearDownStackAbove()
    tearDown()
    if removesPresentersView { presenting.endAppearance(caller: uikit, began: true) }
    for viewController in leaving { viewController.endAppearance(caller: uikit, began: false) }
    runCompletion()
    if isSheetSwipe, let shareSheet = presented as? UIActivityViewController {
      shareSheet.dismissedWithoutActivity()
    }
    if isSheetSwipe, let delegate = presentationController.delegate {
      // Only a swipe that completed tells the delegate the sheet is gone (Apple's
      // presentationControllerDidDismiss(_:) page, iOS 13+).
      let controller = presentationController
      simulator.optionalCallback(
        .presentationControllerDidDismiss, on: delegate,
        args: ["presentationController": simulator.reference(controller)]
      ) { delegate in
        delegate.presentationControllerDidDismiss(controller)
      }
    }
  }

  /// Ends the presentation: the relationship, a dismissed sheet's view, the presenter's view
  /// back where it was if it had been taken away, and the container view.
  ///
  /// The views go in UIKit 18.2's order. The block UIKit runs first in `transitionDidFinish:`
  /// (`__80-[UIPresentationController _initViewHierarchyForPresentationSuperview:inWindow:]
  /// _block_invoke_6`, kept as `_currentTransitionDidComplete`) calls the did-end hook, then,
  /// when a dismissal completed, removes the presented view controller's view from its
  /// superview, puts back a presenter's view it had taken, and removes the container view (the
  /// `UITransitionView`). A sheet's animator leaves the view in the container
  /// (`SystemAnimator.interruptibleAnimator(using:)`), so a dismissed sheet's view leaves here.
  /// The block is the base class's and runs for every style, and after a cancelled presentation
  /// too; Transit applies it to sheet dismissals only for now, so elsewhere a presented view an
  /// app's animator left in the container still goes with the container.
  private func tearDown() {
    presentationController.state = .dismissed
    if presenting.modalChild === presented {
      presenting.modalChild = nil
    }
    presented.modalParent = nil
    var controllers = [presented.presentation].compactMap { $0 }
    if let original = presented.originalPresentationController,
      !controllers.contains(where: { $0 === original })
    {
      controllers.append(original)
    }
    presented.presentation = nil
    presented.originalPresentationController = nil
    letGoOfPresentation(controllers)
    if !isPresentation, presentationController is UISheetPresentationController,
      let presentedView = presented.viewIfLoaded, presentedView.superview != nil
    {
      presentedView.removeFromSuperview()
    }
    let home = presentationController.presentersHome ?? simulator.window
    if removesPresentersView, let presentersView = presenting.viewIfLoaded,
      presentersView.superview !== home
    {
      home.insertSubview(presentersView, at: 0)
    }
    if let container = presentationController.containerView, container.superview != nil {
      container.removeFromSuperview()
    }
    simulator.presentationControllers.removeAll { $0 === presentationController }
  }

  /// Ends the presentations above `presented` that a dismissal from below the stack takes
  /// with it, top down, without transitions of their own: each relationship is cleared and its
  /// container view, with what it holds, leaves the window.
  private func tearDownStackAbove() {
    for presentedAbove in stackAbove.reversed() {
      guard let controller = presentedAbove.presentation else { continue }
      controller.state = .dismissed
      if let holder = presentedAbove.modalParent {
        simulator.lifetimes.depart(presentedAbove, transition: id, heldBy: holder)
      }
      simulator.lifetimes.depart(controller, transition: id, heldBy: presentedAbove)
      presentedAbove.modalParent?.modalChild = nil
      presentedAbove.modalParent = nil
      presentedAbove.presentation = nil
      presentedAbove.originalPresentationController = nil
      if let container = controller.containerView, container.superview != nil {
        container.removeFromSuperview()
      }
      simulator.presentationControllers.removeAll { $0 === controller }
    }
  }

  /// UIKit lets go of the presented view controller, which held its presentation
  /// controllers. After a completed dismissal they have left the screen for good and are owed
  /// freed by the end of the next run-loop turn (docs/lifecycle.md#fact-removed-freed); after
  /// a cancelled presentation UIKit only lets go.
  private func letGoOfPresentation(_ controllers: [UIPresentationController]) {
    let lifetimes = simulator.lifetimes
    guard !isPresentation else {
      lifetimes.letGo(presented, heldBy: presenting)
      for controller in controllers { lifetimes.letGo(controller, heldBy: presented) }
      return
    }
    lifetimes.depart(presented, transition: id, heldBy: presenting)
    for controller in controllers {
      lifetimes.depart(controller, transition: id, heldBy: presented)
    }
  }

  private func runCompletion() {
    guard let completion else { return }
    // UIKit's own block (an alert's, which runs the tapped action's handler) is not app code:
    // only what it calls is logged.
    guard completionOwner != ParticipantRegistry.uikitID else {
      completion()
      return
    }
    simulator.recorder.call(
      .completion, on: completionOwner, from: uikit, transition: .some(id), block: request
    ) {
      completion()
    }
  }

  /// Whether UIKit runs the `present`/`dismiss` completion after a cancelled interactive
  /// transition is not established (docs/lifecycle.md#order-d-10-4); UIKit hands its internal
  /// completion
  /// `didComplete == false`, so Transit does not run it, and says so.
  private func skipCompletionAfterCancel() {
    guard completion != nil else { return }
    simulator.note(
      about: presented, code: "completion-after-cancel-unverified",
      "The \(isPresentation ? "present" : "dismiss") completion is not run after the cancelled "
        + "transition: UIKit passes didComplete == false to its internal completion, and "
        + "whether the public closure runs is not established (docs/lifecycle.md#order-d-10-4).")
  }
}
