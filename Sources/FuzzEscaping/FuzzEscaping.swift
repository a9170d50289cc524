import Foundation
import FuzzSupport
import TransitChecker
import TransitReporter
import TransitTeaching
import TransitTrace

/// Fuzz target: the text escaping of every export, held to what each format needs for text
/// from a log to be drawn as written and never read as syntax. The input's bytes are decoded as
/// UTF-8 (invalid bytes become U+FFFD), as the log reader hands strings on. Every property looks
/// at Unicode scalars: a Swift `Character` may join a quote with the combining mark after it.
@main
enum FuzzEscaping: FuzzTarget {
  static func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    checkTerminal(text)
    checkJSON(text)
    checkPlantUML(text)
    checkMermaid(text)
    checkDOT(text)
    checkHTML(text)
    checkXML(text)
  }

  static func fail(_ what: String, _ input: String, _ output: String) -> Never {
    let show = { (text: String) in text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() }
    preconditionFailure("\(what)\n  input:  \(show(input))\n  output: \(show(output))")
  }

  /// Text for a terminal: no control character but a line break or a tab, no bidi override.
  static func checkTerminal(_ text: String) {
    let out = VisibleText.forTerminal(text)
    if out.unicodeScalars.contains(where: {
      VisibleText.needsEscape($0) && $0 != "\n" && $0 != "\t"
    }) {
      fail("terminal text holds a control character", text, out)
    }
    let quoted = VisibleText.quoted(text)
    if quoted.unicodeScalars.contains(where: VisibleText.needsEscape) {
      fail("a quoted excerpt holds a control character", text, quoted)
    }
    // Forty scalars, each at most `\u{10FFFF}`, the quotes and the count of the rest.
    if quoted.unicodeScalars.count > 40 * 10 + 40 {
      fail("a quoted excerpt is not cut", text, quoted)
    }
  }

  /// JSON (a log, a Chrome trace, a report, printed with `-o -`): nothing a terminal acts on
  /// and no raw quote inside, and it reads back as the same string. The walkthrough's whole
  /// text keeps only its own colour codes.
  static func checkJSON(_ text: String) {
    let out = JSONString.quoted(text)
    let inside = out.unicodeScalars.dropFirst().dropLast()
    if inside.contains(where: {
      VisibleText.needsEscape($0) || $0 == "\u{2028}" || $0 == "\u{2029}"
    }) {
      fail("a JSON string holds a control or bidirectional character", text, out)
    }
    var backslashes = 0
    for scalar in inside {
      if scalar == "\"", backslashes % 2 == 0 { fail("a JSON string holds a raw quote", text, out) }
      backslashes = scalar == "\\" ? backslashes + 1 : 0
    }
    let read = try? JSONSerialization.jsonObject(
      with: Data(out.utf8), options: .fragmentsAllowed)
    guard let back = read as? String, Array(back.unicodeScalars) == Array(text.unicodeScalars)
    else { fail("a JSON string does not read back", text, out) }
    // An escape may only open one of the walkthrough's own colour codes.
    let coloured = Terminal(color: true).visible(text + Terminal(color: true).paint("x", .bad))
    let codes = (Terminal.Style.allCases.map(\.rawValue) + ["0"]).map { "[\($0)m".unicodeScalars }
    var rest = Substring(coloured).unicodeScalars
    while let escape = rest.firstIndex(of: "\u{1B}") {
      rest = rest[rest.index(after: escape)...]
      guard codes.contains(where: { rest.starts(with: $0) }) else {
        fail("coloured terminal text holds an escape of the input's", text, coloured)
      }
    }
    if coloured.unicodeScalars.contains(where: {
      VisibleText.needsEscape($0) && $0 != "\n" && $0 != "\t" && $0 != "\u{1B}"
    }) {
      fail("coloured terminal text holds a control character", text, coloured)
    }
  }

  /// PlantUML: no line break, nothing its preprocessor reads (`%`, `$`) anywhere, no `!`, `@`
  /// or `'` a line could start with, and `<U+XXXX>` decodes back to the visible text.
  static func checkPlantUML(_ text: String) {
    let visible = VisibleText.escaped(text)
    let out = PlantUMLEmitter.escape(text)
    for scalar in out.unicodeScalars
    where "%$!@'\"\n\r\u{2028}\u{2029}".unicodeScalars.contains(scalar) {
      fail("PlantUML text holds \(scalar.escaped(asASCII: true))", text, out)
    }
    var decoded = String.UnicodeScalarView()
    let scalars = Array(out.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "<", index + 3 < scalars.count, scalars[index + 1] == "U",
        scalars[index + 2] == "+", let end = scalars[index...].firstIndex(of: ">"),
        let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<end])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        decoded.append(scalar)
        index = end + 1
        continue
      }
      if scalars[index] == "<" { fail("PlantUML text holds a raw <", text, out) }
      decoded.append(scalars[index])
      index += 1
    }
    if String(decoded) != visible { fail("PlantUML escape is not reversible", text, out) }
  }

  /// Mermaid: no line break, no syntax character outside a `#…;` code, and the codes decode
  /// back to the visible text.
  static func checkMermaid(_ text: String) {
    let visible = VisibleText.escaped(text)
    let out = MermaidEmitter.escape(text)
    let names = ["lt": "<", "gt": ">", "amp": "&", "quot": "\""]
    var decoded = String.UnicodeScalarView()
    let scalars = Array(out.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "#" {
        guard let end = scalars[index...].firstIndex(of: ";") else {
          fail("Mermaid text holds # without ;", text, out)
        }
        let code = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if let name = names[code] {
          decoded.append(contentsOf: name.unicodeScalars)
        } else if let value = UInt32(code), let decodedScalar = Unicode.Scalar(value) {
          decoded.append(decodedScalar)
        } else {
          fail("Mermaid text holds an unknown code #\(code);", text, out)
        }
        index = end + 1
        continue
      }
      if ";<>&\"%{}`\n\r\u{2028}\u{2029}".unicodeScalars.contains(scalar) {
        fail("Mermaid text holds \(scalar.escaped(asASCII: true)) outside a code", text, out)
      }
      decoded.append(scalar)
      index += 1
    }
    if String(decoded) != visible { fail("Mermaid escape is not reversible", text, out) }
  }

  /// DOT as Graphviz's lexer reads it: the string that a quoted value holds, or nil when the
  /// string ends before its last quote.
  static func unquoted(_ quoted: String) -> String? {
    let scalars = Array(quoted.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    var out = String.UnicodeScalarView()
    var index = 1
    while index < scalars.count - 1 {
      let scalar = scalars[index]
      if scalar == "\"" { return nil }
      if scalar == "\\", index + 1 < scalars.count - 1 {
        let next = scalars[index + 1]
        // The lexer turns \" into " and keeps every other pair for Graphviz.
        if next == "\"" {
          out.append("\"")
        } else {
          out.append(scalar)
          out.append(next)
        }
        index += 2
        continue
      }
      if scalar == "\\" { return nil }  // A lone backslash before the closing quote escapes it.
      out.append(scalar)
      index += 1
    }
    return String(out)
  }

  /// Graphviz's unescaping of a label: `\\` is a backslash, `\N` … are expansions (returned
  /// as true), any other `\x` stays.
  static func expands(_ text: String, _ letters: String) -> Bool {
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else { continue }
      guard let next = scalars.next() else { return false }
      if letters.unicodeScalars.contains(next) { return true }
    }
    return false
  }

  /// A tooltip is unescaped once more before the expansion: `\\` to `\`, `\x` to `x`.
  static func unescapedOnce(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var pending = false
    for scalar in text.unicodeScalars {
      if pending || scalar != "\\" {
        out.append(scalar)
        pending = false
      } else {
        pending = true
      }
    }
    return String(out)
  }

  /// DOT: a quoted string is one token with no raw line break and no Graphviz escape, a
  /// tooltip too after its extra unescaping and is cut to its limit, and an HTML-like label
  /// holds no markup and no escape.
  static func checkDOT(_ text: String) {
    let quoted = DOTWriter.quoted(text)
    guard let string = unquoted(quoted) else { fail("DOT string ends early", text, quoted) }
    if string.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
      fail("DOT string holds a line break", text, quoted)
    }
    if expands(string, "NGETHLlnr") { fail("DOT string holds a Graphviz escape", text, quoted) }
    let tooltip = DOTWriter.tooltip(text)
    guard let tip = unquoted(tooltip) else { fail("DOT tooltip ends early", text, tooltip) }
    if expands(unescapedOnce(tip), "NGETHL") {
      fail("DOT tooltip holds a Graphviz escape", text, tooltip)
    }
    // Each kept scalar is written in at most five (`&amp;`), the quotes around them.
    if tooltip.unicodeScalars.count > 5 * DOTWriter.tooltipLimit + 2 {
      fail("DOT tooltip is not cut", text, tooltip)
    }
    let html = DOTWriter.html(text)
    if html.unicodeScalars.contains(where: { "<>\"\n\r".unicodeScalars.contains($0) }) {
      fail("HTML-like label holds markup", text, html)
    }
    if stripped(html, from: "&").unicodeScalars.contains("&") {
      fail("HTML-like label holds a raw &", text, html)
    }
    if expands(html, "NGETH") { fail("HTML-like label holds a Graphviz escape", text, html) }
  }

  /// `text` without its `&name;` and `&#…;` references.
  static func stripped(_ text: String, from start: Unicode.Scalar) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == start {
        var end = index + 1
        while end < scalars.count, scalars[end].isASCII,
          scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
            || scalars[end] == "#"
        {
          end += 1
        }
        if end > index + 1, end < scalars.count, scalars[end] == ";" {
          index = end + 1
          continue
        }
      }
      out.append(scalars[index])
      index += 1
    }
    return String(out)
  }

  /// The step-through page's text: ASCII, no markup, and no reference to a character HTML
  /// reads as another or XML forbids.
  static func checkHTML(_ text: String) {
    let out = HTMLText.escape(text)
    if !out.unicodeScalars.allSatisfy({ $0.isASCII }) { fail("HTML text is not ASCII", text, out) }
    if stripped(out, from: "&").unicodeScalars.contains(where: {
      "<>&\"'".unicodeScalars.contains($0)
    }) {
      fail("HTML text holds markup", text, out)
    }
    for reference in out.split(separator: "&").dropFirst() where reference.hasPrefix("#x") {
      let hex = reference.dropFirst(2).prefix { $0 != ";" }
      guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        fail("HTML text holds a broken reference", text, out)
      }
      if VisibleText.needsEscape(scalar) { fail("HTML text refers to U+\(hex)", text, out) }
    }
  }

  /// JUnit XML: only characters XML 1.0 allows, and no markup.
  static func checkXML(_ text: String) {
    let out = JUnitReport.escaped(text)
    for scalar in out.unicodeScalars {
      let value = scalar.value
      let allowed =
        value == 0x9 || value == 0xA || (0x20...0xD7FF).contains(value)
        || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
      if !allowed { fail("XML text holds U+\(String(value, radix: 16))", text, out) }
    }
    if stripped(out, from: "&").unicodeScalars.contains(where: {
      "<>&\"".unicodeScalars.contains($0)
    }) {
      fail("XML text holds markup", text, out)
    }
  }

  /// Every distinct string of the golden logs, one seed each, and the attacks issue 14 found.
  static func seeds() -> [[UInt8]] {
    var seen: Set<String> = []
    for path in FuzzSeeds.files(under: "Traces", endingIn: [".jsonl"]) {
      guard let reader = try? LogReader(path: path) else { continue }
      while let record = try? reader.next() {
        for text in strings(of: record) { seen.insert(text) }
      }
    }
    let attacks = [
      "x\"\u{301}]; a -> b [label=<<TABLE><TR><TD HREF='javascript:alert(1)'>x</TD></TR>"
        + "</TABLE>>]", "x;\u{301}p1-)p2: forged", #"A\N B\G C\E D\L E\T F\H \\"#,
      "%getenv('HOME')", "\u{1B}[2J\u{202E}\u{FFFF}",
    ]
    return (seen.sorted() + attacks).map { Array($0.utf8) }
  }

  static func strings(of record: Record) -> [String] {
    switch record {
    case .header(let header): return [header.scenario, header.engine]
    case .participant(let participant): return [participant.id, participant.className]
    case .event(let event):
      switch event.body {
      case .call(let call):
        return [call.caller, call.receiver, call.name.rawValue].compactMap { $0 }
      case .view(let change): return [change.view, change.superview]
      case .gesture(let gesture): return [gesture.kind, gesture.view]
      case .warning(let diagnostic), .note(let diagnostic):
        return [diagnostic.code, diagnostic.message]
      case .release(let release): return [release.participant, release.by].compactMap { $0 }
      case .retained(let retention):
        return [retention.participant, retention.path].compactMap { $0 }
      case .transition: return []
      }
    case .geometry(let geometry):
      if case .set(let set) = geometry { return [set.view] }
      return []
    }
  }

  static let maximumLength = 512

  static let dictionary = [
    "\"", "\\", "\\\"", "\\\\", "\u{301}", ";", "#", "&", "&amp;", "&#37;", "#59;", "<", ">",
    "<U+0025>", "%", "%getenv(", "$", "!", "@", "'", "{", "}", "`", "\\N", "\\G", "\\E", "\\L",
    "\\T", "\\H", "\\l", "\\n", "\\r", "\n", "\r", "\u{1B}", "\u{7}", "\u{85}", "\u{9B}",
    "\u{202E}", "\u{2066}", "\u{2028}", "\u{FFFE}", "\u{FFFF}", "\u{10FFFF}", "😀", "**", "//",
    "--", "==", "__", "~~", "[[", "]]",
  ]
}
