import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// `--transition`, `--from`/`--to`, `--participants`, `--hide` and `--views`.
@Suite("Focus options")
struct FocusTests {
  static func seqs(_ options: DiagramOptions, log: String = "card-zoom") throws -> [Int] {
    DiagramBuilder.diagram(of: try GoldenTraces.records(log), options: options).rows
      .filter { $0.style != .reply }.map(\.seq)
  }

  @Test("--transition keeps that transition and the gesture that started it")
  func transition() throws {
    let records = try GoldenTraces.records("card-zoom")
    let diagram = DiagramBuilder.diagram(
      of: records, options: DiagramOptions(transition: 2, fold: false))
    let seqs = diagram.rows.filter { $0.style != .reply }.map(\.seq)
    #expect(seqs.first == 67)
    #expect(seqs.last == 93)
    #expect(diagram.rows.allSatisfy { $0.transition == 2 || $0.seq == 67 })
    #expect(diagram.bands.map(\.phase) == [.dismissal])
    #expect(!diagram.columns.contains { $0.id == "animator.zoomIn" })
  }

  @Test("--from and --to keep a seq range")
  func range() throws {
    let seqs = try Self.seqs(DiagramOptions(fromSeq: 20, toSeq: 30))
    #expect(seqs == [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
  }

  @Test("--participants keeps only those columns and the records between them")
  func participants() throws {
    let diagram = DiagramBuilder.diagram(
      of: try GoldenTraces.records("card-zoom"),
      options: DiagramOptions(participants: ["uikit", "vc.swatch"]))
    #expect(diagram.columns.map(\.id) == ["vc.swatch", "uikit"])
    let calls = diagram.rows.filter { $0.style == .call }
    #expect(
      calls.map(\.text) == [
        "loadView()", "viewDidLoad()", "viewWillAppear(true)", "viewSafeAreaInsetsDidChange()",
        "viewIsAppearing(true)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        "viewDidAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)",
      ])
  }

  @Test("--hide drops a column and every record touching it")
  func hide() throws {
    let diagram = DiagramBuilder.diagram(
      of: try GoldenTraces.records("card-zoom"),
      options: DiagramOptions(hidden: ["uikit", "ctx.1", "ctx.2"]))
    #expect(!diagram.columns.contains { ["uikit", "ctx.1", "ctx.2"].contains($0.id) })
    #expect(!diagram.rows.contains { $0.id == "seq-17" })
    #expect(diagram.rows.contains { $0.id == "seq-14" })
  }

  @Test("view changes: none, those inside transitions (the default), or all")
  func views() throws {
    func viewSeqs(_ views: DiagramOptions.Views) throws -> [Int] {
      DiagramBuilder.diagram(
        of: try GoldenTraces.records("card-zoom"), options: DiagramOptions(views: views)
      )
      .rows.filter { $0.style == .view }.map(\.seq)
    }
    #expect(try viewSeqs(.none).isEmpty)
    #expect(try viewSeqs(.transitions) == [18, 27, 37, 38, 39, 48, 49, 82, 90])
    #expect(try viewSeqs(.all) == [3, 4, 5, 7, 18, 27, 37, 38, 39, 48, 49, 82, 90])
  }

  @Test("an empty focus gives an empty diagram that still renders")
  func empty() throws {
    let records = try GoldenTraces.records("card-zoom")
    let options = DiagramOptions(fromSeq: 500)
    #expect(DiagramBuilder.diagram(of: records, options: options).rows.isEmpty)
    for format in DiagramFormat.allCases {
      #expect(try !DiagramRenderer.render(records, format: format, options: options).isEmpty)
    }
  }
}
