import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// The screen as images, run as a user runs it: `render --format gif`, `render --at SEQ`,
/// `explain --step N --screen`, `exercise --screens`, and what each refuses.
@Suite("The screen as images, from the command line")
struct ScreenCommandTests {
  static let cardZoom = GoldenTraces.url("card-zoom")

  /// A PNG's size from its IHDR chunk; nil for anything but a PNG.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = Array(data)
    let magic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 24, Array(bytes.prefix(8)) == magic else { return nil }
    func word(_ at: Int) -> Int {
      bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (word(16), word(20))
  }

  @Test("--format gif writes an animated GIF of the screen, with its caption under it")
  func gif() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["render", Self.cardZoom.path, "--format", "gif", "--scale", "0.25", "--fps", "10"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("Output/card-zoom.gif")))
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    let width = Int(bytes[6]) | Int(bytes[7]) << 8
    let height = Int(bytes[8]) | Int(bytes[9]) << 8
    #expect(width == 98)
    #expect(height > 213)
    // Several frames, each with its delay, and the loop forever.
    #expect(bytes.count { $0 == 0x2C } > 5)
    #expect(String(decoding: bytes.prefix(64), as: UTF8.self).contains("NETSCAPE2.0"))
    #expect(bytes.last == 0x3B)
  }

  @Test("--at SEQ draws the screen after that seq as a PNG, --format png implied")
  func still() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["render", Self.cardZoom.path, "--at", "44", "-o", "still.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let size = Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("still.png")))
    #expect(size?.width == 393)
    #expect((size?.height ?? 0) > 852)
  }

  @Test("explain --step N --screen PATH writes the screen after the step")
  func explain() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["explain", Self.cardZoom.path, "--step", "44", "--screen", "step.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("viewIsAppearing(true)"))
    #expect(result.stderr == "screen after seq 44 → step.png\n")
    #expect(Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("step.png"))) != nil)
  }

  @Test("exercise --screens writes a page with the screen beside each blank")
  func exercise() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["exercise", "card-zoom", "--transition", "1", "--screens", "--output-dir", "out"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let page = try String(
      contentsOf: folder.appendingPathComponent("out/card-zoom-transition-1.exercise.html"),
      encoding: .utf8)
    // "card-zoom: 15 blanks → …": one screen per blank.
    let blanks = Int(result.stderr.split(separator: " ").dropFirst().first ?? "") ?? 0
    #expect(blanks > 0)
    #expect(
      page.components(separatedBy: "src=\"data:image/png;base64,iVBORw0KGgo").count - 1 == blanks)
    #expect(page.contains("default-src 'none'; img-src data:;"))
    #expect(!page.contains("http:") && !page.contains("https:"))
  }

  @Test(
    "wrong uses are refused with exit status 2 and a reason",
    arguments: [
      (
        ["--at", "44", "--format", "svg"], "--at draws the screen as a still; it needs --format png"
      ),
      (["--at", "0"], "--at must be 1 or more"),
      (["--at", "9999"], "--at 9999: the log's events are numbered 1 to 96"),
      (["--speed", "2"], "--speed goes with --format gif"),
      (["--format", "gif", "--speed", "0"], "--speed must be from 0.05 to 4"),
      (["--format", "gif", "--fps", "99"], "--fps must be from 1 to 50"),
      (["--format", "gif", "--transition", "1"], "--transition shapes the diagram"),
    ])
  func refused(arguments: [String], message: String) throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["render", Self.cardZoom.path] + arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
  }

  @Test("views far off any image, however large a log makes them, are drawn clipped")
  func hugeViews() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let text = try String(contentsOf: Self.cardZoom, encoding: .utf8)
    let huge = text.replacingOccurrences(
      of: #""view":"tile.1","frame":[144,140,104,104]"#,
      with: #""view":"tile.1","frame":[-1e300,-1e300,1e301,1e301]"#)
    #expect(huge != text)
    let log = folder.appendingPathComponent("huge.jsonl")
    try Data(huge.utf8).write(to: log)
    let still = try TransitProcess.run(
      ["render", log.path, "--at", "4", "-o", "huge.png"], in: folder)
    #expect(still.status == 0, "\(still.stderr)")
    let size = Self.pngSize(try Data(contentsOf: folder.appendingPathComponent("huge.png")))
    #expect(size?.width == 393)
    let gif = try TransitProcess.run(
      ["render", log.path, "--format", "gif", "--scale", "0.25", "--fps", "5", "-o", "huge.gif"],
      in: folder)
    #expect(gif.status == 0, "\(gif.stderr)")
    let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("huge.gif")))
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
  }

  @Test("a log without geometry has no screen to draw, and says how to get one")
  func withoutGeometry() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let plain = try LogReader.readAll(path: Self.cardZoom.path).filter { $0.geometry == nil }
    let log = folder.appendingPathComponent("plain.jsonl")
    try Data(plain.map(RecordEncoder.line(for:)).joined().utf8).write(to: log)
    for arguments in [["--format", "gif"], ["--at", "3"]] {
      let result = try TransitProcess.run(["render", log.path] + arguments, in: folder)
      #expect(result.status == 2)
      #expect(result.stderr.contains("the log has no geometry records"), "\(result.stderr)")
    }
    let page = try TransitProcess.run(["render", log.path, "-o", "plain.html"], in: folder)
    #expect(page.status == 0)
  }
}
