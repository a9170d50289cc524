/// The bytes of one record's line as the encoder writes them, through a pointer: a line is
/// dozens of small pieces (a key, a quote, a few digits), and appending each to an array checks
/// its uniqueness and capacity and updates its count, which cost more than the bytes.
///
/// It starts in memory its maker lends (`RecordEncoder` lends a buffer on the stack) and moves
/// to the heap only if the line outgrows it; `copy(appendingTo:)` hands the line over and frees
/// what was allocated. A value that is moved between writers, never shared: copy it and both
/// write to one buffer.
struct JSONBytes {
  private var base: UnsafeMutablePointer<UInt8>?
  private(set) var count = 0
  private var capacity = 0
  /// Whether `base` was allocated here, to free after.
  private var owned = false

  /// Nothing to write into yet: a placeholder to swap with a writer in use.
  init() {}

  /// Writes into `scratch` until it is full.
  init(scratch: UnsafeMutableBufferPointer<UInt8>) {
    base = scratch.baseAddress
    capacity = scratch.count
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity &- count < extra { grow(extra) }
  }

  @inline(never)
  private mutating func grow(_ extra: Int) {
    let larger = Swift.max(capacity * 2, count + extra, 256)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    if let base {
      moved.initialize(from: base, count: count)
      if owned { base.deallocate() }
    }
    base = moved
    capacity = larger
    owned = true
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base.unsafelyUnwrapped[count] = byte
    count &+= 1
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (base.unsafelyUnwrapped + count).initialize(from: source, count: bytes.count)
    count &+= bytes.count
  }

  /// The first `count` of the 32 bytes at `slot`, copied as four words: all 32 must be
  /// readable, and only `count` are counted.
  @inline(__always)
  mutating func append(slot: UnsafeRawPointer, count length: Int) {
    reserve(32)
    let target = UnsafeMutableRawPointer(base.unsafelyUnwrapped + count)
    for word in 0..<4 {
      target.storeBytes(
        of: slot.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self),
        toByteOffset: word * 8, as: UInt64.self)
    }
    count &+= length
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// A literal's UTF-8 (`null`, `true`), read where the program holds it rather than through a
  /// string.
  @inline(__always)
  mutating func append(literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// A string's UTF-8, as it is (no quotes, no escapes).
  mutating func append(utf8 string: String) {
    let done = string.utf8.withContiguousStorageIfAvailable { append($0) }
    if done == nil { append(Array(string.utf8)) }
  }

  /// Writes `length` bytes at the end with `body`, handed where they start.
  @inline(__always)
  mutating func write(_ length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    reserve(length)
    body(base.unsafelyUnwrapped + count)
    count &+= length
  }

  /// A nonnegative integer's decimal digits, with no string made for them.
  ///
  /// Its length found by comparisons, and its digits written two at a time from the right
  /// straight where they go: every event writes three or four integers (its `seq`, line,
  /// transition, time), and a loop to count the digits and a closure to write them cost more
  /// than the digits.
  mutating func append(digitsOf value: Int) {
    precondition(value >= 0, "append(digitsOf:) takes a nonnegative integer")
    if value < 10 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    let length: Int
    if value < 100 {
      length = 2
    } else if value < 10_000 {
      length = value < 1000 ? 3 : 4
    } else if value < 1_000_000 {
      length = value < 100_000 ? 5 : 6
    } else {
      // Int.max has 19 digits; the bound stops growing there, so it never overflows.
      var digits = 7
      var bound = 10_000_000
      while digits < 19, value >= bound {
        digits &+= 1
        if digits < 19 { bound &*= 10 }
      }
      length = digits
    }
    reserve(length)
    let start = base.unsafelyUnwrapped + count
    var rest = value
    var at = length
    while rest >= 100 {
      let pair = rest % 100
      rest /= 100
      let tens = pair / 10
      at &-= 2
      start[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
      start[at &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)
    }
    if rest >= 10 {
      let tens = rest / 10
      start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
      start[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest &- tens &* 10)
    } else {
      start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    count &+= length
  }

  /// How many bytes were written, if they are all still in the memory lent at the start (nil
  /// once the line outgrew it); memory allocated on the way is freed, and nothing is left to
  /// write to.
  mutating func finishInPlace() -> Int? {
    let written = owned ? nil : count
    if owned, let base { base.deallocate() }
    base = nil
    count = 0
    capacity = 0
    owned = false
    return written
  }

  /// A copy of the bytes written from `start` on, for checks.
  func bytes(from start: Int) -> [UInt8] {
    guard let base else { return [] }
    return Array(UnsafeBufferPointer(start: base + start, count: count - start))
  }

  /// Appends the bytes written to `bytes` and frees any memory allocated on the way.
  mutating func copy(appendingTo bytes: inout [UInt8]) {
    if let base {
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      if owned { base.deallocate() }
    }
    base = nil
    count = 0
    capacity = 0
    owned = false
  }
}
