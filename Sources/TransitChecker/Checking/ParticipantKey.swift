import Foundation
import TransitTrace

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
    var bytes = id
    let ascii = bytes.withUTF8 { utf8 in
      utf8.baseAddress.map { isASCII($0, utf8.count) } ?? true ? Self.hash(utf8) : nil
    }
    if let hash = ascii {
      self.hash = hash
    } else {
      var composed = id.precomposedStringWithCanonicalMapping
      hash = composed.withUTF8 { Self.hash($0) }
    }
  }

  /// The seeded hash of `bytes`, TransitTrace's `byteHash`.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let start = bytes.baseAddress else {
      return withUnsafePointer(to: UInt8(0)) { byteHash($0, 0, seed: seed) }
    }
    return byteHash(start, bytes.count, seed: seed)
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
}

/// The keys of the ids met lately, so that an id the checker looks up again is not hashed
/// again: a slot picked by the id's representation (`representationSlot`), which the reader's
/// shared strings make the same for every record that names the same participant.
///
/// A slot answers only for an id of the very representation it holds (the same small string,
/// or the same storage), so the key it gives is the one `ParticipantKey(id)` makes, id bytes
/// and all; any other id, or one whose slot another took, is hashed as before. The memo keeps
/// at most 1,024 keys, whatever the log.
struct ParticipantKeyMemo {
  private static let bits = 10
  private var keys: [ParticipantKey?] = Array(repeating: nil, count: 1 << ParticipantKeyMemo.bits)
  /// How many keys were made, for the tests.
  private(set) var misses = 0

  /// `ParticipantKey(id)`.
  @inline(__always)
  mutating func key(_ id: String) -> ParticipantKey {
    let slot = representationSlot(of: id, bits: Self.bits)
    if let known = keys[slot], sameRepresentation(known.id, id) { return known }
    misses += 1
    let key = ParticipantKey(id)
    keys[slot] = key
    return key
  }
}

/// Whether `a` and `b` are the same two words: the same small string, or the same storage, and
/// so the same bytes.
@inline(__always)
func sameRepresentation(_ a: String, _ b: String) -> Bool {
  withUnsafeBytes(of: a) { a in
    withUnsafeBytes(of: b) { b in
      a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
        && a.loadUnaligned(fromByteOffset: a.count - 8, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: b.count - 8, as: UInt64.self)
    }
  }
}
