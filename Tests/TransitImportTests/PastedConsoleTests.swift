import Testing
import TransitImport
import TransitTrace

/// A console pasted from where developers publish it: in a code comment (`//`, `///`, `#`, a
/// block comment), quoted (`>`), as a list, or with an emoji before each message. Each reads as
/// the console itself, line for line.
@Suite("A console pasted from a comment, a quote or a list")
struct PastedConsoleTests {
  static let console = """
    2026-11-20 09:41:07.118204+0900 App[4121:1873301] <App.HomeViewController: 0x600000c01080> viewWillAppear(_:)
    <App.HomeViewController: 0x600000c01080> viewDidAppear(_:)
    <App.SettingsViewController: 0x600000c010c0> viewDidLoad()
    <App.HomeViewController: 0x600000c01080> viewWillDisappear(_:)
    <App.SettingsViewController: 0x600000c010c0> viewWillAppear(_:)
    <App.SettingsViewController: 0x600000c010c0> viewDidAppear(_:)
    <App.HomeViewController: 0x600000c01080> viewDidDisappear(_:)
    """

  static let prefixes = [
    "// ", "//", "/// ", "# ", "> ", ">> ", ">", " * ", "- ", "1. ", "🔥 ", "✅ ",
  ]

  static func imported(_ text: String) throws -> [Record] {
    try ConsoleImport.records(from: Array((text + "\n").utf8), path: "console.txt").records
  }

  @Test("each line behind a prefix reads as without it", arguments: prefixes)
  func prefixed(_ prefix: String) throws {
    let pasted = Self.console.split(separator: "\n").map { prefix + $0 }.joined(separator: "\n")
    #expect(try Self.imported(pasted) == Self.imported(Self.console))
  }

  @Test("a block comment: /* on the first line, * before each, */ at the end")
  func blockComment() throws {
    var lines = Self.console.split(separator: "\n").map { " * " + $0 }
    lines[0] = "/* " + lines[0].dropFirst(3)
    lines[lines.count - 1] += " */"
    #expect(try Self.imported(lines.joined(separator: "\n")) == Self.imported(Self.console))
  }

  @Test("a heading or a prose line behind a comment mark stays the app's")
  func prose() throws {
    let (_, summary) = try ConsoleImport.records(
      from: Array(("# Output\n// then tap Back\n" + Self.console + "\n").utf8),
      path: "console.txt")
    #expect(summary.appPrints == 2)
    #expect(summary.calls == 7)
  }
}

/// `InputKind`: the one question every command asks of its input.
@Suite("What an input is")
struct InputKindTests {
  @Test("a log by its first line; anything else is console text")
  func kinds() {
    let header =
      #"{"type":"header","schema":"transit.log","version":1,"scenario":"x","engine":"y"}"#
    #expect(InputKind.of(Array(header.utf8)) == .log)
    #expect(InputKind.of([0xEF, 0xBB, 0xBF] + Array(header.utf8)) == .log)
    #expect(InputKind.of(Array(#"{ "type": "header", "schema": "transit.log" }"#.utf8)) == .log)
    #expect(InputKind.of(Array(#"{"seq":1,"type":"call"}"#.utf8)) == .log)
    #expect(InputKind.of(Array(" \n\t\n".utf8)) == .log)
    #expect(InputKind.of(Array("viewWillAppear(_:)\n".utf8)) == .console)
    #expect(
      InputKind.of(
        Array(#"{"timestamp":"2026-11-20 09:41:07","eventMessage":"viewDidLoad()"}"#.utf8))
        == .console)
    #expect(InputKind.of(Array("\n".utf8) + Array(header.utf8)) == .console)
  }
}
