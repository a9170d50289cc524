import TransitTrace

/// A problem with a scenario file, at a place in it: `my.yaml:14:7: unknown key 'duraton'…`.
///
/// Lines and columns are 1-based, and a column counts Unicode scalars, as Yams and
/// `LogReadError` do. A file that cannot be opened or read has no position (`line` and `column`
/// are 0) and reads `my.yaml: cannot open: No such file or directory`.
package struct ScenarioFileError: Error, CustomStringConvertible, Sendable, Equatable {
  package var path: String
  /// The 1-based line, or 0 when the problem has no position.
  package var line: Int
  /// The 1-based column in Unicode scalars, or 0 when the problem has no position.
  package var column: Int
  package var message: String
  /// The file's other mistakes, after this one, when the file has several.
  package var more: [ScenarioFileError] = []
  /// How many more mistakes were found than are listed in `more`.
  package var unlisted = 0

  package init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: message`, or `path: message` when the problem has no position; one
  /// line per mistake when the file has several.
  package var description: String {
    var lines = ([self] + more).map(\.place)
    if unlisted > 0 { lines.append("… and \(unlisted) more") }
    return lines.joined(separator: "\n")
  }

  /// This one mistake: `path:line:column: message`.
  private var place: String {
    let path = VisibleText.escaped(path)
    guard line > 0 else { return "\(path): \(message)" }
    return "\(path):\(line):\(column): \(message)"
  }
}
