import TransitLifecycle
import TransitTrace

// Reading a transition's ends, outcome and kind from its calls and the order of its appearance
// callbacks.
extension TransitionReading {
  /// The view controllers it goes from and to: as its calls name them, else the one view
  /// controller whose callbacks began by disappearing and the one whose began by appearing.
  /// UIKit's containers, whose own callbacks come with their child's, are set aside where
  /// another view controller moved.
  mutating func readEnds(_ facts: inout Facts, screen: ScreenModel) {
    func candidates(_ direction: Direction) -> [String] {
      var all = facts.callbacks.order.filter { facts.callbacks[$0]?.direction == direction }
      // UIKit sends a transition's two view controllers their will-callbacks inside the
      // request, after it is printed: one whose will-callback came before the request is
      // appearing or disappearing for a reason of its own (a search controller's results hidden
      // as Cancel clears the text, before the dismissal), and is not one of its ends.
      if let request = facts.request {
        let callbacks = facts.callbacks
        all = all.filter { id in callbacks[id]?.wills.contains { $0.1 > request } ?? false }
      }
      let own = all.filter { !screen.isContainer($0) }
      return own.isEmpty ? all : own
    }
    let leaving = candidates(.disappearing)
    let arriving = candidates(.appearing)
    from = facts.callFrom ?? (leaving.count == 1 ? leaving[0] : nil)
    to = facts.callTo ?? (arriving.count == 1 ? arriving[0] : nil)
    if from == to { from = nil }
    // The first view controllers of a run, and no transition's machinery: nothing was on
    // screen, nothing left. A console that names none shows its launch the same way: a view
    // controller it does not name appearing first (docs/check-your-console.md), unless a
    // containment call it printed shows a child being added.
    let anonymousArrives =
      facts.callbacks.isEmpty && facts.containment == nil
      && facts.anonymous?.onlyWent(.appearing) == true
    if leaving.isEmpty, !arriving.isEmpty || anonymousArrives, screen.isEmpty, !facts.machinery {
      isLaunch = true
    }
    // A view controller whose appearance app code forwarded by hand before.
    if facts.forwardedByHand == nil,
      let line = [from, to].compactMap({ $0 }).lazy
        .compactMap(screen.forwardedByHand).first
    {
      facts.forwardedByHand = line
    }
  }

  /// How it ended: as `completeTransition(_:)` was printed with its argument, else by where
  /// the callbacks left its two view controllers (the one it went to appeared, or a cancel
  /// turned both around), and where it completed: at the printed call, else at the first call
  /// UIKit makes inside the completion, a did-callback or a reversed will-callback among them.
  mutating func readOutcome(_ facts: Facts, line: (Int) -> Int) {
    var reversal: Int?
    for id in facts.callbacks.order {
      guard let callbacks = facts.callbacks[id], let direction = callbacks.direction else {
        continue
      }
      let back: Direction = direction == .appearing ? .disappearing : .appearing
      if let index = callbacks.firstWill(back), reversal.map({ index < $0 }) ?? true {
        reversal = index
      }
    }
    if let printed = facts.completeTransition {
      completion = (printed.index, true)
      if let flag = printed.flag {
        outcome = flag
        completionEvidence = "completeTransition(\(flag)) at line \(line(printed.index))"
        return
      }
    }
    let toSettled = to.flatMap { facts.callbacks[$0]?.settled }
    let fromSettled = from.flatMap { facts.callbacks[$0]?.settled }
    let finished = toSettled == .appearing || fromSettled == .disappearing
    let cancelled = toSettled == .disappearing || fromSettled == .appearing
    guard finished != cancelled else {
      if completion?.after == true { completion = nil }
      return
    }
    outcome = finished
    if completion == nil {
      // A finished transition completed at its first did-callback: a turn before it is another
      // transition begun while this one was in flight, not its end. A cancelled one ended where
      // the turn came, or its first did-callback if that came first.
      let first =
        finished
        ? facts.firstCompletion ?? reversal
        : [facts.firstCompletion, reversal].compactMap { $0 }.min()
      guard let first else { return }
      completion = (first, false)
    }
    let whose =
      finished
      ? (toSettled == .appearing ? to : from) ?? "" : (fromSettled == .appearing ? from : to) ?? ""
    let callbacks = facts.callbacks[whose]
    let settledAt = callbacks?.dids.last?.index
    if finished {
      completionEvidence =
        "\(whose) settled \(to == whose ? "on screen" : "off screen")"
        + (settledAt.map { " at line \(line($0))" } ?? "")
    } else {
      completionEvidence =
        "a cancel turned \(whose) back"
        + (reversal.map { " at line \(line($0))" } ?? "") + " ("
        + Self.cancelPaths + ")"
    }
    completionEvidence +=
      "; UIKit delivers these callbacks inside completeTransition(_:) ("
      + Self.completionPaths + ")"
  }

