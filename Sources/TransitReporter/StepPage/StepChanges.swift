import TransitTrace

/// What changed on screen from one step's replayed state to the next, as short lines:
/// `vc.swatch: disappeared → appearing`, `backdrop added to container.1`.
enum StepChanges {
  /// The changes from `before` to `after`: transitions, then presentations, then appearance,
  /// then views, each in log order.
  static func between(_ before: ScreenState, _ after: ScreenState) -> [String] {
    transitions(before, after) + presentations(before, after) + appearance(before, after)
      + views(before, after)
  }

  private static func transitions(_ before: ScreenState, _ after: ScreenState) -> [String] {
    after.transitions.compactMap { transition in
      let title =
        (transition.kind.map { Band.Phase($0).title } ?? "Transition") + " #\(transition.id)"
      guard let old = before.transition(transition.id) else {
        return "\(title): \(transition.state.rawValue)"
      }
      guard old.state != transition.state else { return nil }
      return "\(title): \(old.state.rawValue) → \(transition.state.rawValue)"
    }
  }

  private static func presentations(_ before: ScreenState, _ after: ScreenState) -> [String] {
    let old = before.presentations.links.map { [$0.presenting, $0.presented] }
    let new = after.presentations.links.map { [$0.presenting, $0.presented] }
    return new.filter { !old.contains($0) }.map { "\($0[0]) now presents \($0[1])" }
      + old.filter { !new.contains($0) }.map { "\($0[0]) no longer presents \($0[1])" }
  }

  private static func appearance(_ before: ScreenState, _ after: ScreenState) -> [String] {
    after.appearances.compactMap { record in
      let old = before.appearanceRecord(of: record.viewController)
      if old.state != record.state {
        return "\(record.viewController): \(old.state.rawValue) → \(record.state.rawValue)"
      }
      if old.counts != record.counts {
        return "\(record.viewController): stays \(record.state.rawValue)"
      }
      return nil
    }
  }

  private static func views(_ before: ScreenState, _ after: ScreenState) -> [String] {
    var lines: [String] = []
    for id in after.viewTree.allViews where id != ViewTree.windowID {
      let old = before.viewTree.node(id) == nil ? nil : before.superview(of: id)
      let new = after.superview(of: id)
      guard old != new else { continue }
      switch (old, new) {
      case (nil, let new?): lines.append("\(id) added to \(new)")
      case (let old?, nil): lines.append("\(id) removed from \(old)")
      case (let old?, let new?): lines.append("\(id) moved from \(old) to \(new)")
      case (nil, nil): break
      }
    }
    // A reorder without a move: the subviews both states share, in a different order.
    for id in after.viewTree.allViews {
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
