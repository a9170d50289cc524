import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitUIKit

/// docs/lifecycle.md#tabs-ios-18: a tab bar controller given iOS 18's tabs, asserted as whole
/// call histories. Its switches are the tab switch of order (f); the delegate is asked
/// `shouldSelectTab` for a tap and told `didSelectTab` after any change of the selected tab, and
/// never hears the classic `shouldSelect` and `didSelect` it also implements.
@MainActor
@Suite("Tabs (iOS 18)")
struct TabsOrderTests {
  /// A delegate that implements the tab methods and the classic ones, so a test shows which
  /// UIKit sends; it vends no animator, so UIKit switches on its own.
  final class TabsDelegate: UITabBarControllerDelegate {
    var allowsSelection = true
    var animator: (any UIViewControllerAnimatedTransitioning)?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      allowsSelection
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
      previousTab: UITab?
    ) {}

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      true
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}

    func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animator
    }
  }

  /// Two tabs, First and Second, whose providers say when they run.
  static func tabs(made: @escaping (String) -> Void) -> [UITab] {
    [
      UITab(title: "First", image: nil, identifier: "first") { _ in
        made("first")
        return FirstViewController()
      },
      UITab(title: "Second", image: nil, identifier: "second") { _ in
        made("second")
        return SecondViewController()
      },
    ]
  }

  static func root(_ delegate: TabsDelegate) -> () -> UITabBarController {
    {
      let tabs = UITabBarController(tabs: Self.tabs { _ in })
      tabs.delegate = delegate
      return tabs
    }
  }

  /// UIKit's own switch from First to Second, the animator asked first.
  static let defaultSwitch = [
    "uikit → delegate.tabs tabBarController(_:animationControllerForTransitionFrom:to:)",
    "uikit → vc.second viewDidLoad()",
    "uikit → vc.second viewWillAppear(_:)",
    "uikit → vc.first viewWillDisappear(_:)",
    "uikit → vc.first viewDidDisappear(_:)",
    "uikit → vc.second viewIsAppearing(_:)",
    "uikit → vc.second viewDidAppear(_:)",
  ]
  static let shouldSelectTab = "uikit → delegate.tabs tabBarController(_:shouldSelectTab:)"
  static let didSelectTab =
    "uikit → delegate.tabs tabBarController(_:didSelectTab:previousTab:)"

  /// The calls after launch, as `caller → receiver name`.
  static func callsAfterLaunch(_ run: ContainerRun) -> [String] {
    run.events.filter { $0.time > .zero }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
  }

  @Test("a tap asks shouldSelectTab, switches, then tells didSelectTab; no classic callback")
  func tap() throws {
    let run = try ContainerRun.start(Self.root(TabsDelegate())) { tabs, device in
      device.wait(0.5)
      device.tapButton(titled: "Second")
      device.runUntilIdle()
      #expect(tabs.selectedTab?.identifier == "second")
      #expect(tabs.selectedIndex == 1)
    }
    #expect(
      Self.callsAfterLaunch(run) == [Self.shouldSelectTab] + Self.defaultSwitch + [
        Self.didSelectTab
      ])
    #expect(run.diagnostics == [])
    let told = run.events.compactMap(\.call).first { $0.name == .tabBarControllerDidSelectTab }
    #expect(
      told?.args == [
        "tabBarController": .string("tab"), "selectedTab": .string("second"),
        "previousTab": .string("first"),
      ])
  }

  @Test("with a delegate's animator, didSelectTab is noted to come before the animator starts")
  func tapWithAnimator() throws {
    let delegate = TabsDelegate()
    delegate.animator = SlideTestAnimator()
    let run = try ContainerRun.start(Self.root(delegate)) { tabs, device in
      device.wait(0.5)
      device.tapButton(titled: "Second")
      device.runUntilIdle()
      #expect(tabs.selectedTab?.identifier == "second")
    }
    #expect(
      run.calls(to: "delegate.tabs") == [
        "tabBarController(_:shouldSelectTab:)",
        "tabBarController(_:animationControllerForTransitionFrom:to:)",
        "tabBarController(_:didSelectTab:previousTab:)",
      ])
    #expect(
      run.diagnostics == [
        "note tab-will-order-unverified", "note tab-did-select-tab-after-animator-start",
      ])
  }

  @Test(
    "setting selectedTab, selectedIndex or selectedViewController switches, then didSelectTab",
    arguments: [CallName.selectedTab, .selectedIndex, .selectedViewController])
  func code(_ setter: CallName) throws {
    let run = try ContainerRun.start(Self.root(TabsDelegate())) { tabs, device in
      device.wait(0.5)
      switch setter {
      case .selectedTab: tabs.selectedTab = tabs.tab(forIdentifier: "second")
      case .selectedIndex: tabs.selectedIndex = 1
      default: tabs.selectedViewController = tabs.tabs[1].viewController
      }
      device.runUntilIdle()
    }
    #expect(
      run.calls(inTransition: 1)
        == ["app → tab \(setter)"] + Self.defaultSwitch + [Self.didSelectTab])
  }

  @Test("a tap on the selected tab, or one refused, is only asked")
  func reselectOrRefuse() throws {
    for (tab, allows) in [("First", true), ("Second", false)] {
      let delegate = TabsDelegate()
      delegate.allowsSelection = allows
      let run = try ContainerRun.start(Self.root(delegate)) { tabs, device in
        device.wait(0.5)
        device.tapButton(titled: tab)
        device.runUntilIdle()
        #expect(tabs.selectedTab?.identifier == "first")
      }
      #expect(Self.callsAfterLaunch(run) == [Self.shouldSelectTab])
    }
  }

  @Test("each provider runs once, in order, as the tabs are set; viewControllers reads nil")
  func providersOnce() throws {
    var made: [String] = []
    let tabs = UITabBarController(tabs: Self.tabs { made.append($0) })
    #expect(made == ["first", "second"])
    #expect(tabs.viewControllers == nil)
    #expect(tabs.children.count == 2)
    #expect(tabs.selectedTab?.identifier == "first")
    #expect(tabs.tabBar.items?.map(\.title) == ["First", "Second"])
    let second = tabs.tabs[1]
    #expect(second.viewController === tabs.children[1])
    #expect(second.viewController?.tab === second)
    #expect(second.tabBarController === tabs)
    #expect(!tabs.children[1].isViewLoaded)
    #expect(made == ["first", "second"])
    // Setting the tabs again keeps the selected identifier; view controllers leave tabs behind.
    tabs.selectedIndex = 1
    tabs.tabs = Self.tabs { made.append($0) }
    #expect(tabs.selectedTab?.identifier == "second")
    #expect(second.tabBarController == nil)
    let current = tabs.tabs[0]
    #expect(current.tabBarController === tabs)
    let first = FirstViewController()
    tabs.viewControllers = [first]
    #expect(tabs.tabs.isEmpty)
    #expect(tabs.viewControllers?.first === first)
    #expect(current.tabBarController == nil)
  }

  @Test("setting tabs with the delegate already set tells didSelectTab, with no previous tab")
  func setTabsWithDelegate() throws {
    let delegate = TabsDelegate()
    let makeRoot = { () -> UITabBarController in
      let tabs = UITabBarController()
      tabs.delegate = delegate
      tabs.setTabs(Self.tabs { _ in }, animated: false)
      return tabs
    }
    let run = try ContainerRun.start(makeRoot) { _, _ in }
    let told = run.events.compactMap(\.call).filter { $0.name == .tabBarControllerDidSelectTab }
    #expect(
      told.map(\.args) == [
        ["tabBarController": .string("tab"), "selectedTab": .string("first"), "previousTab": .null]
      ])
  }

  @Test("a search tab is Search with the magnifying glass, pinned, and a tab like the others")
  func searchTab() throws {
    let search = UISearchTab { _ in FirstViewController() }
    #expect(search.title == "Search")
    #expect(search.identifier == "com.apple.UIKit.Search")
    #expect(search.preferredPlacement == .pinned)
    let group = UITabGroup(
      title: "Library", image: nil, identifier: "library", children: [search]
    ) { _ in SecondViewController() }
    #expect(group.tab(forIdentifier: "com.apple.UIKit.Search") === search)
    #expect(search.parent === group)
    let tabs = UITabBarController(tabs: [group])
    #expect(tabs.tab(forIdentifier: "com.apple.UIKit.Search") === search)
    #expect(search.tabBarController === tabs)
  }
}
