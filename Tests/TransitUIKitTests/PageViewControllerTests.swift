import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitUIKit

@MainActor final class FirstPageViewController: UIViewController {}
@MainActor final class SecondPageViewController: UIViewController {}
@MainActor final class ThirdPageViewController: UIViewController {}

/// Three pages in a row, and a delegate that implements both notifications.
@MainActor
final class PagesDataSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [UIViewController] = [
    FirstPageViewController(), SecondPageViewController(), ThirdPageViewController(),
  ]

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1
    else { return nil }
    return pages[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// A scroll-style `UIPageViewController` swiped by the user and set in code.
@MainActor
@Suite("Page view controller")
struct PageViewControllerTests {
  /// Launches a page view controller on the first page, runs `steps`, and returns the calls
  /// after launch as `caller → receiver name`, with transition states.
  static func run(
    _ steps: (Simulator, UIPageViewController, PagesDataSource) -> Void
  ) throws -> [String] {
    let log = RecordBuffer()
    var launched = 0
    try Simulator.run(scenario: "test", to: log) { device in
      let source = PagesDataSource()
      let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pages.dataSource = source
      pages.delegate = source
      pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
      device.window.rootViewController = pages
      device.runUntilIdle()
      launched = log.events.last?.seq ?? 0
      steps(device, pages, source)
      device.runUntilIdle()
    }
    return log.events.filter { $0.seq > launched }.compactMap { event in
      switch event.body {
      case .call(let call) where event.orderCall != nil:
        return "\(call.callerID) → \(call.receiver) \(call.name)"
      case .transition(let change): return "\(change.state)"
      default: return nil
      }
    }
  }

  static let before = "uikit → delegate.pagesDataSource pageViewController(_:viewControllerBefore:)"
  static let after = "uikit → delegate.pagesDataSource pageViewController(_:viewControllerAfter:)"
  static let willTransition =
    "uikit → delegate.pagesDataSource pageViewController(_:willTransitionTo:)"
  static let didFinish =
    "uikit → delegate.pagesDataSource "
    + "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"

  @Test("a swipe past half way turns the page")
  func completed() throws {
    let calls = try Self.run { device, pages, _ in
      device.pan(pages.view, translation: CGPoint(x: -250, y: 0), duration: 0.3, steps: 6)
    }
    #expect(
      calls == [
        Self.after, Self.before, "requested", "uikit → vc.second viewDidLoad()", "began",
        Self.willTransition, "uikit → vc.second viewWillAppear(_:)",
        "uikit → vc.first viewWillDisappear(_:)", "uikit → vc.second viewIsAppearing(_:)",
        "finishing", "completed", "uikit → vc.second viewDidAppear(_:)",
        "uikit → vc.first viewDidDisappear(_:)", Self.didFinish, Self.after, "ended",
      ])
  }

  @Test("a swipe let go before half way goes back; the next drag asks the data source nothing")
  func cancelled() throws {
    let calls = try Self.run { device, pages, _ in
      device.pan(pages.view, translation: CGPoint(x: -100, y: 0), duration: 0.3, steps: 6)
      device.runUntilIdle()
      device.pan(pages.view, translation: CGPoint(x: -250, y: 0), duration: 0.3, steps: 6)
    }
    let firstSwipe: [String] = [
      Self.after, Self.before, "requested", "uikit → vc.second viewDidLoad()", "began",
      Self.willTransition, "uikit → vc.second viewWillAppear(_:)",
      "uikit → vc.first viewWillDisappear(_:)", "uikit → vc.second viewIsAppearing(_:)",
      "cancelling", "completed", "uikit → vc.first viewWillAppear(_:)",
      "uikit → vc.first viewIsAppearing(_:)", "uikit → vc.first viewDidAppear(_:)",
      "uikit → vc.second viewWillDisappear(_:)",
      "uikit → vc.second viewDidDisappear(_:)", Self.didFinish, "ended",
    ]
    let secondSwipe: [String] = [
      "requested", "began", Self.willTransition, "uikit → vc.second viewWillAppear(_:)",
      "uikit → vc.first viewWillDisappear(_:)", "uikit → vc.second viewIsAppearing(_:)",
      "finishing", "completed", "uikit → vc.second viewDidAppear(_:)",
      "uikit → vc.first viewDidDisappear(_:)", Self.didFinish, Self.after, "ended",
    ]
    #expect(calls == firstSwipe + secondSwipe)
  }

  @Test("a swipe towards no page only asks the data source")
  func noPageThatWay() throws {
    let calls = try Self.run { device, pages, _ in
      device.pan(pages.view, translation: CGPoint(x: 250, y: 0), duration: 0.3, steps: 6)
    }
    #expect(calls == [Self.after, Self.before])
  }

  @Test(
    "setViewControllers on screen: the pages' callbacks, no delegate call",
    arguments: [true, false]
  )
  func setInCode(animated: Bool) throws {
    let calls = try Self.run { _, pages, source in
      pages.setViewControllers([source.pages[2]], direction: .forward, animated: animated) { _ in
      }
    }
    #expect(
      calls == [
        "app → page setViewControllers(_:direction:animated:completion:)",
        "uikit → vc.third viewDidLoad()", "uikit → vc.third viewWillAppear(_:)",
        "uikit → vc.first viewWillDisappear(_:)", "uikit → vc.third viewIsAppearing(_:)",
        "uikit → vc.third viewDidAppear(_:)", "uikit → vc.first viewDidDisappear(_:)",
        "uikit → app completion(_:)",
      ])
  }
}
