extension JSONScanner {
  /// Skips a number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) into `span`: its type
  /// (`.integer` without a fraction or an exponent, else `.number`), and for the common forms
  /// its value (`ValueSpan.hasDigits`), read as the digits are skipped.
  @inline(__always)
  mutating func scanNumber(into span: inout ValueSpan) throws(ScanError) {
    var offset = position
    let negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw expected("a digit after '-'", at: offset)
    }
    var digits: Int64 = 0
    var count = 1
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
    } else {
      (digits, count) = leadingDigits(at: offset)
      offset += count
    }
    span.type = .integer
    var scale = 0
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      span.type = .number
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw expected("a digit after '.'", at: offset)
      }
      let fraction = leadingDigits(at: offset)
      offset += fraction.count
      scale = fraction.count
      count += scale
      if count <= Self.exactDigits { digits = digits &* powerOfTen(scale) &+ fraction.value }
    }
    var hasDigits = !negative && count <= Self.exactDigits
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      span.type = .number
      hasDigits = false
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw expected("a digit in the exponent", at: offset)
      }
      offset = leadingDigits(at: offset).count + offset
    }
    position = offset
    span.hasDigits = hasDigits
    if hasDigits {
      span.digits = digits
      span.scale = UInt8(truncatingIfNeeded: scale)
    }
  }

  /// The most digits `ValueSpan.digits` holds: any 18 digits fit in an `Int64`.
  static let exactDigits = 18

  /// The run of digits from `offset`, which must be a digit: how many, and their value when
  /// there are at most 18 (wrapped otherwise). Up to seven are read with one load of the
  /// eight bytes from `offset`, where the line has them.
  @inline(__always)
  private func leadingDigits(at offset: Int) -> (value: Int64, count: Int) {
    if offset + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
      )
      // A byte is a digit when it and the byte plus 6 both have 3 as their high nibble. A
      // carry out of one byte reaches only the byte after it, and only from a byte over 0xF9,
      // itself no digit, so the first byte flagged is the first that is no digit.
      let nibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
      let threes: UInt64 = 0x3030_3030_3030_3030
      let flags =
        ((word & nibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & nibbles) ^ threes)
      let count = flags.trailingZeroBitCount / 8
      if count < 8 { return (Self.value(ofDigits: word, count: count), count) }
    }
    var end = offset
    var value: Int64 = 0
    while end < bytes.count, isDigit(bytes[end]) {
      value = value &* 10 &+ Int64(bytes[end] &- 0x30)
      end += 1
    }
    return (value, end - offset)
  }

  /// The value of the first `count` (1 to 8) bytes of `word`, ASCII digits read little-endian,
  /// the first the most significant: the digits are moved to the top of the word, behind
  /// zeros, and combined two, four, then eight at a time.
  @inline(__always)
  private static func value(ofDigits word: UInt64, count: Int) -> Int64 {
    var value = (word & 0x0F0F_0F0F_0F0F_0F0F) << UInt64(8 * (8 - count))
    value = value &* 10 &+ (value >> 8)
    let pairs: UInt64 = 0x0000_00FF_0000_00FF
    value =
      ((value & pairs) &* (100 &+ (1_000_000 << 32))
        &+ ((value >> 16) & pairs) &* (1 &+ (10_000 << 32))) >> 32
    return Int64(truncatingIfNeeded: value)
  }

  /// The value of an `.integer` span, or nil when it does not fit in an `Int`.
  func integer(_ span: ValueSpan) -> Int? {
    if span.hasDigits { return Int(span.digits) }
    var offset = span.start
    let negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    var magnitude: UInt64 = 0
    // Up to 18 digits cannot overflow: no check on each digit.
    if span.end - offset <= 18 {
      while offset < span.end {
        magnitude = magnitude &* 10 &+ UInt64(bytes[offset] &- 0x30)
        offset += 1
      }
      let value = Int(truncatingIfNeeded: magnitude)
      return negative ? 0 &- value : value
    }
    while offset < span.end {
      let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(bytes[offset] &- 0x30))
      if overflow1 || overflow2 { return nil }
      magnitude = sum
      offset += 1
    }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return Int(truncatingIfNeeded: 0 &- magnitude)
    }
    guard magnitude <= UInt64(Int.max) else { return nil }
    return Int(magnitude)
  }

  /// The value of a number span as the nearest `Double`, as `strtod` rounds it.
  func double(_ span: ValueSpan) -> Double {
    // The same fast path, from the digits read while scanning: below 10^15 they have at most
    // 15 significant digits, and the scale is at most 18.
    if span.hasDigits, span.digits < powerOfTen(15) {
      return Double(span.digits) / powersOfTen[Int(span.scale)]
    }
    let number = DecimalNumber(bytes, span)
    // Clinger's fast path: a mantissa below 2^53 and a power of ten up to 10^22 are both exact
    // doubles, so one multiplication or division rounds correctly. Every number the encoder
    // writes (six decimals at most) takes it.
    if number.significantDigits <= 15, abs(number.exponent) <= 22 {
      let mantissa = Double(number.mantissa)
      let value =
        number.exponent < 0
        ? mantissa / powersOfTen[-number.exponent] : mantissa * powersOfTen[number.exponent]
      return number.negative ? -value : value
    }
    return Double(text(of: span)) ?? .nan
  }

  /// A number span of seconds as whole microseconds, rounded half away from zero as
  /// `VirtualTime(seconds:)` rounds, computed from the decimal digits so no binary rounding
  /// creeps in; nil when it does not fit in an `Int64`.
  func microseconds(_ span: ValueSpan) -> Int64? {
    if let micros = plainMicroseconds(span) { return micros }
    let number = DecimalNumber(bytes, span)
    // Digits up to the microsecond place: the integer and fraction digits, shifted by the
    // exponent and by six places.
    let kept = number.integerDigits.count + number.exponentValue + 6
    var magnitude: UInt64 = 0
    var index = 0
    while index < kept {
      let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(number.digit(index)))
      if overflow1 || overflow2 { return nil }
      magnitude = sum
      index += 1
    }
    if kept >= 0, number.digit(kept) >= 5 {
      let (rounded, overflow) = magnitude.addingReportingOverflow(1)
      if overflow { return nil }
      magnitude = rounded
    }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return number.negative ? -Int64(magnitude) : Int64(magnitude)
  }
}

