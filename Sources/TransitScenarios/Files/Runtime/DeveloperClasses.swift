import TransitUIKit

/// The developer's own classes a scenario file names with `swift: true`, as makers by name:
/// the program `transit run` builds from their files passes them in, and the file's objects of
/// those names are then theirs instead of ones the file describes.
package struct DeveloperClasses {
  package var viewControllers: [String: @MainActor () -> UIViewController] = [:]
  package var transitioningDelegates:
    [String: @MainActor () -> UIViewControllerTransitioningDelegate] = [:]
  package var animators: [String: @MainActor () -> UIViewControllerAnimatedTransitioning] = [:]
  package var presentationControllers:
    [String: @MainActor (UIViewController, UIViewController?) -> UIPresentationController] = [:]
  /// The app's delegate, which launches the app when the file names no root.
  package var appDelegate: (@MainActor () -> UIApplicationDelegate)?
  /// The window scene's delegate, which iOS connects after the app delegate's launch.
  package var sceneDelegate: (@MainActor () -> UIWindowSceneDelegate)?
  /// The storyboard the app's `Info.plist` names as its main interface, loaded at launch.
  package var mainStoryboard: String?

  package init() {}
}
