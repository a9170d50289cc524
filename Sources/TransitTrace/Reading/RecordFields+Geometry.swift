/// Reading the geometry channel's values: a time, a timing curve, and view properties, whether
/// members of the record itself or of an object of their own (a set's `from`).
extension RecordFields {
  mutating func requiredPoint(_ key: FieldKey, _ value: inout ScreenPoint) throws(ScanError) {
    guard let point = try translation(key) else {
      throw ScanError(.missingField, at: 0, "\(noun) is missing \"\(key.name)\"")
    }
    value = ScreenPoint(x: point.x, y: point.y)
  }

  mutating func integer(_ key: FieldKey, _ value: inout Int) throws(ScanError) {
    value = try integer(key)
  }

  mutating func number(_ key: FieldKey, _ value: inout Double) throws(ScanError) {
    let span = try required(key)
    guard let number = try optionalDouble(key) else {
      throw wrongType(key, span, expected: "a number")
    }
    value = number
  }

  mutating func time(_ key: FieldKey, _ value: inout VirtualTime) throws(ScanError) {
    value = try time(key)
  }

  mutating func curve(_ key: FieldKey, _ value: inout TimingCurve?) throws(ScanError) {
    guard let span = span(key), span.type != .null else {
      value = nil
      return
    }
    let expected =
      "a curve: linear, easeIn, easeOut, easeInOut, [x1,y1,x2,y2] or "
      + "{\"damping\":d,\"velocity\":v}"
    switch span.type {
    case .string:
      let name = scanner.decodeString(span)
      guard let named = TimingCurve(name: name) else {
        throw ScanError(
          .unknownValue, at: span.start,
          "unknown curve \(VisibleText.quoted(name)); expected \(expected)")
      }
      value = named
    case .array:
      var points = SmallNumbers()
      try numbers(in: span, into: &points, "\"\(key.name)\"")
      guard points.count == 4 else {
        throw ScanError(
          .wrongType, at: span.start,
          "\"\(key.name)\" must be \(expected), found \(points.count) numbers")
      }
      value = .cubic(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    case .object:
      var damping: Double?
      var velocity: Double?
      var members = JSONScanner(scanner.bytes, at: span.start)
      try members.scanObject { (name, members) throws(ScanError) in
        let member = try members.scanValue()
        let label = scanner.decodeString(name)
        guard label == "damping" || label == "velocity" else { return }
        guard member.type == .integer || member.type == .number else {
          throw wrongType("\"\(key.name)\" member \"\(label)\"", member, expected: "a number")
        }
        let number = try finite(member, "\"\(key.name)\" member \"\(label)\"")
        if label == "damping" { damping = number } else { velocity = number }
      }
      guard let damping, damping > 0 else {
        throw ScanError(
          .wrongType, at: span.start,
          "\"\(key.name)\" must give a spring a \"damping\" above 0")
      }
      value = .spring(damping: damping, velocity: velocity ?? 0)
    default:
      throw wrongType(key, span, expected: expected)
    }
  }

  mutating func properties(_ key: FieldKey, _ value: inout ViewProperties?) throws(ScanError) {
    guard let span = span(key), span.type != .null else {
      value = nil
      return
    }
    guard span.type == .object else { throw wrongType(key, span, expected: "an object") }
    value = try readProperties(at: span.start, in: "\"\(key.name)\"")
  }

  mutating func inlineProperties(_ value: inout ViewProperties) throws(ScanError) {
    if otherCount <= Self.otherCapacity {
      // The record's members were scanned once already, and the others kept.
      var reader = PropertyReader(fields: self)
      for index in 0..<otherCount {
        try note(others[index].name, others[index].value, in: &reader, "the \(noun)")
      }
      value = try reader.properties()
      return
    }
    var start = 0
    while start < scanner.bytes.count, scanner.bytes[start] != UInt8(ascii: "{") { start += 1 }
    value = try readProperties(at: start, in: "the \(noun)")
  }

  /// The properties among the members of the object that opens at `start`; other members are
  /// the record's own fields, or from a newer Transit, and are passed over. `what` names the
  /// object in messages; it is built only when one is needed.
  private func readProperties(at start: Int, in what: @autoclosure () -> String)
    throws(ScanError) -> ViewProperties
  {
    var reader = PropertyReader(fields: self)
    var members = JSONScanner(scanner.bytes, at: start)
    try members.scanObject { (name, members) throws(ScanError) in
      try note(name, try members.scanValue(), in: &reader, what())
    }
    return try reader.properties()
  }

  /// Keeps the span of member `name`'s `value` in `reader` if it names a property, refusing a
  /// property given twice.
  private func note(
    _ name: ValueSpan, _ value: ValueSpan, in reader: inout PropertyReader,
    _ what: @autoclosure () -> String
  ) throws(ScanError) {
    guard let index = propertyIndex(name) else { return }
    if reader.given & (1 << index) != 0 {
      let label = text(of: name)
      throw ScanError(
        .duplicateField, at: name.start, "duplicate field \"\(label)\" in \(what())")
    }
    reader.given |= 1 << index
    propertySpans[index] = value
  }

  /// The index in `ViewProperties.names` of the property the member name `name` spells, or nil.
  ///
  /// Most names are plain ASCII, compared byte for byte without making a string of them (a
  /// `set` record's every member is looked up); any other is compared as a `String`, whose
  /// equality is Unicode's canonical equivalence, as it always was.
  private func propertyIndex(_ name: ValueSpan) -> Int? {
    let bytes = UnsafeBufferPointer(rebasing: scanner.bytes[name.start + 1..<name.end - 1])
    if name.isPlain {
      let words = MemberOrder.words(of: scanner.bytes, at: name.start + 1)
      if let index = PropertyNames.shared.index(of: words, count: bytes.count) { return index }
      if bytes.allSatisfy({ $0 < 0x80 }) { return nil }
    }
    return ViewProperties.names.firstIndex(of: text(of: name))
  }

  /// The decoded text of the string `span`.
  private func text(of span: ValueSpan) -> String {
    span.isPlain
      ? String(
        decoding: UnsafeBufferPointer(rebasing: scanner.bytes[span.start + 1..<span.end - 1]),
        as: UTF8.self)
      : scanner.decodeString(span)
  }

  /// Reads the numbers of an array, each finite, into `numbers`. `what` names the array in
  /// messages; it is built only when one is needed.
  func numbers(
    in span: ValueSpan, into numbers: inout SmallNumbers, _ what: @autoclosure () -> String
  ) throws(ScanError) {
    if plainNumbers(in: span, into: &numbers) { return }
    var elements = JSONScanner(scanner.bytes, at: span.start)
    try elements.scanArray { (elements) throws(ScanError) in
      let element = try elements.scanValue()
      guard element.type == .integer || element.type == .number else {
        throw wrongType("\(what()) element", element, expected: "a number")
      }
      numbers.append(try finite(element, "\(what()) element"))
    }
  }
}

extension RecordFields {
  /// The colour a property's span holds, `#rrggbb` or `#rrggbbaa`: read from its bytes where
  /// it is a plain string that is one, else through its text, as `ScreenColor(hex:)` reads
  /// it, which also makes the message when it is none.
  fileprivate func color(_ span: ValueSpan, _ name: String) throws(ScanError) -> ScreenColor {
    guard span.type == .string else {
      throw wrongType("\"\(name)\"", span, expected: "a colour \"#rrggbbaa\"")
    }
    if span.isPlain, let color = plainColor(span) { return color }
    let text = scanner.decodeString(span)
    guard let color = ScreenColor(hex: text) else {
      throw ScanError(
        .wrongType, at: span.start,
        "\"\(name)\" must be a colour \"#rrggbb\" or \"#rrggbbaa\", found \(VisibleText.quoted(text))"
      )
    }
    return color
  }

