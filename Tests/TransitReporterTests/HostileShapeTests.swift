import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Logs of a shape no app writes, which once crashed the renderer (issue 14): a chain of calls
/// each made inside the one before, and a transition's progress far outside 0 to 1.
@Suite("Hostile log shapes")
struct HostileShapeTests {
  /// `depth` calls from `uikit` to `vc`, each caused by the one before.
  static func causeChain(depth: Int) -> [Record] {
    var log = LogBuilder(scenario: "chain")
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc", "VC", .presentedViewController)
    var cause: Int?
    for _ in 0..<depth {
      cause = log.call("uikit", "vc", "layoutSubviews()", cause: cause)
    }
    return log.records
  }

  @Test("a chain of 5,000 calls each made inside the last draws in every format, 64 bars deep")
  func deepChain() throws {
    let records = Self.causeChain(depth: 5000)
    let diagram = DiagramBuilder.diagram(of: records, options: DiagramOptions(fold: false))
    #expect(diagram.rows.count == 5000)
    #expect((diagram.activations.map(\.depth).max() ?? 0) <= 64)
    // Folded, the calls past the deepest level are one repeated row.
    #expect(DiagramBuilder.diagram(of: records).rows.count < 100)
    for format in DiagramFormat.allCases where format != .png && format != .pdf {
      let bytes = try DiagramRenderer.render(records, format: format)
      #expect(!bytes.isEmpty, "\(format)")
    }
  }

  @Test(
    "a progress far outside 0 to 1 is shown as a number, in every format",
    arguments: [(1e300, "1e+302%"), (-1e17, "-1e+19%"), (0.4999, "50%")])
  func percentages(value: Double, shown: String) throws {
    var log = LogBuilder(scenario: "percent")
    log.participant("uikit", "UIKit", .uikit)
    log.event(.transition(TransitionChange(state: .requested, kind: .present)), transition: 1)
    log.event(
      .transition(TransitionChange(state: .cancelling, percentComplete: value)), transition: 1)
    let text = String(
      decoding: try DiagramRenderer.render(log.records, format: .text), as: UTF8.self)
    #expect(text.contains("#1 cancelling at \(shown)"))
    for format in DiagramFormat.allCases {
      #expect(!(try DiagramRenderer.render(log.records, format: format)).isEmpty, "\(format)")
    }
  }

  @Test("1,500 transitions left open shade at most 1,000 nested clusters")
  func manyBands() throws {
    var log = LogBuilder(scenario: "open")
    log.participant("uikit", "UIKit", .uikit)
    for number in 1...1500 {
      log.event(
        .transition(TransitionChange(state: .requested, kind: .present)), transition: number)
    }
    let dot = String(decoding: try DiagramRenderer.render(log.records, format: .dot), as: UTF8.self)
    let clusters = dot.components(separatedBy: "subgraph ").count - 1
    #expect(clusters == 1000)
    #expect(DiagramBuilder.diagram(of: log.records).bands.count == 1500)
  }
}
