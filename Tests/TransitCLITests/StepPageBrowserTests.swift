import Foundation
import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// `transit render --format html`, opened in headless Chromium: the keys move the step, the
/// fragment opens one, and what the page shows is what the replayed log says.
@Suite(
  "The step-through page in a browser", .serialized,
  .enabled(if: Browser.shouldRun, "needs chromium, chromium-driver and selenium"))
struct StepPageBrowserTests {
  /// One visit: open the page (at a fragment), press keys, maybe reload.
  struct Visit: Codable {
    var fragment: String?
    var keys: [String] = []
    var reload = false
  }

  /// What the Selenium script read from the page.
  struct Seen: Codable {
    var current: [String]
    var hash: String
    var counter: String?
    var seq: String?
    var code: String?
    var what: String?
    var meaning: String?
    var general: String?
    var rules: [String]
    var containers: [String: [String]]
    var appearance: [[String]]
    var chains: [[String]]
    var objects: [[String]]
    var retained: [String]
    var previousOpacity: Double?
    var nextOpacity: Double?
    var inView: Bool
    var reveal: Bool
    var resources: Int
  }

  struct Plan: Codable {
    var chromium = Browser.chromium
    var chromedriver = Browser.chromedriver
    var page: String
    var visits: [Visit]
  }

  /// Renders `log` to a page with the built binary and drives it through `visits`.
  func visit(_ log: String, _ visits: [Visit]) throws -> [Seen] {
    if let missing = Browser.missing {
      Issue.record("CI requires the browser tests, but \(missing)")
      return []
    }
    let folder = try TransitProcess.temporaryDirectory()
    let page = folder.appendingPathComponent("page.html")
    let rendered = try TransitProcess.run([
      "render", PackagePaths.root.appendingPathComponent(log).path, "--format", "html",
      "--output", page.path,
    ])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let plan = try JSONEncoder().encode(Plan(page: page.absoluteString, visits: visits))
    let seen = try JSONDecoder().decode([Seen].self, from: Browser.drive(plan))
    #expect(seen.count == visits.count)
    return seen
  }

  /// The step each visit should end on: where its fragment opens, moved by its arrow keys.
  static func expectedIndex(_ visit: Visit, in model: PageModel) -> Int {
    var index = model.index(ofFragment: visit.fragment)
    for key in visit.keys {
      if key == "Right" { index = min(index + 1, model.rows.count - 1) }
      if key == "Left" { index = max(index - 1, 0) }
    }
    return index
  }

