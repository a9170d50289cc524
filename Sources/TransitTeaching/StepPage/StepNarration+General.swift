import TransitReporter
import TransitTrace

extension StepNarration {
  /// What a call is about in general, from the part its receiver plays, for a call the
  /// glossary does not explain yet; nil where the record says enough by itself.
  ///
  /// Deliberately about roles, not single calls: the glossary is where each call is explained,
  /// and this only keeps a step without an entry from standing bare.
  func general(_ event: Event) -> String? {
    guard let call = event.call else { return nil }
    if call.block != nil {
      return "A closure runs: code handed to UIKit earlier runs now, at this point of the "
        + "transition."
    }
    if AppearanceCallback(call.name) != nil {
      return "An appearance callback: UIKit tells a view controller where its view stands. In "
        + "a modal presentation the presented view controller always gets them; the presenting "
        + "one only when the presentation controller's shouldRemovePresentersView is true."
    }
    if call.name == .viewDidLoad {
      return "The view controller has loaded its view and builds its subviews here. Nothing "
        + "of it is on screen yet."
    }
    let callerRole = facts.participant(call.callerID)?.role
    let role = facts.participant(call.receiver)?.role
    if role == .uikit {
      return "The app's code calls into UIKit."
    }
    switch role {
    case .transitioningDelegate? where callerRole == .uikit:
      return "UIKit asks the transitioning delegate for an object for this transition. What it "
        + "returns, or nil, decides which of your objects take part; an interaction controller "
        + "is asked for only when an animator was returned."
    case .containerDelegate? where callerRole == .uikit:
      return "UIKit asks the container's delegate for an object for this transition, or tells "
        + "it what the container is doing."
    case .presentationController?:
      return "A hook or property of the presentation controller, which owns the views around "
        + "the presented view (a dimming view, a blur) and the presented view's frame for as "
        + "long as the view controller stays presented."
    case .animator?:
      return "A call to the animator, the object that animates the transition inside the "
        + "container view and must call completeTransition(_:) when it is done."
    case .interactionController?:
      return "A call to the interaction controller, which drives the transition from a gesture "
        + "and decides whether it finishes or cancels."
    case .transitionContext?:
      return "The transition context, which UIKit hands the animator, tells it the container "
        + "view, the view controllers, their views and frames, and hears how the transition "
        + "went."
    case .transitionCoordinator?:
      return "The transition coordinator lets other code (the presentation controller, the view "
        + "controllers) animate alongside the transition or hear how it ends."
    default:
      return nil
    }
  }
}
