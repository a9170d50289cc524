/// Writes DOT text: statements, attribute lists, and the escaping each kind of value needs.
///
/// A pure text builder, kept apart from the one file that hands DOT to libgvc, so the DOT can
/// be golden-tested byte for byte and fed to `neato -n2` as well.
package struct DOTWriter {
  private(set) var text = ""

  init() {
    text.reserveCapacity(1 << 16)
  }

  /// An attribute value: a quoted string, or an HTML-like label.
  enum Value {
    case string(String)
    case html(String)
    case number(Double)
    /// A string already quoted with `quoted(_:)`, written as it is.
    case quoted(String)
  }

  mutating func line(_ statement: String, terminator: String = "\n") {
    text += statement
    text += terminator
  }

  /// `name [key=value, …];`, attributes in the order given.
  mutating func statement(_ head: String, _ attributes: [(String, Value)]) {
    text += head
    if !attributes.isEmpty {
      text += " ["
      for (index, (key, value)) in attributes.enumerated() {
        if index > 0 { text += ", " }
        text += key
        text += "="
        text += Self.format(value)
      }
      text += "]"
    }
    text += ";\n"
  }

  static func format(_ value: Value) -> String {
    switch value {
    case .string(let string): return quoted(string)
    case .html(let html): return "<" + html + ">"
    case .number(let number): return "\"" + number2(number) + "\""
    case .quoted(let text): return text
    }
  }

  /// A DOT quoted string. Backslashes and quotes are escaped for DOT; `&` becomes `&amp;`,
  /// because Graphviz passes entities through to SVG, and a name holding `&lt;` must still
  /// read `&lt;`.
  static func quoted(_ string: String) -> String {
    // Most strings need no escape: copy them whole instead of character by character.
    guard string.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 == 0x26 || $0 < 0x20 })
    else { return "\"" + string + "\"" }
    var result = "\""
    for character in string {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "&": result += "&amp;"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// Text inside an HTML-like label: the XML escapes, nothing else.
  static func html(_ string: String) -> String {
    guard string.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 })
    else { return string }
    var result = ""
    for character in string {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A coordinate with at most two decimals, the same on every platform: `12`, `12.5`, `0.25`.
  package static func number2(_ value: Double) -> String {
    let hundredths = Int64((value * 100).rounded())
    let negative = hundredths < 0
    let magnitude = hundredths.magnitude
    var result = (negative ? "-" : "") + String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      result +=
        fraction % 10 == 0
        ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
    }
    return result
  }

  /// A point as DOT's `pos` writes it: `x,y`.
  static func point(_ x: Double, _ y: Double) -> String {
    number2(x) + "," + number2(y)
  }
}