  /// The kind: from the calls, then as the return of the transition its from-view controller
  /// came forward in, then from the order of the appearance callbacks.
  mutating func readKind(_ facts: Facts, screen: ScreenModel, line: (Int) -> Int) {
    let named = { (id: String, name: CallName, index: Int) in
      "\(id)'s \(name.rawValue) at line \(line(index))"
    }
    if let call = facts.callKind {
      kind = call.kind
      evidence = "\(call.name.rawValue) at line \(call.line)"
      // A printed dismissal or pop of the one view controller that came forward last goes back
      // to the one it came over, though that one printed nothing in it: a dismissal asked of
      // the presented view controller or its presenter, a pop of the top alone. A dismissal
      // asked of one further down dismisses the stack above it, and goes back further.
      if let from, to == nil, let forward = screen.forward(of: from),
        forward.kind.flatMap(Self.returnKind) == kind,
        call.name == .popViewController
          || (call.name == .dismiss
            && (facts.requestReceiver == from || facts.requestReceiver == forward.under))
      {
        to = forward.under
      }
      if kind == .present || kind == .dismiss {
        removesPresenter = presenterHeard(facts, screen: screen)
      }
      // A dismissal is of its presentation's kind: after one read as removing the presenter's
      // view, a presenter that heard nothing did not come back, for that kind's rules to judge.
      if kind == .dismiss, let from, let to, let forward = screen.forward(of: from),
        forward.under == to, forward.kind == .present, forward.removesPresenter == true
      {
        removesPresenter = true
      }
      comesForward = kind == .present || kind == .push
      goesBack = kind == .dismiss || kind == .pop
      return
    }
    if let delegate = facts.navigationDelegate, let from, let to {
      goesBack = screen.forward(of: from)?.under == to
      comesForward = !goesBack
      kind = goesBack ? .pop : .push
      evidence =
        "\(delegate.name.rawValue) at line \(delegate.line): a push or a pop; \(from) "
        + (goesBack ? "goes back to \(to), which it came forward over" : "leaves for \(to)")
      return
    }
    if isLaunch {
      evidence = "the first view controllers of the run appearing: the app's launch"
      return
    }
    if let containment = facts.containment {
      kind = .childContainment
      evidence = "\(containment.name.rawValue) at line \(containment.line)"
      return
    }
    let several = facts.callbacks.order.count(where: { id in
      !screen.isContainer(id) && facts.callbacks[id]?.direction != nil
    })
    if several > 2 {
      evidence =
        "kind unknown: \(several) view controllers changed their appearance in it, as in a "
        + "dismissal of several presentations or transitions that overlap; the order of two "
        + "tells a kind"
      return
    }
    if facts.callbacks.isEmpty {
      evidence =
        facts.anonymousAppearance
        ? "kind unknown: the console names no view controller its callbacks reached"
        : "kind unknown: no call printed tells it"
      return
    }
    // A finished transition turns neither view controller around, a cancel turns both back
    // (the one it left at least: a cancel's reversal may be what a log breaks); one turned
    // around otherwise was turned by another transition in flight.
    let turned = [from, to].compactMap { $0 }.filter { id in
      guard let callbacks = facts.callbacks[id], let direction = callbacks.direction else {
        return false
      }
      return callbacks.firstWill(direction == .appearing ? .disappearing : .appearing) != nil
    }
    if let first = turned.first, outcome != false {
      evidence =
        "kind unknown: \(first) turned around in it though it did not end cancelled, as "
        + "another transition in flight turns a view controller around, so its order tells no "
        + "kind (docs/lifecycle.md#fact-overlapping-appearance)"
      return
    }
    if let overlap {
      evidence =
        "kind unknown: \(overlap.next ? "the next transition" : "the transition before") (line "
        + "\(overlap.line)) was in flight with it, and transitions that overlap turn view "
        + "controllers around, so their order tells no kind (docs/lifecycle.md#fact-overlapping-appearance)"
      return
    }
    if let forwardedAt = facts.forwardedByHand {
      evidence =
        "kind unknown: app code forwards appearance by hand (line \(forwardedAt)), which gives "
        + "the callbacks wherever it calls them ("
        + Self.forwardingPaths + ")"
      return
    }
    readKindFromOrder(facts, screen: screen, named: named)
  }

  /// Whether UIKit removes the presenter's view, by whether the presenter heard callbacks in a
  /// modal transition: it hears them only then (docs/lifecycle.md#fact-presenter-will-only-when-removed).
  /// Nil where the console does not print the presenter's, or app code forwards them by hand.
  private func presenterHeard(_ facts: Facts, screen: ScreenModel) -> Bool? {
    guard facts.forwardedByHand == nil, let presenter = kind == .dismiss ? to : from else {
      return nil
    }
    guard let heard = facts.callbacks[presenter], heard.direction != nil else {
      return screen.prints(presenter) ? false : nil
    }
    // UIKit ends the appearance of the view controller that arrives first (the presented one
    // in a presentation, the presenter in a dismissal); a presenter whose appearance app code
    // forwards by hand may end first in a presentation and last in a dismissal.
    let presented = kind == .dismiss ? from : to
    let presenterDid = heard.firstDid(kind == .dismiss ? .appearing : .disappearing)
    let presentedDid = presented.flatMap {
      facts.callbacks[$0]?.firstDid(kind == .dismiss ? .disappearing : .appearing)
    }
    if let presenterDid, let presentedDid, (presenterDid < presentedDid) != (kind == .dismiss) {
      return nil
    }
    // A dismissal shows it only once the presenter is back: one that dismisses several
    // presentations ends it in its last transition.
    if kind == .dismiss, presenterDid == nil { return nil }
    return true
  }
}

// The sources the evidence cites, in the words it gives them, made once: a console names them
// for each of its transitions, and listing a citation's references walks all of them.
extension TransitionReading {
  static let completionPaths = paths(AppearanceOrder.completionSources)
  static let cancelPaths = paths(AppearanceOrder.cancelSources)
  static let forwardingPaths = paths(AppearanceOrder.forwardingSources)
  static let navigationPaths = paths(AppearanceOrder.navigation.sources)
  static let modalRemovingPresenterPaths = paths(AppearanceOrder.modalRemovingPresenter.sources)
  static let modalKeepingPresenterDescription = AppearanceOrder.modalKeepingPresenter.description

  /// `docs/lifecycle.md#fact-…, …`: the reference paths of `citations`, each once.
  static func paths(_ citations: [Citation]) -> String {
    citations.references.map(\.path).joined(separator: ", ")
  }
}
