/// A PNG's signature and header chunk: enough to tell a whole image from a stand-in.
struct PNGImage {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  let width: Int
  let height: Int

  /// The image `bytes` hold, or nil unless they start with the PNG signature and an `IHDR`
  /// chunk of 13 bytes, as the PNG specification requires.
  init?(_ bytes: [UInt8]) {
    guard bytes.count >= 33, Array(bytes[0..<8]) == Self.signature,
      Self.integer(bytes, at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    width = Self.integer(bytes, at: 16)
    height = Self.integer(bytes, at: 20)
  }

  /// The big-endian 32-bit integer at `offset`.
  private static func integer(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }
}
