/// The size in pixels of a PNG, JPEG or GIF image, read from its header: the one reader of
/// image headers, used by `transit run` for an image among the developer's folders (what
/// `UIImage(named:)` finds, as UIKit reads it from the app's bundle) and by `UIImage(data:)`.
/// Nothing else of the image is read; an image is a name and a size here. Other formats
/// ImageIO reads (HEIC, WebP, BMP, TIFF) are not: they give nil.
///
/// The bytes are untrusted. Only what a header needs is asked for: a PNG's first 24 bytes, a
/// GIF's first 10, a JPEG's segments one marker and length at a time, each segment's body
/// skipped over unread until the frame header. A header that ends early or says something
/// impossible (a size of no pixels, a frame header too short to hold one) gives nil, as ImageIO
/// gives no image.
///
/// Sources: the PNG specification (W3C, "IHDR Image header"), ITU T.81 (JPEG, B.1.1.3 "Marker
/// assignments", B.2.2 "Frame header syntax"), GIF89a ("Header", "Logical Screen Descriptor").
package enum ImageHeader {
  /// The most bytes read of one image file at build time: a PNG needs 24, a JPEG 4 for each
  /// segment before its frame header (a camera's has about a dozen) and 5 of that header.
  package static let readLimit = 4096

  /// Whether a file is an image `UIImage(named:)` may name.
  package static func isImage(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
  }

  /// The width and height in pixels, or nil for bytes that are not a PNG's, JPEG's or GIF's
  /// header.
  package static func pixelSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    pixelSize(limit: Int.max) { offset, count in
      guard offset < bytes.count else { return [] }
      return Array(bytes[offset..<min(bytes.count, offset + count)])
    }
  }

  /// The width and height in pixels of an image that `read(offset, count)` gives `count` bytes
  /// of from `offset` (fewer at its end), asking for at most `limit` bytes in all; nil for
  /// bytes that are not a PNG's, JPEG's or GIF's header, or when the header is past `limit`.
  package static func pixelSize(
    limit: Int, read: (_ offset: Int, _ count: Int) -> [UInt8]
  ) -> (width: Int, height: Int)? {
    var asked = 0
    func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
      asked += count
      guard asked <= limit else { return nil }
      let got = read(offset, count)
      return got.count == count ? got : nil
    }
    guard let start = bytes(0, 2) else { return nil }
    if start == [0x89, 0x50] { return png(bytes) }
    if start == [0x47, 0x49] { return gif(bytes) }
    if start == [0xFF, 0xD8] { return jpeg(bytes) }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    var value = 0
    for index in at..<(at + count) { value = value << 8 | Int(bytes[index]) }
    return value
  }

  private static func positive(_ width: Int, _ height: Int) -> (width: Int, height: Int)? {
    width > 0 && height > 0 ? (width, height) : nil
  }

  /// A PNG: the signature, then the IHDR chunk, whose data starts with the width and height.
  private static func png(_ bytes: (Int, Int) -> [UInt8]?) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard let head = bytes(2, 22), [0x89, 0x50] + head[0..<6] == signature,
      Array(head[10..<14]) == Array("IHDR".utf8)
    else { return nil }
    return positive(bigEndian(head, 14, 4), bigEndian(head, 18, 4))
  }

  /// A GIF: the signature `GIF87a` or `GIF89a`, then the logical screen's width and height,
  /// little-endian.
  private static func gif(_ bytes: (Int, Int) -> [UInt8]?) -> (width: Int, height: Int)? {
    guard let head = bytes(2, 8),
      [0x47, 0x49] + head[0..<4] == Array("GIF87a".utf8)
        || [0x47, 0x49] + head[0..<4] == Array("GIF89a".utf8)
    else { return nil }
    return positive(Int(head[4]) | Int(head[5]) << 8, Int(head[6]) | Int(head[7]) << 8)
  }

  /// A JPEG: start of image, then segments, each a marker and a length, up to a start of frame
  /// (SOF0 to SOF15 but DHT, JPG and DAC), whose height and width follow its precision. TEM and
  /// the restart markers have no length; a start of scan or end of image before a frame means
  /// there is no size.
  private static func jpeg(_ bytes: (Int, Int) -> [UInt8]?) -> (width: Int, height: Int)? {
    var offset = 2
    while true {
      guard let marker = bytes(offset, 2), marker[0] == 0xFF else { return nil }
      switch marker[1] {
      case 0xFF:
        // A fill byte before a marker.
        offset += 1
        continue
      case 0x01, 0xD0...0xD7:
        offset += 2
        continue
      case 0xD8, 0xD9, 0xDA:
        return nil
      default:
        break
      }
      guard let lengthBytes = bytes(offset + 2, 2) else { return nil }
      let length = bigEndian(lengthBytes, 0, 2)
      guard length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker[1]), ![0xC4, 0xC8, 0xCC].contains(marker[1]) {
        guard length >= 7, let frame = bytes(offset + 4, 5) else { return nil }
        return positive(bigEndian(frame, 3, 2), bigEndian(frame, 1, 2))
      }
      offset += 2 + length
    }
  }
}
