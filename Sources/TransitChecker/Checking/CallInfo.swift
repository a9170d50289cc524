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
  }

  let fact: Fact
  let channel: Channel?
  /// Whether the call is an optional method some condition asks about.
  var isOptional = false
  /// Whether the call is `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()`: appearance forwarded by hand.
  var forwardsAppearance = false
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
    add([.transitionDuration, .wantsInteractiveStart], .none, .animator)
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

    for (name, steps) in compiled.stepsByCall {
      table[name, default: CallInfo(.none, nil)].steps = steps
    }
    for name in compiled.implementsNames {
      table[name, default: CallInfo(.none, nil)].isOptional = true
    }
    return table
  }
}
