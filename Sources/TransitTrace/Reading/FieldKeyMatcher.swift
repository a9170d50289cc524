/// The `FieldKey` a member name spells, found among the keys whose `name` has its length and
/// first byte.
///
/// Built from `FieldKey.name`, so a new key is recognised without touching this file. It runs
/// for every member whose name `MemberOrder` did not guess, so it neither hashes nor allocates:
/// the names live in one unsafe buffer, and a table by length and first byte lists the few keys
/// (two at most today) a name is compared with. The tables never change once built, so every
/// reader shares one (`shared`) rather than building its own.
final class FieldKeyMatcher: @unchecked Sendable {
  /// The one matcher every reader uses.
  static let shared = FieldKeyMatcher()

  /// The longest name, in bytes.
  private let longest: Int
  /// Each key's name, `longest` bytes a key, zero-padded, by `rawValue`.
  private let names: UnsafeMutablePointer<UInt8>
  /// For each length and first byte (`length * 256 + byte`), where its keys start in `keys`;
  /// they end where the next slot's start.
  private let starts: UnsafeMutablePointer<Int32>
  /// Key `rawValue`s, ordered by the length and first byte of their name.
  private let keys: UnsafeMutablePointer<Int>

  private init() {
    let all = FieldKey.allCases
    let spelled = all.map { Array($0.name.utf8) }
    longest = spelled.map(\.count).max() ?? 0
    names = .allocate(capacity: all.count * longest)
    names.initialize(repeating: 0, count: all.count * longest)
    for (key, bytes) in zip(all, spelled) {
      (names + key.rawValue * longest).update(from: bytes, count: bytes.count)
    }
    func slot(_ key: FieldKey) -> Int {
      spelled[key.rawValue].count * 256 + Int(spelled[key.rawValue][0])
    }
    let sorted = all.sorted { slot($0) < slot($1) }
    keys = .allocate(capacity: all.count)
    keys.initialize(from: sorted.map(\.rawValue), count: all.count)
    let slots = (longest + 1) * 256 + 1
    starts = .allocate(capacity: slots)
    var next = 0
    for index in 0..<slots {
      while next < sorted.count, slot(sorted[next]) < index { next += 1 }
      (starts + index).initialize(to: Int32(next))
    }
  }

  deinit {
    names.deallocate()
    starts.deallocate()
    keys.deallocate()
  }

  /// The key `name` spells, or nil for a name no record type reads.
  @inline(__always)
  func match(_ name: UnsafeBufferPointer<UInt8>) -> FieldKey? {
    let length = name.count
    guard length > 0, length <= longest, let start = name.baseAddress else { return nil }
    let slot = length * 256 + Int(start[0])
    for index in Int(starts[slot])..<Int(starts[slot + 1]) {
      let key = keys[index]
      let candidate = names + key * longest
      // Byte by byte from the second: names are a few bytes long, shorter than a call to memcmp.
      var offset = 1
      while offset < length && candidate[offset] == start[offset] { offset += 1 }
      if offset == length { return FieldKey(rawValue: key) }
    }
    return nil
  }
}
