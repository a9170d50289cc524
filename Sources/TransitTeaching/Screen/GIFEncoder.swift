/// An animated GIF (CompuServe, "Graphics Interchange Format, Version 89a") of Transit's own:
/// frames of a `ScreenRaster`, each with its delay, looping forever.
///
/// A frame the same as the one before lengthens that one's delay; any other is written as the
/// rectangle that changed, unchanged pixels in it transparent, over the frame before. Each
/// frame has its own palette: the exact colours when it has at most 255, else the 255 most
/// used of its colours rounded to 5 bits a channel, each pixel taking the nearest.
struct GIFEncoder {
  let width: Int
  let height: Int
  private var out: [UInt8]
  /// The pixels the GIF shows so far.
  private var shown: [UInt8]?
  /// The frame waiting for the next, which may only lengthen it.
  private var pending: (pixels: [UInt8], delay: Int)?
  private var lzw = LZW()

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    out = Array("GIF89a".utf8)
    out += Self.little(width) + Self.little(height)
    // No global colour table; 8 bits of colour resolution.
    out += [0x70, 0, 0]
    // Loop forever (the NETSCAPE2.0 application extension).
    out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0, 0, 0]
  }

  static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

  /// Adds a frame shown for `delay` hundredths of a second.
  mutating func add(_ raster: ScreenRaster, delay: Int) {
    if var waiting = pending, waiting.pixels == raster.pixels {
      waiting.delay += delay
      pending = waiting
      return
    }
    flush()
    pending = (raster.pixels, delay)
  }

  /// The GIF's bytes.
  mutating func finish() -> [UInt8] {
    flush()
    return out + [0x3B]
  }

  private mutating func flush() {
    guard let frame = pending else { return }
    pending = nil
    write(frame.pixels, delay: frame.delay)
  }

  private mutating func write(_ pixels: [UInt8], delay: Int) {
    // The rectangle that changed since the frame shown.
    var minX = 0
    var minY = 0
    var maxX = width - 1
    var maxY = height - 1
    if let shown {
      minX = width
      minY = height
      maxX = -1
      maxY = -1
      for y in 0..<height {
        for x in 0..<width {
          let index = (y * width + x) * 3
          if pixels[index] != shown[index] || pixels[index + 1] != shown[index + 1]
            || pixels[index + 2] != shown[index + 2]
          {
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
          }
        }
      }
      if maxX < 0 {
        minX = 0
        minY = 0
        maxX = 0
        maxY = 0
      }
    }
    let frameWidth = maxX - minX + 1
    let frameHeight = maxY - minY + 1
    // Colours of the pixels that changed; the others are transparent.
    var keys: [Int] = []
    keys.reserveCapacity(frameWidth * frameHeight)
    for y in minY...maxY {
      for x in minX...maxX {
        let index = (y * width + x) * 3
        if let shown, pixels[index] == shown[index], pixels[index + 1] == shown[index + 1],
          pixels[index + 2] == shown[index + 2]
        {
          keys.append(-1)
        } else {
          keys.append(
            Int(pixels[index]) << 16 | Int(pixels[index + 1]) << 8 | Int(pixels[index + 2]))
        }
      }
    }
    let (palette, indices) = Self.quantize(keys)
    let transparent = palette.count
    var bits = 1
    while 1 << bits < palette.count + 1 { bits += 1 }
    // Graphic control: keep the frame before under this one; transparency; the delay.
    out += [0x21, 0xF9, 0x04, 0x04 | 0x01] + Self.little(max(delay, 2)) + [UInt8(transparent), 0]
    out +=
      [0x2C] + Self.little(minX) + Self.little(minY) + Self.little(frameWidth)
      + Self.little(frameHeight) + [0x80 | UInt8(bits - 1)]
    for slot in 0..<(1 << bits) {
      let color = slot < palette.count ? palette[slot] : 0
      out += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
    }
    let minimumCodeSize = max(2, bits)
    out.append(UInt8(minimumCodeSize))
    let data = lzw.encode(
      indices.map { $0 < 0 ? transparent : $0 }, minimumCodeSize: minimumCodeSize)
    var offset = 0
    while offset < data.count {
      let count = min(255, data.count - offset)
      out.append(UInt8(count))
      out += data[offset..<offset + count]
      offset += count
    }
    out.append(0)
    shown = pixels
  }

  /// The frame's palette (at most 255 colours, `0xRRGGBB`) and each pixel's index in it, -1
  /// staying -1 (transparent).
  static func quantize(_ keys: [Int]) -> (palette: [Int], indices: [Int]) {
    var counts: [Int: Int] = [:]
    for key in keys where key >= 0 { counts[key, default: 0] += 1 }
    if counts.count <= 255 {
      let palette = counts.keys.sorted()
      var slot: [Int: Int] = [:]
      for (index, color) in palette.enumerated() { slot[color] = index }
      return (palette, keys.map { $0 < 0 ? -1 : slot[$0]! })
    }
    // The most used colours rounded to 5 bits a channel, each the mean of what it rounds.
    func bucket(_ color: Int) -> Int {
      (color >> 19 & 31) << 10 | (color >> 11 & 31) << 5 | (color >> 3 & 31)
    }
    var sums: [Int: (count: Int, red: Int, green: Int, blue: Int)] = [:]
    for (color, count) in counts {
      var sum = sums[bucket(color)] ?? (0, 0, 0, 0)
      sum.count += count
      sum.red += (color >> 16 & 0xFF) * count
      sum.green += (color >> 8 & 0xFF) * count
      sum.blue += (color & 0xFF) * count
      sums[bucket(color)] = sum
    }
    let chosen = sums.sorted {
      $0.value.count > $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key)
    }
    .prefix(255)
    let palette = chosen.map { entry -> Int in
      let sum = entry.value
      return (sum.red / sum.count) << 16 | (sum.green / sum.count) << 8 | (sum.blue / sum.count)
    }
    var nearest: [Int: Int] = [:]
    func index(of color: Int) -> Int {
      let key = bucket(color)
      if let known = nearest[key] { return known }
      let red = color >> 16 & 0xFF
      let green = color >> 8 & 0xFF
      let blue = color & 0xFF
      var best = 0
      var bestDistance = Int.max
      for (slot, entry) in palette.enumerated() {
        let dr = (entry >> 16 & 0xFF) - red
        let dg = (entry >> 8 & 0xFF) - green
        let db = (entry & 0xFF) - blue
        let distance = dr * dr + dg * dg + db * db
        if distance < bestDistance {
          bestDistance = distance
          best = slot
        }
      }
      nearest[key] = best
      return best
    }
    return (palette, keys.map { $0 < 0 ? -1 : index(of: $0) })
  }

  /// GIF's variant of LZW: codes from `minimumCodeSize + 1` bits to 12, a clear code when the
  /// table is full, packed least significant bit first.
  struct LZW {
    /// The code of each (code, next index) pair in the table, 0 for none.
    private var children = [UInt16](repeating: 0, count: 4096 * 256)
    private var used: [Int] = []

    mutating func encode(_ indices: [Int], minimumCodeSize: Int) -> [UInt8] {
      var writer = Deflate.BitWriter()
      let clear = 1 << minimumCodeSize
      var codeSize = minimumCodeSize + 1
      var lastCode = clear + 1
      reset()
      writer.write(clear, count: codeSize)
      guard var prefix = indices.first else {
        writer.write(clear + 1, count: codeSize)
        writer.flush()
        return writer.bytes
      }
      for index in indices.dropFirst() {
        let slot = prefix * 256 + index
        let child = children[slot]
        if child != 0 {
          prefix = Int(child)
          continue
        }
        writer.write(prefix, count: codeSize)
        lastCode += 1
        children[slot] = UInt16(lastCode)
        used.append(slot)
        if lastCode >= 1 << codeSize { codeSize += 1 }
        if lastCode == 4095 {
          writer.write(clear, count: codeSize)
          reset()
          codeSize = minimumCodeSize + 1
          lastCode = clear + 1
        }
        prefix = index
      }
      writer.write(prefix, count: codeSize)
      writer.write(clear + 1, count: codeSize)
      writer.flush()
      return writer.bytes
    }

    private mutating func reset() {
      for slot in used { children[slot] = 0 }
      used.removeAll(keepingCapacity: true)
    }
  }
}
