#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers recently decoded `args` objects by their bytes, so a call's arguments written the
/// same way again (`{"animated":true}`, the same context handed to three calls) share one
/// `Arguments` rather than allocating and decoding their own.
///
/// Each of `slotCount` slots holds the last object that hashed to it, of at most `longestKey`
/// bytes, so memory is fixed. The same bytes always decode to the same arguments, and only
/// objects that decoded without error are kept, so a hit returns what decoding would.
///
/// A kept object is also found by where it starts, before its end is known
/// (`slot(startingAt:in:first:)`), so that the scan of a line can step over it instead of
/// checking its syntax again: JSON's grammar reads an object from its `{` to its `}` and never
/// past it, and an object's syntax does not depend on what surrounds it, so bytes that equal an
/// object scanned and decoded without error before are that object again, with the same end,
/// accepted the same way. `starts` keeps, for a hash of the 24 bytes an object
/// begins with (the line's bytes, and zeros past its end, as `MemberOrder.words` loads them),
/// the slot of the last object kept that began so; the slot's bytes are compared in full
/// before they are trusted.
final class ArgumentsCache {
  static let slotCount = 1024
  /// The longest `args` object kept, in bytes; longer ones are decoded every time.
  static let longestKey = 128
  /// How many first-bytes hashes `starts` tells apart.
  static let startCount = 1024

  private let hashes: UnsafeMutablePointer<UInt64>
  private let lengths: UnsafeMutablePointer<Int>
  private let keys: UnsafeMutablePointer<UInt8>
  private let values: UnsafeMutablePointer<Arguments>
  /// For each hash of an object's first 24 bytes, the slot of the last object kept that began
  /// with them, or -1.
  private let starts: UnsafeMutablePointer<Int32>

  init() {
    hashes = .allocate(capacity: Self.slotCount)
    hashes.initialize(repeating: 0, count: Self.slotCount)
    lengths = .allocate(capacity: Self.slotCount)
    lengths.initialize(repeating: 0, count: Self.slotCount)
    keys = .allocate(capacity: Self.slotCount * Self.longestKey)
    keys.initialize(repeating: 0, count: Self.slotCount * Self.longestKey)
    values = .allocate(capacity: Self.slotCount)
    values.initialize(repeating: Arguments(), count: Self.slotCount)
    starts = .allocate(capacity: Self.startCount)
    starts.initialize(repeating: -1, count: Self.startCount)
  }

  deinit {
    hashes.deallocate()
    lengths.deallocate()
    keys.deallocate()
    values.deinitialize(count: Self.slotCount)
    values.deallocate()
    starts.deallocate()
  }

  /// The arguments `count` bytes from `start` decode to: the kept ones, or those `decode`
  /// returns, kept for next time. `first` is the object's first 24 bytes as
  /// `MemberOrder.words` loads them, under which `slot(startingAt:in:first:)` finds it.
  @inline(__always)
  func arguments(
    _ start: UnsafePointer<UInt8>, _ count: Int, first: (UInt64, UInt64, UInt64),
    decode: () throws(ScanError) -> Arguments
  ) throws(ScanError) -> Arguments {
    guard count <= Self.longestKey else { return try decode() }
    let hash = byteHash(start, count)
    let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    let key = keys + slot * Self.longestKey
    if hashes[slot] == hash && lengths[slot] == count && memcmp(key, start, count) == 0 {
      starts[Self.startIndex(first)] = Int32(slot)
      return values[slot]
    }
    let arguments = try decode()
    hashes[slot] = hash
    lengths[slot] = count
    key.update(from: start, count: count)
    values[slot] = arguments
    starts[Self.startIndex(first)] = Int32(slot)
    return arguments
  }

  /// The slot of a kept object that `line` holds whole from `offset`, found by its first 24
  /// bytes, `first`, and compared byte for byte; nil when none is kept.
  @inline(__always)
  func slot(
    startingAt offset: Int, in line: UnsafeBufferPointer<UInt8>, first: (UInt64, UInt64, UInt64)
  ) -> Int? {
    let slot = Int(starts[Self.startIndex(first)])
    guard slot >= 0 else { return nil }
    let count = lengths[slot]
    guard count <= line.count - offset,
      memcmp(keys + slot * Self.longestKey, line.baseAddress! + offset, count) == 0
    else { return nil }
    return slot
  }

  /// The length in bytes of the object kept in `slot`.
  @inline(__always)
  func length(ofSlot slot: Int) -> Int { lengths[slot] }

  /// The arguments kept in `slot`, which `slot(startingAt:in:first:)` found.
  @inline(__always)
  func arguments(inSlot slot: Int) -> Arguments { values[slot] }

  /// Where in `starts` the object beginning with `first` is kept: the top ten bits of a mix
  /// of its words, as `startCount` is 2 to the tenth.
  @inline(__always)
  private static func startIndex(_ first: (UInt64, UInt64, UInt64)) -> Int {
    let mixed =
      (first.0 &* 0x9E37_79B9_7F4A_7C15) ^ (first.1 &* 0xC2B2_AE3D_27D4_EB4F)
      ^ (first.2 &* 0x1656_67B1_9E37_79F9)
    return Int(truncatingIfNeeded: ((mixed ^ (mixed >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 54)
  }
}
