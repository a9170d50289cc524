import TransitTrace

// How the engine logs calls. Each helper names who calls whom; the recorder supplies the seq,
// the time, the cause and the transition.
extension Simulator {
  /// The id of `object`, declaring it on first use with `role`, or with the role it plays.
  func participantID(_ object: AnyObject, role: ParticipantRole? = nil) -> String {
    recorder.id(of: object, role: role ?? self.role(of: object))
  }

  /// `object` as an argument or result value: its participant id.
  func reference(_ object: AnyObject, role: ParticipantRole? = nil) -> Value {
    .string(participantID(object, role: role))
  }

  /// The part an object plays when nothing more specific is known.
  ///
  /// Containers play their own roles. A view controller is `.presentedViewController` when it is
  /// presented, or when a push or a tab selection brings it on screen (the engine names it with
  /// that role at the request); one that was on screen first (the window's root, the root of a
  /// navigation stack, the tab selected at launch) is `.presentingViewController`, since the
  /// transitions of a run start from it.
  func role(of object: AnyObject) -> ParticipantRole {
    switch object {
    case is UINavigationController: return .navigationController
    case is UITabBarController: return .tabBarController
    case is UIPageViewController: return .pageViewController
    case is UISplitViewController: return .splitViewController
    case let viewController as UIViewController:
      return viewController.presentingViewController == nil
        ? .presentingViewController : .presentedViewController
    case is UIPresentationController: return .presentationController
    case is TransitionContext: return .transitionContext
    case is TransitionCoordinator: return .transitionCoordinator
    case is any UIViewControllerTransitioningDelegate: return .transitioningDelegate
    case is any UINavigationControllerDelegate, is any UITabBarControllerDelegate,
      is any UIPageViewControllerDataSource, is any UIPageViewControllerDelegate,
      is any UISplitViewControllerDelegate:
      return .containerDelegate
    case is any UIViewAnimating: return .propertyAnimator
    case is any UIViewControllerInteractiveTransitioning: return .interactionController
    case is any UIViewControllerAnimatedTransitioning: return .animator
    default: return .app
    }
  }

  /// UIKit calls a method of `object` that returns nothing worth logging.
  func callback(
    _ name: CallName, on object: AnyObject, role: ParticipantRole? = nil,
    from caller: String? = ParticipantRegistry.uikitID, args: Arguments = Arguments(),
    _ body: () -> Void
  ) {
    _ = recorder.call(
      name, on: participantID(object, role: role), from: caller, args: args, body)
  }

  /// UIKit calls an appearance callback (or `viewDidLoad()`) of a view controller.
  func callback(
    _ name: CallName, on viewController: UIViewController, from caller: String?,
    animated: Bool? = nil, _ body: () -> Void
  ) {
    let args: Arguments = animated.map { ["animated": .bool($0)] } ?? Arguments()
    _ = recorder.call(name, on: participantID(viewController), from: caller, args: args, body)
  }

  /// UIKit reads a property or asks a question whose answer is worth logging.
  func getter<R>(
    _ name: CallName, on object: AnyObject, role: ParticipantRole? = nil,
    from caller: String? = ParticipantRegistry.uikitID, args: Arguments = Arguments(),
    result: @escaping (R) -> Value, _ body: () -> R
  ) -> R {
    recorder.call(
      name, on: participantID(object, role: role), from: caller, args: args, result: result,
      body)!
  }

  /// UIKit asks an optional protocol requirement; nil when the type does not implement it, in
  /// which case nothing is logged.
  func optionalRequest<R>(
    _ name: CallName, on object: AnyObject, role: ParticipantRole? = nil,
    from caller: String? = ParticipantRegistry.uikitID, args: Arguments = Arguments(),
    result: @escaping (R) -> Value, _ body: () -> R
  ) -> R? {
    recorder.call(
      name, on: participantID(object, role: role), from: caller, args: args, isOptional: true,
      result: result, body)
  }

  /// UIKit calls an optional protocol requirement that returns nothing.
  func optionalCallback(
    _ name: CallName, on object: AnyObject, role: ParticipantRole? = nil,
    from caller: String? = ParticipantRegistry.uikitID, args: Arguments = Arguments(),
    _ body: () -> Void
  ) {
    _ = recorder.call(
      name, on: participantID(object, role: role), from: caller, args: args, isOptional: true,
      result: nil as ((()) -> Value)?, body)
  }

  /// User code calls a method of a UIKit object (the transition context, the coordinator, a
  /// view controller's `beginAppearanceTransition`); the caller is the code running now.
  @discardableResult
  func userCall<R>(
    _ name: CallName, on object: AnyObject, args: Arguments = Arguments(),
    result: ((R) -> Value)? = nil, _ body: () -> R
  ) -> R {
    recorder.call(
      name, on: participantID(object), from: nil, args: args, result: result, body)!
  }

  /// Records a warning: what UIKit prints or does when it is misused.
  func warn(
    about object: AnyObject, code: String, transition: Int?? = nil, _ message: String
  ) {
    let diagnostic = Diagnostic(
      participant: participantID(object), code: code, message: message)
    recorder.record(.warning(diagnostic), transition: transition)
  }

  /// Records a note: behaviour Transit had to choose because no source establishes it.
  func note(about object: AnyObject, code: String, _ message: String) {
    let diagnostic = Diagnostic(
      participant: participantID(object), code: code, message: message)
    recorder.record(.note(diagnostic))
  }
}

// How results are written, passed by name at call sites (`result: simulator.viewValue`).
extension Simulator {
  func viewValue(_ view: UIView?) -> Value { view.map(reference) ?? .null }

  func viewControllerValue(_ viewController: UIViewController?) -> Value {
    viewController.map { reference($0) } ?? .null
  }

  func presentationControllerValue(_ controller: UIPresentationController?) -> Value {
    controller.map { reference($0, role: .presentationController) } ?? .null
  }

  func animatorValue(_ animator: (any UIViewControllerAnimatedTransitioning)?) -> Value {
    animator.map { reference($0, role: .animator) } ?? .null
  }

  func interactorValue(_ interactor: (any UIViewControllerInteractiveTransitioning)?) -> Value {
    interactor.map { reference($0, role: .interactionController) } ?? .null
  }

  func propertyAnimatorValue(_ animator: any UIViewImplicitlyAnimating) -> Value {
    reference(animator, role: .propertyAnimator)
  }
}
