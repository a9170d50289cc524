import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Where the layout puts repeated headers and pages.
@Suite("Layout")
struct LayoutTests {
  /// The layout of `name` with headers repeated every `interval` rows.
  static func layout(_ name: String, interval: Int, paged: Bool = false) throws -> SequenceLayout {
    var options = DiagramOptions(headerInterval: interval)
    if paged { options.pages = .a4 }
    let diagram = DiagramBuilder.diagram(of: try GoldenTraces.records(name), options: options)
    return DiagramRenderer.layout(diagram, options: options)
  }

  @Test(
    "no repeated header lands on an activation bar: bars are cut around every repeated header",
    arguments: try GoldenTraces.names())
  func headersClearBars(name: String) throws {
    for layout in [
      try Self.layout(name, interval: 8), try Self.layout(name, interval: 40, paged: true),
    ] {
      let repeated = layout.headerRows.dropFirst()
      #expect(layout.paging != nil || repeated.count > 1 || layout.diagram.rows.count < 16)
      for top in repeated {
        let bottom = top + layout.metrics.headerHeight
        for bar in layout.bars {
          #expect(
            bar.maxY <= top || bar.y >= bottom,
            "\(name): a bar from \(bar.y) to \(bar.maxY) crosses the header at \(top)")
        }
      }
    }
  }

  @Test("repeated headers go where no bar runs across, when one comes within the interval")
  func headersAtFreeRows() throws {
    let layout = try Self.layout("card-zoom", interval: 10)
    let diagram = layout.diagram
    var free = 0
    for top in layout.headerRows.dropFirst().dropLast() {
      // The row right under the header.
      guard let row = layout.rows.firstIndex(where: { $0.top > top }) else { continue }
      let across = diagram.activations.filter { $0.firstRow < row && row <= $0.lastRow }
      if across.isEmpty { free += 1 }
    }
    #expect(free == layout.headerRows.count - 2, "headers over running bars")
  }

  @Test("pages: no row is cut by a page's edge, and each page's rows follow its headers")
  func pagesKeepRowsWhole() throws {
    let layout = try Self.layout("nav-push-pop-custom", interval: 40, paged: true)
    #expect(layout.pageTops.count > 1)
    for row in layout.rows {
      let page = layout.pageTops.lastIndex { $0 <= row.top } ?? 0
      let top = layout.pageTops[page]
      #expect(row.bottom <= top + layout.pageHeight, "a row runs off page \(page + 1)")
      #expect(layout.headerRows[page] + layout.metrics.headerHeight <= row.top)
    }
  }
}
