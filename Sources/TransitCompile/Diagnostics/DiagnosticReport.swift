import Foundation
import TransitTrace

/// The compiler's errors about a developer's files, shown on their own lines: each with its
/// file, line and column, the line as they wrote it, a caret, and a hint where the cause is
/// known.
///
/// The rewrite keeps every line and column and names the developer's file with
/// `#sourceLocation`, so the compiler's positions are already theirs; the entry point's makers
/// are reported at the scenario line that names the class.
///
/// The compiler's output is read in one pass, and each error is looked up in tables made once
/// (the files by path, each file's lines, its edits and notes by line), so the report takes
/// time in proportion to the output and the files, however many errors there are. A source
/// line is shown at most `shownLine` columns wide around the error.
struct DiagnosticReport {
  let rewrites: [SourceRewrite]
  let scenarioPath: String
  /// The files by path, with their lines.
  private let files: [String: Int]
  private let lines: [Lines]
  /// The classes the scenario names, by the scenario line that names them.
  private let classes: [Int: DeveloperClass]
  /// The edits and first note of each file, by line.
  private let edits: [[Int: [SourceRewrite.Edit]]]
  private let notes: [[Int: SourceRewrite.Note]]

  /// The widest part of a source line shown, in UTF-8 bytes, so that a line of a megabyte with
  /// a thousand errors is not printed a thousand times.
  static let shownLine = 240

  init(
    sources: DeveloperFiles, rewrites: [SourceRewrite], scenarioPath: String,
    classes: [DeveloperClass]
  ) {
    self.rewrites = rewrites
    self.scenarioPath = scenarioPath
    var files: [String: Int] = [:]
    for (index, file) in sources.files.enumerated() where files[file.path] == nil {
      files[file.path] = index
    }
    self.files = files
    lines = sources.files.map { Lines($0.text) }
    var byLine: [Int: DeveloperClass] = [:]
    for made in classes where byLine[made.line] == nil { byLine[made.line] = made }
    self.classes = byLine
    edits = rewrites.map { Dictionary(grouping: $0.edits, by: \.line) }
    notes = rewrites.map { rewrite in
      var first: [Int: SourceRewrite.Note] = [:]
      for note in rewrite.notes where first[note.line] == nil { first[note.line] = note }
      return first
    }
  }

  /// One `path:line:column: error: message` line of the compiler's output.
  struct CompilerError: Hashable {
    var path: String
    var line: Int
    var column: Int
    var message: String
  }

