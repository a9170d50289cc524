import Foundation
import Testing
import TransitCompile
import TransitInterfaceBuilder

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
      Array("GIF88a".utf8) + [1, 0, 1, 0],
      Array("GIF89a".utf8) + [1, 0, 0, 0],
      Array("GIF89a".utf8) + [1, 0, 1],
      // A frame header whose length is too short to hold a size.
      [0xFF, 0xD8, 0xFF, 0xC0, 0, 2, 8, 0, 1, 0, 1],
      // A scan, then what would be a frame.
      [0xFF, 0xD8, 0xFF, 0xDA, 0, 2] + Array(jpeg(width: 10, height: 10)[26...]),
      [0xFF, 0xD8, 0xFF, 0xDA, 0, 2],
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 0],
      [],
    ])
  func noSize(bytes: [UInt8]) {
    #expect(ImageHeader.pixelSize(bytes) == nil)
  }

  @Test("a GIF87a's or GIF89a's size is its logical screen's")
  func gifSize() {
    #expect(ImageHeader.pixelSize(Array("GIF89a".utf8) + [0x40, 1, 0xF0, 0])! == (320, 240))
    #expect(ImageHeader.pixelSize(Array("GIF87a".utf8) + [1, 0, 2, 0])! == (1, 2))
  }

  @Test("TEM and restart markers have no length; the frame after them is found")
  func markersWithoutLength() {
    let frame = Array(Self.jpeg(width: 7, height: 9)[26...])
    #expect(ImageHeader.pixelSize([0xFF, 0xD8, 0xFF, 0x01, 0xFF, 0xD3] + frame)! == (7, 9))
  }

  /// The offsets and counts asked of `bytes` to find its size, with at most `limit` asked.
  static func asked(_ bytes: [UInt8], limit: Int = .max) -> (
    size: (width: Int, height: Int)?, asked: Int, furthest: Int
  ) {
    var asked = 0
    var furthest = 0
    let size = ImageHeader.pixelSize(limit: limit) { offset, count in
      asked += count
      furthest = max(furthest, offset + count)
      return Array(bytes[min(offset, bytes.count)..<min(bytes.count, offset + count)])
    }
    return (size, asked, furthest)
  }

  @Test("only the header is read: a PNG's 24 bytes, a JPEG's markers and lengths, not its bodies")
  func readsOnlyTheHeader() {
    let png = Self.asked(Self.png(width: 3, height: 4) + Array(repeating: 0, count: 100_000))
    #expect(png.size! == (3, 4))
    #expect(png.asked == 24)
    // A JPEG with 60 KB of metadata before its frame: 4 bytes asked of each segment.
    let exif: [UInt8] = [0xFF, 0xE1, 0xEA, 0x62] + Array(repeating: 0, count: 0xEA60)
    let jpeg = Self.jpeg(width: 5, height: 6)
    let read = Self.asked(Array(jpeg[0..<2]) + exif + jpeg[2...])
    #expect(read.size! == (5, 6))
    #expect(read.asked < 40)
    #expect(read.furthest > 0xEA60)
  }

  @Test("a JPEG whose frame is past the limit of bytes asked has no size")
  func limit() {
    let segments = (0..<1_100).flatMap { _ in [0xFF, 0xE1, 0, 2] as [UInt8] }
    let jpeg = Self.jpeg(width: 5, height: 6)
    let bytes = Array(jpeg[0..<2]) + segments + jpeg[2...]
    let bounded = Self.asked(bytes, limit: ImageHeader.readLimit)
    #expect(bounded.size == nil)
    #expect(bounded.asked <= ImageHeader.readLimit + 4)
    #expect(Self.asked(bytes).size! == (5, 6))
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
