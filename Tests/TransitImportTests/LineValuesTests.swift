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
