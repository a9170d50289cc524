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
      let points = try numbers(in: span, "\"\(key.name)\"")
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
    var start = 0
    while start < scanner.bytes.count, scanner.bytes[start] != UInt8(ascii: "{") { start += 1 }
    value = try readProperties(at: start, in: "the \(noun)")
  }

  /// The properties among the members of the object that opens at `start`; other members are
  /// the record's own fields, or from a newer Transit, and are passed over.
  private func readProperties(at start: Int, in what: String) throws(ScanError) -> ViewProperties {
    let names = ViewProperties.names
    var reader = PropertyReader(fields: self, spans: Array(repeating: nil, count: names.count))
    var members = JSONScanner(scanner.bytes, at: start)
    try members.scanObject { (name, members) throws(ScanError) in
      let member = try members.scanValue()
      let label =
        name.isPlain
        ? String(
          decoding: UnsafeBufferPointer(rebasing: scanner.bytes[name.start + 1..<name.end - 1]),
          as: UTF8.self)
        : scanner.decodeString(name)
      guard let index = names.firstIndex(of: label) else { return }
      if reader.spans[index] != nil {
        throw ScanError(.duplicateField, at: name.start, "duplicate field \"\(label)\" in \(what)")
      }
      reader.spans[index] = member
    }
    var properties = ViewProperties()
    try ViewProperties.fields(of: &properties, &reader)
    return properties
  }

  /// The numbers of an array, each finite.
  func numbers(in span: ValueSpan, _ what: String) throws(ScanError) -> [Double] {
    var numbers: [Double] = []
    var elements = JSONScanner(scanner.bytes, at: span.start)
    try elements.scanArray { (elements) throws(ScanError) in
      let element = try elements.scanValue()
      guard element.type == .integer || element.type == .number else {
        throw wrongType("\(what) element", element, expected: "a number")
      }
      numbers.append(try finite(element, "\(what) element"))
    }
    return numbers
  }
}

/// Reads the properties whose spans a scan of their object found, in the field list's order.
private struct PropertyReader: PropertyCoder {
  let fields: RecordFields
  /// The span of each property, in the order of `ViewProperties.names`.
  var spans: [ValueSpan?]
  private var index = 0

  init(fields: RecordFields, spans: [ValueSpan?]) {
    self.fields = fields
    self.spans = spans
  }

  /// The next property's span, or nil when its object does not give it.
  private mutating func next() -> ValueSpan? {
    defer { index += 1 }
    guard let span = spans[index], span.type != .null else { return nil }
    return span
  }

  private func numbers(_ span: ValueSpan, _ name: String, count: Int, _ shape: String)
    throws(ScanError) -> [Double]
  {
    guard span.type == .array else {
      throw fields.wrongType("\"\(name)\"", span, expected: shape)
    }
    let numbers = try fields.numbers(in: span, "\"\(name)\"")
    guard numbers.count == count else {
      throw ScanError(
        .wrongType, at: span.start, "\"\(name)\" must be \(shape), found \(numbers.count) numbers")
    }
    return numbers
  }

  mutating func rect(_ name: String, _ value: inout ScreenRect?) throws(ScanError) {
    guard let span = next() else { return }
    let n = try numbers(span, name, count: 4, "[x, y, width, height]")
    value = ScreenRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  mutating func point(_ name: String, _ value: inout ScreenPoint?) throws(ScanError) {
    guard let span = next() else { return }
    let n = try numbers(span, name, count: 2, "[x, y]")
    value = ScreenPoint(x: n[0], y: n[1])
  }

  mutating func number(_ name: String, _ value: inout Double?) throws(ScanError) {
    guard let span = next() else { return }
    guard span.type == .integer || span.type == .number else {
      throw fields.wrongType("\"\(name)\"", span, expected: "a number")
    }
    value = try fields.finite(span, "\"\(name)\"")
  }

  mutating func transform(_ name: String, _ value: inout ScreenTransform?) throws(ScanError) {
    guard let span = next() else { return }
    let n = try numbers(span, name, count: 6, "[a, b, c, d, tx, ty]")
    value = ScreenTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  mutating func color(_ name: String, _ value: inout ScreenColor?) throws(ScanError) {
    guard let span = next() else { return }
    guard span.type == .string else {
      throw fields.wrongType("\"\(name)\"", span, expected: "a colour \"#rrggbbaa\"")
    }
    let text = fields.scanner.decodeString(span)
    guard let color = ScreenColor(hex: text) else {
      throw ScanError(
        .wrongType, at: span.start,
        "\"\(name)\" must be a colour \"#rrggbb\" or \"#rrggbbaa\", found \(VisibleText.quoted(text))"
      )
    }
    value = color
  }

  mutating func bool(_ name: String, _ value: inout Bool?) throws(ScanError) {
    guard let span = next() else { return }
    guard span.type == .boolean else {
      throw fields.wrongType("\"\(name)\"", span, expected: "a boolean")
    }
    value = fields.scanner.bytes[span.start] == UInt8(ascii: "t")
  }
}
