/// The order in which a log's records write their members, learned as lines are read, so that
/// the next member name is usually recognised by comparing a few words with `"name":` instead
/// of scanning the name and then matching it.
///
/// A writer emits every record of a type with its members in one order (`RecordEncoder` does),
/// so after `seq` comes `type`, after `type` comes `t`, and so on. Two successors are kept for
/// each name, the last two that followed it, since records of different types share names
/// (after `type` comes `t` in an event, `id` in a participant) and optional members come and go
/// (after `call`, `args` or `result`). The guess only saves work: a
/// name that is not the one expected is scanned and matched as any other, and a name that is
/// recognised is exactly what scanning it would have found, so what a line decodes to, and
/// every error it raises, is the same either way.
final class MemberOrder {
  /// Words per name: `"name":` fits in 24 bytes for every `FieldKey`.
  private static let words = 3

  /// For each key, `"name":` in little-endian words, zero-padded, and the mask of its bytes.
  private let patterns: UnsafeMutablePointer<UInt64>
  private let masks: UnsafeMutablePointer<UInt64>
  private let lengths: UnsafeMutablePointer<Int>
  /// The key expected after each key (index `rawValue + 1`; index 0 is the first member), or
  /// nil while unknown.
  private let successors: UnsafeMutablePointer<FieldKey?>
  /// The key that followed it before the one in `successors`, tried second.
  private let alternatives: UnsafeMutablePointer<FieldKey?>

  init() {
    let count = FieldKey.allCases.count
    patterns = .allocate(capacity: count * Self.words)
    patterns.initialize(repeating: 0, count: count * Self.words)
    masks = .allocate(capacity: count * Self.words)
    masks.initialize(repeating: 0, count: count * Self.words)
    lengths = .allocate(capacity: count)
    lengths.initialize(repeating: 0, count: count)
    successors = .allocate(capacity: count + 1)
    successors.initialize(repeating: nil, count: count + 1)
    alternatives = .allocate(capacity: count + 1)
    alternatives.initialize(repeating: nil, count: count + 1)
    for key in FieldKey.allCases {
      let quoted = Array("\"\(key.name)\":".utf8)
      precondition(quoted.count <= Self.words * 8, "member name too long for MemberOrder")
      lengths[key.rawValue] = quoted.count
      for (index, byte) in quoted.enumerated() {
        let word = key.rawValue * Self.words + index / 8
        let shift = UInt64(index % 8 * 8)
        patterns[word] |= UInt64(byte) << shift
        masks[word] |= 0xFF << shift
      }
    }
  }

  deinit {
    patterns.deallocate()
    masks.deallocate()
    lengths.deallocate()
    successors.deallocate()
    alternatives.deallocate()
  }

  /// The member name at `offset` of `line`, if it is one of the two that followed `previous`
  /// (nil: the first member) most recently, and the offset after its colon.
  @inline(__always)
  func guess(after previous: FieldKey?, in line: UnsafeBufferPointer<UInt8>, at offset: Int)
    -> (key: FieldKey, end: Int)?
  {
    let slot = previous.map { $0.rawValue + 1 } ?? 0
    guard let first = successors[slot] else { return nil }
    if let end = match(first, in: line, at: offset) { return (first, end) }
    guard let second = alternatives[slot] else { return nil }
    if let end = match(second, in: line, at: offset) { return (second, end) }
    return nil
  }

  /// Notes that `key` followed `previous`.
  @inline(__always)
  func learn(_ key: FieldKey, after previous: FieldKey?) {
    let slot = previous.map { $0.rawValue + 1 } ?? 0
    guard successors[slot] != key else { return }
    alternatives[slot] = successors[slot]
    successors[slot] = key
  }

  /// If the bytes of `line` at `offset` are `"name":` for `key`, the offset after the colon.
  @inline(__always)
  func match(_ key: FieldKey, in line: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    let length = lengths[key.rawValue]
    let word = key.rawValue * Self.words
    guard offset + Self.words * 8 <= line.count else {
      // Near the end of the line, where a whole word cannot be loaded: byte by byte.
      guard offset + length <= line.count else { return nil }
      for index in 0..<length {
        let expected = UInt8(
          truncatingIfNeeded: patterns[word + index / 8] >> UInt64(index % 8 * 8))
        if line[offset + index] != expected { return nil }
      }
      return offset + length
    }
    let bytes = UnsafeRawPointer(line.baseAddress! + offset)
    var difference: UInt64 = 0
    for index in 0..<Self.words {
      let loaded = bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
      difference |= (UInt64(littleEndian: loaded) ^ patterns[word + index]) & masks[word + index]
    }
    return difference == 0 ? offset + length : nil
  }
}
