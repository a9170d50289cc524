import Foundation
import TransitTrace

// The request and begin stages, synchronously inside the selection: UIKit asks the delegate for
// an animator and an interaction controller, then the selected view loads, both view
// controllers get their will-callbacks and the switch starts (docs/lifecycle.md#order-f, steps
// 2-6).
extension TabTransition {
  func request() {
    // Whether the switch animates is known only once the delegate has answered, so the request
    // carries no `animated`.
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .tabSwitch, from: simulator.participantID(fromViewController),
        to: simulator.participantID(toViewController, role: .presentedViewController)))
    askDelegateForAnimators()
    if animator == nil { useSystemAnimator(duration: 0) }
    tabBarController.selection = toIndex
    begin()
  }

  /// docs/lifecycle.md#order-f-2 and #order-f-3: the animator, asked for taps and for changes in
  /// code alike, then the interaction controller, only if there is an animator (Matt Neuburg's
  /// custom tab-bar transition example).
  private func askDelegateForAnimators() {
    guard let delegate = tabBarController.delegate else {
      simulator.noteReleased(
        tabBarController.delegateStorage.released, property: "delegate", of: tabBarController,
        code: "tab-bar-delegate-released", instead: "the switch is UIKit's own")
      return
    }
    let tabBarController = tabBarController
    let from = fromViewController
    let to = toViewController
    let vended = simulator.optionalRequest(
      .tabBarAnimationController, on: delegate, role: .containerDelegate,
      args: [
        "tabBarController": simulator.reference(tabBarController),
        "fromVC": simulator.reference(from), "toVC": simulator.reference(to),
      ],
      result: simulator.animatorValue
    ) { delegate in
      delegate.tabBarController(
        tabBarController, animationControllerForTransitionFrom: from, to: to)
    }
    guard let vendedAnimator = vended ?? nil else { return }
    animator = vendedAnimator
    isAnimated = true
    let interaction = simulator.optionalRequest(
      .tabBarInteractionController, on: delegate, role: .containerDelegate,
      args: [
        "tabBarController": simulator.reference(tabBarController),
        "animationController": simulator.reference(vendedAnimator, role: .animator),
      ],
      result: simulator.interactorValue
    ) { delegate in
      delegate.tabBarController(tabBarController, interactionControllerFor: vendedAnimator)
    }
    if let vendedInteractor = interaction ?? nil { adopt(interactor: vendedInteractor) }
  }

  /// docs/lifecycle.md#order-f, steps 4-6: the selected view loads the first time (pgzxc's tab
  /// switch log), then the will-callbacks, the to-view controller's first (the same log, UIKit's
  /// own switch), then the
  /// animator's duration, asked once for the context, and the animator starts.
  func begin() {
    containerView = tabBarController.transitionView
    enter(
      .began,
      TransitionChange(
        state: .began, container: simulator.viewID(containerView),
        interactive: interactor != nil && initiallyInteractive))
    let toView = toViewController.view!
    if toView.superview !== containerView { toView.frame = containerView.bounds }
    if !isSystemAnimator {
      // No log shows the will order with a delegate's animator (docs/lifecycle.md#order-f-5);
      // Transit keeps the order pgzxc's log shows for UIKit's own switch, which UIKit 26.1's
      // to-then-from completion order in UITabBarController matches.
      simulator.note(
        about: tabBarController, code: "tab-will-order-unverified",
        "With a delegate's animator, the order of the to-view controller's viewWillAppear(_:) "
          + "and the from-view controller's viewWillDisappear(_:) is not established "
          + "(docs/lifecycle.md#order-f-5). Transit calls viewWillAppear(_:) first, as UIKit's "
          + "own switch does in pgzxc's tab switch log.")
    }
    let uikit = ParticipantRegistry.uikitID
    toViewController.beginAppearance(true, animated: isAnimated, caller: uikit)
    fromViewController.beginAppearance(false, animated: isAnimated, caller: uikit)
    if !isSystemAnimator { duration = askAnimatorDuration() }
    bindParticipants()
    startAnimator()
    // The new view is laid out at the end of the current run-loop turn; a switch made outside
    // any turn (a scenario's own step) gets an empty turn so that one ends.
    simulator.runLoop.schedule(after: 0) {}
  }
}
