import Foundation
import TransitUIKit

/// After hyun99999's App Store clone (2021): the App Store's "Today" card. A row of the Today list shrinks while a finger is on
/// it; lifting the finger hides the status bar and presents the card detail, which grows out of
/// the row over a blur, with the tab bar sliding down; its close button shrinks it back.
///
/// `.custom` presentation through the detail view controller, which is its own transitioning
/// delegate: a `CardPresentationController` that keeps the presenter's view and forwards the
/// presenter's appearance transitions by hand, and one animator class for both directions.
enum AppStoreToday {
  /// The sizes the clone keeps in its `GlobalConstants`, for an iPhone 15 screen.
  enum Metrics {
    static let screenSize = CGSize(width: 393, height: 852)
    static let rowHeight: CGFloat = 450
    /// The card inside a row, inset from the row's edges.
    static let cardFrame = CGRect(x: 20, y: 20, width: 353, height: 410)
    static let cardCornerRadius: CGFloat = 20
    /// The height of the detail's top image once the card is open.
    static let detailImageHeight: CGFloat = 500
  }

  static let scenario = Scenario(
    name: "appstore-today",
    summary: "A Today card shrinks under the finger, opens over a blur, and closes by its button",
    source: "hyun99999, UIPresentationController and an App Store clone (2021)"
  ) { device in
    let tabs = UITabBarController()
    let today = TodayViewController()
    tabs.viewControllers = [today, GamesViewController()]
    device.window.rootViewController = tabs
    device.window.makeKeyAndVisible()
    device.runUntilIdle()
    device.wait(0.5)
    if let row = today.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) {
      device.touch(row, holding: 0.3)
    }
    device.runUntilIdle()
    device.wait(1)
    if let detail = tabs.presentedViewController as? CardDetailViewController {
      device.touch(detail.closeButton)
    }
    device.runUntilIdle()
  }
}
