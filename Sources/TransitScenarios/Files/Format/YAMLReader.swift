import Foundation
import TransitTrace
import Yams

/// Reads typed values out of a Yams node tree, turning every mismatch into a
/// `ScenarioFileError` at the node's line and column, with what was expected.
struct YAMLReader {
  let path: String
  /// The mistakes found so far in entries that were skipped to go on reading.
  let problems = Problems()

  /// The mistakes of one file, kept so that a file with several is refused once, with all of
  /// them, rather than once per mistake; at most `limit` are kept.
  final class Problems {
    static let limit = 20
    private(set) var errors: [ScenarioFileError] = []
    /// How many were found past `limit`.
    private(set) var dropped = 0

    func record(_ error: ScenarioFileError) {
      if errors.count < Self.limit { errors.append(error) } else { dropped += 1 }
    }

    /// The first mistake, carrying the others; nil when there were none.
    var combined: ScenarioFileError? {
      guard var first = errors.first else { return nil }
      first.more = Array(errors.dropFirst())
      first.unlisted = dropped
      return first
    }
  }

  /// `body` of each item; an item whose `body` finds a mistake is recorded and left out, so the
  /// items after it are still read and their mistakes reported too.
  func each<Item, Result>(_ items: [Item], _ body: (Item) throws -> Result) throws -> [Result] {
    var results: [Result] = []
    for item in items {
      do {
        results.append(try body(item))
      } catch let error as ScenarioFileError {
        problems.record(error)
      }
    }
    return results
  }

