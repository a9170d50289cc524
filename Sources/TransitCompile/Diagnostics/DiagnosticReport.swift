import Foundation
import TransitTrace

/// The compiler's errors about a developer's files, shown on their own lines: each with its
/// file, line and column, the line as they wrote it, a caret, and a hint where the cause is
/// known.
///
/// The rewrite keeps every line and column and names the developer's file with
/// `#sourceLocation`, so the compiler's positions are already theirs; the entry point's makers
/// are reported at the scenario line that names the class.
struct DiagnosticReport {
  let sources: DeveloperFiles
  let rewrites: [SourceRewrite]
  let scenarioPath: String
  let classes: [DeveloperClass]

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
      let location = line[..<range.lowerBound].split(
        separator: ":", omittingEmptySubsequences: false)
      let message = String(line[range.upperBound...])
      var error = CompilerError(
        path: String(line[..<range.lowerBound]), line: 0, column: 0, message: message)
      if location.count >= 3, let lineNumber = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1])
      {
        error.path = location.dropLast(2).joined(separator: ":")
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
    var report = ""
    for error in errors {
      report += render(error)
    }
    let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
    return report + "\(count); your files did not compile"
  }

  private func render(_ error: CompilerError) -> String {
    var error = error
    var hint = DiagnosticHints.hint(for: error.message)
    var sourceLine: String?
    if error.path == scenarioPath, let made = classes.first(where: { $0.line == error.line }) {
      error.column = made.column
      sourceLine = Self.line(
        error.line, of: try? String(contentsOfFile: scenarioPath, encoding: .utf8))
      hint = DiagnosticHints.entryPointHint(for: made, message: error.message)
    } else if let index = sources.files.firstIndex(where: { $0.path == error.path }) {
      sourceLine = Self.line(error.line, of: sources.files[index].text)
      if error.message.contains("does not override any"), let sourceLine {
        hint = DiagnosticHints.overrideHint(line: sourceLine)
      }
      let rewrite = rewrites[index]
      if let edit = rewrite.edits.first(where: {
        $0.line == error.line
          && (($0.column)...($0.column + $0.original.utf8.count)).contains(error.column)
      }) {
        hint =
          "Transit rewrote `\(edit.original)` here as `\(edit.replacement)`"
          + (hint.map { "; " + $0 } ?? "")
      } else if let note = rewrite.notes.first(where: { $0.line == error.line }) {
        hint = note.message
      }
    }
    var text =
      "\(VisibleText.escaped(error.path)):\(error.line):\(error.column): error: "
      + VisibleText.escaped(error.message) + "\n"
    if let sourceLine {
      text += "    " + VisibleText.escaped(sourceLine) + "\n"
      text += "    " + Self.caretPrefix(sourceLine, column: error.column) + "^\n"
    }
    if let hint { text += "  hint: \(hint)\n" }
    return text
  }

  /// Line `number` (from 1) of `text`.
  private static func line(_ number: Int, of text: String?) -> String? {
    guard let text, number > 0 else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return number <= lines.count ? String(lines[number - 1].trimmingSuffix("\r")) : nil
  }

  /// Blanks as wide as the part of `line` before the 1-based UTF-8 `column`, keeping tabs.
  private static func caretPrefix(_ line: String, column: Int) -> String {
    let prefix = String(decoding: line.utf8.prefix(max(0, column - 1)), as: UTF8.self)
    return String(VisibleText.escaped(prefix).map { $0 == "\t" ? "\t" : " " })
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self
  }
}
