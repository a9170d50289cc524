import Foundation
import Testing
import TransitChecker
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// `transit explain`'s walkthrough, golden-tested on a few scenarios and held to what every
/// log must give: every record a step, every violation at its step, no line past the width.
@Suite("Explain")
struct ExplainTests {
  static func explain(_ name: String, _ options: ExplainOptions = ExplainOptions()) throws
    -> String
  {
    try Explainer.explain(
      records: GoldenTraces.records(name), report: Logs.report(name), options: options)
  }

  @Test(
    "the walkthrough of a scenario matches its golden file",
    arguments: [
      "card-zoom", "dimming-sheet-cancelled", "nav-push-pop", "bug-views-removed-in-will-begin",
    ])
  func golden(name: String) throws {
    try Golden.expect(Self.explain(name), matches: "explain-\(name).txt")
  }

  @Test("a call the glossary does not know is explained with the signature it likely means")
  func misspelledCall() throws {
    let records = try GoldenTraces.records("card-zoom").map { record -> Record in
      guard case .event(var event) = record, case .call(var call) = event.body,
        call.name == "viewDidAppear(_:)"
      else { return record }
      call.name = "viewDidAppear"
      event.body = .call(call)
      return .event(event)
    }
    let log = records.map(RecordEncoder.line(for:)).joined()
    let text = try Explainer.explain(
      records: records, report: Checker().check(text: log, path: "misspelled.jsonl"),
      options: ExplainOptions())
    #expect(text.contains("The glossary has no entry for viewDidAppear."))
    #expect(text.contains("Did you mean viewDidAppear(_:)? UIKit spells it so"))
  }

