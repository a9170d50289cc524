import TransitLifecycle
import TransitReporter
import TransitTrace

extension ExplainRenderer {
  /// One step in full, then the whole screen after it and the steps on either side.
  func render(step: Walkthrough.Step) -> String {
    let steps = walkthrough.steps
    let index = steps.firstIndex { $0.event.seq == step.event.seq } ?? 0
    let time = JSONNumber.format(Double(step.event.time.microseconds) / 1_000_000)
    var lines = title(
      "\(walkthrough.title): step \(index + 1) of \(steps.count) (seq \(step.event.seq), "
        + "t = \(time) s)")
    lines += [""] + heading(step.event.transition) + [""]
    var memory = Memory()
    lines += render(Block(steps: [step]), memory: &memory, full: true)
    lines += ["", terminal.paint("  The screen after seq \(step.event.seq)", .bold)]
    lines += screen(walkthrough.state(after: step.event.seq))
    lines.append("")
    if index > 0 { lines += neighbour("before:", steps[index - 1]) }
    if index + 1 < steps.count { lines += neighbour("after:", steps[index + 1]) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `before: seq 30  animator.zoomIn  container.1.addSubview(zoomingCard)`.
  private func neighbour(_ label: String, _ step: Walkthrough.Step) -> [String] {
    labelled(
      label, "seq \(step.event.seq)  \(step.actor)  \(step.text)", style: .dim, label: .dim)
  }

  /// Everything replay knows at a step: who presents whom, each view controller's appearance,
  /// the containers' subviews back to front, the transitions, the view tree, and what went
  /// wrong.
  func screen(_ state: ScreenState) -> [String] {
    var lines: [String] = []
    func section(_ label: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      for (index, item) in items.enumerated() {
        lines += labelledWide(index == 0 ? label : "", item)
      }
    }
    section("presented:", [Self.presentationChains(state)])
    section(
      "appearance:",
      state.appearances.isEmpty
        ? ["no view controller has had an appearance callback"]
        : state.appearances.map { VisibleText.escaped($0.description) })
    var containers: [String] = []
    for transition in state.transitions {
      guard let container = transition.container, !containers.contains(container) else { continue }
      containers.append(container)
    }
    section(
      "containers:",
      containers.map { container in
        let place = state.viewTree.isInWindow(container) ? "in the window" : "out of the window"
        let inside = state.subviews(of: container).map(VisibleText.escaped)
        return "\(VisibleText.escaped(container)), \(place), holds back to front: "
          + (inside.isEmpty ? "nothing" : inside.joined(separator: ", "))
      })
    section(
      "transitions:",
      state.transitions.map { VisibleText.escaped($0.description) })
    section(
      "views:",
      state.renderedViewTree.split(separator: "\n").map { VisibleText.escaped(String($0)) })
    section("warnings:", state.recentWarnings.map { VisibleText.escaped($0.description) })
    section("notes:", state.recentNotes.map { VisibleText.escaped($0.description) })
    section("anomalies:", state.anomalies.map(VisibleText.escaped))
    return lines
  }

  /// `vc.palette → vc.swatch`, chains separated by `;`, or `nothing`.
  private static func presentationChains(_ state: ScreenState) -> String {
    let chains = state.presentationChains.map {
      $0.map(VisibleText.escaped).joined(separator: " → ")
    }
    return chains.isEmpty ? "nothing" : chains.joined(separator: "; ")
  }

  /// A label of 13 cells, the text after it: as it is when it fits (the view tree's lines
  /// keep their spacing), else wrapped.
  private func labelledWide(_ label: String, _ text: String) -> [String] {
    let width = 13
    let first = indent + TextLayout.padded(label, to: width)
    let rest = indent + String(repeating: " ", count: width)
    let lines =
      TextMeasure.cells(first + text) <= options.width
      ? [TextLayout.trimmingTrailingSpaces(first + text)]
      : TextLayout.wrap(text, width: options.width, first: first, rest: rest + "  ")
    return lines.enumerated().map { index, line in
      guard index == 0, !label.isEmpty else { return line }
      return indent + terminal.paint(label, .dim)
        + String(line.dropFirst(indent.count + label.count))
    }
  }
}
