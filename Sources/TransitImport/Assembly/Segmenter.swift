import TransitLifecycle

/// Cuts a console's calls into transitions, as the structure of what was printed shows them,
/// since an app's console records no transition states.
///
/// - A request or the first thing UIKit asks or tells of a transition (`CallName.startsTransition`)
///   opens one, unless it joins the one in flight: of the same kind (or of none yet), not yet
///   shown that call, and not over.
/// - A will-callback with no transition in flight opens one of unknown kind: a console that
///   shows only appearance callbacks still shows a transition's wave of them.
/// - A transition is over at its last call (`CallName.endsTransition`) once every view
///   controller it began to show or hide has its did-callback; one opened by appearance alone
///   is over when they all have. The next will-callback after that opens the next transition.
///
/// It keeps one transition and the view controllers whose appearance is open in it, so its
/// memory does not grow with the console.
struct Segmenter {
  private struct Open {
    let id: Int
    var kind: TransitionKind?
    /// The starting calls seen: each comes once per transition.
    var starters: Set<CallName> = []
    /// Whether it was opened by a will-callback and no request or delegate call joined it.
    var appearanceOnly: Bool
    /// View controllers (by key) with a will-callback and no did-callback yet.
    var pending: Set<String> = []
    /// Whether some did-callback came and none is pending.
    var settled = false
    /// Whether its last call came, though appearance may still be pending.
    var endSeen = false
  }

  /// The most view controllers followed in one transition: more would be a console that is not
  /// a transition's.
  static let pendingLimit = 256

  private var open: Open?
  private var nextID = 1
  /// How many transitions were opened.
  var count: Int { nextID - 1 }
  /// The transition in flight, if any.
  var current: Int? { open?.id }
  /// Its kind, if known.
  var currentKind: TransitionKind? { open?.kind }

  init() {}

  /// Ends any transition in flight: the app was launched again.
  mutating func breakRun() { open = nil }

  /// The transition a call belongs to, or nil outside any. `viewController` is the key of the
  /// view controller an appearance callback reached, when the console names it.
  mutating func transition(
    of name: CallName, kind: TransitionKind?, viewController: String?
  ) -> Int? {
    if name.startsTransition {
      if var current = open, joins(current, name, kind) {
        current.starters.insert(name)
        current.appearanceOnly = false
        if current.kind == nil { current.kind = kind }
        open = current
        return current.id
      }
      return begin(kind: kind, starter: name)
    }
    let isWill = name == .viewWillAppear || name == .viewWillDisappear
    let isDid = name == .viewDidAppear || name == .viewDidDisappear
    if isWill, let current = open, current.settled {
      // A new wave of appearance after the last one settled is the next transition.
      open = nil
    }
    if open == nil {
      if isWill {
        _ = begin(kind: nil, starter: nil)
      } else if let kind, kind != .sizeChange {
        // A call of one kind only, its transition's start not printed.
        _ = begin(kind: kind, starter: nil)
      } else {
        return nil
      }
    }
    guard var current = open else { return nil }
    if current.kind == nil, let kind { current.kind = kind }
    if let viewController {
      if isWill {
        if current.pending.count < Self.pendingLimit { current.pending.insert(viewController) }
        current.settled = false
      } else if isDid {
        current.pending.remove(viewController)
        current.settled = current.pending.isEmpty
      }
    } else if isDid {
      // A did-callback of a view controller the console does not name settles nothing known.
      current.settled = current.pending.isEmpty
    }
    if name.endsTransition { current.endSeen = true }
    let id = current.id
    let over =
      current.pending.isEmpty && (current.endSeen || (current.appearanceOnly && current.settled))
    open = over ? nil : current
    return id
  }

  /// Whether a starting call joins the transition in flight.
  private func joins(_ current: Open, _ name: CallName, _ kind: TransitionKind?) -> Bool {
    if current.endSeen && current.pending.isEmpty { return false }
    // A rotation tells every view controller and presentation controller on screen.
    if name == .viewWillTransitionToSize && current.kind == .sizeChange { return true }
    if current.starters.contains(name) { return false }
    if current.appearanceOnly { return !current.settled }
    guard let kind, let known = current.kind else { return true }
    return kind == known
  }

  private mutating func begin(kind: TransitionKind?, starter: CallName?) -> Int {
    var transition = Open(id: nextID, kind: kind, appearanceOnly: starter == nil && kind == nil)
    if let starter { transition.starters.insert(starter) }
    nextID += 1
    open = transition
    return transition.id
  }
}