extension JSONScanner {
  /// The common case of `microseconds(_:)`, as the encoder writes it: no sign, no exponent, at
  /// most six decimals and twelve whole digits; nil for anything else.
  fileprivate func plainMicroseconds(_ span: ValueSpan) -> Int64? {
    if span.hasDigits {
      // At most six decimals and twelve whole digits, as below, from the digits already read.
      let scale = Int(span.scale)
      guard scale <= 6, span.digits < powerOfTen(12 + scale) else { return nil }
      return span.digits * powerOfTen(6 - scale)
    }
    var offset = span.start
    var whole: Int64 = 0
    while offset < span.end, isDigit(bytes[offset]) {
      whole = whole &* 10 &+ Int64(bytes[offset] &- 0x30)
      offset += 1
    }
    guard offset - span.start <= 12 else { return nil }
    var fraction: Int64 = 0
    var scale: Int64 = 1_000_000
    if offset < span.end, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      while offset < span.end, isDigit(bytes[offset]), scale > 1 {
        scale /= 10
        fraction += Int64(bytes[offset] &- 0x30) * scale
        offset += 1
      }
    }
    guard offset == span.end else { return nil }
    return whole * 1_000_000 + fraction
  }
}

private func isDigit(_ byte: UInt8) -> Bool {
  byte &- UInt8(ascii: "0") < 10
}

/// 10^`exponent`, for an exponent from 0 through 18: a switch rather than a global array, which
/// costs a call to check that it is initialized at every use.
@inline(__always)
private func powerOfTen(_ exponent: Int) -> Int64 {
  switch exponent {
  case 0: return 1
  case 1: return 10
  case 2: return 100
  case 3: return 1_000
  case 4: return 10_000
  case 5: return 100_000
  case 6: return 1_000_000
  case 7: return 10_000_000
  case 8: return 100_000_000
  case 9: return 1_000_000_000
  case 10: return 10_000_000_000
  case 11: return 100_000_000_000
  case 12: return 1_000_000_000_000
  case 13: return 10_000_000_000_000
  case 14: return 100_000_000_000_000
  case 15: return 1_000_000_000_000_000
  case 16: return 10_000_000_000_000_000
  case 17: return 100_000_000_000_000_000
  case 18: return 1_000_000_000_000_000_000
  default: preconditionFailure("10^\(exponent) does not fit in an Int64")
  }
}

/// The exact doubles 10^0 through 10^22.
private let powersOfTen: [Double] = (0...22).map { exponent in
  var value = 1.0
  for _ in 0..<exponent { value *= 10 }
  return value
}

/// The parts of a scanned JSON number, read from its digits.
private struct DecimalNumber {
  let bytes: UnsafeBufferPointer<UInt8>
  var negative = false
  /// The digits before the point, and those after it.
  var integerDigits: Range<Int> = 0..<0
  var fractionDigits: Range<Int> = 0..<0
  /// The value after `e`, clamped so that shifting by it cannot overflow.
  var exponentValue = 0
  /// The digits without leading zeros, as an integer, while they fit in 19 digits.
  var mantissa: UInt64 = 0
  var significantDigits = 0
  /// The power of ten to scale `mantissa` by.
  var exponent: Int { exponentValue - fractionDigits.count }

  init(_ bytes: UnsafeBufferPointer<UInt8>, _ span: ValueSpan) {
    self.bytes = bytes
    var offset = span.start
    negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    let integerStart = offset
    while offset < span.end, isDigit(bytes[offset]) { offset += 1 }
    integerDigits = integerStart..<offset
    if offset < span.end, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      let fractionStart = offset
      while offset < span.end, isDigit(bytes[offset]) { offset += 1 }
      fractionDigits = fractionStart..<offset
    }
    if offset < span.end {
      offset += 1
      var sign = 1
      if bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") {
        sign = bytes[offset] == UInt8(ascii: "-") ? -1 : 1
        offset += 1
      }
      var value = 0
      while offset < span.end {
        value = min(value * 10 + Int(bytes[offset] &- 0x30), 100_000)
        offset += 1
      }
      exponentValue = sign * value
    }
    for index in integerDigits { addDigit(bytes[index]) }
    for index in fractionDigits { addDigit(bytes[index]) }
  }

  private mutating func addDigit(_ byte: UInt8) {
    let digit = UInt64(byte &- 0x30)
    if significantDigits == 0 && digit == 0 { return }
    significantDigits += 1
    if significantDigits <= 19 { mantissa = mantissa * 10 + digit }
  }

  /// The `index`th digit counting from the first integer digit through the fraction; 0 past
  /// either end.
  func digit(_ index: Int) -> UInt8 {
    if index < 0 { return 0 }
    if index < integerDigits.count { return bytes[integerDigits.lowerBound + index] &- 0x30 }
    let fractionIndex = index - integerDigits.count
    guard fractionIndex < fractionDigits.count else { return 0 }
    return bytes[fractionDigits.lowerBound + fractionIndex] &- 0x30
  }
}
