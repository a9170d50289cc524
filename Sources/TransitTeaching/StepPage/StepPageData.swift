import TransitLifecycle
import TransitReporter
import TransitTrace

/// Everything the step-through page's script needs, computed once in Swift: one entry per step
/// (a row of the diagram), the replayed state of the screen at each, and the tables both refer
/// to.
///
/// A step's state is the state after the last record drawn so far (a return shows the state
/// its call returned into, a folded row the state after its last repetition), so states only
/// move forward as the steps do. Identical states and view trees are written once and referred
/// to by index; every list is in log order, so the JSON is the same for the same log.
struct StepPageData {
  /// One step: a row of the diagram and the `seq` whose state it shows.
  struct Step {
    var row: Int
    /// The replayed state shown is the one after this `seq`.
    var stateSeq: Int
  }

  let records: [Record]
  let layout: SequenceLayout
  let captions: [Int: StepCaption]
  let violations: [StepViolation]
  /// Whether the log was checked: an empty `violations` then means it broke no rule.
  let checked: Bool
  let facts: LogFacts
  /// The `seq`s some row draws.
  let drawn: Set<Int>
  /// The steps, in the diagram's row order.
  let steps: [Step]

  var diagram: SequenceDiagram { layout.diagram }

  init(
    records: [Record], layout: SequenceLayout, captions: [Int: StepCaption],
    violations: [StepViolation], checked: Bool
  ) {
    self.records = records
    self.checked = checked
    self.layout = layout
    self.captions = captions
    self.violations = violations
    facts = LogFacts(records: records)
    drawn = LogFacts.drawnSeqs(layout.diagram)
    var steps: [Step] = []
    var reached = 0
    for (index, row) in layout.diagram.rows.enumerated() {
      reached = max(reached, row.lastSeq ?? row.seq)
      steps.append(Step(row: index, stateSeq: reached))
    }
    self.steps = steps
  }

  /// The step each violation is marked at: the row of its record, else the first step whose
  /// state includes it, else the last step.
  var violationSteps: [Int] {
    violations.map { violation in
      let rows = diagram.rows
      if let exact = steps.firstIndex(where: {
        rows[$0.row].seq == violation.seq && rows[$0.row].style != .reply
      }) {
        return exact
      }
      return steps.firstIndex { $0.stateSeq >= violation.seq } ?? max(steps.count - 1, 0)
    }
  }

  /// The page's data as compact, escaped JSON.
  ///
  /// The log is replayed once, alongside the steps: each distinct state is encoded when the
  /// replay reaches it, and only the previous one is kept, so memory stays with the page's
  /// size rather than growing with the square of the log's.
  func json(reveal: Bool) -> String {
    var table = StateTable()
    table.listsObjects = records.contains { record in
      switch record.event?.body {
      case .release?, .retained?: true
      default: false
      }
    }
    let markedAt = violationSteps
    var markedHere: [Int: [Int]] = [:]
    for (violation, step) in markedAt.enumerated() {
      markedHere[step, default: []].append(violation)
    }
    var captionTable: [StepCaption] = []
    var captionIndex: [StepCaption: Int] = [:]
    var stepValues: [JSONText] = []
    var replay = ReplayCursor(records: records)
    if let first = steps.first { replay.advance(through: diagram.rows[first.row].seq - 1) }
    var beforeSeq = replay.state.seq
    var previousIndex = 0
    var generalTable: [String] = []
    var generalIndex: [String: Int] = [:]
    var index = 0
    while index < steps.count {
      let seq = steps[index].stateSeq
      let events = facts.events(after: beforeSeq, through: seq)
      let before = ScreenChanges.Before(replay.state, events: events)
      replay.advance(through: seq)
      let after = replay.state
      // Most steps are calls that change nothing a state lists: keep the state they share.
      let stateIndex =
        index > 0 && after.participants.count == before.participantCount
          && !events.contains(where: Self.changesState)
        ? previousIndex : table.add(after)
      previousIndex = stateIndex
      let changes = ScreenChanges.between(before, after, events: events)
      var isFirst = true
      while index < steps.count, steps[index].stateSeq == seq {
        let row = diagram.rows[steps[index].row]
        var captionNumber = -1
        if let caption = captions[row.seq] {
          captionNumber = captionIndex[caption] ?? captionTable.count
          if captionNumber == captionTable.count {
            captionIndex[caption] = captionNumber
            captionTable.append(caption)
          }
        }
        let narration = StepNarration(facts: facts, after: after, moments: replay.moments)
        var generalNumber = -1
        if captionNumber < 0, let general = facts.event(row.seq).flatMap(narration.general) {
          generalNumber = generalIndex[general] ?? generalTable.count
          if generalNumber == generalTable.count {
            generalIndex[general] = generalNumber
            generalTable.append(general)
          }
        }
        stepValues.append(
          stepJSON(
            index, narration: narration, state: stateIndex, caption: captionNumber,
            general: generalNumber, changes: isFirst ? changes : [],
            violations: markedHere[index] ?? []))
        isFirst = false
        index += 1
      }
      beforeSeq = seq
    }
    let root = JSONText.object([
      ("title", .string(diagram.title)),
      ("theme", .string(layout.theme.name)),
      ("reveal", .bool(reveal)),
      ("checked", .bool(checked)),
      ("width", .number(layout.width)),
      ("height", .number(layout.height)),
      ("headerBottom", .number((layout.headerRows.first ?? 0) + layout.metrics.headerHeight)),
      ("views", .array(table.views.map(\.json))),
      ("vcs", .array(table.viewControllers.map(\.json))),
      ("objects", .array(table.objects.map(\.json))),
      ("trees", .array(table.trees)),
      ("states", .array(table.states)),
      ("captions", .array(captionTable.map(Self.json))),
      ("generals", .array(generalTable.map(JSONText.string))),
      (
        "violations",
        .array(zip(violations, markedAt).map { Self.json($0, step: $1) })
      ),
      ("steps", .array(stepValues)),
    ])
    return root.text
  }

