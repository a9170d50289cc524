import Testing
import TransitImport
import TransitTrace

/// A number printed after a call, which the importer reads from its bytes where it is a plain
/// decimal of at most 15 digits and through `Double(String)` otherwise: both ways give the same
/// double.
@Suite("A printed number, read as Double(String) reads it")
struct PrintedNumberTests {
  /// The value `percentComplete` is bound to when the console prints `spelling`.
  static func bound(_ spelling: String) throws -> Value? {
    let console = """
      <UIPercentDrivenInteractiveTransition: 0x6000002001c0> update(_:) percentComplete: \
      \(spelling)

      """
    let records = try ConsoleImport.records(from: Array(console.utf8), path: "console.txt")
      .records
    return records.compactMap(\.event?.call).first { $0.name.rawValue == "update(_:)" }?
      .args["percentComplete"]
  }

  /// What the binding makes of `Double(spelling)`: a whole number as an integer.
  static func expected(_ spelling: String) -> Value? {
    guard let number = Double(spelling), number.isFinite else { return nil }
    return number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
  }

  @Test(
    "spellings at the edges of the fast reading",
    arguments: [
      "0", "7", "42", "0.1", "0.3", "0.48855", "0.122137", "1.5", "00012.5000", "0.000000000000001",
      "123456789012345", "12345678901234.5", "1234567890123456", "9007199254740993",
      "0.1234567890123456",
      "1e3", "2.5e-3", "-2", "-0.5", "+3", "1.", ".5", "1.2.3", "0x10",
    ])
  func edges(spelling: String) throws {
    #expect(try Self.bound(spelling) == Self.expected(spelling), "\(spelling)")
  }

  @Test("random decimals of 1 to 15 digits, the point anywhere")
  func randomDecimals() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    for _ in 0..<300 {
      let count = Int(next() % 15) + 1
      var digits = (0..<count).map { _ in String(next() % 10) }.joined()
      if count > 1, next() % 4 != 0 {
        let point = Int(next() % UInt64(count - 1)) + 1
        digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
      }
      #expect(try Self.bound(digits) == Self.expected(digits), "\(digits)")
    }
  }
}
