import Foundation
import TransitUIKit

/// A navigation controller a scenario file describes: the stock `UINavigationController`, or a
/// subclass by the name the file gives.
@MainActor
final class FileNavigationController: UINavigationController, DeclaredClassName {
  let declaredClassName: String

  init(className: String, rootViewController: UIViewController) {
    declaredClassName = className
    super.init(rootViewController: rootViewController)
  }
}

/// A tab bar controller a scenario file describes. Set up as an app's subclass sets itself up
/// in its initializer: the tabs, the delegate, and the optional swipe between tabs.
@MainActor
final class FileTabBarController: UITabBarController, DeclaredClassName {
  let spec: ScenarioFile.TabBarControllerSpec
  private unowned let world: FileWorld

  init(spec: ScenarioFile.TabBarControllerSpec, world: FileWorld) {
    self.spec = spec
    self.world = world
    super.init(nibName: nil, bundle: nil)
    viewControllers = spec.viewControllers.map { world.makeViewController(named: $0.name) }
    if let delegate = spec.delegate { self.delegate = world.tabBarDelegate(named: delegate.name) }
    if spec.swipe != nil {
      view.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: FileTabBarController.handleSwipe))
    }
  }

  var declaredClassName: String { spec.className }

  /// A swipe to the left starts the switch to the next tab in code, follows the finger, and on
  /// release finishes past the interaction's threshold or cancels.
  private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
    guard let name = spec.swipe?.name else { return }
    let progress = world.progress(of: recognizer, in: view, for: name)
    switch recognizer.state {
    case .began:
      guard selectedIndex + 1 < (viewControllers?.count ?? 0) else { return }
      world.activeInteractions[name] = UIPercentDrivenInteractiveTransition()
      selectedIndex += 1
    default:
      world.drive(name, with: recognizer, progress: progress)
    }
  }
}

/// A navigation delegate a scenario file describes; it implements exactly the methods the file
/// lists. With an edge swipe, it installs a swipe from the left edge that pops, as apps with a
/// custom pop animation do.
@MainActor
final class FileNavigationDelegate: UINavigationControllerDelegate, DeclaredClassName {
  let spec: ScenarioFile.NavigationDelegateSpec
  private unowned let world: FileWorld
  private weak var navigationController: UINavigationController?

  init(spec: ScenarioFile.NavigationDelegateSpec, world: FileWorld) {
    self.spec = spec
    self.world = world
  }

  var declaredClassName: String { spec.className }

  /// Becomes the navigation controller's delegate, and installs the edge swipe if it has one.
  func attach(to navigationController: UINavigationController) {
    self.navigationController = navigationController
    navigationController.delegate = self
    guard spec.edgeSwipe != nil else { return }
    let edgeSwipe = UIScreenEdgePanGestureRecognizer(
      target: self, action: FileNavigationDelegate.handleEdgeSwipe)
    edgeSwipe.edges = .left
    navigationController.view.addGestureRecognizer(edgeSwipe)
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    if !spec.willShow { OptionalRequirement.notImplemented() }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    if !spec.didShow { OptionalRequirement.notImplemented() }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    world.animator(spec.animator, context: .navigation(operation))
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    world.interaction(spec.interaction)
  }

  private func handleEdgeSwipe(_ recognizer: UIScreenEdgePanGestureRecognizer) {
    guard let navigationController, let view = recognizer.view, let name = spec.edgeSwipe?.name
    else { return }
    let progress = world.progress(of: recognizer, in: view, for: name)
    switch recognizer.state {
    case .began:
      guard navigationController.viewControllers.count > 1 else { return }
      world.activeInteractions[name] = UIPercentDrivenInteractiveTransition()
      _ = navigationController.popViewController(animated: true)
    default:
      world.drive(name, with: recognizer, progress: progress)
    }
  }
}

/// A tab bar delegate a scenario file describes; it implements exactly the methods the file
/// lists.
@MainActor
final class FileTabBarDelegate: UITabBarControllerDelegate, DeclaredClassName {
  let spec: ScenarioFile.TabBarDelegateSpec
  private unowned let world: FileWorld

  init(spec: ScenarioFile.TabBarDelegateSpec, world: FileWorld) {
    self.spec = spec
    self.world = world
  }

  var declaredClassName: String { spec.className }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    guard let answer = spec.shouldSelect else {
      OptionalRequirement.notImplemented()
      return true
    }
    return answer
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    if !spec.didSelect { OptionalRequirement.notImplemented() }
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let tabs = tabBarController.viewControllers ?? []
    let from = tabs.firstIndex { $0 === fromVC } ?? 0
    let to = tabs.firstIndex { $0 === toVC } ?? 0
    return world.animator(spec.animator, context: .tabs(towardLater: to > from))
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    world.interaction(spec.interaction)
  }
}
