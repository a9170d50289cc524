import Testing
import TransitCompile

/// Which of the app's classes launch it when the scenario names no root: the app delegate (the
/// one marked `@main` or `@UIApplicationMain` among several) and the window scene delegate.
@Suite("transit run: the app's launch classes")
struct LaunchClassesTests {
  static func declared(_ files: [String: String]) -> [(
    path: String, declaration: SourceRewrite.ClassDeclaration
  )] {
    files.sorted { $0.key < $1.key }.flatMap { path, text in
      SourceRewrite.classes(in: text).map { (path, $0) }
    }
  }

  @Test("the app delegate and the scene delegate are found by conformance, with their lines")
  func found() throws {
    let launch = try LaunchClasses(
      declared: Self.declared([
        "App.swift": """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """,
        "Scene.swift": """
        import UIKit
        final class SceneDelegate: UIResponder, UIKit.UIWindowSceneDelegate {}
        final class Screen: UIViewController {}
        """,
      ]), scenarioPath: "s.yaml")
    #expect(launch.appDelegate == .init(name: "AppDelegate", path: "App.swift", line: 4))
    #expect(launch.sceneDelegate == .init(name: "SceneDelegate", path: "Scene.swift", line: 2))
  }

  @Test("among several app delegates, the one marked @main is the app's")
  func marked() throws {
    let launch = try LaunchClasses(
      declared: Self.declared([
        "A.swift": "class OldDelegate: UIResponder, UIApplicationDelegate {}",
        "B.swift": "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}",
      ]), scenarioPath: "s.yaml")
    #expect(launch.appDelegate.name == "AppDelegate")
    #expect(launch.sceneDelegate == nil)
  }

  @Test("none, or several unmarked: refused at the scenario's first line, naming them")
  func refused() {
    #expect(
      throws: RunError.unusableSource(
        path: "s.yaml:1:1",
        reason:
          "no view controller has 'root: true', and no class of your app's files conforms to "
          + "UIApplicationDelegate to launch the app: name the first screen with "
          + "{swift: true, root: true}")
    ) {
      try LaunchClasses(
        declared: Self.declared(["A.swift": "class Screen: UIViewController {}"]),
        scenarioPath: "s.yaml")
    }
    #expect(
      throws: RunError.unusableSource(
        path: "s.yaml:1:1",
        reason:
          "no view controller has 'root: true', and the app's files declare several app "
          + "delegates (One, Two), none of them alone marked @main or @UIApplicationMain: give "
          + "only one app's files, or name the first screen with {swift: true, root: true}")
    ) {
      try LaunchClasses(
        declared: Self.declared([
          "A.swift": "class One: NSObject, UIApplicationDelegate {}",
          "B.swift": "class Two: NSObject, UIApplicationDelegate {}",
        ]), scenarioPath: "s.yaml")
    }
  }
}
