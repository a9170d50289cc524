#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers the last string each field held, and the longer strings lines repeat, so that a
/// value repeated from line to line (a caller, a call name, a view class) is shared rather than
/// decoded and allocated again.
///
/// Logs repeat a handful of participants and calls millions of times; sharing their storage
/// makes reading faster and the records a reader keeps smaller. Strings of up to 15 bytes are
/// held inline by `String` and cost no allocation; longer ones are looked up among the
/// vocabulary's call names, then the declared participants, then in a small table of recent strings (`vocabularySize` slots, each holding
/// the last string that hashed to it), so memory stays bounded.
///
/// The slots live in unsafe buffers rather than arrays because the cache is consulted for
/// nearly every field, and arrays in a class pay for a run-time exclusivity check each time.
final class StringCache {
  /// How many recent strings longer than the inline limit are kept.
  static let vocabularySize = 1024
  /// The longest string `String` holds inline on 64-bit platforms, in UTF-8 bytes.
  static let inlineLimit = 15

  private let strings: UnsafeMutablePointer<String>
  /// Whether the cached string has been found among the declared participants. Declarations
  /// are never withdrawn, so the answer holds until the string changes.
  private let declared: UnsafeMutablePointer<Bool>
  private let vocabulary: UnsafeMutablePointer<String>
  private let vocabularyHashes: UnsafeMutablePointer<UInt64>
  /// The participants declared so far.
  let participants = ParticipantTable()
  /// Argument lists decoded recently, by their bytes.
  let arguments = ArgumentsCache()
  /// The vocabulary's call names, which cost no reference counting (`KnownNames`).
  private let known = KnownNames.shared

  init() {
    strings = .allocate(capacity: FieldKey.allCases.count)
    strings.initialize(repeating: "", count: FieldKey.allCases.count)
    declared = .allocate(capacity: FieldKey.allCases.count)
    declared.initialize(repeating: false, count: FieldKey.allCases.count)
    vocabulary = .allocate(capacity: Self.vocabularySize)
    vocabulary.initialize(repeating: "", count: Self.vocabularySize)
    vocabularyHashes = .allocate(capacity: Self.vocabularySize)
    vocabularyHashes.initialize(repeating: 0, count: Self.vocabularySize)
  }

  deinit {
    strings.deinitialize(count: FieldKey.allCases.count)
    strings.deallocate()
    declared.deallocate()
    vocabulary.deinitialize(count: Self.vocabularySize)
    vocabulary.deallocate()
    vocabularyHashes.deallocate()
  }

  /// The text of the string `span` of a line, taken from the cache when it is unchanged.
  @inline(__always)
  func string(_ key: FieldKey, _ span: ValueSpan, in scanner: JSONScanner) -> String {
    let index = key.rawValue
    guard span.isPlain else {
      declared[index] = false
      strings[index] = scanner.decodeString(span)
      return strings[index]
    }
    let start = scanner.bytes.baseAddress! + span.start + 1
    let count = span.end - span.start - 2
    if !Self.equals(strings[index], start, count) {
      declared[index] = false
      strings[index] = text(start, count)
    }
    return strings[index]
  }

  /// The declared participant the plain string `span` names, or nil when it names none that
  /// has exactly its bytes (`ParticipantTable.line(declaring:)` settles those).
  @inline(__always)
  func declaredParticipant(_ key: FieldKey, _ span: ValueSpan, in scanner: JSONScanner)
    -> String?
  {
    let index = key.rawValue
    let start = scanner.bytes.baseAddress! + span.start + 1
    let count = span.end - span.start - 2
    if declared[index] && Self.equals(strings[index], start, count) { return strings[index] }
    guard let id = participants.find(start, count, hash: byteHash(start, count)) else {
      return nil
    }
    strings[index] = id
    declared[index] = true
    return id
  }

  /// The text of a string that is no record field of its own (an argument's label or value),
  /// shared with earlier lines where it is long enough to need storage of its own.
  @inline(__always)
  func text(of span: ValueSpan, in scanner: JSONScanner) -> String {
    guard span.isPlain else { return scanner.decodeString(span) }
    return text(scanner.bytes.baseAddress! + span.start + 1, span.end - span.start - 2)
  }

  /// Whether the string last returned for `key` was found declared since it last changed.
  func isKnownDeclared(_ key: FieldKey) -> Bool { declared[key.rawValue] }

  /// Notes that the string last returned for `key` is a declared participant.
  func markDeclared(_ key: FieldKey) { declared[key.rawValue] = true }

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
