import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitUIKit

/// docs/lifecycle.md#order-f, a tab switch, asserted as whole call histories: by a tap and
/// in code, with UIKit's own switch and with a delegate's animator.
@MainActor
@Suite("Order (f): tab bar")
struct TabBarOrderTests {
  /// How the switch is asked for.
  enum Trigger: String, Sendable, CaseIterable {
    case tap
    case code
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let trigger: Trigger
    let vendsAnimator: Bool
    let calls: [String]
    let diagnostics: [String]

    var testDescription: String {
      "\(trigger.rawValue), \(vendsAnimator ? "delegate animator" : "UIKit's own switch")"
    }
  }

  /// UIKit's own switch: the to-view controller's will-callback first, then the from-view
  /// controller's did-callback first (pgzxc's tab switch log).
  nonisolated static let defaultSwitch = [
    "uikit → delegate.testTabBar tabBarController(_:animationControllerForTransitionFrom:to:)",
    "uikit → vc.second viewDidLoad()",
    "uikit → vc.second viewWillAppear(_:)",
    "uikit → vc.first viewWillDisappear(_:)",
    "uikit → vc.first viewDidDisappear(_:)",
    "uikit → vc.second viewIsAppearing(_:)",
    "uikit → vc.second viewDidAppear(_:)",
  ]

  /// A delegate's animator: asked for the interaction controller, its duration once, started;
  /// its completion ends the to-view controller first, then the from-view controller (UIKit 26.1's
  /// UITabBarController).
  nonisolated static let animatorStart = [
    "uikit → delegate.testTabBar tabBarController(_:animationControllerForTransitionFrom:to:)",
    "uikit → delegate.testTabBar tabBarController(_:interactionControllerFor:)",
    "uikit → vc.second viewDidLoad()",
    "uikit → vc.second viewWillAppear(_:)",
    "uikit → vc.first viewWillDisappear(_:)",
    "uikit → animator.slideTest transitionDuration(using:)",
    "uikit → animator.slideTest animateTransition(using:)",
    "animator.slideTest → ctx.1 containerView",
    "animator.slideTest → ctx.1 view(forKey:)",
    "animator.slideTest → uikit animate(withDuration:animations:completion:)",
  ]

  nonisolated static let animatorEnd = [
    "uikit → vc.second viewIsAppearing(_:)",
    "uikit → animator.slideTest completion(_:)",
    "animator.slideTest → ctx.1 transitionWasCancelled",
    "animator.slideTest → ctx.1 completeTransition(_:)",
    "uikit → vc.second viewDidAppear(_:)",
    "uikit → vc.first viewDidDisappear(_:)",
    "uikit → animator.slideTest animationEnded(_:)",
  ]

  nonisolated static let shouldSelect =
    "uikit → delegate.testTabBar tabBarController(_:shouldSelect:)"
  nonisolated static let didSelect = "uikit → delegate.testTabBar tabBarController(_:didSelect:)"
  nonisolated static let setter = "app → tab selectedIndex"

  /// Only a tap asks `shouldSelect` and tells `didSelect` (Apple's UITabBarControllerDelegate pages);
  /// both triggers get the animator requests (Matt Neuburg's custom tab-bar transition).
  nonisolated static let cases = [
    Case(
      trigger: .tap, vendsAnimator: false, calls: [shouldSelect] + defaultSwitch + [didSelect],
      diagnostics: ["note tab-did-select-position-unverified"]),
    Case(trigger: .code, vendsAnimator: false, calls: [setter] + defaultSwitch, diagnostics: []),
    Case(
      trigger: .tap, vendsAnimator: true,
      calls: [shouldSelect] + animatorStart + [didSelect] + animatorEnd,
      diagnostics: ["note tab-will-order-unverified", "note tab-did-select-position-unverified"]),
    Case(
      trigger: .code, vendsAnimator: true, calls: [setter] + animatorStart + animatorEnd,
      diagnostics: ["note tab-will-order-unverified"]),
  ]

  /// A tab bar controller on screen with `first` selected and `second` beside it.
  static func tabs(
    _ delegate: TestTabBarDelegate, _ first: FirstViewController, _ second: SecondViewController
  ) -> () -> UITabBarController {
    {
      let tabs = UITabBarController()
      tabs.viewControllers = [first, second]
      tabs.delegate = delegate
      return tabs
    }
  }

  @Test("(f) a switch to a new tab", arguments: cases)
  func tabSwitch(_ testCase: Case) throws {
    let delegate = TestTabBarDelegate()
    delegate.vendsAnimator = testCase.vendsAnimator
    let second = SecondViewController()
    let run = try ContainerRun.start(Self.tabs(delegate, FirstViewController(), second)) {
      tabs, device in
      device.wait(0.5)
      switch testCase.trigger {
      case .tap: device.tap(tabs.tabBar.itemViews[1])
      case .code: tabs.selectedIndex = 1
      }
      device.runUntilIdle()
      #expect(tabs.selectedViewController === second)
    }
    let calls = run.events.filter { $0.time > .zero }.compactMap { event in
      event.orderCall.map { "\($0.callerID) → \($0.receiver) \($0.name)" }
    }
    #expect(calls == testCase.calls)
    #expect(run.diagnostics == testCase.diagnostics)
    #expect(run.states(ofTransition: 1) == [.requested, .began, .completed, .ended])
    // UIKit's own switch does not animate and has no coordinator; an animator's switch has one.
    #expect(second.coordinatorsInWillAppear == [testCase.vendsAnimator])
  }

