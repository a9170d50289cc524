import TransitUIKit

extension ScenarioFile {
  /// The class of the view controller the file makes the window's root, when it names one.
  var rootName: String? {
    viewControllers.first(where: \.isRoot)?.className
      ?? navigationControllers.first(where: \.isRoot)?.className
      ?? tabBarControllers.first(where: \.isRoot)?.className
      ?? splitViewControllers.first(where: \.isRoot)?.className
      ?? pageViewControllers.first(where: \.isRoot)?.className
  }
}

extension FileWorld {
  /// A file that names no root is played on the app as the developer's app delegate launches
  /// it (`Simulator.launchApp`); the message when there is none to launch it, or it shows no
  /// screen.
  func launchApp() -> String? {
    guard let makeDelegate = developerClasses.appDelegate else {
      return "no view controller has 'root: true', and no class of your files conforms to "
        + "UIApplicationDelegate to launch the app: name the first screen with "
        + "{swift: true, root: true}"
    }
    return device.launchApp(
      delegate: makeDelegate(), sceneDelegate: developerClasses.sceneDelegate.map { $0() },
      mainStoryboard: developerClasses.mainStoryboard)
  }
}
