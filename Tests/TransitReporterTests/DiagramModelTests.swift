import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// What the diagram model derives from real scenario logs: columns, returns, nesting, folding,
/// phases and outcome frames.
@Suite("Diagram model")
struct DiagramModelTests {
  static func diagram(_ name: String, _ options: DiagramOptions = DiagramOptions()) throws
    -> SequenceDiagram
  {
    DiagramBuilder.diagram(of: try GoldenTraces.records(name), options: options)
  }

  /// Lanes by object: a column per participant.
  static let objects = DiagramOptions(lanes: .object)

  @Test("columns follow the lifecycle order of roles, and only participants that appear")
  func columnOrder() throws {
    let diagram = try Self.diagram("card-zoom", Self.objects)
    #expect(
      diagram.columns.map(\.id) == [
        "vc.palette", "delegate.card", "pc", "animator.zoomIn", "animator.zoomOut", "ctx.1",
        "ctx.2",
        "vc.swatch", "uikit",
      ])
    #expect(diagram.columns[0].className == "PaletteViewController")
  }

  @Test("lanes by role: one column per role, and a message names its object in a shared one")
  func roleLanes() throws {
    let diagram = try Self.diagram("card-zoom")
    #expect(
      diagram.columns.map(\.id) == [
        "vc.palette", "delegate.card", "pc", "animator", "transition context", "vc.swatch",
        "uikit",
      ])
    let animators = try #require(diagram.columns.first { $0.role == .animator })
    #expect(animators.members == ["animator.zoomIn", "animator.zoomOut"])
    #expect(animators.className == "2 classes")
    let contexts = try #require(diagram.columns.first { $0.role == .transitionContext })
    #expect(contexts.members == ["ctx.1", "ctx.2"])
    #expect(contexts.className == "_UIViewControllerOneToOneTransitionContext")
    let text = { (id: String) in diagram.rows.first { $0.id == id }?.text }
    // The receiver's lane is shared: its object is the receiver, as the Swift reads.
    #expect(text("seq-34") == "animator.zoomIn.animateTransition(using: ctx.1)")
    // Both lanes are shared: the caller is named first.
    #expect(text("seq-35") == "animator.zoomIn: ctx.1.viewController(forKey: to)")
    // Neither is: nothing is added.
    #expect(text("seq-17") == "viewDidLoad()")
    // A four-transition log keeps a column per role, not four per transition.
    let objects = try Self.diagram("dimming-sheet", Self.objects).columns.count
    let roles = try Self.diagram("dimming-sheet").columns.count
    #expect(roles < objects)
    #expect(roles <= 9)
  }

  @Test(
    "--fold ROLE: the role has no column, its calls are notes on the other end's lane, in order")
  func foldedRoles() throws {
    let options = DiagramOptions(foldedRoles: [.transitionContext, .transitionCoordinator])
    let diagram = try Self.diagram("dimming-sheet-cancelled", options)
    #expect(!diagram.columns.contains { $0.role == .transitionContext })
    #expect(!diagram.columns.contains { $0.role == .transitionCoordinator })
    let folded = diagram.rows.filter { $0.style == .foldedCall }
    let interactor = try #require(diagram.columns.firstIndex { $0.role == .interactionController })
    let animator = try #require(diagram.columns.firstIndex { $0.role == .animator })
    let notes = folded.filter { [75, 79, 80].contains($0.seq) }.map { "\($0.kind) \($0.text)" }
    #expect(
      notes == [
        "note(\(interactor)) ctx.1.cancelInteractiveTransition()",
        "note(\(animator)) ctx.1.transitionWasCancelled → true",
        "note(\(animator)) ctx.1.completeTransition(false)",
      ])
    // Every record of the unfolded diagram is still a row, in the same order.
    let all = try Self.diagram("dimming-sheet-cancelled").rows.filter { $0.style != .reply }
    #expect(diagram.rows.filter { $0.style != .reply }.map(\.seq) == all.map(\.seq))
  }

  @Test("--order puts the named participants first")
  func explicitOrder() throws {
    let diagram = try Self.diagram("card-zoom", DiagramOptions(order: ["uikit", "vc.swatch"]))
    #expect(diagram.columns.prefix(3).map(\.id) == ["uikit", "vc.swatch", "vc.palette"])
  }

  @Test("vended objects, nil, bools and durations get a return row; Void calls none")
  func returns() throws {
    let diagram = try Self.diagram("card-zoom")
    let replies = diagram.rows.filter { $0.style == .reply }
    #expect(replies.first { $0.id == "seq-15-return" }?.text == "pc")
    #expect(replies.first { $0.id == "seq-22-return" }?.text == "animator.zoomIn")
    #expect(replies.first { $0.id == "seq-23-return" }?.text == "nil")
    #expect(replies.first { $0.id == "seq-26-return" }?.text == "false")
    #expect(replies.first { $0.id == "seq-30-return" }?.text == "0.5")
    #expect(!diagram.rows.contains { $0.id == "seq-28-return" })
    // The return comes after what ran inside the call: seq 16 to 18 ran inside seq 15.
    let index = { (id: String) in diagram.rows.firstIndex { $0.id == id } ?? -1 }
    #expect(index("seq-15") < index("seq-17"))
    #expect(index("seq-18") < index("seq-15-return"))
    #expect(index("seq-15-return") < index("seq-19"))
  }

  @Test("signatures read as Swift calls, with the arguments in place")
  func signatures() throws {
    let rows = try Self.diagram("card-zoom", Self.objects).rows
    #expect(
      rows.first { $0.id == "seq-14" }?.text
        == "present(vc.swatch, animated: true, completion: nil)")
    #expect(rows.first { $0.id == "seq-35" }?.text == "viewController(forKey: to)")
    #expect(rows.first { $0.id == "seq-39" }?.text == "container.1.addSubview(vc.swatch.view)")
    if case .selfCall = rows.first(where: { $0.id == "seq-14" })?.kind {
    } else {
      Issue.record("present(_:animated:completion:) on itself should be a self-call")
    }
  }

  @Test("activation bars follow cause: animateTransition(using:) runs until its last inner call")
  func activations() throws {
    let diagram = try Self.diagram("card-zoom", Self.objects)
    let row = { (id: String) in diagram.rows.firstIndex { $0.id == id } ?? -1 }
    let animator = try #require(diagram.columns.firstIndex { $0.id == "animator.zoomIn" })
    let bar = try #require(
      diagram.activations.first { $0.column == animator && $0.firstRow == row("seq-34") })
    #expect(bar.lastRow == row("seq-40"))
    #expect(bar.depth == 1)
    // The tap's handler runs present(_:animated:completion:) on the same object: a nested bar.
    let palette = try #require(diagram.columns.firstIndex { $0.id == "vc.palette" })
    let nested = diagram.activations.filter { $0.column == palette }.map(\.depth).sorted()
    #expect(nested == [1, 2])
  }

  @Test("phase bands: presentation, management while the swatch is up, dismissal")
  func bands() throws {
    let diagram = try Self.diagram("card-zoom")
    #expect(diagram.bands.map(\.phase) == [.presentation, .management, .dismissal])
    #expect(diagram.bands[1].title == "Management: vc.swatch on screen")
    let requested = diagram.rows.firstIndex { $0.id == "seq-69" }
    #expect(diagram.bands[2].firstRow <= requested ?? -1)
    #expect(diagram.bands[2].lastRow == diagram.rows.count - 1)
  }

  @Test("an interactive transition's outcome is framed: cancelled from the release on")
  func outcomeFrame() throws {
    let diagram = try Self.diagram("dimming-sheet-cancelled")
    let outcomes = diagram.frames.filter {
      if case .outcome = $0.kind { return true } else { return false }
    }
    #expect(outcomes.count == 1)
    let frame = try #require(outcomes.first)
    #expect(frame.kind == .outcome(finished: false))
    #expect(frame.title == "interactive: cancelled")
    #expect(diagram.rows[frame.firstRow].id == "seq-73")
    #expect(diagram.rows[frame.lastRow].id == "seq-88")
    // A cancelled presentation leaves nothing on screen: no management band.
    #expect(diagram.bands.map(\.phase) == [.presentation])
    let finished = try Self.diagram("card-zoom").frames
    #expect(finished.contains { $0.kind == .outcome(finished: true) })
  }

  @Test("seven gesture-and-update windows fold into one window with a count and a range")
  func foldsInteractiveUpdates() throws {
    let diagram = try Self.diagram("dimming-sheet-cancelled")
    let update = try #require(diagram.rows.first { $0.id == "seq-53" })
    #expect(update.count == 7)
    #expect(update.lastSeq == 71)
    #expect(update.text == "update(0.12 → 0.49)")
    #expect(update.label == "53–71 ×7 update(0.12 → 0.49)")
    #expect(!diagram.rows.contains { $0.id == "seq-56" })
    #expect(diagram.frames.contains { $0.kind == .loop(count: 7) })
    let gesture = try #require(diagram.rows.first { $0.id == "seq-52" })
    #expect(gesture.text == "pan changed (-24, 0) → (-96, 0) on edgeStrip")
    let unfolded = try Self.diagram("dimming-sheet-cancelled", DiagramOptions(fold: false))
    #expect(unfolded.rows.count == diagram.rows.count + 6 * 3)
  }

  @Test("forty update(_:) calls become one row")
  func foldsForty() {
    var log = LogBuilder()
    log.participant("vc", "VC", .presentingViewController)
    log.participant("interactor", "Interactor", .interactionController)
    for step in 1...40 {
      log.call(
        "vc", "interactor", .update, ["percentComplete": .double(0.05 + Double(step - 1) * 0.0146)])
    }
    let diagram = DiagramBuilder.diagram(of: log.records)
    #expect(diagram.rows.count == 1)
    #expect(diagram.rows[0].label == "1–40 ×40 update(0.05 → 0.62)")
    #expect(diagram.frames.isEmpty)
  }

  @Test("two repetitions do not fold; three do")
  func foldThreshold() {
    for (count, rows) in [(2, 2), (3, 1)] {
      var log = LogBuilder()
      log.participant("a", "A", .app)
      log.participant("b", "B", .animator)
      for _ in 0..<count { log.call("a", "b", .finish) }
      #expect(DiagramBuilder.diagram(of: log.records).rows.count == rows)
    }
  }

  @Test("warnings and notes sit on their participant's lifeline")
  func diagnostics() {
    var log = LogBuilder()
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc", "VC", .presentingViewController)
    log.call("uikit", "vc", .viewDidLoad)
    log.event(
      .warning(
        Diagnostic(
          participant: "vc", code: "present-while-transitioning", message: "Attempt to present")))
    log.event(
      .note(Diagnostic(participant: "uikit", code: "unsourced", message: "Transit's choice")))
    let rows = DiagramBuilder.diagram(of: log.records).rows
    #expect(rows[1].kind == .note(0))
    #expect(rows[1].style == .warning)
    #expect(rows[1].text == "warning present-while-transitioning: Attempt to present")
    #expect(rows[2].kind == .note(1))
    #expect(rows[2].style == .note)
  }
}
