import TransitLifecycle
import TransitTrace

/// One transition of a console, read from what it printed: its kind, the view controllers it
/// goes from and to, how it ended and where it completed, each with the evidence it was read
/// from. The importer writes what it reads as inferred `transition` records.
///
/// What the calls say comes first: a request (`present(_:animated:completion:)`,
/// `pushViewController(_:animated:)`), a delegate's question, a presentation controller's
/// hook, a containment call. Where the console printed none, the appearance callbacks tell, by
/// the order UIKit gives them for each kind (`AppearanceOrder`): a transition back to the view
/// controller another came forward over is that one's return (a pop, a dismissal), and any
/// other is read from whose will- and did-callbacks came first. Where that order fits several
/// kinds, or none, the kind is `unknown` and the evidence says why.
struct TransitionReading {
  var kind: TransitionKind = .unknown
  var from: String?
  var to: String?
  /// Whether UIKit removes the presenter's view, for a modal transition the order shows it of.
  var removesPresenter: Bool?
  /// What the kind, the ends and the outcome were read from.
  var evidence: String = ""
  /// `completeTransition(_:)`'s argument: as printed, or read from the callbacks.
  var outcome: Bool?
  var completionEvidence: String = ""
  /// The held record the `requested` and `began` records follow: the printed request; nil for
  /// before the transition's first record.
  var requestAfter: Int?
  /// Where the `completed` record goes: before the held record at `index`, or after it (a
  /// printed `completeTransition(_:)`).
  var completion: (index: Int, after: Bool)?
  /// Whether this is the app's launch: the first view controllers of a run appearing, which
  /// UIKit shows outside any transition.
  var isLaunch = false
  /// Whether the view controller it went to came forward over the one it left (a push, a
  /// presentation), and whether it went back to the one it had come over (a pop, a dismissal).
  var comesForward = false
  var goesBack = false
  /// A transition in flight together with this one, whose callbacks may have turned its view
  /// controllers around.
  var overlap: Overlap?

  /// What the appearance callbacks of one view controller in the transition were.
  struct Callbacks {
    var first: Int
    var direction: Direction?
    var loaded = false
    /// Each will- and did-callback, with its held index and where it leaves the view
    /// controller.
    var wills: [(name: CallName, index: Int, direction: Direction)] = []
    var dids: [(name: CallName, index: Int, direction: Direction)] = []

    /// The first will- or did-callback in `direction`.
    func firstWill(_ direction: Direction) -> Int? {
      wills.first { $0.direction == direction }?.index
    }
    func firstDid(_ direction: Direction) -> Int? {
      dids.first { $0.direction == direction }?.index
    }
    /// Where the last did-callback left it.
    var settled: Direction? { dids.last?.direction }
    /// Whether every will- and did-callback it heard went `way`: it never turned around.
    func onlyWent(_ way: Direction) -> Bool {
      direction == way && wills.allSatisfy { $0.direction == way }
        && dids.allSatisfy { $0.direction == way }
    }

    /// Notes `known`, a `viewDidLoad()` or an appearance callback, at held index `index`.
    mutating func note(_ known: KnownCall, at index: Int) {
      guard let callDirection = known.reading.direction else {
        loaded = true
        return
      }
      if direction == nil { direction = callDirection }
      if known.isWill {
        wills.append((known.name, index, callDirection))
      } else if known.isDid {
        dids.append((known.name, index, callDirection))
      }
    }
  }

  /// The callbacks of a transition's view controllers, by id, in the order first heard
  /// (`order`). A transition has a few: each is found by comparing ids, one participant's
  /// string each time, which compare equal without reading their bytes, where a dictionary
  /// hashed the id on every callback; past `small` ids, a dictionary keeps a lookup constant.
  struct CallbackTable {
    private(set) var order: [String] = []
    private var entries: [Callbacks] = []
    private var positions: [String: Int] = [:]
    static let small = 8

    var isEmpty: Bool { order.isEmpty }

    subscript(id: String) -> Callbacks? { position(of: id).map { entries[$0] } }

