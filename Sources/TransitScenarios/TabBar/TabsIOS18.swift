import Foundation
import TransitUIKit

/// docs/lifecycle.md#tabs-ios-18: a tab bar controller built as an iOS 18 app builds it, with
/// `UITabBarController(tabs:)`: Messages, Contacts and a `UISearchTab`, each tab's view
/// controller made by its provider as the tabs are set. A tap on Search asks `shouldSelectTab`,
/// switches as any tab switch does and tells `didSelectTab`; a tap on the selected tab is only
/// asked; a button sets `selectedTab` in code, and `didSelectTab` follows that switch too.
extension TabBar {
  static let tabsIOS18 = Scenario(
    name: "tabs-ios18",
    summary: "iOS 18 tabs: a tap on Search, a tap on it again, then selectedTab set in code",
    source: "UIKit 18.2's UITabBarController and _UITabModel; docs/lifecycle.md#tabs-ios-18"
  ) { device in
    let tracker = TabsTracker()
    let tabs = UITabBarController(tabs: [
      UITab(title: "Messages", image: UIImage(systemName: "message"), identifier: "messages") {
        _ in MessageViewController()
      },
      UITab(title: "Contacts", image: UIImage(systemName: "person.2"), identifier: "contacts") {
        _ in ContactViewController()
      },
      UISearchTab { _ in SearchViewController() },
    ])
    tabs.delegate = tracker
    device.window.rootViewController = tabs
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    for _ in 0..<2 {
      device.tapButton(titled: "Search")
      device.runUntilIdle()
      device.wait(1)
    }
    if let search = tabs.selectedViewController as? SearchViewController {
      device.tap(search.messagesButton)
    }
    device.runUntilIdle()
    withExtendedLifetime(tracker) {}
  }

  /// The delegate of a tab bar controller given tabs: it allows every tab and records the
  /// selected one, as analytics code does, through the tab methods of iOS 18.
  final class TabsTracker: NSObject, UITabBarControllerDelegate {
    private(set) var selected: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
      previousTab: UITab?
    ) {
      selected.append(selectedTab.identifier)
    }
  }

  /// The search tab's screen, with a button that shows the messages tab again by setting
  /// `selectedTab`, as an app does after a search result is chosen.
  final class SearchViewController: UIViewController {
    private(set) var messagesButton = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      messagesButton = UIView(frame: CGRect(x: 40, y: 400, width: 313, height: 50))
      messagesButton.accessibilityIdentifier = "showMessagesButton"
      messagesButton.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: SearchViewController.showMessages))
      view.addSubview(messagesButton)
    }

    private func showMessages(_ recognizer: UITapGestureRecognizer) {
      tabBarController?.selectedTab = tabBarController?.tab(forIdentifier: "messages")
    }
  }
}
