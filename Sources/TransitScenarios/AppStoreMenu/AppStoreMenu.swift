import Foundation
import TransitUIKit

/// After ScutiUY (koggy), "Appstore Transition 따라하기(1)" (2020): an App Store-style menu of
/// app cards in a collection view, inside a tab bar
/// controller. Tapping a card presents its content over everything, through a transition
/// controller object that is the content's transitioning delegate; the content takes the status
/// bar (`modalPresentationCapturesStatusBarAppearance`) and closes through its close button.
enum AppStoreMenu {
  /// What a card shows.
  struct AppContentModel {
    var imageName: String
    var subDescription: String
    var description: String
    var content: String
  }

  static let models = [
    AppContentModel(
      imageName: "card_1", subDescription: "오늘의 앱", description: "A calm start to the day",
      content: "A long story about the app."),
    AppContentModel(
      imageName: "card_2", subDescription: "오늘의 게임", description: "Puzzles for the commute",
      content: "A long story about the game."),
    AppContentModel(
      imageName: "card_3", subDescription: "테마", description: "Apps for drawing",
      content: "A long list of apps."),
  ]

  static let scenario = Scenario(
    name: "appstore-menu",
    summary: "A card of a collection view opens its content, which closes by its close button",
    source: "ScutiUY (koggy), \"Appstore Transition 따라하기(1)\" (2020)"
  ) { device in
    let tabs = TabBarViewController()
    // `tab.tabBar` would read like the tab bar view; the log calls the controller `tab`.
    device.identify(tabs, as: "tab")
    device.window.rootViewController = tabs
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    guard let menu = tabs.viewControllers?.first as? AppStoreMenuViewController,
      let card = menu.appCollectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    else { return }
    device.touch(card, holding: 0.2)
    device.runUntilIdle()
    device.wait(1)
    if let content = tabs.presentedViewController as? AppContentViewController {
      device.touch(content.contentView.closeButton)
    }
    device.runUntilIdle()
  }

  /// The app's root: the menu and a placeholder tab, set up (as the post's app does) in
  /// `viewWillAppear(_:)`. The app also disables the second tab's item; Transit has no
  /// `UITabBarItem`, and the scenario never touches that tab.
  final class TabBarViewController: UITabBarController {
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      let menu = AppStoreMenuViewController()
      menu.title = "투데이"
      let second = SecondViewController()
      second.title = "설정"
      viewControllers = [menu, second]
    }
  }

  /// The second tab, there so that the tab bar looks like one.
  final class SecondViewController: UIViewController {}
}
