/// One entry of a diagram's legend: a sample of what is drawn, and what it means.
package struct LegendEntry: Sendable, Hashable {
  /// What the sample draws, as the diagram draws it.
  package enum Sample: Sendable, Hashable {
    case call
    case reply
    case selfCall
    case gesture
    case view
    case note
    case warning
    case foldedCall
    case release
    case retained
    case state
    case activation
    case band(Band.Phase)
    case frame(loop: Bool)
  }

  package var sample: Sample
  package var text: String
  /// The left of the sample.
  package var x: Double
  /// The line the sample and its text are centred on.
  package var y: Double
}

// The legend: what each kind of row, bar, band and frame the diagram has means, under the
// last row (a page of its own when the last page has no room left).
extension SequenceLayout {
  /// The entries the diagram needs, each once, in the order a reader meets them.
  func legendEntries() -> [(LegendEntry.Sample, String)] {
    var entries: [(LegendEntry.Sample, String)] = []
    func add(_ sample: LegendEntry.Sample, _ text: String) {
      if !entries.contains(where: { $0.0 == sample }) { entries.append((sample, text)) }
    }
    for row in diagram.rows {
      switch (row.kind, row.style) {
      case (.message, _): add(.call, "a call; the bold number is its seq in the log")
      case (.reply, _): add(.reply, "the value the call returned")
      case (.selfCall, _): add(.selfCall, "a call an object makes on itself")
      case (.gesture, _): add(.gesture, "a touch, delivered to its target")
      case (.view, _): add(.view, "a view-hierarchy change, made by this code")
      case (.note, .warning): add(.warning, "a warning: what UIKit does about misuse")
      case (.note, .foldedCall): add(.foldedCall, "a call to or from a folded role")
      case (.note, .release): add(.release, "the object is freed")
      case (.note, .retained):
        add(.retained, "the object is still alive after the transition that should free it")
      case (.note, _): add(.note, "a note: what no source establishes")
      case (.state, _): add(.state, "a transition changes state")
      }
    }
    if !diagram.activations.isEmpty { add(.activation, "the receiver's code is running") }
    for band in diagram.bands {
      let text =
        band.phase == .management
        ? "management: what a transition left on screen stays"
        : "\(band.phase.title.lowercased()): a transition, request to end"
      add(.band(band.phase), text)
    }
    for frame in diagram.frames {
      if case .loop = frame.kind {
        add(.frame(loop: true), "repeated calls folded into one (loop ×N)")
      } else {
        add(.frame(loop: false), "how an interactive transition ended")
      }
    }
    return entries
  }

  /// Places the legend under the last row, in as many columns as fit the width.
  mutating func computeLegend() {
    let entries = legendEntries()
    guard !entries.isEmpty else { return }
    let cells = entries.map { TextMeasure.cells($0.1) }.max() ?? 0
    let gap = metrics.legendGap
    let entryWidth = metrics.legendSample + gap + textWidth(cells) + metrics.legendEntryGap
    let inner = width - 2 * metrics.margin - 2 * gap
    let perRow = max(1, Int(inner / entryWidth))
    let lines = (entries.count + perRow - 1) / perRow
    let step = metrics.lineHeight + metrics.legendLineGap
    let boxHeight = metrics.lineHeight + gap + Double(lines) * step + metrics.legendLineGap
    var top: Double
    if paging != nil {
      top = lifelineBottom + gap
      let bottom = pageTops[pageTops.count - 1] + pageHeight - metrics.margin
      if top + boxHeight > bottom {
        pageTops.append(pageTops[pageTops.count - 1] + pageHeight)
        top = pageTops[pageTops.count - 1] + metrics.margin
      }
    } else {
      top = height - metrics.margin + gap
      height = (top + boxHeight + metrics.margin).rounded(.up)
    }
    let boxWidth = min(inner + 2 * gap, Double(min(perRow, entries.count)) * entryWidth + 2 * gap)
    legendBox = Rect(x: metrics.margin, y: top, width: boxWidth, height: boxHeight)
    let first = top + metrics.lineHeight + gap + step / 2
    legend = entries.enumerated().map { index, entry in
      LegendEntry(
        sample: entry.0, text: entry.1,
        x: metrics.margin + gap + Double(index % perRow) * entryWidth,
        y: first + Double(index / perRow) * step)
    }
  }
}
