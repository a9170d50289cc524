import TransitReporter
import TransitTrace

/// A JSON value the step-through page embeds, written the same way on every run.
///
/// The page carries its per-step data as one JSON text inside a `<script>` element, so the
/// writer escapes everything that could end that element or change how it reads: `<`, `>`,
/// `&`, quotes, and every character outside ASCII (emoji included) as `\uXXXX`. The output is
/// plain ASCII and byte-identical for the same value; object keys keep the order given.
indirect enum JSONText: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number with at most two decimals, as layout coordinates are written in DOT.
  case number(Double)
  case string(String)
  case array([JSONText])
  case object([(String, JSONText)])

  /// A string, or `null` for nil.
  static func optional(_ value: String?) -> JSONText {
    value.map(JSONText.string) ?? .null
  }

  /// The compact text: no spaces, keys in the order given.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .number(let value): out += DOTWriter.number2(value)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += "," }
        Self.writeString(key, to: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// A JSON string literal in ASCII: printable ASCII stays, except the characters HTML or JSON
  /// give a meaning to; everything else is a `\uXXXX` escape of its UTF-16 code units.
  /// Control characters are first spelled as Swift escapes (`\n`), as the diagram shows them.
  static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for unit in VisibleText.escaped(value).utf16 {
      switch unit {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x20...0x7E where unit != 0x3C && unit != 0x3E && unit != 0x26 && unit != 0x27:
        out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        out += "\\u"
        let hex = String(unit, radix: 16)
        out += String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    out += "\""
  }
}
