import TransitChecker
import TransitLifecycle
import TransitReporter
import TransitTrace

extension StepPage {
  /// The page of `records`' diagram, each step explained by the glossary, in the words
  /// `transit explain` prints; with `report`, the checker's verdict on the same records, its
  /// violations marked at their steps. Nil means the log was not checked.
  package static func html(
    _ records: [Record], options: DiagramOptions = DiagramOptions(), report: CheckReport?,
    reveal: Bool = false
  ) throws(GraphvizError) -> String {
    try html(
      records, options: options, captions: captions(for: records),
      violations: report.map { $0.violations.map(StepViolation.init) }, reveal: reveal)
  }

  /// The glossary's explanation of each record, by `seq`: of a call (a closure by the call that
  /// handed it over), a view change, a transition's state, a touch, a warning or a note.
  static func captions(for records: [Record]) -> [Int: StepCaption] {
    var captions: [Int: StepCaption] = [:]
    var callNames: [Int: CallName] = [:]
    for record in records {
      guard let event = record.event else { continue }
      switch event.body {
      case .call(let call):
        callNames[event.seq] = call.name
        let giver = call.block.flatMap { callNames[$0] }
        if let entry = Glossary.entry(for: call.name, handedOverBy: giver) {
          captions[event.seq] = StepCaption(entry)
        }
      case .view(let change):
        if let entry = Glossary.entry(for: change.name) { captions[event.seq] = StepCaption(entry) }
      case .transition(let change):
        captions[event.seq] = StepCaption(Glossary.state(change.state))
      case .gesture(let gesture):
        if let note = Glossary.gesture(kind: gesture.kind, state: gesture.state) {
          captions[event.seq] = StepCaption(note)
        }
      case .warning(let diagnostic), .note(let diagnostic):
        if let note = Glossary.diagnostic(diagnostic.code) {
          captions[event.seq] = StepCaption(note)
        }
      case .release:
        captions[event.seq] = StepCaption(Glossary.release)
      case .retained:
        captions[event.seq] = StepCaption(Glossary.retained)
      }
    }
    return captions
  }
}

extension StepCaption {
  /// A call's glossary entry.
  init(_ entry: GlossaryEntry) {
    self.init(
      meaning: entry.meaning, belongs: entry.belongs, avoid: entry.avoid, sources: entry.sources)
  }

  /// A note on a state, a touch, a warning or a note.
  init(_ note: GlossaryNote) {
    self.init(meaning: note.meaning, belongs: note.advice, sources: note.sources)
  }
}

extension StepViolation {
  /// A violation the checker found.
  init(_ violation: Violation) {
    self.init(
      seq: violation.seq, rule: violation.rule.id, statement: violation.rule.statement,
      obligation: violation.rule.obligation.phrase, expected: violation.expected,
      instead: violation.instead, hint: violation.rule.hint, sources: violation.rule.sources)
  }
}
