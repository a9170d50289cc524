import TransitTrace

/// What one record changed on screen, in words: the presentation chain, appearance states, the
/// subviews of the superviews it touched (a container view's back to front), the transition's
/// state, and what replay found inconsistent.
enum Changes {
  static func between(_ before: ScreenState, _ after: ScreenState, at event: Event) -> [String] {
    var lines: [String] = []
    if before.presentationChains != after.presentationChains {
      lines.append("presented: " + chains(after))
    }
    for appearance in after.appearances {
      let old = before.appearance(of: appearance.viewController)
      if old != appearance.state {
        lines.append(
          "\(VisibleText.escaped(appearance.viewController)) \(appearance.state) (was \(old))")
      }
    }
    switch event.body {
    case .view(let change):
      lines += views(change, before: before, after: after)
    case .transition(let change):
      if let id = event.transition, let transition = after.transition(id) {
        let old = before.transition(id)?.state.rawValue
        lines.append(
          "transition #\(id) \(transition.state.rawValue)"
            + (old.map { " (was \($0))" } ?? "") + outcome(of: transition, after: change))
      }
    default:
      break
    }
    for anomaly in after.anomalies.dropFirst(before.anomalies.count) {
      lines.append("replay: " + VisibleText.escaped(anomaly))
    }
    return lines
  }

  /// `vc.palette → vc.swatch`, chains separated by `;`, or `nothing`.
  static func chains(_ state: ScreenState) -> String {
    let chains = state.presentationChains.map {
      $0.map(VisibleText.escaped).joined(separator: " → ")
    }
    return chains.isEmpty ? "nothing" : chains.joined(separator: "; ")
  }

  private static func outcome(of transition: ReplayedTransition, after change: TransitionChange)
    -> String
  {
    switch change.state {
    case .completed, .ended:
      guard let didComplete = transition.didComplete else { return "" }
      return didComplete ? ": finished" : ": cancelled"
    default:
      return ""
    }
  }

  /// The superview the change touched (and the one a moved view left), back to front, and what
  /// a removed view took with it.
  private static func views(_ change: ViewChange, before: ScreenState, after: ScreenState)
    -> [String]
  {
    var superviews = [change.superview]
    if let old = before.superview(of: change.view), old != change.superview {
      superviews.append(old)
    }
    var lines = superviews.map { superview in
      let subviews = after.subviews(of: superview).map(VisibleText.escaped)
      let name = label(superview, in: after)
      return subviews.isEmpty
        ? "\(name) holds nothing"
        : "\(name) holds, back to front: " + subviews.joined(separator: ", ")
    }
    if change.isRemoval {
      let inside = after.subviews(of: change.view).map(VisibleText.escaped)
      if !inside.isEmpty {
        lines.append(
          "\(VisibleText.escaped(change.view)) took its subviews with it: "
            + inside.joined(separator: ", "))
      }
    }
    return lines
  }

  /// `the container view container.1` for a transition's container, else the id.
  static func label(_ view: String, in state: ScreenState) -> String {
    let name = VisibleText.escaped(view)
    if state.transitions.contains(where: { $0.container == view }) {
      return "the container view \(name)"
    }
    return name
  }
}
