import TransitTrace

// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: the checks UIKit makes
// before it starts a modal transition, and the warnings it prints when it refuses one.
extension Simulator {
  func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard !isHalted else { return }
    let style = presented.modalPresentationStyle.resolved
    let presenting = presentationContext(for: source, style: style)
    let refusal = presentRefusal(presented, on: presenting)
    let id = refusal == nil ? newTransitionID() : nil
    let presentedRef = reference(presented, role: .presentedViewController)
    let owner = recorder.currentParticipant
    _ = recorder.call(
      .present, on: participantID(source),
      args: [
        "viewControllerToPresent": presentedRef, "flag": .bool(animated),
        "completion": completion == nil ? .null : "closure",
      ],
      transition: .some(id)
    ) {
      if let refusal {
        warn(
          about: source, code: refusal.code, transition: .some(refusal.transition), refusal.message)
        return
      }
      guard let id else { return }
      let transition = ModalTransition(
        simulator: self, id: id, kind: .present, presenting: presenting, presented: presented,
        source: source, presentationController: nil, style: style, animated: animated,
        completion: completion, completionOwner: owner, request: recorder.currentCause)
      transitionDidBegin(transition)
      transition.requestPresentation()
    }
  }

  func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard !isHalted else { return }
    let target =
      source.presentedViewController ?? (source.presentingViewController != nil ? source : nil)
    let refusal = transitions.first { $0 is ModalTransition }.map { inFlight in
      Refusal(
        code: "dismiss-while-transitioning", transition: inFlight.id,
        message:
          "Attempt to dismiss from view controller \(describe(source)) while a presentation or "
          + "dismiss is in progress! UIKit does not dismiss anything.")
    }
    let id = refusal == nil && target != nil ? newTransitionID() : nil
    let owner = recorder.currentParticipant
    _ = recorder.call(
      .dismiss, on: participantID(source),
      args: ["flag": .bool(animated), "completion": completion == nil ? .null : "closure"],
      transition: .some(id)
    ) {
      if let refusal {
        warn(
          about: source, code: refusal.code, transition: .some(refusal.transition), refusal.message)
        return
      }
      guard let id, let target, let presenting = target.presentingViewController,
        let controller = target.presentationController
      else {
        note(
          about: source, code: "nothing-to-dismiss",
          "\(describe(source)) presents nothing and is not presented; UIKit does nothing.")
        return
      }
      let transition = ModalTransition(
        simulator: self, id: id, kind: .dismiss, presenting: presenting, presented: target,
        source: source, presentationController: controller,
        style: controller.presentationStyle, animated: animated, completion: completion,
        completionOwner: owner, request: recorder.currentCause)
      transitionDidBegin(transition)
      transition.requestDismissal()
    }
  }

  private struct Refusal {
    let code: String
    let transition: Int?
    let message: String
  }

  /// Why UIKit would refuse this presentation, with the warning it prints
  /// (docs/lifecycle.md#fact-request-while-in-flight).
  private func presentRefusal(_ presented: UIViewController, on presenting: UIViewController)
    -> Refusal?
  {
    if let inFlight = transitions.first(where: { $0 is ModalTransition }) {
      return Refusal(
        code: "present-while-transitioning", transition: inFlight.id,
        message:
          "Attempt to present \(describe(presented)) on \(describe(presenting)) while a "
          + "presentation is in progress. UIKit does not present it.")
    }
    if let current = presenting.presentedViewController {
      return Refusal(
        code: "already-presenting", transition: nil,
        message:
          "Attempt to present \(describe(presented)) on \(describe(presenting)) which is already "
          + "presenting \(describe(current)). UIKit does not present it.")
    }
    if presented.presentingViewController != nil || presented.parent != nil {
      return Refusal(
        code: "already-presented", transition: nil,
        message:
          "Application tried to present modally a view controller \(describe(presented)) that "
          + "is already presented or is a child of another. UIKit raises an exception here.")
    }
    return nil
  }

  /// The view controller that actually presents: for the standard styles the topmost
  /// ancestor of the one `present` was called on; for the current-context styles the nearest
  /// ancestor that defines the presentation context.
  private func presentationContext(
    for source: UIViewController, style: UIModalPresentationStyle
  ) -> UIViewController {
    var candidate = source
    if style == .currentContext || style == .overCurrentContext {
      while !candidate.definesPresentationContext, let parent = candidate.parent {
        candidate = parent
      }
      return candidate
    }
    while let parent = candidate.parent { candidate = parent }
    return candidate
  }

  /// `<HomeViewController: vc.home>`, the way UIKit's warnings describe objects.
  func describe(_ object: AnyObject) -> String {
    "<\(ParticipantRegistry.className(of: object)): \(participantID(object))>"
  }
}
