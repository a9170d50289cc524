#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers the strings lines repeat (a caller, a call name, a view class, a view), so that a
/// value repeated from line to line is shared rather than decoded and allocated again.
///
/// Logs repeat a handful of participants and calls millions of times; sharing their storage
/// makes reading faster and the records a reader keeps smaller. A string of up to
/// 32 bytes, nearly every one a log holds, is found among the strings read lately by
/// its bytes, loaded as four words and compared as words (`ShortStrings`), without hashing a
/// `String` or comparing one byte by byte. A string missing there, or a longer one, is looked
/// up among the vocabulary's call names, then the declared participants, then in a small table
/// of recent long strings (`vocabularySize` slots, each holding the last string that hashed to
/// it); a string of up to 15 bytes is held inline by `String` and needs none of them. Memory
/// stays bounded.
///
/// The slots live in unsafe buffers rather than arrays because the cache is consulted for
/// nearly every field, and arrays in a class pay for a run-time exclusivity check each time.
final class StringCache {
  /// How many recent strings longer than the inline limit are kept.
  static let vocabularySize = 1024
  /// The longest string `String` holds inline on 64-bit platforms, in UTF-8 bytes.
  static let inlineLimit = 15

  private let vocabulary: UnsafeMutablePointer<String>
  private let vocabularyHashes: UnsafeMutablePointer<UInt64>
  /// The short strings read lately, each marked once it is found among the participants.
  private let short = ShortStrings()
  /// The participants declared so far.
  let participants = ParticipantTable()
  /// Argument lists decoded recently, by their bytes.
  let arguments = ArgumentsCache()
  /// The vocabulary's call names, which cost no reference counting (`KnownNames`).
  private let known = KnownNames.shared

  init() {
    vocabulary = .allocate(capacity: Self.vocabularySize)
    vocabulary.initialize(repeating: "", count: Self.vocabularySize)
    vocabularyHashes = .allocate(capacity: Self.vocabularySize)
    vocabularyHashes.initialize(repeating: 0, count: Self.vocabularySize)
  }

  deinit {
    vocabulary.deinitialize(count: Self.vocabularySize)
    vocabulary.deallocate()
    vocabularyHashes.deallocate()
  }

  /// The text of the string `span` of a line, shared with earlier lines that held it.
  @inline(__always)
  func string(_ span: ValueSpan, in scanner: JSONScanner) -> String {
    guard span.isPlain else { return scanner.decodeString(span) }
    return text(plain: span, in: scanner)
  }

  /// The declared participant the plain string `span` names, or nil when it names none that
  /// has exactly its bytes (`ParticipantTable.line(declaring:)` settles those).
  @inline(__always)
  func declaredParticipant(_ span: ValueSpan, in scanner: JSONScanner) -> String? {
    let start = scanner.bytes.baseAddress! + span.start + 1
    let count = span.end - span.start - 2
    guard count <= ShortStrings.longest else {
      return participants.find(start, count, hash: byteHash(start, count))
    }
    let key = ShortStrings.Key(scanner.bytes, at: span.start + 1, count: count)
    let slot = short.slot(of: key)
    if short.holds(key, at: slot), short.isDeclared(slot) { return short.string(at: slot) }
    guard let id = participants.find(start, count, hash: byteHash(start, count)) else {
      return nil
    }
    short.keep(id, as: key, at: slot, declared: true)
    return id
  }

  /// The arguments `count` bytes from `start` decode to, from `arguments` (`ArgumentsCache`).
  @inline(__always)
  func decodedArguments(
    _ start: UnsafePointer<UInt8>, _ count: Int, first: (UInt64, UInt64, UInt64),
    decode: () throws(ScanError) -> Arguments
  ) throws(ScanError) -> Arguments {
    try arguments.arguments(start, count, first: first, decode: decode)
  }

  /// The text of a string that is no record field of its own (an argument's label or value),
  /// shared with earlier lines.
  @inline(__always)
  func text(of span: ValueSpan, in scanner: JSONScanner) -> String {
    string(span, in: scanner)
  }

  /// The text of the plain string `span`, whose bytes `scanString()` accepted.
  @inline(__always)
  private func text(plain span: ValueSpan, in scanner: JSONScanner) -> String {
    let start = scanner.bytes.baseAddress! + span.start + 1
    let count = span.end - span.start - 2
    guard count <= ShortStrings.longest else { return text(start, count) }
    let key = ShortStrings.Key(scanner.bytes, at: span.start + 1, count: count)
    let slot = short.slot(of: key)
    if short.holds(key, at: slot) { return short.string(at: slot) }
    let string = text(start, count)
    short.keep(string, as: key, at: slot, declared: false)
    return string
  }

  /// The string of `count` bytes from `start`, which `scanString()` accepted.
  private func text(_ start: UnsafePointer<UInt8>, _ count: Int) -> String {
    if count <= Self.inlineLimit {
      return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
    let hash = byteHash(start, count)
    if let name = known.find(start, count, hash: hash) { return name }
    if let id = participants.find(start, count, hash: hash) { return id }
    let slot = Int(truncatingIfNeeded: hash) & (Self.vocabularySize - 1)
    if vocabularyHashes[slot] == hash && Self.equals(vocabulary[slot], start, count) {
      return vocabulary[slot]
    }
    let string = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    vocabulary[slot] = string
    vocabularyHashes[slot] = hash
    return string
  }

  @inline(__always)
  private static func equals(_ string: String, _ start: UnsafePointer<UInt8>, _ count: Int) -> Bool
  {
    let utf8 = string.utf8
    guard utf8.count == count else { return false }
    if count == 0 { return true }
    return utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, start, count) == 0 }
      ?? utf8.elementsEqual(UnsafeBufferPointer(start: start, count: count))
  }
}

