import Foundation
import TransitUIKit

// The app steps that act on containers: a child added to, swapped in or taken out of the
// screen on top, and a navigation stack set or popped to its root.
extension FileWorld {
  /// Performs a containment or navigation step on the screen on top, as that screen's code or
  /// its navigation controller's would.
  func performContainment(_ action: ScenarioFile.Action, on chain: [UIViewController]) {
    let navigation = chain.compactMap { $0 as? UINavigationController }.last
    let screen = chain.last as? FileViewController
    switch action {
    case .removeFromParent:
      (screen?.children.last as? FileViewController)?.leaveParent()
    case .setViewControllers(let targets, let animated):
      if let navigation { setStack(of: navigation, to: targets, animated: animated) }
    case .popToRoot(let animated):
      _ = navigation?.popToRootViewController(animated: animated)
    default:
      screen?.perform(action)
    }
  }

  /// Why the step cannot happen on the current screen, or nil when it can.
  func containmentProblem(_ action: ScenarioFile.Action, on chain: [UIViewController], step: Int)
    -> String?
  {
    let navigation = chain.compactMap { $0 as? UINavigationController }.last
    let screen = chain.last as? FileViewController
    switch action {
    case .addChild where screen == nil:
      return "step \(step) adds a child, but the screen on top is not a plain view controller"
    case .transitionToChild where screen?.children.isEmpty ?? true:
      return "step \(step) swaps a child, but the screen on top has no child to swap"
    case .removeFromParent where !(screen?.children.last is FileViewController):
      return "step \(step) removes a child, but the screen on top has no child"
    case .setViewControllers where navigation == nil:
      return "step \(step) sets a navigation stack, but no navigation controller is on screen"
    case .popToRoot where (navigation?.viewControllers.count ?? 0) < 2:
      return "step \(step) pops to the root, but no navigation controller on screen has a "
        + "screen above its root"
    default:
      return nil
    }
  }

  /// Sets a navigation controller's stack to the named view controllers: the first of each
  /// class already on the stack stays, and the others are new instances, so that a stack whose
  /// new top was on it pops, and one whose new top is new pushes (UINavigationController.
  /// setViewControllers(_:animated:)).
  func setStack(
    of navigation: UINavigationController, to targets: [ScenarioFile.Ref], animated: Bool
  ) {
    var available = navigation.viewControllers
    let stack = targets.map { target -> UIViewController in
      if let index = available.firstIndex(where: {
        ($0 as? DeclaredClassName)?.declaredClassName == target.name
      }) {
        return available.remove(at: index)
      }
      return makeViewController(named: target.name)
    }
    navigation.setViewControllers(stack, animated: animated)
  }
}
