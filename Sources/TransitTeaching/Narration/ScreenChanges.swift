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
  /// The changes from `before` to `after`, which `events` led from one to the other:
  /// transitions, then presentations, then appearance, then views, each in log order, then
  /// replay's anomalies.
  static func between(_ before: ScreenState, _ after: ScreenState, events: [Event]) -> [String] {
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
      + after.anomalies.dropFirst(before.anomalies.count).map { "replay: " + visible($0) }
  }

  /// `Presentation #1: began → completed, finished`; a transition's first record gives
  /// `Presentation #2: requested`.
  private static func transitionLines(_ ids: [Int], _ before: ScreenState, _ after: ScreenState)
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
  private static func presentationLines(_ before: ScreenState, _ after: ScreenState) -> [String] {
    let old = before.presentations.links.map { [$0.presenting, $0.presented] }
    let new = after.presentations.links.map { [$0.presenting, $0.presented] }
    return new.filter { !old.contains($0) }.map {
      "\(visible($0[0])) now presents \(visible($0[1]))"
    }
      + old.filter { !new.contains($0) }.map {
        "\(visible($0[0])) no longer presents \(visible($0[1]))"
      }
  }

  /// `vc.swatch: disappeared → appearing`, or `vc.palette: stays appearing` for a callback that
  /// leaves the state where it was (`viewIsAppearing(_:)`).
  private static func appearanceLines(
    _ ids: [String], _ before: ScreenState, _ after: ScreenState
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
    if state.transitions.contains(where: { $0.container == view }) {
      return "the container view \(name)"
    }
    return name
  }

  private static func visible(_ text: String) -> String { VisibleText.escaped(text) }
}
