import Testing

@testable import TransitImport

/// `Bytes.string`, which makes a string of up to 15 bytes in place and a longer one by
/// `String(decoding:as:)`: both ways give the string `String(decoding:as:)` gives, invalid
/// UTF-8 repaired, and an ASCII one compares equal to the same text made otherwise.
@Suite("A string made from a line's bytes")
struct ByteStringTests {
  /// `Bytes.string` of `bytes[start..<end]`.
  static func made(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    bytes.withUnsafeBufferPointer { Bytes.string($0, start, end) }
  }

  @Test(
    "every length from 0 to 20, ASCII, other scripts and invalid bytes",
    arguments: [
      Array("0x600000000080 <SwatchViewController: 0x6000000000c0>".utf8),
      Array("画面A:viewWillAppear(_:) こんにちは".utf8),
      [0x30, 0x78, 0xFF, 0x41, 0xC3, 0x28, 0x42, 0xE2, 0x82, 0x41, 0x30, 0x31, 0x32, 0x33, 0xF0]
        + Array("0123456789abcdef".utf8),
    ])
  func lengths(bytes: [UInt8]) {
    for start in 0..<min(bytes.count, 6) {
      for end in start...min(bytes.count, start + 20) {
        let expected = String(decoding: bytes[start..<end], as: UTF8.self)
        let string = Self.made(bytes, start, end)
        #expect(string == expected, "\(start)..<\(end)")
        #expect(Array(string.utf8) == Array(expected.utf8), "\(start)..<\(end)")
      }
    }
  }

  @Test("an address made in place is the address, equal and hashed as one made otherwise")
  func address() {
    let line = Array("<SwatchViewController: 0x6000000000c0> viewDidLoad()".utf8)
    let address = Self.made(line, 23, 37)
    #expect(address == "0x6000000000c0")
    #expect(address.hashValue == "0x6000000000c0".hashValue)
    #expect(Set([address, "0x6000000000c0"]).count == 1)
    #expect(address.utf8.count == 14)
  }
}
