/// The order in which a log's records write their members, learned as lines are read, so that
/// the next member name is usually recognised by comparing a few words with `"name":` instead
/// of scanning the name and then matching it.
///
/// A writer emits every record of a type with its members in one order (`RecordEncoder` does),
/// so after `seq` comes `type`, after `type` comes `t`, and so on. Two successors are kept for
/// each name, the last two that followed it, since records of different types share names
/// (after `type` comes `t` in an event, `id` in a participant) and optional members come and go
/// (after `call`, `args` or `result`). The successors are kept apart for each family of
/// records, told by the first byte and the length of their `type` once it is read: after
/// `cause` comes `caller` in a call, `state` in a transition, `participant` in a release.
/// Two guesses shared by every type missed one member name in sixteen on the benchmark's log
/// (46,062 of 724,467); kept apart, one in a hundred (7,680). The guess only saves work: a
/// name that is not the one expected is scanned and matched as any other, and a name that is
/// recognised is exactly what scanning it would have found, so what a line decodes to, and
/// every error it raises, is the same either way.
final class MemberOrder {
  /// Words per name: `"name":` fits in 24 bytes for every `FieldKey`.
  static let wordCount = 3
  /// How many families of records are told apart; two types that fall in one family only
  /// share guesses.
  static let familyCount = 16
  /// The slots of one family: one before the first member and one after each key.
  let familyStride = FieldKey.allCases.count + 1

  /// The family of the record whose `type` is the string `type` (not empty) of `line`.
  @inline(__always)
  static func family(of line: UnsafeBufferPointer<UInt8>, type: ValueSpan) -> Int {
    (Int(line[type.start + 1]) &+ (type.end - type.start)) & (familyCount - 1)
  }

  /// One name a member may have: `"name":` in three little-endian words, zero-padded, the mask
  /// of its bytes, and its length. An unknown guess masks every byte of zero words, so it
  /// matches no name, which starts with a quote.
  struct Candidate {
    var pattern: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var mask: (UInt64, UInt64, UInt64) = (~0, ~0, ~0)
    var length = 0
    var key = FieldKey(rawValue: 0)!

    /// Whether the 24 bytes `first`, `second`, `third` of a line start with this name.
    @inline(__always)
    func matches(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> Bool {
      ((first ^ pattern.0) & mask.0) | ((second ^ pattern.1) & mask.1)
        | ((third ^ pattern.2) & mask.2) == 0
    }
  }

  /// Each key's name as a candidate, by `rawValue`.
  private let names: UnsafeMutablePointer<Candidate>
  /// Two candidates for each slot (`rawValue + 1` after a key, 0 for the first member, past
  /// `familyStride` times the record's family): the key that followed it last, then the one
  /// that followed it before.
  let guesses: UnsafeMutablePointer<Candidate>

  init() {
    let count = FieldKey.allCases.count
    names = .allocate(capacity: count)
    names.initialize(repeating: Candidate(), count: count)
    guesses = .allocate(capacity: 2 * (count + 1) * Self.familyCount)
    guesses.initialize(repeating: Candidate(), count: 2 * (count + 1) * Self.familyCount)
    for key in FieldKey.allCases {
      let quoted = Array("\"\(key.name)\":".utf8)
      precondition(quoted.count <= Self.wordCount * 8, "member name too long for MemberOrder")
      var words: [UInt64] = [0, 0, 0]
      var masks: [UInt64] = [0, 0, 0]
      for (index, byte) in quoted.enumerated() {
        let shift = UInt64(index % 8 * 8)
        words[index / 8] |= UInt64(byte) << shift
        masks[index / 8] |= 0xFF << shift
      }
      names[key.rawValue] = Candidate(
        pattern: (words[0], words[1], words[2]), mask: (masks[0], masks[1], masks[2]),
        length: quoted.count, key: key)
    }
  }

  deinit {
    names.deallocate()
    guesses.deallocate()
  }

  /// The 24 bytes of `line` from `offset`, as three little-endian words; past the line's end,
  /// zeros, which no candidate's bytes are, so a name matches only where it lies whole in the
  /// line.
  @inline(__always)
  static func words(of line: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    UInt64, UInt64, UInt64
  ) {
    guard offset + 24 <= line.count else { return wordsNearEnd(of: line, at: offset) }
    let raw = UnsafeRawPointer(line.baseAddress! + offset)
    return (
      UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
    )
  }

  /// `words(of:at:)` where fewer than 24 bytes are left: they are copied after zeros.
  @inline(never)
  private static func wordsNearEnd(of line: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    UInt64, UInt64, UInt64
  ) {
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let left = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(line)[offset...])
    withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: left) }
    return (
      UInt64(littleEndian: words.0), UInt64(littleEndian: words.1), UInt64(littleEndian: words.2)
    )
  }

  /// Notes that `key` followed the key of `slot`.
  @inline(__always)
  func learn(_ key: FieldKey, slot: Int) {
    let first = guesses + 2 * slot
    guard first.pointee.length == 0 || first.pointee.key != key else { return }
    first[1] = first[0]
    first[0] = names[key.rawValue]
  }
}
