/// Console text that cannot be imported, located by file, line and column.
///
/// Reads `path:line:column: message`, as the log reader's errors do. Few texts are refused: a
/// line that names no call is an app's print, not a mistake. What is refused is text that is
/// no console output at all (binary data, UTF-16), output of `log show --style json` (one JSON
/// array over many lines; `--style ndjson` is what the importer reads), a Transit log (which
/// needs no import), and a console with no lifecycle call in it, since a check of nothing would
/// pass.
package struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
  package enum Kind: String, Sendable, Hashable {
    /// The file could not be read.
    case io
    /// A NUL byte or a UTF-16 byte order mark: not text.
    case notText
    /// `log show --style json` output.
    case jsonArray
    /// Already a Transit log.
    case transitLog
    /// No line names a lifecycle call or a UIKit warning.
    case nothingToImport
    /// The log could not be written.
    case output
  }

  package var kind: Kind
  package var path: String
  /// 1-based; 0 when the problem has no position.
  package var line: Int
  package var column: Int
  package var message: String

  package init(kind: Kind, path: String, line: Int, column: Int, message: String) {
    self.kind = kind
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  package var description: String {
    guard line > 0 else { return "\(path): \(message)" }
    return "\(path):\(line):\(column): \(message)"
  }
}
