/// Turns records into JSON Lines, one object per line, keys always in the same order.
///
/// Hand-written rather than `JSONEncoder`: the key order is part of the format (a log reads
/// `seq`, `type`, `t` first), the output must be byte-identical on every platform, and the
/// encoder sits on the engine's hot path.
public enum RecordEncoder {
  /// The record as one line of JSON, with its terminating newline.
  public static func line(for record: Record) -> String {
    var writer = FieldWriter()
    switch record {
    case .header(let header):
      writer.json.field(FieldKey.type.name, string: RecordKind.header.rawValue)
      writer.json.field(FieldKey.schema.name, string: header.schema)
      writer.json.field(FieldKey.version.name, int: header.version)
      writer.json.field(FieldKey.scenario.name, string: header.scenario)
      writer.json.field(FieldKey.engine.name, string: header.engine)
      if let source = header.source { writer.json.field(FieldKey.source.name, string: source) }
    case .participant(var participant):
      writer.json.field(FieldKey.type.name, string: RecordKind.participant.rawValue)
      Participant.fields(of: &participant, &writer)
    case .event(let event):
      encode(event, into: &writer)
    }
    return writer.json.finish() + "\n"
  }

  private static func encode(_ event: Event, into writer: inout FieldWriter) {
    writer.json.field(FieldKey.seq.name, int: event.seq)
    writer.json.field(FieldKey.type.name, string: event.body.recordKind.rawValue)
    writer.json.field(FieldKey.time.name, raw: event.time.description)
    writer.json.field(FieldKey.transition.name, optionalInt: event.transition)
    writer.json.field(FieldKey.cause.name, optionalInt: event.cause)
    if let line = event.line { writer.json.field(FieldKey.line.name, int: line) }
    switch event.body {
    case .call(var call): Call.fields(of: &call, &writer)
    case .transition(var change): TransitionChange.fields(of: &change, &writer)
    case .view(var change): ViewChange.fields(of: &change, &writer)
    case .gesture(var gesture): Gesture.fields(of: &gesture, &writer)
    case .warning(var diagnostic), .note(var diagnostic):
      Diagnostic.fields(of: &diagnostic, &writer)
    }
  }
}

/// Writes a record's fields into a JSON object, as its `RecordBody` field list names them: a
/// field that is nil, or arguments that are none, are left out.
struct FieldWriter: RecordFieldCoder {
  typealias Failure = Never

  var json = JSONObjectWriter()

  mutating func participant(_ key: FieldKey, _ value: inout String) {
    json.field(key.name, string: value)
  }

  mutating func optionalParticipant(_ key: FieldKey, _ value: inout String?) {
    if let value { json.field(key.name, string: value) }
  }

  mutating func string(_ key: FieldKey, _ value: inout String) {
    json.field(key.name, string: value)
  }

  mutating func callName(_ key: FieldKey, _ value: inout CallName) {
    json.field(key.name, string: value.rawValue)
  }

  mutating func role(_ key: FieldKey, _ value: inout ParticipantRole) {
    json.field(key.name, string: value.rawValue)
  }

  mutating func enumeration<Name: RawRepresentable & CaseIterable>(
    _ key: FieldKey, _ value: inout Name, _ what: String
  ) where Name.RawValue == String {
    json.field(key.name, string: value.rawValue)
  }

  mutating func optionalEnumeration<Name: RawRepresentable & CaseIterable>(
    _ key: FieldKey, _ value: inout Name?, _ what: String
  ) where Name.RawValue == String {
    if let value { json.field(key.name, string: value.rawValue) }
  }

  mutating func optionalString(_ key: FieldKey, _ value: inout String?) {
    if let value { json.field(key.name, string: value) }
  }

  mutating func optionalBool(_ key: FieldKey, _ value: inout Bool?) {
    if let value { json.field(key.name, bool: value) }
  }

  mutating func optionalInteger(_ key: FieldKey, _ value: inout Int?) {
    if let value { json.field(key.name, int: value) }
  }

  mutating func optionalNumber(_ key: FieldKey, _ value: inout Double?) {
    if let value { json.field(key.name, raw: JSONNumber.format(value)) }
  }

  mutating func arguments(_ key: FieldKey, _ value: inout Arguments) {
    guard !value.isEmpty else { return }
    json.key(key.name)
    var args = JSONObjectWriter()
    for (label, argument) in value.pairs { args.field(label, value: argument) }
    json.raw(args.finish())
  }

  mutating func result(_ key: FieldKey, _ value: inout Value?) {
    if let value { json.field(key.name, value: value) }
  }

  mutating func point(_ key: FieldKey, _ value: inout (x: Double, y: Double)?) {
    guard let value else { return }
    json.field(key.name, raw: "[\(JSONNumber.format(value.x)),\(JSONNumber.format(value.y))]")
  }
}

/// Builds one JSON object field by field.
struct JSONObjectWriter {
  private var text = "{"
  private var empty = true

  mutating func key(_ key: String) {
    if !empty { text += "," }
    empty = false
    JSONString.append(key, to: &text)
    text += ":"
  }

  mutating func raw(_ json: String) { text += json }

  mutating func field(_ key: String, raw json: String) {
    self.key(key)
    text += json
  }

  mutating func field(_ key: String, string: String) {
    self.key(key)
    JSONString.append(string, to: &text)
  }

  mutating func field(_ key: String, int: Int) { field(key, raw: String(int)) }

  mutating func field(_ key: String, bool: Bool) { field(key, raw: bool ? "true" : "false") }

  mutating func field(_ key: String, optionalInt: Int?) {
    field(key, raw: optionalInt.map(String.init) ?? "null")
  }

  mutating func field(_ key: String, value: Value) {
    self.key(key)
    Self.append(value, to: &text)
  }

  static func append(_ value: Value, to text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let b): text += b ? "true" : "false"
    case .int(let i): text += String(i)
    case .double(let d):
      // A whole number keeps a fraction so that it reads back as a double, not an integer.
      let number = JSONNumber.format(d)
      text += number.contains(where: { $0 == "." || $0 == "e" }) ? number : number + ".0"
    case .string(let s): JSONString.append(s, to: &text)
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        append(item, to: &text)
      }
      text += "]"
    }
  }

  func finish() -> String { text + "}" }
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
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
