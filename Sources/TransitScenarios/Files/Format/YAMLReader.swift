import Foundation
import Yams

/// Reads typed values out of a Yams node tree, turning every mismatch into a
/// `ScenarioFileError` at the node's line and column, with what was expected.
struct YAMLReader {
  let path: String

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
          "unknown key '\(scalar.string)' in \(what); expected one of: "
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
      throw error(node, "\(what) must be a name like SlideAnimator, found '\(text)'")
    }
    return text
  }

  func number(_ node: Node, _ what: String, atLeast minimum: Double? = nil) throws -> Double {
    guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite
    else {
      throw error(node, "\(what) must be a number, found \(describe(node))")
    }
    if let minimum, value < minimum {
      throw error(
        node, "\(what) must be at least \(JSONLike.format(minimum)), found \(scalar.string)")
    }
    return value
  }

  func integer(_ node: Node, _ what: String, atLeast minimum: Int) throws -> Int {
    guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
      throw error(node, "\(what) must be a whole number, found \(describe(node))")
    }
    guard value >= minimum else {
      throw error(node, "\(what) must be at least \(minimum), found \(value)")
    }
    return value
  }

  func bool(_ node: Node, _ what: String) throws -> Bool {
    guard case .scalar(let scalar) = node else {
      throw error(node, "\(what) must be true or false, found \(describe(node))")
    }
    switch scalar.string {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error(node, "\(what) must be true or false, found '\(scalar.string)'")
    }
  }

  /// One of a fixed set of words.
  func choice<T>(_ node: Node, _ what: String, _ options: [(String, T)]) throws -> T {
    let text = try string(node, what)
    guard let match = options.first(where: { $0.0 == text }) else {
      throw error(
        node,
        "\(what) must be one of: " + options.map(\.0).joined(separator: ", ")
          + "; found '\(text)'")
    }
    return match.1
  }

  /// `[x, y]`.
  func point(_ node: Node, _ what: String) throws -> CGPoint {
    let values = try numbers(node, what, count: 2, shape: "[x, y]")
    return CGPoint(x: values[0], y: values[1])
  }

  /// `[x, y, width, height]`.
  func rect(_ node: Node, _ what: String) throws -> CGRect {
    let values = try numbers(node, what, count: 4, shape: "[x, y, width, height]")
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  private func numbers(_ node: Node, _ what: String, count: Int, shape: String) throws -> [Double] {
    guard case .sequence(let sequence) = node, sequence.count == count else {
      if case .sequence(let sequence) = node {
        throw error(node, "\(what) must be \(shape), found a list of \(sequence.count)")
      }
      throw error(node, "\(what) must be \(shape), found \(describe(node))")
    }
    return try sequence.map { try number($0, "each number of \(what)") }
  }

  /// How a node reads in an error: `'fast'`, `a list`, `a mapping`, `nothing`.
  func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      if scalar.string.isEmpty || (scalar.tag == .init(.null) && scalar.style == .plain) {
        return "nothing"
      }
      return "'\(scalar.string)'"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    }
  }
}

/// Numbers in messages, without a trailing `.0`.
enum JSONLike {
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
