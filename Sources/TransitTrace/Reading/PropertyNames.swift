/// `ViewProperties.names` packed into words, so that a member name of a `set` record is
/// recognised from its bytes by a few comparisons, without arrays to retain or strings to make.
final class PropertyNames: Sendable {
  static let shared = PropertyNames()
  /// The longest name the words hold, in bytes.
  private static let longest = 16
  /// For each name: its first and second eight bytes, little-endian and zero-padded.
  private let words: [(UInt64, UInt64)]
  private let lengths: [Int]

  private init() {
    var words: [(UInt64, UInt64)] = []
    var lengths: [Int] = []
    for name in ViewProperties.nameBytes {
      precondition(name.count <= Self.longest, "a view property name too long for PropertyNames")
      words.append(name.withUnsafeBufferPointer { Self.pack($0) })
      lengths.append(name.count)
    }
    self.words = words
    self.lengths = lengths
  }

  /// The index in `ViewProperties.names` of the name spelt by exactly the first `count` bytes
  /// of `words` (the 24 bytes of a line from the name's first, as `MemberOrder.words(of:at:)`
  /// loads them), or nil: the bytes are masked where they were packed byte by byte.
  @inline(__always)
  func index(of words: (UInt64, UInt64, UInt64), count: Int) -> Int? {
    guard count <= Self.longest else { return nil }
    let low = count >= 8 ? words.0 : words.0 & ((1 << UInt64(8 * count)) - 1)
    let high =
      count >= 16 ? words.1 : count <= 8 ? 0 : words.1 & ((1 << UInt64(8 * (count - 8))) - 1)
    return self.words.withUnsafeBufferPointer { packed in
      lengths.withUnsafeBufferPointer { lengths in
        for index in 0..<packed.count
        where lengths[index] == count && packed[index] == (low, high) {
          return index
        }
        return nil
      }
    }
  }

  /// Up to sixteen bytes as two little-endian words, zero-padded.
  @inline(__always)
  private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for index in 0..<bytes.count {
      let byte = UInt64(bytes[index])
      if index < 8 {
        low |= byte << UInt64(index * 8)
      } else {
        high |= byte << UInt64((index - 8) * 8)
      }
    }
    return (low, high)
  }
}
