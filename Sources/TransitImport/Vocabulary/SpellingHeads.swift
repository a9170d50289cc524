import TransitLifecycle

/// Whether a console message may name a call at all, asked before it is cut into tokens: most
/// lines of a console are an app's own prints, and a print that spells no call should cost a
/// look at its bytes and nothing more.
///
/// Every form the message parser reads needs a spelling the vocabulary knows at some position
/// of the message (a word, a selector, the method after a type's dot), or the word `view` that
/// begins an app's prose (`A view will appear <A: 0x…>`). So a message where no position
/// begins with the first four bytes of one of those names none. The four bytes are kept as
/// one bit of a hashed set: a false positive only sends a message down the full parse.
package final class SpellingHeads: @unchecked Sendable {
  /// The heads of every spelling, and of `view`; and `View`, which begins the view
  /// controller's callbacks typed with a capital (`Home: ViewDidLoad`), read after a label as
  /// a name typed with its capitals wrong. Other capitalised heads (`Load`, `Init`) begin
  /// ordinary words too often to be worth a full parse of every print that holds one.
  package static let shared = SpellingHeads(
    Array(CallVocabulary.spellings.keys) + ["view", "View"])

  /// Bits in the set, a power of two.
  private static let bitCount = 1 << 16
  /// Written once when made and only read after, never freed (the one set lives as long as
  /// the process): read through a pointer, with no array's checks on every byte of a line.
  private let bits: UnsafeMutablePointer<UInt64>
  /// Whether every name is at least four bytes long and begins with a byte of an identifier;
  /// if one does not, every message may hold one, and `mayName` says so.
  private let complete: Bool

  init(_ names: [String]) {
    let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.bitCount / 64)
    bits.initialize(repeating: 0, count: Self.bitCount / 64)
    var complete = true
    for name in names {
      let utf8 = Array(name.utf8)
      guard utf8.count >= 4, Self.isIdentifier(utf8[0]) else {
        complete = false
        continue
      }
      let bit = utf8.withUnsafeBytes { Self.bit(of: $0.loadUnaligned(as: UInt32.self)) }
      bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    self.bits = bits
    self.complete = complete
  }

  /// The bit of four bytes read as one word.
  @inline(__always) private static func bit(of word: UInt32) -> Int {
    Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 16)
  }

  /// Whether some position of `text[start..<end]` begins with the first four bytes of a name;
  /// true for a message too short to tell.
  package func mayName(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard complete, end - start >= 4, let base = text.baseAddress else { return true }
    // Every position is tried: telling first which may begin a name costs more than the try.
    var position = UnsafeRawPointer(base + start)
    let last = UnsafeRawPointer(base + (end - 4))
    while position <= last {
      let bit = Self.bit(of: position.loadUnaligned(as: UInt32.self))
      if (bits[bit &>> 6] &>> UInt64(truncatingIfNeeded: bit & 63)) & 1 != 0 { return true }
      position += 1
    }
    return false
  }

  /// `Bytes.isIdentifier(byte)` as one bit test: a letter, a digit, `_` or `$`.
  @inline(__always) private static func isIdentifier(_ byte: UInt8) -> Bool {
    // Bytes 0 to 63: `$` (0x24) and the digits (0x30 to 0x39).
    let low: UInt64 = 1 << 0x24 | 0x3FF << 0x30
    // Bytes 64 to 127: `A` to `Z` (0x41 to 0x5A), `_` (0x5F), `a` to `z` (0x61 to 0x7A).
    let high: UInt64 = 0x3FF_FFFF << 1 | 1 << 0x1F | 0x3FF_FFFF << 0x21
    if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
    return byte < 128 && (high >> UInt64(byte &- 64)) & 1 != 0
  }
}
