import Foundation

/// A path `transit run` is given, with the module its files make: `Source:DeckTransition` puts
/// the library's folder in a module of that name, so a sample that writes
/// `import DeckTransition` compiles as on iOS; a plain path's files are the app's own.
///
/// A path that exists as written is plain, even with a colon in its name; otherwise the part
/// after the last colon names the module, and must be a Swift identifier other than the names
/// Transit's own modules take.
package struct ModulePath: Sendable, Equatable {
  let path: String
  let module: String?

  /// Module names a library cannot take: Transit's own, those it generates or answers with the
  /// SDK's, the system's, and the app's.
  static let reserved = Set(
    Runtime.targets + StandInModules.iOSNames + StandInModules.emptyNames + [
      "Foundation", "FoundationNetworking", "Swift", "Dispatch", ProgramBuild.appModule,
    ])

  init(_ argument: String) throws {
    guard !FileManager.default.fileExists(atPath: argument),
      let colon = argument.lastIndex(of: ":")
    else {
      path = argument
      module = nil
      return
    }
    let name = String(argument[argument.index(after: colon)...])
    let folder = String(argument[..<colon])
    guard Self.isIdentifier(name) else {
      throw RunError.unusableSource(
        path: argument,
        reason:
          "no such file or folder; to name a module, write PATH:Module with Module a Swift "
          + "identifier")
    }
    guard !Self.reserved.contains(name) else {
      throw RunError.unusableSource(
        path: argument, reason: "'\(name)' is a module Transit already has; name the library's")
    }
    path = folder
    module = name
  }

  package static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || CharacterSet.letters.contains(first)
    else { return false }
    return name.allSatisfy(\.isASCII)
      && name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
  }
}
