import Testing

@testable import TransitImport

/// The values printed after a call, which the parser reads into room it takes again line after
/// line: a line's values are its own whether the line before's are still held or freed.
@Suite("The values a line prints after its call")
struct LineValuesTests {
  /// The values of the call `line` shows, read by `parser`.
  static func values(_ line: String, _ parser: MessageParser) -> [PrintedArgument]? {
    Array(line.utf8).withUnsafeBufferPointer { text in
      guard case .call(let call) = parser.parse(text, 0, text.count) else { return nil }
      return call.values
    }
  }

  static let present =
    "<HomeViewController: 0x600007600080> present(_:animated:completion:) "
    + "viewControllerToPresent: <SettingsViewController: 0x6000076000c0> flag: true "
    + "completion: nil"
  static let presentValues = [
    PrintedArgument(
      label: .parameter(0),
      value: .object(
        PrintedObject(name: "SettingsViewController", address: "0x6000076000c0", isClass: true))),
    PrintedArgument(label: .parameter(1), value: .bool(true)),
    PrintedArgument(label: .parameter(2), value: .null),
  ]
  static let update =
    "<UIPercentDrivenInteractiveTransition: 0x6000070001c0> update(_:) percentComplete: 0.5"
  static let updateValues = [PrintedArgument(label: .parameter(0), value: .number(0.5))]

  @Test("a line's values stay as read while the next lines are read")
  func held() throws {
    let parser = MessageParser()
    let first = try #require(Self.values(Self.present, parser))
    let second = try #require(Self.values(Self.update, parser))
    let third = try #require(Self.values(Self.present, parser))
    #expect(first == Self.presentValues)
    #expect(second == Self.updateValues)
    #expect(third == Self.presentValues)
  }

  @Test("a line with fewer values after one with more, each freed before the next")
  func freed() {
    let parser = MessageParser()
    for _ in 0..<3 {
      #expect(Self.values(Self.present, parser) == Self.presentValues)
      #expect(Self.values(Self.update, parser) == Self.updateValues)
      #expect(Self.values("<HomeViewController: 0x600007600080> viewDidLoad()", parser) == [])
    }
  }
}

/// A message's tokens, which the tokenizer keeps in room of its own, taken again line after
/// line: at most `MessageTokens.limit` of them are read, and a longer message is an app's own
/// print whatever it holds.
@Suite("A message's tokens")
struct MessageTokensTests {
  /// What the parser reads of an appearance callback printed with `extra` words after it.
  static func parse(extra: Int, _ parser: MessageParser) -> PrintedLine {
    let words = Array(repeating: "x", count: extra).joined(separator: " ")
    let line = "<AViewController: 0x1> viewWillAppear(_:) animated: true " + words
    return Array(line.utf8).withUnsafeBufferPointer { parser.parse($0, 0, $0.count) }
  }

  @Test("a message of the limit's tokens is read, and one more is the app's own print")
  func limit() {
    let parser = MessageParser()
    // The description, the call, the label and its value, then the words: long and short
    // messages in turn, so each line's tokens are read from room the line before filled.
    for extra in [20, 21, 0, 20, 21, 3] {
      let printed = Self.parse(extra: extra, parser)
      if extra + 4 <= MessageTokens.limit {
        guard case .call(let call) = printed else {
          Issue.record("\(extra) words after the call: not read as a call")
          continue
        }
        #expect(call.call.name == .viewWillAppear)
        #expect(
          call.receiver
            == .named(PrintedObject(name: "AViewController", address: "0x1", isClass: true)))
        #expect(call.values.first == PrintedArgument(label: .parameter(0), value: .bool(true)))
        #expect(call.values.count == 1 + extra)
      } else {
        guard case .appPrint = printed else {
          Issue.record("\(extra) words after the call: not the app's own print")
          continue
        }
      }
    }
  }
}
