import TransitTrace

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

  /// A DOT quoted string whose text Graphviz draws as written: backslashes doubled, so that
  /// Graphviz's own escapes (`\N`, `\G`, `\E`, `\T`, `\H`, `\L`, `\l`, `\n`, `\r`) never
  /// expand; quotes escaped, so the string ends only where it should; `&` as `&amp;`, because
  /// Graphviz passes entities through to SVG, and a name holding `&lt;` must still read `&lt;`.
  /// Control characters are written as `VisibleText` writes them.
  ///
  /// Every escaper here looks at Unicode scalars, never at Swift `Character`s: `"` followed by a
  /// combining mark is one `Character` that is not equal to `"`, yet DOT's lexer still sees
  /// the quote.
  package static func quoted(_ string: String) -> String {
    let string = VisibleText.escaped(string)
    // Most strings need no escape: copy them whole instead of scalar by scalar.
    guard string.utf8.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 == 0x26 })
    else { return "\"" + string + "\"" }
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "&": result += "&amp;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// The longest tooltip written, in Unicode scalars. A tooltip holds a row's whole label,
  /// which may be as long as a log line, and Graphviz reads one long token in time that grows
  /// with its square.
  package static let tooltipLimit = 2048

  /// A DOT quoted string for a tooltip (`tooltip`, `labeltooltip`): as `quoted(_:)`, but with
  /// every backslash written four times, since Graphviz unescapes a tooltip once more before it
  /// expands its escapes; cut to `tooltipLimit` scalars, ending in `…`.
  package static func tooltip(_ string: String) -> String {
    var text = VisibleText.escaped(string)
    if text.unicodeScalars.count > tooltipLimit {
      text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(tooltipLimit - 1))) + "…"
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\\\\\"
      case "\"": result += "\\\""
      case "&": result += "&amp;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Text inside an HTML-like label: the XML escapes, and backslashes doubled, since Graphviz
  /// expands `\N`, `\G`, `\E`, `\T` and `\H` inside HTML-like labels too. Control characters
  /// are written as `VisibleText` writes them.
  package static func html(_ string: String) -> String {
    let string = VisibleText.escaped(string)
    let special = { (byte: UInt8) -> Bool in
      switch byte {
      case 0x26, 0x3C, 0x3E, 0x22, 0x5C: return true
      default: return false
      }
    }
    guard string.utf8.contains(where: special) else { return string }
    var result = ""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\\": result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A coordinate with at most two decimals, the same on every platform: `12`, `12.5`, `0.25`.
  package static func number2(_ value: Double) -> String {
    // Layout coordinates stay far inside this; the guard keeps any other value from trapping.
    let scaled = (value * 100).rounded()
    let hundredths = scaled.isFinite ? Int64(max(min(scaled, 9e15), -9e15)) : 0
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
