import Foundation
import Yams

// Yams' errors as located `ScenarioFileError`s.
extension ScenarioFile {
  /// `error`, which Yams threw composing `text`, at its line and column.
  static func positioned(_ error: YamlError, text: String, path: String) -> ScenarioFileError {
    func located(_ position: Position, _ message: String) -> ScenarioFileError {
      ScenarioFileError(
        path: path, line: position.line, column: position.column, message: message)
    }
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return located(Position(mark), "invalid YAML: \(problem)")
    case .reader(let problem, let offset, _, _):
      // Yams gives the offset in characters of `text`.
      let index = offset.flatMap {
        text.index(text.startIndex, offsetBy: $0, limitedBy: text.endIndex)
      }
      let byte = index.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0
      return located(position(ofByte: byte, in: text.utf8), "invalid YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = duplicates.first ?? ""
      let first = Position(context.mark)
      guard let second = secondKey(key, firstAt: first, in: text) else {
        return located(
          first, "the key \(YAMLReader.quoted(key)) appears more than once in this mapping")
      }
      return located(
        second,
        "the key \(YAMLReader.quoted(key)) is already given at \(first.line):\(first.column); "
          + "a mapping names each key once")
    default:
      return ScenarioFileError(path: path, line: 0, column: 0, message: "invalid YAML: \(error)")
    }
  }

  /// Where `key` is given again in the mapping whose first `key` is at `first`; Yams reports
  /// only the first. The text is composed again with that first key's first scalar swapped for
  /// a private-use one, which keeps every line and column, so the mapping then composes (or
  /// reports its next duplicate, the second `key`) and the second key carries its own mark.
  private static func secondKey(_ key: String, firstAt first: Position, in text: String)
    -> Position?
  {
    var scalars = text.unicodeScalars
    guard let keyStart = key.unicodeScalars.first,
      var index = scalarIndex(of: first, in: scalars)
    else { return nil }
    if scalars[index] == "\"" || scalars[index] == "'" { index = scalars.index(after: index) }
    guard index < scalars.endIndex, scalars[index] == keyStart else { return nil }
    let standIn: Unicode.Scalar = keyStart == "\u{E000}" ? "\u{E001}" : "\u{E000}"
    scalars.replaceSubrange(index...index, with: [standIn])
    let renamed = String(standIn) + String(key.unicodeScalars.dropFirst())
    do {
      guard let root = try Yams.compose(yaml: String(scalars)) else { return nil }
      return sibling(of: renamed, at: first, named: key, under: root)
    } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
      let next = Position(context.mark)
      return duplicates.first == key && next != first ? next : nil
    } catch {
      return nil
    }
  }

  /// The first key named `key` in the mapping that holds the key `renamed` at `position`.
  private static func sibling(
    of renamed: String, at position: Position, named key: String, under root: Node
  ) -> Position? {
    // Aliases can make a small file a huge tree; a duplicate is found long before this.
    var budget = 1_000_000
    var pending = [root]
    while let node = pending.popLast(), budget > 0 {
      budget -= 1
      switch node {
      case .mapping(let mapping):
        let keys = mapping.keys
        if keys.contains(where: { $0.string == renamed && $0.mark.map(Position.init) == position }),
          let twin = keys.first(where: { $0.string == key }), let mark = twin.mark
        {
          return Position(mark)
        }
        pending += keys
        pending += mapping.values
      case .sequence(let sequence):
        pending += sequence
      case .scalar, .alias:
        continue
      }
    }
    return nil
  }

  /// The index of the scalar at `position`, counting lines as libyaml does.
  private static func scalarIndex(of position: Position, in scalars: String.UnicodeScalarView)
    -> String.UnicodeScalarView.Index?
  {
    var line = 1
    var column = 1
    var index = scalars.startIndex
    while index < scalars.endIndex {
      if line == position.line && column == position.column { return index }
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if scalar == "\n" || (scalar == "\r" && (next == scalars.endIndex || scalars[next] != "\n")) {
        line += 1
        column = 1
      } else if scalar != "\r" {
        column += 1
      }
      index = next
    }
    return nil
  }
}

extension ScenarioFile.Position {
  init(_ mark: Mark) {
    self.init(line: mark.line, column: mark.column)
  }
}
