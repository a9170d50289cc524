import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// Input that once crashed the engine, hung it, wrote outside Traces/ or was placed wrongly:
/// each is refused with the file, line, column and what was expected.
@MainActor
@Suite("Scenario file input")
struct ScenarioFileInputTests {
  /// The example file (`transit scenarios --example`), with one piece replaced, and the error.
  typealias Case = FileEdit

  nonisolated static let cases: [Case] = [
    // A step on a view without a handler for it reached the engine's precondition.
    Case(
      replacing: "  - tap: openButton", with: "  - tap: pullStrip",
      error:
        "x.yaml:70:10: 'pullStrip' has no onTap; a tap step needs a view with onTap, or a "
        + "UIButton with touchUpInside"),
    Case(
      replacing: "{alpha: 0.4, onTap: dismiss}", with: "{alpha: 0.4}",
      error:
        "x.yaml:74:10: 'dimmingView' has no onTap; a tap step needs a view with onTap, or a "
        + "UIButton with touchUpInside"),
    Case(
      replacing: "  - tap: openButton", with: "  - pan: {on: openButton, translation: [0, -300]}",
      error:
        "x.yaml:70:15: 'openButton' has no onPan; a pan step needs a view with onPan, or a view "
        + "controller whose view a swipe drives"),
    // Times past the clock's range trapped converting to microseconds; steps ran forever.
    Case(
      replacing: "  - wait: 0.5", with: "  - wait: 1e300",
      error: "x.yaml:69:11: wait (seconds) must be from 0 to 86400, found 1e300"),
    Case(
      replacing: "    duration: 0.4", with: "    duration: 1e300",
      error: "x.yaml:49:15: duration (seconds) must be from 0 to 86400, found 1e300"),
    Case(
      replacing: "duration: 0.4, steps: 8}", with: "duration: 1e300, steps: 8}",
      // Both pans of the example change; both are reported.
      error:
        "x.yaml:76:60: duration (seconds) must be from 0.01 to 86400, found 1e300\n"
        + "x.yaml:80:57: duration (seconds) must be from 0.01 to 86400, found 1e300"),
    Case(
      replacing: "steps: 8}", with: "steps: 100000000000}",
      error:
        "x.yaml:76:72: steps must be from 1 to 1000, found 100000000000\n"
        + "x.yaml:80:69: steps must be from 1 to 1000, found 100000000000"),
    Case(
      replacing: "steps: 8}", with: "steps: 1001}",
      error:
        "x.yaml:76:72: steps must be from 1 to 1000, found 1001\n"
        + "x.yaml:80:69: steps must be from 1 to 1000, found 1001"),
    // The name names the log, Traces/NAME.jsonl.
    Case(
      replacing: "# scenario: my-transition ", with: "scenario: \"../../escape\"",
      error:
        "x.yaml:6:11: scenario must be a name like my-transition: letters, digits, '-', '_' "
        + "and '.', starting with a letter or digit; found '../../escape'"),
    Case(
      replacing: "# scenario: my-transition ", with: "scenario: a/b ",
      error:
        "x.yaml:6:11: scenario must be a name like my-transition: letters, digits, '-', '_' "
        + "and '.', starting with a letter or digit; found 'a/b'"),
    Case(
      replacing: "# scenario: my-transition ", with: "scenario: .hidden ",
      error:
        "x.yaml:6:11: scenario must be a name like my-transition: letters, digits, '-', '_' "
        + "and '.', starting with a letter or digit; found '.hidden'"),
    // Numbers with a natural range.
    Case(
      replacing: "finishAbove: 0.5 ", with: "finishAbove: 2 ",
      error: "x.yaml:61:18: finishAbove must be from 0 to 1, found 2"),
    Case(
      replacing: "{alpha: 0.4,", with: "{alpha: 1.5,",
      error: "x.yaml:44:28: alpha must be from 0 to 1, found 1.5"),
    Case(
      replacing: "{damping: 0.85,", with: "{damping: 2,",
      error: "x.yaml:52:23: damping must be from 0 to 1, found 2"),
    Case(
      replacing: "frame: [0, 832, 393, 20]", with: "frame: [0, 832, -393, 20]",
      error: "x.yaml:18:25: the width of frame must be at least 0, found -393"),
    Case(
      replacing: "frame: [0, 832, 393, 20]", with: "frame: [0, 832, 393, -1]",
      error: "x.yaml:18:30: the height of frame must be at least 0, found -1"),
    Case(
      replacing: "frameOfPresentedView: bottomHalf ", with: "frameOfPresentedView: [0, 0, 1, -2]",
      error: "x.yaml:41:37: the height of frameOfPresentedView must be at least 0, found -2"),
    Case(
      replacing: "frame: [0, 832, 393, 20]", with: "frame: [0, x, 393, 20]",
      error: "x.yaml:18:20: the y of frame must be a number, found 'x'"),
    // A duplicate key is placed where it is written again, not at 1:1.
    Case(
      replacing: "    duration: 0.4\n", with: "    duration: 0.4\n    duration: 0.5\n",
      error:
        "x.yaml:50:5: the key 'duration' is already given at 49:5; a mapping names each key once"
    ),
    Case(
      replacing: "{alpha: 0.4, onTap: dismiss}", with: "{alpha: 0.4, onTap: dismiss, alpha: 1}",
      error:
        "x.yaml:44:49: the key 'alpha' is already given at 44:21; a mapping names each key once"),
    Case(
      replacing: "summary: A card", with: "\"summary\": x\nsummary: A card",
      error:
        "x.yaml:8:1: the key 'summary' is already given at 7:1; a mapping names each key once"),
    Case(
      replacing: "    duration: 0.4\n",
      with: "    duration: 0.4\n    slide: top\n    duration: 0.5\n    duration: 0.6\n",
      error:
        "x.yaml:51:5: the key 'duration' is already given at 49:5; a mapping names each key once"
    ),
  ]

