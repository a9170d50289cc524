import Foundation
import Testing
import TransitChecker
import TransitScenarios
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// `transit explain` speaks of the log it explains: a developer's own log is never told about
/// Transit's built-in scenarios, whatever calls, violations or notes it holds; nor are the
/// hints `transit check` prints, which give the same glossary advice.
@Suite("Explain of a developer's own log")
struct ExplainOwnLogTests {
  /// Every golden trace and real device trace, as a developer's log under another name.
  static func logs() throws -> [String] {
    try GoldenTraces.names().map { "Traces/\($0)" } + RealTraces.names().map { "Real/\($0)" }
  }

  /// The built-in scenario names found in `text` as whole names: `card-zoom`, but not
  /// `card-zoom-released-early` for `card-zoom`, nor a name inside a longer identifier.
  static func scenarioNames(in text: String) -> [String] {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    var found: [String] = []
    for name in BuiltInScenarios.names {
      var searchStart = text.startIndex
      while let range = text.range(of: name, range: searchStart..<text.endIndex) {
        let before =
          range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
        let whole = before.map { !allowed.contains($0) } ?? true
        let ends = after.map { !allowed.contains($0) || $0 == "." } ?? true
        if whole && ends { found.append(name) }
        searchStart = range.upperBound
      }
    }
    return found
  }

  @Test("the name finder finds a whole scenario name and nothing inside another")
  func finder() {
    #expect(Self.scenarioNames(in: "as the card-zoom scenario does.") == ["card-zoom"])
    #expect(Self.scenarioNames(in: "see card-zoom-released-early") == ["card-zoom-released-early"])
    #expect(Self.scenarioNames(in: "vc.card-zoom-x, mycard-zoom") == [])
  }

  @Test(
    "no built-in scenario is named in the walkthrough or the check of a log", arguments: try logs())
  func noScenarioNamed(_ log: String) throws {
    let (folder, name) = (
      log.hasPrefix("Traces/") ? "Traces" : "Real", log.split(separator: "/")[1]
    )
    let path =
      folder == "Traces" ? GoldenTraces.path(String(name)) : RealTraces.path(String(name))
    // The developer's log names their app, not the scenario its calls came from.
    let records = try LogReader.readAll(path: path).map { record -> Record in
      guard case .header(var header) = record else { return record }
      header.scenario = "my-app"
      return .header(header)
    }
    let text = Logs.text(records)
    let report = try Checker().check(text: text, path: "my-app.jsonl")
    let walkthrough = try Explainer.explain(
      records: records, report: report, options: ExplainOptions(width: 500))
    #expect(walkthrough.contains("my-app"))
    #expect(Self.scenarioNames(in: walkthrough) == [], "\(log)")
    // `transit check` prints the same glossary advice in its hints.
    let checked = TextReport.render(report) + JSONReport.render(report)
    #expect(Self.scenarioNames(in: checked) == [], "\(log)")
  }
}
