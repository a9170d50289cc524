#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte tests and small parsers for console lines, which are read as UTF-8 bytes: every
/// pattern the importer looks for is ASCII, so nothing is decoded until a line turns out to
/// hold a call, and each test runs once per byte at most.
enum Bytes {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")

  @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
  @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- 0x61 < 6
  }
  @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
  @inline(__always) static func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
  /// A letter, a digit, `_` or `$`: what Swift and Objective-C identifiers are made of.
  @inline(__always) static func isIdentifier(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  /// Whether `bytes[start..<end]` is `text`.
  static func equals(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ text: StaticString
  ) -> Bool {
    guard end - start == text.utf8CodeUnitCount else { return false }
    let expected = text.utf8Start
    for index in 0..<(end - start) where bytes[start + index] != expected[index] { return false }
    return true
  }

  /// Whether `bytes[start...]` begins with `text`.
  static func hasPrefix(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ text: StaticString
  ) -> Bool {
    let count = text.utf8CodeUnitCount
    guard end - start >= count else { return false }
    let expected = text.utf8Start
    for index in 0..<count where bytes[start + index] != expected[index] { return false }
    return true
  }

  /// Whether `bytes` ends with `text`.
  static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    bytes.count >= text.utf8CodeUnitCount
      && equals(bytes, bytes.count - text.utf8CodeUnitCount, bytes.count, text)
  }

  /// The first position of `text` in `bytes[start..<end]`, found by comparing from each
  /// occurrence of its first byte, which the C library's vectorised `memchr` finds: every line
  /// is searched, and the needles are short.
  static func find(
    _ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Int? {
    let count = text.utf8CodeUnitCount
    guard count > 0, end - start >= count, let base = bytes.baseAddress else { return nil }
    let first = Int32(text.utf8Start[0])
    var index = start
    while index <= end - count {
      guard let found = memchr(base + index, first, end - count + 1 - index) else { return nil }
      index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if hasPrefix(bytes, index, end, text) { return index }
      index += 1
    }
    return nil
  }

  /// `start` moved past spaces and tabs, up to `end`.
  static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = start
    while index < end, isSpace(bytes[index]) { index += 1 }
    return index
  }

  /// `end` moved back over spaces and tabs, down to `start`.
  static func trimEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
    var index = end
    while index > start, isSpace(bytes[index - 1]) { index -= 1 }
    return index
  }

  /// The decimal number `bytes[start..<end]`, or nil if it is not one (or too long).
  static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
    guard end > start, end - start <= 18 else { return nil }
    var value = 0
    for index in start..<end {
      guard isDigit(bytes[index]) else { return nil }
      value = value * 10 + Int(bytes[index] &- 0x30)
    }
    return value
  }

  /// `bytes[start..<end]` as a plain decimal (`42`, `0.48855`: digits, at most one point
  /// between them, no sign) of at most 15 digits, or nil for any other spelling. Exactly the
  /// double `Double(String)` reads: such a number's digits are an integer below 2^53 and its
  /// point a division by a power of ten below 10^22, both exact doubles, and one division of
  /// exact doubles rounds as reading the decimal does (Clinger's fast path, which `strtod`
  /// takes too). A number a call prints is read this way without a string made for it.
  static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
    guard end > start, end - start <= 16 else { return nil }
    var digits = 0
    var value = 0
    var point: Int?
    for index in start..<end {
      let byte = bytes[index]
      if isDigit(byte) {
        value = value &* 10 &+ Int(byte &- 0x30)
        digits += 1
      } else if byte == UInt8(ascii: "."), point == nil, index > start, index < end - 1 {
        point = index
      } else {
        return nil
      }
    }
    guard digits <= 15 else { return nil }
    guard let point else { return Double(value) }
    return Double(value) / powersOfTen(end - point - 1)
  }

  /// 10^`exponent`, for 1 to 15, each an exact double.
  @inline(__always) private static func powersOfTen(_ exponent: Int) -> Double {
    var power = 10.0
    for _ in 1..<exponent { power *= 10 }
    return power
  }

  /// The bytes as a string; invalid UTF-8 is repaired, as a log's strings must be valid.
  ///
  /// Up to 15 bytes (an address, most labels and short class names) the string is made where
  /// it is stored, inline, by `String(unsafeUninitializedCapacity:initializingUTF8With:)`,
  /// which takes ASCII bytes as they are and marks the string ASCII, and repairs others as
  /// `String(decoding:as:)` does; `String(decoding:as:)` validates every byte first, about 200
  /// instructions for an address.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    guard end > start, let base = bytes.baseAddress else { return "" }
    let count = end - start
    if count <= 15 {
      return String(unsafeUninitializedCapacity: count) { buffer in
        buffer.baseAddress!.update(from: base + start, count: count)
        return count
      }
    }
    return String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
  }
}