  /// The errors in `compilerOutput`, in the order the compiler gave them, each once.
  static func errors(in compilerOutput: String) -> [CompilerError] {
    var seen: Set<CompilerError> = []
    var errors: [CompilerError] = []
    for line in compilerOutput.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let range = line.range(of: ": error: ") else { continue }
      let location = line[..<range.lowerBound]
      var error = CompilerError(
        path: String(location), line: 0, column: 0, message: String(line[range.upperBound...]))
      // `path:line:column`, the path itself possibly holding colons.
      if let columnColon = location.lastIndex(of: ":"),
        let column = Int(location[location.index(after: columnColon)...]),
        let lineColon = location[..<columnColon].lastIndex(of: ":"),
        let lineNumber = Int(location[location.index(after: lineColon)..<columnColon])
      {
        error.path = String(location[..<lineColon])
        error.line = lineNumber
        error.column = column
      }
      if seen.insert(error).inserted { errors.append(error) }
    }
    return errors
  }

  /// The report for `compilerOutput`; when it holds no error line (a linker failure, a crash of
  /// the compiler), its own text, escaped.
  func render(compilerOutput: String) -> String {
    let errors = Self.errors(in: compilerOutput)
    guard !errors.isEmpty else {
      return "your files did not compile:\n"
        + compilerOutput.split(separator: "\n").map { VisibleText.escaped(String($0)) }
        .joined(separator: "\n")
    }
    let scenario =
      errors.contains { $0.path == scenarioPath && classes[$0.line] != nil }
      ? Lines((try? String(contentsOfFile: scenarioPath, encoding: .utf8)) ?? "") : nil
    var report = ""
    for error in errors {
      report += render(error, scenario: scenario)
    }
    let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
    return report + "\(count); your files did not compile"
  }

  private func render(_ error: CompilerError, scenario: Lines?) -> String {
    var error = error
    var hint = DiagnosticHints.hint(for: error.message)
    var sourceLine: Substring?
    if error.path == scenarioPath, let made = classes[error.line] {
      error.column = made.column
      sourceLine = scenario?.line(error.line)
      hint = DiagnosticHints.entryPointHint(for: made, message: error.message)
    } else if let index = files[error.path] {
      sourceLine = lines[index].line(error.line)
      if error.message.contains("does not override any"), let sourceLine {
        hint = DiagnosticHints.overrideHint(line: String(sourceLine.prefix(Self.shownLine)))
      }
      if let edit = edits[index][error.line]?.first(where: {
        ($0.column...($0.column + $0.original.utf8.count)).contains(error.column)
      }) {
        hint =
          "Transit rewrote `\(edit.original)` here as `\(edit.replacement)`"
          + (hint.map { "; " + $0 } ?? "")
      } else if let note = notes[index][error.line] {
        hint = note.message
      }
    }
    // Only a file compiled is named: a line of another path (a copy in the cache, `<unknown>`,
    // or one an `#error` message forged with a line break) keeps its message alone.
    let named = error.path == scenarioPath || files[error.path] != nil
    var text =
      (named ? "\(VisibleText.escaped(error.path)):\(error.line):\(error.column): " : "")
      + "error: " + VisibleText.escaped(error.message) + "\n"
    if let sourceLine {
      let (shown, caret) = Self.window(sourceLine, column: error.column)
      text += "    " + VisibleText.escaped(shown) + "\n"
      text += "    " + caret + "^\n"
    }
    if let hint { text += "  hint: \(hint)\n" }
    return text
  }

  /// The part of `line` shown, at most `shownLine` bytes around the 1-based UTF-8 `column`
  /// (cut between Unicode scalars, with `…` where it was cut), and the blanks that put a caret
  /// under the column in the line as shown.
  static func window(_ line: Substring, column: Int) -> (shown: String, caret: String) {
    let bytes = line.utf8
    let count = bytes.count
    let offset = min(max(0, column - 1), count)
    var from = 0
    var to = count
    if count > shownLine {
      from = max(0, min(offset - shownLine / 2, count - shownLine))
      to = from + shownLine
    }
    /// The scalar boundary at or before byte `at`.
    func boundary(_ at: Int) -> Substring.UTF8View.Index {
      var index = bytes.index(bytes.startIndex, offsetBy: at)
      while index > bytes.startIndex, index < bytes.endIndex, bytes[index] & 0xC0 == 0x80 {
        index = bytes.index(before: index)
      }
      return index
    }
    let start = boundary(from)
    let end = boundary(to)
    let caretAt = boundary(min(max(offset, from), to))
    let lead = start > bytes.startIndex ? "…" : ""
    let shown =
      lead + String(decoding: bytes[start..<end], as: UTF8.self)
      + (end < bytes.endIndex ? "…" : "")
    let before = lead + VisibleText.escaped(String(decoding: bytes[start..<caretAt], as: UTF8.self))
    return (shown, String(repeating: " ", count: before.count))
  }
}

/// A text's lines, found once, for looking up one line at a time.
private struct Lines {
  let text: String
  /// Where each line starts.
  let starts: [String.Index]

  init(_ text: String) {
    self.text = text
    var starts = [text.startIndex]
    var index = text.utf8.startIndex
    while let newline = text.utf8[index...].firstIndex(of: 0x0A) {
      index = text.utf8.index(after: newline)
      starts.append(index)
    }
    self.starts = starts
  }

  /// Line `number` (from 1), without its line break.
  func line(_ number: Int) -> Substring? {
    guard number > 0, number <= starts.count else { return nil }
    let start = starts[number - 1]
    var end = number < starts.count ? text.utf8.index(before: starts[number]) : text.endIndex
    if end > start, text.utf8[text.utf8.index(before: end)] == 0x0D {
      end = text.utf8.index(before: end)
    }
    return text[start..<end]
  }
}
