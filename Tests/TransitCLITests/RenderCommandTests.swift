import Foundation
import Testing
import TransitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit render`, run as a user runs it.
@Suite("transit render")
struct RenderCommandTests {
  static let cardZoom = GoldenTraces.url("card-zoom")

  @Test("render writes Output/NAME.svg in the current folder, well-formed, and says where")
  func defaultOutput() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["render", Self.cardZoom.path], in: folder)
    #expect(result.status == 0)
    let svg = try String(
      contentsOf: folder.appendingPathComponent("Output/card-zoom.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("id=\"seq&#45;31\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(result.stderr == "\(Self.cardZoom.path) → Output/card-zoom.svg\n")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Output").path)
    #expect(leftovers == ["card-zoom.svg"])
  }

  @Test(
    "every format goes to its own extension",
    arguments: [
      ("svg", "svg", "<?xml"), ("png", "png", "\u{89}PNG"), ("pdf", "pdf", "%PDF"),
      ("dot", "dot", "digraph"), ("mermaid", "mmd", "%%{init"), ("plantuml", "puml", "@startuml"),
      ("text", "txt", "card-zoom: sequence diagram"),
      ("chrome-trace", "json", "{\"traceEvents\":["),
    ])
  func formats(format: String, ext: String, prefix: String) throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["render", Self.cardZoom.path, "--format", format], in: folder)
    #expect(result.status == 0)
    let data = try Data(contentsOf: folder.appendingPathComponent("Output/card-zoom.\(ext)"))
    let expected = Array(prefix.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    #expect(Array(data.prefix(expected.count)) == expected)
  }

  @Test(
    "without --format, the output's extension decides",
    arguments: [
      ("a.png", "\u{89}PNG"), ("a.PDF", "%PDF"), ("a.gv", "digraph"), ("a.mmd", "%%{init"),
      ("a.puml", "@startuml"), ("a.txt", "card-zoom: sequence diagram"), ("a.html", "<!DOCTYPE"),
      ("a.svg", "<?xml"), ("a.out", "<?xml"), ("diagram", "<?xml"),
    ])
  func formatFromExtension(name: String, prefix: String) throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["render", Self.cardZoom.path, "-o", name], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    let expected = Array(prefix.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    #expect(Array(data.prefix(expected.count)) == expected)
  }

  @Test("--format that contradicts the output's extension is refused, and nothing is written")
  func formatContradictsExtension() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(
      ["render", Self.cardZoom.path, "--format", "svg", "-o", "a.png"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: --output 'a.png' names a PNG file, but --format asks for SVG; leave --format out, "
          + "or end the output in .svg\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    // An extension that names no format leaves --format to decide.
    let log = try TransitProcess.run(
      ["render", Self.cardZoom.path, "--format", "text", "-o", "a.log"], in: folder)
    #expect(log.status == 0)
  }

  @Test("--output - writes to standard output; - reads standard input")
  func standardStreams() throws {
    let log = try Data(contentsOf: Self.cardZoom)
    let piped = try TransitProcess.run(
      ["render", "-", "--format", "text", "--output", "-"], stdin: log)
    #expect(piped.status == 0)
    let direct = try TransitProcess.run(["render", Self.cardZoom.path, "-f", "text", "-o", "-"])
    #expect(piped.stdout == direct.stdout)
    #expect(piped.stdout.contains("present(vc.swatch, animated: true, completion: nil)"))
    let folder = try TransitProcess.temporaryDirectory()
    let named = try TransitProcess.run(["render", "-", "-f", "dot"], in: folder, stdin: log)
    #expect(named.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Output/card-zoom.dot").path))
  }

  @Test("the focus and theme options reach the diagram")
  func focus() throws {
    let path = Self.cardZoom.path
    let range = try TransitProcess.run([
      "render", path, "-f", "mermaid", "-o", "-", "--from", "28", "--to", "30",
    ])
    #expect(range.status == 0)
    #expect(range.stdout.contains(": 28 presentationTransitionWillBegin()"))
    #expect(!range.stdout.contains(": 27 "))
    #expect(!range.stdout.contains(": 31 "))
    let transition = try TransitProcess.run([
      "render", path, "-f", "text", "-o", "-", "--transition", "2",
    ])
    #expect(!transition.stdout.contains("animator.zoomIn"))
    #expect(transition.stdout.contains("animator.zoomOut"))
    let hidden = try TransitProcess.run([
      "render", path, "-f", "text", "-o", "-", "--hide", "uikit", "--force",
    ])
    #expect(hidden.status == 0)
    #expect(!hidden.stdout.contains("UIKit"))
    let only = try TransitProcess.run([
      "render", path, "-f", "text", "-o", "-", "--participants", "uikit,pc",
    ])
    #expect(only.stdout.contains("  A  pc "))
    #expect(!only.stdout.contains("SwatchViewController"))
    let dark = try TransitProcess.run(["render", path, "-f", "dot", "-o", "-", "--theme", "dark"])
    #expect(dark.stdout.contains("bgcolor=\"#0d1117\""))
    let light = try TransitProcess.run(
      ["render", path, "-f", "dot", "-o", "-"], environment: ["COLORFGBG": "15;0"])
    #expect(light.stdout.contains("bgcolor=\"#ffffff\""))
  }

  @Test("a log that cannot be read gives the reader's path:line:column, exit 2, and no file")
  func badLog() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let bad = folder.appendingPathComponent("broken.jsonl")
    let lines = try String(contentsOf: Self.cardZoom, encoding: .utf8).split(separator: "\n")
    let broken =
      lines.prefix(5).joined(separator: "\n") + "\n{\"seq\":2,\"type\":\"call\",\"t\":oops}\n"
    try broken.write(to: bad, atomically: true, encoding: .utf8)
    let result = try TransitProcess.run(["render", bad.path], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(bad.path):6:"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    let missing = try TransitProcess.run(
      ["render", folder.appendingPathComponent("nope.jsonl").path], in: folder)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nope.jsonl"))
  }

  @Test("wrong usage exits 2 and names the problem")
  func usage() throws {
    let path = Self.cardZoom.path
    let format = try TransitProcess.run(["render", path, "--format", "bmp"])
    #expect(format.status == 2)
    #expect(format.stderr.contains("unknown format 'bmp'"))
    let theme = try TransitProcess.run(["render", path, "--theme", "solarized"])
    #expect(theme.status == 2)
    #expect(theme.stderr.contains("unknown theme 'solarized'"))
    let range = try TransitProcess.run(["render", path, "--from", "9", "--to", "3"])
    #expect(range.status == 2)
    let empty = try TransitProcess.run(["render", path, "-o", ""])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("--output needs a path, or `-` for standard output"))
  }

  static let participants =
    "app, uikit, vc.palette, vc.swatch, delegate.card, pc, animator.zoomIn, ctx.1, "
    + "animator.zoomOut, ctx.2"

  @Test(
    "a focus the log does not have is refused with exit 2, naming what the log has",
    arguments: [
      (["--transition", "3"], "--transition 3: no such transition; the log has #1, #2"),
      (
        ["--transition", "3", "-f", "html"],
        "--transition 3: no such transition; the log has #1, #2"
      ),
      (["--transition", "0"], "--transition must be 1 or more"),
      (["--transition", "-1"], "--transition must be 1 or more"),
      (["--from", "1000"], "--from 1000: the log's events are numbered 1 to 96"),
      (["--from", "-1"], "--from must be 1 or more"),
      (["--to", "0"], "--to must be 1 or more"),
      (["--header-every", "-1"], "--header-every must be 0 or more"),
      (
        ["--participants", "uikit,nobody"], "--participants: no participant 'nobody'; the log has "
      ),
      (["--order", "nobody"], "--order: no participant 'nobody'; the log has "),
      (["--hide", "nobody,pc"], "--hide: no participant 'nobody'; the log has "),
      (
        ["--participants", "pc"],
        "the focus leaves no call, touch or view change to draw; --participants keeps only the "
          + "records between the participants it lists, and pc talks with uikit, ctx.1, ctx.2: "
          + "try --participants pc,uikit"
      ),
      (
        ["--participants", "pc", "-f", "html"],
        "and pc talks with uikit, ctx.1, ctx.2: try --participants pc,uikit"
      ),
      (
        ["--hide", participants.replacingOccurrences(of: " ", with: ""), "--force"],
        "every record it would draw touches a participant --hide leaves out"
      ),
    ])
  func missingFocus(options: [String], message: String) throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["render", Self.cardZoom.path] + options, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message))
    if message.hasSuffix("the log has ") {
      #expect(result.stderr.contains(message + Self.participants + "\n"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("-o through a symbolic link writes its target and keeps the link")
  func throughLink() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let target = folder.appendingPathComponent("target.txt")
    try Data("old".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "target.txt")
    let result = try TransitProcess.run(
      ["render", Self.cardZoom.path, "-f", "text", "-o", "link.txt"], in: folder)
    #expect(result.status == 0)
    #expect(
      try String(contentsOf: target, encoding: .utf8).hasPrefix("card-zoom: sequence diagram"))
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.appendingPathComponent("link.txt").path)
    #expect(link == "target.txt")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "link.txt", "target.txt",
      ])
  }

  @Test("-o into a FIFO writes to it directly, with no temporary file beside it")
  func intoFIFO() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let fifo = folder.appendingPathComponent("diagram").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Opened for reading first, without blocking, so transit's open returns at once; the
    // text diagram fits in the pipe's buffer.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let result = try TransitProcess.run(
      ["render", Self.cardZoom.path, "-f", "text", "-o", fifo], in: folder)
    #expect(result.status == 0)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while case let count = read(reader, &chunk, chunk.count), count > 0 {
      bytes += chunk.prefix(count)
    }
    let direct = try TransitProcess.run(["render", Self.cardZoom.path, "-f", "text", "-o", "-"])
    #expect(String(decoding: bytes, as: UTF8.self) == direct.stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diagram"])
  }

  @Test("-o naming a folder, or a path through a file, exits 2 with the real reason")
  func notAFile() throws {
    let folder = try TransitProcess.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Output"), withIntermediateDirectories: false)
    let onFolder = try TransitProcess.run(
      ["render", Self.cardZoom.path, "-o", "Output"], in: folder)
    #expect(onFolder.status == 2)
    #expect(onFolder.stderr.contains("Output: is a folder; give the path of a file to write"))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("Output").path
      ).isEmpty)
    try FileManager.default.copyItem(
      at: Self.cardZoom, to: folder.appendingPathComponent("cz.jsonl"))
    let throughFile = try TransitProcess.run(
      ["render", Self.cardZoom.path, "-o", "cz.jsonl/x.svg"], in: folder)
    #expect(throughFile.status == 2)
    #expect(throughFile.stderr.contains("cz.jsonl: cannot use as a folder: Not a directory"))
  }

  @Test("the default name cleans the scenario's name as every command does: / and spaces → _")
  func cleanedName() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let log = try String(contentsOf: Self.cardZoom, encoding: .utf8).replacingOccurrences(
      of: #""scenario":"card-zoom""#, with: #""scenario":"my flow/../x""#)
    let result = try TransitProcess.run(
      ["render", "-", "-f", "text"], in: folder, stdin: Data(log.utf8))
    #expect(result.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("Output").path) == ["my_flow_.._x.txt"])
  }
}
