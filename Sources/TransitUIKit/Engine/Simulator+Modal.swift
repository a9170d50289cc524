import TransitTrace

// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: where UIKit sends the
// request, the checks it makes before it starts a modal transition, and the warnings it prints
// when it refuses one.
//
// Every request goes through UIKit 18.2's `-[UIViewController _performCoordinatedPresentOrDismiss:
// animated:]`: a request on a view controller whose own presentation is running a transition
// (it is being presented or dismissed) is queued on that transition's coordinator and made
// when the transition has finished; a request on a view controller in a push, a pop or a tab
// switch is made at once, without deferring its transition; any other is made at once. So
// presenting from a dismiss completion, a present completion or a coordinator completion
// works, as apps that chain transitions rely on (docs/lifecycle.md#fact-present-from-completion).
extension Simulator {
  /// A present or dismiss as app code asked for it.
  struct ModalRequest {
    /// The view controller to present; nil for a dismiss.
    let presented: UIViewController?
    let source: UIViewController
    let animated: Bool
    let completion: (() -> Void)?
    /// The participant whose code gave the completion, and the request's record.
    let owner: String
    var seq: Int?
  }

  /// Where UIKit sends a request made now on a view controller.
  enum RequestRoute {
    /// Queued on the coordinator of the running transition of the view controller's own
    /// presentation.
    case deferred(ModalTransition)
    /// Made at once; inside a push, pop or tab switch its transition starts at once too.
    case now(deferringBody: Bool)
  }

