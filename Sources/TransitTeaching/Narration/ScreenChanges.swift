import TransitTrace

/// What changed on screen over some records, as short lines: the transitions that moved
/// (`Presentation #1: began → completed, finished`), who now presents whom, the view controllers
/// whose appearance moved (`vc.swatch: disappeared → appearing`), the superviews the records
/// touched with their subviews back to front, what a removed view took with it, and what replay
/// found inconsistent.
///
/// The one narrator of "what changed": `transit explain` asks it about each record, the
/// step-through page about the records each step covers, so both say the same thing in the same
/// words. Only what the records touch is compared, so the work follows the records, not the size
/// of the screen. Names from the log are escaped with `VisibleText`.
enum ScreenChanges {
  /// What `between` needs of the state before some events: taken before they are applied, so
  /// that a caller need not keep the whole state from one step to the next. A kept state would
  /// be copied on write at every step, in time growing with the size of the screen.
  struct Before {
    fileprivate let transitions: [Int: ReplayedTransition]
    /// The presentation links, when an event could change them (a transition's).
    fileprivate let links: [PresentationChain.Link]?
    fileprivate let appearances: [String: ViewControllerAppearance]
    fileprivate let superviews: [String: String]
    fileprivate let anomalyCount: Int
    /// How many participants were declared.
    let participantCount: Int

    /// What `state` holds that `events` may change.
    init(_ state: ScreenState, events: [Event]) {
      var transitions: [Int: ReplayedTransition] = [:]
      var appearances: [String: ViewControllerAppearance] = [:]
      var superviews: [String: String] = [:]
      var changesLinks = false
      for event in events {
        switch event.body {
        case .transition:
          changesLinks = true
          if let id = event.transition, let transition = state.transition(id) {
            transitions[id] = transition
          }
        case .call(let call) where AppearanceCallback(call.name) != nil:
          appearances[call.receiver] = state.appearanceRecord(of: call.receiver)
        case .view(let change):
          if let old = state.superview(of: change.view) { superviews[change.view] = old }
        default:
          break
        }
      }
      self.transitions = transitions
      self.appearances = appearances
      self.superviews = superviews
      links = changesLinks ? state.presentations.links : nil
      anomalyCount = state.anomalies.count
      participantCount = state.participants.count
    }

    func transition(_ id: Int) -> ReplayedTransition? { transitions[id] }
    func appearanceRecord(of id: String) -> ViewControllerAppearance {
      appearances[id] ?? ViewControllerAppearance(viewController: id)
    }
    func superview(of id: String) -> String? { superviews[id] }
  }

  /// The changes from `before` to `after`, which `events` led from one to the other:
  /// transitions, then presentations, then appearance, then views, each in log order, then
  /// replay's anomalies.
  static func between(_ before: Before, _ after: ScreenState, events: [Event]) -> [String] {
    var transitions: [Int] = []
    var viewControllers: [String] = []
    var superviews: [String] = []
    var removed: [String] = []
    func note(_ item: String, in list: inout [String]) {
      if !list.contains(item) { list.append(item) }
    }
    for event in events {
      switch event.body {
      case .transition:
        if let id = event.transition, !transitions.contains(id) { transitions.append(id) }
      case .call(let call) where AppearanceCallback(call.name) != nil:
        note(call.receiver, in: &viewControllers)
      case .view(let change):
        // The superview the view went to or left, and the one it left by moving.
        note(change.superview, in: &superviews)
        if let old = before.superview(of: change.view) { note(old, in: &superviews) }
        if change.isRemoval { note(change.view, in: &removed) }
      default:
        break
      }
    }
    return transitionLines(transitions, before, after)
      + presentationLines(before, after)
      + appearanceLines(viewControllers, before, after)
      + viewLines(superviews, removed, after)
      + after.anomalies.dropFirst(before.anomalyCount).map { "replay: " + visible($0) }
  }

