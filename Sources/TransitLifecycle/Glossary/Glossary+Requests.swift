// The request stage, inside `present` or `dismiss`: what the app asks for and what UIKit asks
// the transitioning delegate before anything moves (docs/lifecycle.md#order-a, steps 1-6, and
// #order-b, steps 1-2).
extension Glossary {
  /// `present`, `dismiss` and the transitioning delegate's requests.
  static let requests: [GlossaryEntry] = [
    GlossaryEntry(
      .shouldPerformSegue,
      meaning:
        "A control, a cell or a gesture recognizer triggered a storyboard segue, and UIKit asks "
        + "the source view controller whether to perform it. A segue started in code with "
        + "performSegue(withIdentifier:sender:) is not asked about.",
      belongs:
        "Return false from shouldPerformSegue(withIdentifier:sender:) to stop a segue the "
        + "storyboard would perform, such as one whose data is not ready.",
      sources: [
        .documented(.uikitShouldPerformSegue, at: "fact-segue-order")
      ]),
    GlossaryEntry(
      .performSegue,
      meaning:
        "The app starts a storyboard segue by its identifier: UIKit makes the destination, calls "
        + "prepare(for:sender:) on the source, then performs the segue.",
      belongs:
        "Call performSegue(withIdentifier:sender:) where code, not a control, decides to move "
        + "on; the segue's identifier must be one the storyboard gives this view controller.",
      sources: [
        .documented(.uikitPerformSegue, at: "fact-segue-order")
      ]),
    GlossaryEntry(
      .prepareForSegue,
      meaning:
        "A storyboard segue is about to run, and UIKit hands the source view controller the "
        + "destination before the push or presentation is asked for. The destination's view is "
        + "not loaded yet.",
      belongs:
        "In prepare(for:sender:), pass data to the destination and set its transitioningDelegate "
        + "and modalPresentationStyle, which UIKit reads when the transition is requested.",
      avoid:
        "Don't touch the destination's views in prepare(for:sender:): reading them loads the "
        + "view early, before the transition has begun.",
      sources: [
        .documented(.uikitPrepareForSegue, at: "fact-segue-order"),
        .observed(
          .logVastdevblog2012, "prepareForSegue: logged before the push"),
      ]),
    GlossaryEntry(
      .present,
      meaning:
        "The app asks UIKit to show a view controller modally. Inside this call UIKit links the "
        + "two view controllers (presentedViewController is set at once) and asks the "
        + "transitioning delegate for its objects; the transition itself starts on the next "
        + "turn of the run loop, so nothing has moved when present returns.",
      belongs:
        "Set modalPresentationStyle and transitioningDelegate before calling "
        + "present(_:animated:completion:), and pass a completion for work that needs the new "
        + "screen up.",
      avoid:
        "Don't call present(_:animated:completion:) again while a presentation or dismissal is "
        + "in flight: UIKit prints a warning and does nothing.",
      sources: [
        .documented(
          .vcpgAnimations, "presentations start during the next run loop iteration",
          at: "fact-transition-deferred"),
        .inferred(.dec26ScheduleTransition, at: "fact-transition-deferred"),
        .observed(.ghPromotion473, at: "fact-request-while-in-flight"),
        .observed(.radar17762871, at: "fact-request-while-in-flight"),
        .observed(.ghZfdragablemodal3, at: "fact-request-while-in-flight"),
        .inferred(.dec26PresentWhileTransitioning, at: "fact-request-while-in-flight"),
      ]),
    GlossaryEntry(
      .dismiss,
      meaning:
        "The app asks UIKit to take the presented view controller off screen. Inside this call "
        + "UIKit asks the transitioning delegate for the dismissal's animator and interaction "
        + "controller; the presenter keeps its presentedViewController until the dismissal "
        + "completes.",
      belongs:
        "Call dismiss(animated:completion:) once the user has committed (a close button, or a "
        + "pan past its threshold), and pass a completion for work that must wait until the "
        + "presented view controller is gone.",
      avoid:
        "Don't present the next view controller right after dismiss(animated:completion:) "
        + "returns: the dismissal is still in flight and UIKit refuses; do it in the completion.",
      sources: [
        .documented(.vcpgPresentationProcess, "the dismissal steps", at: "order-b"),
        .documented(.uikitDismiss, at: "fact-completion-handler-after-appearance"),
        .observed(.ghPromotion473, at: "fact-request-while-in-flight"),
        .observed(.radar17762871, at: "fact-request-while-in-flight"),
        .observed(.ghZfdragablemodal3, at: "fact-request-while-in-flight"),
        .inferred(.dec26PresentWhileTransitioning, at: "fact-request-while-in-flight"),
      ]),
    GlossaryEntry(
      .presentationControllerForPresented,
      meaning:
        "UIKit asks the transitioning delegate for the object that will manage the presented "
        + "view controller for as long as it is on screen. It is the first request, made inside "
        + "present(_:animated:completion:) and only for a .custom presentation; other styles use "
        + "UIKit's own presentation controller.",
      belongs:
        "Return a new UIPresentationController (or your subclass) from "
        + "presentationController(forPresented:presenting:source:), made for this presented "
        + "view controller; it lives until the dismissal ends.",
      avoid:
        "Keep presentationController(forPresented:presenting:source:) free of view work: reading "
        + "presented.view here loads the view on the spot (the presented view controller's "
        + "viewDidLoad() then runs inside this call), and chrome belongs in "
        + "presentationTransitionWillBegin().",
      sources: [
        .documented(.vcpgPresentationProcess, "the presentation's first step", at: "order-a-1"),
        .documented(
          .vcpgTransitioningDelegate, "Figure 10-1: only for .custom",
          at: "fact-presentation-controller-only-custom"),
        .observed(
          .logAviciiiphone2, "viewDidLoad inside this request, with a delegate that reads the view",
          at: "contradiction-viewdidload"),
      ]),
    GlossaryEntry(
      "adaptivePresentationStyle(for:)",
      meaning:
        "UIKit asks whether the presentation should change style for the current size class, "
        + "such as becoming full screen in a compact width. It asks while it sets the "
        + "presentation up, before the animator is requested, and may ask more than once.",
      belongs:
        "Answer adaptivePresentationStyle(for:) quickly and the same way each time; return .none "
        + "to keep your custom presentation as it is.",
      sources: [
        .inferred(
          .dec18Adaptive, "the adaptive style is asked for before the animator",
          at: "fact-adaptive-queries"),
        .documented(.vcpgSizeClasses, at: "fact-adaptive-queries"),
      ]),
    GlossaryEntry(
      .shouldPresentInFullscreen,
      meaning:
        "UIKit reads whether the presentation covers the whole screen. It reads it while it sets "
        + "the presentation up, often several times, so it is a property UIKit polls, not an "
        + "event.",
      belongs: "Return a constant from shouldPresentInFullscreen; true is the default.",
      sources: [
        .inferred(
          .dec18Adaptive, "shouldPresentInFullscreen is read while the presenter is resolved",
          at: "fact-adaptive-queries")
      ]),
    GlossaryEntry(
      .animationControllerForPresented,
      meaning:
        "UIKit asks the transitioning delegate for the object that will animate the "
        + "presentation. It asks inside present(_:animated:completion:); nil means UIKit animates "
        + "the standard way and asks for no interaction controller.",
      belongs:
        "Return your animator from animationController(forPresented:presenting:source:), "
        + "configured for this transition.",
      avoid:
        "Don't animate or add views in animationController(forPresented:presenting:source:): "
        + "the container view does not exist yet; the animator's work starts in "
        + "animateTransition(using:).",
      sources: [
        .documented(.vcpgCustomAnimationSequence, at: "fact-interaction-asked-after-animator"),
        .observed(.logAviciiiphone2, at: "order-a-3"),
      ]),
    GlossaryEntry(
      .animationControllerForDismissed,
      meaning:
        "UIKit asks the transitioning delegate for the object that will animate the dismissal. "
        + "It asks inside dismiss(animated:completion:); nil means the standard animation and "
        + "no interaction controller.",
      belongs:
        "Return your dismissal animator from animationController(forDismissed:); it may be the "
        + "same object as the interaction controller.",
      avoid:
        "Don't touch the views in animationController(forDismissed:): the dismissal has not "
        + "begun; the animator's work starts in animateTransition(using:) or, for an interactive "
        + "dismissal, in startInteractiveTransition(_:).",
      sources: [
        .documented(.vcpgCustomAnimationSequence, at: "fact-interaction-asked-after-animator"),
        .observed(.logAviciiiphone2, at: "order-b-1"),
      ]),
    GlossaryEntry(
      .interactionControllerForPresentation,
      meaning:
        "UIKit asks whether a gesture will drive the presentation, passing the animator it just "
        + "got. It asks only when animationController(forPresented:presenting:source:) returned "
        + "an animator; nil means the animator runs on its own.",
      belongs:
        "Return an interaction controller from interactionControllerForPresentation(using:) only "
        + "while a gesture is driving the presentation (a pan that has begun); otherwise return "
        + "nil.",
      avoid:
        "Don't vend an interactor from interactionControllerForPresentation(using:) when no "
        + "finger is down: UIKit then calls startInteractiveTransition(_:) instead of "
        + "animateTransition(using:), and nothing calls update, finish or cancel.",
      sources: [
        .documented(
          .vcpgCustomAnimationSequence, "asked only if an animator was returned",
          at: "fact-interaction-asked-after-animator"),
        .documented(
          .transitioningHeader, "with an interaction controller UIKit starts it instead",
          at: "fact-interactor-owns-start"),
        .documented(.uikitStartInteractiveTransition, at: "fact-interactor-owns-start"),
        .observed(.logAviciiiphone2, at: "order-a-4"),
      ]),
    GlossaryEntry(
      .interactionControllerForDismissal,
      meaning:
        "UIKit asks whether a gesture will drive the dismissal, passing the animator it just "
        + "got. It asks only when animationController(forDismissed:) returned an animator; nil "
        + "means the animator runs on its own.",
      belongs:
        "Return an interaction controller from interactionControllerForDismissal(using:) while a "
        + "pan or swipe is driving the dismissal; a dismissal animator that is also the "
        + "interactor returns itself.",
      avoid:
        "Don't vend an interactor from interactionControllerForDismissal(using:) for a dismissal "
        + "started by a button: UIKit would wait for update, finish or cancel that never come, "
        + "unless your startInteractiveTransition(_:) animates to the end by itself.",
      sources: [
        .documented(
          .vcpgCustomAnimationSequence, "asked only if an animator was returned",
          at: "fact-interaction-asked-after-animator"),
        .documented(
          .transitioningHeader, "with an interaction controller UIKit starts it instead",
          at: "fact-interactor-owns-start"),
        .documented(.uikitStartInteractiveTransition, at: "fact-interactor-owns-start"),
        .observed(.logAviciiiphone2, at: "order-b-2"),
      ]),
  ]
}
