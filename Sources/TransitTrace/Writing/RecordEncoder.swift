/// Turns records into JSON Lines, one object per line, keys always in the same order.
///
/// Hand-written rather than `JSONEncoder`: the key order is part of the format (a log reads
/// `seq`, `type`, `t` first), the output must be byte-identical on every platform, and the
/// encoder sits on the engine's hot path.
public enum RecordEncoder {
  /// The record as one line of JSON, with its terminating newline.
  public static func line(for record: Record) -> String {
    var json = JSONObjectWriter()
    switch record {
    case .header(let header):
      json.field("type", string: "header")
      json.field("schema", string: header.schema)
      json.field("version", int: header.version)
      json.field("scenario", string: header.scenario)
      json.field("engine", string: header.engine)
    case .participant(let participant):
      json.field("type", string: "participant")
      json.field("id", string: participant.id)
      json.field("class", string: participant.className)
      json.field("role", string: participant.role.rawValue)
    case .event(let event):
      encode(event, into: &json)
    }
    return json.finish() + "\n"
  }

  private static func encode(_ event: Event, into json: inout JSONObjectWriter) {
    json.field("seq", int: event.seq)
    json.field("type", string: event.body.typeName)
    json.field("t", raw: event.time.description)
    json.field("transition", optionalInt: event.transition)
    json.field("cause", optionalInt: event.cause)
    switch event.body {
    case .call(let call):
      json.field("caller", string: call.caller)
      json.field("receiver", string: call.receiver)
      json.field("call", string: call.name.rawValue)
      if !call.args.isEmpty {
        json.key("args")
        var args = JSONObjectWriter()
        for (key, value) in call.args.pairs { args.field(key, value: value) }
        json.raw(args.finish())
      }
      if let result = call.result { json.field("result", value: result) }
      if let block = call.block { json.field("block", int: block) }
    case .transition(let change):
      json.field("state", string: change.state.rawValue)
      if let kind = change.kind { json.field("kind", string: kind.rawValue) }
      if let from = change.from { json.field("from", string: from) }
      if let to = change.to { json.field("to", string: to) }
      if let style = change.style { json.field("style", string: style) }
      if let animated = change.animated { json.field("animated", bool: animated) }
      if let container = change.container { json.field("container", string: container) }
      if let interactive = change.interactive { json.field("interactive", bool: interactive) }
      if let percent = change.percentComplete {
        json.field("percentComplete", raw: JSONNumber.format(percent))
      }
      if let didComplete = change.didComplete { json.field("didComplete", bool: didComplete) }
    case .view(let change):
      json.field("caller", string: change.caller)
      json.field("call", string: change.name.rawValue)
      json.field("view", string: change.view)
      json.field("class", string: change.viewClass)
      if let owner = change.viewController { json.field("viewController", string: owner) }
      json.field("superview", string: change.superview)
      if let index = change.index { json.field("index", int: index) }
    case .gesture(let gesture):
      json.field("kind", string: gesture.kind)
      json.field("state", string: gesture.state)
      json.field("view", string: gesture.view)
      json.field("target", string: gesture.target)
      if let translation = gesture.translation {
        let x = JSONNumber.format(translation.x)
        let y = JSONNumber.format(translation.y)
        json.field("translation", raw: "[\(x),\(y)]")
      }
    case .warning(let diagnostic), .note(let diagnostic):
      json.field("participant", string: diagnostic.participant)
      json.field("code", string: diagnostic.code)
      json.field("message", string: diagnostic.message)
    }
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
