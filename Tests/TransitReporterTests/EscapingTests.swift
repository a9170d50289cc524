import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Names with quotes, `<`, `&`, backslashes, newlines, control characters and emoji still give
/// a correct diagram in every format, and well-formed SVG.
@Suite("Escaping")
struct EscapingTests {
  @Test("the SVG is well-formed and shows every name as written, control characters escaped")
  func svg() throws {
    let bytes = try DiagramRenderer.render(HostileLog.records, format: .svg)
    let svg = SVGDocument(bytes)
    #expect(svg.wellFormed, "\(svg.error ?? "")")
    let text = svg.allText
    #expect(text.contains("vc.\"quoted\" <b>&amp; \\n\\nline2 😀 ;#%{}"))
    #expect(text.contains("Box<T> & \"Co\" **bold** //it// -- ~~ [[link]] \\u{1B}"))
    #expect(text.contains("animationController(forPresented: vc.\"quoted\""))
    #expect(text.contains("delegate 🎬"))
    #expect(svg.titles.contains { $0.contains("presenting: a<b, source: x&y") })
    #expect(svg.ids.contains("seq-2-return"))
  }

  @Test("PNG and PDF render")
  func raster() throws {
    #expect(
      Array(try DiagramRenderer.render(HostileLog.records, format: .png).prefix(4)) == [
        0x89, 0x50, 0x4E, 0x47,
      ])
    #expect(
      Array(try DiagramRenderer.render(HostileLog.records, format: .pdf).prefix(4))
        == Array("%PDF".utf8))
  }

  @Test("no raw newline or control character reaches a text format")
  func noRawControls() throws {
    for format in [DiagramFormat.dot, .mermaid, .plantuml, .text] {
      let text = String(
        decoding: try DiagramRenderer.render(HostileLog.records, format: format), as: UTF8.self)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(
          !line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, "\(format): \(line)")
      }
    }
  }

  @Test("Mermaid statements carry no raw syntax characters in their text")
  func mermaid() throws {
    let text = String(
      decoding: try DiagramRenderer.render(HostileLog.records, format: .mermaid), as: UTF8.self)
    let messages = text.split(separator: "\n").filter { $0.contains(": ") && !$0.contains("%%{") }
    #expect(!messages.isEmpty)
    for line in messages {
      // What is left once Mermaid's entity codes are taken out must hold no syntax.
      let body = String(line[line.range(of: ": ")!.upperBound...])
        .replacingOccurrences(of: "#[a-z0-9]+;", with: "", options: .regularExpression)
      for forbidden in [";", "<", ">", "\"", "%", "{", "}"] {
        #expect(!body.contains(forbidden), "\(line)")
      }
    }
    #expect(
      text.contains(
        "vc.#quot;quoted#quot; #lt;b#gt;#amp;amp#59; \\n\\nline2 😀 #59;#35;#37;#123;#125;"))
  }

  @Test("PlantUML text carries no raw quote, angle bracket or markup pair")
  func plantUML() throws {
    let text = String(
      decoding: try DiagramRenderer.render(HostileLog.records, format: .plantuml), as: UTF8.self)
    #expect(text.contains("<U+002A><U+002A>bold<U+002A><U+002A>"))
    #expect(text.contains("Box<U+003C>T<U+003E> <U+0026> <U+0022>Co<U+0022>"))
    #expect(!text.contains("**"))
    #expect(!text.contains("//"))
  }

  @Test("DOT quotes and HTML labels are escaped")
  func dot() throws {
    let text = String(
      decoding: try DiagramRenderer.render(HostileLog.records, format: .dot), as: UTF8.self)
    // The title's line break is shown as `\n`, its backslash doubled so Graphviz draws it.
    #expect(text.contains("digraph \"tor\\\"ture <&amp;>\\\\n\" {"))
    #expect(text.contains("vc.&quot;quoted&quot; &lt;b&gt;&amp;amp;"))
  }
}
