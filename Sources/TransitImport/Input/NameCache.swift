#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The strings lately made from a console's class names and argument labels, to hand out again
/// when the same bytes come back: a console names the same few classes on line after line, and
/// a name longer than a small string's 15 bytes would otherwise cost an allocation each time.
///
/// A fixed number of slots, each holding the last name whose bytes hashed to it, so memory
/// stays flat; a name is handed out only when its bytes equal the line's, so what a line reads
/// is the same as with a new string.
final class NameCache {
  /// How many names are kept.
  static let slots = 256
  /// Longer names are made afresh: a class name or a label is rarely longer.
  static let longest = 64

  /// Used by one import on one thread: no run-time exclusivity check.
  @exclusivity(unchecked) private var names: [String?] = Array(
    repeating: nil, count: NameCache.slots)

  init() {}

  /// `Bytes.string(bytes, start, end)`, from the cache when it holds those bytes.
  func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    let count = end - start
    // Up to 15 bytes a string is stored inline and costs no allocation.
    guard count > 15, count <= Self.longest, let base = bytes.baseAddress else {
      return Bytes.string(bytes, start, end)
    }
    let raw = UnsafeRawPointer(base + start)
    // The first and last eight bytes and the length: enough to spread names over the slots.
    let head = raw.loadUnaligned(as: UInt64.self)
    let tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    let mixed = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    let slot = Int(truncatingIfNeeded: mixed >> 32) & (Self.slots - 1)
    if let name = names[slot], Self.equals(name, raw, count) { return name }
    let name = Bytes.string(bytes, start, end)
    names[slot] = name
    return name
  }

  /// Whether the UTF-8 of `name` is the `count` bytes at `bytes`.
  private static func equals(_ name: String, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
    let utf8 = name.utf8
    guard utf8.count == count else { return false }
    return utf8.withContiguousStorageIfAvailable { stored in
      memcmp(stored.baseAddress!, bytes, count) == 0
    } ?? false
  }
}
