import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A navigation bar the app makes and places itself (`UINavigationBar()`, as an image viewer's
/// overlay does), with a stack of navigation items it manages through the bar.
@MainActor
@Suite("App-made navigation bars")
struct AppMadeNavigationBarTests {
  @Test("init() makes a bar of no size, without items")
  func initMakesAnEmptyBar() {
    let bar = UINavigationBar()
    #expect(bar.frame == .zero)
    #expect(bar.items == nil)
    #expect(bar.topItem == nil && bar.backItem == nil)
  }

  @Test("items, pushItem and popItem keep the bar's stack, top last")
  func stackOfItems() {
    let bar = UINavigationBar()
    let list = UINavigationItem(title: "List")
    let photo = UINavigationItem(title: "Photo")
    bar.items = [list]
    #expect(bar.topItem === list)
    #expect(bar.backItem == nil)
    bar.pushItem(photo, animated: true)
    #expect(bar.items?.map(\.title) == ["List", "Photo"])
    #expect(bar.topItem === photo && bar.backItem === list)
    #expect(bar.popItem(animated: true) === photo)
    #expect(bar.topItem === list)
    bar.setItems([photo, list], animated: false)
    #expect(bar.topItem === list && bar.backItem === photo)
    bar.setItems(nil, animated: false)
    #expect(bar.popItem(animated: false) == nil)
  }

  @Test("a navigation controller's bar holds its view controllers' items and keeps them")
  func controllersBarHoldsTheStack() throws {
    let first = UIViewController()
    first.navigationItem.title = "First"
    let second = UIViewController()
    second.navigationItem.title = "Second"
    let navigationController = UINavigationController(rootViewController: first)
    try Simulator.run(scenario: "bar", to: RecordBuffer()) { device in
      device.window.rootViewController = navigationController
      device.runUntilIdle()
      navigationController.pushViewController(second, animated: false)
      device.runUntilIdle()
    }
    let bar = navigationController.navigationBar
    #expect(bar.items?.map(\.title) == ["First", "Second"])
    #expect(bar.topItem === second.navigationItem && bar.backItem === first.navigationItem)
    bar.items = [UINavigationItem(title: "Other")]
    bar.pushItem(UINavigationItem(title: "Other"), animated: false)
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.items?.map(\.title) == ["First", "Second"])
  }
}
