import Foundation
import TransitTrace

// The request stage, synchronously inside `present(_:animated:completion:)` or
// `dismiss(animated:completion:)`: UIKit asks the transitioning delegate for the presentation
// controller, the animator and the interaction controller, then schedules the transition for
// the next run-loop turn (View Controller Programming Guide, "Customizing the Transition
// Animations": presentations start during the next run loop iteration; UIKit 26.1's
// `+[UIPresentationController _scheduleTransition:]`).
extension ModalTransition {
  /// docs/lifecycle.md#order-a, steps 1-6: the requests of a presentation, with `viewDidLoad()`
  /// of the presented view controller between the presentation-controller and animator
  /// requests, where aviciiiphone's device log has it (its delegate reads the presented view;
  /// see #contradiction-viewdidload).
  func requestPresentation() {
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .present, from: simulator.participantID(presenting),
        to: simulator.participantID(presented), style: style.description, animated: isAnimated))
    presenting.presentedViewController = presented
    presented.presentingViewController = presenting
    askForPresentationController()
    presented.presentationController = presentationController
    presentationController.setPresenting(presenting)

    // docs/lifecycle.md#order-a-2 lists adaptivity queries (shouldPresentInFullscreen, the
    // adaptive style), made inside present and only in compact width or for a delegate that
    // implements the trait-collection variant (UIKit 18.2's
    // -[UIPresentationController _presentationControllerForTraitCollection:]); UIKit 26.1's
    // transition body has none, so Transit does not make them yet (#fact-adaptive-queries).
    presented.loadViewIfNeeded()
    askForAnimators(
      animator: { delegate in
        delegate.animationController(
          forPresented: presented, presenting: presenting, source: source)
      },
      name: .animationControllerForPresented,
      args: [
        "presented": simulator.reference(presented),
        "presenting": simulator.reference(presenting),
        "source": simulator.reference(source),
      ],
      interactor: { delegate, animator in
        delegate.interactionControllerForPresentation(using: animator)
      },
      interactorName: .interactionControllerForPresentation)
    presentationController.state = .presenting
    schedule()
  }

  /// docs/lifecycle.md#order-a-1: only a `.custom` presentation asks for a presentation
  /// controller (View Controller Programming Guide, "The Transitioning Delegate").
  private func askForPresentationController() {
    guard style == .custom, let delegate = presented.transitioningDelegate else { return }
    let vended = simulator.optionalRequest(
      .presentationControllerForPresented, on: delegate, role: .transitioningDelegate,
      args: [
        "presented": simulator.reference(presented),
        "presenting": simulator.reference(presenting),
        "source": simulator.reference(source),
      ],
      result: simulator.presentationControllerValue
    ) {
      delegate.presentationController(
        forPresented: presented, presenting: presenting, source: source)
    }
    if let controller = vended ?? nil {
      presentationController = controller
    } else {
      // What UIKit does here is not established
      // (docs/lifecycle.md#fact-custom-without-presentation-controller). The presenter's view
      // stays on screen and gets no callbacks, as Chris Hulbert reports for `.custom` without a
      // presentation controller (splinter.com.au, 2015), so a plain UIPresentationController
      // stands in.
      simulator.note(
        about: delegate, code: "no-presentation-controller",
        "No presentation controller was vended for a .custom presentation; UIKit's behaviour "
          + "here is not established. Transit uses a plain UIPresentationController: the "
          + "presenter's view stays and gets no appearance callbacks.")
    }
  }

  /// docs/lifecycle.md#order-b-1, #order-b-2 and #order-c-2: the requests of a dismissal.
  func requestDismissal() {
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .dismiss, from: simulator.participantID(presented),
        to: simulator.participantID(presenting), style: style.description, animated: isAnimated))
    askForAnimators(
      animator: { delegate in delegate.animationController(forDismissed: presented) },
      name: .animationControllerForDismissed,
      args: ["dismissed": simulator.reference(presented)],
      interactor: { delegate, animator in
        delegate.interactionControllerForDismissal(using: animator)
      },
      interactorName: .interactionControllerForDismissal)
    presentationController.state = .dismissing
    schedule()
  }

  /// Asks the delegate for an animator and, only if it vends one, for an interaction controller
  /// (View Controller Programming Guide, "The Custom Animation Sequence"); without an animator
  /// UIKit animates the standard way and asks nothing more.
  private func askForAnimators(
    animator vend: (any UIViewControllerTransitioningDelegate) -> (
      any UIViewControllerAnimatedTransitioning
    )?,
    name: CallName, args: Arguments,
    interactor vendInteractor: (
      any UIViewControllerTransitioningDelegate, any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?,
    interactorName: CallName
  ) {
    if let delegate = presented.transitioningDelegate {
      let vended = simulator.optionalRequest(
        name, on: delegate, role: .transitioningDelegate, args: args,
        result: simulator.animatorValue
      ) {
        vend(delegate)
      }
      if let vended = vended ?? nil {
        animator = vended
        let interaction = simulator.optionalRequest(
          interactorName, on: delegate, role: .transitioningDelegate,
          args: ["animator": simulator.reference(vended, role: .animator)],
          result: simulator.interactorValue
        ) {
          vendInteractor(delegate, vended)
        }
        interactor = interaction ?? nil
      }
    }
    if animator == nil {
      animator = SystemAnimator(style: style)
      isSystemAnimator = true
      if let sheetSwipe = simulator.pendingSheetInteraction, !isPresentation {
        interactor = sheetSwipe
        isSystemInteractor = true
        initiallyInteractive = true
        return
      }
    }
    if let interactor { adopt(interactor: interactor) }
  }

  private func schedule() {
    simulator.runLoop.schedule(after: 0) { [self] in
      asUIKit { isPresentation ? beginPresentation() : beginDismissal() }
    }
  }
}
