/// Writes images Transit paints (`ScreenRaster`) as PNG, with the encoders of this folder alone:
/// no image library is needed on either platform.
enum PNGEncoder {
  /// The PNG (W3C, "Portable Network Graphics Specification", second edition) of an 8-bit RGB
  /// image: each row filtered with "Up" (screens repeat row after row), then deflated.
  static func png(_ raster: ScreenRaster) -> [UInt8] {
    let rowBytes = raster.width * 3
    var filtered: [UInt8] = []
    filtered.reserveCapacity((rowBytes + 1) * raster.height)
    raster.pixels.withUnsafeBufferPointer { pixels in
      for row in 0..<raster.height {
        let start = row * rowBytes
        if row == 0 {
          filtered.append(0)
          filtered.append(contentsOf: pixels[start..<start + rowBytes])
          continue
        }
        filtered.append(2)
        for index in start..<start + rowBytes {
          filtered.append(pixels[index] &- pixels[index - rowBytes])
        }
      }
    }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(raster.width)) + bigEndian(UInt32(raster.height))
    header += [8, 2, 0, 0, 0]
    chunk("IHDR", header, into: &out)
    chunk("IDAT", Deflate.zlib(filtered), into: &out)
    chunk("IEND", [], into: &out)
    return out
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
    out += bigEndian(UInt32(data.count))
    let typed = Array(type.utf8) + data
    out += typed
    out += bigEndian(crc32(typed))
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
