import Foundation
import Testing
import TransitTestSupport

/// One input detector for every command: the same bytes are a log or console text to `check`,
/// `render`, `explain`, `import` and `diff` alike, whatever the file is called, and a bad input
/// is refused at the same line and column by each.
@Suite("Every command reads the same bytes the same way")
struct InputDetectionCommandTests {
  struct Input: CustomTestStringConvertible, Sendable {
    var what: String
    var name: String
    var bytes: [UInt8]
    /// Whether it is a Transit log, which `import` refuses as such.
    var isLog = false
    var testDescription: String { what }
  }

  static let header =
    #"{"type":"header","schema":"transit.log","version":1,"scenario":"x","engine":"app 1.0"}"#

  static let inputs: [Input] = [
    Input(
      what: "a log whose second line is not a record", name: "log.jsonl",
      bytes: Array((header + "\nviewWillAppear(_:)\n").utf8), isLog: true),
    Input(
      what: "a log behind a UTF-8 byte order mark", name: "bom.txt",
      bytes: [0xEF, 0xBB, 0xBF] + Array((header + "\nnot a record\n").utf8), isLog: true),
    Input(
      what: "console text in a .jsonl file", name: "console.jsonl",
      bytes: Array("viewWillAppear(_:)\nviewDidAppear(_:)\n".utf8)),
    Input(
      what: "console text with a NUL byte on its second line", name: "nul.txt",
      bytes: Array("viewWillAppear(_:)\nview".utf8) + [0] + Array("DidAppear(_:)\n".utf8)),
    Input(
      what: "console text with nothing to import", name: "prose.txt",
      bytes: Array("hello\nworld\n".utf8)),
    Input(
      what: "a blank line, then console text", name: "blank.txt",
      bytes: Array("\nviewWillAppear(_:)\nviewDidAppear(_:)\n".utf8)),
  ]

  /// `line:column` of the first error a command's standard error names for `name` (after the
  /// `Error: ` some commands print first), or `ok` when it names none.
  static func place(_ stderr: String, _ name: String) -> String {
    for whole in stderr.split(separator: "\n") {
      let line = whole.hasPrefix("Error: ") ? whole.dropFirst("Error: ".count) : whole
      guard line.hasPrefix(name + ":") else { continue }
      let parts = line.split(separator: ":", maxSplits: 3)
      if parts.count >= 3, Int(parts[1]) != nil, Int(parts[2]) != nil {
        return "\(parts[1]):\(parts[2])"
      }
    }
    return "ok"
  }

  @Test(
    "check, render, explain, import and diff agree on what it is and where it is bad",
    arguments: inputs)
  func agree(_ input: Input) throws {
    let folder = try TransitProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(input.bytes).write(to: folder.appendingPathComponent(input.name))
    var commands: [[String]] = [
      ["check", input.name], ["render", input.name, "--format", "text", "--output", "-"],
      ["explain", input.name], ["diff", input.name, input.name],
    ]
    if !input.isLog { commands.append(["import", input.name, "-o", "-"]) }
    var places: [String: String] = [:]
    var failed: [String: Bool] = [:]
    for command in commands {
      let result = try TransitProcess.run(command, in: folder)
      places[command[0]] = Self.place(result.stderr, input.name)
      failed[command[0]] = result.status == 2
    }
    #expect(Set(places.values).count == 1, "\(input.what): \(places)")
    #expect(Set(failed.values).count == 1, "\(input.what): exit 2 for \(failed)")
  }
}
