#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hash of a run of bytes, for the reader's tables: cheap for the short identifiers a log
/// repeats, where `Hasher`'s SipHash costs more than the lookup it serves.
///
/// The reader's own tables pass no seed: they are bounded or keyed by declared ids, so a log
/// crafted to collide can slow a read but not change its result. A table that grows with what
/// a log names (the checker's participant keys) passes a seed drawn once per process.
@inline(__always)
package func byteHash(_ start: UnsafePointer<UInt8>, _ count: Int, seed: UInt64 = 0) -> UInt64 {
  let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
  var hash = (seed ^ UInt64(truncatingIfNeeded: count)) &* multiplier
  var offset = 0
  while offset + 8 <= count {
    let word = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
    hash = (hash ^ word) &* multiplier
    hash ^= hash >> 29
    offset += 8
  }
  if offset < count {
    // The last eight bytes, overlapping those hashed already, where there are eight; else the
    // few there are, byte by byte: cheaper than a call to copy them.
    var word: UInt64 = 0
    if count >= 8 {
      word = UnsafeRawPointer(start + count - 8).loadUnaligned(as: UInt64.self)
    } else {
      for index in 0..<count { word |= UInt64(start[index]) << UInt64(index * 8) }
    }
    hash = (hash ^ word) &* multiplier
  }
  // The low bits pick the slot; fold the high bits, where the last bytes landed, into them.
  hash ^= hash >> 32
  hash = hash &* multiplier
  hash ^= hash >> 29
  return hash | 1
}

/// Whether `count` bytes from `start` are all ASCII.
@inline(__always)
package func isASCII(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  var offset = 0
  var bits: UInt64 = 0
  while offset + 8 <= count {
    bits |= UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
    offset += 8
  }
  while offset < count {
    bits |= UInt64(start[offset])
    offset += 1
  }
  return bits & 0x8080_8080_8080_8080 == 0
}

/// Strings keyed by their UTF-8 bytes, each with a number, found from the bytes of a line
/// without building a `String`: equal ids read from different lines then share one storage.
///
/// Open addressing with the hash kept in each slot, so a probe rarely touches a string that
/// does not match, and growing never hashes a string again. Bytes compare as bytes, not as
/// Swift compares strings (by canonical equivalence): callers that need Swift's equality for
/// text beyond ASCII look elsewhere (see `ParticipantTable`).
final class StringTable {
  private struct Slot {
    /// 0 for an empty slot; `byteHash` never returns 0.
    var hash: UInt64
    var string: String
    var value: Int
  }

  private var slots: UnsafeMutablePointer<Slot>
  private var mask: Int
  private(set) var count = 0

  init(capacity: Int = 64) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = .allocate(capacity: size)
    slots.initialize(repeating: Slot(hash: 0, string: "", value: 0), count: size)
    mask = size - 1
  }

  deinit {
    slots.deinitialize(count: mask + 1)
    slots.deallocate()
  }

  /// The slot holding the string whose bytes are `count` bytes from `start`, or nil.
  @inline(__always)
  func find(_ start: UnsafePointer<UInt8>, _ count: Int, hash: UInt64) -> Int? {
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slotHash = slots[index].hash
      if slotHash == 0 { return nil }
      if slotHash == hash && Self.equals(slots[index].string, start, count) { return index }
      index = (index + 1) & mask
    }
  }

  /// The string in a slot `find` returned.
  @inline(__always)
  func string(at slot: Int) -> String { slots[slot].string }

  /// The number kept with the string in a slot `find` returned.
  @inline(__always)
  func value(at slot: Int) -> Int { slots[slot].value }

  /// Adds `string`, whose bytes hash to `hash`, with `value`; it must not be present.
  func insert(_ string: String, hash: UInt64, value: Int) {
    if (count + 1) * 4 > (mask + 1) * 3 { grow() }
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].hash != 0 { index = (index + 1) & mask }
    slots[index] = Slot(hash: hash, string: string, value: value)
    count += 1
  }

  /// Every string with its number, in no particular order.
  func entries() -> [(string: String, value: Int)] {
    var entries: [(string: String, value: Int)] = []
    entries.reserveCapacity(count)
    for index in 0...mask where slots[index].hash != 0 {
      entries.append((slots[index].string, slots[index].value))
    }
    return entries
  }

  private func grow() {
    let oldSlots = slots
    let oldSize = mask + 1
    let size = oldSize * 2
    slots = .allocate(capacity: size)
    slots.initialize(repeating: Slot(hash: 0, string: "", value: 0), count: size)
    mask = size - 1
    for old in 0..<oldSize {
      let hash = oldSlots[old].hash
      guard hash != 0 else {
        (oldSlots + old).deinitialize(count: 1)
        continue
      }
      var index = Int(truncatingIfNeeded: hash) & mask
      while slots[index].hash != 0 { index = (index + 1) & mask }
      (slots + index).moveUpdate(from: oldSlots + old, count: 1)
    }
    oldSlots.deallocate()
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

/// The participants a log has declared, each with the line of its declaration.
///
/// Looked up by bytes, straight from a line, for nearly every event; what a byte comparison
/// could get wrong, Swift's comparison by canonical equivalence (`"é"` written precomposed or
/// not), is settled by a `String`-keyed copy built the first time text beyond ASCII appears.
final class ParticipantTable {
  private let table = StringTable(capacity: 256)
  /// Every declared id, keyed as Swift compares strings; nil while every id seen is ASCII, as
  /// ASCII strings are equal exactly when their bytes are.
  private var byString: [String: Int]?

  /// The declared id whose UTF-8 is `count` bytes from `start`, shared by every record that
  /// names it; nil when none has exactly these bytes (see `line(declaring:)`).
  @inline(__always)
  func find(_ start: UnsafePointer<UInt8>, _ count: Int, hash: UInt64) -> String? {
    guard let slot = table.find(start, count, hash: hash) else { return nil }
    return table.string(at: slot)
  }

  /// The line that declared `id`, or nil if none did.
  func line(declaring id: String) -> Int? {
    let (found, ascii) = withBytes(of: id) { start, count -> (Int?, Bool) in
      let slot = table.find(start, count, hash: byteHash(start, count))
      return (slot.map(table.value(at:)), isASCII(start, count))
    }
    if let found { return found }
    if byString == nil && ascii { return nil }
    return unicodeTable()[id]
  }

  /// Declares `id` on `line`; `line(declaring:)` must have found no declaration of it.
  func declare(_ id: String, line: Int) {
    let ascii = withBytes(of: id) { start, count -> Bool in
      table.insert(id, hash: byteHash(start, count), value: line)
      return isASCII(start, count)
    }
    if byString != nil || !ascii {
      _ = unicodeTable()
      byString![id] = line
    }
  }

  private func unicodeTable() -> [String: Int] {
    if let byString { return byString }
    var built: [String: Int] = [:]
    for (id, line) in table.entries() { built[id] = line }
    byString = built
    return built
  }
}

/// Calls `body` with the UTF-8 of `string`: a start that is valid for `count` bytes (and not
/// read when `count` is 0) and the count.
func withBytes<Result>(
  of string: String, _ body: (UnsafePointer<UInt8>, Int) -> Result
) -> Result {
  var string = string
  return string.withUTF8 { bytes in
    // An empty buffer may have no address; nothing is read from it then.
    body(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, bytes.count)
  }
}
