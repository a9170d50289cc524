/// Widths and line breaks of label text, counted in monospace cells.
///
/// Labels are set in a monospace font (DejaVu Sans Mono, which Graphviz's cairo and the SVG
/// viewer both find), so a label's width is its cell count times one advance: the layout knows
/// where every label ends without asking the renderer.
package enum TextMeasure {
  /// How many cells `text` takes: East Asian wide characters and emoji take two, combining
  /// marks and joiners none.
  package static func cells(_ text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += cells(scalar) }
    return total
  }

  package static func cells(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F:
      return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// Breaks `text` into lines of at most `width` cells, at argument boundaries first (after
  /// `, ` and `(`), then after a `:` or a space, and mid-word only when a word alone is too long.
  /// Continuation lines are indented by two spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard cells(text) > width else { return [text] }
    let characters = Array(text)
    var lines: [String] = []
    var start = 0
    let indent = "  "
    while start < characters.count {
      let prefix = lines.isEmpty ? "" : indent
      let room = width - prefix.count
      var used = 0
      var end = start
      var lastBreak: Int?
      while end < characters.count {
        let cost = cells(String(characters[end]))
        if used + cost > room, end > start { break }
        used += cost
        let character = characters[end]
        if character == " " || character == "(" || character == ":" || character == "," {
          lastBreak = end + 1
        }
        end += 1
      }
      if end < characters.count, let lastBreak, lastBreak > start {
        end = lastBreak
      }
      let line = String(characters[start..<end])
      lines.append(prefix + (lines.isEmpty ? line : String(line.drop { $0 == " " })))
      start = end
      while start < characters.count, characters[start] == " " { start += 1 }
    }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `wrap`, keeping at most `maximumLines`; the last kept line ends in `…` when text was cut.
  static func lines(_ text: String, width: Int, maximumLines: Int) -> (
    lines: [String], elided: Bool
  ) {
    let all = wrap(text, width: width)
    guard all.count > maximumLines else { return (all, false) }
    var kept = Array(all.prefix(maximumLines))
    var last = kept[maximumLines - 1]
    while cells(last) + 1 > width, !last.isEmpty { last.removeLast() }
    kept[maximumLines - 1] = last + "…"
    return (kept, true)
  }
}
