import TransitReporter

/// Lines for a terminal of a fixed width, wrapped at spaces with a hanging indent, cut or padded,
/// measured in monospace cells as the diagrams measure them (`TextMeasure`). Text from a log is
/// made safe to print by `VisibleText` before it gets here.
enum TextLayout {
  /// Joins words that must stay on one line, such as `(In full at seq 22.)`: `wrap` treats it
  /// as part of a word and prints it as a space. A noncharacter, which `VisibleText` escapes,
  /// so no text from a log can carry it.
  static let glue: Character = "\u{FFFF}"

  /// `text` with its spaces turned into `glue`, so `wrap` never breaks it.
  static func glued(_ text: String) -> String {
    String(text.map { $0 == " " ? glue : $0 })
  }

  /// `text` broken at spaces into lines of at most `width` cells: the first starts with
  /// `first`, the others with `rest`. A word longer than a whole line is cut, so no line is
  /// ever wider than `width`. A closure drawn as `{ … }` stays whole.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    let text = text.replacing(RowText.closure, with: glued(RowText.closure))
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for piece in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(piece)
      // Counted once: a word as long as a whole log line is cut into many lines, and counting
      // what is left of it for each would take time growing with its square.
      var wordCells = TextMeasure.cells(word)
      let gap = lineHasWord ? 1 : 0
      if TextMeasure.cells(line) + gap + wordCells <= width {
        line += (lineHasWord ? " " : "") + word
        lineHasWord = true
        continue
      }
      if lineHasWord {
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      // A word wider than a fresh line is cut into pieces that fit.
      while TextMeasure.cells(line) + wordCells > width {
        let part = fitting(word, cells: max(width - TextMeasure.cells(line), 1))
        lines.append(line + part)
        word = word[part.endIndex...]
        wordCells -= TextMeasure.cells(part)
        line = rest
      }
      if !word.isEmpty {
        line += word
        lineHasWord = true
      }
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines.map { trimmingTrailingSpaces(String($0.map { $0 == glue ? " " : $0 })) }
  }

  /// The longest prefix of `word` that fits in `cells` cells, ending after a `:`, `,` or `(`
  /// when one is in it (a Swift signature breaks between its labels), and at least one
  /// character long.
  private static func fitting(_ word: Substring, cells limit: Int) -> Substring {
    var used = 0
    var end = word.startIndex
    var lastBreak: String.Index?
    for index in word.indices {
      let width = TextMeasure.cells(word[index...index])
      if used + width > limit, end > word.startIndex { break }
      used += width
      end = word.index(after: index)
      if ":,(".contains(word[index]) { lastBreak = end }
    }
    if end < word.endIndex, let lastBreak { return word[..<lastBreak] }
    return word[..<end]
  }

  static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }

  /// `text` cut to `width` cells, ending in `…` when it was cut.
  static func truncated(_ text: String, to width: Int) -> String {
    guard TextMeasure.cells(text) > width else { return text }
    var result = ""
    for character in text {
      if TextMeasure.cells(result) + TextMeasure.cells(String(character)) > width - 1 { break }
      result.append(character)
    }
    return result + "…"
  }

  /// `text` padded with spaces to `width` cells.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - TextMeasure.cells(text)))
  }
}
