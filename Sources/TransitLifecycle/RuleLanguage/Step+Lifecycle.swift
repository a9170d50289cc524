// The steps the lifecycle rules are written with, grouped by the object that takes the call.
// Each names its records the way the log writes them (`CallName`s, `TransitionState`s) and the
// channel that shows a log records it at all.
extension Step {
  // MARK: Requests and the transitioning delegate

  /// `present(_:animated:completion:)` or `dismiss(animated:completion:)`, from app code.
  package static let request = Step(
    [.call(.present), .call(.dismiss)],
    label: "present(_:animated:completion:) or dismiss(animated:completion:)",
    channels: [.requests])

  /// The start of a transition: its `requested` record, or the request call it belongs to.
  package static let transitionRequested = Step(
    [.state(.requested), .call(.present), .call(.dismiss)], label: "the transition's request",
    channels: [.states, .requests])

  /// A transitioning-delegate request that returned an object.
  package static func vended(_ name: CallName) -> Step {
    Step(
      [.call(name)], label: "\(name) returning an object", channels: [.delegate],
      caller: .uikit, returnsObject: true)
  }

  /// A transitioning-delegate request, whatever it returned.
  package static func asked(_ name: CallName) -> Step {
    Step([.call(name)], label: name.rawValue, channels: [.delegate], caller: .uikit)
  }

  // MARK: The presentation controller

  /// A hook or getter of the presentation controller that UIKit calls.
  package static func hook(_ name: CallName, flag: Flag = .any) -> Step {
    Step(
      [.call(name)], label: flagged(name, flag), channels: [.presentationController],
      caller: .uikit, flag: flag)
  }

  /// `presentationTransitionWillBegin()` or `dismissalTransitionWillBegin()`.
  package static let willBegin = Step(
    [.call(.presentationTransitionWillBegin), .call(.dismissalTransitionWillBegin)],
    label: "presentationTransitionWillBegin() or dismissalTransitionWillBegin()",
    channels: [.presentationController], caller: .uikit)

  /// The presentation controller adds a view of its own (chrome such as a dimming view).
  package static let chromeAdded = Step(
    [.viewAdded], label: "a view the presentation controller adds", channels: [.views],
    caller: .presentationController)

  /// The presentation controller removes a view from its superview.
  package static let chromeRemoved = Step(
    [.viewRemoved], label: "a view the presentation controller removes", channels: [.views],
    caller: .presentationController)

  // MARK: The animator and the interaction controller

  /// UIKit starts the animator: `animateTransition(using:)`, or `startInteractiveTransition(_:)`
  /// on the interaction controller.
  package static let animatorStart = Step(
    [.call(.animateTransition), .call(.startInteractiveTransition)],
    label: "UIKit's animateTransition(using:) or startInteractiveTransition(_:)",
    channels: [.animator], caller: .uikit)

  /// The animator runs: `animateTransition(using:)` or `startInteractiveTransition(_:)`,
  /// whoever called it. An interaction controller may start the animator itself; the
  /// transition it runs owes its completion all the same.
  package static let animatorRuns = Step(
    [.call(.animateTransition), .call(.startInteractiveTransition)],
    label: "animateTransition(using:) or startInteractiveTransition(_:)", channels: [.animator])

  /// UIKit calls the animator's `animateTransition(using:)`.
  package static let animateTransition = Step(
    [.call(.animateTransition)], label: "UIKit's animateTransition(using:)",
    channels: [.animator], caller: .uikit)

  /// UIKit calls the interaction controller's `startInteractiveTransition(_:)`.
  package static let startInteractiveTransition = Step(
    [.call(.startInteractiveTransition)], label: "UIKit's startInteractiveTransition(_:)",
    channels: [.animator], caller: .uikit)

  /// UIKit asks the animator for `transitionDuration(using:)`.
  package static let durationAsked = Step(
    [.call(.transitionDuration)], label: "UIKit's transitionDuration(using:)",
    channels: [.animator], caller: .uikit)

  /// `animationEnded(_:)` on the animator.
  package static func animationEnded(_ flag: Flag = .any) -> Step {
    Step(
      [.call(.animationEnded)], label: flagged(.animationEnded, flag), channels: [.animator],
      flag: flag)
  }

  // MARK: The transition context

  /// The transition completes: `completeTransition(_:)` or the `completed` record, whichever
  /// the log shows first.
  package static func completion(_ flag: Flag = .any) -> Step {
    Step(
      [.call(.completeTransition), .state(.completed)], label: flagged(.completeTransition, flag),
      channels: [.context, .states], flag: flag)
  }

