import TransitLifecycle

/// Cuts a console's calls into transitions, as the structure of what was printed shows them,
/// since an app's console records no transition states.
///
/// - A transition context or coordinator the console names (`<_UIViewControllerOneToOneTransitionContext:
///   0x…>`) belongs to one transition: UIKit makes one per transition. Every call that names it
///   goes to that transition, even after its last call (a second `completeTransition(_:)`).
/// - A request, or the first thing UIKit asks or tells of a transition
///   (`CallName.startsTransition`), opens one, unless it joins the one in flight: of the same
///   kind (or of none yet), not yet shown that call, and not over.
/// - A call that comes once per transition (`animateTransition(using:)`, `finish()`,
///   `completeTransition(_:)`, `animationEnded(_:)`…) seen again opens the next transition.
/// - A will-callback with no transition in flight opens one of unknown kind: a console that
///   shows only appearance callbacks still shows a transition's wave of them. A call that only
///   happens during a transition (to the animator, the interaction controller, the context)
///   with none in flight opens one too.
/// - A transition is over at its last call (`CallName.endsTransition`) once every view
///   controller it began to show or hide has its did-callback; one opened by appearance alone
///   is over when they all have. The next will-callback after that opens the next transition.
///
/// It keeps one transition, the view controllers whose appearance is open in it, and the last
/// contexts it saw, so its memory does not grow with the console.
struct Segmenter {
  private struct Open {
    let id: Int
    var kind: TransitionKind?
    /// The calls seen that come once per transition, or start one (`KnownCall.seenBit`).
    var seen: UInt64 = 0
    /// Whether it was opened by a will-callback and nothing else joined it.
    var appearanceOnly: Bool
    /// View controllers (by their numbers, `Participants.ID`) with a will-callback and no
    /// did-callback yet.
    var pending: Set<Int> = []
    /// View controllers (by key) whose did-callback came: a will-callback of one of them is a
    /// new wave of appearance, the next transition's.
    var done: Set<Int> = []
    /// Whether some did-callback came and none is pending.
    var settled = false
    /// Whether its last call came, though appearance may still be pending.
    var endSeen = false
    /// Whether `completeTransition(_:)` came: what follows belongs to it only if UIKit calls
    /// it from inside the completion (did-callbacks, did-end hooks, `animationEnded(_:)`).
    var completed = false
    /// The transition context and the coordinator the console named for it, by number.
    var context: Int?
    var coordinator: Int?
    /// Whether a call to its context or coordinator came, named or not.
    var underWay = false

    var isOver: Bool { pending.isEmpty && (endSeen || (appearanceOnly && settled)) }
  }

  /// One call, as the segmenter needs it.
  struct Call {
    var known: KnownCall
    var name: CallName { known.name }
    /// The kind of transition the call shows (`TransitionInference.kind(of:)`).
    var kind: TransitionKind?
    /// The view controller an appearance callback reached, when the console names it: its
    /// number (`Participants.ID`).
    var viewController: Int?
    /// The transition context or coordinator the call names, when the console names it: its
    /// number.
    var context: Int?
    /// Whether `context` is a coordinator rather than a transition context.
    var isCoordinator = false
    /// Whether the call is made to, or hands over, a transition context or coordinator, named
    /// or not.
    var touchesContext = false
    var duringTransition: Bool { known.duringTransition }
  }

  /// The most view controllers followed in one transition.
  static let pendingLimit = 256
  /// The most contexts remembered; an older one met again is taken as new.
  static let contextLimit = 64

  /// The calls that still belong to a transition once it has completed: UIKit makes them from
  /// inside `completeTransition(_:)`, or just after.
  static let afterCompletion: Set<CallName> = [
    .viewDidAppear, .viewDidDisappear, .viewIsAppearing, .presentationTransitionDidEnd,
    .dismissalTransitionDidEnd, .animationEnded, .navigationControllerDidShow,
    .tabBarControllerDidSelect, .tabBarControllerDidSelectTab, .completion,
    .completionWithArgument,
  ]

  /// The calls that come at most once in a transition; one seen again begins the next.
  static let once: Set<CallName> = [
    .animateTransition, .startInteractiveTransition, .finish, .cancel,
    .finishInteractiveTransition, .cancelInteractiveTransition, .completeTransition,
    .animationEnded, .presentationTransitionDidEnd, .dismissalTransitionDidEnd,
  ]

  private var open: Open?
  private var nextID = 1
  /// The transitions closed since the caller last took them (`takeClosed()`), and whether each
  /// was over (every view controller it began to show or hide settled, and its last call
  /// came) rather than cut off by the next one or by a new launch.
  private var closed: [(id: Int, over: Bool)] = []
  /// The transitions of the last contexts and coordinators named, by their numbers.
  private var contexts: [Int: Int] = [:]
  private var contextOrder: [Int] = []

  /// How many transitions were opened.
  var count: Int { nextID - 1 }
  /// The transition in flight, if any.
  var current: Int? { open?.id }
  /// Its kind, if known.
  var currentKind: TransitionKind? { open?.kind }

  init() {}

  /// Ends any transition in flight: the app was launched again.
  mutating func breakRun() {
    closeOpen()
    contexts.removeAll()
    contextOrder.removeAll()
  }

