import Foundation
import Testing
import TransitCompile

/// The sizes of the images among a developer's folders, read from their headers: a PNG's IHDR
/// chunk, a JPEG's start-of-frame segment after whatever metadata comes first.
@Suite("Image headers")
struct ImageHeaderTests {
  /// A PNG's signature and IHDR chunk for an image of `width` by `height` pixels.
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + bigEndian(width, 4) + bigEndian(height, 4) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
  }

  /// A JPEG's start, a JFIF segment, `fill` bytes before the frame's marker, and a baseline
  /// frame header (SOF0) for `width` by `height` pixels.
  static func jpeg(width: UInt32, height: UInt32, fill: Int = 0, frame: UInt8 = 0xC0) -> [UInt8] {
    let jfif: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let table: [UInt8] = [0xFF, 0xC4, 0, 4, 0, 0]
    return [0xFF, 0xD8] + jfif + table + Array(repeating: 0xFF, count: fill) + [
      0xFF, frame, 0, 17, 8,
    ] + bigEndian(height, 2) + bigEndian(width, 2) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  }

  static func bigEndian(_ value: UInt32, _ count: Int) -> [UInt8] {
    (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
  }

  @Test("a PNG's size is its IHDR chunk's")
  func pngSize() {
    #expect(ImageHeader.pixelSize(Self.png(width: 640, height: 1136))! == (640, 1136))
    #expect(ImageHeader.pixelSize(Self.png(width: 70_000, height: 3))! == (70_000, 3))
  }

  @Test("a JPEG's size is its first frame header's, past metadata, tables and fill bytes")
  func jpegSize() {
    #expect(ImageHeader.pixelSize(Self.jpeg(width: 640, height: 852))! == (640, 852))
    #expect(ImageHeader.pixelSize(Self.jpeg(width: 1, height: 2, fill: 3))! == (1, 2))
    // A progressive frame (SOF2) has its size where a baseline one does.
    #expect(ImageHeader.pixelSize(Self.jpeg(width: 30, height: 40, frame: 0xC2))! == (30, 40))
  }

  @Test(
    "a header cut short, of another kind, or saying no pixels gives no size",
    arguments: [
      Array(png(width: 640, height: 1136).prefix(20)),
      Array(jpeg(width: 640, height: 852).dropLast(12)),
      png(width: 0, height: 10),
      jpeg(width: 10, height: 0),
      Array("GIF89a".utf8) + [1, 0, 1, 0],
      [0xFF, 0xD8, 0xFF, 0xDA, 0, 2],
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 0],
      [],
    ])
  func noSize(bytes: [UInt8]) {
    #expect(ImageHeader.pixelSize(bytes) == nil)
  }

  @Test("images are named by their file's name, in any case of extension")
  func names() {
    #expect(ImageHeader.isImage("Resources/card@2x.png"))
    #expect(ImageHeader.isImage("cover.JPG"))
    #expect(ImageHeader.isImage("cover.jpeg"))
    #expect(!ImageHeader.isImage("cover.gif"))
    #expect(!ImageHeader.isImage("png"))
  }
}