    /// Notes `known`, the held record at `index`, among `id`'s callbacks, in place.
    mutating func note(_ known: KnownCall, at index: Int, for id: String) {
      if let position = position(of: id) {
        entries[position].note(known, at: index)
        return
      }
      order.append(id)
      entries.append(Callbacks(first: index))
      entries[entries.count - 1].note(known, at: index)
      if order.count > Self.small {
        if positions.isEmpty {
          for (position, id) in order.enumerated() { positions[id] = position }
        } else {
          positions[id] = order.count - 1
        }
      }
    }

    /// Takes in `callbacks` for `id`, which has none, in the order of their first callbacks.
    mutating func insert(_ callbacks: Callbacks, for id: String) {
      let at = entries.firstIndex { $0.first > callbacks.first } ?? entries.endIndex
      order.insert(id, at: at)
      entries.insert(callbacks, at: at)
      if order.count > Self.small {
        // The positions past it moved.
        positions.removeAll()
        for (position, id) in order.enumerated() { positions[id] = position }
      }
    }

    private func position(of id: String) -> Int? {
      if order.count > Self.small { return positions[id] }
      for position in order.indices where order[position] == id { return position }
      return nil
    }
  }

  /// The calls of one transition, as the reading needs them.
  struct Facts {
    /// The callbacks of each view controller the console names, by id, in the order first
    /// heard.
    var callbacks = CallbackTable()
    var anonymousAppearance = false
    /// The callbacks of the view controller the console does not name (a bare `#function`),
    /// and its participant: one view controller of its own where the console names others.
    var anonymous: Callbacks?
    var anonymousID: String?
    var callKind: (kind: TransitionKind, name: CallName, line: Int)?
    var callFrom: String?
    var callTo: String?
    var request: Int?
    /// The object the printed request was made on.
    var requestReceiver: String?
    var completeTransition: (index: Int, flag: Bool?)?
    var firstCompletion: Int?
    var forwardedByHand: Int?
    var containment: (name: CallName, line: Int)?
    /// A navigation delegate's `willShow` or `didShow`: a push or a pop, whichever way it goes.
    var navigationDelegate: (name: CallName, line: Int)?
    /// Whether some call belongs to a transition's machinery: a request, a delegate's question,
    /// the animator, the context, a presentation controller's hook. A navigation delegate's
    /// `willShow` and `didShow` come at launch too.
    var machinery = false
  }

  /// The requests that start a transition, after which its `requested` record goes.
  static let requests: Set<CallName> = [
    .present, .dismiss, .pushViewController, .popViewController, .popToRootViewController,
    .setViewControllers, .selectedIndex, .selectedViewController, .selectedTab,
  ]

  /// The calls UIKit makes inside `completeTransition(_:)` or after it, the first of which
  /// shows where the transition completed (`AppearanceOrder.completionSources`).
  static let afterCompletion: Set<CallName> = [
    .viewDidAppear, .viewDidDisappear, .presentationTransitionDidEnd, .dismissalTransitionDidEnd,
    .animationEnded, .navigationControllerDidShow, .completion, .pageDidFinishAnimating,
  ]

  /// Reads the transition whose records are `held[indices]`, in a console that has shown
  /// `screen` before it. `containment` is a containment call printed since the last
  /// transition, and `forwarding` a `beginAppearanceTransition(_:animated:)` or
  /// `endAppearanceTransition()`, if any.
  static func read(
    _ held: [HeldRecord], indices: [Int], screen: ScreenModel,
    containment: (name: CallName, line: Int)?, forwarding: Int?, overlap: Overlap?,
    line: (Int) -> Int
  ) -> TransitionReading {
    var facts = Facts()
    facts.containment = containment
    facts.forwardedByHand = forwarding
    for index in indices {
      guard case .event(let event) = held[index] else { continue }
      note(event, at: index, in: &facts)
    }
    facts.takeAnonymous()
    var reading = TransitionReading()
    reading.requestAfter = facts.request
    reading.readEnds(&facts, screen: screen)
    reading.readOutcome(facts, line: line)
    if reading.outcome == nil, let overlap, overlap.next { reading.overlap = overlap }
    if let overlap, !overlap.next { reading.overlap = overlap }
    reading.readKind(facts, screen: screen, line: line)
    return reading
  }

  /// Another transition in flight at once: the one before, still in flight when this one
  /// began, or the next, which began before this one completed.
  struct Overlap {
    /// Whether it is the next transition, rather than the one before.
    var next: Bool
    /// Where that transition's records begin.
    var line: Int
  }

