extension JSONScanner {
  /// Skips a string from its opening quote, checking every escape and every UTF-8 sequence;
  /// returns whether it holds no escapes.
  ///
  /// Checking here rather than when decoding means a string in a field the reader ignores is
  /// held to the same rules, and `decodeString(_:)` can trust what it is given.
  mutating func scanString() throws(ScanError) -> Bool {
    let count = bytes.count
    var offset = position + 1
    var isPlain = true
    while offset < count {
      // Eight bytes at a time to the next byte that needs a closer look: most strings in a log
      // are plain ASCII identifiers.
      while offset + 8 <= count {
        let skip = plainPrefix(ofWordAt: offset)
        offset += skip
        if skip < 8 { break }
      }
      guard offset < count else { break }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        position = offset + 1
        return isPlain
      } else if byte == UInt8(ascii: "\\") {
        isPlain = false
        offset = try scanEscape(at: offset)
      } else if byte >= 0x80 {
        offset = try scanUTF8Sequence(at: offset)
      } else if byte < 0x20 {
        throw ScanError(
          .invalidJSON, at: offset,
          "control character U+\(hex(UInt32(byte), digits: 4)) must be escaped in a string")
      } else {
        offset += 1
      }
    }
    throw expected("'\"' to close the string", at: count)
  }

  /// How many of the eight bytes from `offset` come before the first quote, backslash,
  /// control character or byte of a multi-byte sequence, by the classic SWAR byte tests.
  ///
  /// Those tests can flag a byte wrongly only after a byte they flag rightly, so the lowest
  /// flag, the first byte in memory once the word is read as little-endian, is exact.
  @inline(__always)
  func plainPrefix(ofWordAt offset: Int) -> Int {
    let word = UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
    let flags =
      (word & highBits)
      | ((word &- ones &* 0x20) & ~word & highBits)
      | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
      | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
    return flags.trailingZeroBitCount / 8
  }

  /// Whether `byte` is one `plainPrefix(ofWordAt:)` passes: ASCII, no control character, no
  /// quote and no backslash.
  @inline(__always)
  func isPlainStringByte(_ byte: UInt8) -> Bool {
    byte &- 0x20 < 0x60 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  /// Checks the escape at `offset` (its backslash) and returns the offset after it.
  private func scanEscape(at offset: Int) throws(ScanError) -> Int {
    guard offset + 1 < bytes.count else {
      throw expected("an escape character after '\\'", at: offset + 1)
    }
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return offset + 2
    case UInt8(ascii: "u"):
      let unit = try hexQuad(at: offset + 2)
      if (0xDC00...0xDFFF).contains(unit) {
        throw ScanError(
          .invalidJSON, at: offset,
          "\\u\(hex(unit, digits: 4)) is a low surrogate without a high surrogate before it")
      }
      guard (0xD800...0xDBFF).contains(unit) else { return offset + 6 }
      let next = offset + 6
      for (index, expectedByte) in [UInt8(ascii: "\\"), UInt8(ascii: "u")].enumerated() {
        guard next + index < bytes.count, bytes[next + index] == expectedByte else {
          throw unpaired(unit, at: offset, next: next + index)
        }
      }
      let low = try hexQuad(at: next + 2)
      guard (0xDC00...0xDFFF).contains(low) else { throw unpaired(unit, at: offset, next: next) }
      return next + 6
    default:
      throw ScanError(
        .invalidJSON, at: offset,
        "invalid escape '\\\(unquoted(found(at: offset + 1)))'; expected one of "
          + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
    }
  }

  private func unpaired(_ unit: UInt32, at offset: Int, next: Int) -> ScanError {
    // A line cut inside the pair is torn, not wrong: report it where the bytes ran out.
    let at = next >= bytes.count ? bytes.count : offset
    return ScanError(
      .invalidJSON, at: at,
      "\\u\(hex(unit, digits: 4)) is a high surrogate without a low surrogate (\\uDC00-\\uDFFF) after it"
    )
  }

  /// The four hexadecimal digits from `offset` as a UTF-16 code unit.
  private func hexQuad(at offset: Int) throws(ScanError) -> UInt32 {
    var unit: UInt32 = 0
    for index in offset..<offset + 4 {
      guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
        throw expected("four hexadecimal digits after '\\u'", at: index)
      }
      unit = unit << 4 | digit
    }
    return unit
  }

  /// Checks the multi-byte UTF-8 sequence at `offset` (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF) and returns the offset after it.
  private func scanUTF8Sequence(at offset: Int) throws(ScanError) -> Int {
    let lead = bytes[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw invalidUTF8(at: offset)
    }
    for index in 1..<length {
      // A line cut inside a character is torn, not wrong: report it where the bytes ran out.
      guard offset + index < bytes.count else { throw invalidUTF8(at: bytes.count) }
      let range = index == 1 ? secondRange : 0x80...0xBF
      guard range.contains(bytes[offset + index]) else { throw invalidUTF8(at: offset) }
    }
    return offset + length
  }

  private func invalidUTF8(at offset: Int) -> ScanError {
    ScanError(.invalidJSON, at: offset, "invalid UTF-8 in a string")
  }

  /// The text of a string that `scanString()` accepted.
  func decodeString(_ span: ValueSpan) -> String {
    let content = UnsafeBufferPointer(rebasing: bytes[span.start + 1..<span.end - 1])
    if span.isPlain { return String(decoding: content, as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(content.count)
    var offset = 0
    while offset < content.count {
      let byte = content[offset]
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        offset += 1
        continue
      }
      let escape = content[offset + 1]
      offset += 2
      switch escape {
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = quad(content, at: offset)
        offset += 4
        if (0xD800...0xDBFF).contains(scalar) {
          let low = quad(content, at: offset + 2)
          offset += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        text.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
      default: text.append(escape)  // `"`, `\` and `/` stand for themselves.
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private func quad(_ content: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    var unit: UInt32 = 0
    for index in offset..<offset + 4 { unit = unit << 4 | hexDigit(content[index])! }
    return unit
  }
}

private func hexDigit(_ byte: UInt8) -> UInt32? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
  case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
  case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
  default: return nil
  }
}

/// `'x'` without its quotes, for messages that quote a character differently.
private func unquoted(_ text: String) -> Substring {
  text.hasPrefix("'") && text.hasSuffix("'") && text.count >= 2
    ? text.dropFirst().dropLast() : Substring(text)
}