  func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard !isHalted else { return }
    var request = ModalRequest(
      presented: presented, source: source, animated: animated, completion: completion,
      owner: recorder.currentParticipant)
    let args: Arguments = [
      "viewControllerToPresent": reference(presented, role: .presentedViewController),
      "flag": .bool(animated), "completion": completion == nil ? .null : "closure",
    ]
    switch route(of: source) {
    case .deferred(let running):
      _ = recorder.call(.present, on: participantID(source), args: args, transition: .some(nil)) {
        request.seq = recorder.currentCause
        queue(request, on: running) { [unowned self] request in
          perform(present: request, deferringBody: true)
        }
      }
    case .now(let deferringBody):
      // The refusals are decided before the call is written, so that an accepted request is
      // filed under the transition it starts.
      let id = presentRefusal(for: request) == nil ? newTransitionID() : nil
      _ = recorder.call(.present, on: participantID(source), args: args, transition: .some(id)) {
        request.seq = recorder.currentCause
        perform(present: request, id: id, deferringBody: deferringBody)
      }
    }
  }

  func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard !isHalted else { return }
    var request = ModalRequest(
      presented: nil, source: source, animated: animated, completion: completion,
      owner: recorder.currentParticipant)
    let args: Arguments = [
      "flag": .bool(animated), "completion": completion == nil ? .null : "closure",
    ]
    switch route(of: source) {
    case .deferred(let running):
      _ = recorder.call(.dismiss, on: participantID(source), args: args, transition: .some(nil)) {
        request.seq = recorder.currentCause
        queue(request, on: running) { [unowned self] request in
          perform(dismiss: request, deferringBody: true)
        }
      }
    case .now(let deferringBody):
      let plan = dismissalPlan(for: request)
      let id: Int? = plan.presented == nil ? nil : newTransitionID()
      _ = recorder.call(.dismiss, on: participantID(source), args: args, transition: .some(id)) {
        request.seq = recorder.currentCause
        perform(dismiss: request, plan: plan, id: id, deferringBody: deferringBody)
      }
    }
  }

  // MARK: Routing

  /// UIKit 18.2's `_performCoordinatedPresentOrDismiss:animated:`, with the coordinator it asks
  /// for: that of the transition running the view controller's own presentation (or its
  /// container's), from the moment `present` or `dismiss` returns until the app's completion has
  /// run inside `completeTransition(_:)` (`-[UIPresentationController transitionDidFinish:]`
  /// releases it then).
  func route(of viewController: UIViewController) -> RequestRoute {
    var candidate: UIViewController? = viewController
    while let current = candidate {
      for transition in transitions where transition.isCoordinatorAvailable {
        if let modal = transition as? ModalTransition, modal.presented === current {
          return .deferred(modal)
        }
        if !(transition is ModalTransition), transition.kind != .sizeChange,
          transition.involves(current)
        {
          return .now(deferringBody: false)
        }
      }
      candidate = current.parent
    }
    // A sheet's swipe dismisses inside `_performWithoutDeferringTransitionsAllowingAnimation:`
    // (`SheetSwipeInteraction`).
    return .now(deferringBody: pendingSheetInteraction == nil)
  }

  /// Queues `request` on the running transition's coordinator, as UIKit does with
  /// `animate(alongsideTransition: nil, completion:)`; the block makes the request when the
  /// coordinator's completions run, filed under the transition the request starts.
  private func queue(
    _ request: ModalRequest, on running: ModalTransition,
    _ perform: @escaping (ModalRequest) -> Void
  ) {
    asUIKit(transition: running.id) {
      running.coordinator.animate(alongsideTransition: nil) { _ in perform(request) }
    }
  }

  // MARK: Present

  /// Why UIKit refuses this presentation, with the warning it prints, in the order UIKit 18.2's
  /// `_presentViewController:withAnimationController:completion:` checks; nil if it proceeds.
  func presentRefusal(for request: ModalRequest) -> Refusal? {
    guard let presented = request.presented else { return nil }
    let presenting = presenter(for: request.source, presenting: presented)
    let prefix =
      "Attempt to present \(describe(presented)) on \(describe(presenting)) (from "
      + "\(describe(request.source)))"
    if let busy = actionHolder(of: presenting) {
      return Refusal(
        code: "present-while-transitioning", transition: busy.id,
        message: prefix + " while a presentation is in progress. UIKit does not present it, "
          + "and the completion is not called.")
    }
    if presenting.viewIfLoaded?.window == nil {
      return Refusal(
        code: "presenter-not-in-window", transition: nil,
        message: prefix + " whose view is not in the window hierarchy. UIKit does not present "
          + "it, and the completion is not called.")
    }
    if let current = presenting.modalChild {
      return Refusal(
        code: "already-presenting", transition: nil,
        message: prefix + " which is already presenting \(describe(current)). UIKit does not "
          + "present it, and the completion is not called.")
    }
    if presented.modalParent != nil || presented.parent != nil {
      return Refusal(
        code: "already-presented", transition: nil,
        message:
          "Application tried to present modally a view controller \(describe(presented)) that "
          + "is already presented or is a child of another. UIKit raises an exception here.")
    }
    return transitionStyleRefusal(for: presented, presenting: presenting, prefix: prefix)
  }

  /// Makes a presentation: the refusals, or the request stage of a new transition.
  private func perform(present request: ModalRequest, deferringBody: Bool) {
    let id = presentRefusal(for: request) == nil ? newTransitionID() : nil
    recorder.inside(
      seq: recorder.currentCause, participant: recorder.currentParticipant, transition: id
    ) {
      perform(present: request, id: id, deferringBody: deferringBody)
    }
  }

  private func perform(present request: ModalRequest, id: Int?, deferringBody: Bool) {
    guard let presented = request.presented else { return }
    guard let id else {
      if let refusal = presentRefusal(for: request) {
        warn(
          about: request.source, code: refusal.code, transition: .some(refusal.transition),
          refusal.message)
      }
      return
    }
    let transition = ModalTransition(
      simulator: self, id: id, kind: .present,
      presenting: presenter(for: request.source, presenting: presented),
      presented: presented, source: request.source, presentationController: nil,
      style: presented.resolvedModalPresentationStyle, animated: request.animated,
      completion: request.completion, completionOwner: request.owner, request: request.seq)
    transition.defersBody = deferringBody
    transitionDidBegin(transition)
    transition.requestPresentation()
  }

  /// The view controller that actually presents (UIKit 18.2's
  /// `_modalPresenterForPresentationController:`): for the current-context styles the nearest
  /// ancestor that defines the presentation context (a tab bar controller does by default),
  /// else the window's root (Apple's definesPresentationContext page; View Controller
  /// Programming Guide, "Presenting a View Controller"); for every other style the topmost
  /// ancestor of the view controller `present` was called on, which may itself be presented.
  /// A `.custom` presentation presents from there too, as its presentation controller covers
  /// the screen unless it says otherwise (Jelly issue #72).
  func presenter(for source: UIViewController, presenting presented: UIViewController)
    -> UIViewController
  {
    // A search controller is presented from the view controller UIKit located as its
    // context (`UISearchController.swift`).
    if presented is UISearchController { return source }
    return presenter(for: source, style: presented.resolvedModalPresentationStyle)
  }

  func presenter(for source: UIViewController, style: UIModalPresentationStyle)
    -> UIViewController
  {
    var candidate = source
    if style == .currentContext || style == .overCurrentContext {
      while !candidate.definesPresentationContext, !(candidate is UITabBarController),
        let parent = candidate.parent
      {
        candidate = parent
      }
      return candidate
    }
    while let parent = candidate.parent { candidate = parent }
    return candidate
  }

  /// The transition that holds `viewController`'s present or dismiss action, UIKit's
  /// `currentAction`: from the request until its presentation controller's
  /// `transitionDidFinish` tears the action down, before the appearance ends.
  func actionHolder(of viewController: UIViewController) -> ModalTransition? {
    for case let modal as ModalTransition in transitions
    where modal.presenting === viewController && modal.holdsPresenterAction {
      return modal
    }
    return nil
  }

  // MARK: Dismiss

  /// What a dismiss does: the view controller that handles it, the presentation it ends and
  /// the view controllers presented above that one, which go with it (UIKit 18.2's
  /// `-[UIViewController dismissViewControllerWithTransition:completion:]`).
  struct DismissalPlan {
    enum Outcome {
      case dismisses
      /// The handling view controller's own present or dismiss is still running.
      case busy(ModalTransition, UIViewController)
      /// Nothing is presented, and the view controller is not presented.
      case nothing
    }

    let outcome: Outcome
    /// The presentation to end: the view controller that presented, and the one it presented.
    let presenting: UIViewController?
    let presented: UIViewController?
    /// The view controllers presented above `presented`, bottom up, which the dismissal removes
    /// with it.
    let above: [UIViewController]
  }

  /// The view controller that handles a dismiss called on `source`: the one that presented
  /// what `source` (or an ancestor) presents; else the one that presented `source` or its
  /// nearest presented ancestor (Apple's dismiss(animated:completion:) page: "If you call this
  /// method on the presented view controller itself, UIKit asks the presenting view controller
  /// to handle the dismissal"; docs/lifecycle.md#fact-presentation-through-parents).
  func dismissalHandler(for source: UIViewController) -> UIViewController? {
    if let presented = source.presentedViewController { return presented.modalParent }
    return source.presentingViewController
  }

  func dismissalPlan(for request: ModalRequest) -> DismissalPlan {
    guard let receiver = dismissalHandler(for: request.source) else {
      return DismissalPlan(outcome: .nothing, presenting: nil, presented: nil, above: [])
    }
    if let busy = actionHolder(of: receiver) {
      return DismissalPlan(
        outcome: .busy(busy, receiver), presenting: nil, presented: nil, above: [])
    }
    guard let child = receiver.modalChild else {
      return DismissalPlan(outcome: .nothing, presenting: nil, presented: nil, above: [])
    }
    // A stack dismissed from below: only the top-most view is dismissed with animation, the
    // view controllers in between are removed (Apple's dismiss(animated:completion:) page), so
    // the receiver's own presentation is the one transition, and the rest go with it.
    var above: [UIViewController] = []
    while let next = (above.last ?? child).modalChild { above.append(next) }
    return DismissalPlan(outcome: .dismisses, presenting: receiver, presented: child, above: above)
  }

  private func perform(dismiss request: ModalRequest, deferringBody: Bool) {
    let plan = dismissalPlan(for: request)
    let id: Int? = plan.presented == nil ? nil : newTransitionID()
    recorder.inside(
      seq: recorder.currentCause, participant: recorder.currentParticipant, transition: id
    ) {
      perform(dismiss: request, plan: plan, id: id, deferringBody: deferringBody)
    }
  }

  /// Ends the presentation of `plan` as one dismissal transition of its presentation
  /// controller, with the caller's completion; the view controllers presented above it leave in
  /// the same transition.
  ///
  /// Sources disagree on what a multi-level dismiss looks like
  /// (docs/lifecycle.md#contradiction-stack-dismiss); Transit follows Apple's
  /// dismiss(animated:completion:) page and the reference's reading of UIKit 18.2: one animated
  /// transition, the receiver's child's, during which the view controllers of the stack still on
  /// screen get their disappearance callbacks, the top-most first.
  private func perform(
    dismiss request: ModalRequest, plan: DismissalPlan, id: Int?, deferringBody: Bool
  ) {
    switch plan.outcome {
    case .nothing:
      note(
        about: request.source, code: "nothing-to-dismiss",
        "\(describe(request.source)) presents nothing and is not presented; UIKit dismisses "
          + "nothing and calls the completion.")
      runRefusedCompletion(of: request)
    case .busy(let busy, let receiver):
      warn(
        about: request.source, code: "dismiss-while-transitioning", transition: .some(busy.id),
        "Warning: Attempt to dismiss from view controller \(describe(receiver)) while a "
          + "presentation or dismiss is in progress! UIKit dismisses nothing and calls the "
          + "completion.")
      runRefusedCompletion(of: request)
    case .dismisses:
      guard let id, let presenting = plan.presenting, let presented = plan.presented else {
        return
      }
      let transition = ModalTransition(
        simulator: self, id: id, kind: .dismiss, presenting: presenting,
        presented: presented, source: request.source,
        presentationController: presented.presentation,
        style: presented.presentation?.presentationStyle ?? .fullScreen,
        animated: request.animated, completion: request.completion,
        completionOwner: request.owner, request: request.seq)
      transition.stackAbove = plan.above
      transition.defersBody = deferringBody
      transitionDidBegin(transition)
      transition.requestDismissal()
    }
  }

  /// A refused dismiss still calls its completion, at once (UIKit 18.2, for apps built with a
  /// current SDK).
  private func runRefusedCompletion(of request: ModalRequest) {
    guard let completion = request.completion else { return }
    recorder.call(
      .completion, on: request.owner, from: ParticipantRegistry.uikitID, block: request.seq
    ) {
      completion()
    }
  }

  struct Refusal {
    let code: String
    let transition: Int?
    let message: String
  }

  /// `<HomeViewController: vc.home>`, the way UIKit's warnings describe objects.
  func describe(_ object: AnyObject) -> String {
    "<\(ParticipantRegistry.className(of: object)): \(participantID(object))>"
  }
}
