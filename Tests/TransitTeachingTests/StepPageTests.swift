import Foundation
import Testing
import TransitReporter
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// The step-through page as a file: self-contained, deterministic, escaped, and carrying for
/// every row of the diagram the step data and the replayed state the script shows.
@Suite("Step-through page")
struct StepPageTests {
  /// The page of `records`, and its embedded data parsed back.
  static func page(
    _ records: [Record], options: DiagramOptions = DiagramOptions(),
    captions: [Int: StepCaption] = [:], violations: [StepViolation]? = nil
  ) throws -> (html: String, data: PageData) {
    let html = try StepPage.html(
      records, options: options, captions: captions, violations: violations)
    return (html, try PageData(html: html))
  }

  @Test("a log without geometry gives the page it always did: no screen, and the same steps")
  func withoutGeometry() throws {
    let records = try GoldenTraces.records("card-zoom")
    let plain = records.filter { $0.geometry == nil }
    let (html, data) = try Self.page(plain)
    let (withScreen, screenData) = try Self.page(records)
    #expect(!html.contains("<section id=\"screen-pane\""))
    #expect(!html.contains("id=\"transit-screen\">"))
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(data.steps.map(\.id) == screenData.steps.map(\.id))
    #expect(withScreen.contains("id=\"transit-screen\""))
  }

  @Test("the same log gives the same bytes")
  func deterministic() throws {
    let records = try GoldenTraces.records("card-zoom")
    let first = try StepPage.html(records)
    let second = try StepPage.html(try GoldenTraces.records("card-zoom"))
    #expect(first == second)
    #expect(try StepPage.html(records, options: DiagramOptions(theme: .dark)) != first)
  }

  @Test(
    "every page is self-contained ASCII with one SVG, its data and its script",
    arguments: try GoldenTraces.names())
  func selfContained(name: String) throws {
    let (html, data) = try Self.page(try GoldenTraces.records(name))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" class=\"theme-light\">"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
    #expect(html.utf8.allSatisfy { $0 < 0x80 }, "the page holds a byte outside ASCII")
    #expect(html.contains("content=\"default-src 'none';"))
    for reference in ["http:", "https:", "//www.", "src=", "href=", "@import", "url("] {
      #expect(!html.contains(reference), "the page refers to something outside it: \(reference)")
    }
    #expect(html.components(separatedBy: "<svg ").count == 2)
    #expect(html.components(separatedBy: "</svg>").count == 2)
    // The data, the screen's data (every golden has geometry) and the script.
    #expect(html.components(separatedBy: "<script").count == 4)
    #expect(html.components(separatedBy: "</script>").count == 4)
    #expect(html.contains("<section id=\"screen-pane\""))
    #expect(!data.steps.isEmpty)
  }

  @Test(
    "every row of the diagram is a step, with its SVG group, in order",
    arguments: try GoldenTraces.names()
  )
  func stepPerRow(name: String) throws {
    let records = try GoldenTraces.records(name)
    let rows = DiagramBuilder.diagram(of: records).rows
    let (html, data) = try Self.page(records)
    #expect(data.steps.map(\.id) == rows.map(\.id))
    #expect(data.steps.map(\.seq) == rows.map(\.seq))
    #expect(data.steps.map(\.code) == rows.map(\.text))
    for row in rows {
      #expect(html.contains("<g id=\"\(row.id.replacingOccurrences(of: "-", with: "&#45;"))\""))
    }
    // Every event is drawn by some step or listed as not drawn before one.
    let events = records.compactMap(\.event).map(\.seq)
    let lastShown = data.steps.map(\.stateSeq).max() ?? 0
    var covered = Set<Int>()
    for step in data.steps { covered.formUnion(step.seq...step.last) }
    for (index, step) in data.steps.enumerated() {
      covered.formUnion(step.skipped.compactMap(\.leadingSeq))
      // A long list of undrawn records is cut, with a count of the rest.
      if step.skippedMore > 0, index > 0, data.steps[index - 1].stateSeq < step.stateSeq {
        covered.formUnion(data.steps[index - 1].stateSeq + 1...step.stateSeq)
      }
    }
    let first = data.steps.first?.seq ?? 0
    #expect(events.filter { $0 >= first && $0 <= lastShown && !covered.contains($0) } == [])
  }

  @Test(
    "each step carries the replayed state after the last record drawn so far",
    arguments: [
      "card-zoom", "dimming-sheet-cancelled", "nav-push-pop", "tab-switch-interactive-cancelled",
    ])
  func replayedState(name: String) throws {
    let records = try GoldenTraces.records(name)
    let (_, data) = try Self.page(records)
    var reached = 0
    for step in data.steps {
      reached = max(reached, step.last)
      #expect(step.stateSeq == reached)
      let state = Replay.state(at: step.stateSeq, of: records)
      let shown = data.state(of: step)
      for (id, subviews) in shown.subviews {
        #expect(subviews == state.subviews(of: id), "\(name) \(step.id): subviews of \(id)")
      }
      // These logs stay within what a state lists in full.
      #expect(shown.leftOut == 0 && shown.moreDetached == 0)
      #expect(shown.roots == [ViewTree.windowID] + state.viewTree.detachedRoots)
      #expect(Set(shown.subviews.keys) == Set(state.viewTree.allViews))
      for (viewController, appearance) in shown.appearance {
        #expect(appearance == state.appearance(of: viewController).rawValue)
      }
      #expect(shown.chains == state.presentationChains)
      let ended = state.transitions.filter { !$0.isInFlight }.suffix(3).map(\.id)
      let listed = state.transitions.filter { $0.isInFlight || ended.contains($0.id) }
      #expect(shown.transitions == listed.map { "\($0.id) \($0.state.rawValue)" })
    }
  }