  /// `Presentation #1: began → completed, finished`; a transition's first record gives
  /// `Presentation #2: requested`.
  private static func transitionLines(_ ids: [Int], _ before: Before, _ after: ScreenState)
    -> [String]
  {
    ids.compactMap { id in
      guard let transition = after.transition(id) else { return nil }
      let title = "\(RecordText.kind(transition.kind)) #\(id)"
      var outcome = ""
      if transition.state == .completed || transition.state == .ended,
        let didComplete = transition.didComplete
      {
        outcome = didComplete ? ", finished" : ", cancelled"
      }
      guard let old = before.transition(id) else {
        return "\(title): \(transition.state.rawValue)\(outcome)"
      }
      guard old.state != transition.state else { return nil }
      return "\(title): \(old.state.rawValue) → \(transition.state.rawValue)\(outcome)"
    }
  }

  /// `vc.palette now presents vc.swatch`, `vc.palette no longer presents vc.swatch`.
  private static func presentationLines(_ before: Before, _ after: ScreenState) -> [String] {
    guard let links = before.links else { return [] }
    let old = links.map { [$0.presenting, $0.presented] }
    let new = after.presentations.links.map { [$0.presenting, $0.presented] }
    guard old != new else { return [] }
    let oldSet = Set(old)
    let newSet = Set(new)
    return new.filter { !oldSet.contains($0) }.map {
      "\(visible($0[0])) now presents \(visible($0[1]))"
    }
      + old.filter { !newSet.contains($0) }.map {
        "\(visible($0[0])) no longer presents \(visible($0[1]))"
      }
  }

  /// `vc.swatch: disappeared → appearing`, or `vc.palette: stays appearing` for a callback that
  /// leaves the state where it was (`viewIsAppearing(_:)`).
  private static func appearanceLines(
    _ ids: [String], _ before: Before, _ after: ScreenState
  ) -> [String] {
    ids.compactMap { id in
      let old = before.appearanceRecord(of: id)
      let new = after.appearanceRecord(of: id)
      if old.state != new.state {
        return "\(visible(id)): \(old.state.rawValue) → \(new.state.rawValue)"
      }
      if old.counts != new.counts { return "\(visible(id)): stays \(new.state.rawValue)" }
      return nil
    }
  }

  /// The most subviews a line lists: the frontmost ones, after the count of those behind them.
  /// A superview with a thousand subviews would otherwise be listed whole at each of the
  /// thousand steps that fill it.
  static let subviewLimit = 12

  /// Each superview touched, with its subviews back to front, and what each removed view took
  /// with it.
  private static func viewLines(_ superviews: [String], _ removed: [String], _ after: ScreenState)
    -> [String]
  {
    let holds = superviews.map { superview in
      let subviews = after.subviews(of: superview)
      let name = label(superview, in: after)
      return subviews.isEmpty
        ? "\(name) holds nothing" : "\(name) holds, back to front: " + listed(subviews)
    }
    let takenAlong = removed.compactMap { view -> String? in
      let inside = after.subviews(of: view)
      guard !inside.isEmpty else { return nil }
      return "\(visible(view)) took its subviews with it: " + listed(inside)
    }
    return holds + takenAlong
  }

  /// `a, b, c`, or `988 more behind, then x, y, z` past `subviewLimit`.
  private static func listed(_ views: [String]) -> String {
    let shown = views.suffix(subviewLimit).map(visible).joined(separator: ", ")
    let behind = views.count - min(views.count, subviewLimit)
    return behind == 0 ? shown : "\(behind) more behind, then " + shown
  }

  /// `the container view container.1` for a transition's container, else the id.
  private static func label(_ view: String, in state: ScreenState) -> String {
    let name = visible(view)
    if state.containers.contains(view) {
      return "the container view \(name)"
    }
    return name
  }

  private static func visible(_ text: String) -> String { VisibleText.escaped(text) }
}
