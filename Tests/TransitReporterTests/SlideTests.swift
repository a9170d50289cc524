import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitReporter

/// `--preset slide` as drawn: one slide per custom presentation or dismissal, labels wrapped
/// between words, notes that can be turned off.
@Suite("Slides")
struct SlideTests {
  static func slideOptions() -> DiagramOptions {
    var options = DiagramOptions()
    DiagramOptions.Preset.slide.apply(to: &options)
    return options
  }

  /// The transitions a log requests with the custom presentation style: a custom animator or
  /// presentation controller at work.
  static func customTransitions(_ records: [Record]) -> [Int] {
    records.compactMap { record in
      guard let event = record.event, case .transition(let change) = event.body,
        change.state == .requested, change.style == "custom"
      else { return nil }
      return event.transition
    }
  }

  /// For each transition, the pages of the slide deck that hold its rows.
  static func slidesPerTransition(_ records: [Record], options: DiagramOptions) -> [Int: Int] {
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    var pages: [Int: Set<Int>] = [:]
    var first = 0
    for (rows, layout) in DiagramRenderer.slideLayouts(diagram, options: options) {
      for (index, box) in zip(rows, layout.rows) {
        guard let transition = diagram.rows[index].transition else { continue }
        let page = layout.pageTops.lastIndex { $0 <= box.top } ?? 0
        pages[transition, default: []].insert(first + page)
      }
      first += layout.pageTops.count
    }
    return pages.mapValues(\.count)
  }

  static func customTraces() throws -> [String] {
    try GoldenTraces.names().filter { !customTransitions(try GoldenTraces.records($0)).isEmpty }
  }

