import TransitLifecycle

/// The vocabulary's spellings (`CallVocabulary.spellings`) looked up by the bytes of a console
/// line, without making a string of them: every line of a long console is looked up, and most
/// name nothing.
///
/// Open addressing over a power-of-two table, FNV-1a hashes, keys kept in one byte arena.
final class SpellingTable: Sendable {
  /// What one spelling names: the calls, the most exact match first.
  let entries: [[KnownCall]]
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
    mask = size - 1
  }

  /// The calls `bytes[start..<end]` spells, the most exact first; empty for none.
  func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [KnownCall] {
    guard end > start, end - start <= 200 else { return [] }
    let hash = Self.hash(bytes, start, end)
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[index]
      if slot.entry == 0 { return [] }
      if slot.hash == hash, Int(slot.length) == end - start, matches(slot, bytes, start) {
        return entries[Int(slot.entry) - 1]
      }
      index = (index + 1) & mask
    }
  }

  private func matches(_ slot: Slot, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    let offset = Int(slot.offset)
    for index in 0..<Int(slot.length) where arena[offset + index] != bytes[start + index] {
      return false
    }
    return true
  }

  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in start..<end {
      hash ^= UInt64(bytes[index])
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