  /// A call of `completeTransition(_:)` itself.
  package static func completeTransitionCall(_ flag: Flag = .any) -> Step {
    Step(
      [.call(.completeTransition)], label: flagged(.completeTransition, flag),
      channels: [.context, .states], flag: flag)
  }

  /// The interaction is cancelled: `cancel()`, `cancelInteractiveTransition()` or `cancelling`.
  package static let cancel = Step(
    [.call(.cancel), .call(.cancelInteractiveTransition), .state(.cancelling)],
    label: "cancelInteractiveTransition()", channels: [.interaction, .states])

  /// The interaction is finished: `finish()`, `finishInteractiveTransition()` or `finishing`.
  package static let finish = Step(
    [.call(.finish), .call(.finishInteractiveTransition), .state(.finishing)],
    label: "finishInteractiveTransition()", channels: [.interaction, .states])

  // MARK: Appearance

  /// An appearance callback of a view controller playing `party`.
  package static func callback(
    _ names: [CallName], of party: Party, origin: Origin = .anyone, label: String? = nil
  ) -> Step {
    let channel: Channel =
      switch party {
      case .presenter: .presenterAppearance
      case .presented: .presentedAppearance
      case .from: .fromAppearance
      case .to: .toAppearance
      default: .appearance
      }
    let whose =
      switch party {
      case .presenter: " on the presenter"
      case .presented: " on the presented view controller"
      case .from: " on the from-view controller"
      case .to: " on the to-view controller"
      default: ""
      }
    let text = label ?? names.map(\.rawValue).joined(separator: " or ") + whose
    return Step(
      names.map { .call($0) }, label: text, channels: [channel], receiver: party,
      origin: origin)
  }

  /// The will-callbacks.
  package static let willCallbacks: [CallName] = [.viewWillAppear, .viewWillDisappear]
  /// The did-callbacks.
  package static let didCallbacks: [CallName] = [.viewDidAppear, .viewDidDisappear]

  /// `beginAppearanceTransition(_:animated:)` called on a view controller.
  package static func beginAppearance(isAppearing: Bool) -> Step {
    Step(
      [.call(.beginAppearanceTransition)],
      label: "beginAppearanceTransition(\(isAppearing), animated:)", channels: [.appearance],
      receiver: .viewController, flag: .equals(isAppearing))
  }

  /// `endAppearanceTransition()` called on a view controller.
  package static let endAppearance = Step(
    [.call(.endAppearanceTransition)], label: "endAppearanceTransition()",
    channels: [.appearance], receiver: .viewController)

  /// `viewDidLoad()`: the view controller is loaded and not on screen yet.
  package static let viewDidLoad = Step(
    [.call(.viewDidLoad)], label: "viewDidLoad()", channels: [.appearance],
    receiver: .viewController)

  // MARK: Completion handlers and the coordinator

  /// The completion handler of `present` or `dismiss` runs.
  package static let completionHandler = Step(
    [.call(.completion)], label: "the completion handler", channels: [.completionHandler])

  /// A block given to `animate(alongsideTransition:completion:)` as its animation runs.
  package static let alongsideAnimation = Step(
    [.call(.alongsideTransition)], label: "an alongside animation block",
    channels: [.coordinator])

  /// A block given to `animate(alongsideTransition:completion:)` as its completion runs.
  package static let coordinatorCompletion = Step(
    [.call(.completionWithArgument)], label: "a coordinator completion block",
    channels: [.coordinator], requiredArgument: "context")

  // MARK: Views

  /// The presented view controller's view (or its `presentedView`) enters the hierarchy.
  package static let toViewAdded = Step(
    [.viewAdded], label: "the presented view added to the container view", channels: [.views],
    receiver: .presented)

  /// The presenting view controller's view enters the hierarchy: on a dismissal, put back into
  /// the container view after the presentation took it away.
  package static let presenterViewAdded = Step(
    [.viewAdded], label: "the presenter's view added to the container view", channels: [.views],
    receiver: .presenter)

  /// `name` with its flag test in words: `completeTransition(true)`.
  static func flagged(_ name: CallName, _ flag: Flag) -> String {
    let base = name.rawValue.prefix { $0 != "(" }
    switch flag {
    case .any: return name.rawValue
    case .equals(let value): return "\(base)(\(value))"
    case .matchesOutcome: return "\(base)(_:) with completeTransition's flag"
    }
  }
}
