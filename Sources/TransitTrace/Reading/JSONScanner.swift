/// The JSON type of a scanned value.
enum JSONType: UInt8 {
  case string
  /// A number without a fraction or an exponent.
  case integer
  /// A number with a fraction or an exponent.
  case number
  case boolean
  case null
  case object
  case array

  /// The type as error messages name it: `found string`.
  var name: String {
    switch self {
    case .string: return "string"
    case .integer, .number: return "number"
    case .boolean: return "boolean"
    case .null: return "null"
    case .object: return "object"
    case .array: return "array"
    }
  }
}

/// Where one scanned value lies in its line.
struct ValueSpan {
  /// The offset of the value's first byte (a string's opening quote).
  var start: Int
  /// The offset just past the value's last byte (a string's closing quote).
  var end: Int
  /// For a number whose `hasDigits` is set, its digits as one integer, the point left out:
  /// `12.5` is 125 with a `scale` of 1.
  var digits: Int64 = 0
  var type: JSONType
  /// For a string, whether it holds no escapes, so the bytes between the quotes are its text.
  var isPlain: Bool
  /// For a number, how many of `digits` follow the point.
  var scale: UInt8 = 0
  /// For a number, whether `digits` and `scale` are its value, read as it was scanned: a number
  /// without a sign or an exponent, of at most 18 digits, as the encoder writes every number
  /// but a negative one.
  var hasDigits = false

  /// For a record's `args` object that the scan found in the arguments cache and stepped over,
  /// the cache's slot that holds it (`ArgumentsCache`), kept in `digits`, which an object does
  /// not otherwise use; nil for any other value.
  var keptSlot: Int? {
    get { type == .object && digits > 0 ? Int(digits) - 1 : nil }
    set { digits = newValue.map { Int64($0) + 1 } ?? 0 }
  }
}

/// A cursor over one line of UTF-8 that checks JSON syntax (RFC 8259) as it skips values.
///
/// Hand-written for speed: Foundation's JSON decoders on Linux run at a twentieth of the
/// speed of a byte scanner (shared/bench/README.md). Values are skipped first and decoded only
/// when a record asks for them, so unknown fields cost one pass and no allocation.
struct JSONScanner {
  /// Nesting deeper than this is refused, so that a hostile line cannot exhaust the stack.
  static let maximumDepth = 64

  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  var isAtEnd: Bool { position >= bytes.count }

  /// The byte under the cursor, or nil at the end of the line.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// An `invalidJSON` error at the cursor: `expected <what>, found <the byte there>`.
  func expected(_ what: String, at offset: Int? = nil) -> ScanError {
    let offset = offset ?? position
    return ScanError(.invalidJSON, at: offset, "expected \(what), found \(found(at: offset))")
  }