  /// The colour a plain string's bytes spell as `ScreenColor(hex:)` reads its text (`#`, then
  /// six or eight hexadecimal digits of either case), without making the text; nil for any
  /// other string.
  private func plainColor(_ span: ValueSpan) -> ScreenColor? {
    let bytes = scanner.bytes
    let start = span.start + 1
    let count = span.end - 1 - start
    guard count == 7 || count == 9, bytes[start] == UInt8(ascii: "#") else { return nil }
    var components: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
    var offset = start + 1
    var component = 0
    while offset < span.end - 1 {
      guard let high = hexDigit(bytes[offset]), let low = hexDigit(bytes[offset + 1]) else {
        return nil
      }
      let byte = high << 4 | low
      switch component {
      case 0: components.0 = byte
      case 1: components.1 = byte
      case 2: components.2 = byte
      default: components.3 = byte
      }
      component += 1
      offset += 2
    }
    return ScreenColor(
      red: components.0, green: components.1, blue: components.2, alpha: components.3)
  }

  /// Reads an array of numbers without exponents written without spaces (`[0,0,393,852]`,
  /// `[196.5,426]`), as the encoder writes geometry, in one pass over its bytes, each number
  /// exactly as `JSONScanner.double(_:)` reads it. Returns false, adding nothing, for any other
  /// array, which is then read element by element. The line's syntax has been checked already,
  /// so numbers are well formed where they appear.
  fileprivate func plainNumbers(in span: ValueSpan, into numbers: inout SmallNumbers) -> Bool {
    let bytes = scanner.bytes
    let end = span.end - 1
    var offset = span.start + 1
    var found = numbers
    while offset < end {
      let negative = bytes[offset] == UInt8(ascii: "-")
      if negative { offset += 1 }
      let first = offset
      var magnitude: Int64 = 0
      while offset < end, bytes[offset] &- UInt8(ascii: "0") < 10 {
        magnitude = magnitude &* 10 &+ Int64(bytes[offset] &- UInt8(ascii: "0"))
        offset += 1
      }
      guard offset > first else { return false }
      var scale = 0
      if offset < end, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        let fraction = offset
        while offset < end, bytes[offset] &- UInt8(ascii: "0") < 10 {
          magnitude = magnitude &* 10 &+ Int64(bytes[offset] &- UInt8(ascii: "0"))
          offset += 1
        }
        scale = offset - fraction
      }
      // Up to 15 digits the digits are below 10^15, an exact double, and a division by an exact
      // power of ten rounds as `double(_:)` rounds: its path from the scanned digits for a
      // number without a sign, Clinger's for a negative one, the same division.
      guard offset - first - (scale > 0 ? 1 : 0) <= 15 else { return false }
      let value = scale == 0 ? Double(magnitude) : Double(magnitude) / exactPowerOfTen(scale)
      found.append(negative ? -value : value)
      if offset == end {
        numbers = found
        return true
      }
      guard bytes[offset] == UInt8(ascii: ",") else { return false }
      offset += 1
    }
    return false
  }
}

