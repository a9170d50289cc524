import Foundation
import TransitInterfaceBuilder

/// The storyboards and nibs `transit run` is given, read and checked before anything compiles
/// (a malformed one is refused with its file, line and column), and the makers the entry point
/// gets for the developer's classes they name.
struct InterfaceClasses {
  /// How the program makes one class a document names: only classes the developer's files
  /// declare, named as plain identifiers, so a document cannot put code into the program.
  struct Maker: Equatable {
    let name: String
    let path: String
    let line: Int
    let expression: String
    /// A view controller's scene in a storyboard: the runner makes it from there.
    var isScene = false
  }

  let makers: [Maker]

  init(files: [String], declared: Set<String>) throws {
    var makers: [Maker] = []
    var seen: Set<String> = []
    for path in files {
      let index: InterfaceIndex
      do {
        index = try InterfaceIndex(InterfaceDocument(path: path))
      } catch let error as InterfaceBuilderError {
        throw RunError.unusableSource(
          path: "\(error.path):\(error.line):\(error.column)", reason: error.message)
      }
      for custom in index.customClasses
      where declared.contains(custom.name) && seen.insert(custom.name).inserted {
        makers.append(
          Maker(
            name: custom.name, path: path, line: custom.line,
            expression: Self.expression(custom.name, custom.role),
            isScene: custom.role == .viewController))
      }
    }
    self.makers = makers
  }

  private static func expression(_ type: String, _ role: InterfaceIndex.Role) -> String {
    switch role {
    case .viewController: ".viewController { \(type)(coder: $0) }"
    case .view, .cell: ".view { \(type)(coder: $0) }"
    case .segue: ".segue { \(type)(identifier: $0, source: $1, destination: $2) }"
    case .object: ".object { \(type)() }"
    case .gestureRecognizer: ".gestureRecognizer { \(type)() }"
    case .layout: ".layout { \(type)() }"
    }
  }
}
