import TransitLifecycle
import TransitTrace

// Reading a transition's kind from whose appearance callbacks came first, when no call printed
// tells it.
extension TransitionReading {
  /// Whose will-callback and whose did-callback came first, and whether the view controller
  /// the transition leaves heard any: what `AppearanceOrder.matching` reads.
  struct Signature {
    var will: AppearanceOrder.First?
    var did: AppearanceOrder.First?
    var fromHeard: Bool
    /// `vc.home's viewWillDisappear(_:) at line 6 before vc.settings's viewWillAppear(_:) at
    /// line 7`, one clause per order the callbacks show.
    var clauses: [String]
  }

  /// The signature of a transition between `from` and `to`.
  func signature(
    _ facts: Facts, named: (String, CallName, Int) -> String
  ) -> Signature {
    let leaving = from.flatMap { facts.callbacks[$0] }
    let arriving = to.flatMap { facts.callbacks[$0] }
    var signature = Signature(fromHeard: leaving?.direction != nil, clauses: [])
    func compare(
      _ a: (id: String, name: CallName, index: Int?), _ b: (id: String, name: CallName, index: Int?)
    ) -> AppearanceOrder.First? {
      switch (a.index, b.index) {
      case (let x?, let y?):
        let (first, second) = x < y ? (a, b) : (b, a)
        signature.clauses.append(
          named(first.id, first.name, first.index ?? 0) + " before "
            + named(second.id, second.name, second.index ?? 0))
        return x < y ? .from : .to
      default:
        return nil
      }
    }
    guard let from, let to else { return signature }
    signature.will = compare(
      (from, .viewWillDisappear, leaving?.firstWill(.disappearing)),
      (to, .viewWillAppear, arriving?.firstWill(.appearing)))
    // After a cancel the did-callbacks are the reversed ones; their order is not the kind's.
    guard outcome != false else { return signature }
    // Only the to-view controller's did-callback may stand alone: a from-view controller that
    // never ends its disappearance breaks every order that ends it first, and fits only those
    // that end the to-view controller first (a full-screen presentation's presenter, left
    // without viewDidDisappear(_:)). A to-view controller that never appears fits none.
    let fromDid = leaving?.firstDid(.disappearing)
    let toDid = arriving?.firstDid(.appearing)
    if let did = compare((from, .viewDidDisappear, fromDid), (to, .viewDidAppear, toDid)) {
      signature.did = did
    } else if signature.fromHeard, let toDid {
      // The to-view controller ended first, and the from-view controller had not by the end of
      // the transition: an order that gives the from-view controller's first is not this one.
      signature.did = .to
      signature.clauses.append(
        named(to, .viewDidAppear, toDid) + " with no viewDidDisappear(_:) of \(from) before it")
    }
    return signature
  }

  /// Reads the kind from the order of the callbacks: the return of a transition that came
  /// forward, the one order among `AppearanceOrder.all` the callbacks fit, or unknown.
  mutating func readKindFromOrder(
    _ facts: Facts, screen: ScreenModel, named: (String, CallName, Int) -> String
  ) {
    guard let to else { return readLeaving(facts, screen: screen) }
    guard let from else { return readArriving(facts, screen: screen) }
    let signature = signature(facts, named: named)
    let shown = signature.clauses.isEmpty ? "" : signature.clauses.joined(separator: ", ") + ": "
    let fits = AppearanceOrder.matching(
      will: signature.will, did: signature.did, fromHeard: signature.fromHeard
    ).filter { $0.kind != .childContainment }
    if let forward = screen.forward(of: from), forward.under == to {
      goesBack = true
      let returns = fits.filter { $0.returnKind != nil }
      guard !returns.isEmpty else {
        evidence =
          "kind unknown: \(from) goes back to \(to), which it came forward over at line "
          + "\(forward.line), but \(shown)an order neither a pop nor a dismissal gives; a "
          + "presentation whose presenter's appearance app code forwards by hand gives any ("
          + Self.forwardingPaths + ")"
        return
      }
      if let came = forward.kind, let back = Self.returnKind(of: came) {
        kind = back
        // A dismissal is of its presentation's kind: one that removed the presenter's view.
        if back == .dismiss, forward.removesPresenter == true { removesPresenter = true }
        evidence =
          "\(from) goes back to \(to), which it came forward over in the \(came.rawValue) at line "
          + "\(forward.line); UIKit \(back == .pop ? "pops what it pushed" : "dismisses what it presented")"
          + " (\(back == .pop ? Self.navigationPaths : Self.modalRemovingPresenterPaths))"
        return
      }
      guard returns.count == 1, let order = returns.first, let back = order.returnKind else {
        evidence = "kind unknown: \(shown)" + Self.fitting(returns)
        return
      }
      kind = back
      removesPresenter = order.removesPresenter
      evidence =
        "\(from) goes back to \(to), which it came forward over at line \(forward.line); "
        + shown + order.description
      return
    }
    guard fits.count == 1, let order = fits.first else {
      evidence = "kind unknown: \(shown)" + Self.fitting(fits)
      return
    }
    guard let back = order.returnKind else {
      kind = order.kind
      evidence = shown + order.description
      return
    }
    let arriving = facts.callbacks[to]
    let isNew = arriving?.loaded == true || !screen.prints(to)
    guard isNew else {
      evidence =
        "kind unknown: \(shown)\(order.description), but \(to) appeared before and the "
        + "console does not show whether this brings it forward again (a \(order.kind.rawValue))"
        + " or goes back to it (a \(back.rawValue))"
      return
    }
    kind = order.kind
    comesForward = true
    removesPresenter = order.removesPresenter
    evidence = shown + order.description + "; \(to) is new here, so it comes forward"
  }

