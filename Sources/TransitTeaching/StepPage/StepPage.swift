import TransitLifecycle
import TransitReporter
import TransitTrace

/// The explanation of one call, as the step-through page shows it beside the step: what the call
/// means, what belongs in it and what does not, and where that comes from.
///
/// The page fills it from the glossary, one caption per `seq` (`StepPage+Glossary.swift`); tests
/// give their own.
package struct StepCaption: Sendable, Hashable {
  /// What UIKit or the app's code is doing at this point, and why now.
  package var meaning: String
  /// What belongs in this hook, or how to make the call right.
  package var belongs: String?
  /// What does not belong here, and where it goes instead.
  package var avoid: String?
  /// Where the explanation comes from, strongest first.
  package var sources: [Citation]

  package init(meaning: String, belongs: String? = nil, avoid: String? = nil, sources: [Citation]) {
    self.meaning = meaning
    self.belongs = belongs
    self.avoid = avoid
    self.sources = sources
  }
}

/// A broken rule, marked at the step of the record that broke it.
///
/// The page fills it from the checker's violations (`StepPage+Glossary.swift`); tests give their
/// own.
package struct StepViolation: Sendable, Hashable {
  /// The offending record's `seq`.
  package var seq: Int
  /// The rule's id: `transition.complete-false-after-cancel`.
  package var rule: String
  /// The rule's claim, in one sentence.
  package var statement: String
  /// Who keeps the rule: `UIKit guarantees this` or `your code must do this`.
  package var obligation: String
  /// What the rule called for.
  package var expected: String
  /// What happened instead.
  package var instead: String
  /// The usual fix.
  package var hint: String
  /// The rule's sources.
  package var sources: [Citation]

  package init(
    seq: Int, rule: String, statement: String, obligation: String, expected: String,
    instead: String, hint: String, sources: [Citation]
  ) {
    self.seq = seq
    self.rule = rule
    self.statement = statement
    self.obligation = obligation
    self.expected = expected
    self.instead = instead
    self.hint = hint
    self.sources = sources
  }
}

/// The step-through page: one self-contained HTML file that walks through a log's sequence
/// diagram one row at a time, with an explanation of each step and the replayed state of the
/// screen beside it.
///
/// ```swift
/// let records = try LogReader.readAll(path: "Traces/card-zoom.jsonl")
/// let html = try StepPage.html(records, captions: [20: caption], violations: [])
/// ```
///
/// The page holds the SVG Graphviz draws, its stylesheet, its script and the data of every
/// step inline, and a content security policy that forbids loading anything, so it opens from
/// a file with no network. Each step is a row of the diagram (a call's return is a step of its
/// own, where it is drawn); the URL fragment names it (`#seq-17`, `#seq-17-return`). The same
/// records and arguments give the same bytes.
package enum StepPage {
  /// The page of `records`' diagram under `options`.
  ///
  /// `captions` explains the record with that `seq`; a record without one gets a description
  /// from the record and the replayed state alone. `violations` are marked at the step of
  /// their record; nil means the log was not checked, and the page says nothing about rules.
  /// With `reveal`, the page opens with later steps hidden rather than faded.
  package static func html(
    _ records: [Record], options: DiagramOptions = DiagramOptions(),
    captions: [Int: StepCaption] = [:], violations: [StepViolation]? = nil, reveal: Bool = false
  ) throws(GraphvizError) -> String {
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    let layout = DiagramRenderer.layout(diagram, options: options)
    let svg = try DiagramRenderer.svg(layout)
    let data = StepPageData(
      records: records, layout: layout, captions: captions, violations: violations ?? [],
      checked: violations != nil)
    return StepPageDocument(
      title: diagram.title, theme: options.theme, layout: layout, svg: HTMLText.inlineSVG(svg),
      data: data.json(reveal: reveal), reveal: reveal,
      screen: StepPageScreen(records: records, stepSeqs: data.steps.map(\.stateSeq)).json
    ).html
  }
}
