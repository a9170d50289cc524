import TransitChecker
import TransitLifecycle
import TransitReporter
import TransitTrace

/// Lays a walkthrough out for a terminal: a heading per transition, then one block per step,
/// every block indented under its seq and wrapped to the width.
///
/// Repetition is kept low: a call, state or touch is explained in full the first time and in
/// its first sentence after that, with the seq of the full explanation; a participant is
/// introduced the first time a step names it; runs of identical touches fold into one step.
struct ExplainRenderer {
  let walkthrough: Walkthrough
  let options: ExplainOptions
  /// Where a step's text starts: after the seq column.
  let indent: String
  /// The width of a step's labels (`do:`, `don't:`, `source:`, `now:`), text aligned after.
  static let labelWidth = 8

  init(walkthrough: Walkthrough, options: ExplainOptions) {
    self.walkthrough = walkthrough
    self.options = options
    let widest = walkthrough.steps.last.map { String($0.event.seq).count } ?? 1
    indent = String(repeating: " ", count: 2 + max(widest, 2) + 2)
  }

  var terminal: Terminal { options.terminal }

  /// One run of steps printed as one block: a single step, or identical touches folded.
  struct Block {
    var steps: [Walkthrough.Step]
    var first: Walkthrough.Step { steps[0] }

    var seqLabel: String {
      steps.count == 1 ? String(first.event.seq) : "\(first.event.seq)–\(steps.last!.event.seq)"
    }
  }

  /// What the walkthrough prints, in order: blocks, and cycles of steps that repeat (a pan's
  /// change, the interactor's update, the context's update) shown once in full, then folded.
  enum Item {
    case block(Block)
    /// The repetitions after the first cycle of `period` steps.
    case repeated(period: Int, steps: [Walkthrough.Step])

    var first: Walkthrough.Step {
      switch self {
      case .block(let block): return block.first
      case .repeated(_, let steps): return steps[0]
      }
    }
  }

  /// What has been said so far, so later steps can be shorter.
  struct Memory {
    var explained: [String: Int] = [:]
    var introduced: Set<String> = []
  }

  // MARK: The walkthrough

