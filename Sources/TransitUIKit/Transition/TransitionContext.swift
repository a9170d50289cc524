import Foundation
import TransitTrace

/// The transition context UIKit hands the animator (UIKit's own class is private and hidden
/// behind `UIViewControllerContextTransitioning`).
///
/// Every call that asks it for something the lifecycle turns on (the container view, a view
/// controller or view, a frame, whether the interaction was cancelled) or that drives the
/// transition (update, finish, cancel, complete) is logged, with what it returned. Reading its
/// plain configuration (`isAnimated`, `isInteractive`, `presentationStyle`, `targetTransform`)
/// is not, as for the coordinator's context.
@preconcurrency @MainActor
public final class TransitionContext: UIViewControllerContextTransitioning {
  private let transition: Transition

  init(transition: Transition) {
    self.transition = transition
  }

  private var simulator: Simulator { transition.simulator }

  /// The transition behind this context, for UIKit's own interaction controllers.
  var underlyingTransition: Transition { transition }

  public var containerView: UIView {
    simulator.userCall(.containerView, on: self, result: simulator.viewValue) {
      transition.containerView
    }
  }

  public var isAnimated: Bool { transition.isAnimated }
  public var isInteractive: Bool { transition.isInteractive }
  /// Whether the animator vended an interruptible animator when UIKit asked (iOS 10).
  public var isInterruptible: Bool { transition.isInterruptible }
  public var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
  public var targetTransform: CGAffineTransform { .identity }

  public var transitionWasCancelled: Bool {
    simulator.userCall(.transitionWasCancelled, on: self, result: Value.bool) {
      transition.transitionWasCancelled
    }
  }

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    simulator.userCall(
      .viewControllerForKey, on: self, args: ["key": .string(key.rawValue)],
      result: simulator.viewControllerValue
    ) {
      key == .from ? transition.fromViewController : transition.toViewController
    }
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    simulator.userCall(
      .viewForKey, on: self, args: ["key": .string(key.rawValue)],
      result: simulator.viewValue
    ) {
      transition.view(forKey: key)
    }
  }

  public func initialFrame(for vc: UIViewController) -> CGRect {
    simulator.userCall(
      .initialFrame, on: self, args: ["vc": simulator.reference(vc)], result: Value.rect
    ) {
      transition.initialFrame(for: vc)
    }
  }

  /// For the presented view controller of a presentation this asks the presentation controller
  /// for `frameOfPresentedViewInContainerView` (docs/lifecycle.md#order-a-12).
  public func finalFrame(for vc: UIViewController) -> CGRect {
    simulator.userCall(
      .finalFrame, on: self, args: ["vc": simulator.reference(vc)], result: Value.rect
    ) {
      transition.finalFrame(for: vc)
    }
  }

  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    simulator.userCall(
      .updateInteractiveTransition, on: self,
      args: ["percentComplete": .double(Double(percentComplete))]
    ) {
      transition.updateInteraction(percentComplete)
    }
  }

  public func finishInteractiveTransition() {
    simulator.userCall(.finishInteractiveTransition, on: self) {
      transition.endInteraction(cancelled: false)
    }
  }

  public func cancelInteractiveTransition() {
    simulator.userCall(.cancelInteractiveTransition, on: self) {
      transition.endInteraction(cancelled: true)
    }
  }

  /// Makes an interruptible transition that runs on its own interactive again; the
  /// coordinator's interaction handlers run inside the call.
  public func pauseInteractiveTransition() {
    simulator.userCall(.pauseInteractiveTransition, on: self) {
      transition.pauseInteraction()
    }
  }

  public func completeTransition(_ didComplete: Bool) {
    simulator.userCall(.completeTransition, on: self, args: ["didComplete": .bool(didComplete)]) {
      transition.complete(didComplete)
    }
  }
}

/// The transition coordinator of one transition (UIKit's own class is private).
///
/// Registering blocks and every run of them are logged; reading its properties is not, since
/// alongside blocks read them constantly and they change nothing.
@preconcurrency @MainActor
public final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  private let transition: Transition

  init(transition: Transition) {
    self.transition = transition
  }

  public var isAnimated: Bool { transition.isAnimated }
  public var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
  public var initiallyInteractive: Bool { transition.initiallyInteractive }
  public var isInteractive: Bool { transition.isInteractive }
  public var isInterruptible: Bool { transition.isInterruptible }
  public var isCancelled: Bool { transition.transitionWasCancelled }
  public var transitionDuration: TimeInterval { transition.duration }
  public var percentComplete: CGFloat { transition.percentComplete }
  public var completionVelocity: CGFloat { transition.transitionWasCancelled ? -1 : 1 }
  public var containerView: UIView { transition.containerView }
  public var targetTransform: CGAffineTransform { .identity }

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    key == .from ? transition.fromViewController : transition.toViewController
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    transition.view(forKey: key)
  }

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    let simulator = transition.simulator
    let owner = simulator.recorder.currentParticipant
    return simulator.userCall(
      .animateAlongsideTransition, on: self,
      args: [
        "animation": animation == nil ? .null : "closure",
        "completion": completion == nil ? .null : "closure",
      ],
      result: Value.bool
    ) {
      transition.register(
        animation: animation, completion: completion, owner: owner,
        registration: simulator.recorder.currentCause)
    }
  }

  /// The size change this coordinator animates, if it is one.
  var sizeTransition: SizeTransition? { transition as? SizeTransition }

  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    let simulator = transition.simulator
    let owner = simulator.recorder.currentParticipant
    simulator.userCall(.notifyWhenInteractionChanges, on: self, args: ["handler": "closure"]) {
      transition.interactionHandlers.append(
        .init(owner: owner, registration: simulator.recorder.currentCause, body: handler))
    }
  }
}

extension Value {
  /// A rectangle as the log writes it: `[x, y, width, height]`.
  static func rect(_ rect: CGRect) -> Value {
    .array([
      .double(Double(rect.minX)), .double(Double(rect.minY)), .double(Double(rect.width)),
      .double(Double(rect.height)),
    ])
  }
}
