import TransitLifecycle
import TransitTrace

/// What the checker knows about one call name: the fact it tells about its transition, the
/// channel it shows the log records, and the steps that can match it.
///
/// Looked up once per call record, so that nothing downstream compares call names again. A
/// class, made once per name when the checker is made (`Draft`): every call record reads it,
/// and hands it on to its transition, and sharing it costs one count where copying its fields
/// (its steps, its container) cost several, and the outlined copy and destroy around them.
final class CallInfo: Sendable {
  /// The fact a call tells about its transition.
  enum Fact: Sendable {
    case none
    case presentRequest
    case dismissRequest
    /// A presentation request to the delegate; `vendsController` for the one that returns
    /// the presentation controller.
    case presentationDelegate(vendsController: Bool)
    case dismissalDelegate
    case interactionRequest
    /// A presentation controller hook, and the kind of transition it belongs to if only one.
    case presentationHook(TransitionKind?)
    /// UIKit starting the animator, interactively or not.
    case animatorStart(interactive: Bool)
    case complete
    case interaction
    case completionHandler
    case appearance
    /// `completion(_:)`: a coordinator's completion block when it carries a `context`, else
    /// the completion of a UIView animation.
    case blockWithArgument
    /// `animationEnded(_:)`, the last call of a transition.
    case animationEnded
    /// A navigation controller's change of its stack: a push, a pop, or either (nil).
    case navigationRequest(TransitionKind?)
    /// `selectedIndex` or `selectedViewController` set: a tab switch asked for in code.
    case selectionSetter
    /// A navigation or tab bar delegate's request for an animator.
    case containerAnimatorRequest
    /// A navigation or tab bar delegate's notification, and the kind of transition it tells of
    /// if only one.
    case containerNotification(TransitionKind?)
  }

  /// Where a call names the navigation or tab bar controller it concerns.
  enum ContainerSource: Sendable {
    /// The call concerns no container.
    case none
    /// The call is the container's own method.
    case receiver
    /// A delegate's call, which names the container in this argument.
    case argument(String)
  }

  let fact: Fact
  let channel: Channel?
  /// Whether the call is an optional method some condition asks about.
  let isOptional: Bool
  /// Whether the call is `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()`: appearance forwarded by hand.
  let forwardsAppearance: Bool
  /// Whether the lifetime rules read the call (`CheckRun+Lifetime.swift`): a presentation's
  /// animator request, a dismissal's request, a screen disappearing or leaving its parent.
  let tellsLifetimes: Bool
  /// Where the call names its navigation or tab bar controller.
  let container: ContainerSource
  /// Whether the call is `handler(_:)`, which an alert action's handler shares with the
  /// coordinator's interaction handler.
  var isAlertActionHandler: Bool { asAlertActionHandler != nil }
  /// The steps that can match a record of this call.
  let steps: [Int]
  /// For `handler(_:)`, the same call taken as an alert action's handler: a completion handler,
  /// on the alert handler's channel (docs/lifecycle.md#fact-alert-handler-after-dismissal).
  let asAlertActionHandler: CallInfo?

  /// What is known of a call while the table is made.
  struct Draft {
    let fact: Fact
    var channel: Channel?
    var isOptional = false
    var forwardsAppearance = false
    var tellsLifetimes = false
    var container = ContainerSource.none
    var isAlertActionHandler = false
    var steps: [Int] = []

    init(_ fact: Fact, _ channel: Channel?) {
      self.fact = fact
      self.channel = channel
    }
  }

  private init(_ draft: Draft, channel: Channel?, asAlertActionHandler: CallInfo?) {
    fact = draft.fact
    self.channel = channel
    isOptional = draft.isOptional
    forwardsAppearance = draft.forwardsAppearance
    tellsLifetimes = draft.tellsLifetimes
    container = draft.container
    steps = draft.steps
    self.asAlertActionHandler = asAlertActionHandler
  }

  convenience init(_ draft: Draft) {
    let alert =
      draft.isAlertActionHandler
      ? CallInfo(
        draft, channel: CallDefinition.alertActionHandler.channel, asAlertActionHandler: nil)
      : nil
    self.init(draft, channel: draft.channel, asAlertActionHandler: alert)
  }

