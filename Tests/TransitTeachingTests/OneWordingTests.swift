import Testing
import TransitReporter
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// One record reads the same in a diagram label and in a walkthrough line: for every record of
/// every golden trace, the diagram's row (every record on its own row, a column per object,
/// every view change and release drawn) holds the walkthrough line's words, which are the
/// call, view change, touch, state, warning, release or retention as `transit explain` prints
/// it, less a call's result, which the diagram draws on the return arrow.
@Suite("One wording")
struct OneWordingTests {
  @Test(
    "a record's words in the walkthrough are its diagram label's",
    arguments: try GoldenTraces.names())
  func sameWords(_ name: String) throws {
    let records = try GoldenTraces.records(name)
    var options = DiagramOptions(views: .all, lanes: .object, fold: false, lifetimes: true)
    options.headerInterval = 0
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    var labels: [Int: [String]] = [:]
    for row in diagram.rows { labels[row.seq, default: []].append(row.text) }
    let walkthrough = Walkthrough(records: records, report: nil)
    for step in walkthrough.steps {
      var words = step.text
      if case .call(let call) = step.event.body, let result = call.result {
        let arrow = " → " + RowText.display(result)
        #expect(words.hasSuffix(arrow), "\(name) seq \(step.event.seq): \(words)")
        words.removeLast(arrow.count)
      }
      let rows = try #require(labels[step.event.seq], "\(name): seq \(step.event.seq) not drawn")
      #expect(
        rows.contains { $0.contains(words) },
        "\(name) seq \(step.event.seq): walkthrough '\(words)', diagram \(rows)")
    }
    #expect(!walkthrough.steps.isEmpty, "\(name) has no step")
  }
}
