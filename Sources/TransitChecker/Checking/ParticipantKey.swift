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
