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

  /// The most cells a word may widen a line to. A word (an identifier with the `(`, `:` or `,`
  /// that ends it) wider than the label's columns widens its lines rather than being cut, since
  /// `interactionControllerForDismissa` / `l(using:)` reads as neither; no UIKit name comes near
  /// this bound, which keeps a hostile log's endless word from widening a column without end.
  static let widestWord = 64

  /// How many cells a line needs so no word of `text` is cut, at least `width`: the widest
  /// word, and the two cells a continuation line is indented by, up to `widestWord`.
  static func fittedWidth(_ text: String, width: Int) -> Int {
    let characters = Array(text)
    var widest = 0
    var word = 0
    for index in characters.indices {
      if characters[index] != " " { word += cells(String(characters[index])) }
      if isBreak(characters, after: index) || characters[index] == " " {
        widest = max(widest, word)
        word = 0
      }
    }
    widest = max(widest, word)
    return max(width, min(widest + 2, widestWord))
  }

  /// Whether a line may end after `characters[index]`: after an argument's `(` or `,`, a
  /// label's `:`, or a space, but not inside a closure's `{ … }`.
  static func isBreak(_ characters: [Character], after index: Int) -> Bool {
    switch characters[index] {
    case "(", ":", ",": return true
    case " ":
      let next = characters.index(after: index)
      return (index == 0 || characters[index - 1] != "{")
        && (next == characters.endIndex || characters[next] != "}")
    default: return false
    }
  }

  /// Whether a line ending after `characters[index]` ends at an argument boundary: after `(`
  /// or `, `.
  static func isArgumentBreak(_ characters: [Character], after index: Int) -> Bool {
    switch characters[index] {
    case "(", ",": return true
    case " ": return index > 0 && characters[index - 1] == ","
    default: return false
    }
  }

  /// Breaks `text` into lines of at most `width` cells, at argument boundaries first (after
  /// `, ` and `(`) when one falls in the line's second half, then after a `:` or a space, and
  /// mid-word only when a word alone is wider than `widestWord` (`fittedWidth` gives the width
  /// that cuts none). Continuation lines are indented by two spaces.
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
      var lastArgumentBreak: Int?
      while end < characters.count {
        let cost = cells(String(characters[end]))
        if used + cost > room, end > start { break }
        used += cost
        if isBreak(characters, after: end) { lastBreak = end + 1 }
        if isArgumentBreak(characters, after: end) { lastArgumentBreak = end + 1 }
        end += 1
      }
      if end < characters.count {
        if let lastArgumentBreak, lastArgumentBreak > start + room / 2 {
          end = lastArgumentBreak
        } else if let lastBreak, lastBreak > start {
          end = lastBreak
        }
      }
      let line = String(characters[start..<end])
      lines.append(prefix + (lines.isEmpty ? line : String(line.drop { $0 == " " })))
      start = end
      while start < characters.count, characters[start] == " " { start += 1 }
    }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `wrap` at the width that cuts no word (`fittedWidth`), keeping at most `maximumLines`; the
  /// last kept line ends in `…` when text was cut.
  static func lines(_ text: String, width: Int, maximumLines: Int) -> (
    lines: [String], elided: Bool
  ) {
    let width = fittedWidth(text, width: width)
    let all = wrap(text, width: width)
    guard all.count > maximumLines else { return (all, false) }
    var kept = Array(all.prefix(maximumLines))
    var last = kept[maximumLines - 1]
    while cells(last) + 1 > width, !last.isEmpty { last.removeLast() }
    kept[maximumLines - 1] = last + "…"
    return (kept, true)
  }
}