  /// Checks what a visit saw against the log: the step, its fragment, its caption, the
  /// container views' subviews, the appearance states and the presentation chain.
  func compare(
    _ seen: Seen, with model: PageModel, at index: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let row = model.rows[index]
    let state = model.state(at: index)
    #expect(seen.current == [row.id], sourceLocation: sourceLocation)
    #expect(seen.hash == "#" + row.id, sourceLocation: sourceLocation)
    #expect(seen.counter == String(index + 1), sourceLocation: sourceLocation)
    // The page names the step by its seq, as explain and check do.
    #expect(
      seen.seq == row.seqText + (row.style == .reply ? ", return" : ""),
      sourceLocation: sourceLocation)
    #expect(seen.code == row.text, sourceLocation: sourceLocation)
    #expect(seen.meaning == model.meaning(at: index), sourceLocation: sourceLocation)
    #expect(seen.what?.isEmpty == false, sourceLocation: sourceLocation)
    #expect(seen.containers == PageModel.containers(of: state), sourceLocation: sourceLocation)
    let shown = Dictionary(seen.appearance.map { ($0[0], $0[1]) }, uniquingKeysWith: { a, _ in a })
    for appearance in state.appearances {
      #expect(
        shown[appearance.viewController] == appearance.state.rawValue,
        sourceLocation: sourceLocation)
    }
    for (viewController, shownState) in shown {
      #expect(
        shownState == state.appearance(of: viewController).rawValue, sourceLocation: sourceLocation)
    }
    #expect(seen.chains == state.presentationChains, sourceLocation: sourceLocation)
    if model.recordsLifetimes {
      #expect(seen.objects == PageModel.objects(of: state), sourceLocation: sourceLocation)
      #expect(
        seen.retained == state.recentRetentions.map(\.description), sourceLocation: sourceLocation)
    } else {
      #expect(seen.objects.isEmpty && seen.retained.isEmpty, sourceLocation: sourceLocation)
    }
    #expect(seen.inView, "step \(row.id) is scrolled out of view", sourceLocation: sourceLocation)
    #expect(seen.resources == 0, "the page loaded something", sourceLocation: sourceLocation)
    if index > 0 { #expect(seen.previousOpacity == 1, sourceLocation: sourceLocation) }
    if index < model.rows.count - 1, let next = seen.nextOpacity {
      #expect(seen.reveal ? next == 0 : next < 0.5, sourceLocation: sourceLocation)
    }
  }

  @Test("arrow keys from the start, from a fragment, and back; the fragment follows the step")
  func stepping() throws {
    let log = "Traces/card-zoom.jsonl"
    let model = try PageModel(path: PackagePaths.root.appendingPathComponent(log).path)
    let right = { (count: Int) in Array(repeating: "Right", count: count) }
    let visits = [
      Visit(fragment: nil, keys: right(6)),
      Visit(fragment: "seq-36", keys: right(4)),
      Visit(fragment: "seq-36", keys: right(7) + ["Left"]),
      Visit(fragment: "seq-28"),
      Visit(fragment: "seq-63"),
      Visit(fragment: "seq-86", keys: right(2)),
      Visit(fragment: "seq-36", keys: right(3), reload: true),
      Visit(fragment: nil, keys: right(40) + ["r"]),
    ]
    let seen = try visit(log, visits)
    guard seen.count == visits.count else { return }
    for (visit, seen) in zip(visits, seen) {
      compare(seen, with: model, at: Self.expectedIndex(visit, in: model))
    }
    // The visits reach the steps the lesson is about, so the comparisons are not vacuous:
    // the animator's views in the container view, the glossary's entry for
    // presentationTransitionWillBegin(), and the container view leaving the window.
    let built = PageModel.containers(of: model.state(at: Self.expectedIndex(visits[1], in: model)))
    #expect(built.values.contains { !$0.isEmpty })
    #expect(model.meaning(at: Self.expectedIndex(visits[3], in: model)) != nil)
    #expect(seen[3].meaning != nil)
    #expect(seen[7].reveal)
  }

  @Test("the objects panel: alive or released at each step, and what a screen left held")
  func lifetimes() throws {
    let log = "Traces/bug-retain-cycle-interaction-controller.jsonl"
    let model = try PageModel(path: PackagePaths.root.appendingPathComponent(log).path)
    let visits = [
      Visit(fragment: "seq-44"), Visit(fragment: "seq-45"), Visit(fragment: "seq-99"),
      Visit(fragment: "seq-102"),
    ]
    let seen = try visit(log, visits)
    guard seen.count == visits.count else { return }
    for (visit, seen) in zip(visits, seen) {
      compare(seen, with: model, at: Self.expectedIndex(visit, in: model))
    }
    // Not vacuous: the context is alive, then released; the screen's retain cycle is listed.
    #expect(seen[0].objects.contains(["ctx.1", "alive"]))
    #expect(seen[1].objects.contains(["ctx.1", "released at seq 45 by uikit"]))
    #expect(seen[3].objects.contains(["vc.detail", "alive"]))
    #expect(seen[3].retained.count == 1)
  }

  @Test("a violation is marked at its step with its rule")
  func violation() throws {
    let log = "Traces/bug-complete-true-after-cancel.jsonl"
    let path = PackagePaths.root.appendingPathComponent(log).path
    let report = try Checker().check(path: path)
    let broken = try #require(report.violations.first)
    let model = try PageModel(path: path)
    let visits = [Visit(fragment: "seq-\(broken.seq)")]
    let seen = try visit(log, visits)
    guard let page = seen.first else { return }
    compare(page, with: model, at: Self.expectedIndex(visits[0], in: model))
    let rules = report.violations.filter { $0.seq == broken.seq }.map(\.rule.id)
    #expect(page.rules == rules)
  }
}
