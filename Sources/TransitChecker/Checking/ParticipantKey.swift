import Foundation

/// A participant's or a view's id as the checker's busiest tables key it (the view
/// controllers followed, the views' superviews): hashed as it is made, with a cheap hash of its
/// bytes.
///
/// A `String` key is hashed with SipHash, byte by byte, at every lookup, and compared with each
/// key in the buckets a lookup passes; this key feeds the table one word, and compares its hash
/// before any byte. Equal keys are the ids Swift calls equal (canonical equivalence): an id
/// beyond ASCII is hashed in its composed form (NFC), which is its own bytes for ASCII.
///
/// The hash starts from a seed drawn once per process, as Swift's own `Hasher` does, so a log
/// cannot be written with ids that all collide and make every lookup compare them all: the
/// ids come from untrusted logs.
struct ParticipantKey: Hashable {
  let id: String
  private let hash: UInt64

  init(_ id: String) {
    self.id = id
    let ascii =
      id.utf8.withContiguousStorageIfAvailable { Self.bytesHash($0) }
      ?? { () -> (UInt64, Bool) in
        var copy = id
        return copy.withUTF8 { Self.bytesHash($0) }
      }()
    if ascii.1 {
      hash = ascii.0
    } else {
      var composed = id.precomposedStringWithCanonicalMapping
      hash = composed.withUTF8 { Self.bytesHash($0).0 }
    }
  }

  static func == (lhs: ParticipantKey, rhs: ParticipantKey) -> Bool {
    lhs.hash == rhs.hash && lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// This process's seed for every key's hash; 0 with `SWIFT_DETERMINISTIC_HASHING` set, as
  /// Swift's own hashing is then, so instruction counts repeat.
  private static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == nil
    ? UInt64.random(in: .min ... .max) : 0

  /// A hash of `bytes`, eight at a time, and whether they are all ASCII.
  @inline(__always)
  private static func bytesHash(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, Bool) {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    let count = bytes.count
    var hash = (seed ^ UInt64(truncatingIfNeeded: count)) &* multiplier
    var high: UInt64 = 0
    guard let start = bytes.baseAddress, count > 0 else { return (hash, true) }
    var offset = 0
    while offset + 8 <= count {
      let word = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
      high |= word
      hash = (hash ^ word) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    if offset < count {
      // The last eight bytes, overlapping those hashed already, where there are eight; else
      // the few there are, byte by byte.
      var word: UInt64 = 0
      if count >= 8 {
        word = UnsafeRawPointer(start + count - 8).loadUnaligned(as: UInt64.self)
      } else {
        for index in 0..<count { word |= UInt64(start[index]) << UInt64(index * 8) }
      }
      high |= word
      hash = (hash ^ word) &* multiplier
      hash ^= hash >> 32
    }
    return (hash, high & 0x8080_8080_8080_8080 == 0)
  }
}