/// The strings of up to 32 bytes read lately, each found by its bytes as four words, in
/// `slotCount` slots that each hold the last string whose bytes chose it.
///
/// A line's bytes are loaded a word at a time and compared with a slot's words and length,
/// which costs a few instructions where hashing a `String`, or comparing one with a line's
/// bytes, costs a hundred, and making a string of 15 bytes or fewer twice that. Equal bytes
/// are an equal string, so a slot found gives what decoding the bytes would. The slot is
/// picked by a fixed mix of the words: a log whose strings all pick one slot only misses, and
/// each miss costs what reading the string costs without the table.
final class ShortStrings {
  static let longest = 32
  static let slotCount = 1024

  /// A string's bytes as four little-endian words, zero past its end, and its length.
  struct Key {
    var words: (UInt64, UInt64, UInt64, UInt64)
    var count: Int

    /// The `count` bytes of `line` from `offset`, at most `longest`.
    @inline(__always)
    init(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, count: Int) {
      let loaded = Self.words(of: line, at: offset)
      // The bytes past the string (its closing quote and what follows) are masked off.
      words = (
        loaded.0 & Self.mask(count), loaded.1 & Self.mask(count - 8),
        loaded.2 & Self.mask(count - 16), loaded.3 & Self.mask(count - 24)
      )
      self.count = count
    }

    /// The mask of a word's first `bytes` bytes: none below 1, all from 8.
    @inline(__always)
    private static func mask(_ bytes: Int) -> UInt64 {
      if bytes >= 8 { return ~0 }
      if bytes <= 0 { return 0 }
      return (1 << UInt64(bytes * 8)) &- 1
    }

    /// The 32 bytes of `line` from `offset`, as four little-endian words; past the line's
    /// end, zeros.
    @inline(__always)
    private static func words(of line: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
      UInt64, UInt64, UInt64, UInt64
    ) {
      guard offset + 32 <= line.count else { return wordsNearEnd(of: line, at: offset) }
      let raw = UnsafeRawPointer(line.baseAddress! + offset)
      return (
        UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
      )
    }

    /// `words(of:at:)` where fewer than 32 bytes are left: they are copied after zeros.
    @inline(never)
    private static func wordsNearEnd(of line: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
      UInt64, UInt64, UInt64, UInt64
    ) {
      var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      let left = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(line)[offset...])
      withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: left) }
      return (
        UInt64(littleEndian: words.0), UInt64(littleEndian: words.1),
        UInt64(littleEndian: words.2), UInt64(littleEndian: words.3)
      )
    }
  }

  /// A slot's key, apart from its string so that comparing keys copies no string.
  private struct Slot {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// -1 for an empty slot.
    var count = -1
    /// Whether the slot's string is a declared participant; declarations are never withdrawn.
    var declared = false
  }

  private let slots: UnsafeMutablePointer<Slot>
  private let strings: UnsafeMutablePointer<String>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(), count: Self.slotCount)
    strings = .allocate(capacity: Self.slotCount)
    strings.initialize(repeating: "", count: Self.slotCount)
  }

  deinit {
    slots.deallocate()
    strings.deinitialize(count: Self.slotCount)
    strings.deallocate()
  }

  /// The slot `key` belongs in.
  @inline(__always)
  func slot(of key: Key) -> Int {
    var mixed = key.words.0 &* 0x9E37_79B9_7F4A_7C15
    mixed ^= key.words.1 &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= key.words.2 &* 0x1656_67B1_9E37_79F9
    mixed ^= key.words.3 &* 0x85EB_CA77_C2B2_AE63
    mixed ^= UInt64(truncatingIfNeeded: key.count)
    mixed ^= mixed >> 29
    mixed = mixed &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 54)
  }

  /// Whether `slot` holds the string whose bytes are `key`.
  @inline(__always)
  func holds(_ key: Key, at slot: Int) -> Bool {
    let kept = slots + slot
    let words = kept.pointee.words
    return (words.0 ^ key.words.0) | (words.1 ^ key.words.1) | (words.2 ^ key.words.2)
      | (words.3 ^ key.words.3) == 0 && kept.pointee.count == key.count
  }

  /// The string in `slot`, which `holds` found.
  @inline(__always)
  func string(at slot: Int) -> String { strings[slot] }

  /// Whether the string in `slot` is a declared participant.
  @inline(__always)
  func isDeclared(_ slot: Int) -> Bool { slots[slot].declared }

  /// Keeps `string`, whose bytes are `key`, in `slot`, in place of what it held.
  @inline(__always)
  func keep(_ string: String, as key: Key, at slot: Int, declared: Bool) {
    slots[slot] = Slot(words: key.words, count: key.count, declared: declared)
    strings[slot] = string
  }
}