  /// The byte at `offset` as a message shows it: `'}'`, `'é'`, `U+0007`, `the end of the line`.
  func found(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the line" }
    let byte = bytes[offset]
    if byte < 0x20 || byte == 0x7F { return "U+" + hex(UInt32(byte), digits: 4) }
    if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return "'\(scalar)'" }
    return "the byte 0x" + hex(UInt32(byte), digits: 2)
  }

  /// Skips one value, checking its syntax, and says where it lay.
  mutating func scanValue(depth: Int = 0) throws(ScanError) -> ValueSpan {
    guard position < bytes.count else { throw expected("a value") }
    var span = ValueSpan(start: position, end: position, type: .null, isPlain: false)
    switch bytes[position] {
    case UInt8(ascii: "\""):
      span.isPlain = try scanString()
      span.type = .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try scanNumber(into: &span)
    case UInt8(ascii: "t"):
      if !skipWord(0x6575_7274) { try scanLiteral("true") }  // "true"
      span.type = .boolean
    case UInt8(ascii: "f"):
      // "fals", then "e".
      if position + 5 <= bytes.count, bytes[position + 4] == UInt8(ascii: "e"),
        skipWord(0x736C_6166)
      {
        position += 1
      } else {
        try scanLiteral("false")
      }
      span.type = .boolean
    case UInt8(ascii: "n"):
      if !skipWord(0x6C6C_756E) { try scanLiteral("null") }  // "null"
      span.type = .null
    case UInt8(ascii: "{"):
      try checkDepth(depth)
      try scanObject { (_, scanner) throws(ScanError) in
        _ = try scanner.scanValue(depth: depth + 1)
      }
      span.type = .object
    case UInt8(ascii: "["):
      try checkDepth(depth)
      if let numbers = scanPlainNumbers() { return numbers }
      try scanArray { (scanner) throws(ScanError) in
        _ = try scanner.scanValue(depth: depth + 1)
      }
      span.type = .array
    default:
      throw expected("a value")
    }
    span.end = position
    return span
  }

  /// `scanValue()` for a record's member, inlined where the line is scanned: a string, a
  /// number or `null` (nearly every member a writer writes) is scanned here, anything else,
  /// and a string that holds more than plain ASCII, by the general code, from its first byte,
  /// so what is accepted, and every error and where it is raised, is the same. Transparent,
  /// as the optimizer left it a call in `RecordFields.init` despite `@inline(__always)`.
  @_transparent
  mutating func scanMemberValue() throws(ScanError) -> ValueSpan {
    let start = position
    if start < bytes.count {
      let byte = bytes[start]
      if byte == UInt8(ascii: "\"") {
        var offset = start + 1
        while true {
          if offset + 8 <= bytes.count {
            let skip = plainPrefix(ofWordAt: offset)
            offset += skip
            if skip == 8 { continue }
          } else {
            // Fewer than eight bytes left, as for a string that ends a line: the bytes
            // `plainPrefix` passes, one at a time, rather than the whole string scanned again.
            while offset < bytes.count, isPlainStringByte(bytes[offset]) { offset += 1 }
            guard offset < bytes.count else { break }
          }
          // The first byte flagged is exact (see `plainPrefix`): a quote ends a plain string;
          // anything else is scanned in full.
          if bytes[offset] == UInt8(ascii: "\"") {
            position = offset + 1
            return ValueSpan(start: start, end: position, type: .string, isPlain: true)
          }
          break
        }
      } else if byte &- UInt8(ascii: "0") < 10 {
        var span = ValueSpan(start: start, end: start, type: .integer, isPlain: false)
        try scanNumber(into: &span)
        span.end = position
        return span
      } else if byte == UInt8(ascii: "n"), skipWord(0x6C6C_756E) {
        return ValueSpan(start: start, end: position, type: .null, isPlain: false)
      }
    }
    return try scanValue()
  }

  /// Steps over the array under the cursor if it holds only numbers without exponents, written
  /// without spaces (`[20,140,104,104]`, `[196.5,426]`), as the encoder writes a frame, a point
  /// or a transform, and returns its span, the one `scanValue()` returns for it; nil, leaving the
  /// cursor, for any other array, which `scanValue` then scans element by element, so that
  /// what is accepted, and every error and where it is raised, is the same. Element by element
  /// costs a call for each element and for each number; this loop, a few instructions a byte.
  mutating func scanPlainNumbers() -> ValueSpan? {
    let start = position
    let count = bytes.count
    var offset = start + 1
    while true {
      if offset < count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard offset < count else { return nil }
      let first = bytes[offset]
      guard first &- UInt8(ascii: "0") < 10 else { return nil }
      offset += 1
      // A leading zero is a number of its own; a digit after it is refused by the general code.
      if first != UInt8(ascii: "0") {
        while offset < count, bytes[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
      }
      if offset < count, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard offset < count, bytes[offset] &- UInt8(ascii: "0") < 10 else { return nil }
        while offset < count, bytes[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
      }
      guard offset < count else { return nil }
      switch bytes[offset] {
      case UInt8(ascii: ","):
        offset += 1
      case UInt8(ascii: "]"):
        position = offset + 1
        return ValueSpan(start: start, end: position, type: .array, isPlain: false)
      default:
        // An exponent, a space, another value or a syntax error.
        return nil
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(ScanError) {
    if depth >= Self.maximumDepth {
      throw ScanError(
        .invalidJSON, at: position,
        "arrays and objects nest deeper than \(Self.maximumDepth) levels")
    }
  }

  /// Walks an object from its `{`, handing each member name's span to `member`, which must
  /// scan the value under the cursor.
  mutating func scanObject(
    _ member: (_ key: ValueSpan, inout JSONScanner) throws(ScanError) -> Void
  ) throws(ScanError) {
    position += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        throw expected("a member name in double quotes")
      }
      let keyStart = position
      let isPlain = try scanString()
      let key = ValueSpan(start: keyStart, end: position, type: .string, isPlain: isPlain)
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw expected("':' after a member name") }
      position += 1
      skipWhitespace()
      try member(key, &self)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        return
      default:
        throw expected("',' or '}' after an object member")
      }
    }
  }

  /// Walks an array from its `[`; `element` must scan each element.
  mutating func scanArray(
    _ element: (inout JSONScanner) throws(ScanError) -> Void
  ) throws(ScanError) {
    position += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return
    }
    while true {
      try element(&self)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        position += 1
        return
      default:
        throw expected("',' or ']' after an array element")
      }
    }
  }

  /// Skips the four bytes under the cursor if they are `word`, read little-endian: a literal
  /// found with one comparison; `scanLiteral(_:)` tells what is wrong with any other.
  @inline(__always)
  private mutating func skipWord(_ word: UInt32) -> Bool {
    guard position + 4 <= bytes.count else { return false }
    let loaded = UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt32.self)
    guard UInt32(littleEndian: loaded) == word else { return false }
    position += 4
    return true
  }

  private mutating func scanLiteral(_ literal: StaticString) throws(ScanError) {
    let start = position
    for index in 0..<literal.utf8CodeUnitCount {
      guard position < bytes.count else { throw expected("'\(literal)'") }
      guard bytes[position] == literal.utf8Start[index] else {
        throw ScanError(.invalidJSON, at: start, "expected a value, found '\(word(at: start))'")
      }
      position += 1
    }
  }

  /// The letters from `offset` on, for a message about a misspelt literal.
  private func word(at offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 16, (bytes[end] | 0x20) &- UInt8(ascii: "a") < 26 {
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// The span's bytes as text.
  func text(of span: ValueSpan) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]), as: UTF8.self)
  }

  /// The span's bytes as a message quotes them (`found 1.5`), cut short if they are long.
  func excerpt(of span: ValueSpan) -> String {
    let limit = 40
    guard span.end - span.start > limit else { return VisibleText.escaped(text(of: span)) }
    let cut = ValueSpan(start: span.start, end: span.start + limit, type: span.type, isPlain: false)
    return VisibleText.escaped(text(of: cut)) + "…"
  }
}

/// `value` in upper-case hexadecimal, zero-padded to `digits`.
func hex(_ value: UInt32, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