  func render(steps: [Walkthrough.Step]) -> String {
    var lines = introduction(steps)
    var memory = Memory()
    var section: Int?? = .none
    for item in Self.items(steps) {
      let transition = Self.section(of: item.first)
      if section != .some(transition) {
        section = .some(transition)
        lines += [""] + heading(transition) + [""]
      } else {
        lines.append("")
      }
      switch item {
      case .block(let block): lines += render(block, memory: &memory, full: false)
      case .repeated(let period, let steps): lines += repetition(period: period, steps: steps)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The transition a step is shown under: its own, or the one in flight when a touch drives
  /// it.
  static func section(of step: Walkthrough.Step) -> Int? {
    step.event.transition ?? step.inFlight
  }

  /// `44–64  the same 3 steps 7 more times; the last time:` and the last cycle, one line each.
  private func repetition(period: Int, steps: [Walkthrough.Step]) -> [String] {
    let times = steps.count / period
    let label = "\(steps[0].event.seq)–\(steps[steps.count - 1].event.seq)"
    var lines = [
      "  " + terminal.paint(label, .bold) + "  "
        + "the same \(period) steps \(times) more \(plural(times, "time")); the last time:"
    ]
    for step in steps.suffix(period) {
      lines += TextLayout.wrap(
        "\(step.actor)  \(step.text)", width: options.width, first: indent, rest: indent + "  ")
    }
    return lines
  }

  /// The title, the check's verdict and how to read a step.
  private func introduction(_ steps: [Walkthrough.Step]) -> [String] {
    let transitions = Set(steps.compactMap(\.event.transition)).count
    var lines = title(
      "\(walkthrough.title): \(steps.count) \(plural(steps.count, "record")) in "
        + "\(transitions) \(plural(transitions, "transition")), step by step")
    if let report = walkthrough.report {
      let shown = Set(steps.map(\.event.seq))
      let violations = report.violations.filter { shown.contains($0.seq) }
      // No rule count: it changes whenever a rule is added, and the verdict is what matters.
      let rules = "transit check finds "
      if violations.isEmpty {
        lines.append(rules + "no violations.")
      } else {
        let seqs = Array(Set(violations.map(\.seq))).sorted().map(String.init)
        lines.append(
          rules
            + terminal.paint(
              "\(violations.count) \(plural(violations.count, "violation"))", .bad)
            + ", shown at seq " + seqs.joined(separator: ", ") + ".")
      }
    }
    lines += TextLayout.wrap(
      "Each step gives its seq, who calls whom and the call, then what it means (in full the "
        + "first time), what belongs there (do) and what does not (don't), and what changed on "
        + "screen (now).", width: options.width, first: "", rest: "")
    return lines
  }

  /// A title in bold, wrapped to the width.
  func title(_ text: String) -> [String] {
    TextLayout.wrap(text, width: options.width, first: "", rest: "  ").map {
      terminal.paint($0, .bold)
    }
  }

  /// `━━ Presentation #1: vc.palette presents vc.swatch (custom, animated) ━━━…`, the title
  /// wrapped when it is wider than the terminal.
  func heading(_ transition: Int?) -> [String] {
    let title: String
    if let transition, let replayed = walkthrough.finalState.transition(transition) {
      title = RecordText.transitionTitle(replayed)
    } else if let transition, let inferred = walkthrough.inferred[transition],
      let kind = inferred.kind, let shown = inferred.shownBy
    {
      // The log records no states: the kind is the one the call shows.
      title =
        "\(RecordText.kind(kind)) #\(transition), as \(RecordText.shortName(shown.call)) at "
        + "seq \(shown.seq) shows"
    } else if let transition {
      title = "Transition #\(transition)"
    } else {
      title = "Outside any transition"
    }
    var lines = TextLayout.wrap(title, width: options.width - 3, first: "━━ ", rest: "   ")
    let room = options.width - TextMeasure.cells(lines[lines.count - 1]) - 1
    if room >= 2 { lines[lines.count - 1] += " " + String(repeating: "━", count: room) }
    return lines.map { terminal.paint($0, .bold) }
  }

  /// The steps as printed: cycles of two to four steps repeated at least three times are
  /// folded after their first cycle, identical touches in a row fold into one block, and
  /// everything else is a block of its own.
  static func items(_ steps: [Walkthrough.Step]) -> [Item] {
    var items: [Item] = []
    var index = 0
    while index < steps.count {
      if let (period, count) = cycle(in: steps, at: index) {
        items += steps[index..<index + period].map { .block(Block(steps: [$0])) }
        items.append(
          .repeated(period: period, steps: Array(steps[index + period..<index + period * count])))
        index += period * count
        continue
      }
      if case .block(var block)? = items.last, let last = block.steps.last,
        folds(steps[index], after: last)
      {
        block.steps.append(steps[index])
        items[items.count - 1] = .block(block)
      } else {
        items.append(.block(Block(steps: [steps[index]])))
      }
      index += 1
    }
    return items
  }

  /// The longest run of repeated cycles starting at `index`: its period and how many times it
  /// runs, when a cycle of two to four steps runs three times or more.
  private static func cycle(in steps: [Walkthrough.Step], at index: Int) -> (Int, Int)? {
    var best: (period: Int, count: Int)?
    for period in 2...4 where index + period <= steps.count {
      // A run of one repeated step is a touch to fold, not a cycle.
      if (1..<period).allSatisfy({ similar(steps[index + $0], steps[index]) }) { continue }
      var count = 1
      while index + (count + 1) * period <= steps.count,
        (0..<period).allSatisfy({ offset in
          similar(steps[index + count * period + offset], steps[index + offset])
        })
      {
        count += 1
      }
      if count >= 3, period * count > (best.map { $0.period * $0.count } ?? 0) {
        best = (period, count)
      }
    }
    return best.map { ($0.period, $0.count) }
  }

  /// Whether `step` repeats `model`: the same call between the same participants, or the same
  /// touch, changing nothing and breaking no rule.
  private static func similar(_ step: Walkthrough.Step, _ model: Walkthrough.Step) -> Bool {
    guard step.changes.isEmpty, step.violations.isEmpty, model.violations.isEmpty,
      section(of: step) == section(of: model)
    else { return false }
    switch (step.event.body, model.event.body) {
    case (.call(let call), .call(let other)):
      return call.name == other.name && call.caller == other.caller
        && call.receiver == other.receiver
    case (.gesture(let gesture), .gesture(let other)):
      return gesture.kind == other.kind && gesture.state == other.state
        && gesture.view == other.view && gesture.target == other.target
    default:
      return false
    }
  }

  private static func folds(_ step: Walkthrough.Step, after previous: Walkthrough.Step) -> Bool {
    guard case .gesture(let gesture) = step.event.body,
      case .gesture(let earlier) = previous.event.body, step.event.seq == previous.event.seq + 1
    else { return false }
    return gesture.kind == earlier.kind && gesture.state == earlier.state
      && gesture.view == earlier.view && gesture.target == earlier.target
      && step.changes.isEmpty && step.violations.isEmpty && previous.violations.isEmpty
  }

  // MARK: One block

  func render(_ block: Block, memory: inout Memory, full: Bool) -> [String] {
    let step = block.first
    var lines = header(block)
    // A log imported from console text points at the line the app printed.
    if let line = step.event.line, let source = walkthrough.header?.source {
      lines += labelled("line:", "\(VisibleText.escaped(source)):\(line)", style: .dim, label: .dim)
    }
    for id in step.names where !memory.introduced.contains(id) {
      memory.introduced.insert(id)
      lines += labelled("new:", introduction(of: id), style: .dim, label: .dim)
    }
    let explanation = step.explanation
    if !full, let seq = memory.explained[explanation.key] {
      let reference = TextLayout.glued("(In full at seq \(seq).)")
      lines += wrap(
        ([explanation.summary] + explanation.context + [reference]).joined(separator: " ")
      )
      .map(dimReference)
    } else {
      memory.explained[explanation.key] = step.event.seq
      lines += wrap(explanation.meaning)
      for context in explanation.context { lines += wrap(context) }
    }
    if full || memory.explained[explanation.key] == step.event.seq {
      if let belongs = explanation.belongs {
        lines += labelled("do:", belongs, style: nil, label: .good)
      }
      if let avoid = explanation.avoid {
        lines += labelled("don't:", avoid, style: nil, label: .caution)
      }
      for (index, source) in explanation.sources.enumerated() {
        lines += labelled(index == 0 ? "source:" : "", "\(source)", style: .dim, label: .dim)
      }
    }
    for (index, change) in block.steps.flatMap(\.changes).enumerated() {
      lines += labelled(index == 0 ? "now:" : "", change, style: .change, label: .change)
    }
    for violation in block.steps.flatMap(\.violations) {
      lines += self.violation(violation)
    }
    return lines
  }

  /// `  22  uikit → animator.zoomIn  transitionDuration(using: ctx.1) → 0.5`, the call on its
  /// own lines when it does not fit.
  private func header(_ block: Block) -> [String] {
    let step = block.first
    let seqWidth = indent.count - 4
    let seq = block.seqLabel
    let number = String(repeating: " ", count: max(0, seqWidth - seq.count)) + seq
    var text = step.text
    let gestures = block.steps.compactMap { step -> Gesture? in
      guard case .gesture(let gesture) = step.event.body else { return nil }
      return gesture
    }
    if block.steps.count > 1, gestures.count == block.steps.count {
      // Worded as the diagram's folded row: `×12 pan changed (0, 10) → (0, 120) on view`.
      text = "×\(block.steps.count) " + RowText.gesture(gestures)
    }
    if case .call(let call) = step.event.body, let result = call.result {
      // The result stays on the line of the call's end.
      let arrow = " → " + RowText.display(result)
      if text.hasSuffix(arrow) {
        text = String(text.dropLast(arrow.count)) + TextLayout.glued(arrow)
      }
    }
    let plain = "  " + number + "  " + step.actor + "  " + text
    let painted = "  " + terminal.paint(number, .bold) + "  " + step.actor + "  "
    if TextMeasure.cells(plain) <= options.width {
      return [
        painted + terminal.paint(String(text.map { $0 == TextLayout.glue ? " " : $0 }), .call)
      ]
    }
    let head = "  " + terminal.paint(number, .bold) + "  " + step.actor
    return [head]
      + TextLayout.wrap(text, width: options.width, first: indent, rest: indent + "  ").map {
        String($0.prefix(while: { $0 == " " }))
          + terminal.paint(
            String($0.drop(while: { $0 == " " })), .call)
      }
  }

  /// `delegate.card (CardTransitioningDelegate) is the transitioning delegate, which vends …`.
  private func introduction(of id: String) -> String {
    guard let participant = walkthrough.finalState.participant(id) else {
      return "\(VisibleText.escaped(id)) is not declared in the log."
    }
    let role =
      Glossary.role(participant.role)
      ?? "in the role \(VisibleText.escaped(participant.role.rawValue))"
    return "\(VisibleText.escaped(id)) (\(VisibleText.escaped(participant.className))) is \(role)."
  }

  /// The line with its trailing `(In full at seq N.)` dimmed.
  private func dimReference(_ line: String) -> String {
    guard terminal.color, let range = line.range(of: "(In full at seq ", options: .backwards)
    else { return line }
    return String(line[..<range.lowerBound])
      + terminal.paint(String(line[range.lowerBound...]), .dim)
  }

  private func violation(_ violation: Violation) -> [String] {
    let rule = violation.rule
    var lines = labelled(
      "broken:", "\(rule.id) (\(rule.obligation.phrase))", style: .bad, label: .bad)
    lines += labelled("", rule.statement, style: nil, label: nil)
    lines += labelled(
      "",
      "Expected \(VisibleText.escaped(violation.expected)); instead "
        + "\(VisibleText.escaped(violation.instead)).", style: nil, label: nil)
    lines += labelled("", "Fix: " + rule.hint, style: nil, label: nil)
    let sources = rule.sources.map(\.description).joined(separator: "; ")
    lines += labelled("", "Rule sources: " + sources, style: .dim, label: nil)
    if !rule.references.isEmpty {
      let references = rule.references.map(\.path).joined(separator: ", ")
      lines += labelled("", "Reference: " + references, style: .dim, label: nil)
    }
    return lines
  }

  // MARK: Text

  /// `text` wrapped at the step's indent.
  func wrap(_ text: String) -> [String] {
    TextLayout.wrap(text, width: options.width, first: indent, rest: indent)
  }

  /// `text` after a label, wrapped with its continuation lines aligned after the label.
  func labelled(
    _ label: String, _ text: String, style: Terminal.Style?, label labelStyle: Terminal.Style?
  )
    -> [String]
  {
    let first = indent + TextLayout.padded(label, to: Self.labelWidth)
    let rest = indent + String(repeating: " ", count: Self.labelWidth)
    let lines = TextLayout.wrap(text, width: options.width, first: first, rest: rest)
    return lines.enumerated().map { index, line in
      let prefix = index == 0 ? first : rest
      let content = String(line.dropFirst(prefix.count))
      let labelText =
        index == 0 && !label.isEmpty
        ? (labelStyle.map { terminal.paint(label, $0) } ?? label)
          + String(repeating: " ", count: Self.labelWidth - label.count)
        : rest.suffix(
          Self.labelWidth
        ).description
      return indent + labelText + (style.map { terminal.paint(content, $0) } ?? content)
    }
  }

  func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}
