import TransitLifecycle
import TransitTrace

/// What the checker knows about one call name: the fact it tells about its transition, the
/// channel it shows the log records, and the steps that can match it.
///
/// Looked up once per call record, so that nothing downstream compares call names again.
struct CallInfo: Sendable {
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
  var isOptional = false
  /// Whether the call is `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()`: appearance forwarded by hand.
  var forwardsAppearance = false
  /// Where the call names its navigation or tab bar controller.
  var container = ContainerSource.none
  /// The steps that can match a record of this call.
  var steps: [Int] = []

  init(_ fact: Fact, _ channel: Channel?) {
    self.fact = fact
    self.channel = channel
  }

  /// The table for a compiled rule set: every call name the checker learns from or a step
  /// names.
  static func table(for compiled: CompiledRules) -> [CallName: CallInfo] {
    var table: [CallName: CallInfo] = [:]
    func add(_ names: [CallName], _ fact: Fact, _ channel: Channel?) {
      for name in names { table[name] = CallInfo(fact, channel) }
    }
    add([.present], .presentRequest, .requests)
    add([.dismiss], .dismissRequest, .requests)
    add(
      [.presentationControllerForPresented], .presentationDelegate(vendsController: true), .delegate
    )
    add(
      [.animationControllerForPresented], .presentationDelegate(vendsController: false), .delegate)
    add([.animationControllerForDismissed], .dismissalDelegate, .delegate)
    add(
      [.interactionControllerForPresentation, .interactionControllerForDismissal],
      .interactionRequest, .delegate)
    add(
      [.presentationTransitionWillBegin, .presentationTransitionDidEnd],
      .presentationHook(.present), .presentationController)
    add(
      [.dismissalTransitionWillBegin, .dismissalTransitionDidEnd],
      .presentationHook(.dismiss), .presentationController)
    add(
      [
        .presentedView, .frameOfPresentedViewInContainerView, .shouldRemovePresentersView,
        .shouldPresentInFullscreen, .containerViewWillLayoutSubviews,
        .containerViewDidLayoutSubviews,
      ], .presentationHook(nil), .presentationController)
    add([.animateTransition], .animatorStart(interactive: false), .animator)
    add([.startInteractiveTransition], .animatorStart(interactive: true), .animator)
    add([.transitionDuration, .wantsInteractiveStart, .interruptibleAnimator], .none, .animator)
    add([.animationEnded], .animationEnded, .animator)
    add([.completeTransition], .complete, .context)
    add(
      [
        .containerView, .viewControllerForKey, .viewForKey, .initialFrame, .finalFrame,
        .transitionWasCancelled,
      ], .none, .context)
    add(
      [.updateInteractiveTransition, .finishInteractiveTransition, .cancelInteractiveTransition],
      .interaction, .context)
    add([.update, .finish, .cancel], .interaction, .interaction)
    add(
      [
        .animateAlongsideTransition, .notifyWhenInteractionChanges, .alongsideTransition,
        .interactionChanged,
      ], .none, .coordinator)
    add([.completion], .completionHandler, .completionHandler)
    add([.completionWithArgument], .blockWithArgument, nil)
    add(Array(CallName.appearanceCallbacks).sorted(), .appearance, .appearance)
    add([.beginAppearanceTransition, .endAppearanceTransition], .none, .appearance)
    table[.beginAppearanceTransition]?.forwardsAppearance = true
    table[.endAppearanceTransition]?.forwardsAppearance = true
    addContainerCalls(to: &table)
    add(
      [.addChild, .removeFromParent, .willMoveToParent, .didMoveToParent, .transitionFromTo],
      .none, .containment)
    add(
      [
        .willTransitionToTraits, .traitCollectionDidChange, .registerForTraitChanges,
        .traitChangeHandler,
      ], .none, .traits)

    for (name, steps) in compiled.stepsByCall {
      table[name, default: CallInfo(.none, nil)].steps = steps
    }
    for name in compiled.implementsNames {
      table[name, default: CallInfo(.none, nil)].isOptional = true
    }
    return table
  }

  /// The calls of navigation and tab bar controllers and their delegates.
  private static func addContainerCalls(to table: inout [CallName: CallInfo]) {
    func add(_ name: CallName, _ fact: Fact, _ channel: Channel?, _ container: ContainerSource) {
      var info = CallInfo(fact, channel)
      info.container = container
      table[name] = info
    }
    add(.pushViewController, .navigationRequest(.push), .requests, .receiver)
    add(.popViewController, .navigationRequest(.pop), .requests, .receiver)
    add(.popToRootViewController, .navigationRequest(.pop), .requests, .receiver)
    add(.setViewControllers, .navigationRequest(nil), .requests, .receiver)
    add(.selectedIndex, .selectionSetter, .requests, .receiver)
    add(.selectedViewController, .selectionSetter, .requests, .receiver)
    let navigation = ContainerSource.argument("navigationController")
    let tabBar = ContainerSource.argument("tabBarController")
    add(.navigationAnimationController, .containerAnimatorRequest, .containerRequests, navigation)
    add(.navigationInteractionController, .interactionRequest, .containerRequests, navigation)
    add(.tabBarAnimationController, .containerAnimatorRequest, .containerRequests, tabBar)
    add(.tabBarInteractionController, .interactionRequest, .containerRequests, tabBar)
    add(
      .navigationControllerWillShow, .containerNotification(nil), .containerNotifications,
      navigation)
    add(
      .navigationControllerDidShow, .containerNotification(nil), .containerNotifications,
      navigation)
    add(
      .tabBarControllerShouldSelect, .containerNotification(.tabSwitch), .containerNotifications,
      tabBar)
    add(
      .tabBarControllerDidSelect, .containerNotification(.tabSwitch), .containerNotifications,
      tabBar)
    let pages = ContainerSource.argument("pageViewController")
    add(.setPageViewControllers, .none, .requests, .receiver)
    add(.pageViewControllerBefore, .none, .containerRequests, pages)
    add(.pageViewControllerAfter, .none, .containerRequests, pages)
    add(
      .pageWillTransition, .containerNotification(.pageSwipe), .containerNotifications, pages)
    add(
      .pageDidFinishAnimating, .containerNotification(.pageSwipe), .containerNotifications, pages
    )
  }
}
