// Who makes each call, where the lifecycle says: a log that does not give a call's caller
// (an app's own log never does) still tells UIKit's calls by this. UIKit calls a
// presentation controller's hooks, a delegate's requests and an interaction controller's
// start; an animator's animateTransition(using:) and transitionDuration(using:) come from UIKit
// or, in an interactive transition, from the interaction controller that drives the animator
// (sdk-uiviewcontrollertransitioning-h: the interactor calls animateTransition if needed).
extension CallName {
  /// Who may make a call.
  package enum Callers: Sendable, Hashable {
    /// Only UIKit: its hooks, requests and callbacks.
    case uikit
    /// UIKit, or in an interactive transition the interaction controller.
    case uikitOrInteraction
    /// Anyone: app code, UIKit, a closure's runner.
    case anyone
  }

  /// Who may make this call.
  package var callers: Callers {
    if Self.uikitOnly.contains(self) { return .uikit }
    if self == .animateTransition || self == .transitionDuration { return .uikitOrInteraction }
    return .anyone
  }

  private static let uikitOnly: Set<CallName> = [
    .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
    .dismissalTransitionDidEnd, .presentedView, .frameOfPresentedViewInContainerView,
    .shouldRemovePresentersView, .shouldPresentInFullscreen, .containerViewWillLayoutSubviews,
    .containerViewDidLayoutSubviews, .presentationControllerForPresented,
    .animationControllerForPresented, .animationControllerForDismissed,
    .interactionControllerForPresentation, .interactionControllerForDismissal,
    .startInteractiveTransition, .animationEnded, .wantsInteractiveStart, .completionSpeed,
    .navigationAnimationController, .navigationInteractionController,
    .navigationControllerWillShow, .navigationControllerDidShow, .tabBarAnimationController,
    .tabBarInteractionController, .tabBarControllerShouldSelect, .tabBarControllerDidSelect,
    .tabBarControllerShouldSelectTab, .tabBarControllerDidSelectTab,
  ]
}
