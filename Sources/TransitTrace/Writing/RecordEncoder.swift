/// Turns records into JSON Lines, one object per line, keys always in the same order.
///
/// Hand-written rather than `JSONEncoder`: the key order is part of the format (a log reads
/// `seq`, `type`, `t` first), the output must be byte-identical on every platform, and the
/// encoder sits on the engine's hot path.
public enum RecordEncoder {
  /// The record as one line of JSON, with its terminating newline.
  public static func line(for record: Record) -> String {
    var bytes: [UInt8] = []
    append(record, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the record's line, newline included, to `bytes`: for a writer that gathers many
  /// lines before a write, with no string made on the way.
  package static func append(_ record: Record, to bytes: inout [UInt8]) {
    var writer = FieldWriter(json: JSONObjectWriter(taking: &bytes))
    switch record {
    case .header(let header):
      writer.json.field(.type, string: RecordKind.header.rawValue)
      writer.json.field(.schema, string: header.schema)
      writer.json.field(.version, int: header.version)
      writer.json.field(.scenario, string: header.scenario)
      writer.json.field(.engine, string: header.engine)
      if let source = header.source { writer.json.field(.source, string: source) }
    case .participant(var participant):
      writer.json.field(.type, string: RecordKind.participant.rawValue)
      Participant.fields(of: &participant, &writer)
    case .event(let event):
      encode(event, into: &writer)
    }
    writer.json.finish(into: &bytes)
    bytes.append(0x0A)
  }

  private static func encode(_ event: Event, into writer: inout FieldWriter) {
    writer.json.field(.seq, int: event.seq)
    writer.json.field(.type, string: event.body.recordKind.rawValue)
    writer.json.key(.time)
    writer.json.micros(event.time.microseconds)
    writer.json.field(.transition, optionalInt: event.transition)
    writer.json.field(.cause, optionalInt: event.cause)
    if let line = event.line { writer.json.field(.line, int: line) }
    switch event.body {
    case .call(var call): Call.fields(of: &call, &writer)
    case .transition(var change): TransitionChange.fields(of: &change, &writer)
    case .view(var change): ViewChange.fields(of: &change, &writer)
    case .gesture(var gesture): Gesture.fields(of: &gesture, &writer)
    case .warning(var diagnostic), .note(var diagnostic):
      Diagnostic.fields(of: &diagnostic, &writer)
    case .release(var release): Release.fields(of: &release, &writer)
    case .retained(var retention): Retention.fields(of: &retention, &writer)
    }
  }
}

/// Writes a record's fields into a JSON object, as its `RecordBody` field list names them: a
/// field that is nil, or arguments that are none, are left out.
struct FieldWriter: RecordFieldCoder {
  typealias Failure = Never

  var json: JSONObjectWriter

  mutating func participant(_ key: FieldKey, _ value: inout String) {
    json.field(key, string: value)
  }

  mutating func optionalParticipant(_ key: FieldKey, _ value: inout String?) {
    if let value { json.field(key, string: value) }
  }

  mutating func string(_ key: FieldKey, _ value: inout String) {
    json.field(key, string: value)
  }

  mutating func callName(_ key: FieldKey, _ value: inout CallName) {
    json.field(key, string: value.rawValue)
  }

  mutating func role(_ key: FieldKey, _ value: inout ParticipantRole) {
    json.field(key, string: value.rawValue)
  }

  mutating func enumeration<Name: RawRepresentable & CaseIterable>(
    _ key: FieldKey, _ value: inout Name, _ what: String
  ) where Name.RawValue == String {
    json.field(key, string: value.rawValue)
  }

  mutating func optionalEnumeration<Name: RawRepresentable & CaseIterable>(
    _ key: FieldKey, _ value: inout Name?, _ what: String
  ) where Name.RawValue == String {
    if let value { json.field(key, string: value.rawValue) }
  }

  mutating func optionalString(_ key: FieldKey, _ value: inout String?) {
    if let value { json.field(key, string: value) }
  }

  mutating func optionalBool(_ key: FieldKey, _ value: inout Bool?) {
    if let value { json.field(key, bool: value) }
  }

  mutating func optionalInteger(_ key: FieldKey, _ value: inout Int?) {
    if let value { json.field(key, int: value) }
  }

  mutating func optionalNumber(_ key: FieldKey, _ value: inout Double?) {
    if let value { json.field(key, raw: JSONNumber.format(value)) }
  }

  mutating func arguments(_ key: FieldKey, _ value: inout Arguments) {
    guard !value.isEmpty else { return }
    json.key(key)
    json.object { args in
      for (label, argument) in value.pairs { args.field(label, value: argument) }
    }
  }

  mutating func result(_ key: FieldKey, _ value: inout Value?) {
    if let value { json.field(key, value: value) }
  }

  mutating func point(_ key: FieldKey, _ value: inout (x: Double, y: Double)?) {
    guard let value else { return }
    json.field(key, raw: "[\(JSONNumber.format(value.x)),\(JSONNumber.format(value.y))]")
  }
}

/// Builds one JSON object field by field, as UTF-8 bytes.
struct JSONObjectWriter {
  private var bytes: [UInt8]
  private var empty = true

  /// A writer that appends to `bytes`, which it takes over until `finish(into:)` hands them
  /// back: moved, never copied, however much they already hold.
  init(taking bytes: inout [UInt8]) {
    self.bytes = []
    swap(&self.bytes, &bytes)
    // A record's line is rarely longer: one allocation instead of several as it grows.
    self.bytes.reserveCapacity(self.bytes.count + 256)
    self.bytes.append(UInt8(ascii: "{"))
  }

  /// `"name":` of every field key, quoted once: a log writes them on every line. Kept in
  /// memory that is never freed, so writing a key retains and releases nothing.
  private static let quotedKeys: QuotedKeys = QuotedKeys()

  /// The quoted keys one after another, and where each starts and ends; written once when
  /// made and only read after, so threads may share it.
  private struct QuotedKeys: @unchecked Sendable {
    let bytes: UnsafePointer<UInt8>
    let bounds: UnsafePointer<(start: Int, end: Int)>

    init() {
      var all: [UInt8] = []
      var bounds: [(start: Int, end: Int)] = []
      for key in FieldKey.allCases {
        let start = all.count
        all += Array((JSONString.quoted(key.name) + ":").utf8)
        bounds.append((start, all.count))
      }
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: all.count)
      bytes.initialize(from: all, count: all.count)
      let table = UnsafeMutablePointer<(start: Int, end: Int)>.allocate(capacity: bounds.count)
      table.initialize(from: bounds, count: bounds.count)
      self.bytes = UnsafePointer(bytes)
      self.bounds = UnsafePointer(table)
    }

    subscript(key: FieldKey) -> UnsafeBufferPointer<UInt8> {
      let bound = bounds[key.rawValue]
      return UnsafeBufferPointer(start: bytes + bound.start, count: bound.end - bound.start)
    }
  }

  private mutating func comma() {
    if !empty { bytes.append(UInt8(ascii: ",")) }
    empty = false
  }

  mutating func key(_ key: FieldKey) {
    comma()
    bytes.append(contentsOf: Self.quotedKeys[key])
  }

  mutating func key(_ key: String) {
    comma()
    JSONString.append(key, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }

  mutating func raw(_ json: String) { bytes.append(contentsOf: json.utf8) }

  mutating func field(_ key: FieldKey, raw json: String) {
    self.key(key)
    bytes.append(contentsOf: json.utf8)
  }

  mutating func field(_ key: FieldKey, string: String) {
    self.key(key)
    JSONString.append(string, to: &bytes)
  }

  mutating func field(_ key: FieldKey, int: Int) {
    self.key(key)
    Self.append(int, to: &bytes)
  }

  mutating func field(_ key: FieldKey, bool: Bool) { field(key, raw: bool ? "true" : "false") }

  mutating func field(_ key: FieldKey, optionalInt: Int?) {
    self.key(key)
    if let optionalInt {
      Self.append(optionalInt, to: &bytes)
    } else {
      bytes.append(UInt8(ascii: "n"))
      bytes.append(UInt8(ascii: "u"))
      bytes.append(UInt8(ascii: "l"))
      bytes.append(UInt8(ascii: "l"))
    }
  }

  mutating func field(_ key: FieldKey, value: Value) {
    self.key(key)
    Self.append(value, to: &bytes)
  }

  mutating func field(_ key: String, value: Value) {
    self.key(key)
    Self.append(value, to: &bytes)
  }

  /// A count of millionths as a decimal (`JSONNumber.formatMicros`), written in place.
  /// A nested object, its fields written by `body`.
  mutating func object(_ body: (inout JSONObjectWriter) -> Void) {
    var nested = JSONObjectWriter(taking: &bytes)
    body(&nested)
    nested.finish(into: &bytes)
  }

  mutating func micros(_ micros: Int64) {
    let magnitude = micros.magnitude
    // Past Int's range the string formatter, which handles every value, writes it.
    guard magnitude < 1 << 62 else {
      bytes.append(contentsOf: JSONNumber.formatMicros(micros).utf8)
      return
    }
    if micros < 0 { bytes.append(UInt8(ascii: "-")) }
    Self.append(Int(magnitude / 1_000_000), to: &bytes)
    var fraction = Int(magnitude % 1_000_000)
    guard fraction != 0 else { return }
    // Six decimals without the trailing zeros: `0.35` for 350000, `0.000001` for 1.
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    var scale = 1
    for _ in 1..<digits { scale *= 10 }
    while scale > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / scale % 10))
      scale /= 10
    }
  }

  /// An integer's decimal digits, with no string made for them.
  static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 {
      guard value != .min else {
        bytes.append(contentsOf: String(value).utf8)
        return
      }
      bytes.append(UInt8(ascii: "-"))
      append(-value, to: &bytes)
      return
    }
    if value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    // The digits from the last, at the end of a buffer, then appended in one go.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var first = MemoryLayout.size(ofValue: digits)
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        first -= 1
        buffer[first] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[first...]))
    }
  }

  static func append(_ value: Value, to bytes: inout [UInt8]) {
    switch value {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let b): bytes.append(contentsOf: (b ? "true" : "false").utf8)
    case .int(let i): append(i, to: &bytes)
    case .double(let d):
      // A whole number keeps a fraction so that it reads back as a double, not an integer.
      let number = JSONNumber.format(d)
      bytes.append(contentsOf: number.utf8)
      if !number.contains(where: { $0 == "." || $0 == "e" }) {
        bytes.append(contentsOf: ".0".utf8)
      }
    case .string(let s): JSONString.append(s, to: &bytes)
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        append(item, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }

  /// Closes the object and hands the bytes back.
  mutating func finish(into bytes: inout [UInt8]) {
    self.bytes.append(UInt8(ascii: "}"))
    swap(&self.bytes, &bytes)
  }
}

