/// The app's own launch classes, for a scenario that names no root: the app delegate (a class
/// of the app's files conforming to `UIApplicationDelegate`, the one marked `@main` or
/// `@UIApplicationMain` when several are) and the window scene's delegate (a class conforming
/// to `UIWindowSceneDelegate`), each with the file and line that declare it.
package struct LaunchClasses: Sendable, Equatable {
  package struct Declared: Sendable, Equatable {
    package let name: String
    package let path: String
    package let line: Int

    package init(name: String, path: String, line: Int) {
      self.name = name
      self.path = path
      self.line = line
    }
  }

  package let appDelegate: Declared
  package let sceneDelegate: Declared?

  /// Finds them among `declared`, the classes of the app's files (with their paths); throws
  /// `RunError.unusableSource` at the scenario's first line when there is no app delegate, or
  /// no way to tell which of several it is.
  package init(
    declared: [(path: String, declaration: SourceRewrite.ClassDeclaration)], scenarioPath: String
  ) throws {
    func conforming(_ proto: String) -> [Declared] {
      declared.filter { $0.declaration.inherited.contains(proto) }.map {
        Declared(name: $0.declaration.name, path: $0.path, line: $0.declaration.line)
      }
    }
    func fail(_ reason: String) -> RunError {
      RunError.unusableSource(path: "\(scenarioPath):1:1", reason: reason)
    }
    let delegates = conforming("UIApplicationDelegate")
    let marked = declared.filter {
      $0.declaration.isEntryPoint && $0.declaration.inherited.contains("UIApplicationDelegate")
    }.map(\.declaration.name)
    guard !delegates.isEmpty else {
      throw fail(
        "no view controller has 'root: true', and no class of your app's files conforms to "
          + "UIApplicationDelegate to launch the app: name the first screen with "
          + "{swift: true, root: true}")
    }
    if delegates.count == 1 {
      appDelegate = delegates[0]
    } else if marked.count == 1, let chosen = delegates.first(where: { $0.name == marked[0] }) {
      appDelegate = chosen
    } else {
      throw fail(
        "no view controller has 'root: true', and the app's files declare several app "
          + "delegates (" + delegates.map(\.name).joined(separator: ", ")
          + "), none of them alone marked @main or @UIApplicationMain: give only one app's "
          + "files, or name the first screen with {swift: true, root: true}")
    }
    let scenes = conforming("UIWindowSceneDelegate")
    guard scenes.count <= 1 else {
      throw fail(
        "the app's files declare several window scene delegates ("
          + scenes.map(\.name).joined(separator: ", ")
          + "); Transit's app has one scene: give only one app's files")
    }
    sceneDelegate = scenes.first
  }

  /// The makers the generated entry point hands the runner, each under a `#sourceLocation` of
  /// the class it makes, so a class that cannot be made with `init()` is reported there.
  var makers: String {
    var text = ""
    for (kind, declared) in [("UIApplicationDelegate", appDelegate)]
      + (sceneDelegate.map { [("UIWindowSceneDelegate", $0)] } ?? [])
    {
      text += "#sourceLocation(file: \(SourceRewrite.stringLiteral(declared.path)), "
      text += "line: \(declared.line))\n"
      text += "@MainActor private func transitMake\(kind)() -> \(kind) { \(declared.name)() }\n"
      text += "#sourceLocation()\n"
    }
    return text
  }

  /// The runner's argument that launches the app with them.
  var argument: String {
    "launching: [.appDelegate(transitMakeUIApplicationDelegate)"
      + (sceneDelegate == nil ? "" : ", .sceneDelegate(transitMakeUIWindowSceneDelegate)") + "]"
  }
}