/// 10^`exponent` for an exponent from 1 through 15, each an exact double; a switch rather than
/// a global array, which costs a call to check that it is initialized at every use.
@inline(__always)
private func exactPowerOfTen(_ exponent: Int) -> Double {
  switch exponent {
  case 1: return 1e1
  case 2: return 1e2
  case 3: return 1e3
  case 4: return 1e4
  case 5: return 1e5
  case 6: return 1e6
  case 7: return 1e7
  case 8: return 1e8
  case 9: return 1e9
  case 10: return 1e10
  case 11: return 1e11
  case 12: return 1e12
  case 13: return 1e13
  case 14: return 1e14
  default: return 1e15
  }
}

/// The numbers of a short array (a point, a rectangle, a transform, a curve), held inline: an
/// array of them would cost an allocation for each value a geometry record gives. Numbers past
/// the sixth are counted, not kept, since no value has more; a reader refuses the array by its
/// count.
struct SmallNumbers {
  /// How many numbers were appended, kept or not.
  private(set) var count = 0
  private var values: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)

  mutating func append(_ value: Double) {
    switch count {
    case 0: values.0 = value
    case 1: values.1 = value
    case 2: values.2 = value
    case 3: values.3 = value
    case 4: values.4 = value
    case 5: values.5 = value
    default: break
    }
    count += 1
  }

  /// The number at `index`, one of the first six.
  subscript(index: Int) -> Double {
    switch index {
    case 0: return values.0
    case 1: return values.1
    case 2: return values.2
    case 3: return values.3
    case 4: return values.4
    case 5: return values.5
    default: preconditionFailure("SmallNumbers keeps six numbers")
    }
  }
}

