import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// SVG, PNG and PDF drawn in-process by libgvc: smoke tests (Graphviz stamps its version into
/// its output, so these are not golden), thread safety and Graphviz's errors.
@Suite("Rendering through libgvc")
struct GraphvizRenderTests {
  @Test(
    "SVG is well-formed XML with a stable id and a class for every row",
    arguments: try GoldenTraces.names())
  func svg(name: String) throws {
    let records = try GoldenTraces.records(name)
    let bytes = try DiagramRenderer.render(records, format: .svg)
    let svg = SVGDocument(bytes)
    #expect(svg.wellFormed, "\(svg.error ?? "")")
    let diagram = DiagramBuilder.diagram(of: records)
    let ids = Set(svg.ids)
    for row in diagram.rows {
      #expect(ids.contains(row.id), "no group with id \(row.id)")
      #expect(
        svg.classes[row.id]?.split(separator: " ").contains(Substring(row.style.rawValue)) == true)
    }
    #expect(ids.contains("participant-1-1"))
    #expect(ids.contains("lifeline-1"))
  }

  @Test("card-zoom's SVG carries seq ids, returns, bands and the outcome frame")
  func svgContent() throws {
    let svg = SVGDocument(
      try DiagramRenderer.render(try GoldenTraces.records("card-zoom"), format: .svg))
    #expect(svg.classes["seq-21"] == "edge transition")
    #expect(svg.classes["seq-22"] == "edge call")
    #expect(svg.classes["seq-22-return"] == "edge return")
    #expect(svg.classes["seq-47"] == "edge closure")
    #expect(svg.classes["band-1"] == "cluster band presentation")
    #expect(svg.classes["frame-1"] == "cluster frame outcome")
    #expect(svg.allText.contains("presentationController(forPresented: vc.swatch,"))
    #expect(
      svg.titles.contains(
        "15 presentationController(forPresented: vc.swatch, presenting: vc.palette, source: vc.palette)"
      ))
  }

  @Test(
    "SVG text is measured with the layout's monospace cells, not pango's glyphs",
    arguments: ["card-zoom", "dimming-sheet"])
  func svgTextMetrics(name: String) throws {
    let svg = SVGDocument(try DiagramRenderer.render(try GoldenTraces.records(name), format: .svg))
    let cell = SequenceLayout.Metrics().cellWidth
    // A row's label is its bold seq number in a cell of its own, then the call in the next
    // cell, which starts a cell after the number: one cell per digit and one for the gap, as
    // the layout reserved.
    var rows = 0
    for (number, call) in zip(svg.spans, svg.spans.dropFirst())
    where number.bold && Int(number.text) != nil && abs(call.y - number.y) <= 1 && !call.bold {
      rows += 1
      let advance = call.x - number.x
      #expect(
        abs(advance - Double(number.text.count + 1) * cell) < 0.5,
        "seq \(number.text): the call starts \(advance) pt after its number")
    }
    #expect(rows > 20)
    // Band titles are left-aligned at the margin: Graphviz places them by their measured width,
    // so they start at one x only when it measures as the layout does.
    let titles = svg.spans.filter { $0.text.hasPrefix("Management:") }
    try #require(!titles.isEmpty)
    #expect(Set(titles.map(\.x)).count == 1, "band titles start at \(titles.map(\.x))")
  }

  @Test("PNG is the SVG's page at 96 dpi, PDF starts with %PDF")
  func rasterAndPDF() throws {
    let records = try GoldenTraces.records("dimming-sheet-cancelled")
    let png = try #require(PNGImage(DiagramRenderer.render(records, format: .png)))
    let page = SVGDocument(try DiagramRenderer.render(records, format: .svg)).viewBox
    try #require(page.count == 4)
    // cairo draws 96 pixels for Graphviz's 72 points.
    #expect(abs(Double(png.width) - page[2] * 4 / 3) <= 1, "\(png.width) px for \(page[2]) pt")
    #expect(abs(Double(png.height) - page[3] * 4 / 3) <= 1, "\(png.height) px for \(page[3]) pt")
    let pdf = try DiagramRenderer.render(records, format: .pdf)
    #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
    #expect(pdf.count > 1000)
  }

  @Test("a page too tall for cairo's largest bitmap is drawn at the resolution that fits")
  func reducedPNG() throws {
    // 30,000 points is 40,000 pixels at 96 dpi, past cairo's 32,767. Graphviz sizes the page
    // by what it draws, so two points pin its corners, as Transit's DOT does.
    let dot = """
      digraph { graph [bb="0,0,100,30000"]; node [shape="point", width="0"];
      c0 [pos="0,0"]; c1 [pos="100,30000"]; }
      """
    let drawn = try Graphviz.draw(dot: dot, format: .png)
    let dotsPerInch = try #require(drawn.dotsPerInch)
    #expect(drawn.isReduced)
    #expect(drawn.width == 100 && drawn.height == 30000)
    #expect(abs(dotsPerInch - 96 * 32767 / 40000) < 0.01)
    let png = try #require(PNGImage(drawn.bytes))
    #expect(png.height <= 32767 && png.height > 32700, "\(png.height) px")

    let ordinary = try Graphviz.draw(
      dot: #"digraph { graph [bb="0,0,100,100"]; a [pos="50,50"]; }"#, format: .png)
    #expect(ordinary.dotsPerInch == 96 && !ordinary.isReduced)
    #expect(try Graphviz.draw(dot: dot, format: .svg).dotsPerInch == nil)
  }

  @Test("the dark theme draws on a dark background")
  func darkTheme() throws {
    let bytes = try DiagramRenderer.render(
      try GoldenTraces.records("card-zoom"), format: .svg, options: DiagramOptions(theme: .dark))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("fill=\"#0d1117\""))
    #expect(!text.contains("fill=\"#ffffff\""))
  }

  @Test("renders from several threads at once all succeed and agree with one render alone")
  func parallel() async throws {
    let records = try GoldenTraces.records("card-zoom")
    let formats: [DiagramFormat] = [.svg, .png, .pdf]
    var alone: [DiagramFormat: [UInt8]] = [:]
    for format in formats { alone[format] = try DiagramRenderer.render(records, format: format) }
    let expected = alone
    let results = try await withThrowingTaskGroup(of: (DiagramFormat, [UInt8]).self) { group in
      for index in 0..<12 {
        let format = formats[index % formats.count]
        group.addTask { (format, try DiagramRenderer.render(records, format: format)) }
      }
      var all: [(DiagramFormat, [UInt8])] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 12)
    #expect(PNGImage(expected[.png]!) != nil)
    for (format, bytes) in results {
      #expect(bytes == expected[format], "a \(format) rendered beside others differs")
    }
  }

  @Test("a Graphviz syntax error is thrown with Graphviz's message, and the next render works")
  func syntaxError() throws {
    #expect {
      _ = try Graphviz.render(dot: "digraph { a -> ", format: .svg)
    } throws: { error in
      guard let error = error as? GraphvizError else { return false }
      return error.message.contains("syntax error")
        && error.description.hasPrefix("Graphviz could not parse")
    }
    let svg = try Graphviz.render(
      dot: "digraph { a [pos=\"10,10\"]; }", format: .svg)
    #expect(SVGDocument(svg).wellFormed)
  }
}