  @Test(
    "a file that would crash, hang or escape is refused at its line and column", arguments: cases)
  func refused(_ testCase: Case) throws {
    testCase.expectRefused(in: ScenarioFiles.example, path: "x.yaml")
  }

  @Test("the longest and slowest pan the limits allow runs and ends")
  func largestAllowed() throws {
    let text = ScenarioFiles.example
      .replacingOccurrences(of: "  - wait: 0.5", with: "  - wait: 86400")
      .replacingOccurrences(of: "duration: 0.4, steps: 8}", with: "duration: 86400, steps: 1000}")
    let log = RecordBuffer()
    try ScenarioFiles.load(text: text, path: "x.yaml").trace(to: log)
    #expect(log.events.filter { $0.body.typeName == "gesture" }.count > 1000)
  }

  /// Files whose aliases multiply them: keys that repeat keys (Yams hashes each key, into its
  /// lists, to find duplicates: each such line took ten times the one before), a mapping of
  /// views repeated for each of as many view controllers, and a long text repeated as a name.
  nonisolated static let multiplied: [(name: String, text: String, error: String)] = [
    (
      "keys of keys",
      "? &a0 [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]\n: 0\n"
        + (1...5).map { level in
          "? &a\(level) ["
            + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n: 0\n"
        }.joined() + "steps: [{wait: 1}]\n",
      "m.yaml:11:23: this alias makes the file hold more than 1000000 nodes and bytes of text "
    ),
    (
      "views for each view controller",
      "viewControllers:\n  Root:\n    root: true\n    views: &v\n"
        + (0..<300).map { "      v\($0): {frame: [0, 0, 10, 10]}\n" }.joined()
        + (0..<300).map { "  C\($0): {views: *v}\n" }.joined() + "steps: [{wait: 1}]\n",
      "m.yaml:455:17: this alias makes the file hold more than 1000000 nodes and bytes of text "
    ),
    (
      "a long name",
      "summary: &s " + String(repeating: "A", count: 100_000) + "\nviewControllers:\n"
        + (0..<20).map { "  C\($0): {transitioningDelegate: *s}\n" }.joined()
        + "steps: [{wait: 1}]\n",
      "m.yaml:14:32: this alias makes the file hold more than 1000000 nodes and bytes of text "
    ),
  ]

