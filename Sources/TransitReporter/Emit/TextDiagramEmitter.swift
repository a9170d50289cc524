import TransitTrace

/// Writes a diagram as plain text for terminals and CI logs: one lane per participant, named
/// by a letter in a legend, and each row's label to the right of the lanes.
///
/// ```text
///   A  vc.palette       PaletteViewController
///   B  delegate.card    CardTransitioningDelegate
///                                 A   B   C
/// ┌ Presentation #1
/// │ 11 ══ Presentation #1 requested: vc.palette → vc.swatch, custom, animated
/// │ 12                            ┃   ◀───┤   presentationController(…)
/// ```
///
/// Lanes are `│`, or `┃` while the participant's code runs; arrows are `───▶` (`╌╌╌▷` for a
/// return), a self-call is `↻`, a gesture `●`, a view change `□`, a note `✎` and a warning `⚠`.
/// The gutter marks phase bands and frames.
package enum TextDiagramEmitter {
  static let laneWidth = 4

  package static func text(_ diagram: SequenceDiagram, legend: Bool = false) -> String {
    var lines: [String] = ["\(VisibleText.escaped(diagram.title)): sequence diagram", ""]
    let letters = diagram.columns.indices.map(letter)
    let idWidth = diagram.columns.map { TextMeasure.cells(VisibleText.escaped($0.id)) }.max() ?? 0
    for (index, column) in diagram.columns.enumerated() {
      let id = VisibleText.escaped(column.id)
      lines.append(
        "  \(letters[index])  " + id
          + String(repeating: " ", count: idWidth - TextMeasure.cells(id) + 2)
          + VisibleText.escaped(column.className))
    }
    lines.append("")
    let plan = BlockPlan(diagram)
    var deepest = 0
    var nesting = 0
    for index in diagram.rows.indices {
      nesting += plan.opening[index].count
      deepest = max(deepest, nesting)
      nesting -= plan.closing[index].count
    }
    let gutterWidth = deepest + 1
    let seqWidth = diagram.rows.map { $0.seqText.count }.max() ?? 1
    let lanesWidth = diagram.columns.count * laneWidth
    func trimmed(_ line: String) -> String {
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    lines.append(
      String(repeating: " ", count: gutterWidth + seqWidth + 1)
        + trimmed(letters.map { $0 + String(repeating: " ", count: laneWidth - 1) }.joined()))
    var depth = 0
    var open = Array(repeating: 0, count: diagram.columns.count)
    for (index, row) in diagram.rows.enumerated() {
      for block in plan.opening[index] {
        let title: String
        switch block.kind {
        case .band(let band): title = band.title
        case .frame(let frame): title = frame.title
        }
        lines.append(String(repeating: "│", count: depth) + "┌ " + title)
        depth += 1
      }
      let gutter =
        String(repeating: "│", count: depth)
        + String(repeating: " ", count: gutterWidth - depth)
      let seq = row.style == .reply ? "" : row.seqText
      let number = String(repeating: " ", count: seqWidth - seq.count) + seq
      var lanes = diagram.columns.indices.map { open[$0] > 0 ? "┃" : "│" }
        .map { $0 + String(repeating: " ", count: laneWidth - 1) }
        .flatMap { Array($0) }
      let label =
        row.label.hasPrefix(row.seqText + " ") && row.style != .reply
        ? String(row.label.dropFirst(row.seqText.count + 1)) : row.label
      draw(row.kind, style: row.style, into: &lanes, width: lanesWidth)
      let content = row.kind == .state ? "══ " + label : String(lanes) + " " + label
      lines.append(trimmed(gutter + number + " " + content))
      for column in plan.activating[index] where column < open.count { open[column] += 1 }
      for column in plan.deactivating[index] where column < open.count { open[column] -= 1 }
      for _ in plan.closing[index] {
        depth -= 1
        lines.append(String(repeating: "│", count: depth) + "└")
      }
    }
    if legend { lines += legendLines(diagram) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What each symbol the diagram uses means.
  static func legendLines(_ diagram: SequenceDiagram) -> [String] {
    let styles = Set(diagram.rows.map(\.style))
    var lines = ["", "Legend"]
    lines.append("  ├──▶  a call, its seq in the log first    ╌╌▷  the value it returned")
    lines.append("  ┃     the receiver's code is running      ↻    a call on itself")
    if styles.contains(.gesture) { lines.append("  ●     a touch, delivered to its target") }
    if styles.contains(.view) { lines.append("  □     a view-hierarchy change, by this code") }
    if styles.contains(.warning) { lines.append("  ⚠     a warning: what UIKit does about misuse") }
    if styles.contains(.note) || styles.contains(.foldedCall) {
      lines.append("  ✎     a note, or a call to or from a folded role")
    }
    if styles.contains(.release) { lines.append("  ✕     the object is freed") }
    if styles.contains(.retained) {
      lines.append("  ⚠     the object is still alive after the transition that should free it")
    }
    if styles.contains(.transition) { lines.append("  ══    a transition changes state") }
    if !diagram.bands.isEmpty || !diagram.frames.isEmpty {
      lines.append("  ┌ └   a transition, its management, an interactive outcome or a folded loop")
    }
    return lines
  }

  /// Draws a row's arrow or marker over the lanes.
  static func draw(_ kind: Row.Kind, style: Row.Style, into lanes: inout [Character], width: Int) {
    func x(_ column: Int) -> Int { column * laneWidth }
    switch kind {
    case .message(let from, let to), .reply(let from, let to):
      let dashed = style == .reply
      let (low, high) = (min(from, to), max(from, to))
      for position in (x(low) + 1)..<x(high) { lanes[position] = dashed ? "╌" : "─" }
      lanes[x(from)] = from < to ? "├" : "┤"
      if from < to {
        lanes[x(high) - 1] = dashed ? "▷" : "▶"
      } else {
        lanes[x(low) + 1] = dashed ? "◁" : "◀"
      }
    case .selfCall(let column):
      lanes[x(column)] = "↻"
    case .gesture(let column):
      lanes[x(column)] = "●"
    case .view(let column):
      lanes[x(column)] = "□"
    case .note(let column):
      switch style {
      case .warning, .retained: lanes[x(column)] = "⚠"
      case .release: lanes[x(column)] = "✕"
      default: lanes[x(column)] = "✎"
      }
    case .state:
      break
    }
  }

  /// `A`…`Z`, then `a`…`z`, then numbers.
  static func letter(_ index: Int) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    return index < alphabet.count ? String(alphabet[index]) : String(index % 10)
  }
}
