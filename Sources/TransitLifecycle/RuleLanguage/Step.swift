/// One kind of record a rule talks about: a call, a transition state or a view change, with who
/// received or made it and what it was passed.
///
/// A step is plain data. `Step+Lifecycle.swift` names the steps the lifecycle rules use
/// (`Step.animatorStart`, `Step.completion(.equals(true))`…); the checker matches them.
package struct Step: Sendable, Hashable, CustomStringConvertible {
  /// The records a step can match; any one of them will do.
  package enum Record: Sendable, Hashable {
    /// A call record with this name.
    case call(CallName)
    /// A transition record entering this state.
    case state(TransitionState)
    /// A view record that adds or moves a view.
    case viewAdded
    /// A view record that removes a view from its superview.
    case viewRemoved
    /// A `release` record: an object was freed.
    case released
    /// A `retained` record: an object was still alive after the transition that should have
    /// freed it.
    case retained
  }

  /// A participant, named by the part it plays in the transition the record belongs to.
  package enum Party: String, Sendable, Hashable {
    case anyone
    /// UIKit's own machinery (`"caller":"uikit"`).
    case uikit
    /// The presenting view controller: the `from` of a presentation, the `to` of a dismissal.
    case presenter
    /// The presented view controller.
    case presented
    /// The view controller the transition starts from: UIKit's `viewController(forKey: .from)`,
    /// the outgoing one of a push, pop or tab switch.
    case from
    /// The view controller the transition goes to: UIKit's `viewController(forKey: .to)`, the
    /// incoming one of a push, pop or tab switch.
    case to
    /// Any view controller.
    case viewController
    /// The transition's presentation controller.
    case presentationController
  }

  /// A test of the Boolean a record carries: the first Boolean argument of a call
  /// (`completeTransition(_:)`'s `didComplete`, `beginAppearanceTransition`'s `isAppearing`),
  /// or a transition record's `didComplete`.
  package enum Flag: Sendable, Hashable {
    case any
    case equals(Bool)
    /// Equal to what `completeTransition(_:)` was passed in the same transition.
    case matchesOutcome
  }

  /// A test of one argument of a call: present and null (`willMove(toParent: nil)`), or
  /// present and naming something (`willMove(toParent: vc.home)`).
  package struct ArgumentTest: Sendable, Hashable {
    package let key: String
    package let isNull: Bool

    package init(_ key: String, isNull: Bool) {
      self.key = key
      self.isNull = isNull
    }
  }

  /// Who caused an appearance callback.
  package enum Origin: String, Sendable, Hashable {
    case anyone
    /// UIKit delivered it itself, not from inside a `beginAppearanceTransition(_:animated:)`
    /// or `endAppearanceTransition()` that app code called.
    case uikit
  }

  /// The records that match, any one of them.
  package let records: [Record]
  /// For a call, whose method ran; for a view record, the view controller whose view moved.
  package let receiver: Party
  /// For a call or a view record, whose code made it.
  package let caller: Party
  package let flag: Flag
  /// For a call, whether it must have returned an object (not nil, not a value).
  package let returnsObject: Bool
  /// For a call, an argument it must carry (`context` marks a coordinator's blocks).
  package let requiredArgument: String?
  /// For an appearance callback, who caused it.
  package let origin: Origin
  /// For a call, a test of one of its arguments.
  package let argument: ArgumentTest?
  /// How reports name the step: `presentationTransitionWillBegin()`.
  package let label: String
  /// The kinds of record that show a log records this step at all; any one will do.
  package let channels: [Channel]
  /// Whether a record of another transition in flight also matches the step, not only one of
  /// the transition the rule judges: UIKit counts a view controller's appearance per view
  /// controller, so when two transitions overlap on it, the one that ends first delivers its
  /// did-callback (docs/lifecycle.md#fact-overlapping-appearance).
  package private(set) var acrossTransitions = false
  /// For a view record, whether the view must have gone somewhere other than the transition's
  /// container view, and not be a view controller's root view: a view the app puts over its
  /// own screen or in the window, which UIKit does not take away with the container view when
  /// the dismissal ends (docs/lifecycle.md#fact-presenter-views-outlive-sheet).
  package private(set) var outsideContainerView = false
  /// For a call, the Boolean it must have returned, by call name: a call named here that
  /// returned another value does not match, and one whose result the log does not give may.
  package private(set) var results: [CallName: Bool] = [:]
  /// For a rule judged over a sheet's drag (`Scope.sheetDrag`), whether a record of a
  /// transition UIKit requested matches too, not only a record outside every transition: the
  /// dismissal a swipe starts is such a transition.
  package private(set) var inTransitionsUIKitRequests = false

  package init(
    _ records: [Record], label: String, channels: [Channel], receiver: Party = .anyone,
    caller: Party = .anyone, flag: Flag = .any, returnsObject: Bool = false,
    requiredArgument: String? = nil, origin: Origin = .anyone, argument: ArgumentTest? = nil
  ) {
    self.records = records
    self.label = label
    self.channels = channels
    self.receiver = receiver
    self.caller = caller
    self.flag = flag
    self.returnsObject = returnsObject
    self.requiredArgument = requiredArgument
    self.origin = origin
    self.argument = argument
  }

  package var description: String { label }

  /// The step, also matched by records of the other transitions in flight.
  package func inAnyTransitionInFlight() -> Step {
    var step = self
    step.acrossTransitions = true
    return step
  }

  /// The step, matched only by a view put outside the transition's container view that is no
  /// view controller's root view.
  package func outsideTheContainerView() -> Step {
    var step = self
    step.outsideContainerView = true
    return step
  }

  /// The step, matched only by a call that returned the Boolean given for its name.
  package func returning(_ results: [CallName: Bool]) -> Step {
    var step = self
    step.results = results
    return step
  }

  /// The step, in a sheet's drag, also matched by a record of a transition UIKit requested.
  package func alsoInTransitionsUIKitRequests() -> Step {
    var step = self
    step.inTransitionsUIKitRequests = true
    return step
  }

}

