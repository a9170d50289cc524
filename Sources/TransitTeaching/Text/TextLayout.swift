/// Lines for a terminal of a fixed width: text from a log made safe to print, measured in
/// monospace cells, and wrapped at spaces with a hanging indent.
enum TextLayout {
  /// Joins words that must stay on one line, such as `(In full at seq 22.)`: `wrap` treats it
  /// as part of a word and prints it as a space. A private-use scalar, which `visible` escapes,
  /// so no text from a log can carry it.
  static let glue: Character = "\u{E000}"

  /// `text` with its spaces turned into `glue`, so `wrap` never breaks it.
  static func glued(_ text: String) -> String {
    String(text.map { $0 == " " ? glue : $0 })
  }

  /// Text from a log with every control character written as a Swift escape (`\n`,
  /// `\u{1B}`), so a hand-written log cannot move the cursor or change the terminal's colours.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xE000
  }

  /// How many cells `text` takes: East Asian wide characters and emoji two, combining marks none.
  static func cells(_ text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F:
        break
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
        0x1F000...0x1FAFF, 0x20000...0x3FFFD:
        total += 2
      default:
        total += 1
      }
    }
    return total
  }

  /// `text` broken at spaces into lines of at most `width` cells: the first starts with
  /// `first`, the others with `rest`. A word longer than a whole line is cut, so no line is
  /// ever wider than `width`.
  static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for piece in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(piece)
      let gap = lineHasWord ? 1 : 0
      if cells(line) + gap + cells(word) <= width {
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
      while cells(line) + cells(word) > width {
        let part = fitting(word, cells: max(width - cells(line), 1))
        lines.append(line + part)
        word = word.dropFirst(part.count)
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
      let width = cells(word[index...index])
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
    guard cells(text) > width else { return text }
    var result = ""
    for character in text {
      if cells(result) + cells(String(character)) > width - 1 { break }
      result.append(character)
    }
    return result + "…"
  }

  /// `text` padded with spaces to `width` cells.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - cells(text)))
  }
}
