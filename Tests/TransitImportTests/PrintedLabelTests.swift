import Testing
import TransitImport
import TransitTrace

/// A value printed under an argument label binds to the parameter the label names, the label
/// read from the line's bytes as the parser reads it; a label the call does not have binds the
/// value to nothing, and the value does not count as one printed without a label.
@Suite("A printed label, read as the parameter it names")
struct PrintedLabelTests {
  /// The arguments of the call the console's one line shows.
  static func arguments(_ line: String) throws -> Arguments? {
    let records = try ConsoleImport.records(from: Array((line + "\n").utf8), path: "console.txt")
      .records
    return records.compactMap(\.event?.call).first?.args
  }

  @Test(
    "labels of the call, by signature or key, bind their values",
    arguments: [
      ("<HomeViewController: 0x6000076000c0> viewWillAppear(_:) animated: false", "animated"),
      ("<HomeViewController: 0x6000076000c0> viewWillAppear(_:) animated:1", "animated"),
      ("<HomeViewController: 0x6000076000c0> viewWillAppear(_:) (animated: true)", "animated"),
      (
        "<HomeViewController: 0x600007600080> present(_:animated:completion:) animated: true",
        "flag"
      ),
      ("<HomeViewController: 0x600007600080> present(_:animated:completion:) flag: 0", "flag"),
      // A decorated line, read by another path.
      (
        "(-[ListViewController viewWillAppear:]) - Called for object "
          + "<ListViewController: 0x8b39990>, animated = NO", "animated"
      ),
    ])
  func known(line: String, key: String) throws {
    let args = try #require(try Self.arguments(line))
    #expect(args.pairs.map(\.key) == [key], "\(line)")
  }

  @Test(
    "a label the call does not have binds nothing, not even as an unlabelled value",
    arguments: [
      // As long as `animated`, one byte apart.
      "<HomeViewController: 0x6000076000c0> viewWillAppear(_:) animatex: false",
      "<HomeViewController: 0x6000076000c0> viewWillAppear(_:) animate: false",
      "<HomeViewController: 0x6000076000c0> viewWillAppear(_:) animatedly: false",
      "<HomeViewController: 0x600007600080> present(_:animated:completion:) flags:1",
      "<HomeViewController: 0x600007600080> present(_:animated:completion:) (Animated: true)",
      "(-[ListViewController viewWillAppear:]) - Called for object "
        + "<ListViewController: 0x8b39990>, animatex = NO",
      // Labelled twice: the outer label binds nothing.
      "<HomeViewController: 0x6000076000c0> viewWillAppear(_:) flag: animated:1",
    ])
  func unknown(line: String) throws {
    let args = try Self.arguments(line)
    #expect(args?.isEmpty ?? true, "\(line)")
  }

  @Test("a value after an unknown label is not the lone unlabelled value")
  func unknownThenUnlabelled() throws {
    // Two values, one of them under a label `present` does not have: `true` alone is the
    // only value printed bare, and binds to the only Bool.
    let args = try #require(
      try Self.arguments(
        "<HomeViewController: 0x600007600080> present(_:animated:completion:) speed: 2 true"))
    #expect(args["flag"] == .bool(true))
    #expect(args.pairs.count == 1)
  }
}