  /// The transition a call belongs to, or nil outside any.
  mutating func transition(of call: Call) -> Int? {
    if let context = call.context {
      if let id = contexts[context] {
        // A context's calls stay with its transition, over or not.
        guard open?.id == id else { return id }
      } else {
        // A transition has one context and one coordinator: a second of either is the next
        // transition's.
        let free = call.isCoordinator ? open?.coordinator == nil : open?.context == nil
        if open == nil || !free || open?.isOver == true {
          begin(kind: call.kind, appearanceOnly: false)
        }
        if call.isCoordinator {
          open?.coordinator = context
        } else {
          open?.context = context
        }
        remember(context)
      }
      return advance(with: call)
    }
    // The transition in flight is read in place (`open?.…`) rather than bound to a constant,
    // which would copy its sets and strings on every call.
    if open?.completed == true, !call.known.afterCompletion {
      // A load, a request or the animator's start after the completion belongs to the next
      // transition; so does a will-callback, unless it turns back a view controller this
      // transition left half-shown (a cancelled transition reverses inside its completion).
      let isWill = call.known.isWill
      let reverses =
        isWill && call.viewController.map { open?.pending.contains($0) == true } == true
      if call.known.startsTransition || call.duringTransition || call.known.isViewDidLoad
        || (isWill && !reverses)
      {
        closeOpen()
      }
    }
    if call.known.startsTransition {
      if joins(call) {
        open?.appearanceOnly = false
        if open?.kind == nil { open?.kind = call.kind }
      } else {
        begin(kind: call.kind, appearanceOnly: false)
      }
      open?.seen |= call.known.seenBit
      return advance(with: call)
    }
    if call.known.once, let seen = open?.seen, seen & call.known.seenBit != 0 {
      begin(kind: call.kind, appearanceOnly: false)
    }
    let isWill = call.known.isWill
    if isWill, open?.settled == true {
      // A new wave of appearance after the last one settled is the next transition.
      closeOpen()
    }
    if isWill, let viewController = call.viewController,
      open?.done.contains(viewController) == true
    {
      // A view controller that settled in this transition begins again: the next transition,
      // even if another one here never settled (its did-callback is missing).
      closeOpen()
    }
    if open == nil {
      if isWill {
        begin(kind: nil, appearanceOnly: true)
      } else if let kind = call.kind, kind != .sizeChange {
        // A call of one kind only, its transition's start not printed.
        begin(kind: kind, appearanceOnly: false)
      } else if call.duringTransition {
        begin(kind: nil, appearanceOnly: false)
      } else {
        return nil
      }
    }
    return advance(with: call)
  }

  /// Notes the call in the transition in flight and returns its id, closing it if it is over.
  private mutating func advance(with call: Call) -> Int? {
    // Taken out rather than copied, so its sets are not copied on the first insert.
    guard var current = open.take() else { return nil }
    if current.kind == nil, let kind = call.kind { current.kind = kind }
    if call.known.once { current.seen |= call.known.seenBit }
    if call.duringTransition { current.appearanceOnly = false }
    if call.touchesContext { current.underWay = true }
    let isWill = call.known.isWill
    let isDid = call.known.isDid
    if let viewController = call.viewController {
      if isWill {
        if current.pending.count < Self.pendingLimit { current.pending.insert(viewController) }
        current.settled = false
      } else if isDid {
        current.pending.remove(viewController)
        if current.done.count < Self.pendingLimit { current.done.insert(viewController) }
        current.settled = current.pending.isEmpty
      }
    } else if isDid {
      // A did-callback of a view controller the console does not name settles nothing known.
      current.settled = current.pending.isEmpty
    }
    if call.known.endsTransition { current.endSeen = true }
    if call.known.isCompleteTransition { current.completed = true }
    // Put back, moved rather than copied, unless it is over (`take()` left nil).
    let id = current.id
    if current.isOver {
      closed.append((id, true))
    } else {
      open = consume current
    }
    return id
  }

  /// Whether a starting call joins the transition in flight; false when there is none.
  private func joins(_ call: Call) -> Bool {
    guard let isOver = open?.isOver, !isOver else { return false }
    // A rotation tells every view controller and presentation controller on screen.
    if call.known.isViewWillTransitionToSize && open?.kind == .sizeChange { return true }
    if let seen = open?.seen, seen & call.known.seenBit != 0 { return false }
    // A transition's context and coordinator come after its request and its delegate's
    // requests: one that has them already is under way, and a request now is the next
    // transition's. A navigation delegate's willShow comes after the will-callbacks, which may
    // have used the coordinator.
    if open?.underWay == true, !call.known.isNavigationControllerWillShow {
      return false
    }
    if open?.appearanceOnly == true { return open?.settled == false }
    guard let kind = call.kind, let known = open?.kind else { return true }
    return kind == known
  }

  /// The transitions closed since the last call, oldest first, each once.
  mutating func takeClosed() -> [(id: Int, over: Bool)] {
    guard !closed.isEmpty else { return [] }
    defer { closed.removeAll() }
    return closed
  }

  /// Ends the transition in flight, noting whether it was over.
  private mutating func closeOpen() {
    guard let current = open else { return }
    closed.append((current.id, current.isOver))
    open = nil
  }

  private mutating func begin(kind: TransitionKind?, appearanceOnly: Bool) {
    closeOpen()
    open = Open(id: nextID, kind: kind, appearanceOnly: appearanceOnly)
    nextID += 1
  }

  private mutating func remember(_ context: Int) {
    guard let id = open?.id else { return }
    contexts[context] = id
    contextOrder.append(context)
    if contextOrder.count > Self.contextLimit {
      contexts[contextOrder.removeFirst()] = nil
    }
  }
}
