import TransitReporter
import TransitTrace

/// What changed on screen from one step's replayed state to the next, as short lines:
/// `vc.swatch: disappeared → appearing`, `backdrop added to container.1`.
///
/// Only what the records in between touch is compared, so the work follows the records, not
/// the size of the screen.
enum StepChanges {
  /// The changes from `before` to `after`, which `events` led from one to the other:
  /// transitions, then presentations, then appearance, then views, each in log order.
  static func between(_ before: ScreenState, _ after: ScreenState, events: [Event]) -> [String] {
    var transitions: [Int] = []
    var viewControllers: [String] = []
    var views: [String] = []
    var superviews: [String] = []
    for event in events {
      switch event.body {
      case .transition:
        if let id = event.transition, !transitions.contains(id) { transitions.append(id) }
      case .call(let call) where AppearanceCallback(call.name) != nil:
        if !viewControllers.contains(call.receiver) { viewControllers.append(call.receiver) }
      case .view(let change):
        if !views.contains(change.view) { views.append(change.view) }
        if !superviews.contains(change.superview) { superviews.append(change.superview) }
      default:
        break
      }
    }
    return transitionLines(transitions, before, after)
      + presentationLines(before, after)
      + appearanceLines(viewControllers, before, after)
      + viewLines(views, superviews, before, after)
  }

  private static func transitionLines(
    _ ids: [Int], _ before: ScreenState, _ after: ScreenState
  ) -> [String] {
    ids.compactMap { id in
      guard let transition = after.transition(id) else { return nil }
      let title =
        (transition.kind.map { Band.Phase($0).title } ?? "Transition") + " #\(transition.id)"
      guard let old = before.transition(id) else {
        return "\(title): \(transition.state.rawValue)"
      }
      guard old.state != transition.state else { return nil }
      return "\(title): \(old.state.rawValue) → \(transition.state.rawValue)"
    }
  }

  private static func presentationLines(_ before: ScreenState, _ after: ScreenState) -> [String] {
    let old = before.presentations.links.map { [$0.presenting, $0.presented] }
    let new = after.presentations.links.map { [$0.presenting, $0.presented] }
    return new.filter { !old.contains($0) }.map { "\($0[0]) now presents \($0[1])" }
      + old.filter { !new.contains($0) }.map { "\($0[0]) no longer presents \($0[1])" }
  }

  private static func appearanceLines(
    _ ids: [String], _ before: ScreenState, _ after: ScreenState
  ) -> [String] {
    ids.compactMap { id in
      let old = before.appearanceRecord(of: id)
      let new = after.appearanceRecord(of: id)
      if old.state != new.state { return "\(id): \(old.state.rawValue) → \(new.state.rawValue)" }
      if old.counts != new.counts { return "\(id): stays \(new.state.rawValue)" }
      return nil
    }
  }

  private static func viewLines(
    _ ids: [String], _ superviews: [String], _ before: ScreenState, _ after: ScreenState
  ) -> [String] {
    var lines: [String] = []
    for id in ids {
      let old = before.viewTree.node(id) == nil ? nil : before.superview(of: id)
      switch (old, after.superview(of: id)) {
      case (nil, let new?): lines.append("\(id) added to \(new)")
      case (let old?, nil): lines.append("\(id) removed from \(old)")
      case (let old?, let new?) where old != new: lines.append("\(id) moved from \(old) to \(new)")
      default: break
      }
    }
    // A reorder without a move: the subviews both states share, in a different order.
    for id in superviews {
      let now = after.subviews(of: id)
      let then = before.subviews(of: id)
      let shared = now.filter(then.contains)
      if shared.count > 1, shared != then.filter(now.contains) {
        lines.append("\(id) reorders its subviews: \(now.joined(separator: ", "))")
      }
    }
    return lines
  }
}
