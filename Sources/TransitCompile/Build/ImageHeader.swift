/// The size in pixels of a PNG or JPEG image, read from its header: what `UIImage(named:)` gives
/// an image among the developer's folders (its `Resources`, say), as UIKit reads it from the
/// app's bundle. Nothing else of the image is read; an image is a name and a size here.
///
/// The bytes are untrusted: each is looked at at most once, and a header that ends early or
/// says something impossible gives nil.
package enum ImageHeader {
  /// How much of each image is read: a JPEG's frame header follows its metadata segments, each
  /// at most 64 KB.
  static let readLimit = 256 << 10

  /// Whether a file is an image `UIImage(named:)` may name.
  package static func isImage(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
  }

  /// The width and height in pixels, or nil for bytes that are neither a PNG's nor a JPEG's
  /// header.
  package static func pixelSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    png(bytes) ?? jpeg(bytes)
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    var value = 0
    for index in at..<(at + count) { value = value << 8 | Int(bytes[index]) }
    return value
  }

  /// A PNG: the signature, then the IHDR chunk, whose data starts with the width and height.
  private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    let width = bigEndian(bytes, 16, 4)
    let height = bigEndian(bytes, 20, 4)
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// A JPEG: start of image, then segments, each a marker and a length, up to a start of frame
  /// (SOF0 to SOF15 but DHT, JPG and DAC), whose height and width follow its precision.
  private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      // Fill bytes before a marker.
      if marker == 0xFF {
        offset += 1
        continue
      }
      // Markers without a length: TEM and the restart markers.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      let length = bigEndian(bytes, offset + 2, 2)
      guard length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard offset + 9 <= bytes.count, length >= 7 else { return nil }
        let height = bigEndian(bytes, offset + 5, 2)
        let width = bigEndian(bytes, offset + 7, 2)
        return width > 0 && height > 0 ? (width, height) : nil
      }
      // Start of scan or end of image before a frame: no size.
      if marker == 0xDA || marker == 0xD9 { return nil }
      offset += 2 + length
    }
    return nil
  }
}
