import Foundation
import TransitTrace

// The request stage, synchronously inside `present(_:animated:completion:)` or
// `dismiss(animated:completion:)`: UIKit finds the presentation controller, asks it and its
// delegate about adaptivity, asks the transitioning delegate for the animator and the
// interaction controller, loads the presented view, then schedules the transition for the next
// run-loop turn (View Controller Programming Guide, "Customizing the Transition Animations":
// presentations start during the next run loop iteration; UIKit 26.1's
// `+[UIPresentationController _scheduleTransition:]`; UIKit 18.2's
// `_presentViewController:withAnimationController:completion:` for the order).
extension ModalTransition {
  /// docs/lifecycle.md#order-a, steps 1-6.
  func requestPresentation() {
    // Step 1: the controller reading `presentationController` made, or a new one (UIKit 18.2).
    presentationController = simulator.presentationController(
      forPresenting: presented, presenting: presenting, source: source)
    presentationController.setPresenting(presenting)
    let original = presentationController
    // Step 2: the presenter is resolved with shouldPresentInFullscreen, then the adaptive style
    // is asked for every style (#fact-adaptive-queries).
    _ = readShouldPresentInFullscreen()
    let adaptive = simulator.askAdaptiveStyle(of: original)
    let adapts =
      adaptive != .none && adaptive != style && style != .fullScreen && style != .overFullScreen
    if adapts { adapt(to: adaptive) }
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .present, from: simulator.participantID(presenting),
        to: simulator.participantID(presented), style: style.description, animated: isAnimated))
    // Steps 3-4: only an animated presentation asks the delegate (#fact-animator-only-when-animated).
    if isAnimated {
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
    }
    useUIKitAnimatorIfNone()
    // Step 5: `presentedViewController` is set, then the presented view loads while UIKit
    // installs the presentation controller, unless app code touched it earlier
    // (#fact-viewdidload-position; Apple's backtrace in "Addressing language exception
    // crashes").
    presenting.modalChild = presented
    presented.modalParent = presenting
    presented.presentation = presentationController
    presented.originalPresentationController = original
    presented.loadViewIfNeeded()
    // Installing the presentation reads shouldPresentInFullscreen again and makes the context.
    _ = readShouldPresentInFullscreen()
    presentationController.state = .presenting
    hasContext = true
    schedule()
    // Step 6.
    tellDelegateWillPresent(original, adaptedStyle: adapts ? style : .none)
  }

  /// The presentation adapts: UIKit asks the delegate for a view controller to show in the
  /// adapted style and lets it prepare the adapted presentation controller (iOS 15), then
  /// presents with UIKit's controller for that style (UIKit 18.2's
  /// `_presentationControllerForTraitCollection:`). The log names the style actually used.
  private func adapt(to adaptive: UIModalPresentationStyle) {
    let original = presentationController
    let adapted = simulator.systemPresentationController(style: adaptive, for: presented)
    adapted.delegate = original.delegate
    adapted.setPresenting(presenting)
    if let delegate = original.delegate {
      _ = simulator.optionalRequest(
        .viewControllerForAdaptiveStyle, on: delegate,
        args: [
          "controller": simulator.reference(original, role: .presentationController),
          "style": .string(adaptive.description),
        ],
        result: simulator.viewControllerValue
      ) { delegate in
        delegate.presentationController(
          original, viewControllerForAdaptivePresentationStyle: adaptive)
      }
      simulator.optionalCallback(
        .prepareAdaptivePresentationController, on: delegate,
        args: [
          "presentationController": simulator.reference(original, role: .presentationController),
          "adaptivePresentationController": simulator.reference(
            adapted, role: .presentationController),
        ]
      ) { delegate in
        delegate.presentationController(original, prepare: adapted)
      }
    }
    presentationController = adapted
    style = adaptive
  }

  /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`, with the
  /// adapted style or `.none`, and the coordinator, which exists by now.
  private func tellDelegateWillPresent(
    _ controller: UIPresentationController, adaptedStyle: UIModalPresentationStyle
  ) {
    guard let delegate = controller.delegate else { return }
    let coordinator = coordinator
    simulator.optionalCallback(
      .willPresentWithAdaptiveStyle, on: delegate,
      args: [
        "presentationController": simulator.reference(controller, role: .presentationController),
        "style": .string(adaptedStyle.description),
        "transitionCoordinator": .string(coordinatorID),
      ]
    ) { delegate in
      delegate.presentationController(
        controller, willPresentWithAdaptiveStyle: adaptedStyle,
        transitionCoordinator: coordinator)
    }
  }

  /// Reads `shouldPresentInFullscreen`, logged when the presentation controller is the app's.
  func readShouldPresentInFullscreen() -> Bool {
    let controller = presentationController
    guard logsPresentationController else { return controller.shouldPresentInFullscreen }
    return simulator.getter(
      .shouldPresentInFullscreen, on: controller, role: .presentationController,
      result: Value.bool
    ) {
      controller.shouldPresentInFullscreen
    }
  }

  /// docs/lifecycle.md#order-b-1, #order-b-2 and #order-c-2: the requests of a dismissal. Only
  /// an animated dismissal asks the delegate (UIKit 18.2's
  /// `_dismissViewControllerWithTransition:from:completion:`).
  func requestDismissal() {
    // A stack dismissed from below shows its top-most view leaving (dismiss(animated:
    // completion:) page; docs/lifecycle.md#contradiction-stack-dismiss).
    enter(
      .requested,
      TransitionChange(
        state: .requested, kind: .dismiss,
        from: simulator.participantID(stackAbove.last ?? presented),
        to: simulator.participantID(presenting), style: style.description, animated: isAnimated))
    if isAnimated {
      askForAnimators(
        animator: { delegate in delegate.animationController(forDismissed: presented) },
        name: .animationControllerForDismissed,
        args: ["dismissed": simulator.reference(presented)],
        interactor: { delegate, animator in
          delegate.interactionControllerForDismissal(using: animator)
        },
        interactorName: .interactionControllerForDismissal)
    }
    useUIKitAnimatorIfNone()
    presentationController.state = .dismissing
    hasContext = true
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
    guard let delegate = presented.transitioningDelegate else {
      simulator.noteReleased(
        presented.transitioningDelegateStorage.released, property: "transitioningDelegate",
        of: presented, code: "transitioning-delegate-released",
        instead: "UIKit \(isPresentation ? "presents" : "dismisses") "
          + "\(simulator.participantID(presented)) with its own animation for the "
          + ".\(style.description) style")
      return
    }
    let vended = simulator.optionalRequest(
      name, on: delegate, role: .transitioningDelegate, args: args,
      result: simulator.animatorValue
    ) { delegate in
      vend(delegate)
    }
    guard let vended = vended ?? nil else { return }
    animator = vended
    let interaction = simulator.optionalRequest(
      interactorName, on: delegate, role: .transitioningDelegate,
      args: ["animator": simulator.reference(vended, role: .animator)],
      result: simulator.interactorValue
    ) { delegate in
      vendInteractor(delegate, vended)
    }
    if let vendedInteractor = interaction ?? nil { adopt(interactor: vendedInteractor) }
  }

  /// Without a delegate's animator, UIKit's own for the style; a sheet's swipe drives it with
  /// UIKit's own interaction.
  private func useUIKitAnimatorIfNone() {
    guard animator == nil else { return }
    let kind: SystemAnimator.Kind
    switch style {
    case _ where presented is UIAlertController: kind = .alert
    case _ where presented is UISearchController: kind = .search
    case _ where presentationController is UISheetPresentationController: kind = .sheet
    case .popover: kind = .popover
    default: kind = .builtin
    }
    if let sheetSwipe = simulator.pendingSheetInteraction, !isPresentation {
      startSheetSwipe(sheetSwipe, kind: kind)
      return
    }
    // A zoom runs a full-screen presentation of the view controller it belongs to, and its
    // dismissal (docs/lifecycle.md#fact-zoom-transition).
    if kind == .builtin, style == .fullScreen, stackAbove.isEmpty,
      presented.preferredTransition?.zoom != nil
    {
      useZoomAnimator(for: presented)
      return
    }
    // The view that leaves or arrives chooses the style: on a stack dismissed from below, the
    // top-most one's (Apple's dismiss(animated:completion:) page); a preferred transition that
    // names a style stands for it (UIKit's UIViewControllerTransition.h).
    let leaving = stackAbove.last ?? presented
    let transitionStyle =
      leaving.preferredTransition?.transitionStyle ?? leaving.modalTransitionStyle
    if kind != .builtin, kind != .search, transitionStyle != .coverVertical {
      simulator.note(
        about: presented, code: "transition-style-not-applied",
        "\(presented.modalTransitionStyle) is not applied to this \(style) presentation: UIKit's "
          + "built-in animator runs the transition styles for its full-screen and current-context "
          + "presentations, and whether a sheet, a popover or an alert follows one is not "
          + "established; Transit keeps their own animation "
          + "(docs/lifecycle.md#fact-transition-styles).")
    }
    useUIKitAnimator(kind, style: kind == .builtin ? transitionStyle : .coverVertical)
  }

  /// A swipe's dismissal runs on a new `_UISheetAnimationController`, and on a
  /// `UIPercentDrivenInteractiveTransition` that UIKit makes and sets to start interactively
  /// (UIKit 18.2's `-[UISheetPresentationController _preferredAnimationControllerForTransition:]`
  /// and `_preferredInteractionControllerForTransition:animator:`, both in the 26.1 build too).
  /// Both take part in the log under those class names; UIKit reads `wantsInteractiveStart` as
  /// it does of any interaction controller (docs/lifecycle.md#fact-sheet-swipe-interaction).
  private func startSheetSwipe(_ sheetSwipe: SheetSwipeInteraction, kind: SystemAnimator.Kind) {
    let uikitAnimator = SystemAnimator(kind: kind)
    recorder.participants.choose("animator.sheet", role: .animator, for: uikitAnimator)
    animator = uikitAnimator
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = true
    recorder.participants.choose(
      "interactor.sheet", role: .interactionController, for: interaction)
    isSheetSwipe = true
    sheetSwipe.interaction = interaction
    adopt(interactor: interaction)
  }

  /// The body waits for the next run-loop turn, unless UIKit does not defer it (a request made
  /// during a push, a pop or a tab switch).
  private func schedule() {
    guard defersBody else {
      asUIKit { isPresentation ? beginPresentation() : beginDismissal() }
      return
    }
    simulator.runLoop.schedule(after: 0) { [self] in
      asUIKit { isPresentation ? beginPresentation() : beginDismissal() }
    }
  }
}
