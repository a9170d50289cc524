/// A zlib stream (RFC 1950) of DEFLATE data (RFC 1951), as a PNG's image data holds it: one
/// block with the fixed Huffman codes, its matches found through a hash of the next three bytes.
///
/// Not the tightest compression, but linear in the input and small on screen images, whose rows
/// repeat and whose runs are long.
enum Deflate {
  /// `bytes` compressed in a zlib stream.
  static func zlib(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.bytes = [0x78, 0x01]
    // One final block, fixed Huffman codes.
    writer.write(1, count: 1)
    writer.write(1, count: 2)
    let windowSize = 32_768
    let hashSize = 1 << 15
    var head = [Int](repeating: -1, count: hashSize)
    var previous = [Int](repeating: -1, count: windowSize)
    var position = 0
    func hash(_ at: Int) -> Int {
      (Int(bytes[at]) << 10 ^ Int(bytes[at + 1]) << 5 ^ Int(bytes[at + 2])) & (hashSize - 1)
    }
    func insert(_ at: Int) {
      guard at + 2 < bytes.count else { return }
      let key = hash(at)
      previous[at & (windowSize - 1)] = head[key]
      head[key] = at
    }
    while position < bytes.count {
      var bestLength = 0
      var bestDistance = 0
      if position + 2 < bytes.count {
        var candidate = head[hash(position)]
        var tries = 32
        while candidate >= 0, position - candidate <= windowSize - 1, tries > 0 {
          var length = 0
          let limit = min(258, bytes.count - position)
          while length < limit, bytes[candidate + length] == bytes[position + length] {
            length += 1
          }
          if length > bestLength {
            bestLength = length
            bestDistance = position - candidate
            if length == limit { break }
          }
          let next = previous[candidate & (windowSize - 1)]
          candidate = next < candidate ? next : -1
          tries -= 1
        }
      }
      if bestLength >= 3 {
        writer.length(bestLength)
        writer.distance(bestDistance)
        for offset in 0..<bestLength { insert(position + offset) }
        position += bestLength
      } else {
        writer.literal(Int(bytes[position]))
        insert(position)
        position += 1
      }
    }
    writer.literal(256)
    writer.flush()
    var out = writer.bytes
    let adler = adler32(bytes)
    out += [
      UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
    ]
    return out
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// Writes bits least significant first, as DEFLATE packs them, and the fixed codes.
  struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var filled = 0

    mutating func write(_ value: Int, count: Int) {
      buffer |= UInt32(value) << UInt32(filled)
      filled += count
      while filled >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        filled -= 8
      }
    }

    /// A Huffman code, written most significant bit first.
    mutating func code(_ value: Int, count: Int) {
      var reversed = 0
      for bit in 0..<count where value >> bit & 1 == 1 { reversed |= 1 << (count - 1 - bit) }
      write(reversed, count: count)
    }

    /// A literal byte or the end of the block (256), in the fixed literal/length code.
    mutating func literal(_ symbol: Int) {
      switch symbol {
      case 0...143: code(0x30 + symbol, count: 8)
      case 144...255: code(0x190 + symbol - 144, count: 9)
      case 256...279: code(symbol - 256, count: 7)
      default: code(0xC0 + symbol - 280, count: 8)
      }
    }

    private static let lengthBases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
      13, 13,
    ]

    /// A match length, 3 to 258.
    mutating func length(_ length: Int) {
      var index = Self.lengthBases.count - 1
      while Self.lengthBases[index] > length { index -= 1 }
      literal(257 + index)
      write(length - Self.lengthBases[index], count: Self.lengthExtra[index])
    }

    /// A match distance, 1 to 32768, in the fixed 5-bit distance code.
    mutating func distance(_ distance: Int) {
      var index = Self.distanceBases.count - 1
      while Self.distanceBases[index] > distance { index -= 1 }
      code(index, count: 5)
      write(distance - Self.distanceBases[index], count: Self.distanceExtra[index])
    }

    /// Pads the last byte.
    mutating func flush() {
      if filled > 0 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer = 0
        filled = 0
      }
    }
  }
}