  @Test("--step shows one record in full with the whole screen after it")
  func step() throws {
    let text = try Self.explain("card-zoom", ExplainOptions(step: 39))
    try Golden.expect(text, matches: "explain-card-zoom-step-34.txt")
    #expect(text.contains("  39  animator.zoomIn  container.1.addSubview(vc.swatch.view)"))
    #expect(!text.contains("\n  35  "))
    #expect(text.contains("presented:   vc.palette → vc.swatch"))
    #expect(
      text.contains(
        "containers:  container.1, in the window, holds back to front: backdrop, zoomingCard,"))
    #expect(text.contains("└─ vc.swatch.view (UIView, vc.swatch)"))
    // A repeat is explained in full when it is the step asked for.
    let repeated = try Self.explain("card-zoom", ExplainOptions(step: 33))
    #expect(repeated.contains("do:     Return the duration from transitionDuration(using:)"))
  }

  @Test("--transition keeps that transition's records and the touch that started it")
  func transition() throws {
    let text = try Self.explain("card-zoom", ExplainOptions(transition: 2))
    try Golden.expect(text, matches: "explain-card-zoom-transition-2.txt")
    let seqs = Self.stepSeqs(text)
    #expect(seqs == [67] + Array(68...93))
    // Explained in full the first time it is printed, although seq 30 came before.
    #expect(text.contains("do:     Return the duration from transitionDuration(using:)"))
  }

  /// The seq numbers that start a step, in order.
  static func stepSeqs(_ text: String) -> [Int] {
    text.split(separator: "\n").compactMap { line -> Int? in
      guard line.hasPrefix("  "), !line.hasPrefix("      ") else { return nil }
      let token = line.drop { $0 == " " }.prefix { $0 != " " }
      return Int(token.split(separator: "–").first ?? "")
    }
  }

  @Test(
    "every log: each event is a step, each violation is at its seq, no line is too wide",
    arguments: try GoldenTraces.names())
  func everyLog(name: String) throws {
    let records = try GoldenTraces.records(name)
    let report = try Logs.report(name)
    let text = try Explainer.explain(records: records, report: report)
    #expect(Logs.widest(text) <= 100)
    let events = records.compactMap(\.event).map(\.seq)
    var covered: Set<Int> = []
    for line in text.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("      ")
    {
      let token = line.drop { $0 == " " }.prefix { $0 != " " }
      let bounds = token.split(separator: "–").compactMap { Int($0) }
      if let first = bounds.first { covered.formUnion(first...(bounds.last ?? first)) }
    }
    #expect(covered == Set(events))
    for violation in report.violations {
      #expect(text.contains("broken: \(violation.rule.id) "))
    }
    #expect(!text.contains("\u{1B}"))
    let narrow = try Explainer.explain(
      records: records, report: report, options: ExplainOptions(width: 72))
    #expect(Logs.widest(narrow) <= 72)
  }

  @Test("colour paints the same text, and only when asked")
  func colour() throws {
    let plain = try Self.explain("card-zoom")
    let coloured = try Self.explain(
      "card-zoom", ExplainOptions(terminal: Terminal(color: true)))
    #expect(coloured.contains("\u{1B}[1m"))
    #expect(coloured.contains("\u{1B}[36m"))
    #expect(Logs.stripped(coloured) == plain)
    #expect(!plain.contains("\u{1B}"))
  }

  @Test("NO_COLOR and a pipe both turn colour off")
  func colourPolicy() {
    #expect(Terminal.forStandardOutput(isTerminal: true, environment: [:]).color)
    #expect(!Terminal.forStandardOutput(isTerminal: false, environment: [:]).color)
    #expect(!Terminal.forStandardOutput(isTerminal: true, environment: ["NO_COLOR": "1"]).color)
    #expect(Terminal.forStandardOutput(isTerminal: true, environment: ["NO_COLOR": ""]).color)
  }

  @Test("a call is explained in full once, then in a sentence that points back")
  func repetition() throws {
    let text = try Self.explain("card-zoom")
    #expect(text.components(separatedBy: "do:     Return the duration").count == 2)
    #expect(
      text.contains(
        "UIKit asks the animator how long the transition lasts. This is the 2nd such call to\n"
          + "      animator.zoomIn in transition #1. (In full at seq 30.)"))
    #expect(text.contains("  62–66  user → delegate.card  ×5 pan changed (0, 60) → (0, 180)"))
  }

  @Test("the end of a transition says what its container view still holds, and why")
  func leftovers() throws {
    let text = try Self.explain("card-zoom")
    #expect(text.contains("vc.swatch.view: vc.swatch's view, on screen as it should be"))
    #expect(
      text.contains(
        "container.1 left the window at seq 90, and with it vc.swatch.view, shrinkingCard."))
    #expect(text.contains("backdrop was added by animator.zoomIn at seq 37."))
  }

  @Test("a step or transition the log lacks is refused with what it has")
  func refusals() throws {
    #expect(throws: ExplainError("--step 97: the log's events are numbered 1 to 96")) {
      try Self.explain("card-zoom", ExplainOptions(step: 97))
    }
    #expect(throws: ExplainError("--transition 3: no such transition; the log has #1, #2")) {
      try Self.explain("card-zoom", ExplainOptions(transition: 3))
    }
    let header: [Record] = [.header(LogHeader(scenario: "empty", engine: "tests"))]
    #expect(throws: ExplainError("the log has no events to explain")) {
      try Explainer.explain(records: header, report: nil)
    }
  }

  @Test("text from the log cannot reach the terminal as control characters")
  func escaping() throws {
    let records: [Record] = [
      .header(LogHeader(scenario: "odd\u{1B}[31m", engine: "tests")),
      .participant(Participant(id: "uikit", className: "UIKit", role: .uikit)),
      .participant(
        Participant(id: "vc.\u{1B}x", className: "VC\u{7}", role: .presentedViewController)),
      .event(
        Event(
          seq: 1, time: .zero, transition: nil, cause: nil,
          body: .call(Call(caller: "uikit", receiver: "vc.\u{1B}x", name: "weird\u{1B}()")))),
    ]
    let text = try Explainer.explain(records: records, report: nil)
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{7}"))
    #expect(text.contains("vc.\\u{1B}x"))
    #expect(text.contains("The glossary has no entry for weird\\u{1B}()."))
  }
}

/// The excerpts of the README and the manual are real output: every line of each is a line of
/// the output it quotes.
@Suite("README and manual excerpts")
struct ReadmeExcerptTests {
  /// The lines of the code block that follows `$ command` on the first page that shows it,
  /// `[…]` left out.
  static func excerpt(after command: String) throws -> [String] {
    let page = try #require(try ManualPages.page(holdingLine: "$ " + command), "\(command)")
    let lines = try ManualPages.lines(page)
    let start = try #require(lines.firstIndex(of: "$ " + command))
    let end = try #require(lines[start...].firstIndex(of: "```"))
    return lines[(start + 1)..<end].filter { $0 != "[…]" && !$0.isEmpty }
  }

  @Test(
    "each quoted line is in the golden output",
    arguments: [
      ("transit explain card-zoom", "explain-card-zoom.txt"),
      ("transit explain card-zoom --step 39", "explain-card-zoom-step-34.txt"),
      (
        "transit grade --exercise card-zoom --transition 1 mine.txt",
        "grade-card-zoom-1-swapped.txt"
      ),
    ])
  func quoted(command: String, golden: String) throws {
    let output = try String(
      contentsOf: Golden.folder(of: "TransitTeachingTests").appendingPathComponent(golden),
      encoding: .utf8)
    let lines = Set(output.split(separator: "\n").map(String.init))
    let excerpt = try Self.excerpt(after: command)
    #expect(excerpt.count >= 10)
    for line in excerpt {
      #expect(lines.contains(line), "quoted line not in \(golden): \(line)")
    }
  }
}