/// Reads the properties whose spans a scan of their object found, in the field list's order.
///
/// The spans lie in memory the decoder owns (`RecordFields.propertySpans`), by their index in
/// `ViewProperties.names`, and a bit of `given` says which were found, so that a property the
/// object does not give, most of the nine, costs the test of one bit: a table of spans held
/// inline was filled with blanks, copied and walked for every `set` record and every `from`.
private struct PropertyReader: PropertyCoder {
  let fields: RecordFields
  /// Bit `index` is set when the object gives the property at `index` of `ViewProperties.names`.
  var given: UInt16 = 0
  private var index = 0

  init(fields: RecordFields) {
    self.fields = fields
  }

  /// The properties the spans give, read in the field list's order.
  mutating func properties() throws(ScanError) -> ViewProperties {
    var properties = ViewProperties()
    try ViewProperties.fields(of: &properties, &self)
    return properties
  }

  /// The next property's span, or nil when its object does not give it.
  @inline(__always)
  private mutating func next() -> ValueSpan? {
    let index = self.index
    self.index = index + 1
    guard given & (1 << index) != 0 else { return nil }
    let span = fields.propertySpans[index]
    return span.type == .null ? nil : span
  }

  private func numbers(_ span: ValueSpan, _ name: String, count: Int, _ shape: String)
    throws(ScanError) -> SmallNumbers
  {
    guard span.type == .array else {
      throw fields.wrongType("\"\(name)\"", span, expected: shape)
    }
    var numbers = SmallNumbers()
    try fields.numbers(in: span, into: &numbers, "\"\(name)\"")
    guard numbers.count == count else {
      throw ScanError(
        .wrongType, at: span.start, "\"\(name)\" must be \(shape), found \(numbers.count) numbers")
    }
    return numbers
  }

  @inline(__always)
  mutating func rect(_ name: String, _ value: inout ScreenRect?) throws(ScanError) {
    guard let span = next() else { return }
    let n = try numbers(span, name, count: 4, "[x, y, width, height]")
    value = ScreenRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  @inline(__always)
  mutating func point(_ name: String, _ value: inout ScreenPoint?) throws(ScanError) {
    guard let span = next() else { return }
    let n = try numbers(span, name, count: 2, "[x, y]")
    value = ScreenPoint(x: n[0], y: n[1])
  }

  @inline(__always)
  mutating func number(_ name: String, _ value: inout Double?) throws(ScanError) {
    guard let span = next() else { return }
    guard span.type == .integer || span.type == .number else {
      throw fields.wrongType("\"\(name)\"", span, expected: "a number")
    }
    value = try fields.finite(span, "\"\(name)\"")
  }

  @inline(__always)
  mutating func transform(_ name: String, _ value: inout ScreenTransform?) throws(ScanError) {
    guard let span = next() else { return }
    let n = try numbers(span, name, count: 6, "[a, b, c, d, tx, ty]")
    value = ScreenTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  @inline(__always)
  mutating func color(_ name: String, _ value: inout ScreenColor?) throws(ScanError) {
    guard let span = next() else { return }
    value = try fields.color(span, name)
  }

  @inline(__always)
  mutating func bool(_ name: String, _ value: inout Bool?) throws(ScanError) {
    guard let span = next() else { return }
    guard span.type == .boolean else {
      throw fields.wrongType("\"\(name)\"", span, expected: "a boolean")
    }
    value = fields.scanner.bytes[span.start] == UInt8(ascii: "t")
  }
}

/// The value of a hexadecimal digit of either case, or nil.
@inline(__always)
private func hexDigit(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
  default: return nil
  }
}