  /// The table for a compiled rule set: every call name the checker learns from or a step
  /// names. Each call's channel is the vocabulary's (`CallVocabulary`); the facts are the
  /// checker's own.
  static func table(for compiled: CompiledRules) -> [CallName: CallInfo] {
    var table: [CallName: Draft] = [:]
    func add(_ names: [CallName], _ fact: Fact) {
      for name in names {
        table[name] = Draft(fact, CallVocabulary.definition(of: name)?.channel)
      }
    }
    add([.present], .presentRequest)
    add([.dismiss], .dismissRequest)
    add([.presentationControllerForPresented], .presentationDelegate(vendsController: true))
    add([.animationControllerForPresented], .presentationDelegate(vendsController: false))
    add([.animationControllerForDismissed], .dismissalDelegate)
    add(
      [.interactionControllerForPresentation, .interactionControllerForDismissal],
      .interactionRequest)
    add(
      [.presentationTransitionWillBegin, .presentationTransitionDidEnd], .presentationHook(.present)
    )
    add([.dismissalTransitionWillBegin, .dismissalTransitionDidEnd], .presentationHook(.dismiss))
    add(
      [
        .presentedView, .frameOfPresentedViewInContainerView, .shouldRemovePresentersView,
        .shouldPresentInFullscreen, .containerViewWillLayoutSubviews,
        .containerViewDidLayoutSubviews,
      ], .presentationHook(nil))
    add([.animateTransition], .animatorStart(interactive: false))
    add([.startInteractiveTransition], .animatorStart(interactive: true))
    add([.transitionDuration, .wantsInteractiveStart, .interruptibleAnimator], .none)
    add([.animationEnded], .animationEnded)
    add([.completeTransition], .complete)
    add(
      [
        .containerView, .viewControllerForKey, .viewForKey, .initialFrame, .finalFrame,
        .transitionWasCancelled,
      ], .none)
    add(
      [.updateInteractiveTransition, .finishInteractiveTransition, .cancelInteractiveTransition],
      .interaction)
    add([.update, .finish, .cancel], .interaction)
    add(
      [
        .animateAlongsideTransition, .notifyWhenInteractionChanges, .alongsideTransition,
        .interactionChanged,
      ], .none)
    add([.completion], .completionHandler)
    add([.completionWithArgument], .blockWithArgument)
    add(Array(CallName.appearanceCallbacks).sorted(), .appearance)
    add([.beginAppearanceTransition, .endAppearanceTransition], .none)
    table[.beginAppearanceTransition]?.forwardsAppearance = true
    table[.endAppearanceTransition]?.forwardsAppearance = true
    addContainerCalls(to: &table)
    add(
      [.addChild, .removeFromParent, .willMoveToParent, .didMoveToParent, .transitionFromTo],
      .none)
    add(
      [
        .willTransitionToTraits, .traitCollectionDidChange, .registerForTraitChanges,
        .traitChangeHandler,
      ], .none)
    add(
      [
        .presentationControllerWillDismiss, .presentationControllerDidDismiss,
        .presentationControllerShouldDismiss, .presentationControllerDidAttemptToDismiss,
        .isModalInPresentation,
      ], .none)
    add([.adaptivePresentationStyle, .adaptivePresentationStyleForTraits], .none)
    add(CallName.viewLifecycleCallbacks.sorted(), .none)
    add(
      [
        .addAction, .show, .showDetailViewController, .targetViewControllerForAction,
        .setNavigationBarHidden, .setViewControllerForColumn, .topColumnForCollapsing,
        .displayModeForExpanding, .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
        .presentSearchController, .willPresentSearchController, .didPresentSearchController,
        .willDismissSearchController, .didDismissSearchController, .updateSearchResults,
      ], .none)

    if !compiled.lifetimeRules.isEmpty {
      let names: [CallName] = [
        .animationControllerForPresented, .dismiss, .viewDidAppear, .viewDidDisappear,
        .didMoveToParent, .removeFromParent,
      ]
      for name in names { table[name]?.tellsLifetimes = true }
    }
    for (name, steps) in compiled.stepsByCall {
      table[name, default: Draft(.none, nil)].steps = steps
    }
    for name in compiled.implementsNames {
      table[name, default: Draft(.none, nil)].isOptional = true
    }
    table[.alertActionHandler]?.isAlertActionHandler = true
    return table.mapValues(CallInfo.init)
  }

  /// The calls of navigation and tab bar controllers and their delegates.
  private static func addContainerCalls(to table: inout [CallName: Draft]) {
    func add(_ name: CallName, _ fact: Fact, _ container: ContainerSource) {
      var info = Draft(fact, CallVocabulary.definition(of: name)?.channel)
      info.container = container
      table[name] = info
    }
    add(.pushViewController, .navigationRequest(.push), .receiver)
    add(.popViewController, .navigationRequest(.pop), .receiver)
    add(.popToRootViewController, .navigationRequest(.pop), .receiver)
    add(.setViewControllers, .navigationRequest(nil), .receiver)
    add(.selectedIndex, .selectionSetter, .receiver)
    add(.selectedViewController, .selectionSetter, .receiver)
    add(.selectedTab, .selectionSetter, .receiver)
    let navigation = ContainerSource.argument("navigationController")
    let tabBar = ContainerSource.argument("tabBarController")
    add(.navigationAnimationController, .containerAnimatorRequest, navigation)
    add(.navigationInteractionController, .interactionRequest, navigation)
    add(.tabBarAnimationController, .containerAnimatorRequest, tabBar)
    add(.tabBarInteractionController, .interactionRequest, tabBar)
    add(
      .navigationControllerWillShow, .containerNotification(nil), navigation)
    add(
      .navigationControllerDidShow, .containerNotification(nil), navigation)
    add(
      .tabBarControllerShouldSelect, .containerNotification(.tabSwitch), tabBar)
    add(
      .tabBarControllerDidSelect, .containerNotification(.tabSwitch), tabBar)
    add(
      .tabBarControllerShouldSelectTab, .containerNotification(.tabSwitch), tabBar)
    add(
      .tabBarControllerDidSelectTab, .containerNotification(.tabSwitch), tabBar)
    let pages = ContainerSource.argument("pageViewController")
    add(.setPageViewControllers, .none, .receiver)
    add(.pageViewControllerBefore, .none, pages)
    add(.pageViewControllerAfter, .none, pages)
    add(.pageWillTransition, .containerNotification(.pageSwipe), pages)
    add(.pageDidFinishAnimating, .containerNotification(.pageSwipe), pages)
  }
}
