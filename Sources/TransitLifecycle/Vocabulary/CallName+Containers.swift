// The calls of UIKit's container view controllers and their delegates, as Swift spells them.
extension CallName {
  // UINavigationController.
  public static let pushViewController: CallName = "pushViewController(_:animated:)"
  public static let popViewController: CallName = "popViewController(animated:)"
  public static let popToRootViewController: CallName = "popToRootViewController(animated:)"
  public static let popToViewController: CallName = "popToViewController(_:animated:)"

  // Storyboard segues (UIViewController).
  public static let prepareForSegue: CallName = "prepare(for:sender:)"
  public static let shouldPerformSegue: CallName = "shouldPerformSegue(withIdentifier:sender:)"
  public static let performSegue: CallName = "performSegue(withIdentifier:sender:)"
  public static let setViewControllers: CallName = "setViewControllers(_:animated:)"

  // UINavigationControllerDelegate.
  public static let navigationControllerWillShow: CallName =
    "navigationController(_:willShow:animated:)"
  public static let navigationControllerDidShow: CallName =
    "navigationController(_:didShow:animated:)"
  public static let navigationAnimationController: CallName =
    "navigationController(_:animationControllerFor:from:to:)"
  public static let navigationInteractionController: CallName =
    "navigationController(_:interactionControllerFor:)"

  // UITabBarController: a programmatic change is a setter, named by its property (`#function`
  // inside a Swift setter), with the new value as `newValue`.
  public static let selectedIndex: CallName = "selectedIndex"
  public static let selectedViewController: CallName = "selectedViewController"
  /// iOS 18's `selectedTab`, for a tab bar controller given tabs.
  public static let selectedTab: CallName = "selectedTab"

  // UITabBarControllerDelegate.
  public static let tabBarControllerShouldSelect: CallName = "tabBarController(_:shouldSelect:)"
  public static let tabBarControllerDidSelect: CallName = "tabBarController(_:didSelect:)"
  /// iOS 18's questions and news for a tab bar controller given tabs.
  public static let tabBarControllerShouldSelectTab: CallName =
    "tabBarController(_:shouldSelectTab:)"
  public static let tabBarControllerDidSelectTab: CallName =
    "tabBarController(_:didSelectTab:previousTab:)"
  public static let tabBarAnimationController: CallName =
    "tabBarController(_:animationControllerForTransitionFrom:to:)"
  public static let tabBarInteractionController: CallName =
    "tabBarController(_:interactionControllerFor:)"
}