/// What a log must record for a rule to judge it: a log from an app that printed only its
/// delegate and animator calls says nothing about its presentation controller's hooks.
///
/// A channel is recorded in a transition when a record of its kind appears there; the
/// presentation controller's channel carries over from a presentation to its dismissal, a
/// view controller's appearance channel holds once any callback of it has been seen, and a
/// navigation or tab bar delegate's channels hold for every transition of its container once
/// the log has shown one of its calls.
package enum Channel: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `transition` records: the log records the transition's states, `completed` among them.
  case states
  /// `present(_:animated:completion:)` and `dismiss(animated:completion:)` calls.
  case requests
  /// The transitioning delegate's requests.
  case delegate
  /// The presentation controller's hooks and getters.
  case presentationController
  /// UIKit's calls to the animator and the interaction controller.
  case animator
  /// Calls to the transition context.
  case context
  /// The interaction's `update(_:)`, `finish()` and `cancel()`.
  case interaction
  /// The coordinator's registrations and the blocks it runs.
  case coordinator
  /// A request's completion handler running.
  case completionHandler
  /// View hierarchy changes.
  case views
  /// The presenter's appearance callbacks.
  case presenterAppearance
  /// The presented view controller's appearance callbacks.
  case presentedAppearance
  /// Any view controller's appearance callbacks.
  case appearance
  /// The from-view controller's appearance callbacks.
  case fromAppearance
  /// The to-view controller's appearance callbacks.
  case toAppearance
  /// A navigation or tab bar delegate's requests for an animator and an interaction controller.
  case containerRequests
  /// A navigation delegate's `willShow`/`didShow`, or a tab bar delegate's
  /// `shouldSelect`/`didSelect`.
  case containerNotifications
  /// A view controller's containment calls: `addChild(_:)`, `removeFromParent()`,
  /// `willMove(toParent:)`, `didMove(toParent:)`.
  case containment
  /// Trait changes: `willTransition(to:with:)`, `traitCollectionDidChange(_:)` and the handlers
  /// registered for traits.
  case traits
  /// The adaptive presentation delegate's dismissal calls, which UIKit makes for a swipe on a
  /// sheet: `presentationControllerShouldDismiss(_:)`, `presentationControllerWillDismiss(_:)`,
  /// `presentationControllerDidDismiss(_:)`, `presentationControllerDidAttemptToDismiss(_:)`,
  /// and UIKit's read of the sheet's `isModalInPresentation` for the same swipe.
  case adaptiveDelegate
  /// The adaptive-style questions UIKit asks while it resolves a presentation: the
  /// presentation controller's `adaptivePresentationStyle(for:)` and its delegate's
  /// `adaptivePresentationStyle(for:traitCollection:)` (or the older `(for:)`).
  case adaptiveQueries
  /// A view controller's own view: `loadView()`, `viewWillLayoutSubviews()`,
  /// `viewDidLayoutSubviews()`, `updateViewConstraints()`, `viewSafeAreaInsetsDidChange()` and
  /// `updateContentUnavailableConfiguration(using:)`.
  case layout
  /// Objects' lifetimes: `release` records (an app's `deinit` prints), and `retained` ones
  /// (Transit's engine saw an object alive after the transition that should have freed it).
  case lifetimes

  package var description: String {
    switch self {
    case .states: return "transition state records"
    case .requests: return "present/dismiss calls"
    case .delegate: return "the transitioning delegate's requests"
    case .presentationController: return "the presentation controller's hooks"
    case .animator: return "UIKit's calls to the animator"
    case .context: return "calls to the transition context"
    case .interaction: return "the interaction's update/finish/cancel"
    case .coordinator: return "the transition coordinator's blocks"
    case .completionHandler: return "completion handlers"
    case .views: return "view hierarchy changes"
    case .presenterAppearance: return "the presenter's appearance callbacks"
    case .presentedAppearance: return "the presented view controller's appearance callbacks"
    case .appearance: return "appearance callbacks"
    case .fromAppearance: return "the from-view controller's appearance callbacks"
    case .toAppearance: return "the to-view controller's appearance callbacks"
    case .containerRequests: return "the container delegate's animator requests"
    case .containerNotifications: return "the container delegate's notifications"
    case .containment: return "containment calls"
    case .traits: return "trait change calls"
    case .adaptiveDelegate: return "the adaptive delegate's dismissal calls"
    case .adaptiveQueries: return "the adaptive-style questions"
    case .layout: return "the view controller's loading and layout callbacks"
    case .lifetimes: return "releases (deinit prints)"
    }
  }
}