  /// docs/lifecycle.md#order-f-cancelled: a cancelled interactive switch reverses the to-view controller, then the
  /// from-view controller (UIKit 26.1's `cancelBeginAppearanceTransition`), and restores the old
  /// selection.
  @Test("(f) an interactive switch, cancelled")
  func interactiveCancelled() throws {
    let delegate = TestTabBarDelegate()
    let first = FirstViewController()
    let run = try ContainerRun.start(Self.tabs(delegate, first, SecondViewController())) {
      tabs, device in
      let interaction = UIPercentDrivenInteractiveTransition()
      delegate.interaction = interaction
      tabs.selectedIndex = 1
      device.wait(0.1)
      interaction.update(0.4)
      interaction.cancel()
      device.runUntilIdle()
      #expect(tabs.selectedIndex == 0)
      #expect(tabs.selectedViewController === first)
    }
    #expect(
      run.calls(inTransition: 1) == [
        "app → tab selectedIndex",
        "uikit → delegate.testTabBar tabBarController(_:animationControllerForTransitionFrom:to:)",
        "uikit → delegate.testTabBar tabBarController(_:interactionControllerFor:)",
        "uikit → interactor.percentDriven wantsInteractiveStart",
        "uikit → vc.second viewDidLoad()",
        "uikit → vc.second viewWillAppear(_:)",
        "uikit → vc.first viewWillDisappear(_:)",
        "uikit → animator.slideTest transitionDuration(using:)",
        "uikit → interactor.percentDriven startInteractiveTransition(_:)",
        "interactor.percentDriven → animator.slideTest transitionDuration(using:)",
        "interactor.percentDriven → animator.slideTest animateTransition(using:)",
        "animator.slideTest → ctx.1 containerView",
        "animator.slideTest → ctx.1 view(forKey:)",
        "animator.slideTest → uikit animate(withDuration:animations:completion:)",
        "uikit → vc.second viewIsAppearing(_:)",
        "app → interactor.percentDriven update(_:)",
        "interactor.percentDriven → ctx.1 updateInteractiveTransition(_:)",
        "app → interactor.percentDriven cancel()",
        "interactor.percentDriven → ctx.1 cancelInteractiveTransition()",
        "uikit → interactor.percentDriven completionSpeed",
        "uikit → animator.slideTest completion(_:)",
        "animator.slideTest → ctx.1 transitionWasCancelled",
        "animator.slideTest → ctx.1 completeTransition(_:)",
        "uikit → vc.second viewWillDisappear(_:)",
        "uikit → vc.second viewDidDisappear(_:)",
        "uikit → vc.first viewWillAppear(_:)",
        "uikit → vc.first viewIsAppearing(_:)",
        "uikit → vc.first viewDidAppear(_:)",
        "uikit → animator.slideTest animationEnded(_:)",
      ])
    #expect(run.states(ofTransition: 1) == [.requested, .began, .cancelling, .completed, .ended])
    #expect(first.view.window != nil)
  }

  /// `shouldSelect` returning false keeps the tab: nothing else happens.
  @Test("shouldSelect false keeps the current tab")
  func shouldSelectFalse() throws {
    let delegate = TestTabBarDelegate()
    delegate.allowsSelection = false
    let first = FirstViewController()
    let run = try ContainerRun.start(Self.tabs(delegate, first, SecondViewController())) {
      tabs, device in
      device.tap(tabs.tabBar.itemViews[1])
      device.runUntilIdle()
      #expect(tabs.selectedViewController === first)
    }
    #expect(run.calls(to: "delegate.testTabBar") == ["tabBarController(_:shouldSelect:)"])
    #expect(run.states(ofTransition: 1).isEmpty)
    #expect(run.appearance(of: "vc.second").isEmpty)
  }

  /// A tap on the selected tab asks `shouldSelect` and tells `didSelect` with no switch (Apple's page,
  /// since iOS 3), so no position needs noting.
  @Test("re-tapping the selected tab tells didSelect without a switch")
  func reselect() throws {
    let delegate = TestTabBarDelegate()
    let run = try ContainerRun.start(
      Self.tabs(delegate, FirstViewController(), SecondViewController())
    ) { tabs, device in
      device.tap(tabs.tabBar.itemViews[0])
      device.runUntilIdle()
    }
    #expect(
      run.calls(to: "delegate.testTabBar") == [
        "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
      ])
    #expect(run.states(ofTransition: 1).isEmpty)
    #expect(run.diagnostics.isEmpty)
  }

  /// A selection made in code before the tab bar controller is on screen is configuration:
  /// the selected tab simply appears at launch.
  @Test("a selection made before launch switches nothing")
  func selectBeforeLaunch() throws {
    let delegate = TestTabBarDelegate()
    let makeRoot = { () -> UITabBarController in
      let tabs = UITabBarController()
      tabs.viewControllers = [FirstViewController(), SecondViewController()]
      tabs.delegate = delegate
      tabs.selectedIndex = 1
      return tabs
    }
    let run = try ContainerRun.start(makeRoot) { _, _ in }
    #expect(run.appearance(of: "vc.first").isEmpty)
    #expect(
      run.appearance(of: "vc.second") == [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
      ])
    #expect(run.calls(to: "delegate.testTabBar").isEmpty)
  }
}
