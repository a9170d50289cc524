/// The entry point `transit run` adds to a developer's files: it hands the runner a maker for
/// each class the scenario names, then the runner reads the scenario and plays it.
///
/// Only class names found in the developer's files appear in it (`ProgramBuild` checks them),
/// and each maker sits under a `#sourceLocation` of the scenario line that names its class, so
/// a class the scenario cannot make (no `init()`, not a view controller) is reported there.
struct EntryPoint {
  let classes: [DeveloperClass]
  let scenarioPath: String
  /// The library modules, which the entry point imports so the scenario can name their
  /// classes, and the stand-ins whose views storyboards place.
  var modules: [String] = []
  /// The files' functions that register their Interface Builder connections, and their
  /// overrides in extensions of UIKit classes (`SwizzleScan`).
  var connections: [String] = []
  /// The classes storyboards and nibs name, each with how to make one.
  var interface: [InterfaceClasses.Maker] = []
  /// The app delegate and scene delegate that launch the app, when the scenario names no root.
  var launch: LaunchClasses? = nil
  /// The Objective-C selectors of the methods each of the developer's classes declares, which
  /// NSObject's `responds(to:)` answers from (`SelectorTable`).
  var selectorTable: [String: Set<String>] = [:]
  /// The images among the folders, which `UIImage(named:)` finds (`ImageResources`).
  var images: [DeveloperFiles.Image] = []

  var text: String {
    var entries = ""
    var makers = ""
    for (index, developerClass) in classes.enumerated() {
      let maker = "transitMake\(index)"
      entries += "      \(SourceRewrite.stringLiteral(developerClass.name)): "
      entries += ".\(developerClass.kind.rawValue)(\(maker)),\n"
      let file = SourceRewrite.stringLiteral(scenarioPath)
      makers += "#sourceLocation(file: \(file), line: \(developerClass.line))\n"
      let scene = interface.contains { $0.isScene && $0.name == developerClass.name }
      makers += Self.maker(maker, developerClass, fromScene: scene) + "\n"
      makers += "#sourceLocation()\n"
    }
    return """
      // Made by `transit run`: the classes the scenario names, handed to the runner.
      import TransitRun
      import UIKit
      \(modules.map { "import \($0)\n" }.joined())
      @main
      enum TransitRunEntryPoint {
        static func main() {
          MainActor.assumeIsolated { transitRegisterInterfaceBuilder() }
          TransitRun.main([
      \(entries.isEmpty ? "      :\n" : entries)    ]\(launch.map { ", " + $0.argument } ?? ""))
        }
      }

      @MainActor private func transitRegisterInterfaceBuilder() {
      \(connections.map { "  \($0)()\n" }.joined())\(interfaceMakers)\(selectorRegistrations)\(imageRegistrations)}

      \(makers)\(launch?.makers ?? "")
      """
  }

  /// The registrations of the selector table, in order of class name.
  private var selectorRegistrations: String {
    selectorTable.sorted { $0.key < $1.key }.map { name, selectors in
      let list = selectors.sorted().map(SourceRewrite.stringLiteral).joined(separator: ", ")
      return
        "  SelectorTable.register(\(SourceRewrite.stringLiteral(name)), selectors: [\(list)])\n"
    }.joined()
  }

  /// The registrations of the images, in the order found.
  private var imageRegistrations: String {
    images.map { image in
      "  ImageResources.register(\(SourceRewrite.stringLiteral(image.name)), "
        + "pixelWidth: \(image.width), pixelHeight: \(image.height))\n"
    }.joined()
  }

  /// The makers of the classes storyboards and nibs name, each under a `#sourceLocation` of the
  /// element that names it, so a class that cannot be made so is reported there.
  private var interfaceMakers: String {
    var text = ""
    for maker in interface {
      text +=
        "#sourceLocation(file: \(SourceRewrite.stringLiteral(maker.path)), line: \(maker.line))\n"
      text += "  InterfaceBuilderClasses.register(\(SourceRewrite.stringLiteral(maker.name)), "
      text += maker.expression + ")\n#sourceLocation()\n"
    }
    return text
  }

  /// The maker of a class the scenario names. A view controller with a scene in a storyboard
  /// is made from it (the runner asks the storyboard first), as an app's main storyboard makes
  /// it with `init(coder:)`, so its class need not have `init()`.
  private static func maker(
    _ name: String, _ developerClass: DeveloperClass, fromScene: Bool
  ) -> String {
    let type = developerClass.name
    switch developerClass.kind {
    case .viewController where fromScene:
      let literal = SourceRewrite.stringLiteral(type)
      return "@MainActor private func \(name)() -> UIViewController { "
        + "guard let made = UIStoryboard.makeViewController(ofClass: \(literal)) else { "
        + "fatalError(\"the storyboards have no scene of \" + \(literal)) }; return made }"
    case .viewController:
      return "@MainActor private func \(name)() -> UIViewController { \(type)() }"
    case .transitioningDelegate:
      return
        "@MainActor private func \(name)() -> UIViewControllerTransitioningDelegate { \(type)() }"
    case .animator:
      return
        "@MainActor private func \(name)() -> UIViewControllerAnimatedTransitioning { \(type)() }"
    case .presentationController:
      return "@MainActor private func \(name)(_ presented: UIViewController, "
        + "_ presenting: UIViewController?) -> UIPresentationController { "
        + "\(type)(presentedViewController: presented, presenting: presenting) }"
    }
  }
}