  @Test(
    "every custom presentation and dismissal of a built-in scenario fits one slide",
    arguments: try customTraces())
  func oneSlidePerTransition(name: String) throws {
    let records = try GoldenTraces.records(name)
    let custom = Self.customTransitions(records)
    let slides = Self.slidesPerTransition(records, options: Self.slideOptions())
    #expect(
      custom.map { slides[$0] ?? 0 } == custom.map { _ in 1 },
      "\(name): transitions \(custom), slides \(custom.map { slides[$0] ?? 0 })")
  }

  @Test(
    "each slide is scaled on its own: as large as the lanes' width allows or as fills its height",
    arguments: try customTraces())
  func scalePerSlide(name: String) throws {
    let options = Self.slideOptions()
    let diagram = DiagramBuilder.diagram(of: try GoldenTraces.records(name), options: options)
    let slides = DiagramRenderer.slideLayouts(diagram, options: options)
    #expect(slides.count > 1, "\(name): a deck of one slide")
    for (rows, layout) in slides {
      let paging = try #require(layout.paging)
      let natural = SequenceLayout(
        diagram.slice(rows), theme: layout.theme, metrics: layout.metrics)
      let width = natural.width * layout.scale
      let height = layout.onePageHeight() * layout.scale
      let smallest = DiagramRenderer.smallestSlideScale
      // It fits: its lanes across the slide, its rows down it (or spills at the smallest scale).
      #expect(width <= paging.width + 1e-6, "\(name) rows \(rows): \(width) wide")
      #expect(height <= paging.height + 1e-6 || layout.scale == smallest, "\(name) rows \(rows)")
      // And nothing larger would: the type is full size, or the lanes or the rows fill it.
      #expect(
        layout.scale == 1 || abs(width - paging.width) < 1e-6 || abs(height - paging.height) < 1e-6,
        "\(name) rows \(rows): scale \(layout.scale), \(width) × \(height)")
    }
    // The slides differ where their transitions do: one long transition does not shrink the
    // type of every other.
    #expect(Set(slides.map(\.layout.scale)).count > 1, "\(name): one scale for every slide")
  }

  @Test("the slide preset folds the context and coordinator; --fold none gives them lanes")
  func foldedByDefault() throws {
    let records = try GoldenTraces.records("card-zoom")
    var options = Self.slideOptions()
    #expect(options.foldedRoles == [.transitionContext, .transitionCoordinator])
    let folded = DiagramBuilder.diagram(of: records, options: options)
    #expect(!folded.columns.contains { $0.role == .transitionContext })
    #expect(folded.rows.contains { $0.style == .foldedCall })
    options.foldedRoles = []
    let unfolded = DiagramBuilder.diagram(of: records, options: options)
    #expect(unfolded.columns.contains { $0.role == .transitionContext })
    #expect(!unfolded.rows.contains { $0.style == .foldedCall })
  }

  /// Whether a character belongs to an identifier or an id (`vc.swatch`, `animator.card`).
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "."
  }

  /// The places `lines` break `text` between two characters of one word: each line is found
  /// in the text where the last one ended, spaces between them skipped.
  static func splitWords(_ text: String, lines: [String], elided: Bool) -> [String] {
    let characters = Array(text)
    var position = 0
    var splits: [String] = []
    for (index, line) in lines.enumerated() {
      var body = Array(line.drop { $0 == " " })
      if elided && index == lines.count - 1 { body = Array(body.dropLast()) }
      while position < characters.count, characters[position] == " " { position += 1 }
      guard Array(characters[position...].prefix(body.count)) == body else {
        splits.append("line \(index + 1) '\(line)' is not the text's next part")
        return splits
      }
      position += body.count
      if index < lines.count - 1, position > 0, position < characters.count,
        isWordCharacter(characters[position - 1]), isWordCharacter(characters[position])
      {
        splits.append(String(line.suffix(12)) + " / " + String(lines[index + 1].prefix(12)))
      }
    }
    return splits
  }

  @Test(
    "no label of a golden trace's slides is wrapped inside an identifier",
    arguments: try GoldenTraces.names())
  func noIdentifierSplit(name: String) throws {
    let options = Self.slideOptions()
    let diagram = DiagramBuilder.diagram(of: try GoldenTraces.records(name), options: options)
    let layout = DiagramRenderer.layout(diagram, options: options)
    for (row, box) in zip(diagram.rows, layout.rows) {
      let text =
        row.style == .reply ? row.text : (row.count > 1 ? "×\(row.count) " : "") + row.text
      let splits = Self.splitWords(text, lines: box.lines, elided: box.elided)
      #expect(splits.isEmpty, "\(name) \(row.id): \(splits)")
    }
  }

  @Test("a word wider than the label's columns widens its lines instead of being cut")
  func longWord() {
    let text = "interactionControllerForDismissal(using: animator.card) → interactor.swipe"
    let (lines, elided) = TextMeasure.lines(text, width: 24, maximumLines: 5)
    #expect(
      lines == [
        "interactionControllerForDismissal(", "  using: animator.card) →", "  interactor.swipe",
      ])
    #expect(!elided)
    // A hostile log's endless word is still cut, at the widest a word may make a line.
    let endless = String(repeating: "a", count: 500)
    let cut = TextMeasure.lines(endless, width: 24, maximumLines: 3)
    #expect(cut.lines.count == 3 && cut.lines.allSatisfy { TextMeasure.cells($0) <= 64 })
    #expect(cut.elided)
  }

  @Test("--notes none leaves out the log's notes and keeps its warnings")
  func notesNone() throws {
    let records = try GoldenTraces.records("about-cross-dissolve")
    var options = DiagramOptions()
    let all = DiagramBuilder.diagram(of: records, options: options)
    options.notes = .none
    let none = DiagramBuilder.diagram(of: records, options: options)
    let notes = all.rows.filter { $0.style == .note }
    #expect(!notes.isEmpty)
    #expect(none.rows.map(\.id) == all.rows.filter { $0.style != .note }.map(\.id))
    let warned = try GoldenTraces.records("bug-present-during-transition")
    #expect(
      DiagramBuilder.diagram(of: warned, options: options).rows.filter { $0.style == .warning }
        .count
        == DiagramBuilder.diagram(of: warned).rows.filter { $0.style == .warning }.count)
  }
}
