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
  /// The stand-in modules whose views the documents place (MapKit for a `<mapView>` the app
  /// declares no class for), which the entry point imports to make them.
  let imports: [String]

  init(files: [String], declared: Set<String>) throws {
    var makers: [Maker] = []
    var imports: [String] = []
    var seen: Set<String> = []
    for path in files {
      let index: InterfaceIndex
      do {
        index = try InterfaceIndex(InterfaceDocument(path: path))
      } catch let error as InterfaceBuilderError {
        throw RunError.unusableSource(
          path: "\(error.path):\(error.line):\(error.column)", reason: error.message)
      }
      for custom in index.customClasses {
        // A framework's view the app does not declare is the stand-in's, where one has it.
        let module =
          declared.contains(custom.name) || custom.role != .view
          ? nil : StandInModules.interfaceViewModules[custom.name]
        guard declared.contains(custom.name) || module != nil,
          seen.insert(custom.name).inserted
        else { continue }
        if let module, !imports.contains(module) { imports.append(module) }
        makers.append(
          Maker(
            name: custom.name, path: path, line: custom.line,
            expression: Self.expression(custom.name, custom.role),
            isScene: custom.role == .viewController))
      }
    }
    self.makers = makers
    self.imports = imports
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
