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
final class ArgumentsCache {
  static let slotCount = 1024
  /// The longest `args` object kept, in bytes; longer ones are decoded every time.
  static let longestKey = 128

  private let hashes: UnsafeMutablePointer<UInt64>
  private let lengths: UnsafeMutablePointer<Int>
  private let keys: UnsafeMutablePointer<UInt8>
  private let values: UnsafeMutablePointer<Arguments>

  init() {
    hashes = .allocate(capacity: Self.slotCount)
    hashes.initialize(repeating: 0, count: Self.slotCount)
    lengths = .allocate(capacity: Self.slotCount)
    lengths.initialize(repeating: 0, count: Self.slotCount)
    keys = .allocate(capacity: Self.slotCount * Self.longestKey)
    keys.initialize(repeating: 0, count: Self.slotCount * Self.longestKey)
    values = .allocate(capacity: Self.slotCount)
    values.initialize(repeating: Arguments(), count: Self.slotCount)
  }

  deinit {
    hashes.deallocate()
    lengths.deallocate()
    keys.deallocate()
    values.deinitialize(count: Self.slotCount)
    values.deallocate()
  }

  /// The arguments `count` bytes from `start` decode to: the kept ones, or those `decode`
  /// returns, kept for next time.
  @inline(__always)
  func arguments(
    _ start: UnsafePointer<UInt8>, _ count: Int,
    decode: () throws(ScanError) -> Arguments
  ) throws(ScanError) -> Arguments {
    guard count <= Self.longestKey else { return try decode() }
    let hash = byteHash(start, count)
    let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    let key = keys + slot * Self.longestKey
    if hashes[slot] == hash && lengths[slot] == count && memcmp(key, start, count) == 0 {
      return values[slot]
    }
    let arguments = try decode()
    hashes[slot] = hash
    lengths[slot] = count
    key.update(from: start, count: count)
    values[slot] = arguments
    return arguments
  }
}