  private func stepJSON(
    _ index: Int, narration: StepNarration, state: Int, caption: Int, general: Int,
    changes: [String], violations: [Int]
  ) -> JSONText {
    let step = steps[index]
    let row = diagram.rows[step.row]
    let box = layout.rows[step.row]
    let event = facts.event(row.seq)
    let previousSeq = index > 0 ? steps[index - 1].stateSeq : row.seq - 1
    let band = diagram.bands.last { $0.firstRow <= step.row && step.row <= $0.lastRow }
    let skipped =
      index > 0 ? facts.undrawn(after: previousSeq, through: step.stateSeq, drawn: drawn) : []
    var members: [(String, JSONText)] = [
      ("id", .string(row.id)),
      ("seq", .int(row.seq)),
      ("last", .int(row.lastSeq ?? row.seq)),
      ("count", .int(row.count)),
      ("kind", .string(row.style.rawValue)),
      ("label", .string(row.label)),
      ("code", .string(row.text)),
      ("transition", row.transition.map(JSONText.int) ?? .null),
      ("phase", band.map { .array([.string($0.phase.rawValue), .string($0.title)]) } ?? .null),
      ("state", .int(state)),
      ("stateSeq", .int(step.stateSeq)),
      ("caption", .int(caption)),
      ("who", .string(event.map { narration.who($0, row: row) } ?? "")),
      ("what", .string(event.map { narration.what($0, row: row) } ?? row.label)),
      ("general", .int(general)),
      ("changes", .array(changes.map(JSONText.string))),
      ("skipped", .array(skipped.prefix(8).map { .string($0.description) })),
      ("skippedMore", .int(max(skipped.count - 8, 0))),
      ("violations", .array(violations.map(JSONText.int))),
    ]
    let extent = horizontalExtent(step.row)
    members += [
      ("y0", .number(box.top)), ("y1", .number(box.bottom)),
      ("x0", .number(extent.lowerBound)), ("x1", .number(extent.upperBound)),
      ("lx0", .number(box.label.x)), ("lx1", .number(box.label.maxX)),
      ("ly", .number(box.label.midY)),
    ]
    return .object(members)
  }

  /// From the leftmost to the rightmost point a row draws: its label, and its arrow, loop or
  /// lifeline marker.
  func horizontalExtent(_ index: Int) -> ClosedRange<Double> {
    let box = layout.rows[index]
    var xs = [box.label.x, box.label.maxX]
    switch diagram.rows[index].kind {
    case .message, .reply: xs += [box.start, box.end]
    case .selfCall: xs += [box.start, box.start + layout.metrics.loopWidth]
    case .gesture(let column), .view(let column), .note(let column):
      if layout.columnX.indices.contains(column) { xs.append(layout.columnX[column]) }
    case .state: xs += [layout.metrics.margin, layout.width - layout.metrics.margin]
    }
    return (xs.min() ?? 0)...(xs.max() ?? 0)
  }

  /// Whether `event` can change what a state lists: anything but a call that is not an
  /// appearance callback, or a touch.
  static func changesState(_ event: Event) -> Bool {
    switch event.body {
    case .call(let call): return AppearanceCallback(call.name) != nil
    case .gesture: return false
    default: return true
    }
  }

  static func json(_ caption: StepCaption) -> JSONText {
    .object([
      ("meaning", .string(caption.meaning)),
      ("belongs", .optional(caption.belongs)),
      ("avoid", .optional(caption.avoid)),
      ("sources", .array(caption.sources.map(json))),
    ])
  }

  static func json(_ violation: StepViolation, step: Int) -> JSONText {
    .object([
      ("seq", .int(violation.seq)),
      ("step", .int(step)),
      ("rule", .string(violation.rule)),
      ("statement", .string(violation.statement)),
      ("obligation", .string(violation.obligation)),
      ("expected", .string(violation.expected)),
      ("instead", .string(violation.instead)),
      ("hint", .string(violation.hint)),
      ("sources", .array(violation.sources.map(json))),
    ])
  }

  /// A source as the page lists it: the evidence, the short name linked to the address (for a
  /// symbol of UIKit's binary, to a public decompile of the build), and the symbol itself.
  static func json(_ citation: Citation) -> JSONText {
    let source = citation.source
    return .object([
      ("evidence", .string(citation.evidence.rawValue)),
      ("name", .string(source.name)),
      ("detail", .optional(citation.detail)),
      ("link", .optional(source.link)),
      ("symbol", .optional(source.symbol.map { $0 + ", " + (source.ios ?? "") })),
    ])
  }
}
