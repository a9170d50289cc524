/// One numbered record of the log: a call, or something that happened that is not a call.
///
/// Every event carries its place (`seq`, 1-based and gapless), its virtual time, the transition it
/// belongs to and the call it runs inside, so nesting can be drawn and state replayed.
public struct Event: Sendable, Hashable {
  /// The event's number: 1 for the first event of the log, then one more for each.
  public var seq: Int
  /// Virtual time, in seconds from the start of the run.
  public var time: VirtualTime
  /// The id of the transition the event belongs to, or nil outside any transition.
  public var transition: Int?
  /// The `seq` of the call (or gesture) this event runs inside, or nil at the top level.
  public var cause: Int?
  /// What happened.
  public var body: Body
  /// For a log imported from console text, the line of the console file the event was read
  /// from (the log's header names the file), so reports point at what the developer printed.
  public var line: Int?

  public init(
    seq: Int, time: VirtualTime, transition: Int?, cause: Int?, body: Body, line: Int? = nil
  ) {
    self.seq = seq
    self.time = time
    self.transition = transition
    self.cause = cause
    self.body = body
    self.line = line
  }

  /// The kinds of event, each written with its own `"type"`.
  public enum Body: Sendable, Hashable {
    /// `"type":"call"`: one object called a method, getter or closure of another.
    case call(Call)
    /// `"type":"transition"`: a transition's state changed.
    case transition(TransitionChange)
    /// `"type":"view"`: the view hierarchy changed.
    case view(ViewChange)
    /// `"type":"gesture"`: the user touched the screen.
    case gesture(Gesture)
    /// `"type":"warning"`: what UIKit prints or does when it is misused.
    case warning(Diagnostic)
    /// `"type":"note"`: a remark from the engine about behaviour no source has established.
    case note(Diagnostic)
    /// `"type":"release"`: an object was freed (`Lifetime.swift`).
    case release(Release)
    /// `"type":"retained"`: an object a completed transition removed was still alive a turn
    /// later.
    case retained(Retention)

    /// The value of the record's `"type"` field.
    public var typeName: String { recordKind.rawValue }
  }

  /// The call, if this event is one.
  public var call: Call? {
    if case .call(let call) = body { return call }
    return nil
  }
}

/// A call from one participant to another.
///
/// `{"seq":12,"type":"call","t":0,"transition":1,"cause":null,"caller":"uikit",
///   "receiver":"animator.present","call":"transitionDuration(using:)",
///   "args":{"transitionContext":"ctx.1"},"result":0.6}`
public struct Call: Sendable, Hashable {
  /// The participant whose code made the call; nil when the log does not know it, as an app's
  /// own log never does for the calls it receives (an animator cannot tell whether UIKit or an
  /// interaction controller called `animateTransition(using:)`).
  public var caller: String?
  /// The participant whose method, getter or closure ran.
  public var receiver: String
  /// The Swift signature as UIKit spells it: `animationController(forPresented:presenting:source:)`.
  public var name: CallName
  /// The arguments, in signature order.
  public var args: Arguments
  /// What the call returned: `.null` for nil; absent for `Void`, or when the log does not say,
  /// which for a call that returns something means unknown, never nil.
  public var result: Value?
  /// For a closure UIKit runs (a completion, an alongside animation), the `seq` of the call
  /// that handed the closure over.
  public var block: Int?

  public init(
    caller: String?, receiver: String, name: CallName, args: Arguments = Arguments(),
    result: Value? = nil, block: Int? = nil
  ) {
    self.caller = caller
    self.receiver = receiver
    self.name = name
    self.args = args
    self.result = result
    self.block = block
  }
}

extension Call {
  /// How diagrams and text name a caller the log does not give: a column of its own, `?`.
  package static let unknownCaller = "?"

  /// The caller's id, or `?` when the log does not give it.
  package var callerID: String { caller ?? Self.unknownCaller }
}

