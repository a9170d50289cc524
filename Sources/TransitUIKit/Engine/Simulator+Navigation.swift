import TransitTrace

// `pushViewController(_:animated:)`, `popViewController(animated:)` and their kin: the call as
// the log shows it, and whether UIKit starts a transition for it.
extension Simulator {
  /// Logs a change of `navigationController`'s stack to `newStack` and starts the push or pop it
  /// makes.
  ///
  /// A transition runs only when the navigation controller is on screen (UIKit 8.3 starts one only
  /// with a window and an appeared navigation controller) and the top view controller changes;
  /// otherwise only the stack changes, and the new top view controller appears with the
  /// navigation controller. `result`, if given, is what the call returned.
  func navigate(
    _ navigationController: UINavigationController, _ name: CallName, args: Arguments,
    result: Value?, to newStack: [UIViewController], animated: Bool
  ) {
    guard !isHalted else {
      navigationController.setStack(newStack, removingLeftovers: true)
      return
    }
    let oldStack = navigationController.stack
    let inFlight = transitions.first {
      ($0 as? NavigationTransition)?.navigationController === navigationController
    }
    let isOnScreen =
      navigationController.viewIfLoaded?.window != nil
      && navigationController.appearState == .appeared
    let from = oldStack.last
    let to = newStack.last
    let changesTop = from != nil && to != nil && from !== to
    // A zoom in flight gives way to the new request (docs/lifecycle.md#fact-zoom-interrupted).
    let preempted = (inFlight as? NavigationTransition).flatMap { $0.zoomToPreempt }
    let id =
      (inFlight == nil || preempted != nil) && isOnScreen && changesTop ? newTransitionID() : nil
    let body = {
      if let inFlight {
        guard let preempted else {
          self.refuseNavigation(name, on: navigationController, during: inFlight)
          return
        }
        self.asUIKit(transition: inFlight.id) { preempted.finishAtOnce() }
      }
      guard let id, let from, let to else {
        navigationController.setStack(newStack, removingLeftovers: true)
        return
      }
      let transition = NavigationTransition(
        simulator: self, id: id, navigationController: navigationController, from: from, to: to,
        operation: oldStack.contains { $0 === to } ? .pop : .push, newStack: newStack,
        animated: animated)
      self.transitionDidBegin(transition)
      transition.request()
    }
    let receiver = participantID(navigationController)
    if let result {
      _ = recorder.call(
        name, on: receiver, args: args, transition: .some(id), result: { _ in result }, body)
    } else {
      _ = recorder.call(
        name, on: receiver, args: args, transition: .some(id),
        result: nil as ((()) -> Value)?, body)
    }
  }

  /// A second push or pop while one is in flight. UIKit's handling has changed across versions
  /// and is not established; Transit leaves the stack alone and says so.
  private func refuseNavigation(
    _ name: CallName, on navigationController: UINavigationController,
    during inFlight: Transition
  ) {
    warn(
      about: navigationController, code: "navigation-while-transitioning",
      transition: .some(inFlight.id),
      "\(name) on \(describe(navigationController)) while \(inFlight.summary) is in flight. "
        + "UIKit has logged \"nested push animation can result in corrupted navigation bar\" "
        + "here and what follows is not established; Transit ignores this request.")
  }
}
