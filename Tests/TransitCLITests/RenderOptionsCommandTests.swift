import Foundation
import Testing
import TransitTestSupport

/// The options of `transit render` for readers: lanes, folding, what --hide may drop, presets,
/// pages and the legend, run as a user runs them.
@Suite("transit render: lanes, folding, presets and pages")
struct RenderOptionsCommandTests {
  static let cardZoom = GoldenTraces.path("card-zoom")
  static let cancelled = GoldenTraces.path("dimming-sheet-cancelled")

  func text(_ path: String, _ options: [String]) throws -> (status: Int32, out: String, err: String)
  {
    let result = try TransitProcess.run(["render", path, "-f", "text", "-o", "-"] + options)
    return (result.status, result.stdout, result.stderr)
  }

  @Test("lanes by role are the default: one column per role, the object named in the message")
  func lanes() throws {
    let role = try text(Self.cardZoom, [])
    #expect(role.status == 0)
    #expect(
      role.out.contains("  E  transition context  _UIViewControllerOneToOneTransitionContext\n"))
    #expect(role.out.contains("animator.zoomIn: ctx.1.containerView"))
    let object = try text(Self.cardZoom, ["--lanes", "object"])
    #expect(
      object.out.contains("  F  ctx.1             _UIViewControllerOneToOneTransitionContext\n"))
    #expect(
      object.out.contains("  G  ctx.2             _UIViewControllerOneToOneTransitionContext\n"))
    let wrong = try text(Self.cardZoom, ["--lanes", "instance"])
    #expect(wrong.status == 2)
    #expect(wrong.err.contains("unknown --lanes 'instance'; use role or object"))
  }

  @Test("--fold ROLE: the role's calls become notes on the other end's lane, in order")
  func fold() throws {
    let folded = try text(Self.cancelled, ["--fold", "transitionContext,transitionCoordinator"])
    #expect(folded.status == 0)
    #expect(!folded.out.contains("TransitionContext"))
    let lines = folded.out.split(separator: "\n").map(String.init)
    let cancel = try #require(
      lines.firstIndex { $0.contains("ctx.1.cancelInteractiveTransition()") })
    let asked = try #require(
      lines.firstIndex { $0.contains("ctx.1.transitionWasCancelled → true") })
    let complete = try #require(lines.firstIndex { $0.contains("ctx.1.completeTransition(false)") })
    #expect(cancel < asked && asked < complete)
    #expect(lines[cancel].contains("✎"))
    let wrong = try text(Self.cancelled, ["--fold", "context"])
    #expect(wrong.status == 2)
    #expect(wrong.err.contains("--fold: unknown role 'context'"))
  }

  @Test("--hide refuses to drop calls a rule or the glossary marks essential, unless --force")
  func hideEssential() throws {
    let refused = try text(Self.cancelled, ["--hide", "ctx.1,coordinator.1"])
    #expect(refused.status == 2)
    #expect(refused.out.isEmpty)
    #expect(
      refused.err.contains(
        "--hide ctx.1,coordinator.1 would drop 12 calls the lifecycle rules or the glossary mark "
          + "as essential:"))
    #expect(
      refused.err.contains(
        "  seq 75  interactor.percentDriven → ctx.1  cancelInteractiveTransition()  "
          + "(rule transition.complete-false-after-cancel)"))
    #expect(
      refused.err.contains(
        "  seq 54 … 72 (×7)  interactor.percentDriven → ctx.1  updateInteractiveTransition(_:)"))
    #expect(refused.err.contains("animator.slide → ctx.1  transitionWasCancelled  (glossary: "))
    #expect(
      refused.err.contains(
        "--fold transitionCoordinator,transitionContext keeps them, as notes on the lane at the "
          + "other end; --force drops them anyway"))
    let forced = try text(Self.cancelled, ["--hide", "ctx.1,coordinator.1", "--force"])
    #expect(forced.status == 0)
    #expect(!forced.out.contains("completeTransition"))
    // A participant whose calls no rule needs is hidden without a word.
    let quiet = try text(Self.cardZoom, ["--hide", "app"])
    #expect(quiet.status == 0)
    let lone = try text(Self.cardZoom, ["--force"])
    #expect(lone.status == 2)
    #expect(lone.err.contains("--force goes with --hide"))
  }

  @Test("--preset slide writes a 1920 × 1080 PNG per page, NAME-1.png…; one page keeps the name")
  func slides() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["render", Self.cardZoom, "--preset", "slide", "-f", "png", "-o", "deck.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count > 2)
    #expect(files.allSatisfy { $0.hasPrefix("deck-") && $0.hasSuffix(".png") })
    #expect(result.stderr.hasSuffix("→ deck-\(files.count).png\n"))
    let one = try TransitProcess.run(
      [
        "render", Self.cardZoom, "--preset", "slide", "--transition", "1", "--from", "26", "--to",
        "32", "-f", "png", "-o", "one.png",
      ], in: folder)
    #expect(one.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.png").path))
    let piped = try TransitProcess.run([
      "render", Self.cardZoom, "--preset", "slide", "-f", "svg", "-o", "-",
    ])
    #expect(piped.status == 2)
    #expect(piped.stderr.contains("give --output a file name"))
  }

  @Test("--pages letter writes one PDF of Letter pages; --pages with a text format is refused")
  func pages() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["render", Self.cardZoom, "--pages", "letter"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let pdf = try Data(contentsOf: folder.appendingPathComponent("Output/card-zoom.pdf"))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.components(separatedBy: "/MediaBox [ 0 0 612 792 ]").count - 1 > 1)
    let refused = try TransitProcess.run([
      "render", Self.cardZoom, "--pages", "a4", "-f", "mermaid",
    ])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("--pages cuts SVG, PNG and PDF into pages; Mermaid is written whole"))
  }

  @Test("--legend adds a legend; presets have one unless --no-legend")
  func legend() throws {
    let plain = try text(Self.cardZoom, [])
    #expect(!plain.out.contains("Legend"))
    let legend = try text(Self.cardZoom, ["--legend"])
    #expect(legend.out.contains("\nLegend\n  ├──▶  a call, its seq in the log first"))
    let svg = try TransitProcess.run(["render", Self.cardZoom, "--preset", "page", "-o", "-"])
    #expect(svg.stdout.contains("id=\"legend\""))
    let none = try TransitProcess.run(
      ["render", Self.cardZoom, "--preset", "page", "--no-legend", "-o", "-"])
    #expect(!none.stdout.contains("id=\"legend\""))
  }

  @Test("--notes none leaves the log's notes out and keeps the rest; --notes refuses other values")
  func notes() throws {
    let path = GoldenTraces.path("about-cross-dissolve")
    let all = try text(path, [])
    let none = try text(path, ["--notes", "none"])
    #expect(all.status == 0 && none.status == 0)
    let noteLines = all.out.split(separator: "\n").filter { $0.contains("note status-bar-") }
    #expect(!noteLines.isEmpty)
    #expect(!none.out.contains("note status-bar-"))
    #expect(
      none.out.split(separator: "\n").filter { !$0.contains("note ") }
        == all.out.split(separator: "\n").filter { !$0.contains("note ") })
    let wrong = try text(path, ["--notes", "some"])
    #expect(wrong.status == 2)
    #expect(wrong.err.contains("unknown --notes 'some'; use all or none"))
  }

  @Test("--preset slide folds the context and coordinator; --fold none gives them lanes back")
  func slideFolding() throws {
    let folded = try TransitProcess.run([
      "render", Self.cardZoom, "--preset", "slide", "-f", "svg", "-o", "-", "--transition", "2",
      "--no-legend",
    ])
    #expect(folded.status == 0, "\(folded.stderr)")
    #expect(!folded.stdout.contains("_UIViewControllerOneToOneTransitionContext"))
    let unfolded = try TransitProcess.run([
      "render", Self.cardZoom, "--preset", "slide", "-f", "svg", "-o", "-", "--transition", "2",
      "--no-legend",
      "--fold", "none",
    ])
    #expect(unfolded.status == 0, "\(unfolded.stderr)")
    #expect(unfolded.stdout.contains("_UIViewControllerOneToOneTransitionContext"))
  }
}
