import TransitTrace

/// Escaping for the step-through page's HTML, and the Graphviz SVG made fit to sit inside it.
///
/// Everything the page writes is ASCII: text and attribute values escape `&`, `<`, `>` and
/// quotes, and every other character outside ASCII becomes a numeric reference (`&#x2192;`),
/// so the file reads the same whatever encoding a server or editor assumes.
package enum HTMLText {
  /// `value` as HTML text or a quoted attribute value.
  package static func escape(_ value: String) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: appendASCII(scalar, to: &out)
      }
    }
    return out
  }

  /// `scalar` as it is when it is printable ASCII (or a line break), else as `&#xHEX;`.
  ///
  /// A reference to a noncharacter (`&#xFFFF;`) or a C1 control is not a character XML allows
  /// and one HTML reads as another (`&#x80;` is `€`), and a bidirectional override reorders
  /// what follows it: those are written as `VisibleText` writes them, as every other output
  /// shows them.
  static func appendASCII(_ scalar: Unicode.Scalar, to out: inout String) {
    if (0x20...0x7E).contains(scalar.value) || scalar == "\n" {
      out.unicodeScalars.append(scalar)
    } else if scalar.value < 0x20 || scalar.value == 0x7F {
      // Control characters have no place in a page; Graphviz never writes them.
      out += " "
    } else if VisibleText.needsEscape(scalar) {
      out += VisibleText.escaped(String(scalar))
    } else {
      out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
    }
  }

  /// Graphviz's SVG as an element of the page.
  ///
  /// Drops the XML declaration, the DOCTYPE (whose system id is a URL) and the comments; drops
  /// the `<title>` elements, which name DOT edges (`rows->rows`) rather than anything a reader
  /// needs, while the `xlink:title` tooltips stay; drops the namespace declarations, which HTML
  /// does not need; and gives the root element an id in place of its fixed size, which the
  /// page's stylesheet sets from the zoom. Everything else is kept as Graphviz wrote it, apart
  /// from characters outside ASCII, which become numeric references.
  static func inlineSVG(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let open = text.firstRange(of: "<svg"),
      let close = text[open.upperBound...].firstIndex(of: ">")
    else { return "" }
    var out = "<svg id=\"transit-svg\""
    for (name, value) in attributes(text[open.upperBound..<close])
    where name != "width" && name != "height" && !name.hasPrefix("xmlns") {
      out += " \(name)=\"\(value)\""
    }
    out += ">\n"
    var inComment = false
    let body = text[text.index(after: close)...]
    for line in body.split(separator: "\n", omittingEmptySubsequences: true) {
      if inComment || line.hasPrefix("<!--") {
        inComment = !line.hasSuffix("-->")
        continue
      }
      if line.hasPrefix("<title>") && line.hasSuffix("</title>") { continue }
      for scalar in line.unicodeScalars { appendASCII(scalar, to: &out) }
      out += "\n"
    }
    return out
  }

  /// The `name="value"` pairs of a tag, in order; Graphviz quotes every value with `"`.
  private static func attributes(_ tag: Substring) -> [(String, Substring)] {
    var pairs: [(String, Substring)] = []
    var rest = tag
    while let equals = rest.firstIndex(of: "=") {
      let name = String(rest[..<equals].filter { !$0.isWhitespace })
      let quote = rest.index(after: equals)
      guard quote < rest.endIndex, rest[quote] == "\"",
        let end = rest[rest.index(after: quote)...].firstIndex(of: "\"")
      else { break }
      pairs.append((name, rest[rest.index(after: quote)..<end]))
      rest = rest[rest.index(after: end)...]
    }
    return pairs
  }
}