  @Test(
    "a file whose aliases multiply it is refused at the alias that passes the cap",
    arguments: multiplied.map(\.name))
  func multipliedByAliases(_ name: String) throws {
    let (_, text, error) = try #require(Self.multiplied.first { $0.name == name })
    let limit = 2 * text.utf8.count + 1_000_000
    let expected =
      error.replacingOccurrences(of: "1000000", with: "\(limit)")
      + "(twice its size, and a million more); aliases may repeat a step or a view, not "
      + "multiply the file"
    do {
      _ = try ScenarioFiles.load(text: text, path: "m.yaml")
      Issue.record("the file was accepted")
    } catch let thrown as ScenarioFileError {
      #expect(thrown.description == expected)
    }
  }

  /// Files without aliases, written as densely as YAML allows: empty keys and values, lists of
  /// empty items, escapes that write three bytes of text with two; and the example files.
  nonisolated static let dense: [String] = [
    "{" + Array(repeating: "? ", count: 1000).joined(separator: ",") + "}\n",
    "[" + Array(repeating: "a", count: 1000).joined(separator: ",") + "]\n",
    String(repeating: "-\n", count: 1000), String(repeating: "- - - - []\n", count: 100),
    "a: \"" + String(repeating: "\\L", count: 1000) + "\"\n",
    "? " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n",
  ]

  @Test("a file without aliases stays within twice its size, however densely it is written")
  func expansionWithoutAliases() throws {
    for text in Self.dense + [ScenarioFiles.example] {
      #expect(YAMLExpansion.excess(of: Array(text.utf8), limit: 2 * text.utf8.count) == nil)
    }
    // Escapes that write three bytes with two: a cap of the file's size alone would refuse a
    // file with no alias.
    let escapes = Self.dense[4]
    #expect(YAMLExpansion.excess(of: Array(escapes.utf8), limit: escapes.utf8.count) != nil)
  }

  // MARK: Reading the file

  /// A folder of its own for files these tests write.
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transit-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a file that cannot be opened gives the system's reason and no invented position")
  func missing() throws {
    let path = try folder().appendingPathComponent("missing.yaml").path
    #expect(
      throws: ScenarioFileError(
        path: path, line: 0, column: 0, message: "cannot open: No such file or directory")
    ) {
      try ScenarioFiles.load(path: path)
    }
    let error = ScenarioFileError(path: "m.yaml", line: 0, column: 0, message: "cannot open: x")
    #expect(error.description == "m.yaml: cannot open: x")
  }

  @Test("a folder cannot be read as a file")
  func folderAsFile() throws {
    let path = try folder().path
    #expect(
      throws: ScenarioFileError(
        path: path, line: 0, column: 0, message: "cannot read: Is a directory")
    ) {
      try ScenarioFiles.load(path: path)
    }
  }

  @Test("bytes that are not UTF-8 are placed at the first one, counting columns in characters")
  func notUTF8() throws {
    let url = try folder().appendingPathComponent("latin1.yaml")
    // `é` is two bytes of UTF-8 and one column; 0xE9 alone is Latin-1's é.
    let bytes = Array("scenario: café\nsummary: caf".utf8) + [0xE9, 0x0A]
    try Data(bytes).write(to: url)
    #expect(
      throws: ScenarioFileError(
        path: url.path, line: 2, column: 13,
        message:
          "the file is not UTF-8 text: byte 0xE9 does not start or continue a UTF-8 character; "
          + "save the file as UTF-8")
    ) {
      try ScenarioFiles.load(path: url.path)
    }
  }

  @Test("a control character is placed where it is")
  func controlCharacter() throws {
    #expect(
      throws: ScenarioFileError(
        path: "c.yaml", line: 2, column: 11,
        message: "invalid YAML: control characters are not allowed")
    ) {
      try ScenarioFiles.load(text: "scenario: a\r\nsummary: é\u{01}\n", path: "c.yaml")
    }
  }

  #if os(Linux)
    @Test("a file that never ends is refused once it passes the size limit")
    func endless() throws {
      #expect(
        throws: ScenarioFileError(
          path: "/dev/zero", line: 0, column: 0,
          message: "the file holds more than 16 MiB, the most a scenario file may hold")
      ) {
        try ScenarioFiles.load(path: "/dev/zero")
      }
    }
  #endif
}