  /// The kind a call belongs to alone: its name's, a navigation delegate's `operation`, or a
  /// page view controller delegate's swipe.
  static func kind(of event: HeldEvent, _ known: KnownCall) -> TransitionKind? {
    if let kind = known.kind { return kind }
    if known.isNavigationAnimationController,
      let kind = TransitionInference.kind(
        of: Call(
          caller: nil, receiver: event.receiver, name: known.name,
          args: known.arguments(event.args)))
    {
      return kind
    }
    return known.reading.isPageSwipe ? .pageSwipe : nil
  }

  /// Takes what one event says, by the traits of its call worked out once (`KnownCall.Reading`)
  /// rather than by its name.
  private static func note(_ event: HeldEvent, at index: Int, in facts: inout Facts) {
    // The entry lent, not counted: the event holds it while it is read.
    guard let known = event.callKnown.map(Unmanaged.passUnretained) else { return }
    known._withUnsafeGuaranteedRef { note(event, $0, at: index, in: &facts) }
  }

  /// Notes what the call of `known` that `event` holds says of the transition.
  private static func note(
    _ event: HeldEvent, _ known: KnownCall, at index: Int, in facts: inout Facts
  ) {
    // The name read where it is kept, by the few facts that keep it: a copy of it on every
    // event counted a reference to its string.
    let traits = known.reading
    if traits.isMachinery { facts.machinery = true }
    if let id = event.viewController, known.isViewDidLoad || traits.direction != nil {
      facts.callbacks.note(known, at: index, for: id)
    } else if known.receiver.isViewController, known.isViewDidLoad || traits.direction != nil {
      if traits.direction != nil { facts.anonymousAppearance = true }
      if facts.anonymous == nil { facts.anonymous = Callbacks(first: index) }
      facts.anonymous?.note(known, at: index)
      facts.anonymousID = event.receiver
    }
    if facts.callKind == nil, let kind = Self.kind(of: event, known), kind != .sizeChange {
      facts.callKind = (kind, known.name, event.line)
    }
    if facts.navigationDelegate == nil, traits.isNavigationDelegate {
      facts.navigationDelegate = (known.name, event.line)
    }
    if facts.request == nil, traits.isRequest {
      facts.request = index
      facts.requestReceiver = event.receiver
    }
    if facts.completeTransition == nil, known.isCompleteTransition {
      let flag = (0..<ArgumentSlots.capacity).lazy.compactMap { index -> Bool? in
        if case .bool(let value)? = event.args[index] { return value }
        return nil
      }.first
      facts.completeTransition = (index, flag)
    }
    let isCompletion =
      traits.isAfterCompletion
      || (traits.isCompletionWithArgument && known.argument("context", in: event.args) != nil)
    if facts.firstCompletion == nil, isCompletion { facts.firstCompletion = index }
    if traits.isForwarding, facts.forwardedByHand == nil {
      facts.forwardedByHand = event.line
    }
    if traits.isContainment, facts.containment == nil {
      facts.containment = (known.name, event.line)
    }
    let argument = { (key: String) in known.argument(key, in: event.args)?.stringValue }
    switch traits.ends {
    case .present:
      facts.callTo = facts.callTo ?? argument("viewControllerToPresent")
      facts.callFrom = facts.callFrom ?? event.viewController
    case .push:
      facts.callTo = facts.callTo ?? argument("viewController")
    case .presented:
      facts.callTo = facts.callTo ?? argument("presented")
      facts.callFrom = facts.callFrom ?? argument("presenting")
    case .dismissed:
      facts.callFrom = facts.callFrom ?? argument("dismissed")
    case .none:
      break
    }
  }
}

extension TransitionReading.Facts {
  /// Takes the view controller a console prints with a bare `#function` as one of the
  /// transition's, where the console names others in it and the bare one went one way only: an
  /// app that labels some prints and not others prints one view controller's bare, and the
  /// order of its callbacks against the named ones' tells the kind as any two do. One that
  /// turned around may be several view controllers printing alike, and stays out.
  mutating func takeAnonymous() {
    guard !callbacks.isEmpty, let anonymous, let id = anonymousID, callbacks[id] == nil,
      let way = anonymous.direction, anonymous.onlyWent(way)
    else { return }
    callbacks.insert(anonymous, for: id)
  }
}