  /// A transition in which one view controller appeared and none the console prints left.
  private mutating func readArriving(_ facts: Facts, screen: ScreenModel) {
    guard let to else { return }
    guard let under = screen.onScreen.first(where: { $0 != to }) else {
      evidence =
        "kind unknown: \(to) appeared, and nothing the console prints was on screen under it"
      return
    }
    guard !screen.isContainer(under) else {
      evidence =
        "kind unknown: \(to) appeared in \(under), a container on screen: a push, tab switch "
        + "or page swipe whose other view controller the console does not print, or a "
        + "presentation over it"
      return
    }
    from = under
    kind = .present
    comesForward = true
    removesPresenter = false
    evidence =
      "\(to) appeared over \(under), which prints its callbacks and heard none: "
      + Self.modalKeepingPresenterDescription
  }

  /// A transition in which one view controller left and none the console prints appeared.
  private mutating func readLeaving(_ facts: Facts, screen: ScreenModel) {
    guard let from else { return }
    guard let forward = screen.forward(of: from) else {
      evidence =
        "kind unknown: \(from) left, and the console does not show what it goes back to"
      return
    }
    // The view controller it came over prints its callbacks and heard none. After a push, or
    // a presentation that removed that view controller's view, UIKit gives it viewWillAppear(_:)
    // and viewDidAppear(_:) in the return: so this is a return that never brought it back, or
    // no return at all, but the one that left covered by a view controller the console does
    // not print (a presentation from it, a push onto it, a dismissal of the stack it is in).
    // Which, the console does not show: no rule is held to it.
    let removed = forward.kind == .push || forward.removesPresenter == true
    if screen.prints(forward.under), removed, let came = forward.kind {
      let back = came == .push ? "pop" : "dismissal"
      evidence =
        "kind unknown: \(from) left and \(forward.under), which it came over in the "
        + "\(came.rawValue) at line \(forward.line) and which prints its callbacks, heard none: "
        + "a \(back) gives it viewWillAppear(_:) and viewDidAppear(_:) ("
        + (came == .push ? Self.navigationPaths : Self.modalRemovingPresenterPaths)
        + "), so either this \(back) never brought it back, or \(from) was covered by a view "
        + "controller the console does not print"
      return
    }
    to = forward.under
    goesBack = true
    if screen.prints(forward.under), forward.kind != .push {
      kind = .dismiss
      removesPresenter = false
      evidence =
        "\(from) left and \(forward.under), which it came forward over at line "
        + "\(forward.line) and which prints its callbacks, heard none: "
        + Self.modalKeepingPresenterDescription
      return
    }
    guard let came = forward.kind, let back = Self.returnKind(of: came) else {
      evidence =
        "kind unknown: \(from) left, back to \(forward.under), whose callbacks the console "
        + "does not print"
      return
    }
    kind = back
    evidence =
      "\(from) goes back to \(forward.under), which it came forward over in the "
      + "\(came.rawValue) at line \(forward.line)"
  }

  /// `pop` for a push, `dismiss` for a presentation.
  static func returnKind(of kind: TransitionKind) -> TransitionKind? {
    switch kind {
    case .push: return .pop
    case .present: return .dismiss
    default: return nil
    }
  }

  /// `it fits a tab switch with the delegate's animator (…) and a page swipe (…)`.
  static func fitting(_ orders: [AppearanceOrder]) -> String {
    guard !orders.isEmpty else { return "an order no kind UIKit runs gives" }
    let names = orders.map(\.description)
    return "it fits " + names.dropLast().joined(separator: ", ")
      + (names.count > 1 ? " and " : "") + (names.last ?? "")
  }
}
