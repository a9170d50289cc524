import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Every golden trace drawn with every preset: slides are 16:9 pages, a page is A4 wide, and
/// every row is drawn on exactly one page. The rasters (1920 × 1080 PNGs, an A4-wide PNG, a
/// PDF of every page) are drawn from the same pages as the SVG, so they are checked on the
/// largest traces only (`GoldenTraces.largest()`), which bounds the work: rasterizing is the
/// slowest thing a drawing does, and every drawing waits on Graphviz's one lock.
@Suite("Presets")
struct PresetTests {
  static func options(_ preset: DiagramOptions.Preset, pdf: Bool = false) -> DiagramOptions {
    var options = DiagramOptions()
    preset.apply(to: &options)
    if preset == .page && pdf { options.pages = .a4 }
    return options
  }

  @Test(
    "--preset slide: 16:9 pages, each row on one page, a PNG per page, one PDF",
    arguments: try GoldenTraces.names())
  func slide(name: String) throws {
    let options = Self.options(.slide)
    let diagram = DiagramBuilder.diagram(of: try GoldenTraces.records(name), options: options)
    let svgs = try DiagramRenderer.drawnPages(diagram, format: .svg, options: options)
    var ids: [String] = []
    for page in svgs {
      let document = SVGDocument(page)
      #expect(document.wellFormed, "\(name): \(document.error ?? "")")
      let box = document.viewBox
      #expect(box.count == 4 && abs(box[2] / box[3] - 16.0 / 9) < 0.01, "\(name): \(box)")
      ids += document.ids.filter { $0.hasPrefix("seq-") }
    }
    #expect(ids.sorted() == diagram.rows.map(\.id).sorted(), "\(name): rows drawn once each")
    // A transition starts a page of its own.
    for start in DiagramRenderer.transitionStarts(diagram) {
      let id = diagram.rows[start].id
      let page = svgs.firstIndex { SVGDocument($0).ids.contains(id) }
      let before = start > 0 ? diagram.rows[start - 1].id : nil
      if let before {
        #expect(page != svgs.firstIndex { SVGDocument($0).ids.contains(before) }, "\(name) \(id)")
      }
    }
    guard try GoldenTraces.largest().contains(name) else { return }
    let pngs = try DiagramRenderer.drawnPages(diagram, format: .png, options: options)
    #expect(pngs.count == svgs.count)
    for png in pngs {
      let image = try #require(PNGImage(png))
      #expect(image.width == 1920 && image.height == 1080, "\(name)")
    }
    let pdf = try DiagramRenderer.drawnPages(diagram, format: .pdf, options: options)
    #expect(pdf.count == 1)
    let file = PDFFile(pdf[0])
    #expect(file.xrefProblems.isEmpty, "\(name): \(file.xrefProblems)")
    #expect(file.pageCount == svgs.count, "\(name)")
    #expect(file.mediaBoxes.allSatisfy { $0 == [0, 0, 960, 540] }, "\(name): \(file.mediaBoxes)")
  }

  @Test(
    "--preset page: an A4-wide picture, and an A4 PDF of pages", arguments: try GoldenTraces.names()
  )
  func page(name: String) throws {
    let records = try GoldenTraces.records(name)
    let single = Self.options(.page)
    let svg = SVGDocument(try DiagramRenderer.render(records, format: .svg, options: single))
    #expect(svg.wellFormed)
    #expect(svg.viewBox.count == 4 && svg.viewBox[2] <= 595.5, "\(name): \(svg.viewBox)")
    let paged = Self.options(.page, pdf: true)
    let diagram = DiagramBuilder.diagram(of: records, options: paged)
    let pages = try DiagramRenderer.drawnPages(diagram, format: .svg, options: paged)
    if try GoldenTraces.largest().contains(name) {
      let png = try #require(
        PNGImage(try DiagramRenderer.render(records, format: .png, options: single)))
      #expect(png.width <= 794, "\(name): \(png.width) px")
      let pdf = PDFFile(try DiagramRenderer.render(diagram, format: .pdf, options: paged))
      #expect(pdf.xrefProblems.isEmpty, "\(name): \(pdf.xrefProblems)")
      #expect(
        pdf.mediaBoxes.allSatisfy { $0 == [0, 0, 595, 842] }, "\(name): \(pdf.mediaBoxes)")
      #expect(pdf.pageCount == pages.count)
    }
    // Each page of rows repeats the lane headers at its top (a page may hold the legend alone).
    for page in pages {
      let ids = SVGDocument(page).ids
      guard ids.contains(where: { $0.hasPrefix("seq-") }) else {
        #expect(ids.contains("legend"), "\(name): a page with neither rows nor the legend")
        continue
      }
      #expect(ids.contains { $0.hasPrefix("participant-1-") }, "\(name)")
    }
  }

  @Test("the same log and preset give the same bytes, PDF included")
  func deterministic() throws {
    let records = try GoldenTraces.records("dimming-sheet-cancelled")
    let options = Self.options(.slide)
    let first = try DiagramRenderer.render(records, format: .pdf, options: options)
    #expect(try DiagramRenderer.render(records, format: .pdf, options: options) == first)
    #expect(try DiagramRenderer.render(records, format: .dot, options: options).count > 0)
  }
}
