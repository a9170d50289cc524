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
  /// classes.
  var modules: [String] = []

  var text: String {
    var entries = ""
    var makers = ""
    for (index, developerClass) in classes.enumerated() {
      let maker = "transitMake\(index)"
      entries += "      \(SourceRewrite.stringLiteral(developerClass.name)): "
      entries += ".\(developerClass.kind.rawValue)(\(maker)),\n"
      let file = SourceRewrite.stringLiteral(scenarioPath)
      makers += "#sourceLocation(file: \(file), line: \(developerClass.line))\n"
      makers += Self.maker(maker, developerClass) + "\n"
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
          TransitRun.main([
      \(entries.isEmpty ? "      :\n" : entries)    ])
        }
      }

      \(makers)
      """
  }

  private static func maker(_ name: String, _ developerClass: DeveloperClass) -> String {
    let type = developerClass.name
    switch developerClass.kind {
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
