// Which kind of transition a call belongs to, where a call belongs to one kind only, and which
// calls start one. A log that records no transition states is read by these: its transitions
// are labelled by the call that started them (a dismissal by `animationController(forDismissed:)`,
// not "Presentation #2"), and the importer cuts console output into transitions with them.
// The orders come from the reference (docs/lifecycle.md): a request, then the delegate's
// requests inside it (vcpg-custom-animation-sequence, vcpg-presentation-process).
extension CallName {
  /// The kind of transition the call belongs to, when it can belong to one kind only; nil
  /// for calls of every kind (appearance callbacks, the animator, the context) and for a
  /// navigation delegate's requests, whose `operation` argument says push or pop.
  package var transitionKind: TransitionKind? { Self.kinds[self] }

  /// Whether the call opens a transition of its kind: a request, or the first thing UIKit
  /// asks or tells when the request was not logged. Each comes at most once per transition, so
  /// a second one begins the next transition.
  package var startsTransition: Bool { Self.starters.contains(self) }

  /// Whether the call is the last of its transition: `animationEnded(_:)`, a navigation
  /// delegate's `didShow`, a request's completion handler.
  package var endsTransition: Bool { Self.enders.contains(self) }

  private static let kinds: [CallName: TransitionKind] = {
    var kinds: [CallName: TransitionKind] = [:]
    for name: CallName in [
      .present, .presentationControllerForPresented, .animationControllerForPresented,
      .interactionControllerForPresentation, .presentationTransitionWillBegin,
      .presentationTransitionDidEnd,
    ] { kinds[name] = .present }
    for name: CallName in [
      .dismiss, .animationControllerForDismissed, .interactionControllerForDismissal,
      .dismissalTransitionWillBegin, .dismissalTransitionDidEnd,
    ] { kinds[name] = .dismiss }
    kinds[.pushViewController] = .push
    kinds[.popViewController] = .pop
    kinds[.popToRootViewController] = .pop
    kinds[.popToViewController] = .pop
    for name: CallName in [
      .selectedIndex, .selectedViewController, .tabBarControllerShouldSelect,
      .tabBarControllerDidSelect, .tabBarAnimationController, .tabBarInteractionController,
      .selectedTab, .tabBarControllerShouldSelectTab, .tabBarControllerDidSelectTab,
    ] { kinds[name] = .tabSwitch }
    kinds[.viewWillTransitionToSize] = .sizeChange
    return kinds
  }()

  private static let starters: Set<CallName> = [
    .present, .presentationControllerForPresented, .animationControllerForPresented,
    .presentationTransitionWillBegin,
    .dismiss, .animationControllerForDismissed, .dismissalTransitionWillBegin,
    .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
    .setViewControllers, .navigationAnimationController, .navigationControllerWillShow,
    .selectedIndex, .selectedViewController, .tabBarControllerShouldSelect,
    .selectedTab, .tabBarControllerShouldSelectTab, .tabBarAnimationController,
    .viewWillTransitionToSize,
  ]

  private static let enders: Set<CallName> = [
    .animationEnded, .navigationControllerDidShow, .completion,
  ]
}
