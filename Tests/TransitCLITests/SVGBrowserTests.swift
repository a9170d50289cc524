import Foundation
import Testing
import TransitTestSupport

/// Every golden trace's SVG, and card-zoom's slides, opened in headless Chromium: no two texts
/// on one line overlap or come closer than two pixels, in the font the file asks for and in
/// a fallback of its font stack. The seq number and the call are texts of their own, placed
/// apart, so a browser that drops a leading space or lacks the first font cannot run them
/// together.
@Suite(
  "The SVG in a browser", .serialized,
  .enabled(if: Browser.shouldRun, "needs chromium, chromium-driver and selenium"))
struct SVGBrowserTests {
  struct Plan: Codable {
    var chromium = Browser.chromium
    var chromedriver = Browser.chromedriver
    var files: [String]
    var fonts: [String]
  }

  struct Drawing: Codable {
    struct Text: Codable {
      var text: String
      var line: String?
      var left: Double
      var right: Double
      var top: Double
      var bottom: Double
    }

    var file: String
    var font: String
    var texts: [Text]
  }

  /// The smallest gap, in CSS pixels, between two texts on one line.
  static let gap = 2.0

  @Test("no two texts on one line touch, in every golden trace's SVG and card-zoom's slides")
  func textsKeepApart() throws {
    if let missing = Browser.missing {
      Issue.record("CI requires the browser tests, but \(missing)")
      return
    }
    let folder = try TransitProcess.temporaryDirectory()
    var files: [String] = []
    for name in try GoldenTraces.names() {
      let output = folder.appendingPathComponent("\(name).svg").path
      let result = try TransitProcess.run(["render", GoldenTraces.path(name), "-o", output])
      #expect(result.status == 0, "\(name): \(result.stderr)")
      files.append(output)
    }
    let slides = folder.appendingPathComponent("slide.svg").path
    let result = try TransitProcess.run([
      "render", GoldenTraces.path("card-zoom"), "--preset", "slide", "-o", slides,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let slideFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("slide-") }.sorted()
    #expect(slideFiles.count > 1)
    files += slideFiles.map { folder.appendingPathComponent($0).path }

    let plan = try JSONEncoder().encode(Plan(files: files, fonts: ["", "Liberation Mono"]))
    let drawings = try JSONDecoder().decode(
      [Drawing].self, from: Browser.drive(plan, script: "svg_text.py"))
    #expect(drawings.count == files.count * 2)
    var problems: [String] = []
    for drawing in drawings {
      #expect(!drawing.texts.isEmpty, "\(drawing.file) draws no text")
      // Two texts are on one line when their boxes share most of their height: a bold seq
      // number sits a point higher than the call beside it.
      let texts = drawing.texts.filter { $0.right > $0.left }.sorted { $0.left < $1.left }
      for (index, a) in texts.enumerated() {
        for b in texts[(index + 1)...] {
          let shared = min(a.bottom, b.bottom) - max(a.top, b.top)
          guard shared > 0.5 * min(a.bottom - a.top, b.bottom - b.top) else { continue }
          guard b.left - a.right < Self.gap else { continue }
          let name = (drawing.file as NSString).lastPathComponent
          problems.append(
            "\(name) [\(drawing.font.isEmpty ? "as written" : drawing.font)]: '\(a.text)' and "
              + "'\(b.text)' are \(b.left - a.right) px apart")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
  }
}