  func error(_ node: Node?, _ message: String) -> ScenarioFileError {
    let mark = node?.mark
    return ScenarioFileError(
      path: path, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
  }

  func position(_ node: Node) -> ScenarioFile.Position {
    ScenarioFile.Position(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
  }

  /// A mapping's entries in file order, with keys checked against `allowed`.
  func mapping(_ node: Node, _ what: String, allowed: [String]? = nil) throws -> [(
    key: String, keyNode: Node, value: Node
  )] {
    guard case .mapping(let mapping) = node else {
      throw error(node, "\(what) must be a mapping of keys to values, found \(describe(node))")
    }
    var entries: [(key: String, keyNode: Node, value: Node)] = []
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode else {
        throw error(keyNode, "keys in \(what) must be names, found \(describe(keyNode))")
      }
      if let allowed, !allowed.contains(scalar.string) {
        throw error(
          keyNode,
          "unknown key \(Self.quoted(scalar.string)) in \(what); expected one of: "
            + allowed.joined(separator: ", "))
      }
      entries.append((scalar.string, keyNode, value))
    }
    return entries
  }

  /// A name, with where it is written.
  func ref(_ node: Node, _ what: String) throws -> ScenarioFile.Ref {
    ScenarioFile.Ref(name: try name(node, what), position: position(node))
  }

  func sequence(_ node: Node, _ what: String) throws -> [Node] {
    guard case .sequence(let sequence) = node else {
      throw error(node, "\(what) must be a list, found \(describe(node))")
    }
    return Array(sequence)
  }

  func string(_ node: Node, _ what: String) throws -> String {
    guard case .scalar(let scalar) = node, scalar.tag != .init(.null) || scalar.style != .plain
    else {
      throw error(node, "\(what) must be a name or text, found \(describe(node))")
    }
    return scalar.string
  }

  /// A Swift-identifier-like name: letters, digits, `_` and `.`.
  func name(_ node: Node, _ what: String) throws -> String {
    let text = try string(node, what)
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_."))
    guard !text.isEmpty, text.unicodeScalars.allSatisfy(allowed.contains),
      text.first?.isNumber == false
    else {
      throw error(node, "\(what) must be a name like SlideAnimator, found \(Self.quoted(text))")
    }
    try checkLength(text, node, what)
    return text
  }

  /// A scenario's name, which also names its log (`Traces/NAME.jsonl`): letters, digits, `-`,
  /// `_` and `.`, starting with a letter or digit, as the built-in scenarios' names are. So it
  /// can never name a folder, or climb out of one with `..`.
  func scenarioName(_ node: Node) throws -> String {
    let text = try string(node, "scenario")
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
    guard let first = text.unicodeScalars.first, CharacterSet.alphanumerics.contains(first),
      text.unicodeScalars.allSatisfy(allowed.contains)
    else {
      throw error(
        node,
        "scenario must be a name like my-transition: letters, digits, '-', '_' and '.', "
          + "starting with a letter or digit; found \(Self.quoted(text))")
    }
    try checkLength(text, node, "scenario")
    return text
  }

  /// Every finite number.
  static let any = -Double.infinity ... .infinity

  /// A finite number within `range`; the error names both ends of a bounded range.
  func number(_ node: Node, _ what: String, in range: ClosedRange<Double> = Self.any) throws
    -> Double
  {
    guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite
    else {
      throw error(node, "\(what) must be a number, found \(describe(node))")
    }
    guard range.contains(value) else {
      throw error(
        node, "\(what) must be \(Self.describe(range)), found \(VisibleText.excerpt(scalar.string))"
      )
    }
    return value
  }

  /// A whole number within `range`.
  func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) throws -> Int {
    guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
      throw error(node, "\(what) must be a whole number, found \(describe(node))")
    }
    guard range.contains(value) else {
      let bounds =
        range.upperBound == .max
        ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
      throw error(node, "\(what) must be \(bounds), found \(value)")
    }
    return value
  }

  /// `at least 0`, `at most 1`, `from 0 to 86400`.
  private static func describe(_ range: ClosedRange<Double>) -> String {
    switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
    case (true, true):
      return "from \(JSONNumber.format(range.lowerBound)) to \(JSONNumber.format(range.upperBound))"
    case (true, false): return "at least \(JSONNumber.format(range.lowerBound))"
    case (false, true): return "at most \(JSONNumber.format(range.upperBound))"
    case (false, false): return "a number"
    }
  }

  func bool(_ node: Node, _ what: String) throws -> Bool {
    guard case .scalar(let scalar) = node else {
      throw error(node, "\(what) must be true or false, found \(describe(node))")
    }
    switch scalar.string {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error(node, "\(what) must be true or false, found \(Self.quoted(scalar.string))")
    }
  }

  /// One of a fixed set of words.
  func choice<T>(_ node: Node, _ what: String, _ options: [(String, T)]) throws -> T {
    let text = try string(node, what)
    guard let match = options.first(where: { $0.0 == text }) else {
      // `.custom` is how Swift writes the case; the file names it without the dot.
      if text.hasPrefix("."), options.contains(where: { $0.0 == text.dropFirst() }) {
        throw error(
          node, "\(what) is written without the dot here: '\(text.dropFirst())', not '\(text)'")
      }
      throw error(
        node,
        "\(what) must be one of: " + options.map(\.0).joined(separator: ", ")
          + "; found \(Self.quoted(text))")
    }
    return match.1
  }

  /// `[x, y]`, each any finite number.
  func point(_ node: Node, _ what: String) throws -> CGPoint {
    let values = try numbers(
      node, what, shape: "[x, y]", parts: [("x", Self.any), ("y", Self.any)])
    return CGPoint(x: values[0], y: values[1])
  }

  /// `[x, y, width, height]`; a width or height below 0 describes no rectangle UIKit draws.
  func rect(_ node: Node, _ what: String) throws -> CGRect {
    let size = 0...Double.infinity
    let values = try numbers(
      node, what, shape: "[x, y, width, height]",
      parts: [("x", Self.any), ("y", Self.any), ("width", size), ("height", size)])
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  private func numbers(
    _ node: Node, _ what: String, shape: String,
    parts: [(name: String, range: ClosedRange<Double>)]
  ) throws -> [Double] {
    guard case .sequence(let sequence) = node, sequence.count == parts.count else {
      if case .sequence(let sequence) = node {
        throw error(node, "\(what) must be \(shape), found a list of \(sequence.count)")
      }
      throw error(node, "\(what) must be \(shape), found \(describe(node))")
    }
    return try zip(sequence, parts).map { element, part in
      try number(element, "the \(part.name) of \(what)", in: part.range)
    }
  }

  /// Text from the file as an error quotes it: in single quotes, control characters escaped,
  /// and cut after 40 characters, so an error never carries more of a file than it takes to
  /// find the spot (the file may not be the one the user meant to name).
  static func quoted(_ text: String) -> String {
    VisibleText.quoted(text, quote: "'")
  }

  /// Refuses a name longer than `ScenarioFile.maximumNameLength`.
  private func checkLength(_ text: String, _ node: Node, _ what: String) throws {
    guard text.count > ScenarioFile.maximumNameLength else { return }
    throw error(
      node,
      "\(what) is longer than \(ScenarioFile.maximumNameLength) characters: "
        + Self.quoted(text))
  }

  /// How a node reads in an error: `'fast'`, `a list`, `a mapping`, `nothing`.
  func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      if scalar.string.isEmpty || (scalar.tag == .init(.null) && scalar.style == .plain) {
        return "nothing"
      }
      return Self.quoted(scalar.string)
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    }
  }
}