  @Test("a step says what changed on screen and what was left undrawn")
  func changesAndUndrawn() throws {
    let (_, data) = try Self.page(try GoldenTraces.records("card-zoom"))
    let added = try #require(data.steps.first { $0.id == "seq-39" })
    #expect(
      added.changes == [
        "the container view container.1 holds, back to front: backdrop, zoomingCard, vc.swatch.view"
      ])
    #expect(added.what.contains("the animator must add the view that is to appear itself"))
    // The tiles vc.palette's viewDidLoad() adds are not drawn under --views transitions.
    let second = data.steps[2]
    #expect(second.skipped.compactMap(\.leadingSeq) == [3, 4, 5])
    let removal = try #require(data.steps.first { $0.id == "seq-90" })
    #expect(removal.what.contains("vc.swatch.view, shrinkingCard"))
    let shrink = try #require(data.steps.first { $0.id == "seq-82" })
    #expect(shrink.what.contains("leaves the window at seq 90"))
    let giveBack = try #require(data.steps.first { $0.id == "seq-15-return" })
    #expect(giveBack.kind == "return")
    #expect(giveBack.stateSeq == 18)
    #expect(giveBack.what.hasPrefix("delegate.card returns pc (UIPresentationController) to UIKit"))
  }

  @Test("captions and violations land at their steps; nil violations mean unchecked")
  func captionsAndViolations() throws {
    let records = try GoldenTraces.records("card-zoom")
    let caption = StepCaption(
      meaning: "M <&> \"q\" 🎬", belongs: "B", avoid: nil,
      sources: [
        .documented(.vcpgPresentationProcess, "S"), .inferred(.dec26RunCustomTransition),
      ])
    let violation = StepViolation(
      seq: 48, rule: "r.one", statement: "S", obligation: "your code must do this",
      expected: "E", instead: "I", hint: "H", sources: [])
    let (html, data) = try Self.page(records, captions: [25: caption], violations: [violation])
    #expect(data.checked)
    let step = try #require(data.steps.first { $0.id == "seq-25" })
    #expect(data.captions[step.caption].meaning == "M <&> \"q\" 🎬")
    // Each source's name links to its address; a symbol with no public file links nowhere.
    let sources = data.captions[step.caption].sources
    #expect(sources.map(\.evidence) == ["DOCUMENTED", "INFERRED"])
    #expect(
      sources.map(\.name) == [
        "View Controller Programming Guide, \"The Custom Presentation Process\"",
        "UIKit 26.1: starting a custom animator or interaction controller",
      ])
    #expect(
      sources.map(\.link) == [
        "https://developer.apple.com/library/archive/featuredarticles/"
          + "ViewControllerPGforiPhoneOS/DefiningCustomPresentations.html",
        nil,
      ])
    #expect(html.contains("rel\", \"noopener noreferrer\""))
    #expect(step.general == nil)
    #expect(data.steps.filter { $0.caption >= 0 }.map(\.id) == ["seq-25"])
    #expect(data.steps.first { $0.id == "seq-26" }?.general != nil)
    let marked = data.steps.indices.filter { !data.steps[$0].violations.isEmpty }
    #expect(marked.map { data.steps[$0].id } == ["seq-48"])
    #expect(data.violations.map(\.step) == marked)
    #expect(try Self.page(records).data.checked == false)
  }

  @Test("names and text are escaped: quotes, <, &, control characters and emoji")
  func escaping() throws {
    let (html, data) = try Self.page(HostileLog.records)
    #expect(html.utf8.allSatisfy { $0 < 0x80 })
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(!html.contains("<b>&amp;"))
    #expect(html.contains("<title>tor&quot;ture &lt;&amp;&gt;\\n &#x2014;"))
    let texts = data.steps.map(\.who).joined(separator: "\n")
    #expect(texts.contains("vc.\"quoted\" <b>&amp; \\n\\nline2 😀 ;#%{}"))
    #expect(texts.contains("delegate 🎬"))
  }

  @Test("a state lists the frontmost subviews and the latest detached views, and counts the rest")
  func bounded() throws {
    var log = LogBuilder(scenario: "crowded")
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc.home", "HomeViewController", .presentingViewController)
    func add(_ view: String, to superview: String, at index: Int) {
      log.event(
        .view(
          ViewChange(
            caller: "vc.home", name: .addSubview, view: view, viewClass: "UIView",
            viewController: nil, superview: superview, index: index)), transition: 1)
    }
    add("list", to: "window", at: 0)
    for index in 0..<45 { add("row.\(index)", to: "list", at: index) }
    for index in 0..<12 {
      add("toast.\(index)", to: "window", at: 1)
      log.event(
        .view(
          ViewChange(
            caller: "vc.home", name: .removeFromSuperview, view: "toast.\(index)",
            viewClass: "UIView", viewController: nil, superview: "window", index: nil)),
        transition: 1)
    }
    let (_, data) = try Self.page(log.records)
    let last = try #require(data.steps.last)
    let shown = data.state(of: last)
    #expect(shown.subviews["list"] == (5..<45).map { "row.\($0)" })
    #expect(shown.leftOut == 5)
    #expect(shown.roots == ["window"] + (4..<12).map { "toast.\($0)" })
    #expect(shown.moreDetached == 4)
  }

  @Test("focus options draw fewer rows but replay the whole log")
  func focus() throws {
    let records = try GoldenTraces.records("card-zoom")
    let (_, data) = try Self.page(records, options: DiagramOptions(fromSeq: 39, toSeq: 51))
    let first = try #require(data.steps.first)
    #expect(first.id == "seq-39")
    let state = data.state(of: first)
    #expect(state.subviews["container.1"] == ["backdrop", "zoomingCard", "vc.swatch.view"])
    #expect(first.skipped.isEmpty)
  }
}
