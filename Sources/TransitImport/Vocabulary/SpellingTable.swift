import TransitLifecycle

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The vocabulary's spellings (`CallVocabulary.spellings`) looked up by the bytes of a console
/// line, without making a string of them: every line of a long console is looked up, and most
/// name nothing.
///
/// Open addressing over a power-of-two table, keys kept in one byte arena.
final class SpellingTable: Sendable {
  /// What one spelling names: the calls, the most exact match first.
  let entries: [[KnownCall]]
  /// The first of each entry's calls, or nil for none: what a line's parser asks for, without
  /// retaining and releasing the entry's array each time.
  private let firsts: [KnownCall?]
  private let arena: [UInt8]
  /// Per slot: the entry index + 1 (0 for empty), the key's offset and length in `arena`, and
  /// its hash.
  private let slots: [Slot]
  private let mask: Int

  private struct Slot: Sendable {
    var entry: Int32 = 0
    var offset: Int32 = 0
    var length: Int32 = 0
    var hash: UInt64 = 0
  }

  /// The table of every spelling the vocabulary knows.
  static let shared = SpellingTable(CallVocabulary.spellings)

  /// The camel-case spellings (a capital past the first letter, eight bytes or more:
  /// `viewWillAppear`, `viewWillAppear(_:)`) by their lowercase, for a name an app typed with
  /// its capitals wrong (`viewwillAppear`, `viewWillDisAppear`). Ordinary words have no inner
  /// capital, so none is here; a lowercase two calls share is left out.
  static let folded: SpellingTable = {
    var table: [String: [(definition: CallDefinition, match: CallVocabulary.Match)]] = [:]
    var shared: Set<String> = []
    for (spelling, entries) in CallVocabulary.spellings
    where spelling.utf8.count >= 8 && spelling.utf8.dropFirst().contains(where: Bytes.isUpper) {
      let key = spelling.lowercased()
      if let known = table[key], known.first?.definition.name != entries.first?.definition.name {
        shared.insert(key)
      }
      table[key] = entries
    }
    for key in shared { table[key] = nil }
    return SpellingTable(table)
  }()

  /// The call `bytes[start..<end]` spells with its capitals ignored, from the camel-case
  /// spellings (`folded`); nil for none. Lowercased in a buffer on the stack: no allocation.
  func firstIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> KnownCall?
  {
    let count = end - start
    guard count >= 8, count <= 200 else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
      for index in 0..<count {
        let byte = bytes[start + index]
        buffer[index] = Bytes.isUpper(byte) ? byte | 0x20 : byte
      }
      return first(UnsafeBufferPointer(buffer), 0, count)
    }
  }

  init(_ spellings: [String: [(definition: CallDefinition, match: CallVocabulary.Match)]]) {
    var size = 16
    while size < spellings.count * 4 { size *= 2 }
    var slots = [Slot](repeating: Slot(), count: size)
    var arena: [UInt8] = []
    var entries: [[KnownCall]] = []
    for key in spellings.keys.sorted() {
      let bytes = Array(key.utf8)
      let hash = Self.hash(bytes.withUnsafeBufferPointer { $0 }, 0, bytes.count)
      var index = Int(truncatingIfNeeded: hash) & (size - 1)
      while slots[index].entry != 0 { index = (index + 1) & (size - 1) }
      entries.append((spellings[key] ?? []).compactMap { KnownCall.named($0.definition.name) })
      slots[index] = Slot(
        entry: Int32(entries.count), offset: Int32(arena.count), length: Int32(bytes.count),
        hash: hash)
      arena += bytes
    }
    self.slots = slots
    self.arena = arena
    self.entries = entries
    firsts = entries.map(\.first)
    mask = size - 1
  }

  /// The calls `bytes[start..<end]` spells, the most exact first; empty for none.
  func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [KnownCall] {
    guard let entry = entry(bytes, start, end) else { return [] }
    return entries[entry]
  }

  /// The most exact call `bytes[start..<end]` spells, or nil for none.
  func first(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> KnownCall? {
    guard let entry = entry(bytes, start, end) else { return nil }
    return firsts[entry]
  }

  /// The index in `entries` of the spelling `bytes[start..<end]`, or nil for none.
  private func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
    guard end > start, end - start <= 200 else { return nil }
    let hash = Self.hash(bytes, start, end)
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[index]
      if slot.entry == 0 { return nil }
      if slot.hash == hash, Int(slot.length) == end - start, matches(slot, bytes, start) {
        return Int(slot.entry) - 1
      }
      index = (index + 1) & mask
    }
  }

  private func matches(_ slot: Slot, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    let offset = Int(slot.offset)
    let length = Int(slot.length)
    guard let base = bytes.baseAddress else { return length == 0 }
    return arena.withUnsafeBufferPointer { arena in
      memcmp(arena.baseAddress! + offset, base + start, length) == 0
    }
  }

  /// Eight bytes at a time, each word multiplied in and its high bits folded down; the last
  /// few bytes as one more word. Names run to 50 bytes and more, and a byte at a time made
  /// hashing them cost more than the rest of the lookup.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: end - start)
    guard let base = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= end {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
      hash ^= hash >> 29
      index += 8
    }
    var last: UInt64 = 0
    while index < end {
      last = last << 8 | UInt64(bytes[index])
      index += 1
    }
    hash = (hash ^ last) &* multiplier
    return hash ^ hash >> 32
  }

}
