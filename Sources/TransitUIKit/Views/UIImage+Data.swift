import Foundation

// Images from encoded bytes (a download, a file): UIKit decodes PNG, JPEG and GIF, among
// others, and gives nil for bytes it cannot read. Pixels are not decoded here, as nothing is
// drawn; the image has the size the file's header gives (PNG's IHDR chunk, a JPEG's start-of-
// frame segment, GIF's logical screen), so a view sized from it gets the frame it gets on iOS.
// Sources: the PNG specification (W3C, "IHDR Image header"), ITU T.81 (JPEG, B.2.2 "Frame
// header syntax"), GIF89a ("Logical Screen Descriptor").
extension UIImage {
  /// Mirrors `init?(data:)`: nil unless the bytes are a PNG, JPEG or GIF image.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Mirrors `init?(data:scale:)`: the image's pixels over `scale` points each.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let pixels = Self.pixelSize(of: [UInt8](data)), scale > 0 else { return nil }
    self.init(
      name: nil, size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
      scale: scale)
  }

  /// Mirrors `init?(contentsOfFile:)`: the file's bytes as `init?(data:)` reads them.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// The width and height in pixels an image file's header gives, or nil for other bytes.
  static func pixelSize(of bytes: [UInt8]) -> CGSize? {
    func bigEndian(_ offset: Int, _ count: Int) -> Int {
      (offset..<offset + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.count >= 24, Array(bytes[0..<8]) == png, Array(bytes[12..<16]) == Array("IHDR".utf8) {
      return CGSize(width: bigEndian(16, 4), height: bigEndian(20, 4))
    }
    if bytes.count >= 10, Array(bytes[0..<3]) == Array("GIF".utf8) {
      return CGSize(
        width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    // A JPEG: segments of a marker and a length, up to a start of frame (SOF0 to SOF15, but
    // DHT, JPG and DAC), whose header gives the height and then the width.
    var offset = 2
    while offset + 9 < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      let length = bigEndian(offset + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return CGSize(width: bigEndian(offset + 7, 2), height: bigEndian(offset + 5, 2))
      }
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }
}