/// A transition's state changed: `{"type":"transition","state":"requested","kind":"present",…}`.
public struct TransitionChange: Sendable, Hashable {
  public var state: TransitionState
  /// What kind of transition; given when it is `requested`.
  public var kind: TransitionKind?
  /// The view controller shown before the transition; given when it is `requested`.
  public var from: String?
  /// The view controller shown after it; given when it is `requested`.
  public var to: String?
  /// The presentation style (`custom`, `fullScreen`, `pageSheet`…) of a modal transition.
  public var style: String?
  /// Whether the transition is animated; given when it is `requested`.
  public var animated: Bool?
  /// The container view's id; given when it `began`.
  public var container: String?
  /// Whether the transition began interactively; given when it `began`.
  public var interactive: Bool?
  /// How far the interaction had gone when it was finished or cancelled.
  public var percentComplete: Double?
  /// What `completeTransition(_:)` was passed; given when it is `completed`.
  public var didComplete: Bool?
  /// For a modal transition, whether UIKit takes the presenter's view out of the window (the
  /// presentation controller's `shouldRemovePresentersView`), where the record knows it without
  /// a `style` that says it: an importer reads it from the presenter's appearance callbacks.
  public var removesPresenter: Bool?
  /// Whether the record was inferred rather than recorded: `transit import` reads a console's
  /// transitions from the order of the calls it printed, and marks every state it writes so.
  public var isInferred: Bool
  /// For an inferred record, what it was read from: the printed calls (by console line) and the
  /// fact of `docs/lifecycle.md` that orders them so; for a kind left `unknown`, why.
  public var evidence: String?

  public init(
    state: TransitionState, kind: TransitionKind? = nil, from: String? = nil, to: String? = nil,
    style: String? = nil, animated: Bool? = nil, container: String? = nil,
    interactive: Bool? = nil, percentComplete: Double? = nil, didComplete: Bool? = nil,
    removesPresenter: Bool? = nil, isInferred: Bool = false, evidence: String? = nil
  ) {
    self.state = state
    self.kind = kind
    self.from = from
    self.to = to
    self.style = style
    self.animated = animated
    self.container = container
    self.interactive = interactive
    self.percentComplete = percentComplete
    self.didComplete = didComplete
    self.removesPresenter = removesPresenter
    self.isInferred = isInferred
    self.evidence = evidence
  }
}

/// A change to the view hierarchy: `addSubview(_:)`, `insertSubview(_:at:)`, `removeFromSuperview()`.
public struct ViewChange: Sendable, Hashable {
  /// The participant whose code made the change.
  public var caller: String
  /// The UIView method, as Swift spells it.
  public var name: CallName
  /// The id of the view that moved.
  public var view: String
  /// The view's class, such as `UIView` or `UIVisualEffectView`.
  public var viewClass: String
  /// The view controller whose root view this is, if any.
  public var viewController: String?
  /// The superview it was added to, or the one it left when removed.
  public var superview: String
  /// Its index among the superview's subviews after the change (0 is the back); nil on removal.
  public var index: Int?

  public init(
    caller: String, name: CallName, view: String, viewClass: String, viewController: String?,
    superview: String, index: Int?
  ) {
    self.caller = caller
    self.name = name
    self.view = view
    self.viewClass = viewClass
    self.viewController = viewController
    self.superview = superview
    self.index = index
  }

  /// Whether the view was removed rather than added or moved.
  public var isRemoval: Bool { index == nil }
}

/// A touch the user made, delivered to a gesture recognizer's target.
public struct Gesture: Sendable, Hashable {
  /// `tap` or `pan`.
  public var kind: String
  /// `began`, `changed`, `ended` or `cancelled`; a tap is `ended`.
  public var state: String
  /// The view the recognizer is attached to.
  public var view: String
  /// The participant whose handler runs.
  public var target: String
  /// For a pan, the translation so far, in points.
  public var translation: (x: Double, y: Double)?

  public init(
    kind: String, state: String, view: String, target: String,
    translation: (x: Double, y: Double)? = nil
  ) {
    self.kind = kind
    self.state = state
    self.view = view
    self.target = target
    self.translation = translation
  }

  public static func == (lhs: Gesture, rhs: Gesture) -> Bool {
    lhs.kind == rhs.kind && lhs.state == rhs.state && lhs.view == rhs.view
      && lhs.target == rhs.target && lhs.translation?.x == rhs.translation?.x
      && lhs.translation?.y == rhs.translation?.y
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(state)
    hasher.combine(view)
    hasher.combine(target)
    hasher.combine(translation?.x)
    hasher.combine(translation?.y)
  }
}

/// An engine warning or note, drawn on the lifeline of the participant it concerns.
public struct Diagnostic: Sendable, Hashable {
  /// The participant it concerns.
  public var participant: String
  /// A stable identifier such as `present-while-transitioning`.
  public var code: String
  /// What happened and what UIKit does about it.
  public var message: String

  public init(participant: String, code: String, message: String) {
    self.participant = participant
    self.code = code
    self.message = message
  }
}