/// JSON string escaping: quotes, backslashes, control characters and the two line separators
/// JavaScript once refused (U+2028, U+2029); everything else is UTF-8. The log and every JSON
/// report Transit prints escape strings this one way.
package enum JSONString {
  /// `string` as a JSON string literal, quotes included.
  package static func quoted(_ string: String) -> String {
    var text = ""
    append(string, to: &text)
    return text
  }

  /// Appends `string` to `text` as a JSON string literal, quotes included.
  package static func append(_ string: String, to text: inout String) {
    guard needsEscaping(string) else {
      text += "\""
      text += string
      text += "\""
      return
    }
    var bytes: [UInt8] = []
    append(string, to: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `string` to `bytes` as a JSON string literal, quotes included, in UTF-8.
  package static func append(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings of a log (ids, signatures, class names) need no escape: appended whole,
    // which is several times faster than a scalar at a time; tested and copied from one look
    // at the string's bytes.
    let appended = string.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      guard !needsEscaping(utf8) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    var clean = appended ?? false
    if appended == nil, !needsEscaping(string) {
      bytes.append(contentsOf: string.utf8)
      clean = true
    }
    if clean {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: "\\\"".utf8)
      case "\\": bytes.append(contentsOf: "\\\\".utf8)
      case "\n": bytes.append(contentsOf: "\\n".utf8)
      case "\r": bytes.append(contentsOf: "\\r".utf8)
      case "\t": bytes.append(contentsOf: "\\t".utf8)
      case "\u{08}": bytes.append(contentsOf: "\\b".utf8)
      case "\u{0C}": bytes.append(contentsOf: "\\f".utf8)
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        bytes.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default:
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether `string` holds a quote, a backslash, a control character or a line or paragraph
  /// separator, which a JSON string literal writes escaped.
  private static func needsEscaping(_ string: String) -> Bool {
    let utf8 = string.utf8
    let fast = utf8.withContiguousStorageIfAvailable { needsEscaping($0) }
    if let fast { return fast }
    return utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }
  }

  /// `needsEscaping(_:)` of the bytes, eight at a time: every string of every record is
  /// tested, and a byte at a time costs more than copying them. (`0xE2` begins U+2028 and
  /// U+2029, and the other characters of its block, which the slow path tells apart.)
  private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte below 0x20, then a byte equal to `"`, `\\` or 0xE2 (a zero byte once xored):
      // each test is nonzero exactly when some byte of the word passes it.
      let below = (word &- ones &* 0x20) & ~word & highs
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let separator = word ^ (ones &* 0xE2)
      let zeros =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        | ((separator &- ones) & ~separator)
      if below | (zeros & highs) != 0 { return true }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 { return true }
      index += 1
    }
    return false
  }
}
