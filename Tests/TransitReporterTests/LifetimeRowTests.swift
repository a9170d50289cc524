import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Release and retained records in every diagram format: a release is a small marker, hidden
/// unless `--lifetimes` asks for it; an object still alive after the transition that should
/// have freed it is a finding, always drawn; a log without either draws as it always did.
@Suite("Lifetimes in diagrams")
struct LifetimeRowTests {
  static let showing = DiagramOptions(lifetimes: true)

  static func rows(_ name: String, _ options: DiagramOptions = DiagramOptions()) throws
    -> [(seq: Int, style: Row.Style, text: String)]
  {
    DiagramBuilder.diagram(of: try GoldenTraces.records(name), options: options).rows
      .map { ($0.seq, $0.style, $0.text) }
  }

  static func text(_ name: String, _ format: DiagramFormat, _ options: DiagramOptions) throws
    -> String
  {
    String(
      decoding: try DiagramRenderer.render(
        GoldenTraces.records(name), format: format, options: options), as: UTF8.self)
  }

  @Test("releases are hidden by default and drawn with --lifetimes, each on its object's lane")
  func releasesOnRequest() throws {
    #expect(try Self.rows("card-zoom").contains { $0.style == .release } == false)
    let shown = try Self.rows("card-zoom", Self.showing).filter { $0.style == .release }
    #expect(
      shown.map { "\($0.seq) \($0.text)" } == [
        "60 ctx.1: released by uikit", "94 released by vc.palette", "95 released by vc.swatch",
        "96 ctx.2: released by uikit",
      ])
    // Everything else is the diagram it was.
    let others = try Self.rows("card-zoom", Self.showing).filter { $0.style != .release }
    #expect(others.map(\.seq) == (try Self.rows("card-zoom")).map(\.seq))
  }

  @Test("an object still alive after its transition is drawn without asking, with its path")
  func retainedAlwaysShown() throws {
    let retained = try Self.rows("bug-retain-cycle-interaction-controller")
      .filter { $0.style == .retained }
    #expect(
      retained.map { "\($0.seq) \($0.text)" } == [
        "99 still alive after transition 2, held by DetailViewController.swipe → "
          + "SwipeDownInteraction.screen → DetailViewController"
      ])
    let closure = try Self.rows("bug-closure-retains-presented").filter { $0.style == .retained }
    #expect(closure.count == 1)
    #expect(
      closure.first?.text.hasSuffix("held by something stored properties do not show") == true)
  }

  @Test("each text format marks a release and a retained object in its own way")
  func everyFormat() throws {
    let name = "bug-retain-cycle-interaction-controller"
    let legend = DiagramOptions(legend: true, lifetimes: true)
    let text = try Self.text(name, .text, legend)
    #expect(text.contains("✕"))
    #expect(text.contains("⚠   │    still alive after transition 2"))
    #expect(text.contains("  ✕     the object is freed"))
    let mermaid = try Self.text(name, .mermaid, Self.showing)
    #expect(mermaid.contains(": 97 ctx.2: released by uikit"))
    #expect(mermaid.contains(": 99 still alive after transition 2, held by"))
    let plantUML = try Self.text(name, .plantuml, legend)
    #expect(plantUML.contains(": 97 ctx.2: released by uikit"))
    #expect(plantUML.contains("note: released, the object is freed"))
    let dot = try Self.text(name, .dot, Self.showing)
    #expect(dot.contains("id=\"seq-97\", class=\"release\""))
    #expect(dot.contains("id=\"seq-99\", class=\"retained\""))
    let timeline = try Self.text(name, .chromeTrace, Self.showing)
    #expect(timeline.contains("\"cat\":\"release\""))
    #expect(timeline.contains("\"cat\":\"retained\""))
  }

  @Test("a log without releases draws the same whether lifetimes are asked for or not")
  func oldLogsUnchanged() throws {
    let records = try GoldenTraces.records("card-zoom").filter { record in
      guard case .event(let event) = record else { return true }
      if case .release = event.body { return false }
      return true
    }
    for format in [DiagramFormat.text, .mermaid, .plantuml, .dot, .chromeTrace] {
      #expect(
        try DiagramRenderer.render(records, format: format)
          == DiagramRenderer.render(records, format: format, options: Self.showing))
    }
  }
}
